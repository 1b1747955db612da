using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Text;
#if NET8_0_OR_GREATER
using System.Buffers;
using System.Runtime.Intrinsics;
using System.Text.Unicode;
#endif

namespace Bento.Internal;

/// <summary>
/// UTF-8 scanning, validation and transcoding. On net10.0 these use the BCL's vectorized primitives
/// (SearchValues, Utf8); on netstandard2.1 (Unity) a scalar path with the same results.
/// </summary>
internal static class Utf8Text
{
    private static readonly UTF8Encoding s_strict = new(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true);

#if NET8_0_OR_GREATER
    // Where a string literal's fast scan must stop: the closing quote, an escape, or a raw control character (RFC 8259 section 7).
    private static readonly SearchValues<byte> s_stringStops = SearchValues.Create(
        "\"\\\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\u0009\u000A\u000B\u000C\u000D\u000E\u000F\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001A\u001B\u001C\u001D\u001E\u001F"u8);

    private static readonly SearchValues<byte> s_htmlStops = SearchValues.Create(
        "\"\\<>&'\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\u0009\u000A\u000B\u000C\u000D\u000E\u000F\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001A\u001B\u001C\u001D\u001E\u001F"u8);
#endif

#if !NET8_0_OR_GREATER
    /// <summary>Bytes that must be escaped in output: 1 = always, 2 = only in HTML-safe mode.</summary>
    private static readonly byte[] s_escapeClass = BuildEscapeClass();

    private static byte[] BuildEscapeClass()
    {
        var table = new byte[256];
        for (int i = 0; i < 0x20; i++) table[i] = 1;
        table['"'] = 1;
        table['\\'] = 1;
        table['<'] = 2;
        table['>'] = 2;
        table['&'] = 2;
        table['\''] = 2;
        return table;
    }
#endif

    /// <summary>Index of the first quote, backslash or control byte, or -1.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int IndexOfStringStop(ReadOnlySpan<byte> span)
    {
#if NET8_0_OR_GREATER
        return span.IndexOfAny(s_stringStops);
#else
        var table = s_escapeClass;
        for (int i = 0; i < span.Length; i++)
        {
            if (table[span[i]] == 1) return i;
        }

        return -1;
#endif
    }

    /// <summary>Index of the first byte that must be escaped on output, or -1.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int IndexOfByteToEscape(ReadOnlySpan<byte> span, bool html)
    {
#if NET8_0_OR_GREATER
        return span.IndexOfAny(html ? s_htmlStops : s_stringStops);
#else
        var table = s_escapeClass;
        int limit = html ? 2 : 1;
        for (int i = 0; i < span.Length; i++)
        {
            int c = table[span[i]];
            if (c != 0 && c <= limit) return i;
        }

        return -1;
#endif
    }

    public static bool IsValid(ReadOnlySpan<byte> utf8)
    {
#if NET9_0_OR_GREATER
        // Member names and most keys are short ASCII: a couple of word loads settle them without the validator's call.
        return (utf8.Length <= 32 && IsAscii(utf8)) || Utf8.IsValid(utf8);
#elif NET8_0_OR_GREATER
        return Utf8.IsValid(utf8);
#else
        int i = 0;
        while (i < utf8.Length)
        {
            byte b = utf8[i];
            if (b < 0x80)
            {
                i++;
                continue;
            }

            int need;
            int min;
            int cp;
            if ((b & 0xE0) == 0xC0) { need = 1; min = 0x80; cp = b & 0x1F; }
            else if ((b & 0xF0) == 0xE0) { need = 2; min = 0x800; cp = b & 0x0F; }
            else if ((b & 0xF8) == 0xF0) { need = 3; min = 0x10000; cp = b & 0x07; }
            else return false;
            if (i + need >= utf8.Length) return false;
            for (int k = 1; k <= need; k++)
            {
                byte c = utf8[i + k];
                if ((c & 0xC0) != 0x80) return false;
                cp = (cp << 6) | (c & 0x3F);
            }

            if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
            i += need + 1;
        }

        return true;
#endif
    }

