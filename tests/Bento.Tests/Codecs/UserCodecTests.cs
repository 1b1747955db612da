using System;
using System.Collections.Generic;
using System.Text;
using Bento;
using Bento.Json;
using Bento.MessagePack;
using Bento.Shapes;
using Bento.Tests.Codecs;
using Bento.Tests.Infrastructure;
using Xunit;

// Every Vec3 in this assembly's marked types goes through its surrogate.
[assembly: BentoCodec(typeof(Vec3Surrogate))]
[assembly: BentoCodec(typeof(Vec2Surrogate))]
[assembly: BentoCodec(typeof(Vec4Surrogate))]
[assembly: BentoCodec(typeof(QuatSurrogate))]
[assembly: BentoCodec(typeof(ColourSurrogate))]

namespace Bento.Tests.Codecs
{
    // Look-alikes of Unity's types: structs the model does not own and cannot mark.
    public struct Vec3 : IEquatable<Vec3>
    {
        public float x;
        public float y;
        public float z;

        public Vec3(float x, float y, float z)
        {
            this.x = x;
            this.y = y;
            this.z = z;
        }

        public bool Equals(Vec3 other) => x.Equals(other.x) && y.Equals(other.y) && z.Equals(other.z);

        public override bool Equals(object? obj) => obj is Vec3 other && Equals(other);

        public override int GetHashCode() => HashCode.Combine(x, y, z);

        public static bool operator ==(Vec3 left, Vec3 right) => left.Equals(right);

        public static bool operator !=(Vec3 left, Vec3 right) => !left.Equals(right);
    }

    public struct Rgba : IEquatable<Rgba>
    {
        public byte R, G, B, A;

        public bool Equals(Rgba other) => R == other.R && G == other.G && B == other.B && A == other.A;

        public override bool Equals(object? obj) => obj is Rgba other && Equals(other);

        public override int GetHashCode() => HashCode.Combine(R, G, B, A);

        public static bool operator ==(Rgba left, Rgba right) => left.Equals(right);

        public static bool operator !=(Rgba left, Rgba right) => !left.Equals(right);
    }

    // The easy path: a marked surrogate and the two conversions.
    [BentoObject]
    public partial struct Vec3Data
    {
        public float x { get; set; }
        public float y { get; set; }
        public float z { get; set; }
    }

    public struct Vec3Surrogate : IBentoSurrogate<Vec3, Vec3Data>
    {
        public Vec3Data ToSurrogate(Vec3 value) => new Vec3Data { x = value.x, y = value.y, z = value.z };

        public Vec3 FromSurrogate(Vec3Data surrogate) => new Vec3(surrogate.x, surrogate.y, surrogate.z);
    }

    // The low-level path: "#RRGGBBAA" in JSON, one 32-bit integer in MessagePack.
    public struct RgbaCodec : IJsonShape<Rgba>, IMsgPackShape<Rgba>
    {
        public bool Reuses => false;

        public Rgba Read(ref JsonReader reader)
        {
            string text = reader.ReadString() ?? "";
            if (text.Length != 9 || text[0] != '#' || !uint.TryParse(text.Substring(1), System.Globalization.NumberStyles.HexNumber, null, out uint bits))
                throw new FormatException("A colour is \"#RRGGBBAA\", not \"" + text + "\".");
            return FromBits(bits);
        }

        public Rgba Populate(ref JsonReader reader, Rgba current) => Read(ref reader);

        public void Write(ref JsonWriter writer, Rgba value) => writer.WriteString("#" + ToBits(value).ToString("X8", System.Globalization.CultureInfo.InvariantCulture));

        public Rgba Read(ref MsgPackReader reader) => FromBits(reader.ReadUInt32());

        public Rgba Populate(ref MsgPackReader reader, Rgba current) => Read(ref reader);

        public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Rgba value)
            where TBuffer : class, System.Buffers.IBufferWriter<byte> => writer.WriteUInt32(ToBits(value));

        private static uint ToBits(Rgba c) => (uint)c.R << 24 | (uint)c.G << 16 | (uint)c.B << 8 | c.A;

