using System;
using System.Text;
using Bento.MessagePack;
using Xunit;
using static Bento.Tests.MessagePack.MsgPackTesting;

namespace Bento.Tests.MessagePack
{
    /// <summary>Malformed input of every kind fails with BentoMessagePackException and nothing else.</summary>
    public class MsgPackHostileInputTests
    {
        // A document touching every family: {"name":"Bento","items":[1,-200,70000,1.5,2.5f,true,nil,bin,ts,ext,{}],"deep":[[["x"]]]}
        private static readonly byte[] s_rich = Bytes(
            "83" +
            "a46e616d65" + "a542656e746f" +
            "a56974656d73" + "9b" + "01" + "d1ff38" + "ce00011170" + "cb3ff8000000000000" + "ca40200000" + "c3" + "c0" +
                "c403010203" + "d7ff0000000400000001" + "c70205abcd" + "80" +
            "a464656570" + "91" + "91" + "91" + "a178");

        // The same shape but convertible to JSON (string keys, no ext).
        private static readonly byte[] s_jsonable = Bytes(
            "83" +
            "a46e616d65" + "a542656e746f" +
            "a56974656d73" + "98" + "01" + "d1ff38" + "ce00011170" + "cb3ff8000000000000" + "c3" + "c0" + "c403010203" + "80" +
            "a464656570" + "91" + "91" + "91" + "a178");

        [Fact]
        public void The_sample_documents_are_valid()
        {
            BentoMessagePack.Validate(s_rich);
            Assert.Equal("{\"name\":\"Bento\",\"items\":[1,-200,70000,1.5,true,null,\"AQID\",{}],\"deep\":[[[\"x\"]]]}",
                Encoding.UTF8.GetString(BentoMessagePack.ToJson(s_jsonable)));
            Assert.Equal(
                "{\"name\":\"Bento\",\"items\":[1,-200,70000,1.5,2.5,true,null,\"AQID\",\"1970-01-01T00:00:01.000000001Z\",{\"ext\":5,\"data\":\"q80=\"},{}],\"deep\":[[[\"x\"]]]}",
                Encoding.UTF8.GetString(BentoMessagePack.ToJson(s_rich)));
        }

        [Fact]
        public void Truncation_at_every_byte_fails_cleanly()
        {
            foreach (var document in new[] { s_rich, s_jsonable })
            {
                for (int length = 0; length < document.Length; length++)
                {
                    byte[] cut = document.AsSpan(0, length).ToArray();
                    AssertOnlyMsgPackErrors(cut, "prefix of " + length + " bytes");
                    Assert.False(BentoMessagePack.IsValid(cut));
                    var e = Assert.IsType<BentoMessagePackException>(Record.Exception(() => BentoMessagePack.ToJson(cut)));
                    Assert.InRange(e.BytePosition, 0, length);
                }
            }
        }

        [Fact]
        public void Typed_reads_of_truncated_input_fail_cleanly()
        {
            for (int length = 0; length < s_rich.Length; length++)
            {
                byte[] cut = s_rich.AsSpan(0, length).ToArray();
                ReadFails(cut, (ref MsgPackReader r) => ReadRichTyped(ref r));
            }

            var whole = new MsgPackReader(s_rich);
            ReadRichTyped(ref whole);
            whole.ReadEndOfDocument();
        }

        private static void ReadRichTyped(ref MsgPackReader r)
        {
            Assert.Equal(3, r.ReadMapHeader());
            Assert.Equal("name", r.ReadString());
            Assert.Equal("Bento", r.ReadString());
            Assert.True(r.ReadStringUtf8().SequenceEqual(Encoding.UTF8.GetBytes("items")));
            Assert.Equal(11, r.ReadArrayHeader());
            Assert.Equal(1, r.ReadInt32());
            Assert.Equal(-200, r.ReadInt16());
            Assert.Equal(70000u, r.ReadUInt32());
            Assert.Equal(1.5, r.ReadDouble());
            Assert.Equal(2.5f, r.ReadSingle());
            Assert.True(r.ReadBoolean());
            if (!r.TryReadNil())
                r.ReadNil(); // fails: at the end of a truncated input TryReadNil just says "not nil"
            Assert.Equal(3, r.ReadBinarySpan().Length);
            r.ReadTimestamp(out long seconds, out uint nanos);
            Assert.Equal(1L, seconds);
            Assert.Equal(1u, nanos);
            Assert.Equal(2, r.ReadExtension(out sbyte type).Length);
            Assert.Equal(5, type);
            Assert.Equal(0, r.ReadMapHeader());
            Assert.Equal("deep", r.ReadString());
            r.Skip();
        }