    /// <summary>
    /// Decodes UTF-8 into a string of exactly <paramref name="chars"/> UTF-16 units, in one pass where the platform
    /// allows; false when the bytes are not valid UTF-8 or decode to another length. The string allocated is never
    /// longer than the input.
    /// </summary>
    public static unsafe bool TryDecodeExact(ReadOnlySpan<byte> utf8, int chars, [NotNullWhen(true)] out string? value)
    {
        value = null;

        // Each UTF-16 unit takes one to three UTF-8 bytes, so any other count is a wrong hint.
        if (chars > utf8.Length || (long)chars * 3 < utf8.Length) return false;
#if NET8_0_OR_GREATER
        // The string is new and not yet visible to anyone, so filling it in place is safe (for no units it is the shared
        // empty string, and nothing is written).
        string result = new string('\0', chars);
        fixed (char* destination = result)
        {
            var status = Utf8.ToUtf16(utf8, new Span<char>(destination, chars), out _, out int written, replaceInvalidSequences: false);
            if (status != OperationStatus.Done || written != chars) return false;
        }

        value = result;
        return true;
#else
        if (!TryDecode(utf8, out string decoded) || decoded.Length != chars) return false;
        value = decoded;
        return true;
#endif
    }

    /// <summary>The number of UTF-16 units that valid UTF-8 decodes to.</summary>
    public static int Utf16Length(ReadOnlySpan<byte> validUtf8)
    {
        int length = 0;
        foreach (byte b in validUtf8)
        {
            // Every byte but a continuation byte starts a character; four-byte ones need a surrogate pair.
            if ((b & 0xC0) != 0x80) length++;
            if (b >= 0xF0) length++;
        }

        return length;
    }

#if NET8_0_OR_GREATER
    // The longest text (in bytes) that TryDecode decodes through a buffer on the stack, 1 KiB of it at most: long
    // enough for the text of a message or a description (every string of the twitter corpus is shorter).
    private const int ShortText = 512;
#endif

    /// <summary>
    /// Decodes short text that is all ASCII (most names, ids and URLs) straight into a new string: its length is the byte
    /// count, so it is allocated at once and the bytes widened into it, with no scratch copy. False, having done nothing,
    /// for anything else (and always on netstandard2.1), which <see cref="TryDecode"/> then decodes.
    /// </summary>
    // Used by the MessagePack reader, where it measured a few percent on twitter. The JSON reader does not call it: as a
    // pass of its own it measured no gain there; it learns whether text is ASCII while it looks for the closing quote.
    public static bool TryDecodeAscii(ReadOnlySpan<byte> utf8, [NotNullWhen(true)] out string? value)
    {
#if NET9_0_OR_GREATER
        if (utf8.Length <= ShortText && IsAscii(utf8))
        {
            // Below 0x80 Latin-1 and UTF-8 agree: the bytes widened are the string. NativeAOT keeps the runtime's
            // decoder, for its size budget (docs/architecture.md, "NativeAOT size").
            value = RuntimeFeature.IsDynamicCodeCompiled ? WidenAscii(utf8) : Encoding.Latin1.GetString(utf8);
            return true;
        }
#endif
        value = null;
        return false;
    }

#if NET9_0_OR_GREATER
    /// <summary>
    /// A string of ASCII bytes (which the caller has checked): the bytes widened into a new string of their count. From
    /// eight bytes on, 16-byte loads cover the text (the last one moved back to end with it, overlapping the one before)
    /// and are stored widened into the new string, which nothing else can see yet, the last store overlapping as the last
    /// load did: no call into the runtime's widening loop, whose set-up is most of its cost at these lengths.
    /// </summary>
    private static string WidenAscii(ReadOnlySpan<byte> ascii)
    {
        int length = ascii.Length;
        if (length < 8 || !Vector128.IsHardwareAccelerated) return length == 0 ? string.Empty : Encoding.Latin1.GetString(ascii);
        ref byte source = ref MemoryMarshal.GetReference(ascii);
        string value = new string('\0', length);
        ref ushort target = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(value.AsSpan()));
        if (length < 16)
        {
            // Eight bytes from each end, as one vector: its high half holds the last eight.
            var ends = Vector128.Create(
                Unsafe.ReadUnaligned<ulong>(ref source),
                Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref source, length - 8))).AsByte();
            var (low, high) = Vector128.Widen(ends);
            low.StoreUnsafe(ref target);
            high.StoreUnsafe(ref target, (nuint)(length - 8));
            return value;
        }

        nuint lastAt = (nuint)(length - 16);
        for (nuint i = 0; i < lastAt; i += 16)
        {
            var (low, high) = Vector128.Widen(Vector128.LoadUnsafe(ref source, i));
            low.StoreUnsafe(ref target, i);
            high.StoreUnsafe(ref target, i + 8);
        }

        var (lastLow, lastHigh) = Vector128.Widen(Vector128.LoadUnsafe(ref source, lastAt));
        lastLow.StoreUnsafe(ref target, lastAt);
        lastHigh.StoreUnsafe(ref target, lastAt + 8);
        return value;
    }

    /// <summary>Whether every byte is below 0x80.</summary>
    // Short text a word at a time and longer text 16 bytes at a time (the last load moved back to end with the text):
    // most strings are a few dozen bytes (twitter's ASCII ones average 23), where a few loads cost less than
    // Ascii.IsValid's call and its dispatch on the length. NativeAOT keeps Ascii.IsValid above 32 bytes.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsAscii(ReadOnlySpan<byte> utf8)
    {
        int length = utf8.Length;
        ref byte start = ref MemoryMarshal.GetReference(utf8);
        if (length >= 16 && RuntimeFeature.IsDynamicCodeCompiled && Vector128.IsHardwareAccelerated)
        {
            nuint lastAt = (nuint)(length - 16);
            var any = Vector128.LoadUnsafe(ref start, lastAt);
            for (nuint i = 0; i < lastAt; i += 16) any |= Vector128.LoadUnsafe(ref start, i);
            return (any & Vector128.Create((byte)0x80)) == Vector128<byte>.Zero;
        }

        // NativeAOT: the runtime's check, as before (its size budget).
        if (length > 32) return Ascii.IsValid(utf8);

        if (length >= 8)
        {
            // Words from the start, and the last eight bytes, which may overlap the last word read: no byte loop.
            ulong any = Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref start, length - 8));
            for (int i = 0; i < length - 8; i += 8)
                any |= Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref start, i));
            return (any & 0x8080808080808080UL) == 0;
        }

        if (length >= 4)
            return ((Unsafe.ReadUnaligned<uint>(ref start) | Unsafe.ReadUnaligned<uint>(ref Unsafe.Add(ref start, length - 4))) & 0x80808080U) == 0;
        uint bits = 0;
        for (int i = 0; i < length; i++)
            bits |= Unsafe.Add(ref start, i);
        return bits < 0x80;
    }
