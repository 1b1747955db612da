using System;
using System.Buffers.Binary;
using System.IO;
using System.IO.Compression;
using System.Text;

namespace Bento.Bench.Workloads;

/// <summary>
/// Builds a real PNG (signature, IHDR, zlib-compressed IDAT, IEND; RFC 2083) from a seed: a gradient with noise, so
/// that it compresses to about 2 KB like a typical thumbnail rather than to almost nothing.
/// </summary>
public static class Png
{
    static readonly uint[] s_crcTable = BuildCrcTable();

    public static byte[] Thumbnail(int seed, int size = 48)
    {
        var random = new Random(seed);
        int stride = 1 + (size * 3);
        byte[] raw = new byte[size * stride];
        for (int y = 0; y < size; y++)
        {
            int row = y * stride;
            raw[row] = 0; // filter type None
            for (int x = 0; x < size; x++)
            {
                int p = row + 1 + (x * 3);
                // Smooth colour plus a little noise in the low bits: the noise is what keeps the size realistic.
                raw[p] = (byte)((x * 5) + (seed * 17) + (random.Next(4) & 3));
                raw[p + 1] = (byte)((y * 5) + (random.Next(4) & 3));
                raw[p + 2] = (byte)(((x + y) * 2) + (seed * 29));
            }
        }

        using var png = new MemoryStream();
        png.Write([0x89, (byte)'P', (byte)'N', (byte)'G', 0x0D, 0x0A, 0x1A, 0x0A]);

        Span<byte> header = stackalloc byte[13];
        BinaryPrimitives.WriteInt32BigEndian(header, size);
        BinaryPrimitives.WriteInt32BigEndian(header[4..], size);
        header[8] = 8;  // bit depth
        header[9] = 2;  // colour type: truecolour RGB
        header[10] = 0; // deflate
        header[11] = 0; // adaptive filtering
        header[12] = 0; // no interlace
        WriteChunk(png, "IHDR", header);

        using (var compressed = new MemoryStream())
        {
            using (var zlib = new ZLibStream(compressed, CompressionLevel.SmallestSize, leaveOpen: true))
            {
                zlib.Write(raw);
            }

            WriteChunk(png, "IDAT", compressed.ToArray());
        }

        WriteChunk(png, "IEND", ReadOnlySpan<byte>.Empty);
        return png.ToArray();
    }

    static void WriteChunk(Stream output, string type, ReadOnlySpan<byte> data)
    {
        Span<byte> word = stackalloc byte[4];
        BinaryPrimitives.WriteInt32BigEndian(word, data.Length);
        output.Write(word);
        byte[] typeBytes = Encoding.ASCII.GetBytes(type);
        output.Write(typeBytes);
        output.Write(data);
        uint crc = Crc32(0xFFFFFFFFu, typeBytes);
        crc = Crc32(crc, data) ^ 0xFFFFFFFFu;
        BinaryPrimitives.WriteUInt32BigEndian(word, crc);
        output.Write(word);
    }

    static uint Crc32(uint crc, ReadOnlySpan<byte> data)
    {
        foreach (byte b in data)
        {
            crc = s_crcTable[(crc ^ b) & 0xFF] ^ (crc >> 8);
        }

        return crc;
    }

    static uint[] BuildCrcTable()
    {
        var table = new uint[256];
        for (uint n = 0; n < 256; n++)
        {
            uint c = n;
            for (int k = 0; k < 8; k++)
            {
                c = (c & 1) != 0 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            }

            table[n] = c;
        }

        return table;
    }
}
