using System;

namespace Bento.Internal;

/// <summary>
/// CRC-32 as used by zip, gzip and PNG (IEEE 802.3: reflected polynomial 0xEDB88320, initial value and final xor
/// 0xFFFFFFFF; "123456789" gives 0xCBF43926). Written here because the runtime takes no package dependencies. It
/// guards save files, where every single-bit error and every burst up to 32 bits must be caught; it is not a defence
/// against deliberate tampering.
/// </summary>
internal static class Crc32
{
    // Four tables let the loop consume four bytes per step ("slicing by four"); save files of a few megabytes are
    // checked on every load, so the extra 3 KB of tables pays for itself.
    private static readonly uint[] s_tables = BuildTables();

    public static uint Compute(ReadOnlySpan<byte> data)
    {
        uint[] t = s_tables;
        uint crc = 0xFFFFFFFFu;
        int i = 0;
        for (; i + 4 <= data.Length; i += 4)
        {
            crc ^= (uint)(data[i] | (data[i + 1] << 8) | (data[i + 2] << 16) | (data[i + 3] << 24));
            crc = t[768 + (int)(crc & 0xFF)]
                ^ t[512 + (int)((crc >> 8) & 0xFF)]
                ^ t[256 + (int)((crc >> 16) & 0xFF)]
                ^ t[(int)(crc >> 24)];
        }

        for (; i < data.Length; i++)
            crc = t[(int)((crc ^ data[i]) & 0xFF)] ^ (crc >> 8);
        return ~crc;
    }

    private static uint[] BuildTables()
    {
        var tables = new uint[256 * 4];
        for (uint n = 0; n < 256; n++)
        {
            uint c = n;
            for (int k = 0; k < 8; k++)
                c = (c & 1) != 0 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            tables[n] = c;
        }

        // Table k holds the CRC of a byte followed by k zero bytes, so four lookups advance the CRC by four bytes.
        for (int k = 1; k < 4; k++)
        {
            for (int n = 0; n < 256; n++)
            {
                uint previous = tables[((k - 1) * 256) + n];
                tables[(k * 256) + n] = tables[(int)(previous & 0xFF)] ^ (previous >> 8);
            }
        }

        return tables;
    }
}