#endif

    /// <summary>
    /// Writes text of at most 32 chars as UTF-8 when every char is ASCII, exactly <c>text.Length</c> bytes at the start of
    /// <paramref name="destination"/>, and returns true; otherwise writes nothing and returns false. With
    /// <paramref name="jsonPlain"/> the text must also need no escape in a JSON string (no quote, backslash or control
    /// char).
    /// </summary>
    // Most strings a model holds are short ASCII (names, codes, dates, links). For them the general transcoder's fixed
    // cost is most of the work, so a few loads cover the text (the first and last chars of a load overlap where the text
    // is shorter than the loads), one test checks them all, and the narrowed bytes are stored as they were loaded.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryNarrowShortAscii(ReadOnlySpan<char> text, Span<byte> destination, bool jsonPlain)
    {
#if NET8_0_OR_GREATER
        int length = text.Length;
        if (length > 32 || destination.Length < length || !Vector128.IsHardwareAccelerated) return false;
        ref ushort source = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(text));
        ref byte target = ref MemoryMarshal.GetReference(destination);
        if (length >= 8)
        {
            var first = Vector128.LoadUnsafe(ref source);
            var last = Vector128.LoadUnsafe(ref source, (nuint)(length - 8));
            if (length <= 16)
            {
                if (!IsPlain(first, jsonPlain) || !IsPlain(last, jsonPlain)) return false;
                var both = Vector128.Narrow(first, last).AsUInt64();
                Unsafe.WriteUnaligned(ref target, both.GetElement(0));
                Unsafe.WriteUnaligned(ref Unsafe.Add(ref target, length - 8), both.GetElement(1));
                return true;
            }

            var second = Vector128.LoadUnsafe(ref source, 8);
            var third = Vector128.LoadUnsafe(ref source, (nuint)(length - 16));
            if (!IsPlain(first, jsonPlain) || !IsPlain(second, jsonPlain) || !IsPlain(third, jsonPlain) || !IsPlain(last, jsonPlain)) return false;
            Vector128.Narrow(first, second).StoreUnsafe(ref target);
            Vector128.Narrow(third, last).StoreUnsafe(ref target, (nuint)(length - 16));
            return true;
        }

        if (length >= 4)
        {
            // The first four chars and the last four in one vector.
            var chars = Vector128.Create(
                Unsafe.ReadUnaligned<ulong>(ref Unsafe.As<ushort, byte>(ref source)),
                Unsafe.ReadUnaligned<ulong>(ref Unsafe.As<ushort, byte>(ref Unsafe.Add(ref source, length - 4)))).AsUInt16();
            if (!IsPlain(chars, jsonPlain)) return false;
            var bytes = Vector128.Narrow(chars, chars).AsUInt32();
            Unsafe.WriteUnaligned(ref target, bytes.GetElement(0));
            Unsafe.WriteUnaligned(ref Unsafe.Add(ref target, length - 4), bytes.GetElement(1));
            return true;
        }

        for (int i = 0; i < length; i++)
        {
            ushort c = Unsafe.Add(ref source, i);
            if (c >= 0x80 || (jsonPlain && (c < 0x20 || c == '"' || c == '\\'))) return false;
        }

        for (int i = 0; i < length; i++)
            Unsafe.Add(ref target, i) = (byte)Unsafe.Add(ref source, i);
        return true;
