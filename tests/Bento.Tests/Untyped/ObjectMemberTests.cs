using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Untyped
{
    [BentoObject]
    public partial class Bag
    {
        public object? Any { get; set; }
        public List<object?> Items { get; set; } = new List<object?>();
        public object?[] Array { get; set; } = System.Array.Empty<object?>();
        public Dictionary<string, object?> Map { get; set; } = new Dictionary<string, object?>();
    }

    // The same members in MessagePack's array layout.
    [BentoObject]
    public partial class KeyedBag
    {
        [BentoKey(0)] public object? Any { get; set; }
        [BentoKey(1)] public List<object?> Items { get; set; } = new List<object?>();
    }

    [BentoObject]
    public partial class Pin
    {
        public string Label { get; set; } = "";
        public int X { get; set; }
    }

    // A type with no codec at all.
    public sealed class Opaque
    {
        public int Secret { get; set; }
    }

    public enum Shade { Light = 1, Dark = 2 }

    [BentoObject]
    public partial class LooseProfile
    {
        public string Name { get; set; } = "";
        [System.Text.Json.Serialization.JsonExtensionData] public Dictionary<string, object>? Rest { get; set; }
    }

    public class ObjectMemberTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.OwnLayoutRows();

        private static Bag Filled() => new Bag
        {
            Any = new Pin { Label = "p", X = 3 },
            Items = new List<object?>
            {
                1, -2L, 1.5, "two", true, null, 'c', (byte)7, 3000000000u, ulong.MaxValue, 2.5f, 1.25m, Shade.Dark,
                new Guid("00112233-4455-6677-8899-aabbccddeeff"), new DateTime(2024, 5, 6, 7, 8, 9, DateTimeKind.Utc),
                new List<int> { 1, 2 }, new[] { "a", "b" }, new Dictionary<string, int> { ["k"] = 9 },
                BentoValue.ParseJson("{\"raw\":[1.50,null]}"), new Pin { Label = "q", X = -1 },
            },
            Array = new object?[] { "x", 4 },
            Map = new Dictionary<string, object?> { ["n"] = 1, ["s"] = "t", ["pins"] = new List<Pin> { new Pin { Label = "r" } } },
        };

        private const string FilledJson =
            "{\"Any\":{\"Label\":\"p\",\"X\":3},\"Items\":[1,-2,1.5,\"two\",true,null,\"c\",7,3000000000,18446744073709551615,2.5,1.25,2,"
            + "\"00112233-4455-6677-8899-aabbccddeeff\",\"2024-05-06T07:08:09Z\",[1,2],[\"a\",\"b\"],{\"k\":9},{\"raw\":[1.50,null]},"
            + "{\"Label\":\"q\",\"X\":-1}],\"Array\":[\"x\",4],\"Map\":{\"n\":1,\"s\":\"t\",\"pins\":[{\"Label\":\"r\",\"X\":0}]}}";

        [Fact]
        public void Writing_uses_the_codec_of_the_run_time_type()
        {
            Assert.Equal(FilledJson, BentoJson.Serialize(Filled()));
        }

        [Fact]
        public void JSON_is_what_System_Text_Json_writes_for_the_same_values()
        {
            // BentoValue is Bento's own and has no System.Text.Json converter: leave it out of the comparison.
            var bag = Filled();
            bag.Items.RemoveAt(18);
            var options = new System.Text.Json.JsonSerializerOptions();
            Assert.Equal(System.Text.Json.JsonSerializer.Serialize(bag, options), BentoJson.Serialize(bag));
        }

        [Fact]
        public void Reading_gives_untyped_values_and_null_references()
        {
            var bag = BentoJson.Deserialize<Bag>(FilledJson);
            var any = Assert.IsType<BentoValue>(bag.Any);
            Assert.Equal(3, any["X"].GetInt32());
            Assert.Null(bag.Items[5]);
            Assert.Equal("two", Assert.IsType<BentoValue>(bag.Items[3]).GetString());
            Assert.Equal("t", Assert.IsType<BentoValue>(bag.Map["s"]).GetString());
            Assert.Equal(FilledJson, BentoJson.Serialize(bag));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Object_members_round_trip_in_every_format(TestFormat format)
        {
            byte[] written = format.Serialize(Filled());
            var back = format.Deserialize<Bag>(written);
            // What was read writes the same document again; in JSON that is the text above. (MessagePack writes a char as
            // its code and a DateTime as a timestamp, so its document read back holds those, not JSON's strings.)
            Assert.Equal(written, format.Serialize(back));
            if (format.IsJson)
                Assert.Equal(FilledJson, BentoJson.Serialize(back));
        }

        [Fact]
        public void The_array_layout_round_trips_object_members()
        {
            var bag = new KeyedBag { Any = new Dictionary<string, object?> { ["a"] = new List<object?> { 1, "b", null } }, Items = { 5, "six" } };
            byte[] bytes = BentoMessagePack.Serialize(bag);
            Assert.Equal("[{\"a\":[1,\"b\",null]},[5,\"six\"]]", Encoding.UTF8.GetString(BentoMessagePack.ToJson(bytes)));
            var back = BentoMessagePack.Deserialize<KeyedBag>(bytes);
            Assert.Equal(bytes, BentoMessagePack.Serialize(back));
        }

        [Fact]
        public void MessagePack_agrees_with_MessagePack_CSharp_on_values_held_as_object()
        {
            // MessagePack-CSharp writes a boxed int at its fixed size (d2 00 00 00 01); Bento writes the smallest
            // encoding, as it does for typed members. The values are the same, in both directions.
            var values = new List<object?> { 1, -2L, 1.5, "two", true, null, (byte)7, 3000000000u, ulong.MaxValue, 2.5f, new List<int> { 1, 2 }, new Dictionary<string, int> { ["k"] = 9 } };
            var options = global::MessagePack.Resolvers.StandardResolver.Options;
            byte[] theirs = global::MessagePack.MessagePackSerializer.Serialize<object?>(values, options);
            byte[] ours = BentoMessagePack.Serialize(new KeyedBag { Items = values });
            byte[] ourItems = ours.AsSpan(2).ToArray(); // ours is [Any, Items]: 0x92, nil, then the list
            Assert.Equal(global::MessagePack.MessagePackSerializer.ConvertToJson(theirs, options), global::MessagePack.MessagePackSerializer.ConvertToJson(ourItems, options));
            var read = BentoMessagePack.Deserialize<KeyedBag>(new byte[] { 0x92, 0xc0 }.Concat(theirs).ToArray());
            Assert.Equal(ours, BentoMessagePack.Serialize(read));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void A_value_of_a_type_without_a_codec_names_the_type_and_the_path(TestFormat format)
        {
            var bag = new Bag { Items = new List<object?> { 1, new Dictionary<string, object?> { ["deep"] = new object?[] { "ok", new Opaque() } } } };
            var error = format.Fails(() => format.Serialize(bag));
            // The path starts at the object value (here the list element that holds the dictionary).
            string text = error.Reason + " " + error.Path;
            Assert.Contains("'Bento.Tests.Untyped.Opaque'", text, StringComparison.Ordinal);
            Assert.Contains("$.deep[1]", text, StringComparison.Ordinal);
        }

        [Fact]
        public void A_list_that_holds_itself_is_an_error_not_a_stack_overflow()
        {
            var loop = new List<object?>();
            loop.Add(loop);
            Assert.Throws<BentoJsonException>(() => BentoJson.Serialize(new Bag { Any = loop }));
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Serialize(new Bag { Any = loop }));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Bad_input_in_an_object_member_is_Bentos_error(TestFormat format)
        {
            byte[] good = format.Serialize(new Bag { Any = new List<object?> { 1, "x" } });
            byte[] truncated = good.AsSpan(0, good.Length - 3).ToArray();
            format.Fails(() => format.Deserialize<Bag>(truncated));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void STJ_extension_data_on_a_dictionary_of_object_keeps_unknown_members(TestFormat format)
        {
            const string Full = "{\"Name\":\"ada\",\"Age\":36,\"Tags\":[\"x\",1.5],\"Home\":{\"City\":\"Oslo\"},\"None\":null}";
            var profile = BentoJson.Deserialize<LooseProfile>(Full);
            Assert.Equal(4, profile.Rest!.Count);
            Assert.Equal(Full, BentoJson.Serialize(profile));
            var back = format.Deserialize<LooseProfile>(format.Serialize(profile));
            Assert.Equal(Full, BentoJson.Serialize(back));
            // What the application adds is written by its run-time type.
            back.Rest!["Added"] = new List<int> { 1, 2 };
            Assert.EndsWith(",\"Added\":[1,2]}", BentoJson.Serialize(back), StringComparison.Ordinal);
        }

        [Fact]
        public void Extension_data_of_object_respects_RejectUnknownMembers()
        {
            var options = new BentoJsonOptions { RejectUnknownMembers = true };
            var error = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<LooseProfile>("{\"Name\":\"a\",\"Zip\":1}", options));
            Assert.Equal("$.Zip", error.Path);
        }
    }
}
