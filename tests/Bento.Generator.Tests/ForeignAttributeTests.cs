using System.Linq;
using Bento.Generator.Model;
using Microsoft.CodeAnalysis;

namespace Bento.Generator.Tests;

/// <summary>
/// What the generator reads from System.Text.Json's and MessagePack-CSharp's attributes, from [BentoInclude] and the
/// other new member attributes (as model data), and the diagnostics BENTO025 to BENTO031: id, exact message and span.
/// </summary>
public class ForeignAttributeTests
{
    // MessagePack-CSharp's attributes, declared with their names: the generator matches them by name, so the user's
    // project may reference any version of the package (or none of it).
    private const string MessagePackAttributes = """
        namespace MessagePack
        {
            [System.AttributeUsage(System.AttributeTargets.All)] public sealed class KeyAttribute : System.Attribute { public KeyAttribute(int x) { } public KeyAttribute(string x) { } }
            [System.AttributeUsage(System.AttributeTargets.All)] public sealed class IgnoreMemberAttribute : System.Attribute { }
            [System.AttributeUsage(System.AttributeTargets.All)] public sealed class UnionAttribute : System.Attribute { public UnionAttribute(int key, System.Type type) { } }
            [System.AttributeUsage(System.AttributeTargets.All)] public sealed class SerializationConstructorAttribute : System.Attribute { }
            [System.AttributeUsage(System.AttributeTargets.All)] public sealed class MessagePackObjectAttribute : System.Attribute
            {
                public MessagePackObjectAttribute(bool keyAsPropertyName = false) { }
                public bool AllowPrivate { get; set; }
            }
        }
        """;

    private static TypeModel Model(string source, string name)
    {
        var results = GeneratorHarness.StepOutputs(Steps.Parse, source).OfType<ParseResult>().ToList();
        return results.Select(r => r.Model).Single(m => m is not null && m.Name == name)!;
    }

    [Fact]
    public void System_Text_Json_attributes_become_model_data()
    {
        var model = Model(Sources.ForeignAttributes, "Profile");
        // Order: [BentoOrder(-2)] first, then [JsonPropertyOrder(-1)], then declaration order; Cache is ignored.
        Assert.Equal(new[] { "Revision", "Name", "Level", "Nick", "Score", "Badges", "Tier", "_secret" }, model.Members.Select(m => m.Identifier));
        var byName = model.Members.ToDictionary(m => m.Identifier);
        Assert.Equal("display_name", byName["Name"].JsonName);
        Assert.True(byName["Level"].Required);
        Assert.Equal(SkipKind.WhenNull, byName["Nick"].Skip);
        Assert.Equal(SkipKind.WhenDefault, byName["Score"].Skip);
        Assert.Equal(SkipKind.Never, byName["Badges"].Skip);
        Assert.Equal(SkipKind.Options, byName["Level"].Skip);
        Assert.Equal(ShapeKind.EnumName, model.Shapes[byName["Tier"].ShapeId].Kind);
        Assert.Equal("gold-tier", model.Shapes[byName["Tier"].ShapeId].EnumMembers[0].JsonName);
        Assert.Equal(AssignKind.Set, byName["_secret"].Assign);
        Assert.Equal(AssignKind.Set, byName["Revision"].Assign);
        // The private [JsonConstructor] is chosen: its two arguments are members Name and Level.
        Assert.Equal(ConstructionKind.Deferred, model.Construction);
        Assert.Equal(new[] { "Name", "Level" }, model.ConstructorArguments.Select(a => model.Members[a.MemberIndex].Identifier));
    }

    [Fact]
    public void MessagePack_CSharp_attributes_become_model_data()
    {
        var model = Model(Sources.ForeignAttributes, "Sample");
        Assert.Equal(new[] { "Id", "Label", "Weight" }, model.Members.Select(m => m.Identifier));
        Assert.Equal(new[] { 0, 1, 3 }, model.Members.Select(m => m.Key));
        Assert.Equal(new[] { "Id", "Label" }, model.ConstructorArguments.Select(a => model.Members[a.MemberIndex].Identifier));
    }