#else
        return false;
#endif
    }

#if NET8_0_OR_GREATER
    // Whether eight chars are ASCII and, for JSON, need no escape: 0x20-0x7F less the quote and the backslash.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsPlain(Vector128<ushort> chars, bool jsonPlain)
    {
        if (!jsonPlain) return (chars & Vector128.Create((ushort)0xFF80)) == Vector128<ushort>.Zero;
        var outside = Vector128.GreaterThanOrEqual(chars - Vector128.Create((ushort)0x20), Vector128.Create((ushort)0x60));
        var escaped = Vector128.Equals(chars, Vector128.Create((ushort)'"')) | Vector128.Equals(chars, Vector128.Create((ushort)'\\'));
        return (outside | escaped) == Vector128<ushort>.Zero;
    }
#endif

    /// <summary>Decodes valid UTF-8 to a string, or returns false for invalid UTF-8.</summary>
#if NET8_0_OR_GREATER
    [SkipLocalsInit]
#endif
    public static bool TryDecode(ReadOnlySpan<byte> utf8, out string value)
    {
        if (utf8.IsEmpty)
        {
            value = string.Empty;
            return true;
        }
#if NET8_0_OR_GREATER
        // Short text is decoded once, validating as it goes, into a scratch buffer on the stack and then copied: the
        // encoding's GetString would first walk the bytes to count the characters and then walk them again to decode.
        if (utf8.Length <= ShortText)
        {
            Span<char> chars = stackalloc char[ShortText];
            if (Utf8.ToUtf16(utf8, chars, out _, out int written, replaceInvalidSequences: false) != OperationStatus.Done)
            {
                value = string.Empty;
                return false;
            }

            value = new string(chars.Slice(0, written));
            return true;
        }
#endif

        try
        {
            value = s_strict.GetString(utf8);
            return true;
        }
        catch (DecoderFallbackException)
        {
            value = string.Empty;
            return false;
        }
    }

    /// <summary>
    /// Encodes UTF-16 to UTF-8. Returns the bytes written, or -1 when <paramref name="text"/> holds a lone surrogate and
    /// <paramref name="replaceInvalid"/> is off. <paramref name="destination"/> must hold 3 bytes per char.
    /// </summary>
    public static int Encode(ReadOnlySpan<char> text, Span<byte> destination, bool replaceInvalid)
    {
#if NET8_0_OR_GREATER
        int read = 0, done = 0;
        // Only where code is compiled at run time: NativeAOT apps keep the runtime's transcoder alone, for their size
        // budget (docs/architecture.md, "NativeAOT size").
        if (RuntimeFeature.IsDynamicCodeCompiled && System.Runtime.Intrinsics.X86.Ssse3.IsSupported && text.Length >= Vector128<ushort>.Count)
            EncodeBlocks(text, destination, ref read, ref done);
        var status = Utf8.FromUtf16(text.Slice(read), destination.Slice(done), out _, out int written, replaceInvalid, isFinalBlock: true);
        return status == OperationStatus.Done ? done + written : -1;
#else
        try
        {
            return (replaceInvalid ? Encoding.UTF8 : s_strict).GetBytes(text, destination);
        }
        catch (EncoderFallbackException)
        {
            return -1;
        }
#endif
    }

