using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using Bento.Tests.Infrastructure;
using MessagePack;
using Xunit;

namespace Bento.Tests.Unions
{
    /// <summary>
    /// Unions (docs/polymorphism.md) in every codec family: members, collections, dictionaries, nesting and roots
    /// round-trip with their run-time types; JSON is byte-identical to System.Text.Json's source generator for a model
    /// written for it, MessagePack to MessagePack-CSharp's [Union]; bad input and unlisted derived types are Bento's errors.
    /// </summary>
    public class UnionTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.OwnLayoutNames();

        private static TestFormat F(string name) => TestFormat.Named(name);

        private static Drawing Sample() => new Drawing
        {
            Main = new Circle { Radius = 1.5 },
            Shapes =
            {
                new Square { Side = 2, Tags = { "a", "b" } },
                null,
                new Label { Text = "hi", Frame = new Label { Text = "inner", Frame = new Circle { Radius = 3 } } },
                new Circle { Radius = -0.25 },
            },
            Pets = { ["rex"] = new Dog { Name = "Rex", GoodBoy = true }, ["tom"] = new Cat { Name = "Tom", Lives = 7 } },
            Commands = new Command[] { new Move { X = 1, Y = -2 }, new Chat { Text = "gg" } },
            Pet = new Cat { Name = "Kit" },
        };

