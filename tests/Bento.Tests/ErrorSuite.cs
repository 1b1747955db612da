using System;
using System.Collections.Generic;
using Bento.Tests.Infrastructure;
using Bento.Tests.MessagePack;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// Input that does not fit the model fails with the format's own exception (and nothing else), naming the path of
    /// the value, in every format. A wrong document is stated once as plain JSON and converted to each format
    /// (<see cref="TestFormat.FromPlainJson"/>). Exact messages, offsets, lines and columns differ per format and are in
    /// ErrorTests (JSON), HintedHostileTests and MsgPackHostileInputTests / MsgPackTypedHostileTests.
    /// </summary>
    public class ErrorSuite
    {
        public static IEnumerable<object[]> Formats() => TestFormat.OwnLayoutNames();

        public static IEnumerable<object[]> AllFormats() => TestFormat.Names();

        private static FormatError Fails<T>(TestFormat format, string json) =>
            format.Fails(() => format.Deserialize<T>(format.FromPlainJson(json)));

        [Theory]
        [MemberData(nameof(Formats))]
        public void Wrong_member_types_fail_with_the_path(string name)
        {
            TestFormat format = TestFormat.Named(name);
            Assert.Equal("$.Value", Fails<Inner>(format, "{\"Value\":\"x\"}").Path);
            Assert.Equal("$.Value", Fails<Inner>(format, "{\"Value\":1.5}").Path);
            Assert.Equal("$.Array", Fails<Collections>(format, "{\"Array\":{\"1\":2}}").Path);
            Assert.Equal("$.Bytes", Fails<Binary>(format, "{\"Bytes\":[1,2]}").Path);
            Assert.Equal("$.Guid", Fails<Misc>(format, "{\"Guid\":\"xyz\"}").Path);

            // The wrong kind of value for the whole document.
            Fails<Inner>(format, "[1]");
            Fails<Inner>(format, "\"abc\"");
            Fails<Point>(format, "null");
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Paths_through_constructor_built_types_structs_and_jagged_arrays(string name)
        {
            TestFormat format = TestFormat.Named(name);
            Assert.Equal("$.Manager.Name", Fails<Employee>(format, "{\"Name\":\"a\",\"Manager\":{\"Name\":1}}").Path);
            Assert.Equal("$.Points[1].X", Fails<Collections>(format, "{\"Points\":[{\"X\":1},{\"X\":true}]}").Path);
            Assert.Equal("$.Jagged[1][1]", Fails<Collections>(format, "{\"Jagged\":[[1],[2,\"x\"]]}").Path);
            // MessagePack keeps integer keys as integers: {"ByInt32": {1: "a", 2: 5}}.
            FormatError e4 = format.IsJson
                ? Fails<Dictionaries>(format, "{\"ByInt32\":{\"1\":\"a\",\"2\":5}}")
                : format.Fails(() => format.Deserialize<Dictionaries>(MsgPackTesting.Bytes("81 a7 4279496e743332 82 01 a161 02 05")));
            Assert.StartsWith("$.ByInt32", e4.Path, StringComparison.Ordinal);
            Assert.Contains("2", e4.Path!.Substring("$.ByInt32".Length), StringComparison.Ordinal);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Exceptions_from_user_code_are_wrapped(string name) =>
            AssertUserCodeExceptionIsWrapped(TestFormat.Named(name), checkPath: true);

        /// <summary>
        /// A setter that rejects a value read from the document: the format's exception, the setter's exception as its
        /// cause, the offset and the path of the value; populate wraps the same way.
        /// </summary>
        private static void AssertUserCodeExceptionIsWrapped(TestFormat format, bool checkPath)
        {
            byte[] document = format.FromPlainJson("{\"Value\":-1}");
            byte[] value = format.IsJson ? new[] { (byte)'-', (byte)'1' } : new byte[] { 0xff };
            int at = document.AsSpan().IndexOf(value);
            FormatError e = format.Fails(() => format.Deserialize<PickyMp>(document));
            Assert.IsType<ArgumentOutOfRangeException>(e.Inner);
            Assert.True(e.BytePosition > 0);
            Assert.InRange(e.BytePosition, at, at + value.Length);
            if (checkPath)
                Assert.Equal("$.Value", e.Path);

            var target = new PickyMp();
            FormatError p = format.Fails(() => format.Populate(document, ref target));
            Assert.IsType<ArgumentOutOfRangeException>(p.Inner);
            if (checkPath)
                Assert.Equal("$.Value", p.Path);
        }

        /// <summary>
        /// Every prefix of a typed document fails with the format's exception at an offset inside the prefix, and so
        /// does the document with one more value after it; the whole document reads.
        /// </summary>
        [Theory]
        [MemberData(nameof(AllFormats))]
        public void Every_truncation_of_a_typed_document_fails_cleanly(string name)
        {
            TestFormat format = TestFormat.Named(name);
            Truncations<Outer>(format, format.Serialize(new Outer
            {
                Inner = new Inner { Name = "inner", Value = 12345, Where = new Point { X = -1, Y = 70000 } },
                MaybePoint = new Point { X = 3 },
                Many = new List<Inner> { new Inner { Name = "é中🍙" }, new Inner { Value = -100000 } },
                Holder = new Holder { Inner = new Inner(), Weight = 2.25 },
            }));
            Truncations<Dictionaries>(format, format.Serialize(new Dictionaries
            {
                ByGuid = new Dictionary<Guid, string> { [Guid.Empty] = "e" },
                ByUInt64 = new Dictionary<ulong, int> { [ulong.MaxValue] = 1 },
                OfLists = new Dictionary<string, List<int>> { ["x"] = new List<int> { 1, 2, 3 } },
            }));
            if (format != TestFormat.MessagePackArray)
                Truncations<Catalog>(format, format.FromPlainJson("{\"title\":\"t\",\"items\":[{\"name\":\"a\",\"count\":12,\"codes\":[1,2]}]}"));
        }

        private static void Truncations<T>(TestFormat format, byte[] full)
        {
            format.Deserialize<T>(full);
            for (int length = 0; length < full.Length; length++)
            {
                byte[] cut = full.AsSpan(0, length).ToArray();
                FormatError e;
                try
                {
                    e = format.Fails(() => format.Deserialize<T>(cut));
                }
                catch (Xunit.Sdk.XunitException x)
                {
                    throw new Xunit.Sdk.XunitException("the first " + length + " of " + full.Length + " bytes: " + x.Message);
                }
                Assert.InRange(e.BytePosition, 0, length);
            }
            format.Fails(() => format.Deserialize<T>(MsgPackTesting.Concat(full, format.FromPlainJson("null"))));
        }
        [Theory]
        [MemberData(nameof(Formats))]
        public void Wrong_values_for_a_type_argument_fail_with_the_path(string name)
        {
            TestFormat format = TestFormat.Named(name);
            // T is read by the codec the registry holds for it; its failure carries the path through the generic type.
            Assert.Equal("$.Items[1]", Fails<Page<int>>(format, "{\"Items\":[1,\"x\"]}").Path);
            Assert.Equal("$.First", Fails<Page<int>>(format, "{\"First\":true}").Path);
            Assert.Equal("$.ByName.k", Fails<Page<int>>(format, "{\"ByName\":{\"k\":[1]}}").Path);
            Assert.Equal("$.Next.First", Fails<Page<int>>(format, "{\"Next\":{\"First\":1.5}}").Path);
            Assert.Equal("$.First.Value", Fails<Page<Inner>>(format, "{\"First\":{\"Value\":\"x\"}}").Path);
            Assert.Equal("$.Value", Fails<Result<int>>(format, "{\"Value\":\"x\"}").Path);
            Assert.Equal("$.Key", Fails<Pair<Color, string>>(format, "{\"Key\":[]}").Path);
            Assert.Equal("$.Value", Fails<Pair<Color, string>>(format, "{\"Value\":5}").Path);
            // Through a closed construction held by a non-generic type (the direct call) and a nested argument.
            Assert.Equal("$.Items.Items[0].Value", Fails<Envelope>(format, "{\"Items\":{\"Items\":[{\"Value\":\"x\"}]}}").Path);
            Assert.Equal("$.Pages.First.Items[0]", Fails<Envelope>(format, "{\"Pages\":{\"First\":{\"Items\":[7]}}}").Path);
            Assert.Equal("$.Count.Value", Fails<Envelope>(format, "{\"Count\":{\"Value\":null}}").Path);
        }

        [Fact]
        public void A_type_argument_without_a_codec_names_it()
        {
            // Page<Uri[,]>: no generated code can serve a two-dimensional array, so the registry's exception names it.
            // Reading, the format's exception carries the path of the member, and the registry's as its cause.
            var e = Assert.Throws<BentoJsonException>(() => ReadJson<Page<Uri[,]>>("{\"First\":null}"));
            Assert.Equal("$.First", e.Path);
            Assert.Contains("System.Uri[,]", Assert.IsType<InvalidOperationException>(e.InnerException).Message, StringComparison.Ordinal);
            var m = Assert.Throws<InvalidOperationException>(() => WriteMessagePack(new Page<Uri[,]> { Items = new List<Uri[,]> { new Uri[1, 1] } }));
            Assert.Contains("System.Uri[,]", m.Message, StringComparison.Ordinal);
        }

        // Through a type parameter, so that the generator registers nothing for the call (and warns about nothing).
        private static T ReadJson<T>(string json) => BentoJson.Deserialize<T>(json);

        private static byte[] WriteMessagePack<T>(T value) => BentoMessagePack.Serialize(value);
    }
}
