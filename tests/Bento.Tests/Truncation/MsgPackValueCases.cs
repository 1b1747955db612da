using System;
using System.Collections.Generic;
using System.Linq;

namespace Bento.Tests.Truncation
{
    /// <summary>
    /// One valid MessagePack value for every header family of the specification (each fix/8/16/32 width of str, bin,
    /// ext, array and map, every integer and float width, the three timestamp layouts), and where the header declares a
    /// length or count, the same value with that declaration one more and one less than what follows. The truncation and
    /// boundary tests are generated from this table, so a new family is one line here.
    /// </summary>
    public sealed class MsgPackValueCase
    {
        private readonly Func<int, byte[]>? _declared;

        private MsgPackValueCase(string name, string? member, Func<int, byte[]> encode, bool declaresLength)
        {
            Name = name;
            Member = member;
            Bytes = encode(0);
            _declared = declaresLength ? encode : null;
        }

        /// <summary>The family, as the test rows show it.</summary>
        public string Name { get; }

        /// <summary>The <see cref="TruncationTarget"/> member whose typed read takes this value, or null (skip path only).</summary>
        public string? Member { get; }

        /// <summary>The value as written.</summary>
        public byte[] Bytes { get; }

        /// <summary>Whether the header carries a length or count that <see cref="Declared"/> can change.</summary>
        public bool DeclaresLength => _declared != null;

        /// <summary>The same payload with the declared length or count off by <paramref name="delta"/>.</summary>
        public byte[] Declared(int delta) => _declared!(delta);

        public override string ToString() => Name;

        /// <summary>Every case, by name.</summary>
        public static readonly IReadOnlyDictionary<string, MsgPackValueCase> All = Build().ToDictionary(c => c.Name);

        /// <summary>Test rows: one per case.</summary>
        public static IEnumerable<object[]> Names() => All.Keys.Select(name => new object[] { name });

        /// <summary>Test rows: one per case whose header declares a length or count.</summary>
        public static IEnumerable<object[]> NamesWithLengths() => All.Values.Where(c => c.DeclaresLength).Select(c => new object[] { c.Name });