#if NET8_0_OR_GREATER
    /// <summary>
    /// Encodes the text in blocks of eight chars for as long as it can, the last chars of the text as part of its last
    /// eight where those are all of one kind, and leaves the rest (a shorter tail, or the text from its first surrogate
    /// on) to the runtime's transcoder. A block of ASCII is narrowed; a block of eight chars
    /// that each take three bytes (U+0800 to U+FFFF outside the surrogates: CJK, kana, most symbols) is encoded by
    /// vector arithmetic and four byte shuffles into 24 bytes. The runtime's transcoder takes such text a char or two at a
    /// time, and in a profile of writing twitter.json's Japanese tweets as MessagePack it was half of all samples. Other
    /// blocks are encoded char by char. The bytes are the runtime's: every char here is a whole scalar value.
    /// </summary>
    private static void EncodeBlocks(ReadOnlySpan<char> text, Span<byte> destination, ref int read, ref int done)
    {
        ref ushort chars = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(text));
        int i = read, o = done;
        int last = text.Length - Vector128<ushort>.Count;
        // Each block stores at most 24 bytes (16 for ASCII, one vector): the room is checked, not assumed.
        while (i <= last && destination.Length - o >= 24)
        {
            var v = Vector128.LoadUnsafe(ref chars, (nuint)i);
            if (IsPlain(v, jsonPlain: false))
            {
                Vector128.Narrow(v, v).StoreUnsafe(ref MemoryMarshal.GetReference(destination), (nuint)o);
                i += 8;
                o += 8;
                // A run of ASCII (prose, links) goes on 32 chars a step for as long as it lasts: a block at a time cost
                // a turn of the loop and its tests per eight chars, and long English text was slower to write than
                // with the runtime's transcoder. Text of other kinds pays one failed test per ASCII block.
                while (i <= text.Length - 32 && destination.Length - o >= 32)
                {
                    var a = Vector128.LoadUnsafe(ref chars, (nuint)i);
                    var b = Vector128.LoadUnsafe(ref chars, (nuint)i + 8);
                    var c = Vector128.LoadUnsafe(ref chars, (nuint)i + 16);
                    var d = Vector128.LoadUnsafe(ref chars, (nuint)i + 24);
                    if (!IsPlain(a | b | c | d, jsonPlain: false)) break;
                    Vector128.Narrow(a, b).StoreUnsafe(ref MemoryMarshal.GetReference(destination), (nuint)o);
                    Vector128.Narrow(c, d).StoreUnsafe(ref MemoryMarshal.GetReference(destination), (nuint)o + 16);
                    i += 32;
                    o += 32;
                }

                continue;
            }

            if (IsThreeByte(v))
            {
                StoreThreeByteChars(v, destination, o);
                i += 8;
                o += 24;
                continue;
            }

            // A mixed block, char by char; a surrogate ends the blocks (pairs and lone ones are the runtime's).
            for (int end = i + 8; i < end; i++)
            {
                uint c = text[i];
                if (c < 0x80)
                {
                    destination[o++] = (byte)c;
                }
                else if (c < 0x800)
                {
                    destination[o] = (byte)(0xC0 | (c >> 6));
                    destination[o + 1] = (byte)(0x80 | (c & 0x3F));
                    o += 2;
                }
                else if (c - 0xD800 < 0x800)
                {
                    read = i;
                    done = o;
                    return;
                }
                else
                {
                    destination[o] = (byte)(0xE0 | (c >> 12));
                    destination[o + 1] = (byte)(0x80 | ((c >> 6) & 0x3F));
                    destination[o + 2] = (byte)(0x80 | (c & 0x3F));
                    o += 3;
                }
            }
        }

        // The last few chars: the last eight again, when they are all ASCII or all three-byte chars. The ones already
        // written are then of the same kind, so their bytes are stored again, the same, where they were.
        if (i < text.Length && i > last && text.Length >= 8)
        {
            int start = text.Length - 8;
            var v = Vector128.LoadUnsafe(ref chars, (nuint)start);
            if (IsPlain(v, jsonPlain: false) && destination.Length - (o - (i - start)) >= 16)
            {
                Vector128.Narrow(v, v).StoreUnsafe(ref MemoryMarshal.GetReference(destination), (nuint)(o - (i - start)));
                o += text.Length - i;
                i = text.Length;
            }
            else if (IsThreeByte(v) && destination.Length - o >= 3 * (text.Length - i))
            {
                int at = o - (3 * (i - start));
                StoreThreeByteChars(v, destination, at);
                o = at + 24;
                i = text.Length;
            }
        }

        read = i;
        done = o;
    }

    // Whether each of eight chars takes three bytes: U+0800 to U+FFFF, less the surrogates (D800-DFFF), which a
    // subtraction moves below 0x800.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsThreeByte(Vector128<ushort> chars) =>
        Vector128.GreaterThanOrEqualAll(chars, Vector128.Create((ushort)0x0800))
        && Vector128.GreaterThanOrEqualAll(chars - Vector128.Create((ushort)0xD800), Vector128.Create((ushort)0x0800));

    // Eight chars of U+0800 to U+FFFF (no surrogates) as their 24 bytes at destination[at]: lead and first trail bytes
    // are narrowed into one vector (leads in bytes 0-7, trails in 8-15), the last trail bytes into another, and each
    // output byte is taken from one of the two by a shuffle (an index of 0x80 gives zero).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void StoreThreeByteChars(Vector128<ushort> v, Span<byte> destination, int at)
    {
        var low6 = Vector128.Create((ushort)0x003F);
        var trail = Vector128.Create((ushort)0x0080);
        var leadsAndFirsts = Vector128.Narrow((v >>> 12) | Vector128.Create((ushort)0x00E0), ((v >>> 6) & low6) | trail);
        var lasts = (v & low6) | trail;
        var lastBytes = Vector128.Narrow(lasts, lasts);
        var head = System.Runtime.Intrinsics.X86.Ssse3.Shuffle(leadsAndFirsts, Vector128.Create((byte)0, 8, 0x80, 1, 9, 0x80, 2, 10, 0x80, 3, 11, 0x80, 4, 12, 0x80, 5))
            | System.Runtime.Intrinsics.X86.Ssse3.Shuffle(lastBytes, Vector128.Create((byte)0x80, 0x80, 0, 0x80, 0x80, 1, 0x80, 0x80, 2, 0x80, 0x80, 3, 0x80, 0x80, 4, 0x80));
        var rest = System.Runtime.Intrinsics.X86.Ssse3.Shuffle(leadsAndFirsts, Vector128.Create((byte)13, 0x80, 6, 14, 0x80, 7, 15, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80))
            | System.Runtime.Intrinsics.X86.Ssse3.Shuffle(lastBytes, Vector128.Create((byte)0x80, 5, 0x80, 0x80, 6, 0x80, 0x80, 7, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80));
        head.StoreUnsafe(ref MemoryMarshal.GetReference(destination), (nuint)at);
        System.Buffers.Binary.BinaryPrimitives.WriteUInt64LittleEndian(destination.Slice(at + 16), rest.AsUInt64().ToScalar());
    }
#endif

    /// <summary>
    /// <see cref="Encode"/> for text that is mostly ASCII (the JSON writer's strings): the ASCII start is narrowed
    /// directly by the runtime with its widest vectors (for a few bytes also a cheaper call than the transcoder), and
    /// <see cref="Encode"/> goes on from the first other character.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int EncodeAsciiFirst(ReadOnlySpan<char> text, Span<byte> destination, bool replaceInvalid)
    {
#if NET8_0_OR_GREATER
        if (Ascii.FromUtf16(text, destination, out int ascii) == OperationStatus.Done) return ascii;
        int rest = Encode(text.Slice(ascii), destination.Slice(ascii), replaceInvalid);
        return rest < 0 ? -1 : ascii + rest;
#else
        return Encode(text, destination, replaceInvalid);
#endif
    }

    /// <summary>For error messages only: decodes with replacement characters and never throws.</summary>
    public static string Lossy(ReadOnlySpan<byte> utf8) => utf8.Length > 200
        ? Encoding.UTF8.GetString(utf8.Slice(0, 200)) + "..."
        : Encoding.UTF8.GetString(utf8);
}
