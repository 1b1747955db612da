using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;

namespace Bento.Generator.Tests;

/// <summary>Runs generated codecs: reading, writing and populating through the real runtime.</summary>
public class RoundTripTests
{
    private static readonly Lazy<Loaded> s_all = new(() => Loaded.Compile(AllSources));

    private static Loaded All => s_all.Value;

    // Every snapshot case that compiles next to the others (namespaces made distinct).
    private static string AllSources => string.Join("\n",
        Sources.Names.Replace("using Bento;", "using Bento;\n"),
        Sources.Person.Replace("namespace Demo;", "namespace P;"),
        Sources.Record.Replace("namespace Demo;", "namespace R;"),
        Sources.RecordStruct.Replace("namespace Demo;", "namespace RS;"),
        Sources.Struct.Replace("namespace Demo;", "namespace S;"),
        Sources.PrimaryConstructorClass.Replace("namespace Demo;", "namespace PC;"),
        Sources.InitRequired.Replace("namespace Demo;", "namespace IR;"),
        Sources.NamingPolicies.Replace("namespace Demo;", "namespace NP;"),
        Sources.Enums.Replace("namespace Demo;", "namespace E;"),
        Sources.Nested.Replace("namespace Demo.Shop;", "namespace N;"),
        Sources.Collections.Replace("namespace Demo;", "namespace C;"),
        Sources.Dictionaries.Replace("namespace Demo;", "namespace D;"),
        Sources.Nullables.Replace("namespace Demo;", "namespace NU;"),
        Sources.ManyMembers.Replace("namespace Demo;", "namespace W;"),
        Sources.Inheritance.Replace("namespace Demo;", "namespace I;"),
        Sources.Empty.Replace("namespace Demo;", "namespace EM;"),
        Sources.GetOnlyMembers.Replace("namespace Demo;", "namespace G;"),
        Sources.Primitives.Replace("namespace Demo;", "namespace PR;"))
        .Replace("using Bento;", string.Empty).Replace("using System;", string.Empty).Replace("using System.Collections.Generic;", string.Empty)
        .Insert(0, "using System; using System.Collections.Generic; using Bento;\n")
        // File-scoped namespaces cannot share a file: make them blocks.
        .Split('\n').Aggregate(new System.Text.StringBuilder(), (sb, line) =>
        {
            if (line.StartsWith("namespace ", StringComparison.Ordinal) && line.TrimEnd().EndsWith(';'))
            {
                if (sb.ToString().Contains("/*ns*/"))
                    sb.Append("}\n");
                sb.Append(line.TrimEnd().TrimEnd(';')).Append(" { /*ns*/\n");
            }
            else if (line.StartsWith("[BentoObject]\npublic partial class GlobalNames", StringComparison.Ordinal))
            {
                sb.Append(line).Append('\n');
            }
            else
            {
                sb.Append(line).Append('\n');
            }
            return sb;
        }).ToString() + "}\n";

    private static void AssertRoundTrip(string type, string json)
    {
        var value = All.FromJson(type, json)!;
        Assert.Equal(json, Loaded.ToJson(value));
    }

    [Fact]
    public void Person_reads_and_writes()
    {
        AssertRoundTrip("P.Person", """{"Name":"Ann","Age":42}""");
        var p = All.FromJson("P.Person", """ { "Age" : 7 , "Unknown": [1, {"a": null}], "Name": "B\u00e9" } """)!;
        Assert.Equal("Bé", Loaded.Get(p, "Name"));
        Assert.Equal(7, Loaded.Get(p, "Age"));
        Assert.Null(All.FromJson("P.Person", "null"));
    }

    [Fact]
    public void Unknown_and_duplicate_members_follow_the_options()
    {
        Assert.Throws<BentoJsonException>(() => All.FromJson("P.Person", """{"Name":"A","Extra":1}""", new BentoJsonOptions { RejectUnknownMembers = true }));
        var last = All.FromJson("P.Person", """{"Age":1,"Age":2}""")!;
        Assert.Equal(2, Loaded.Get(last, "Age"));
        Assert.Throws<BentoJsonException>(() => All.FromJson("P.Person", """{"Age":1,"Age":2}""", new BentoJsonOptions { RejectDuplicateMembers = true }));
    }