    [Fact]
    public void String_keys_name_members_and_Bento_attributes_win()
    {
        var model = Model(MessagePackAttributes + """
            namespace Demo
            {
                [Bento.BentoObject, MessagePack.MessagePackObject]
                public partial class Mixed
                {
                    [MessagePack.Key("n")] public string Name { get; set; } = "";
                    [MessagePack.Key("a"), System.Text.Json.Serialization.JsonPropertyName("a")] public int Age { get; set; }
                    [Bento.BentoName("t"), System.Text.Json.Serialization.JsonPropertyName("x"), MessagePack.Key("t")] public int Tag { get; set; }
                    [Bento.BentoKey(5)] public int Other { get; set; }
                    [System.Text.Json.Serialization.JsonIgnore, Bento.BentoInclude] public int Hidden { get; set; }
                    [Bento.BentoIgnore, System.Text.Json.Serialization.JsonInclude] public int Gone { get; set; }
                }
            }
            """, "Mixed");
        Assert.Equal(new[] { "n", "a", "t", "Other", "Hidden" }, model.Members.Select(m => m.JsonName));
        // Other's [BentoKey] asks for the array layout, which the string-keyed members cannot take part in (BENTO013),
        // so no member keeps a key.
        Assert.All(model.Members, m => Assert.Equal(-1, m.Key));
    }

    [Fact]
    public void Bento_order_and_enum_setting_win()
    {
        var model = Model("""
            using System.Text.Json.Serialization;
            namespace Demo;
            public enum Color { Red }
            [Bento.BentoObject] public partial class P
            {
                [JsonPropertyOrder(-5), Bento.BentoOrder(3)] public int A { get; set; }
                public int B { get; set; }
                [JsonConverter(typeof(JsonStringEnumConverter<Color>)), Bento.BentoEnumAsName(false)] public Color C { get; set; }
            }
            """, "P");
        Assert.Equal(new[] { "B", "C", "A" }, model.Members.Select(m => m.Identifier));
        Assert.Equal(ShapeKind.EnumNumber, model.Shapes[model.Members[1].ShapeId].Kind);
    }

    [Fact]
    public void Matched_by_name_not_by_assembly()
    {
        // A same-named attribute from another namespace means nothing.
        var model = Model("""
            namespace Other { public sealed class JsonPropertyNameAttribute : System.Attribute { public JsonPropertyNameAttribute(string n) { } } }
            namespace Demo
            {
                [Bento.BentoObject] public partial class P { [Other.JsonPropertyName("x")] public int A { get; set; } }
            }
            """, "P");
        Assert.Equal("A", model.Members.Single().JsonName);
    }

    [Fact]
    public void Write_only_condition_skips_the_input_without_a_warning()
    {
        var run = GeneratorHarness.Run("""
            using System.Text.Json.Serialization;
            namespace Demo;
            [Bento.BentoObject] public partial class P
            {
                [JsonIgnore(Condition = JsonIgnoreCondition.WhenReading)] public int Computed { get; set; }
            }
            """);
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
        var model = Model("""
            using System.Text.Json.Serialization;
            namespace Demo;
            [Bento.BentoObject] public partial class P
            {
                [JsonIgnore(Condition = JsonIgnoreCondition.WhenReading)] public int Computed { get; set; }
            }
            """, "P");
        Assert.Equal(AssignKind.None, model.Members.Single().Assign);
    }

