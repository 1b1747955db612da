using System;
using Bento.Internal;

namespace Bento.Json;

public ref partial struct JsonReader
{
    /// <summary>
    /// Reads one complete value of any shape, validating it fully, and optionally copies it token by token to
    /// <paramref name="writer"/> (which re-lays it out: compact or indented). Nesting is tracked in a bit stack rather
    /// than by recursion, so depth is bounded only by <see cref="BentoJsonOptions.MaxDepth"/>, never by the call stack.
    /// </summary>
    internal void Walk(bool emit, ref JsonWriter writer)
    {
        Span<ulong> isObject = stackalloc ulong[4];
        int open = 0;
        while (true)
        {
            int b = SkipWhitespace();
            int start = _pos;
            switch (b)
            {
                case '{':
                    ReadStartObject();
                    if (emit) writer.WriteStartObject();
                    Push(ref isObject, ref open, true);
                    break;
                case '[':
                    ReadStartArray();
                    if (emit) writer.WriteStartArray();
                    Push(ref isObject, ref open, false);
                    break;
                case '"':
                {
                    var text = ReadStringBody();
                    if (!Utf8Text.IsValid(text)) Fail(start, "The string is not valid UTF-8.");
                    _expectComma = true;
                    if (_hinted) CheckStringHint(start, text);
                    if (emit) writer.WriteRawString(_buffer.Slice(start, _pos - start), text);
                    break;
                }

                case 't':
                    ReadLiteral("true"u8);
                    if (emit) writer.WriteRawValue("true"u8);
                    break;
                case 'f':
                    ReadLiteral("false"u8);
                    if (emit) writer.WriteRawValue("false"u8);
                    break;
                case 'n':
                    ReadLiteral("null"u8);
                    if (emit) writer.WriteRawValue("null"u8);
                    break;
                default:
                    if (b != '-' && (uint)(b - '0') > 9) FailExpected("a value", b);
                    _pos = ScanNumber(start, out _, out _, out _);
                    _expectComma = true;
                    if (emit) writer.WriteRawValue(_buffer.Slice(start, _pos - start));
                    break;
            }

            // Move to the next value slot, closing every container that ends here.
            while (true)
            {
                if (open == 0) return;
                int top = open - 1;
                if ((isObject[top >> 6] & (1UL << (top & 63))) != 0)
                {
                    if (ReadNextPropertyName(out var name, out int nameStart))
                    {
                        if (!Utf8Text.IsValid(name)) Fail(nameStart, "A property name is not valid UTF-8.");
                        if (emit) writer.WriteRawPropertyName(_buffer.Slice(nameStart, QuotedLength(nameStart)));
                        break;
                    }

                    if (emit) writer.WriteEndObject();
                }
                else
                {
                    if (ReadNextArrayElement()) break;
                    if (emit) writer.WriteEndArray();
                }

                open--;
            }
        }
    }

    private static void Push(ref Span<ulong> bits, ref int open, bool isObject)
    {
        if (open >= bits.Length * 64)
        {
            var larger = new ulong[bits.Length * 2];
            bits.CopyTo(larger);
            bits = larger;
        }

        ulong mask = 1UL << (open & 63);
        if (isObject) bits[open >> 6] |= mask;
        else bits[open >> 6] &= ~mask;
        open++;
    }

    /// <summary>The length of the already validated string token starting with the quote at <paramref name="start"/>.</summary>
    private readonly int QuotedLength(int start)
    {
        int i = start + 1;
        while (_buffer[i] != (byte)'"') i += _buffer[i] == (byte)'\\' ? 2 : 1;
        return i - start + 1;
    }
}
