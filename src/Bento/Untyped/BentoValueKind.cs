namespace Bento;

/// <summary>What a <see cref="BentoValue"/> holds.</summary>
public enum BentoValueKind : byte
{
    /// <summary>JSON <c>null</c>, MessagePack nil.</summary>
    Null = 0,

    /// <summary><c>true</c> or <c>false</c>.</summary>
    Boolean = 1,

    /// <summary>A number: the exact JSON text, a 64-bit integer, or a MessagePack float 32 or float 64.</summary>
    Number = 2,

    /// <summary>A string of Unicode text.</summary>
    String = 3,

    /// <summary>An ordered list of values.</summary>
    Array = 4,

    /// <summary>
    /// Members in the order they were read or added. JSON names are strings; a MessagePack map may also have keys of
    /// any other kind.
    /// </summary>
    Object = 5,

    /// <summary>MessagePack bin: raw bytes.</summary>
    Binary = 6,

    /// <summary>MessagePack ext: a type code and raw bytes (a timestamp is the extension of type -1).</summary>
    Extension = 7,
}