        private static Rgba FromBits(uint bits) => new Rgba { R = (byte)(bits >> 24), G = (byte)(bits >> 16), B = (byte)(bits >> 8), A = (byte)bits };
    }

    // The rest of the Unity look-alikes docs/codecs.md names: Vector2, Vector4, Quaternion (x, y, z, w) and Color (r, g,
    // b, a), each a plain struct with public fields, and a surrogate of the same members. Vector4 and Quaternion are
    // written as four-element MessagePack arrays ([BentoKey]), the others as maps.
    public struct Vec2 { public float x, y; }

    public struct Vec4 { public float x, y, z, w; }

    public struct Quat { public float x, y, z, w; }

    public struct Colour { public float r, g, b, a; }

    [BentoObject] public partial struct Vec2Data { public float x { get; set; } public float y { get; set; } }

    [BentoObject]
    public partial struct Float4Data
    {
        [BentoKey(0)] public float x { get; set; }
        [BentoKey(1)] public float y { get; set; }
        [BentoKey(2)] public float z { get; set; }
        [BentoKey(3)] public float w { get; set; }
    }

    [BentoObject] public partial struct ColourData { public float r { get; set; } public float g { get; set; } public float b { get; set; } public float a { get; set; } }

    public struct Vec2Surrogate : IBentoSurrogate<Vec2, Vec2Data>
    {
        public Vec2Data ToSurrogate(Vec2 value) => new Vec2Data { x = value.x, y = value.y };

        public Vec2 FromSurrogate(Vec2Data surrogate) => new Vec2 { x = surrogate.x, y = surrogate.y };
    }

    public struct Vec4Surrogate : IBentoSurrogate<Vec4, Float4Data>
    {
        public Float4Data ToSurrogate(Vec4 value) => new Float4Data { x = value.x, y = value.y, z = value.z, w = value.w };

        public Vec4 FromSurrogate(Float4Data surrogate) => new Vec4 { x = surrogate.x, y = surrogate.y, z = surrogate.z, w = surrogate.w };
    }

    public struct QuatSurrogate : IBentoSurrogate<Quat, Float4Data>
    {
        public Float4Data ToSurrogate(Quat value) => new Float4Data { x = value.x, y = value.y, z = value.z, w = value.w };

        public Quat FromSurrogate(Float4Data surrogate) => new Quat { x = surrogate.x, y = surrogate.y, z = surrogate.z, w = surrogate.w };
    }

    public struct ColourSurrogate : IBentoSurrogate<Colour, ColourData>
    {
        public ColourData ToSurrogate(Colour value) => new ColourData { r = value.r, g = value.g, b = value.b, a = value.a };

        public Colour FromSurrogate(ColourData surrogate) => new Colour { r = surrogate.r, g = surrogate.g, b = surrogate.b, a = surrogate.a };
    }

    [BentoObject]
    public partial class UnityLookAlikes
    {
        public Vec2 Uv { get; set; }
        public Vec4 Tangent { get; set; }
        public Quat Rotation { get; set; }
        public List<Colour> Colours { get; set; } = new List<Colour>();
    }

    [BentoObject]
    public partial class Transform
    {
        public Vec3 Position { get; set; }
        public Vec3? Pivot { get; set; }
        public List<Vec3> Path { get; set; } = new List<Vec3>();
        public Vec3[] Corners { get; set; } = Array.Empty<Vec3>();
        public Dictionary<string, Vec3> Anchors { get; set; } = new Dictionary<string, Vec3>();
        [BentoCodec(typeof(RgbaCodec))] public Rgba Tint { get; set; }
        [BentoCodec(typeof(RgbaCodec))] public List<Rgba> Palette { get; set; } = new List<Rgba>();
        public string Name { get; set; } = "";
    }

    public class UserCodecTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.OwnLayoutRows();

        private static Transform Sample() => new Transform
        {
            Position = new Vec3(1, 2.5f, -3),
            Pivot = new Vec3(0, 1, 0),
            Path = new List<Vec3> { new Vec3(1, 1, 1), new Vec3(2, 2, 2) },
            Corners = new[] { new Vec3(-1, -1, 0), new Vec3(1, 1, 0) },
            Anchors = new Dictionary<string, Vec3> { ["left"] = new Vec3(-5, 0, 0) },
            Tint = new Rgba { R = 0x12, G = 0x34, B = 0x56, A = 0xFF },
            Palette = new List<Rgba> { new Rgba { R = 1 }, new Rgba { A = 2 } },
            Name = "crane",
        };

        [Theory]
        [MemberData(nameof(Formats))]
        public void Types_the_model_does_not_own_round_trip_in_members_lists_arrays_and_dictionaries(TestFormat format)
        {
            var value = Sample();
            var back = format.Deserialize<Transform>(format.Serialize(value));
            Assert.Equal(value.Position, back.Position);
            Assert.Equal(value.Pivot, back.Pivot);
            Assert.Equal(value.Path, back.Path);
            Assert.Equal(value.Corners, back.Corners);
            Assert.Equal(value.Anchors, back.Anchors);
            Assert.Equal(value.Tint, back.Tint);
            Assert.Equal(value.Palette, back.Palette);
            Assert.Equal("crane", back.Name);

            var empty = format.Deserialize<Transform>(format.Serialize(new Transform()));
            Assert.Null(empty.Pivot);
        }

        [Fact]
        public void JSON_holds_the_surrogate_and_the_codec_text()
        {
            string json = BentoJson.Serialize(new Transform
            {
                Position = new Vec3(1, 2, 3),
                Path = new List<Vec3> { new Vec3(0, 0, 1) },
                Tint = new Rgba { R = 0xAB, G = 0xCD, B = 0xEF, A = 0x01 },
            });
            Assert.Equal(
                "{\"Position\":{\"x\":1,\"y\":2,\"z\":3},\"Pivot\":null,\"Path\":[{\"x\":0,\"y\":0,\"z\":1}],\"Corners\":[],\"Anchors\":{},"
                + "\"Tint\":\"#ABCDEF01\",\"Palette\":[],\"Name\":\"\"}",
                json);
        }

        [Fact]
        public void MessagePack_holds_the_surrogate_map_and_the_codec_integer()
        {
            byte[] bytes = BentoMessagePack.Serialize(new Transform { Tint = new Rgba { R = 0xAB, G = 0xCD, B = 0xEF, A = 0x01 } });
            string json = Encoding.UTF8.GetString(BentoMessagePack.ToJson(bytes));
            Assert.Contains("\"Position\":{\"x\":0,\"y\":0,\"z\":0}", json, StringComparison.Ordinal);
            Assert.Contains("\"Tint\":" + 0xABCDEF01u.ToString(System.Globalization.CultureInfo.InvariantCulture), json, StringComparison.Ordinal);
        }

        [Fact]
        public void A_codec_that_rejects_its_input_gives_Bentos_exception_with_the_position()
        {
            var error = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Transform>("{\"Name\":\"a\",\"Tint\":\"red\"}"));
            Assert.IsType<FormatException>(error.InnerException);
            Assert.Equal("$.Tint", error.Path);
            Assert.True(error.BytePosition > 0);
        }

        [Fact]
        public void A_surrogate_input_of_the_wrong_shape_is_an_error_with_its_path()
        {
            var error = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Transform>("{\"Path\":[{\"x\":1},{\"y\":\"no\"}]}"));
            Assert.Equal("$.Path[1].y", error.Path);
        }

        [Fact]
        public void A_root_of_a_codec_type_uses_a_codec_built_from_the_shape()
        {
            var json = JsonCodec.FromShape<Vec3, JsonSurrogateShape<Vec3, Vec3Data, Vec3Surrogate, Vec3Data.BentoJsonCodec.Shape>>();
            Assert.Equal("{\"x\":1,\"y\":2,\"z\":3}", BentoJson.Serialize(new Vec3(1, 2, 3), json));
            Assert.Equal(new Vec3(4, 5, 6), BentoJson.Deserialize("{\"x\":4,\"y\":5,\"z\":6}", json));

            var msgPack = MsgPackCodec.FromShape<Rgba, RgbaCodec>();
            var colour = new Rgba { R = 9, A = 255 };
            Assert.Equal(colour, BentoMessagePack.Deserialize(BentoMessagePack.Serialize(colour, msgPack), msgPack));
        }

        [Fact]
        public void Roots_of_a_codec_type_found_at_the_call_site_need_no_registration()
        {
            // The generator sees these calls and registers the composed codecs (docs/json.md, Roots).
            Assert.Equal("{\"x\":1,\"y\":2,\"z\":3}", BentoJson.Serialize(new Vec3(1, 2, 3)));
            Assert.Equal(new Vec3(4, 5, 6), BentoJson.Deserialize<Vec3>("{\"x\":4,\"y\":5,\"z\":6}"));
            var path = new List<Vec3> { new Vec3(1, 0, 0), new Vec3(0, 1, 0) };
            Assert.Equal(path, BentoMessagePack.Deserialize<List<Vec3>>(BentoMessagePack.Serialize(path)));
            Assert.Equal("[\"#01020304\"]", BentoJson.Serialize(new[] { new Rgba { R = 1, G = 2, B = 3, A = 4 } }, JsonCodec.ArrayOf(JsonCodec.FromShape<Rgba, RgbaCodec>())));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void The_Unity_look_alikes_round_trip(TestFormat format)
        {
            var value = new UnityLookAlikes
            {
                Uv = new Vec2 { x = 0.25f, y = 0.75f },
                Tangent = new Vec4 { x = 1, y = 0, z = 0, w = -1 },
                Rotation = new Quat { x = 0, y = 0.7071068f, z = 0, w = 0.7071068f },
                Colours = new List<Colour> { new Colour { r = 1, g = 0.5f, b = 0, a = 1 } },
            };
            var back = format.Deserialize<UnityLookAlikes>(format.Serialize(value));
            Assert.Equal(value.Uv, back.Uv);
            Assert.Equal(value.Tangent, back.Tangent);
            Assert.Equal(value.Rotation, back.Rotation);
            Assert.Equal(value.Colours, back.Colours);
        }

        [Fact]
        public void Unity_look_alikes_have_the_documented_JSON()
        {
            string json = BentoJson.Serialize(new UnityLookAlikes { Uv = new Vec2 { x = 1, y = 2 }, Rotation = new Quat { w = 1 } });
            Assert.Equal("{\"Uv\":{\"x\":1,\"y\":2},\"Tangent\":{\"x\":0,\"y\":0,\"z\":0,\"w\":0},\"Rotation\":{\"x\":0,\"y\":0,\"z\":0,\"w\":1},\"Colours\":[]}", json);
        }
    }
}