    [Fact]
    public void Names_of_every_length_and_escapes_match()
    {
        string json = """{"class":1,"a\"b\\c":2,"\u003Ctag\u003E\u0026\u0027":3,"ünïcödé":4,"":5,"x":6,"abcdefghijklmnopqrstuvwxyz0123456789":7,"Sevenxx":8,"Ninexxxxx":9}""";
        var value = All.FromJson("GlobalNames", json)!;
        Assert.Equal(new object[] { 1, 2, 3, 4, 5, 6, 7, 8, 9 },
            new[] { "class", "Quoted", "Html", "Unicode", "Empty", "One", "Long", "Sevenxx", "Ninexxxxx" }.Select(n => Loaded.Get(value, n)));
        Assert.Equal(json, Loaded.ToJson(value));
        // A name one byte different in its last load must not match.
        var other = All.FromJson("GlobalNames", """{"abcdefghijklmnopqrstuvwxyz012345678X":1,"Sevenxy":1,"Ninexxxxy":1}""")!;
        Assert.Equal(0, Loaded.Get(other, "Long"));
        Assert.Equal(0, Loaded.Get(other, "Sevenxx"));
        Assert.Equal(0, Loaded.Get(other, "Ninexxxxx"));
    }

    [Fact]
    public void Record_uses_its_constructor_defaults_and_required_members()
    {
        var r = All.FromJson("R.Person", """{"full_name":"Ann","Email":"a@b","Score":3,"Nickname":"A"}""")!;
        Assert.Equal("Ann", Loaded.Get(r, "Name"));
        Assert.Equal("NZ", Loaded.Get(r, "Country"));
        Assert.Equal(3, Loaded.Get(r, "Score"));
        Assert.Equal("A", Loaded.Get(r, "Nickname"));
        Assert.Equal("""{"full_name":"Ann","Age":0,"Email":"a@b","Country":"NZ","Nickname":"A","Score":3}""", Loaded.ToJson(r));
        var e = Assert.Throws<BentoJsonException>(() => All.FromJson("R.Person", """{"full_name":"Ann"}"""));
        Assert.Contains("Email", e.Message);
    }

    [Fact]
    public void Record_struct_and_struct_round_trip()
    {
        AssertRoundTrip("RS.Point", """{"X":1,"Y":-2}""");
        AssertRoundTrip("RS.Size", """{"Width":1.5,"Height":2}""");
        AssertRoundTrip("S.Vector3", """{"X":1,"Y":2.5,"Z":-3}""");
    }

    [Fact]
    public void Primary_constructor_class_reads_through_its_parameters()
    {
        var line = All.FromJson("PC.Line", """{"Start":1,"End":5,"Note":"n"}""")!;
        Assert.Equal(1, Loaded.Get(line, "Start"));
        Assert.Equal(5, Loaded.Get(line, "End"));
        Assert.Equal("line", Loaded.Get(line, "Label"));
        Assert.Equal("n", Loaded.Get(line, "Note"));
    }

    [Fact]
    public void Init_and_required_members()
    {
        var s = All.FromJson("IR.Settings", """{"Host":"h","Timeout":5,"Retries":2}""")!;
        Assert.Equal("h", Loaded.Get(s, "Host"));
        Assert.Equal(5, Loaded.Get(s, "Timeout"));
        Assert.Equal(2, Loaded.Get(s, "Retries"));
        // Absent init members keep their initializers' values; absent settable ones too.
        Assert.Equal(80, Loaded.Get(s, "Port"));
        Assert.False((bool)Loaded.Get(s, "Verbose")!);
        var all = All.FromJson("IR.Settings", """{"Host":"h","Port":81,"Timeout":5,"Retries":2,"Verbose":true}""")!;
        Assert.Equal(81, Loaded.Get(all, "Port"));
        Assert.Throws<BentoJsonException>(() => All.FromJson("IR.Settings", """{"Host":"h","Retries":2}"""));
        Assert.Throws<BentoJsonException>(() => All.FromJson("IR.Settings", """{"Timeout":1,"Retries":2}"""));
    }

    [Fact]
    public void Naming_policies_apply_at_compile_time()
    {
        AssertRoundTrip("NP.Camel", """{"userName":1,"httpServer":2,"id":3,"Explicit":4}""");
        AssertRoundTrip("NP.Snake", """{"user_name":1,"http_server":2,"value2_x":3}""");
        AssertRoundTrip("NP.Kebab", """{"user-name":1,"http-server":2}""");
        AssertRoundTrip("NP.Declared", """{"UserName":1}""");
    }

