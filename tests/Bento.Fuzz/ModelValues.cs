using System;
using System.Collections.Generic;
using System.Text;

namespace Bento.Fuzz;

/// <summary>Seeded values of the all-types models, extremes included, as the starting points of mutation.</summary>
internal static class ModelValues
{
    private static readonly string[] s_texts =
    {
        "", "a", "plain text", "quote \" backslash \\ slash /", "tab\tnewline\ncontrol\u0001", "caf\u00e9 \u00fc\u00df",
        "\u65e5\u672c\u8a9e", "emoji \ud83c\udf71", "<script>&amp;</script>", new string('x', 300), "\u2028\u2029", "null",
    };

    private static readonly double[] s_doubles =
    {
        0, -0.0, 1, -1, 0.1, 1e-300, 2.2250738585072014e-308, 4.9e-324, 1.7976931348623157e308, 123456789.125, Math.PI, 1e21, 5e-7,
    };

    private static readonly long[] s_longs = { 0, 1, -1, 127, 128, 255, 256, -32, -33, 65535, 65536, int.MaxValue, int.MinValue, long.MaxValue, long.MinValue };

    public static AllTypes Map(int seed)
    {
        var r = new Random(seed);
        int size = r.Next(4);
        var value = new AllTypes
        {
            Flag = r.Next(2) == 0,
            Byte = (byte)r.Next(256),
            SByte = (sbyte)r.Next(-128, 128),
            Int16 = (short)Pick(r, s_longs),
            UInt16 = (ushort)r.Next(65536),
            Int32 = (int)Pick(r, s_longs),
            UInt32 = (uint)Pick(r, s_longs),
            Int64 = Pick(r, s_longs),
            UInt64 = r.Next(3) == 0 ? ulong.MaxValue : (ulong)r.Next(),
            Single = Finite((float)Pick(r, s_doubles)),
            Double = Pick(r, s_doubles),
            Decimal = r.Next(3) == 0 ? decimal.MaxValue : (decimal)r.Next() / 1000m,
            Char = (char)r.Next(32, 0xD7FF),
            Text = r.Next(5) == 0 ? null : Pick(r, s_texts),
            Shade = (Shade)r.Next(3),
            Access = (Access)r.Next(8),
            MaybeInt = r.Next(2) == 0 ? null : r.Next(),
            Guid = Guid(r),
            When = new DateTime(2000 + r.Next(30), 1 + r.Next(12), 1 + r.Next(28), r.Next(24), r.Next(60), r.Next(60), DateTimeKind.Utc),
            WhenWithOffset = new DateTimeOffset(2020, 5, 6, 7, 8, 9, TimeSpan.FromHours(r.Next(-12, 15))),
            Duration = TimeSpan.FromTicks(r.Next() * (long)r.Next(1000)),
            Day = new DateOnly(1 + r.Next(9999), 1 + r.Next(12), 1 + r.Next(28)),
            Time = new TimeOnly(r.Next(24), r.Next(60), r.Next(60)),
            Blob = size == 0 ? null : Bytes(r, size * 7),
            Link = size == 0 ? null : new Uri("https://example.com/p?q=" + r.Next()),
            Version = size == 0 ? null : new Version(1, r.Next(10), r.Next(100)),
            Numbers = Ints(r, size * 3),
            Words = Words(r, size * 2),
            Counts = size == 0 ? null : new Dictionary<string, int> { ["a"] = r.Next(), ["b\u00e9"] = -1 },
            Names = size == 0 ? null : new Dictionary<long, string> { [r.Next()] = "n", [-5] = "" },
            Scores = size < 2 ? null : new Dictionary<Guid, double> { [Guid(r)] = Pick(r, s_doubles) },
            Position = new Spot { X = r.Next(), Y = -r.Next() },
            MaybePosition = r.Next(2) == 0 ? null : new Spot { X = 1, Y = 2 },
            Child = Chain(r, r.Next(5)),
            Children = size == 0 ? null : new List<Node> { Chain(r, 1)!, Chain(r, 2)! },
            Grid = size < 2 ? null : new List<List<double>> { new List<double> { 1, 2.5 }, new List<double>() },
            Pieces = Pieces(r, size),
            Pair = (r.Next(), r.Next(3) == 0 ? null : Pick(r, s_texts)),
            MaybePair = r.Next(2) == 0 ? null : (Pick(r, s_longs), (Shade)r.Next(3)),
            Window = Ints(r, size * 2),
            ByDay = size == 0 ? null : new Dictionary<DateTime, int> { [new DateTime(2000 + r.Next(30), 1, 2, 0, 0, 0, DateTimeKind.Utc)] = r.Next() },
            ByLetter = size == 0 ? null : new Dictionary<char, string> { [(char)r.Next(32, 0xD7FF)] = "x", ['"'] = "" },
        };
        return value;
    }