        [Theory]
        [InlineData("dbffffffff")]
        [InlineData("db7fffffff41")]
        [InlineData("c6ffffffff")]
        [InlineData("c9ffffffff01")]
        [InlineData("ddffffffff")]
        [InlineData("dd7fffffffc0c0")]
        [InlineData("dfffffffff")]
        [InlineData("df40000000c0c0c0")]
        [InlineData("dcffff")]
        [InlineData("deffffc0")]
        [InlineData("8fc0")]
        [InlineData("9fc0c0")]
        [InlineData("bf41")]
        [InlineData("d8ff0102")]
        [InlineData("91dd7fffffff")]
        [InlineData("81a161df7fffffff")]
        public void Huge_declared_lengths_fail_before_allocating(string hex)
        {
            byte[] input = Bytes(hex);
            long before = GC.GetAllocatedBytesForCurrentThread();
            AssertOnlyMsgPackErrors(input, hex);
            long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
            Assert.True(allocated < 4 << 20, "allocated " + allocated + " bytes for " + hex);

            var e = ReadFails(input, (ref MsgPackReader r) => r.Skip());
            Assert.Contains(e.Reason.Contains("declares") ? "declares" : "ends inside", e.Reason);
        }

        [Fact]
        public void Declared_count_is_checked_against_the_remaining_bytes()
        {
            // An array of 3 needs at least 3 more bytes; a map of 2 needs at least 4.
            var e = ReadFails(Bytes("9301"), (ref MsgPackReader r) => r.ReadArrayHeader());
            Assert.Equal("The array declares 3 elements, more than the 2 remaining bytes can hold.", e.Reason);
            e = ReadFails(Bytes("82010203"), (ref MsgPackReader r) => r.ReadMapHeader());
            Assert.Contains("declares 2 entries", e.Reason);
            var ok = new MsgPackReader(Bytes("82c0c0c0c0"));
            Assert.Equal(2, ok.ReadMapHeader());
        }

        [Fact]
        public void Deep_nesting_is_limited_without_recursion()
        {
            const int levels = 100_000;
            byte[] deep = Concat(Repeat(0x91, levels), Bytes("c0"));
            var e = Assert.IsType<BentoMessagePackException>(Record.Exception(() => BentoMessagePack.Validate(deep)));
            Assert.Contains("maximum depth of 64", e.Reason);
            Assert.Equal(64, e.BytePosition);
            Assert.Equal("$" + string.Concat(System.Linq.Enumerable.Repeat("[0]", 64)), e.Path);
            var converting = Assert.IsType<BentoMessagePackException>(Record.Exception(() => BentoMessagePack.ToJson(deep)));
            Assert.Equal(e.BytePosition, converting.BytePosition);
            Assert.Equal(e.Path, converting.Path);

            // Allowed deeper, the same document passes: the walkers are iterative.
            var options = new BentoMessagePackOptions { MaxDepth = levels };
            BentoMessagePack.Validate(deep, options);
            byte[] json = BentoMessagePack.ToJson(deep, options: options);
            Assert.Equal(levels * 2 + 4, json.Length);
            Assert.Equal(deep, BentoMessagePack.FromJson(json, options));

            byte[] deepMaps = Concat(Repeat(0x81, 0), BuildDeepMaps(levels));
            Assert.IsType<BentoMessagePackException>(Record.Exception(() => BentoMessagePack.Validate(deepMaps)));
            BentoMessagePack.Validate(deepMaps, options);
            Assert.Equal(deepMaps, BentoMessagePack.FromJson(BentoMessagePack.ToJson(deepMaps, options: options), options));

            // Malformed JSON nested too deep is the JSON reader's error.
            Assert.IsType<BentoJsonException>(Record.Exception(() => BentoMessagePack.FromJson(Encoding.ASCII.GetBytes(new string('[', levels)))));
        }

        private static byte[] BuildDeepMaps(int levels)
        {
            var bytes = new byte[levels * 3 + 1];
            for (int i = 0; i < levels; i++)
            {
                bytes[i * 3] = 0x81;
                bytes[i * 3 + 1] = 0xa1;
                bytes[i * 3 + 2] = (byte)'k';
            }

            bytes[levels * 3] = 0xc0;
            return bytes;
        }

        [Fact]
        public void Depth_counts_the_reader_levels_entered_by_generated_code()
        {
            var options = new BentoMessagePackOptions { MaxDepth = 2 };
            ReadFails(Bytes("919191c0"), (ref MsgPackReader r) =>
            {
                r.EnterContainer();
                r.ReadArrayHeader();
                r.Skip();
            }, options);
            var ok = new MsgPackReader(Bytes("9191c0"), options);
            ok.EnterContainer();
            ok.ReadArrayHeader();
            ok.Skip();
            ok.ExitContainer();
            Assert.Equal(0, ok.CurrentDepth);
        }

