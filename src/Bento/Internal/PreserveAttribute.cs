using System;
using System.ComponentModel;

namespace Bento.Internal;

/// <summary>
/// Tells Unity's IL2CPP linker to keep a generated member. IL2CPP matches any attribute named
/// <c>PreserveAttribute</c>, so the library carries its own instead of depending on UnityEngine.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
[AttributeUsage(AttributeTargets.All, Inherited = false)]
public sealed class PreserveAttribute : Attribute
{
}
