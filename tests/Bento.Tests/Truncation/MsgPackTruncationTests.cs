using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using Bento.MessagePack;
using Xunit;

namespace Bento.Tests.Truncation
{
    /// <summary>
    /// Documents that end at every byte offset inside a value of each MessagePack header family, and headers that
    /// declare one byte or element more or fewer than follow: every read path (validation, conversion to JSON, the
    /// reader's skip, typed reads into a member of that kind, the skip of an unknown member, populate, streams) must
    /// raise <see cref="BentoMessagePackException"/>, and the unchanged document must read.
    /// </summary>
    public class MsgPackTruncationTests
    {
        [Theory]
        [MemberData(nameof(MsgPackValueCase.Names), MemberType = typeof(MsgPackValueCase))]
        public void The_whole_value_reads_on_every_path(string name)
        {
            var c = MsgPackValueCase.All[name];
            BentoMessagePack.Validate(c.Bytes);
            BentoMessagePack.ToJson(c.Bytes);
            SkipWithReader(c.Bytes);
            foreach (byte[] document in Documents(c, c.Bytes))
            {
                BentoMessagePack.Validate(document);
                var read = BentoMessagePack.Deserialize<TruncationTarget>(document);
                Assert.NotNull(read);
                var populated = new TruncationTarget();
                BentoMessagePack.Populate(document, ref populated);
                Assert.Equal(2, BentoMessagePackStream.Read<TruncationTarget>(new MemoryStream(MsgPackValueCase.Cat(document, document))).Count());
            }

            if (c.Member != null)
            {
                // The typed read took the value into its member rather than skipping it (nil reads as null).
                var read = BentoMessagePack.Deserialize<TruncationTarget>(Wrap(c.Member, c.Bytes));
                object? member = typeof(TruncationTarget).GetProperty(c.Member)!.GetValue(read);
                Assert.Equal(c.Bytes[0] != 0xc0, member != null);
            }
        }

        [Theory]
        [MemberData(nameof(MsgPackValueCase.Names), MemberType = typeof(MsgPackValueCase))]
        public void A_document_that_ends_inside_the_value_fails_on_every_path(string name)
        {
            var c = MsgPackValueCase.All[name];
            for (int length = 0; length < c.Bytes.Length; length++)
                UntypedFails(c.Bytes.AsSpan(0, length).ToArray(), name + ", root cut to " + length + " bytes");

            foreach (byte[] document in Documents(c, c.Bytes))
            {
                int start = document.Length - c.Bytes.Length;
                for (int length = start; length < document.Length; length++)
                {
                    byte[] cut = document.AsSpan(0, length).ToArray();
                    string what = name + ", " + Hex(document) + " cut to " + length + " bytes";
                    UntypedFails(cut, what);
                    TypedFails(cut, what);
                    StreamFails(document, cut, what);
                }
            }
        }

        [Theory]
        [MemberData(nameof(MsgPackValueCase.NamesWithLengths), MemberType = typeof(MsgPackValueCase))]
        public void A_declared_length_one_more_or_one_less_than_present_fails_on_every_path(string name)
        {
            var c = MsgPackValueCase.All[name];
            foreach (int delta in new[] { 1, -1 })
            {
                byte[] value = c.Declared(delta);
                Assert.Equal(c.Bytes.Length, value.Length);
                UntypedFails(value, name + ", root, declared " + delta.ToString("+0;-0"));
                foreach (byte[] document in Documents(c, value))
                {
                    string what = name + ", " + Hex(document) + ", declared " + delta.ToString("+0;-0");
                    UntypedFails(document, what);
                    TypedFails(document, what);
                    // One less leaves a shorter value, which either is itself invalid (a timestamp of 11 bytes) or reads
                    // and leaves a trailing value that fails as the next record.
                    StreamFails(Documents(c, c.Bytes).First(), document, what, 1, delta < 0 ? 2 : 1);
                }
            }
        }

        /// <summary>
        /// The value in a one-entry map: under its typed member (when it has one), under an unknown key (the skip
        /// path), and inside an array under an unknown key (the skip of a nested value).
        /// </summary>
        private static IEnumerable<byte[]> Documents(MsgPackValueCase c, byte[] value)
        {
            if (c.Member != null)
                yield return Wrap(c.Member, value);
            yield return Wrap("x", value);
            yield return Wrap("x", MsgPackValueCase.Cat(new byte[] { 0x92, 0x07 }, value));
        }

        private static byte[] Wrap(string key, byte[] value) =>
            MsgPackValueCase.Cat(new byte[] { 0x81, (byte)(0xa0 | key.Length) }, Encoding.ASCII.GetBytes(key), value);

        private static void UntypedFails(byte[] input, string what)
        {
            Fails(() => BentoMessagePack.Validate(input), "Validate", what);
            Assert.False(BentoMessagePack.IsValid(input), "IsValid: " + what);
            Fails(() => BentoMessagePack.ToJson(input), "ToJson", what);
            Fails(() => SkipWithReader(input), "MsgPackReader.Skip", what);
        }

        private static void TypedFails(byte[] input, string what)
        {
            Fails(() => BentoMessagePack.Deserialize<TruncationTarget>(input), "Deserialize", what);
            Fails(() => BentoMessagePack.Deserialize<TruncationTarget>(new MemoryStream(input)), "Deserialize(Stream)", what);
            Fails(() =>
            {
                var target = new TruncationTarget { S = "kept", A = new List<int> { 9 } };
                BentoMessagePack.Populate(input, ref target);
            }, "Populate", what);
        }

        /// <summary>A valid record, then the broken one: the stream reader yields the first and fails on the second.</summary>
        private static void StreamFails(byte[] valid, byte[] broken, string what, int minYield = 1, int maxYield = 1)
        {
            int yielded = 0;
            Fails(() =>
            {
                foreach (var unused in BentoMessagePackStream.Read<TruncationTarget>(new MemoryStream(MsgPackValueCase.Cat(valid, broken))))
                    yielded++;
            }, "BentoMessagePackStream.Read", what);
            Assert.True(yielded >= minYield && yielded <= maxYield, "BentoMessagePackStream.Read on " + what + " yielded " + yielded + " records before failing");
        }

        private static void SkipWithReader(byte[] input)
        {
            var reader = new MsgPackReader(input);
            reader.Skip();
            reader.ReadEndOfDocument();
        }

        private static void Fails(Action action, string path, string what)
        {
            Exception? e = Record.Exception(action);
            if (e is BentoMessagePackException)
                return;
            throw new Xunit.Sdk.XunitException(path + " on " + what + ": " +
                (e == null ? "no exception" : "threw " + e.GetType().Name + ": " + e.Message));
        }

        private static string Hex(byte[] bytes) => Convert.ToHexString(bytes).ToLowerInvariant();
    }
}