    private static List<IPiece?>? Pieces(Random r, int size)
    {
        if (size == 0)
            return null;
        var pieces = new List<IPiece?> { null };
        for (int i = 0; i < size; i++)
            pieces.Add(Piece(r, size - i));
        return pieces;
    }

    private static IPiece Piece(Random r, int depth) => depth <= 0 || r.Next(3) == 0
        ? r.Next(3) == 0
            ? new Crate<Spot> { Item = new Spot { X = r.Next(), Y = -1 }, More = r.Next(2) == 0 ? null : new List<Spot> { new Spot { X = 1 } } }
            : new Leaf { Weight = r.Next(), Tag = r.Next(2) == 0 ? null : Pick(r, s_texts) }
        : new Branch
        {
            First = Piece(r, depth - 1),
            Rest = r.Next(2) == 0 ? null : new List<IPiece> { Piece(r, depth - 1) },
            Rank = r.Next(3) switch { 0 => null, 1 => new Rank { Level = r.Next() }, _ => new TopRank { Level = -1, Title = "t" } },
        };

    public static AllTypesKeyed Keyed(int seed)
    {
        var r = new Random(seed);
        int size = r.Next(4);
        return new AllTypesKeyed
        {
            Flag = r.Next(2) == 0,
            Byte = (byte)r.Next(256),
            SByte = (sbyte)r.Next(-128, 128),
            Int16 = (short)Pick(r, s_longs),
            UInt16 = (ushort)r.Next(65536),
            Int32 = (int)Pick(r, s_longs),
            UInt32 = (uint)Pick(r, s_longs),
            Int64 = Pick(r, s_longs),
            UInt64 = r.Next(3) == 0 ? ulong.MaxValue : (ulong)r.Next(),
            Single = r.Next(6) == 0 ? float.NaN : Finite((float)Pick(r, s_doubles)),
            Double = r.Next(6) == 0 ? double.NegativeInfinity : Pick(r, s_doubles),
            Decimal = (decimal)r.Next() / 100m,
            Char = (char)r.Next(32, 0xD7FF),
            Text = r.Next(5) == 0 ? null : Pick(r, s_texts),
            Shade = (Shade)r.Next(3),
            MaybeInt = r.Next(2) == 0 ? null : r.Next(),
            Guid = Guid(r),
            When = new DateTime(1970 + r.Next(100), 1 + r.Next(12), 1 + r.Next(28), r.Next(24), 0, 0, DateTimeKind.Utc).AddTicks(r.Next(10_000_000)),
            WhenWithOffset = new DateTimeOffset(2021, 1, 2, 3, 4, 5, TimeSpan.FromMinutes(30 * r.Next(-20, 20))),
            Duration = TimeSpan.FromMilliseconds(r.Next()),
            Blob = size == 0 ? null : Bytes(r, size * 40),
            Memory = Bytes(r, size),
            Numbers = Ints(r, size * 4),
            Words = Words(r, size),
            Counts = size == 0 ? null : new Dictionary<string, int> { ["k"] = r.Next() },
            Names = size == 0 ? null : new Dictionary<int, string> { [r.Next()] = "v", [-1] = "w" },
            Child = KeyedChain(r, r.Next(5)),
            Children = size < 2 ? null : new List<KeyedNode> { KeyedChain(r, 1)!, KeyedChain(r, 0)! },
            Pieces = Pieces(r, size),
            Pair = (r.Next(), r.Next(3) == 0 ? null : Pick(r, s_texts)),
            MaybePair = r.Next(2) == 0 ? null : (Pick(r, s_longs), (Shade)r.Next(3)),
            Window = Ints(r, size * 2),
            ByInstant = size == 0 ? null : new Dictionary<DateTimeOffset, int> { [new DateTimeOffset(2021, 1, 2, 3, 4, 5, TimeSpan.FromMinutes(30 * r.Next(-20, 20)))] = r.Next() },
            ByLetter = size == 0 ? null : new Dictionary<char, string> { ['a'] = "x" },
        };
    }

