using System.Collections.Generic;
using System.Reflection;
using Bento.Json;
using Bento.MessagePack;
using Xunit;

namespace Bento.Tests.Roots
{
    /// <summary>
    /// A collection asked for before its element type was ever touched: the registry must run the element's static
    /// constructor itself. Private nested types get no module initializer (nothing outside may name them), so here
    /// the static constructor really has not run before the call, as on Unity, where there are no module initializers.
    /// </summary>
    public partial class RootOrderTests
    {
        [BentoObject]
        private sealed partial class FirstSeenInJsonList
        {
            public int X { get; set; }
        }

        [BentoObject]
        private sealed partial class FirstSeenInMsgPackArray
        {
            public string? Name { get; set; }
        }

        /// <summary>A hand-written codec registered the same way generated ones are: its collections are roots too.</summary>
        private sealed class Celsius
        {
            public static int Constructed;

            static Celsius()
            {
                Constructed++;
                JsonCodecRegistry<Celsius>.Register(new CelsiusCodec());
            }

            public double Degrees { get; set; }
        }

        private sealed class CelsiusCodec : JsonCodec<Celsius>
        {
            public override void Write(ref JsonWriter writer, Celsius value) => writer.WriteDouble(value.Degrees);

            public override Celsius Read(ref JsonReader reader) => new Celsius { Degrees = reader.ReadDouble() };

            public override void Populate(ref JsonReader reader, ref Celsius value) => value.Degrees = reader.ReadDouble();
        }

        private static object? Registered(System.Type registry) =>
            registry.GetField("s_codec", BindingFlags.NonPublic | BindingFlags.Static)!.GetValue(null);

        [Fact]
        public void A_json_list_runs_the_element_static_constructor()
        {
            Assert.Null(Registered(typeof(JsonCodecRegistry<FirstSeenInJsonList>)));
            var list = BentoJson.Deserialize<List<FirstSeenInJsonList>>("[{\"X\":1},{\"X\":2}]");
            Assert.Equal(2, list[1].X);
            Assert.NotNull(Registered(typeof(JsonCodecRegistry<FirstSeenInJsonList>)));
            Assert.Equal("[{\"X\":1},{\"X\":2}]", BentoJson.Serialize(list));
        }

        [Fact]
        public void A_msgpack_array_runs_the_element_static_constructor()
        {
            Assert.Null(Registered(typeof(MsgPackCodecRegistry<FirstSeenInMsgPackArray>)));
            var bytes = BentoMessagePack.Serialize(new[] { new FirstSeenInMsgPackArray { Name = "a" } });
            Assert.Equal("9181a44e616d65a161", System.Convert.ToHexString(bytes).ToLowerInvariant());
            Assert.NotNull(Registered(typeof(MsgPackCodecRegistry<FirstSeenInMsgPackArray>)));
            Assert.Equal("a", BentoMessagePack.Deserialize<FirstSeenInMsgPackArray[]>(bytes)[0].Name);
        }

        [Fact]
        public void A_hand_registered_codec_serves_collections_of_its_type()
        {
            // The generator cannot see a codec registered by hand, so it warns (BENTO032); the registry still finds it.
#pragma warning disable BENTO032
            var map = BentoJson.Deserialize<Dictionary<string, Celsius>>("{\"in\":21.5,\"out\":-3}");
            Assert.Equal(1, Celsius.Constructed);
            Assert.Equal(-3, map["out"].Degrees);
            Assert.Equal("[21.5]", BentoJson.Serialize(new[] { map["in"] }));
#pragma warning restore BENTO032
        }
    }
}
