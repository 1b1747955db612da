using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Text;
using Bento.Internal;

namespace Bento.MessagePack;

public ref partial struct MsgPackReader
{
    /// <summary>
    /// Reads a str like <see cref="ReadString"/>, but returns <paramref name="existing"/> itself, without allocating,
    /// when the input holds the same text. Populate uses it to keep the strings an instance already has.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public string? ReadStringReusing(string? existing)
    {
        if (existing is null || TryReadNil())
            return existing is null ? ReadString() : null;
        return ReadStringValueReusing(existing);
    }

    // Out of line for the reason ReadStringValue is.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private string ReadStringValueReusing(string existing)
    {
        int start = _pos;
        var utf8 = ReadStringBytes();
        if (Utf8Compare.EqualsString(utf8, existing))
            return existing;
        return Decode(utf8, start);
    }

    /// <summary>
    /// Dictionary keys when populating: reads a str key and finds its entry in <paramref name="dictionary"/>. When it
    /// exists, <paramref name="key"/> is the dictionary's own key string (nothing is allocated where the runtime can look
    /// the key up by its text) and <paramref name="value"/> its value; otherwise <paramref name="key"/> is a new string
    /// (null for a nil key) and the result is false.
    /// </summary>
    public bool ReadKeyReusing<TValue>(Dictionary<string, TValue> dictionary, out string key, out TValue value)
    {
        if (NextType != MsgPackType.String)
        {
            key = ReadString()!;
            value = default!;
            return key is not null && dictionary.TryGetValue(key, out value!);
        }

        int start = _pos;
        var utf8 = ReadStringBytes();
        switch (ReusedStringKeys.TryFind(dictionary, utf8, out key, out value))
        {
            case ReusedStringKeys.Lookup.Found:
                return true;
            case ReusedStringKeys.Lookup.Missing:
                key = Decode(utf8, start);
                return false;
            default:
                key = Decode(utf8, start);
                return dictionary.TryGetValue(key, out value!);
        }
    }

    private readonly string Decode(System.ReadOnlySpan<byte> utf8, int start)
    {
        if (Utf8Text.TryDecode(utf8, out string value)) return value;
        if (!_replaceInvalidText) Fail(start, "The string is not valid UTF-8.");
        return Encoding.UTF8.GetString(utf8);
    }
}