    private static Node? Chain(Random r, int length)
    {
        Node? head = null;
        for (int i = 0; i < length; i++)
        {
            head = new Node
            {
                Label = Pick(r, s_texts),
                Id = Pick(r, s_longs),
                Path = i % 2 == 0 ? new List<Spot> { new Spot { X = i, Y = -i } } : null,
                Next = head,
                Links = i == 1 ? new Dictionary<string, Node> { ["leaf"] = new Node { Label = "leaf" } } : null,
            };
        }

        return head;
    }

    private static KeyedNode? KeyedChain(Random r, int length)
    {
        KeyedNode? head = null;
        for (int i = 0; i < length; i++)
            head = new KeyedNode { Label = Pick(r, s_texts), Id = Pick(r, s_longs), Next = head, Samples = i == 0 ? new List<double> { Pick(r, s_doubles) } : null };
        return head;
    }

    // JSON has no infinities: a double beyond float's range stays the largest float.
    private static float Finite(float value) => float.IsInfinity(value) ? float.MaxValue : value;

    private static T Pick<T>(Random r, T[] items) => items[r.Next(items.Length)];

    private static Guid Guid(Random r) => new Guid(Bytes(r, 16));

    private static byte[] Bytes(Random r, int length)
    {
        var bytes = new byte[length];
        r.NextBytes(bytes);
        return bytes;
    }

    private static int[]? Ints(Random r, int length)
    {
        if (length == 0)
            return r.Next(2) == 0 ? null : Array.Empty<int>();
        var items = new int[length];
        for (int i = 0; i < length; i++)
            items[i] = (int)Pick(r, s_longs);
        return items;
    }

    private static List<string?>? Words(Random r, int count)
    {
        if (count == 0)
            return null;
        var words = new List<string?>();
        for (int i = 0; i < count; i++)
            words.Add(i == 1 ? null : Pick(r, s_texts));
        return words;
    }

    /// <summary>Hand-written documents that reach corners generated values do not: deep nesting, odd numbers, escapes.</summary>
    public static IEnumerable<string> JsonSnippets()
    {
        yield return "{\"Int32\":1,\"Int32\":2,\"Counts\":{\"a\":1,\"a\":2}}";
        yield return "{\"Double\":2.2250738585072011e-308,\"Single\":3.4028236e38,\"Decimal\":79228162514264337593543950336}";
        yield return "{\"When\":\"0001-01-01T00:00:00+01:00\",\"WhenWithOffset\":\"9999-12-31T23:59:59-14:00\",\"Day\":\"2024-02-29\",\"Time\":\"23:59:59.9999999\"}";
        yield return "{\"Text\":\"\\ud800\\udc00\\u0000\\/\\b\\f\\n\\r\\t\",\"Char\":\"\\uffff\"}";
        yield return "{\"Child\":" + Repeat("{\"Next\":", 60) + "null" + new string('}', 61);
        yield return "{\"Grid\":" + new string('[', 62) + new string(']', 62) + "}";
        yield return "{\"Blob\":\"AAEC/w==\",\"Guid\":\"00000000-0000-0000-0000-000000000000\",\"Link\":\"relative/path\",\"Version\":\"1.2.3.4\"}";
        yield return "{\"UInt64\":18446744073709551615,\"Int64\":-9223372036854775808,\"Byte\":255,\"SByte\":-128}";
        yield return "[1,2,3]";
        yield return "\"just a string\"";
    }

    private static string Repeat(string text, int count)
    {
        var builder = new StringBuilder();
        for (int i = 0; i < count; i++)
            builder.Append(text);
        return builder.ToString();
    }
}