        [Theory]
        [InlineData("a2c328")]
        [InlineData("a1ff")]
        [InlineData("a3eda080")]
        [InlineData("a2c0af")]
        [InlineData("a2e282")]
        public void Invalid_utf8_in_str_is_an_error_unless_replaced(string hex)
        {
            byte[] input = Bytes(hex);
            ReadFails(input, (ref MsgPackReader r) => r.ReadString());
            ReadFails(input, (ref MsgPackReader r) => r.ReadStringUtf8());
            Assert.IsType<BentoMessagePackException>(Record.Exception(() => BentoMessagePack.ToJson(input)));
            byte[] asKey = Concat(Bytes("81"), input, Bytes("01"));
            Assert.IsType<BentoMessagePackException>(Record.Exception(() => BentoMessagePack.ToJson(asKey)));

            var replace = new BentoMessagePackOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace };
            var reader = new MsgPackReader(input, replace);
            Assert.Contains("\ufffd", reader.ReadString());
            Assert.Contains("\ufffd", Encoding.UTF8.GetString(BentoMessagePack.ToJson(input, options: replace)));
            Assert.Contains("\ufffd", Encoding.UTF8.GetString(BentoMessagePack.ToJson(asKey, options: replace)));
        }

        [Fact]
        public void The_never_used_byte_is_an_error_everywhere()
        {
            foreach (var hex in new[] { "c1", "91c1", "81a161c1", "81c101" })
            {
                AssertOnlyMsgPackErrors(Bytes(hex), hex);
                Assert.False(BentoMessagePack.IsValid(Bytes(hex)));
            }
        }

        [Fact]
        public void Errors_carry_offset_and_path()
        {
            // {"items":[1,2,3,{"name":<invalid str>}]}
            byte[] input = Bytes("81a56974656d7394010203" + "81a46e616d65" + "a2c328");
            var e = Assert.IsType<BentoMessagePackException>(Record.Exception(() => BentoMessagePack.ToJson(input)));
            Assert.Equal("$.items[3].name", e.Path);
            Assert.Equal(input.Length - 3, e.BytePosition);
            Assert.Equal("The string is not valid UTF-8.", e.Reason);
            Assert.Equal("The string is not valid UTF-8. Path: $.items[3].name, byte " + (input.Length - 3) + ".", e.Message);

            // Integer keys and odd names.
            byte[] intKeys = Bytes("82" + "05" + "c3" + "2a" + "91" + "cd0100");
            var reader = new MsgPackReader(intKeys);
            reader.ReadMapHeader();
            reader.Skip();
            reader.Skip();
            reader.ReadInt32();
            reader.ReadArrayHeader();
            var inner = ReadFails(intKeys, (ref MsgPackReader r) =>
            {
                r.ReadMapHeader();
                r.Skip();
                r.Skip();
                r.ReadInt32();
                r.ReadArrayHeader();
                r.ReadByte();
            });
            Assert.Equal("$[42][0]", inner.Path);

            byte[] oddName = Bytes("81a4615b2762" + "ff");
            var odd = ReadFails(oddName, (ref MsgPackReader r) =>
            {
                r.ReadMapHeader();
                r.ReadString();
                r.ReadUInt32();
            });
            Assert.Equal("$['a[\\'b']", odd.Path);
            Assert.Equal(6, odd.BytePosition);
        }

        [Fact]
        public void Trailing_bytes_are_an_error()
        {
            AssertOnlyMsgPackErrors(Bytes("0102"), "trailing");
            var e = Assert.IsType<BentoMessagePackException>(Record.Exception(() => BentoMessagePack.ToJson(Bytes("90c0"))));
            Assert.Equal(1, e.BytePosition);
        }

        [Fact]
        public void Random_and_mutated_input_only_ever_raises_the_one_exception()
        {
            var random = new Random(20261121);
            for (int round = 0; round < 3000; round++)
            {
                byte[] input;
                if (round % 2 == 0)
                {
                    input = new byte[random.Next(0, 40)];
                    random.NextBytes(input);
                }
                else
                {
                    input = (byte[])s_rich.Clone();
                    int flips = random.Next(1, 4);
                    for (int i = 0; i < flips; i++)
                        input[random.Next(input.Length)] ^= (byte)(1 << random.Next(8));
                }

                AssertOnlyMsgPackErrors(input, Hex(input));
                try
                {
                    var reader = new MsgPackReader(input);
                    ReadRichTyped(ref reader);
                }
                catch (BentoMessagePackException)
                {
                }
                catch (Xunit.Sdk.XunitException)
                {
                    // A flipped bit can leave the document valid but with other values than the assertions expect.
                }
            }
        }

        /// <summary>Validate, Skip and ToJson may succeed or fail, but only with BentoMessagePackException.</summary>
        private static void AssertOnlyMsgPackErrors(byte[] input, string what)
        {
            foreach (int mode in new[] { 0, 1, 2 })
            {
                try
                {
                    switch (mode)
                    {
                        case 0:
                            BentoMessagePack.Validate(input);
                            break;
                        case 1:
                            BentoMessagePack.ToJson(input);
                            break;
                        default:
                            BentoMessagePack.ToJson(input, indented: true);
                            break;
                    }
                }
                catch (BentoMessagePackException e)
                {
                    Assert.InRange(e.BytePosition, 0, input.Length);
                    Assert.NotNull(e.Path);
                }
                catch (Exception e)
                {
                    throw new Xunit.Sdk.XunitException("mode " + mode + " on " + what + " threw " + e.GetType().Name + ": " + e.Message);
                }
            }
        }
    }
}