        private static void AssertSample(Drawing back)
        {
            Assert.Equal(1.5, Assert.IsType<Circle>(back.Main).Radius);
            Assert.Equal(4, back.Shapes.Count);
            var square = Assert.IsType<Square>(back.Shapes[0]);
            Assert.Equal(new[] { "a", "b" }, square.Tags);
            Assert.Null(back.Shapes[1]);
            var label = Assert.IsType<Label>(back.Shapes[2]);
            var inner = Assert.IsType<Label>(label.Frame);
            Assert.Equal("inner", inner.Text);
            Assert.Equal(3, Assert.IsType<Circle>(inner.Frame).Radius);
            Assert.Equal(-0.25, Assert.IsType<Circle>(back.Shapes[3]).Radius);
            Assert.True(Assert.IsType<Dog>(back.Pets["rex"]).GoodBoy);
            Assert.Equal(7, Assert.IsType<Cat>(back.Pets["tom"]).Lives);
            Assert.Equal(-2, Assert.IsType<Move>(back.Commands![0]).Y);
            Assert.Equal("gg", Assert.IsType<Chat>(back.Commands[1]).Text);
            Assert.Equal("Kit", Assert.IsType<Cat>(back.Pet).Name);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Members_collections_dictionaries_and_nesting_keep_their_cases(string name)
        {
            var format = F(name);
            byte[] data = format.Serialize(Sample());
            var back = format.Deserialize<Drawing>(data);
            AssertSample(back);
            Assert.Equal(data, format.Serialize(back));
            AssertSample(format.Deserialize<Drawing>(new System.IO.MemoryStream(data)));
        }

        [Theory, MemberData(nameof(Formats))]
        public void A_union_is_a_document_root(string name)
        {
            var format = F(name);
            IShape shape = new Label { Text = "root", Frame = new Square { Side = 4 } };
            var back = format.Deserialize<IShape>(format.Serialize(shape));
            Assert.Equal(4, Assert.IsType<Square>(Assert.IsType<Label>(back).Frame).Side);
            Assert.Null(format.Deserialize<IShape?>(format.Serialize<IShape?>(null)));
            var list = format.Deserialize<List<IShape>>(format.Serialize(new List<IShape> { new Circle { Radius = 1 }, new Square() }));
            Assert.IsType<Circle>(list[0]);
            Assert.IsType<Square>(list[1]);
        }

        [Fact]
        public void Json_lines_and_messagepack_streams_carry_unions()
        {
            var shapes = new List<IShape> { new Circle { Radius = 1 }, new Label { Text = "l", Frame = new Square { Side = 2 } }, new Square { Side = 3 } };
            var lines = new System.IO.MemoryStream();
            BentoJsonLines.Write(lines, shapes);
            Assert.Equal("{\"$type\":\"circle\",\"Radius\":1}\n", Encoding.UTF8.GetString(lines.ToArray()).Split('\n')[0] + "\n");
            lines.Position = 0;
            var fromLines = BentoJsonLines.Read<IShape>(lines).ToList();
            Assert.IsType<Circle>(fromLines[0]);
            Assert.IsType<Square>(Assert.IsType<Label>(fromLines[1]).Frame);
            Assert.Equal(3, Assert.IsType<Square>(fromLines[2]).Side);

            var packed = new System.IO.MemoryStream();
            BentoMessagePack.Serialize(packed, shapes[0]);
            BentoMessagePackStream.Write(packed, shapes.Skip(1));
            packed.Position = 0;
            var fromStream = BentoMessagePackStream.Read<IShape>(packed).ToList();
            Assert.Equal(new[] { typeof(Circle), typeof(Label), typeof(Square) }, fromStream.Select(s => s.GetType()).ToArray());
        }

        [Fact]
        public void Json_puts_the_discriminator_first_as_a_string_or_an_integer()
        {
            var drawing = new Drawing { Main = new Circle { Radius = 2 }, Pet = new Dog { Name = "Rex" }, Commands = new Command[] { new Chat { Text = "x" } } };
            Assert.Equal(
                "{\"Main\":{\"$type\":\"circle\",\"Radius\":2},\"Shapes\":[],\"Pets\":{},\"Commands\":[{\"$type\":1,\"Text\":\"x\"}],\"Pet\":{\"kind\":1,\"GoodBoy\":false,\"Name\":\"Rex\"}}",
                BentoJson.Serialize(drawing));
            Assert.Equal(
                "{\n  \"$type\": \"square\",\n  \"Side\": 1,\n  \"Tags\": []\n}",
                BentoJson.Serialize<IShape>(new Square { Side = 1 }, new BentoJsonOptions { Indented = true }));
        }

        [Fact]
        public void Json_reads_a_discriminator_that_is_not_the_first_member()
        {
            var shape = BentoJson.Deserialize<IShape>("{\"Side\":3,\"Tags\":[\"t\"],\"$type\":\"square\"}");
            Assert.Equal(3, Assert.IsType<Square>(shape).Side);
            // The outer discriminator after an inner union: each union finds its own.
            var label = Assert.IsType<Label>(BentoJson.Deserialize<IShape>("{\"Frame\":{\"Radius\":1,\"$type\":\"circle\"},\"Text\":\"t\",\"$type\":\"label\"}"));
            Assert.IsType<Circle>(label.Frame);
            // A case's extension data does not collect the discriminator, and unknown members are kept beside it.
            var kept = Assert.IsType<Label>(BentoJson.Deserialize<IShape>("{\"Text\":\"t\",\"$type\":\"label\",\"Other\":5}"));
            Assert.Equal(new[] { "Other" }, kept.Extra!.Keys.ToArray());
            // Rejecting unknown members does not reject the discriminator.
            var strict = new BentoJsonOptions { RejectUnknownMembers = true };
            Assert.IsType<Circle>(BentoJson.Deserialize<IShape>("{\"Radius\":1,\"$type\":\"circle\"}", strict));
        }

        [Fact]
        public void A_concrete_base_is_read_and_written_as_itself_without_a_discriminator_in_json()
        {
            var pet = new Animal { Name = "Generic" };
            Assert.Equal("{\"Name\":\"Generic\"}", BentoJson.Serialize(pet));
            var back = BentoJson.Deserialize<Animal>("{\"Name\":\"Generic\"}");
            Assert.Equal(typeof(Animal), back.GetType());
            Assert.Equal("Generic", back.Name);
            // MessagePack has no untagged form: the base is not a listed case there.
            var e = TestFormat.MessagePack.Fails(() => BentoMessagePack.Serialize(pet));
            Assert.Contains("does not list as a union case", e.Reason);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Populate_keeps_an_instance_of_the_same_case_and_replaces_another(string name)
        {
            var format = F(name);
            var square = new Square { Side = 1, Tags = { "old" } };
            var target = new Drawing { Main = square, Pet = new Dog { Name = "Rex", GoodBoy = true } };
            byte[] update = format.Serialize(new Drawing { Main = new Square { Side = 9, Tags = { "new" } }, Pet = new Cat { Name = "Tom" } });
            format.Populate(update, ref target);
            Assert.Same(square, target.Main);
            Assert.Equal(9, square.Side);
            Assert.Equal(new[] { "new" }, square.Tags);
            Assert.Equal("Tom", Assert.IsType<Cat>(target.Pet).Name);
        }

        [Theory, MemberData(nameof(Formats))]
        public void A_case_reached_through_its_union_runs_its_hooks_and_keeps_its_subsets(string name)
        {
            var format = F(name);
            var cat = new Cat { Name = "Tom", Lives = 3, Health = 40 };
            var back = format.Deserialize<Drawing>(format.Serialize(new Drawing { Pet = cat }));
            Assert.Equal(1, cat.Written);
            var read = Assert.IsType<Cat>(back.Pet);
            Assert.True(read.Loaded);
            Assert.Equal(40, read.Health);
            // A case's subset writer writes that case alone, without a discriminator.
            Assert.Equal("{\"Health\":40}", BentoJson.Serialize(cat, Cat.BentoJsonCodec.Vitals));
        }

        [Theory, MemberData(nameof(Formats))]
        public void A_derived_type_that_is_not_a_case_is_an_error_not_a_sliced_value(string name)
        {
            var format = F(name);
            var shape = format.Fails(() => format.Serialize(new Drawing { Main = new ColouredSquare { Side = 1, Colour = "red" } }));
            Assert.Contains("ColouredSquare", shape.Reason);
            Assert.Contains("Unions.IShape does not list", shape.Reason);
            Assert.Equal("$.Main", shape.Path);
            var plain = format.Fails(() => format.Serialize(new Garage { Parked = new Truck { Wheels = 6, Load = 2 } }));
            Assert.Contains("Truck cannot be written as Bento.Tests.Unions.Vehicle", plain.Reason);
            Assert.Equal("$.Parked", plain.Path);
            // Through a list too, and as a root.
            Assert.Equal("$[2]", format.Fails(() => format.Serialize(new List<Vehicle?> { new Vehicle(), null, new Truck() })).Path);
            // Far enough in that the writer has already handed earlier output on.
            var many = new List<Vehicle?>();
            for (int i = 0; i < 3000; i++) many.Add(new Vehicle { Wheels = i });
            many.Add(new Truck());
            Assert.Equal("$[3000]", format.Fails(() => format.Serialize(many)).Path);
            Assert.Equal("$.Shapes[1]", format.Fails(() => format.Serialize(new Drawing { Shapes = { null, new ColouredSquare() } })).Path);
            Assert.Equal("$", format.Fails(() => format.Serialize<Vehicle>(new Truck())).Path);
            Assert.Equal(6, format.Deserialize<Truck>(format.Serialize(new Truck { Wheels = 6 })).Wheels);
        }

        public static IEnumerable<object[]> BadJson() => new[]
        {
            new object[] { "{\"Main\":{\"$type\":\"hexagon\",\"Radius\":1}}", "'hexagon' is not a discriminator of Bento.Tests.Unions.IShape", 17, "$.Main.$type" },
            new object[] { "{\"Main\":{\"Radius\":1}}", "has no discriminator '$type'", -1, "$.Main" },
            new object[] { "{\"Main\":{\"$type\":true}}", "must be a string", 17, "$.Main.$type" },
            new object[] { "{\"Main\":{\"$type\":\"circle\",\"Radius\":1,\"$type\":\"circle\"}}", "occurs more than once", -1, "$.Main.$type" },
            new object[] { "{\"Pet\":{\"kind\":\"dog\"}}", "must be an integer", 15, "$.Pet.kind" },
            new object[] { "{\"Pet\":{\"kind\":3}}", "3 is not a discriminator of Bento.Tests.Unions.Animal (expected 1, 2)", 15, "$.Pet.kind" },
            new object[] { "{\"Main\":[1]}", "Expected '{'", 8, "$.Main" },
            new object[] { "{\"Main\":{\"$type\":\"circle\",\"Radius\":\"x\"}}", "", -1, "$.Main.Radius" },
            new object[] { "{\"Main\":{\"$type\":\"circle\",\"Radius\":1", "", -1, null! },
        };

        [Theory, MemberData(nameof(BadJson))]
        public void Bad_json_is_a_BentoJsonException_with_position_and_path(string json, string reason, int position, string? path)
        {
            var e = TestFormat.Json.Fails(() => BentoJson.Deserialize<Drawing>(json));
            Assert.Contains(reason, e.Reason);
            if (position >= 0)
                Assert.Equal(position, e.BytePosition);
            if (path is not null)
                Assert.Equal(path, e.Path);
            // Populate reports the same.
            var target = new Drawing { Main = new Circle() };
            TestFormat.Json.Fails(() => BentoJson.Populate(json, ref target));
        }

        [Fact]
        public void Bad_messagepack_is_a_BentoMessagePackException_with_position_and_path()
        {
            // {"Main": [tag, value]} in the map layout, built by hand.
            static byte[] Doc(params byte[] union) => new byte[] { 0x81, 0xA4, (byte)'M', (byte)'a', (byte)'i', (byte)'n' }.Concat(union).ToArray();
            var unknown = TestFormat.MessagePack.Fails(() => BentoMessagePack.Deserialize<Drawing>(Doc(0x92, 0x03, 0x80)));
            Assert.Contains("3 is not a tag of the union Bento.Tests.Unions.IShape (expected one of 0, 1, 7)", unknown.Reason);
            Assert.Equal(7, unknown.BytePosition);
            Assert.Equal("$.Main[0]", unknown.Path);
            var length = TestFormat.MessagePack.Fails(() => BentoMessagePack.Deserialize<Drawing>(Doc(0x93, 0x00, 0x80, 0xC0)));
            Assert.Contains("an array of 3 elements", length.Reason);
            Assert.Equal(6, length.BytePosition);
            var notArray = TestFormat.MessagePack.Fails(() => BentoMessagePack.Deserialize<Drawing>(Doc(0x80)));
            Assert.Contains("expected the array [tag, value]", notArray.Reason);
            var tagType = TestFormat.MessagePack.Fails(() => BentoMessagePack.Deserialize<Drawing>(Doc(0x92, 0xA1, (byte)'c', 0x80)));
            Assert.Contains("must be an integer", tagType.Reason);
            var truncated = TestFormat.MessagePack.Fails(() => BentoMessagePack.Deserialize<Drawing>(Doc(0x92, 0x00)));
            Assert.NotNull(truncated.Reason);
            var wrongCase = TestFormat.MessagePack.Fails(() => BentoMessagePack.Deserialize<Drawing>(Doc(0x92, 0x00, 0x81, 0xA6, (byte)'R', (byte)'a', (byte)'d', (byte)'i', (byte)'u', (byte)'s', 0xA1, (byte)'x')));
            Assert.Contains("Radius", wrongCase.Path);
        }

        // ---- the peers ----

        private static StjInvoice Invoice() => new StjInvoice
        {
            Payments =
            {
                new StjCard { Amount = 12.5m, Last4 = "4242", Cache = "not written" },
                new StjTransfer { Amount = 100m, Iban = "FR76 3000", Reference = null },
                new StjTransfer { Amount = 1m, Iban = "DE89", Reference = "inv-7" },
                new StjCash { Amount = 0.01m },
            },
            Deposit = new StjCard { Amount = -1m, Last4 = "0000" },
        };

        [Fact]
        public void A_model_written_for_System_Text_Json_writes_its_bytes_and_reads_them()
        {
            var invoice = Invoice();
            string stj = System.Text.Json.JsonSerializer.Serialize(invoice, UnionStjContext.Default.StjInvoice);
            Assert.Equal(stj, BentoJson.Serialize(invoice));
            Assert.Contains("\"$kind\":3", stj);
            var back = BentoJson.Deserialize<StjInvoice>(stj);
            Assert.Equal(stj, BentoJson.Serialize(back));
            Assert.Equal("4242", Assert.IsType<StjCard>(back.Payments[0]).Last4);
            Assert.Equal("", back.Payments[0].Cache);
            Assert.IsType<StjCash>(back.Payments[3]);
            // System.Text.Json reads Bento's text as the same types.
            var theirs = System.Text.Json.JsonSerializer.Deserialize(BentoJson.Serialize(invoice), UnionStjContext.Default.StjInvoice)!;
            Assert.Equal("inv-7", Assert.IsType<StjTransfer>(theirs.Payments[2]).Reference);
            Assert.Equal(-1m, Assert.IsType<StjCard>(theirs.Deposit).Amount);
            // As a root.
            StjPayment root = new StjTransfer { Amount = 3m, Iban = "X" };
            Assert.Equal(System.Text.Json.JsonSerializer.Serialize(root, UnionStjContext.Default.StjPayment), BentoJson.Serialize(root));
        }

        private static MpcLog Log() => new MpcLog
        {
            Events = { new MpcHit { Target = 3, Damage = 12.5 }, new MpcHeal { Spell = "mend", Targets = { 1, 2, 300 } }, new MpcHit { Target = -1 } },
            Last = new MpcHeal { Spell = "" },
        };

        [Fact]
        public void A_model_written_for_MessagePack_CSharp_writes_its_union_bytes_and_reads_them()
        {
            var log = Log();
            byte[] peer = MessagePackSerializer.Serialize(log);
            byte[] bento = BentoMessagePack.Serialize(log);
            Assert.Equal(Convert.ToHexString(peer), Convert.ToHexString(bento));
            var back = BentoMessagePack.Deserialize<MpcLog>(peer);
            Assert.Equal(new[] { 1, 2, 300 }, Assert.IsType<MpcHeal>(back.Events[1]).Targets);
            Assert.Equal(12.5, Assert.IsType<MpcHit>(back.Events[0]).Damage);
            var theirs = MessagePackSerializer.Deserialize<MpcLog>(bento);
            Assert.Equal(-1, Assert.IsType<MpcHit>(theirs.Events[2]).Target);
            Assert.Equal("mend", Assert.IsType<MpcHeal>(theirs.Events[1]).Spell);
            // As a root, and null.
            IMpcEvent root = new MpcHeal { Spell = "s", Targets = { 9 } };
            Assert.Equal(Convert.ToHexString(MessagePackSerializer.Serialize(root)), Convert.ToHexString(BentoMessagePack.Serialize(root)));
            Assert.Equal(Convert.ToHexString(MessagePackSerializer.Serialize<IMpcEvent?>(null)), Convert.ToHexString(BentoMessagePack.Serialize<IMpcEvent?>(null)));
        }
    }
}
