using System.Collections.Generic;
using Bento.Internal;

namespace Bento.Json;

public ref partial struct JsonReader
{
    /// <summary>
    /// Reads a string value like <see cref="ReadString()"/>, but returns <paramref name="existing"/> itself, without
    /// allocating, when the input holds the same text. Populate uses it to keep the strings an instance already has.
    /// </summary>
    public string? ReadStringReusing(string? existing)
    {
        if (existing is null)
            return ReadString();
        int b = SkipWhitespace();
        if (b != '"')
        {
            if (b == 'n')
            {
                ReadLiteral("null"u8);
                return null;
            }

            FailExpected("a string", b);
        }

        int start = _pos;
        if (start == _hintAt)
        {
            // Hinted JSON: an equal string under a hint that matches it is kept; anything else takes the hinted path,
            // which checks the hint.
            int bytes = _hintFirst;
            int close = start + 1 + bytes;
            if (_hintSecond == existing.Length && bytes < _buffer.Length - start - 1 && _buffer[close] == (byte)'"')
            {
                var content = _buffer.Slice(start + 1, bytes);
                if (Utf8Text.IndexOfStringStop(content) < 0 && Utf8Compare.EqualsString(content, existing))
                {
                    _hintAt = -1;
                    _pos = close + 1;
                    _expectComma = true;
                    return existing;
                }
            }

            // Escapes (or a hint that does not fit): the plain path, then the same hint check as ReadHintedString.
            int chars = _hintSecond;
            _hintAt = -1;
            var escaped = ReadStringBody();
            _expectComma = true;
            string result;
            if (Utf8Compare.EqualsString(escaped, existing))
                result = existing;
            else if (!Utf8Text.TryDecode(escaped, out result)) Fail(start, "The string is not valid UTF-8.");
            if (_strictHints && (_pos - start - 2 != bytes || result.Length != chars))
                Fail(_hintStart, "The size hint does not match the string that follows it.");
            return result;
        }

        var utf8 = ReadStringBody();
        _expectComma = true;
        if (Utf8Compare.EqualsString(utf8, existing))
            return existing;
        if (!Utf8Text.TryDecode(utf8, out string value)) Fail(start, "The string is not valid UTF-8.");
        return value;
    }

    /// <summary>
    /// Dictionary keys when populating: finds the entry named <paramref name="name"/> in <paramref name="dictionary"/>.
    /// When it exists, <paramref name="key"/> is the dictionary's own key string (nothing is allocated where the
    /// runtime can look the key up by its text) and <paramref name="value"/> its value; otherwise <paramref name="key"/>
    /// is a new string and the result is false.
    /// </summary>
    public readonly bool FindKey<TValue>(System.ReadOnlySpan<byte> name, Dictionary<string, TValue> dictionary, out string key, out TValue value)
    {
        switch (ReusedStringKeys.TryFind(dictionary, name, out key, out value))
        {
            case ReusedStringKeys.Lookup.Found:
                return true;
            case ReusedStringKeys.Lookup.Missing:
                key = KeyToString(name);
                return false;
            default:
                key = KeyToString(name);
                return dictionary.TryGetValue(key, out value!);
        }
    }
}
