// Records and init-only setters need this type, and Unity's class libraries lack it (C# 9 reports CS0518 without it).
// It is public so that every assembly of the project can use it. Where the class libraries do define it, the compiler
// takes theirs and this one is unused; if another package also ships a public one, the two clash (CS8356): define
// BENTO_NO_ISEXTERNALINIT in the project's scripting define symbols and this one is compiled out. The assembly itself
// stays, because the generator in Runtime/Analyzers applies to the assemblies that reference it.
#if !BENTO_NO_ISEXTERNALINIT
using System.ComponentModel;

namespace System.Runtime.CompilerServices
{
    /// <summary>Marks init-only setters; used by the compiler only.</summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public static class IsExternalInit
    {
    }
}
#endif
