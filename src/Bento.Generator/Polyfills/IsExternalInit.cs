namespace System.Runtime.CompilerServices;

// netstandard2.0 lacks it; records and init accessors need it to compile.
internal static class IsExternalInit
{
}