    [Fact]
    public void Enums_as_numbers_and_names()
    {
        AssertRoundTrip("E.ByNumber", """{"Color":2,"Access":3,"Big":18446744073709551615,"MaybeColor":null,"Named":"BLUE","Counts":{"0":1,"2":3}}""");
        AssertRoundTrip("E.ByName", """{"Color":"Green","Access":"Read","MaybeColor":"Red","Palette":["Red","BLUE"],"Counts":{"Green":1},"Numbered":1}""");
        // An alias reads as its value; flags combine as "A, B"; a value without a name is written as a number.
        var alias = All.FromJson("E.ByName", """{"Color":"Azure","Access":"Write, Read"}""")!;
        Assert.Equal("""{"Color":"BLUE","Access":"Read, Write","MaybeColor":null,"Palette":[],"Counts":{},"Numbered":0}""", Loaded.ToJson(alias));
        AssertRoundTrip("E.ByName", """{"Color":"Red","Access":"None","MaybeColor":null,"Palette":[],"Counts":{},"Numbered":0}""");
        Loaded.Set(alias, "Access", Enum.ToObject(All.Type("E.Access"), 6));
        Loaded.Set(alias, "Color", Enum.ToObject(All.Type("E.Color"), 9));
        Assert.StartsWith("""{"Color":9,"Access":6,""", Loaded.ToJson(alias));
        Assert.Throws<BentoJsonException>(() => All.FromJson("E.ByName", """{"Access":"Read, Exec"}"""));
        Assert.Throws<BentoJsonException>(() => All.FromJson("E.ByName", """{"Color":"Purple"}"""));
        Assert.Throws<BentoJsonException>(() => All.FromJson("E.ByName", """{"Counts":{"Purple":1}}"""));
    }

    [Fact]
    public void Nested_objects_and_structs()
    {
        AssertRoundTrip("N.Order", """{"Id":1,"Customer":{"Name":"C"},"Referrer":null,"Shipping":{"City":"X","Zip":"1"},"Billing":null,"Lines":[{"Sku":"a","Quantity":2}],"Extra":[],"ByName":{"k":{"Name":"K"}}}""");
        AssertRoundTrip("N.Order", """{"Id":1,"Customer":{"Name":"C"},"Referrer":{"Name":"R"},"Shipping":{"City":null,"Zip":null},"Billing":{"City":"B","Zip":"2"},"Lines":[],"Extra":[{"Sku":"b","Quantity":0},{"Sku":"c","Quantity":1}],"ByName":{}}""");
    }

    [Fact]
    public void Collections_nest()
    {
        AssertRoundTrip("C.Bag", """{"Numbers":[1,2,3],"Jagged":[[1],[],[2,3]],"Names":["a"],"MaybeNames":[null,"b"],"Longs":[9007199254740993],"Doubles":[0.5],"Flags":[true,false],"Chars":["x"],"Tags":["t"],"Deep":[{"a":[1,2],"b":[]}],"Optional":null,"Blobs":["AQID"]}""");
        // More elements than the first pooled buffer holds.
        string many = "[" + string.Join(",", Enumerable.Range(0, 1000)) + "]";
        var bag = All.FromJson("C.Bag", "{\"Numbers\":" + many + "}")!;
        Assert.Equal(Enumerable.Range(0, 1000), (int[])Loaded.Get(bag, "Numbers")!);
    }

    [Fact]
    public void Dictionaries_with_every_key_kind()
    {
        AssertRoundTrip("D.Maps", """{"Strings":{"a":"b"},"Bytes":{"255":1},"SBytes":{"-128":1},"Shorts":{"-2":1},"UShorts":{"65535":1},"Ints":{"-1":1},"UInts":{"4294967295":1},"Longs":{"-9223372036854775808":1},"ULongs":{"18446744073709551615":1},"Kinds":{"1":1},"KindNames":{"B":2},"Guids":{"01234567-89ab-cdef-0123-456789abcdef":null},"Interface":{"x":1.5},"ReadOnly":{"3":["q"]}}""");
        Assert.Throws<BentoJsonException>(() => All.FromJson("D.Maps", """{"Bytes":{"256":1}}"""));
    }

