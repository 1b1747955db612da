using System.Collections.Generic;
using System.Text;
using Bento.Json;
using Bento.MessagePack;
using Xunit;

namespace Bento.Tests.Reuse
{
    /// <summary>The readers' string reuse: the existing string comes back only when the input holds exactly its text.</summary>
    public class StringReuseTests
    {
        public static readonly object[][] Texts =
        {
            new object[] { "" },
            new object[] { "plain ascii" },
            new object[] { "é" },
            new object[] { "naïve café" },
            new object[] { "日本語のテキスト" },
            new object[] { "emoji \U0001F600 and more" },
            new object[] { "\u007f\u0080\u07ff\u0800\uffff" },
        };

        [Theory, MemberData(nameof(Texts))]
        public void Json_keeps_an_equal_string(string text)
        {
            string existing = new StringBuilder(text).ToString();
            byte[] json = Encoding.UTF8.GetBytes("\"" + text + "\"");
            var reader = new JsonReader(json);
            Assert.Same(existing, reader.ReadStringReusing(existing));
        }

        [Theory, MemberData(nameof(Texts))]
        public void MsgPack_keeps_an_equal_string(string text)
        {
            string existing = new StringBuilder(text).ToString();
            byte[] msgpack = BentoMessagePack.FromJson(Encoding.UTF8.GetBytes("\"" + text + "\""));
            var reader = new MsgPackReader(msgpack);
            Assert.Same(existing, reader.ReadStringReusing(existing));
        }

        [Theory]
        [InlineData("abc", "abd")]
        [InlineData("abc", "ab")]
        [InlineData("ab", "abc")]
        [InlineData("é", "e")]
        [InlineData("é", "è")]
        [InlineData("\U0001F600", "\U0001F601")]
        [InlineData("a\U0001F600", "a\U0001F600b")]
        [InlineData("\u00e9", "\u00c3\u00a9")]
        public void Different_text_gives_a_new_string(string existing, string input)
        {
            var json = new JsonReader(Encoding.UTF8.GetBytes("\"" + input + "\""));
            string? fromJson = json.ReadStringReusing(existing);
            Assert.Equal(input, fromJson);
            Assert.NotSame(existing, fromJson);
            var msgpack = new MsgPackReader(BentoMessagePack.FromJson(Encoding.UTF8.GetBytes("\"" + input + "\"")));
            string? fromMsgPack = msgpack.ReadStringReusing(existing);
            Assert.Equal(input, fromMsgPack);
            Assert.NotSame(existing, fromMsgPack);
        }

        [Fact]
        public void Null_and_missing_existing_values_read_normally()
        {
            var json = new JsonReader(Encoding.UTF8.GetBytes("[null,\"x\"]"));
            json.ReadStartArray();
            Assert.True(json.ReadNextArrayElement());
            Assert.Null(json.ReadStringReusing("kept"));
            Assert.True(json.ReadNextArrayElement());
            Assert.Equal("x", json.ReadStringReusing(null));

            var msgpack = new MsgPackReader(new byte[] { 0xc0, 0xa1, (byte)'x' });
            Assert.Null(msgpack.ReadStringReusing("kept"));
            Assert.Equal("x", msgpack.ReadStringReusing(null));
        }

        [Fact]
        public void Invalid_utf8_still_fails_when_a_string_is_held()
        {
            byte[] json = { (byte)'"', 0xC3, (byte)'"' };
            Assert.Throws<BentoJsonException>(() =>
            {
                var reader = new JsonReader(json);
                reader.ReadStringReusing("\u00c3");
            });
            // The string held and the key looked up take the same decoder, which names the fault at the str's header.
            byte[] msgpack = { 0x92, 0xa1, (byte)'x', 0xa1, 0xC3 };
            var held = Assert.Throws<BentoMessagePackException>(() =>
            {
                var reader = new MsgPackReader(msgpack);
                reader.ReadArrayHeader();
                reader.ReadStringReusing("y");
                reader.ReadStringReusing("\u00c3");
            });
            Assert.Equal("The string is not valid UTF-8.", held.Reason);
            Assert.Equal(3, held.BytePosition);
            var key = Assert.Throws<BentoMessagePackException>(() =>
            {
                var reader = new MsgPackReader(msgpack);
                reader.ReadArrayHeader();
                reader.ReadKeyReusing(new Dictionary<string, int> { ["x"] = 1 }, out _, out _);
                reader.ReadKeyReusing(new Dictionary<string, int> { ["\u00c3"] = 1 }, out _, out _);
            });
            Assert.Equal("The string is not valid UTF-8.", key.Reason);
            Assert.Equal(3, key.BytePosition);
        }

        [Fact]
        public void A_nil_key_is_never_looked_up()
        {
            // A nil key comes back as null and not found (the dictionary's reader then refuses it); looking null up
            // in a dictionary would throw the runtime's own exception.
            var dictionary = new Dictionary<string, int> { ["x"] = 1 };
            var reader = new MsgPackReader(new byte[] { 0xc0 });
            Assert.False(reader.ReadKeyReusing(dictionary, out string key, out int value));
            Assert.Null(key);
            Assert.Equal(0, value);
        }

        [Fact]
        public void A_string_with_a_lone_surrogate_never_matches()
        {
            string existing = "a\ud800";
            var reader = new JsonReader(Encoding.UTF8.GetBytes("\"a\\ud800\""), new BentoJsonOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace });
            string? read = reader.ReadStringReusing(existing);
            Assert.Equal("a\ufffd", read);
        }

        [Fact]
        public void Dictionary_keys_are_found_by_their_text()
        {
            var dictionary = new Dictionary<string, int> { [new StringBuilder("clé").ToString()] = 1 };
            string key = new List<string>(dictionary.Keys)[0];
            var json = new JsonReader(Encoding.UTF8.GetBytes("{\"clé\":2,\"new\":3}"));
            json.ReadStartObject();
            Assert.True(json.ReadNextPropertyName(out var name));
            Assert.True(json.FindKey(name, dictionary, out string found, out int value));
            AssertKeyReused(key, found);
            Assert.Equal(1, value);
            json.SkipValue();
            Assert.True(json.ReadNextPropertyName(out name));
            Assert.False(json.FindKey(name, dictionary, out found, out _));
            Assert.Equal("new", found);

            var msgpack = new MsgPackReader(BentoMessagePack.FromJson(Encoding.UTF8.GetBytes("[\"clé\",\"new\"]")));
            Assert.Equal(2, msgpack.ReadArrayHeader());
            Assert.True(msgpack.ReadKeyReusing(dictionary, out found, out value));
            AssertKeyReused(key, found);
            Assert.False(msgpack.ReadKeyReusing(dictionary, out found, out _));
            Assert.Equal("new", found);
        }

        // The dictionary's own key comes back where the runtime can look a key up by its text (.NET 9 and later);
        // on netstandard2.1 the key is decoded first, and the entry keeps its key string anyway.
        private static void AssertKeyReused(string key, string found)
        {
#if BENTO_NETSTANDARD_TESTS
            Assert.Equal(key, found);
#else
            Assert.Same(key, found);
#endif
        }
    }
}
