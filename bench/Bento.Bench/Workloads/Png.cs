using System;
using System.Buffers.Binary;
using System.IO;
using System.IO.Compression;
using System.Text;

namespace Bento.Bench.Workloads;

/// <summary>
/// Builds a real 48x48 RGB PNG (signature, IHDR, zlib-compressed IDAT, IEND; RFC 2083) from a seed: a gradient with
/// noise, so that it compresses to about 2 KB like a typical thumbnail rather than to almost nothing.
/// </summary>
public static class Png
{
    static readonly uint[] s_crcTable = BuildCrcTable();

    public static byte[] Thumbnail(int seed, int size = 48)
    {
        var random = new Random(seed);
        int stride = 1 + (size * 3);
        byte[] raw = new byte[size * stride];
        Span<byte> pixels = stackalloc byte[size * 3];
        for (int y = 0; y < size; y++)
        {
            for (int x = 0; x < size; x++)
            {
                // A smooth gradient plus 3 bits of noise: the noise is what keeps the size near a real thumbnail's.
                int noise = random.Next(8);
                pixels[x * 3] = (byte)((x * 5) + (seed * 17) + noise);
                pixels[(x * 3) + 1] = (byte)(y * 5);
                pixels[(x * 3) + 2] = (byte)(((x + y) * 2) + (seed * 29) + noise);
            }

            // Filter type 1 (Sub): each byte minus the same channel of the pixel to its left, as encoders do for gradients.
            int row = y * stride;
            raw[row] = 1;
            for (int i = 0; i < pixels.Length; i++)
            {
                raw[row + 1 + i] = (byte)(pixels[i] - (i >= 3 ? pixels[i - 3] : 0));
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