    [Fact]
    public void Nullables()
    {
        AssertRoundTrip("NU.Optionals", """{"Count":null,"When":null,"Id":null,"Mood":null,"Where":null,"Text":null,"Values":[null,1],"Price":null}""");
        AssertRoundTrip("NU.Optionals", """{"Count":1,"When":"2024-01-02T03:04:05Z","Id":"01234567-89ab-cdef-0123-456789abcdef","Mood":1,"Where":{"X":1,"Y":2},"Text":"t","Values":[],"Price":1.25}""");
        var skipped = All.FromJson("NU.Optionals", """{"Count":null,"Text":null}""")!;
        Assert.Equal("""{"Values":[]}""", Loaded.ToJson(skipped, new BentoJsonOptions { IgnoreNullValues = true }));
    }

    [Fact]
    public void Many_members_use_two_seen_words()
    {
        var json = "{" + string.Join(",", Enumerable.Range(0, 70).Select(i => "\"P" + i + "\":" + i)) + ",\"Last\":\"z\"}";
        AssertRoundTrip("W.Wide", json);
        var e = Assert.Throws<BentoJsonException>(() => All.FromJson("W.Wide", """{"P0":1,"Last":"z"}"""));
        Assert.Contains("P66", e.Message);
        Assert.Throws<BentoJsonException>(() => All.FromJson("W.Wide", """{"P66":1,"P65":1,"P65":2,"Last":"z"}""", new BentoJsonOptions { RejectDuplicateMembers = true }));
    }

    [Fact]
    public void Derived_type_writes_its_own_members_first_as_System_Text_Json_does()
    {
        AssertRoundTrip("I.Dog", """{"Legs":4,"GoodBoy":true,"Name":"Rex"}""");
        var dog = All.FromJson("I.Dog", """{"GoodBoy":true}""")!;
        Assert.Equal(4, Loaded.Get(dog, "Legs"));
    }

    [Fact]
    public void Ignore_default_values_skips_zeroes_and_nulls()
    {
        var p = All.FromJson("P.Person", """{"Name":"","Age":0}""")!;
        Assert.Equal("""{"Name":""}""", Loaded.ToJson(p, new BentoJsonOptions { IgnoreDefaultValues = true }));
    }

    [Fact]
    public void Populate_reuses_arrays_of_the_same_length_and_collections()
    {
        var bag = All.New("C.Bag");
        var numbers = new[] { 9, 9, 9 };
        var names = new List<string> { "old" };
        var tags = new HashSet<string> { "old" };
        Loaded.Set(bag, "Numbers", numbers);
        Loaded.Set(bag, "Names", names);
        Loaded.Set(bag, "Tags", tags);
        var after = All.Populate("C.Bag", """{"Numbers":[1,2,3],"Names":["a","b"],"Tags":["t"]}""", bag)!;
        Assert.Same(bag, after);
        Assert.Same(numbers, Loaded.Get(bag, "Numbers"));
        Assert.Equal(new[] { 1, 2, 3 }, numbers);
        Assert.Same(names, Loaded.Get(bag, "Names"));
        Assert.Equal(new[] { "a", "b" }, names);
        Assert.Same(tags, Loaded.Get(bag, "Tags"));
        Assert.Equal(new[] { "t" }, tags);

        All.Populate("C.Bag", """{"Numbers":[1,2]}""", bag);
        Assert.NotSame(numbers, Loaded.Get(bag, "Numbers"));
        Assert.Equal(new[] { 1, 2 }, (int[])Loaded.Get(bag, "Numbers")!);
        Assert.Equal(new[] { 1, 2, 3 }, numbers);
    }

    [Fact]
    public void Populate_recurses_into_nested_objects_and_keeps_absent_members()
    {
        var order = All.FromJson("N.Order", """{"Id":1,"Customer":{"Name":"C"},"Shipping":{"City":"X","Zip":"1"}}""")!;
        var customer = Loaded.Get(order, "Customer");
        All.Populate("N.Order", """{"Customer":{},"Shipping":{"Zip":"2"}}""", order);
        Assert.Equal(1, Loaded.Get(order, "Id"));
        Assert.Same(customer, Loaded.Get(order, "Customer"));
        Assert.Equal("C", Loaded.Get(customer!, "Name"));
        var shipping = Loaded.Get(order, "Shipping")!;
        Assert.Equal("X", Loaded.Get(shipping, "City"));
        Assert.Equal("2", Loaded.Get(shipping, "Zip"));
    }

