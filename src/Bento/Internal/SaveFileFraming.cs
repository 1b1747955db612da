using System;
using System.Buffers.Binary;
using System.Globalization;
using System.Text;

namespace Bento.Internal;

/// <summary>
/// The integrity record of a save file (docs/reliability.md, "Save files"). MessagePack payloads sit behind a 16-byte
/// header; JSON payloads are followed by one comment line, which keeps the file a JSON document that any reader that
/// accepts comments can open:
/// <code>
/// MessagePack: "BNTS" 01 01 00 00 | payload length (uint32, big-endian) | CRC-32 of the payload (uint32, big-endian) | payload
/// JSON:        payload "\n/*bento-save:1 length=&lt;decimal&gt; crc32=&lt;8 lowercase hex digits&gt;*/\n"
/// </code>
/// Parsing is strict (one spelling only), so that any change to the record itself is detected as well.
/// </summary>
internal static class SaveFileFraming
{
    public const int HeaderLength = 16;

    private static readonly byte[] s_magic = { (byte)'B', (byte)'N', (byte)'T', (byte)'S' };
    private const byte Version = 1;
    private const byte MessagePackContent = 1;

    private static readonly byte[] s_trailerStart = Encoding.ASCII.GetBytes("\n/*bento-save:1 length=");
    private static readonly byte[] s_trailerCrc = Encoding.ASCII.GetBytes(" crc32=");
    private static readonly byte[] s_trailerEnd = Encoding.ASCII.GetBytes("*/\n");

    // "\n/*bento-save:1 length=" + at most 10 digits + " crc32=" + 8 hex digits + "*/\n".
    private const int MaxTrailerLength = 23 + 10 + 7 + 8 + 3;

    public static byte[] Header(ReadOnlySpan<byte> payload)
    {
        var header = new byte[HeaderLength];
        s_magic.CopyTo(header, 0);
        header[4] = Version;
        header[5] = MessagePackContent;
        BinaryPrimitives.WriteUInt32BigEndian(header.AsSpan(8), checked((uint)payload.Length));
        BinaryPrimitives.WriteUInt32BigEndian(header.AsSpan(12), Crc32.Compute(payload));
        return header;
    }

    public static byte[] Trailer(ReadOnlySpan<byte> payload)
    {
        string text = "\n/*bento-save:1 length=" + payload.Length.ToString(CultureInfo.InvariantCulture)
            + " crc32=" + Crc32.Compute(payload).ToString("x8", CultureInfo.InvariantCulture) + "*/\n";
        return Encoding.ASCII.GetBytes(text);
    }

    /// <summary>Whether the file starts like a framed MessagePack save (its first four bytes), whatever follows.</summary>
    public static bool LooksLikeMessagePack(ReadOnlySpan<byte> file) =>
        file.Length >= s_magic.Length ? file.Slice(0, s_magic.Length).SequenceEqual(s_magic) : file.Length > 0 && s_magic.AsSpan(0, file.Length).SequenceEqual(file);

    /// <summary>
    /// Checks the integrity record. On success <paramref name="payloadStart"/> and <paramref name="payloadLength"/>
    /// locate the serialized value and <paramref name="messagePack"/> says which family it is; otherwise
    /// <paramref name="problem"/> and <paramref name="message"/> say what is wrong.
    /// </summary>
    public static bool TryUnframe(ReadOnlySpan<byte> file, out int payloadStart, out int payloadLength, out bool messagePack,
        out BentoFileProblemKind problem, out string message)
    {
        payloadStart = 0;
        payloadLength = 0;
        messagePack = LooksLikeMessagePack(file);
        problem = BentoFileProblemKind.NotASaveFile;
        if (file.Length == 0)
        {
            problem = BentoFileProblemKind.Truncated;
            message = "the file is empty.";
            return false;
        }

        return messagePack
            ? TryUnframeHeader(file, out payloadStart, out payloadLength, out problem, out message)
            : TryUnframeTrailer(file, out payloadLength, out problem, out message);
    }

    private static bool TryUnframeHeader(ReadOnlySpan<byte> file, out int payloadStart, out int payloadLength, out BentoFileProblemKind problem, out string message)
    {
        payloadStart = HeaderLength;
        payloadLength = 0;
        if (file.Length < HeaderLength)
        {
            problem = BentoFileProblemKind.Truncated;
            message = "the file ends inside its 16-byte header (" + file.Length.ToString(CultureInfo.InvariantCulture) + " bytes).";
            return false;
        }

        if (file[4] != Version || file[5] != MessagePackContent || file[6] != 0 || file[7] != 0)
        {
            problem = BentoFileProblemKind.NotASaveFile;
            message = "the header names a version or content this library does not know (bytes 4-7: "
                + Hex(file.Slice(4, 4)) + "; expected 01 01 00 00).";
            return false;
        }

        uint declared = BinaryPrimitives.ReadUInt32BigEndian(file.Slice(8));
        long actual = file.Length - HeaderLength;
        if (declared != actual)
        {
            problem = declared > actual ? BentoFileProblemKind.Truncated : BentoFileProblemKind.LengthMismatch;
            message = "the header records " + declared.ToString(CultureInfo.InvariantCulture) + " bytes of content but the file holds "
                + actual.ToString(CultureInfo.InvariantCulture) + ".";
            return false;
        }

        payloadLength = (int)declared;
        return CheckCrc(file.Slice(HeaderLength, payloadLength), BinaryPrimitives.ReadUInt32BigEndian(file.Slice(12)), out problem, out message);
    }

