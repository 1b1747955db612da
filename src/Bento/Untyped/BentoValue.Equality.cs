using System;
using System.Buffers;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Threading;
using Bento.Internal;

namespace Bento;

// Deep equality. Numbers compare by their exact decimal value: 1, 1.0, 1e0, 10e-1 and the MessagePack integer 1 are
// all equal; a binary float compares by its shortest round-trip decimal text (the float 64 0.1 equals the JSON 0.1).
// Strings compare by their text (ordinal), whatever escapes they were read with. Objects compare as sets of members
// (order does not matter, as in JSON); arrays element by element. Binary and extensions compare by bytes (and type).
public sealed partial class BentoValue : IEquatable<BentoValue>
{
    /// <summary>Deep equality (see docs/untyped.md, "Equality").</summary>
    public bool Equals(BentoValue? other)
    {
        if (other is null) return false;
        if (ReferenceEquals(this, other)) return true;
        if (_kind != other._kind) return false;
        if (!RuntimeHelpers.TryEnsureSufficientExecutionStack()) ThrowTooDeep();
        switch (_kind)
        {
            case BentoValueKind.Null:
                return true;
            case BentoValueKind.Boolean:
                return _bits == other._bits;
            case BentoValueKind.Number:
                return NumberEquals(other);
            case BentoValueKind.String:
                return StringEquals(other);
            case BentoValueKind.Array:
            {
                if ((int)_bits != (int)other._bits) return false;
                if (SameTapeBytes(other)) return true;
                var a = Elements();
                var b = other.Elements();
                for (int i = 0; i < (int)_bits; i++)
                {
                    if (!a[i].Equals(b[i])) return false;
                }

                return true;
            }

            case BentoValueKind.Object:
            {
                if (Count != other.Count) return false;
                if (SameTapeBytes(other)) return true;
                var a = Entries();
                var b = other.Entries();
                for (int i = 0; i < a.Count; i++)
                {
                    object key = a.Items[i].Key;
                    string? name = ObjectData.NameOf(key);
                    int at = name is not null ? b.IndexOf(name) : b.IndexOfKey((BentoValue)key);
                    if (at < 0 || !a.Items[i].Value.Equals(b.Items[at].Value)) return false;
                }

                return true;
            }

            default:
                return _bits == other._bits && ((byte[])_ref!).AsSpan().SequenceEqual((byte[])other._ref!);
        }
    }

    /// <inheritdoc/>
    public override bool Equals(object? obj) => Equals(obj as BentoValue);

    /// <summary>A hash consistent with <see cref="Equals(BentoValue?)"/>: equal values hash alike, whatever form they were read in.</summary>
    public override int GetHashCode()
    {
        if (!RuntimeHelpers.TryEnsureSufficientExecutionStack()) ThrowTooDeep();
        switch (_kind)
        {
            case BentoValueKind.Null:
                return 1;
            case BentoValueKind.Boolean:
                return _bits != 0 ? 3 : 2;
            case BentoValueKind.Number:
            {
                int hash = 0;
                WithCanonical(this, ref hash, static (bool negative, ReadOnlySpan<byte> digits, long exponent, ref int h) =>
                    h = HashBytes(digits, HashCombine(negative ? 7 : 5, exponent.GetHashCode())));
                return hash;
            }

            case BentoValueKind.String:
            {
                var utf8 = Utf8Text(out string? chars);
                return chars is not null ? StringComparer.Ordinal.GetHashCode(chars) : StringComparer.Ordinal.GetHashCode(System.Text.Encoding.UTF8.GetString(utf8));
            }

            case BentoValueKind.Array:
            {
                int hash = 11;
                var items = Elements();
                for (int i = 0; i < (int)_bits; i++) hash = HashCombine(hash, items[i].GetHashCode());
                return hash;
            }

            case BentoValueKind.Object:
            {
                // Order-free, as equality is.
                int hash = 13;
                var data = Entries();
                for (int i = 0; i < data.Count; i++)
                {
                    object key = data.Items[i].Key;
                    int keyHash = ObjectData.NameOf(key) is { } name ? StringComparer.Ordinal.GetHashCode(name) : key.GetHashCode();
                    hash += HashCombine(keyHash, data.Items[i].Value.GetHashCode());
                }

                return hash;
            }

            default:
                return HashBytes((byte[])_ref!, (int)_kind * 31 + (int)_bits);
        }
    }

    // Two containers still on their tapes with the same bytes are the same document, so they are equal (the converse
    // does not hold: 1.0 equals 1, and member order does not matter). Anything else is compared node by node.
    private bool SameTapeBytes(BentoValue other) =>
        Volatile.Read(ref _ref) is JsonTape a && Volatile.Read(ref other._ref) is JsonTape b
        && JsonTape.SameBytes(a, TapeRow, b, other.TapeRow);

    // Parsed values obey MaxDepth, so only a value built in code gets here: one nested deeper than the stack allows,
    // or one that contains itself (a value keeps no parent, so nothing stops an array from holding itself).
    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void ThrowTooDeep() => throw new BentoValueException(
        "the value is nested too deeply to compare or hash; a value built in code may contain itself (see docs/untyped.md)");

    private static int HashCombine(int a, int b) => unchecked((a * 31) + b);

    private static int HashBytes(ReadOnlySpan<byte> bytes, int seed)
    {
        int hash = seed;
        foreach (byte b in bytes) hash = HashCombine(hash, b);
        return hash;
    }