        private static IEnumerable<MsgPackValueCase> Build()
        {
            // Fixed-size values: the marker alone says how many bytes follow.
            yield return Fixed("nil", "S", "c0");
            yield return Fixed("false", "B", "c2");
            yield return Fixed("true", "B", "c3");
            yield return Fixed("positive fixint", "I", "2a");
            yield return Fixed("negative fixint", "I", "e0");
            yield return Fixed("uint 8", "I", "ccff");
            yield return Fixed("uint 16", "I", "cd1234");
            yield return Fixed("uint 32", "I", "ce12345678");
            yield return Fixed("uint 64", "U", "cf8000000000000001");
            yield return Fixed("int 8", "I", "d080");
            yield return Fixed("int 16", "I", "d18001");
            yield return Fixed("int 32", "I", "d280000001");
            yield return Fixed("int 64", "I", "d38000000000000001");
            yield return Fixed("float 32", "F", "ca3fc00000");
            yield return Fixed("float 64", "D", "cb3ff8000000000001");
            yield return Fixed("fixext 1", null, "d40511");
            yield return Fixed("fixext 2", null, "d5051122");
            yield return Fixed("fixext 4", null, "d60511223344");
            yield return Fixed("fixext 8", null, "d7051122334455667711");
            yield return Fixed("fixext 16", null, "d80511223344556677881122334455667711");
            yield return Fixed("timestamp 32", "T", "d6ff5f5e1001");
            // 64-bit timestamp: 30 bits of nanoseconds over 34 bits of seconds.
            yield return Fixed("timestamp 64", "T", "d7ff000003e85f5e1001");

            // Strings: the payload has a two-byte UTF-8 character and ends in a byte that is a positive fixint, so a
            // count one short leaves a trailing value that no reader may take as the end of the document.
            byte[] text = { 0x61, 0xc3, 0xa9, 0x62 };
            yield return Sized("fixstr", "S", d => Cat(new[] { (byte)(0xa0 | (text.Length + d)) }, text));
            yield return Sized("str 8", "S", d => Cat(Header(0xd9, 1, text.Length + d), text));
            yield return Sized("str 8, 40 bytes", "S", d => Cat(Header(0xd9, 1, 40 + d), Repeat(0x78, 40)));
            yield return Sized("str 16", "S", d => Cat(Header(0xda, 2, text.Length + d), text));
            yield return Sized("str 32", "S", d => Cat(Header(0xdb, 4, text.Length + d), text));

            byte[] blob = { 0x01, 0xff, 0x00, 0x03 };
            yield return Sized("bin 8", "Bin", d => Cat(Header(0xc4, 1, blob.Length + d), blob));
            yield return Sized("bin 16", "Bin", d => Cat(Header(0xc5, 2, blob.Length + d), blob));
            yield return Sized("bin 32", "Bin", d => Cat(Header(0xc6, 4, blob.Length + d), blob));

            yield return Sized("ext 8", null, d => Cat(Header(0xc7, 1, blob.Length + d), new byte[] { 0x05 }, blob));
            yield return Sized("ext 16", null, d => Cat(Header(0xc8, 2, blob.Length + d), new byte[] { 0x05 }, blob));
            yield return Sized("ext 32", null, d => Cat(Header(0xc9, 4, blob.Length + d), new byte[] { 0x05 }, blob));
            // 96-bit timestamp: 32 bits of nanoseconds, then 64 bits of seconds.
            byte[] ts96 = Convert.FromHexString("000003e8000000005f5e1001");
            yield return Sized("timestamp 96", "T", d => Cat(Header(0xc7, 1, ts96.Length + d), new byte[] { 0xff }, ts96));

            byte[] elements = { 0x01, 0xcd, 0x01, 0x00, 0x03 };
            yield return Sized("fixarray", "A", d => Cat(new[] { (byte)(0x90 | (3 + d)) }, elements));
            yield return Sized("array 16", "A", d => Cat(Header(0xdc, 2, 3 + d), elements));
            yield return Sized("array 32", "A", d => Cat(Header(0xdd, 4, 3 + d), elements));

            // Entries "a":1 and "b":2; one entry short leaves the str "b" as a second value.
            byte[] entries = { 0xa1, 0x61, 0x01, 0xa1, 0x62, 0xd0, 0x02 };
            yield return Sized("fixmap", "M", d => Cat(new[] { (byte)(0x80 | (2 + d)) }, entries));
            yield return Sized("map 16", "M", d => Cat(Header(0xde, 2, 2 + d), entries));
            yield return Sized("map 32", "M", d => Cat(Header(0xdf, 4, 2 + d), entries));

            // A nested object whose only member is a str 8, so the end of the inner value is inside two levels.
            yield return Sized("object with str 8", "O", d => Cat(new byte[] { 0x81, 0xa1, 0x53 }, Header(0xd9, 1, text.Length + d), text));
        }

        private static MsgPackValueCase Fixed(string name, string? member, string hex)
        {
            byte[] bytes = Convert.FromHexString(hex);
            return new MsgPackValueCase(name, member, _ => bytes, declaresLength: false);
        }

        private static MsgPackValueCase Sized(string name, string? member, Func<int, byte[]> encode) =>
            new MsgPackValueCase(name, member, encode, declaresLength: true);

        /// <summary>A marker followed by a big-endian length of <paramref name="size"/> bytes.</summary>
        private static byte[] Header(byte marker, int size, int length)
        {
            var header = new byte[1 + size];
            header[0] = marker;
            for (int i = 0; i < size; i++)
                header[size - i] = (byte)(length >> (8 * i));
            return header;
        }

        private static byte[] Repeat(byte value, int count) => Enumerable.Repeat(value, count).ToArray();

        /// <summary>Concatenates byte arrays.</summary>
        public static byte[] Cat(params byte[][] parts) => parts.SelectMany(p => p).ToArray();
    }
}
