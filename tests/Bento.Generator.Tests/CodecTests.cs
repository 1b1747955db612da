using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Xunit;

namespace Bento.Generator.Tests;

/// <summary>User codecs ([BentoCodec]): the shapes the generator composes from them, and BENTO033/BENTO034.</summary>
public class CodecTests
{
    private const string Types = """
        namespace Game
        {
            public struct Vec2 { public float X; public float Y; }
            [Bento.BentoObject] public partial struct Vec2Data { public float X { get; set; } public float Y { get; set; } }
            public struct Vec2Surrogate : Bento.IBentoSurrogate<Vec2, Vec2Data>
            {
                public Vec2Data ToSurrogate(Vec2 value) => new Vec2Data { X = value.X, Y = value.Y };
                public Vec2 FromSurrogate(Vec2Data surrogate) => new Vec2 { X = surrogate.X, Y = surrogate.Y };
            }
            public struct Id { public long Value; }
            public struct IdJsonOnly : Bento.Json.IJsonShape<Id>
            {
                public bool Reuses => false;
                public Id Read(ref Bento.Json.JsonReader reader) => new Id { Value = reader.ReadInt64() };
                public Id Populate(ref Bento.Json.JsonReader reader, Id current) => Read(ref reader);
                public void Write(ref Bento.Json.JsonWriter writer, Id value) => writer.WriteInt64(value.Value);
            }
        }
        """;

    [Fact]
    public void Assembly_and_member_codecs_compose_into_runtime_shapes_at_CSharp_9()
    {
        var run = GeneratorHarness.Run(LanguageVersion.CSharp9, "[assembly: Bento.BentoCodec(typeof(Game.Vec2Surrogate))]\n" + Types + """
            namespace Game
            {
                [Bento.BentoObject(Formats = Bento.BentoCodecFormats.Json)]
                public partial class Unit
                {
                    public Vec2 Position { get; set; }
                    public System.Collections.Generic.List<Vec2> Path { get; set; } = new System.Collections.Generic.List<Vec2>();
                    [Bento.BentoCodec(typeof(IdJsonOnly))] public Id Owner { get; set; }
                }
            }
            """);
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
        string json = run.Generated.Single(g => g.HintName == "Game.Unit.Bento.Json.g.cs").Text;
        Assert.Contains("default(global::Bento.Shapes.JsonSurrogateShape<global::Game.Vec2, global::Game.Vec2Data, global::Game.Vec2Surrogate, global::Game.Vec2Data.BentoJsonCodec.Shape>).Read(ref reader)", json);
        Assert.Contains("global::Bento.Json.JsonListShape<global::Game.Vec2, global::Bento.Shapes.JsonSurrogateShape<", json);
        Assert.Contains("value.Owner = default(global::Bento.Shapes.JsonCheckedShape<global::Game.Id, global::Game.IdJsonOnly>).Read(ref reader);", json);
    }

