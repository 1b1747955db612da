namespace Bento.Internal;

/// <summary>The largest byte array length the runtime allows (the value of Array.MaxLength, which netstandard2.1 lacks).</summary>
internal static class ArrayLimits
{
    public const int MaxByteArrayLength = 0x7FFFFFC7;
}