    private static bool TryUnframeTrailer(ReadOnlySpan<byte> file, out int payloadLength, out BentoFileProblemKind problem, out string message)
    {
        payloadLength = 0;
        int searchFrom = Math.Max(0, file.Length - MaxTrailerLength);
        int start = file.Slice(searchFrom).LastIndexOf(s_trailerStart);
        if (start < 0)
        {
            // A save cut short loses its ending first; a file that never had one was not written by BentoFile. The
            // two look the same from here, so the message names both.
            problem = BentoFileProblemKind.NotASaveFile;
            message = "the file does not end with Bento's checksum comment: it was cut short, or it was not written as a Bento save file.";
            return false;
        }

        start += searchFrom;
        ReadOnlySpan<byte> rest = file.Slice(start + s_trailerStart.Length);
        if (!TryDigits(ref rest, out ulong declared, decimalDigits: true) || !Skip(ref rest, s_trailerCrc)
            || !TryDigits(ref rest, out ulong crc, decimalDigits: false) || !rest.SequenceEqual(s_trailerEnd))
        {
            // The comment was written in one piece, so a file that stops before its closing "*/\n" was cut there.
            bool cut = !file.EndsWith(s_trailerEnd);
            problem = cut ? BentoFileProblemKind.Truncated : BentoFileProblemKind.NotASaveFile;
            message = cut
                ? "the checksum comment at the end of the file is cut off: the write was torn or the file was cut."
                : "the checksum comment at the end of the file is malformed (it was edited or damaged).";
            return false;
        }

        if (declared != (ulong)start)
        {
            problem = declared > (ulong)start ? BentoFileProblemKind.Truncated : BentoFileProblemKind.LengthMismatch;
            message = "the checksum comment records " + declared.ToString(CultureInfo.InvariantCulture) + " bytes of content but "
                + start.ToString(CultureInfo.InvariantCulture) + " precede it.";
            return false;
        }

        payloadLength = start;
        return CheckCrc(file.Slice(0, start), (uint)crc, out problem, out message);
    }

    private static bool CheckCrc(ReadOnlySpan<byte> payload, uint expected, out BentoFileProblemKind problem, out string message)
    {
        uint actual = Crc32.Compute(payload);
        if (actual != expected)
        {
            problem = BentoFileProblemKind.ChecksumMismatch;
            message = "the content's CRC-32 is " + actual.ToString("x8", CultureInfo.InvariantCulture) + " but the file records "
                + expected.ToString("x8", CultureInfo.InvariantCulture) + ": bytes changed after the save.";
            return false;
        }

        problem = default;
        message = "";
        return true;
    }

    // Decimal: 1 to 10 digits, no leading zero unless the number is 0. Hex: exactly 8 lowercase digits. One spelling
    // per number means that a changed byte in the record can never leave it meaning the same thing.
    private static bool TryDigits(ref ReadOnlySpan<byte> rest, out ulong value, bool decimalDigits)
    {
        value = 0;
        int count = 0;
        while (count < rest.Length)
        {
            byte b = rest[count];
            int digit = b >= '0' && b <= '9' ? b - '0' : !decimalDigits && b >= 'a' && b <= 'f' ? b - 'a' + 10 : -1;
            if (digit < 0)
                break;
            value = (value * (decimalDigits ? 10UL : 16UL)) + (ulong)digit;
            count++;
            if (count > 10)
                return false;
        }

        bool ok = decimalDigits
            ? count >= 1 && count <= 10 && (count == 1 || rest[0] != '0') && value <= int.MaxValue
            : count == 8;
        rest = rest.Slice(count);
        return ok;
    }

    private static bool Skip(ref ReadOnlySpan<byte> rest, byte[] expected)
    {
        if (!rest.StartsWith(expected))
            return false;
        rest = rest.Slice(expected.Length);
        return true;
    }

    private static string Hex(ReadOnlySpan<byte> bytes)
    {
        var text = new StringBuilder();
        foreach (byte b in bytes)
            text.Append(text.Length == 0 ? "" : " ").Append(b.ToString("x2", CultureInfo.InvariantCulture));
        return text.ToString();
    }
}
