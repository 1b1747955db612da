using System.Collections.Generic;
using System.Collections.Immutable;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.Models
{
    // Immutable collections: the runtime's .NET build only (System.Collections.Immutable is a package on netstandard2.1).
    [BentoObject]
    public partial class Immutables
    {
        public ImmutableArray<int> Array { get; set; }
        public ImmutableList<string>? List { get; set; }
        public ImmutableHashSet<int>? Set { get; set; }
        public ImmutableDictionary<string, ImmutableArray<double>>? Map { get; set; }
    }
}

namespace Bento.Tests.Models.ArrayLayout
{
    [BentoObject]
    public partial class Immutables
    {
        [BentoKey(0)] public ImmutableArray<int> Array { get; set; }
        [BentoKey(1)] public ImmutableList<string>? List { get; set; }
        [BentoKey(2)] public ImmutableHashSet<int>? Set { get; set; }
        [BentoKey(3)] public ImmutableDictionary<string, ImmutableArray<double>>? Map { get; set; }
    }
}

namespace Bento.Tests.Modern
{
    public class ImmutableMemberTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.Names();

        private static Immutables Sample() => new Immutables
        {
            Array = ImmutableArray.Create(3, 1, 2),
            List = ImmutableList.Create("a", "b"),
            Set = ImmutableHashSet.Create(7),
            Map = ImmutableDictionary<string, ImmutableArray<double>>.Empty.Add("x", ImmutableArray.Create(1.5, -2.0)),
        };

        [Theory]
        [MemberData(nameof(Formats))]
        public void Immutable_collections_round_trip_in_every_format(string name)
        {
            var format = TestFormat.Named(name);
            byte[] written = format.RoundTrip(Sample());
            if (format.IsJson)
                Assert.Equal("{\"Array\":[3,1,2],\"List\":[\"a\",\"b\"],\"Set\":[7],\"Map\":{\"x\":[1.5,-2]}}", format.PlainText(written));
            else if (format == TestFormat.MessagePackArray)
                Assert.Equal("[[3,1,2],[\"a\",\"b\"],[7],{\"x\":[1.5,-2.0]}]", format.PlainText(written));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void A_default_immutable_array_is_null_and_reads_back_default(string name)
        {
            var format = TestFormat.Named(name);
            var back = format.Deserialize<Immutables>(format.Serialize(new Immutables()));
            Assert.True(back.Array.IsDefault);
            Assert.Null(back.List);
        }

        [Fact]
        public void JSON_and_MessagePack_match_System_Text_Json_and_MessagePack_CSharp()
        {
            Assert.Equal(System.Text.Json.JsonSerializer.Serialize(Sample()), BentoJson.Serialize(Sample()));
            byte[] theirs = global::MessagePack.MessagePackSerializer.Serialize(Sample(), global::MessagePack.Resolvers.ContractlessStandardResolver.Options);
            Assert.Equal(System.BitConverter.ToString(theirs), System.BitConverter.ToString(BentoMessagePack.Serialize(Sample())));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Bad_input_is_Bentos_error(string name)
        {
            var format = TestFormat.Named(name);
            format.Fails(() => format.Deserialize<Immutables>(format.FromPlainJson("{\"Array\":[1,\"x\"]}")));
        }
    }
}