    [Fact]
    public void Populate_of_a_constructed_type_keeps_current_values_for_absent_members()
    {
        var r = All.FromJson("R.Person", """{"full_name":"Ann","Email":"a@b","Age":5,"Nickname":"n"}""")!;
        var after = All.Populate("R.Person", """{"Age":6}""", r)!;
        Assert.Equal("""{"full_name":"Ann","Age":6,"Email":"a@b","Country":"NZ","Nickname":"n","Score":0}""", Loaded.ToJson(after));
    }

    [Fact]
    public void Primitives_round_trip_twice_to_the_same_text()
    {
        string json = """{"Flag":true,"U8":255,"I8":-128,"I16":-32768,"U16":65535,"I32":-2147483648,"U32":4294967295,"I64":-9223372036854775808,"U64":18446744073709551615,"F32":1.5,"F64":-0.25,"Money":79228162514264337593543950335,"Letter":"q","Text":"t\n","MaybeText":null,"When":"2024-01-02T03:04:05.1234567Z","WhenOffset":"2024-01-02T03:04:05+02:00","Day":"2024-02-29","Clock":"23:59:59","Duration":"1.02:03:04","Id":"01234567-89ab-cdef-0123-456789abcdef","Link":"https://example.com/a?b=c","Release":"1.2.3.4","Blob":"AAEC","Memory":"AQ==","Field":-1}""";
        var first = All.FromJson("PR.AllPrimitives", json)!;
        string written = Loaded.ToJson(first);
        Assert.Equal(written, Loaded.ToJson(All.FromJson("PR.AllPrimitives", written)!));
        Assert.Equal(byte.MaxValue, Loaded.Get(first, "U8"));
        Assert.Equal(ulong.MaxValue, Loaded.Get(first, "U64"));
        Assert.Equal(decimal.MaxValue, Loaded.Get(first, "Money"));
        Assert.Equal('q', Loaded.Get(first, "Letter"));
        Assert.Equal("t\n", Loaded.Get(first, "Text"));
        Assert.Equal(new DateOnly(2024, 2, 29), Loaded.Get(first, "Day"));
        Assert.Equal(new Version(1, 2, 3, 4), Loaded.Get(first, "Release"));
        Assert.Equal(new byte[] { 0, 1, 2 }, (byte[])Loaded.Get(first, "Blob")!);
        Assert.Equal(new byte[] { 1 }, ((ReadOnlyMemory<byte>)Loaded.Get(first, "Memory")!).ToArray());
        Assert.Equal(-1, Loaded.Get(first, "Field"));
    }

    [Fact]
    public void Get_only_collections_and_objects_are_filled_in_place()
    {
        AssertRoundTrip("G.Feed", """{"Items":["a","b"],"Ids":[3],"Counts":{"k":1},"Owner":{"Name":"o","Level":2},"Scores":[1,2]}""");
        var feed = All.New("G.Feed");
        var items = Loaded.Get(feed, "Items");
        var owner = Loaded.Get(feed, "Owner");
        var after = All.Populate("G.Feed", """{"Items":["x"],"Owner":{"Name":"n"},"Scores":null}""", feed)!;
        Assert.Same(items, Loaded.Get(after, "Items"));
        Assert.Equal(new[] { "x" }, (IEnumerable<string>)items!);
        Assert.Same(owner, Loaded.Get(after, "Owner"));
        Assert.Equal("n", Loaded.Get(owner!, "Name"));
    }

    [Fact]
    public void Empty_type_skips_every_member()
    {
        var empty = All.FromJson("EM.Nothing", """{"a":[1,{"b":null}],"c":"d"}""")!;
        Assert.Equal("{}", Loaded.ToJson(empty));
        Assert.Throws<BentoJsonException>(() => All.FromJson("EM.Nothing", """{"a":1}""", new BentoJsonOptions { RejectUnknownMembers = true }));
    }

    [Fact]
    public void Populate_of_a_record_struct_keeps_absent_members()
    {
        var point = All.FromJson("RS.Point", """{"X":1,"Y":2}""")!;
        var after = All.Populate("RS.Point", """{"Y":5}""", point)!;
        Assert.Equal("""{"X":1,"Y":5}""", Loaded.ToJson(after));
    }
}