    [Fact]
    public void BENTO033_a_codec_that_is_not_a_struct()
    {
        var (d, _, _) = DiagnosticTests.Single("BENTO033", Types + """
            namespace Game
            {
                public class NotAStruct : Bento.IBentoSurrogate<Vec2, Vec2Data>
                {
                    public Vec2Data ToSurrogate(Vec2 value) => default;
                    public Vec2 FromSurrogate(Vec2Data surrogate) => default;
                }
                [Bento.BentoObject] public partial class Unit { [[|Bento.BentoCodec(typeof(NotAStruct))|]] public Vec2 Position { get; set; } }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal("[BentoCodec] cannot use 'Game.NotAStruct': 'Game.NotAStruct' is not a struct (a codec is used as default(TCodec), without an instance)", DiagnosticTests.Message(d));
    }

    [Fact]
    public void BENTO033_a_member_codec_for_another_type()
    {
        var (d, _, _) = DiagnosticTests.Single("BENTO033", Types + """
            namespace Game
            {
                [Bento.BentoObject] public partial class Unit { [Bento.BentoCodec(typeof(Vec2Surrogate))] public int [|Score|] { get; set; } }
            }
            """);
        Assert.Equal("[BentoCodec] cannot use 'Game.Vec2Surrogate': it serves 'Game.Vec2', which the type of member 'Score' of 'Game.Unit' does not contain", DiagnosticTests.Message(d));
    }

    [Fact]
    public void BENTO034_a_codec_without_the_MessagePack_shape()
    {
        var (d, _, run) = DiagnosticTests.Single("BENTO034", Types + """
            namespace Game
            {
                [Bento.BentoObject] public partial class Unit { [Bento.BentoCodec(typeof(IdJsonOnly))] public Id [|Owner|] { get; set; } public int Score { get; set; } }
            }
            """);
        Assert.Equal("Member 'Owner' of 'Game.Unit' is written by the codec 'Game.IdJsonOnly', which does not implement IMsgPackShape<Game.Id>, needed by the MessagePack codec of 'Game.Unit'; the member is not serialized", DiagnosticTests.Message(d));
        Assert.DoesNotContain("Owner", run.Generated.Single(g => g.HintName == "Game.Unit.Bento.Json.g.cs").Text);
    }

    [Fact]
    public void Dictionary_keys_of_codec_types_compose_key_shapes_at_CSharp_9()
    {
        var run = GeneratorHarness.Run(LanguageVersion.CSharp9, "[assembly: Bento.BentoCodec(typeof(Game.IdSurrogate))]\n" + Types + """
            namespace Game
            {
                public struct IdSurrogate : Bento.IBentoSurrogate<Id, long>
                {
                    public long ToSurrogate(Id value) => value.Value;
                    public Id FromSurrogate(long surrogate) => new Id { Value = surrogate };
                }
                public struct Tag { public string Text; }
                public struct TagCodec : Bento.Json.IJsonShape<Tag>, Bento.MessagePack.IMsgPackShape<Tag>, Bento.Json.IJsonKey<Tag>
                {
                    public bool Reuses => false;
                    public Tag Read(ref Bento.Json.JsonReader reader) => new Tag { Text = reader.ReadString() ?? "" };
                    public Tag Populate(ref Bento.Json.JsonReader reader, Tag current) => Read(ref reader);
                    public void Write(ref Bento.Json.JsonWriter writer, Tag value) => writer.WriteString(value.Text);
                    public Tag Read(ref Bento.MessagePack.MsgPackReader reader) => new Tag { Text = reader.ReadString() ?? "" };
                    public Tag Populate(ref Bento.MessagePack.MsgPackReader reader, Tag current) => Read(ref reader);
                    public void Write<TBuffer>(ref Bento.MessagePack.MsgPackWriter<TBuffer> writer, Tag value)
                        where TBuffer : class, System.Buffers.IBufferWriter<byte> => writer.WriteString(value.Text);
                    public Tag ReadKey(ref Bento.Json.JsonReader reader, System.ReadOnlySpan<byte> name) => new Tag { Text = reader.KeyToString(name) };
                    public void WriteKey(ref Bento.Json.JsonWriter writer, Tag key) => writer.WritePropertyName(key.Text);
                }
                [Bento.BentoObject]
                public partial class Index
                {
                    public System.Collections.Generic.Dictionary<Id, int> ById { get; set; } = new System.Collections.Generic.Dictionary<Id, int>();
                    [Bento.BentoCodec(typeof(TagCodec))] public System.Collections.Generic.Dictionary<Tag, int> ByTag { get; set; } = new System.Collections.Generic.Dictionary<Tag, int>();
                }
            }
            """);
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
        string json = run.Generated.Single(g => g.HintName == "Game.Index.Bento.Json.g.cs").Text;
        Assert.Contains("global::Bento.Shapes.SurrogateKey<global::Game.Id, long, global::Game.IdSurrogate, global::Bento.Shapes.Int64Key>", json);
        Assert.Contains("global::Bento.Shapes.JsonCodecKey<global::Game.Tag, global::Game.TagCodec>", json);
        string msgPack = run.Generated.Single(g => g.HintName == "Game.Index.Bento.MsgPack.g.cs").Text;
        Assert.Contains("global::Bento.Shapes.SurrogateKey<global::Game.Id, long, global::Game.IdSurrogate, global::Bento.Shapes.Int64Key>", msgPack);
        // No IMsgPackKey: the MessagePack key is the codec's value, through its checked shape.
        Assert.Contains("global::Bento.Shapes.MsgPackValueKey<global::Game.Tag, global::Game.TagCodec, global::Bento.Shapes.MsgPackCheckedShape<global::Game.Tag, global::Game.TagCodec>>", msgPack);
    }

    [Theory]
    [InlineData("[Bento.BentoCodec(typeof(IdJsonOnly))] public System.Collections.Generic.Dictionary<Id, int> [|ById|] { get; set; }",
        "Member 'ById' of 'Game.Index' has dictionary keys of 'Game.Id', whose codec 'Game.IdJsonOnly' cannot write them as JSON member names: it does not implement IJsonKey<Game.Id>; the member is not serialized")]
    [InlineData("public System.Collections.Generic.Dictionary<Vec2, int> [|ByPlace|] { get; set; }",
        "Member 'ByPlace' of 'Game.Index' has dictionary keys of 'Game.Vec2', whose codec 'Game.Vec2Surrogate' cannot write them as JSON member names: its surrogate 'Game.Vec2Data' is not a dictionary key type (string, an integer type, Guid, DateTime, DateTimeOffset or char); the member is not serialized")]
    public void BENTO043_a_codec_type_as_a_JSON_key_without_a_key_form(string member, string message)
    {
        var (d, _, run) = DiagnosticTests.Single("BENTO043", "[assembly: Bento.BentoCodec(typeof(Game.Vec2Surrogate))]\n" + Types + """
            namespace Game
            {
                [Bento.BentoObject(Formats = Bento.BentoCodecFormats.Json)] public partial class Index { MEMBER public int Count { get; set; } }
            }
            """.Replace("MEMBER", member));
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal(message, DiagnosticTests.Message(d));
        Assert.Contains("Count", run.Generated.Single(g => g.HintName == "Game.Index.Bento.Json.g.cs").Text);
    }

    [Fact]
    public void A_codec_type_without_a_JSON_key_form_keys_a_MessagePack_only_type()
    {
        var run = GeneratorHarness.Run("[assembly: Bento.BentoCodec(typeof(Game.Vec2Surrogate))]\n" + Types + """
            namespace Game
            {
                [Bento.BentoObject(Formats = Bento.BentoCodecFormats.MessagePack)]
                public partial class Index { public System.Collections.Generic.Dictionary<Vec2, int> ByPlace { get; set; } = new System.Collections.Generic.Dictionary<Vec2, int>(); }
            }
            """);
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
        string msgPack = run.Generated.Single(g => g.HintName == "Game.Index.Bento.MsgPack.g.cs").Text;
        Assert.Contains("global::Bento.Shapes.MsgPackValueKey<global::Game.Vec2, global::Game.Vec2Surrogate, global::Bento.Shapes.MsgPackSurrogateShape<", msgPack);
    }

    [Fact]
    public void BENTO033_an_assembly_codec_that_serves_nothing()
    {
        var run = GeneratorHarness.Run("[assembly: Bento.BentoCodec(typeof(int))]\n" + Types);
        var d = Assert.Single(run.GeneratorDiagnostics, x => x.Id == "BENTO033");
        Assert.Equal("[BentoCodec] cannot use 'int': 'int' implements none of IJsonShape<T>, IMsgPackShape<T> and IBentoSurrogate<T, TSurrogate>", DiagnosticTests.Message(d));
        Assert.Equal("Bento.BentoCodec(typeof(int))", d.Location.SourceTree!.GetText().ToString(d.Location.SourceSpan));
    }

    [Theory]
    [InlineData("public System.Collections.Generic.Dictionary<string, int> [|Rest|] { get; set; }", "its type is not Dictionary<string, BentoValue>, Dictionary<string, object> or (on .NET) Dictionary<string, JsonElement>")]
    [InlineData("public System.Collections.Generic.Dictionary<string, Bento.BentoValue> [|Rest|] { get; } = new();", "it has no setter the generated codec can use")]
    public void BENTO035_an_extension_data_member_Bento_cannot_fill(string member, string problem)
    {
        var (d, _, _) = DiagnosticTests.Single("BENTO035", """
            namespace Game
            {
                [Bento.BentoObject] public partial class Save { public int Slot { get; set; } [Bento.BentoExtensionData] MEMBER }
            }
            """.Replace("MEMBER", member));
        Assert.Equal("Member 'Rest' of 'Game.Save' is marked as extension data, but " + problem + "; unknown members are not kept", DiagnosticTests.Message(d));
    }

    [Fact]
    public void Extension_data_replaces_skipping_in_JSON_and_MessagePack_maps()
    {
        var run = GeneratorHarness.Run(LanguageVersion.CSharp9, """
            namespace Game
            {
                [Bento.BentoObject] public partial class Save { public int Slot { get; set; } [Bento.BentoExtensionData] public System.Collections.Generic.Dictionary<string, Bento.BentoValue>? Rest { get; set; } }
            }
            """);
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
        string json = run.Generated.Single(g => g.HintName == "Game.Save.Bento.Json.g.cs").Text;
        Assert.Contains("extensionData = reader.ReadExtensionMember(name, extensionData);", json);
        Assert.Contains("writer.WriteExtensionMembers(value.Rest);", json);
        Assert.DoesNotContain("OnUnknownMember", json);
        string msgPack = run.Generated.Single(g => g.HintName == "Game.Save.Bento.MsgPack.g.cs").Text;
        Assert.Contains("+ (value.Rest?.Count ?? 0)", msgPack);
        Assert.Contains("extensionData = reader.ReadExtensionMember(name, extensionData);", msgPack);
    }
}