    [Fact]
    public void BENTO025_marked_constructor_parameter_matches_no_member()
    {
        var (d, _, run) = DiagnosticTests.Single("BENTO025", """
            using System.Text.Json.Serialization;
            namespace Demo;
            [Bento.BentoObject] public partial class Player
            {
                [JsonConstructor] public Player(string name, int [|level|]) { Name = name; }
                public Player() { Name = ""; }
                public string Name { get; }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal("The constructor of 'Demo.Player' marked [JsonConstructor] has the parameter 'level', which matches no serialized member by name and type", DiagnosticTests.Message(d));
        Assert.Empty(run.Generated);
    }

    [Fact]
    public void BENTO026_several_marked_constructors()
    {
        var (d, _, run) = DiagnosticTests.Single("BENTO026", MessagePackAttributes + """
            namespace Demo
            {
                [Bento.BentoObject] public partial class Point
                {
                    [System.Text.Json.Serialization.JsonConstructor] public Point(int x) { X = x; }
                    [MessagePack.SerializationConstructor] public [|Point|](int x, int y) { X = x; Y = y; }
                    public int X { get; }
                    public int Y { get; }
                }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal("'Demo.Point' has several constructors marked [SerializationConstructor]; Bento needs exactly one", DiagnosticTests.Message(d));
        Assert.Empty(run.Generated);
    }

    [Fact]
    public void BentoConstructor_wins_over_the_other_serializers_constructor()
    {
        var model = Model("""
            namespace Demo
            {
                [Bento.BentoObject] public partial class Point
                {
                    [System.Text.Json.Serialization.JsonConstructor] public Point(int x) { X = x; }
                    [Bento.BentoConstructor] private Point(int x, int y) { X = x; Y = y; }
                    public int X { get; }
                    public int Y { get; }
                }
            }
            """, "Point");
        Assert.Equal(2, model.ConstructorArguments.Count);
    }

    [Theory]
    [InlineData("Reading", "", "[System.Text.Json.Serialization.JsonNumberHandling(System.Text.Json.Serialization.JsonNumberHandling.AllowReadingFromString)]", "JsonNumberHandling", "Value", "Bento writes numbers as numbers and reads only numbers")]
    [InlineData("Reading", "", "[System.Text.Json.Serialization.JsonIgnore(Condition = System.Text.Json.Serialization.JsonIgnoreCondition.WhenWriting)]", "JsonIgnore(Condition = JsonIgnoreCondition.WhenWriting)", "Value", "Bento writes every member it reads; use [BentoIgnore] to leave the member out of both")]
    public void BENTO027_attribute_not_honoured(string typeName, string typeAttribute, string memberAttribute, string attribute, string owner, string instead)
    {
        string member = memberAttribute.Length == 0 ? "Value" : "[|Value|]";
        var (d, _, run) = DiagnosticTests.Single("BENTO027", MessagePackAttributes + """
            namespace Demo
            {
                TYPEATTRIBUTE [Bento.BentoObject] public partial class TYPENAME
                {
                    MEMBERATTRIBUTE public int MEMBER { get; set; }
                }
            }
            """.Replace("TYPEATTRIBUTE", typeAttribute).Replace("TYPENAME", typeName).Replace("MEMBERATTRIBUTE", memberAttribute).Replace("MEMBER", member));
        Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
        Assert.Equal("[" + attribute + "] on '" + owner + "' has no Bento equivalent and is ignored: " + instead, DiagnosticTests.Message(d));
        Assert.NotEmpty(run.Generated);
    }

    [Fact]
    public void BENTO027_not_for_the_string_enum_converter_on_a_member()
    {
        var run = GeneratorHarness.Run("""
            using System.Text.Json.Serialization;
            namespace Demo;
            public enum Color { Red }
            [Bento.BentoObject] public partial class P { [JsonConverter(typeof(JsonStringEnumConverter<Color>))] public Color C { get; set; } }
            """);
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
    }

    [Theory]
    [InlineData("[Bento.BentoName(\"secret\")] private string [|_secret|] = \"\";", "_secret", "BentoName")]
    [InlineData("[System.Text.Json.Serialization.JsonPropertyName(\"v\")] internal int [|Version|] { get; set; }", "Version", "JsonPropertyName")]
    [InlineData("[MessagePack.Key(4)] protected int [|Slot|];", "Slot", "Key")]
    public void BENTO028_attribute_on_a_member_that_is_not_included(string declaration, string name, string attribute)
    {
        var (d, _, run) = DiagnosticTests.Single("BENTO028", MessagePackAttributes + """
            namespace Demo
            {
                [Bento.BentoObject] public partial class Account
                {
                    DECLARATION
                    public int Id { get; set; }
                    public string Peek() => "" + MEMBER;
                }
            }
            """.Replace("DECLARATION", declaration).Replace("MEMBER", name));
        Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
        Assert.Equal("'" + name + "' of 'Demo.Account' is not public and not included, so [" + attribute + "] on it has no effect: add [BentoInclude] (or [JsonInclude]) to serialize it, or remove the attribute", DiagnosticTests.Message(d));
        Assert.NotEmpty(run.Generated);
    }

    [Fact]
    public void AllowPrivate_includes_non_public_members_with_keys()
    {
        var model = Model(MessagePackAttributes + """
            namespace Demo
            {
                [Bento.BentoObject, MessagePack.MessagePackObject(AllowPrivate = true)]
                public partial class Account
                {
                    [MessagePack.Key(0)] public int Id { get; set; }
                    [MessagePack.Key(1)] private int _pin;
                    public int Pin => _pin;
                    [MessagePack.IgnoreMember] public int Cached => 0;
                }
            }
            """, "Account");
        Assert.Equal(new[] { "Id", "_pin", "Pin" }, model.Members.Select(m => m.Identifier));
    }

    [Fact]
    public void BENTO029_private_member_of_a_base_type()
    {
        var (d, _, run) = DiagnosticTests.Single("BENTO029", """
            namespace Demo;
            public class Entity
            {
                [Bento.BentoInclude] private int _version;
                [Bento.BentoInclude] protected int Stamp { get; set; }
                public int Version => _version;
            }
            [Bento.BentoObject] public partial class Player : Entity { public string Name { get; set; } = ""; }
            """.Replace("private int _version", "private int [|_version|]"));
        Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
        Assert.Equal("'_version' of 'Demo.Player' is marked to be included, but the generated codec, nested in 'Demo.Player', cannot read it (it is private to the base type 'Demo.Entity'), so it is not serialized", DiagnosticTests.Message(d));
        // The protected member of the base type is reachable and included.
        var model = Model("""
            namespace Demo;
            public class Entity
            {
                [Bento.BentoInclude] private int _version;
                [Bento.BentoInclude] protected int Stamp { get; set; }
                public int Version => _version;
            }
            [Bento.BentoObject] public partial class Player : Entity { public string Name { get; set; } = ""; }
            """, "Player");
        Assert.Equal(new[] { "Name", "Stamp", "Version" }, model.Members.Select(m => m.Identifier));
        Assert.NotEmpty(run.Generated);
    }

    [Fact]
    public void BENTO030_when_writing_null_on_a_value_type()
    {
        var (d, _, run) = DiagnosticTests.Single("BENTO030", """
            using System.Text.Json.Serialization;
            namespace Demo;
            [Bento.BentoObject] public partial class Score
            {
                [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] public int [|Points|] { get; set; }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
        Assert.Equal("Member 'Points' of 'Demo.Score' has type 'int', which is never null, so JsonIgnoreCondition.WhenWritingNull does not apply; the member is written as the options say", DiagnosticTests.Message(d));
        Assert.NotEmpty(run.Generated);
    }

    [Theory]
    [InlineData("[MessagePack.MessagePackObject]", "[MessagePack.Key(\"item\")] public string [|Item|] { get; set; } = \"\";", "item", "Item")]
    [InlineData("[MessagePack.MessagePackObject(true)]", "public string [|Item|] { get; set; } = \"\";", "Item", "item")]
    public void BENTO031_MessagePack_name_differs(string typeAttribute, string member, string messagePackName, string bentoName)
    {
        string policy = bentoName == "item" ? "(NamingPolicy = Bento.BentoNamingPolicy.CamelCase)" : "";
        string rename = bentoName == "Item" ? "[System.Text.Json.Serialization.JsonPropertyName(\"Item\")] " : "";
        var (d, _, run) = DiagnosticTests.Single("BENTO031", MessagePackAttributes + """
            namespace Demo
            {
                [Bento.BentoObjectPOLICY] TYPEATTRIBUTE
                public partial class Stack
                {
                    RENAMEMEMBER
                }
            }
            """.Replace("POLICY", policy).Replace("TYPEATTRIBUTE", typeAttribute).Replace("RENAME", rename).Replace("MEMBER", member));
        Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
        Assert.Equal("Member 'Item' of 'Demo.Stack' is keyed \"" + messagePackName + "\" by MessagePack-CSharp, but Bento uses one name for JSON and MessagePack and writes \"" + bentoName + "\"", DiagnosticTests.Message(d));
        Assert.NotEmpty(run.Generated);
    }

    [Fact]
    public void Key_as_property_name_with_declared_names_is_silent()
    {
        var run = GeneratorHarness.Run(MessagePackAttributes + """
            namespace Demo
            {
                [Bento.BentoObject, MessagePack.MessagePackObject(keyAsPropertyName: true)]
                public partial class Update { public string Player { get; set; } = ""; public long Tick { get; set; } }
            }
            """);
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
    }
}