    private bool StringEquals(BentoValue other)
    {
        if ((TextForm)_form == TextForm.Chars && (TextForm)other._form == TextForm.Chars)
            return string.Equals((string)_ref!, (string)other._ref!, StringComparison.Ordinal);

        // Decoding a literal reuses one scratch buffer per thread, so at most one side is held as a span at a time.
        string? a = (TextForm)_form == TextForm.Utf8 ? null : GetString();
        var otherUtf8 = other.Utf8Text(out string? b);
        if (a is null) return b is null ? otherUtf8.SequenceEqual((byte[])_ref!) : Utf8Compare.EqualsString((byte[])_ref!, b);
        return b is not null ? string.Equals(a, b, StringComparison.Ordinal) : Utf8Compare.EqualsString(otherUtf8, a);
    }

    private bool NumberEquals(BentoValue other)
    {
        if ((NumberForm)_form is NumberForm.Int64 or NumberForm.UInt64 && (NumberForm)other._form is NumberForm.Int64 or NumberForm.UInt64)
            return _form == other._form && _bits == other._bits;
        var state = new CompareState { Other = other };
        WithCanonical(this, ref state, static (bool negative, ReadOnlySpan<byte> digits, long exponent, ref CompareState s) =>
        {
            s.Negative = negative;
            s.Exponent = exponent;
            s.Digits = digits.ToArray();
        });
        bool equal = false;
        WithCanonical(other, ref state, (bool negative, ReadOnlySpan<byte> digits, long exponent, ref CompareState s) =>
            equal = negative == s.Negative && exponent == s.Exponent && digits.SequenceEqual(s.Digits));
        return equal;
    }

    private struct CompareState
    {
        public BentoValue Other;
        public bool Negative;
        public long Exponent;
        public byte[] Digits;
    }

    private delegate void CanonicalAction<TState>(bool negative, ReadOnlySpan<byte> digits, long exponent, ref TState state);

    /// <summary>
    /// The number as sign, significant digits (no leading or trailing zeros) and a power of ten: the exact value, so
    /// that every way of writing it gives the same three parts. Zero is (false, "", 0) whatever its sign.
    /// </summary>
    private static void WithCanonical<TState>(BentoValue value, ref TState state, CanonicalAction<TState> action)
    {
        Span<byte> small = stackalloc byte[48];
        scoped ReadOnlySpan<byte> text;
        byte[]? rented = null;
        switch ((NumberForm)value._form)
        {
            case NumberForm.Text:
                text = (byte[])value._ref!;
                break;
            case NumberForm.Int64:
                text = small.Slice(0, Utf8Numbers.FormatInt64(value._bits, small));
                break;
            case NumberForm.UInt64:
                text = small.Slice(0, Utf8Numbers.FormatUInt64(unchecked((ulong)value._bits), small));
                break;
            case NumberForm.Float32:
            {
                float single = BitsToSingle((int)value._bits);
                if (float.IsNaN(single) || float.IsInfinity(single))
                {
                    // Not numbers JSON can hold: they equal only themselves (NaN too, so that a value equals its copy).
                    action(single < 0, single.ToString(System.Globalization.CultureInfo.InvariantCulture) == "NaN" ? "NaN"u8 : "Inf"u8, long.MaxValue, ref state);
                    return;
                }

                text = small.Slice(0, Utf8Numbers.FormatSingle(single, small));
                break;
            }

            default:
            {
                double number = BitConverter.Int64BitsToDouble(value._bits);
                if (double.IsNaN(number) || double.IsInfinity(number))
                {
                    action(number < 0, double.IsNaN(number) ? "NaN"u8 : "Inf"u8, long.MaxValue, ref state);
                    return;
                }

                text = small.Slice(0, Utf8Numbers.FormatDouble(number, small));
                break;
            }
        }

        try
        {
            Span<byte> digits = text.Length <= 48 ? stackalloc byte[48] : (rented = ArrayPool<byte>.Shared.Rent(text.Length));
            int i = 0;
            bool negative = false;
            if (i < text.Length && text[i] == (byte)'-')
            {
                negative = true;
                i++;
            }

            int count = 0;
            long exponent = 0;
            bool fraction = false;
            for (; i < text.Length; i++)
            {
                byte b = text[i];
                if (b == (byte)'.')
                {
                    fraction = true;
                    continue;
                }

                if (b == (byte)'e' || b == (byte)'E')
                {
                    exponent += ParseExponent(text.Slice(i + 1));
                    break;
                }

                if (count == 0 && b == (byte)'0')
                {
                    if (fraction) exponent--;
                    continue;
                }

                digits[count++] = b;
                if (fraction) exponent--;
            }

            // Trailing zeros of the significand move into the exponent.
            while (count > 0 && digits[count - 1] == (byte)'0')
            {
                count--;
                exponent++;
            }

            if (count == 0)
            {
                negative = false;
                exponent = 0;
            }

            action(negative, digits.Slice(0, count), exponent, ref state);
        }
        finally
        {
            if (rented is not null) ArrayPool<byte>.Shared.Return(rented);
        }
    }

    // Exponents beyond what any digit count could offset are clamped: such a number differs from every other anyway,
    // except from one with the same clamped exponent, which only a document holding both could notice.
    private static long ParseExponent(ReadOnlySpan<byte> text)
    {
        int i = 0;
        bool negative = false;
        if (i < text.Length && (text[i] == (byte)'+' || text[i] == (byte)'-'))
        {
            negative = text[i] == (byte)'-';
            i++;
        }

        long value = 0;
        for (; i < text.Length; i++)
        {
            value = Math.Min((value * 10) + (text[i] - '0'), 1L << 50);
        }

        return negative ? -value : value;
    }
}
