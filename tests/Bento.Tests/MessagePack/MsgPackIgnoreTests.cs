using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.MessagePack
{
    /// <summary>IgnoreNullValues and IgnoreDefaultValues leave members out of map-layout objects, as in JSON.</summary>
    public class MsgPackIgnoreTests
    {
        private static readonly BentoMessagePackOptions s_ignoreNull = new BentoMessagePackOptions { IgnoreNullValues = true };
        private static readonly BentoMessagePackOptions s_ignoreDefault = new BentoMessagePackOptions { IgnoreDefaultValues = true };

        [Fact]
        public void Members_are_all_written_by_default()
        {
            // {"Name": nil, "Age": 0}
            Assert.Equal("82a44e616d65c0a341676500", MsgPackTesting.Hex(BentoMessagePack.Serialize(new Person(null!, 0))));
        }

        [Fact]
        public void Null_members_are_left_out()
        {
            // {"Age": 0}: the header counts only what is written
            Assert.Equal("81a341676500", MsgPackTesting.Hex(BentoMessagePack.Serialize(new Person(null!, 0), s_ignoreNull)));
            Assert.Equal("82a44e616d65a3416461a341676500", MsgPackTesting.Hex(BentoMessagePack.Serialize(new Person("Ada", 0), s_ignoreNull)));
        }

        [Fact]
        public void Default_members_are_left_out_and_read_back_as_defaults()
        {
            Assert.Equal("80", MsgPackTesting.Hex(BentoMessagePack.Serialize(new Person(null!, 0), s_ignoreDefault)));
            byte[] bytes = BentoMessagePack.Serialize(new Person("Ada", 0), s_ignoreDefault);
            Assert.Equal("81a44e616d65a3416461", MsgPackTesting.Hex(bytes));
            Assert.Equal(new Person("Ada", 0), BentoMessagePack.Deserialize<Person>(bytes));
        }

        [Fact]
        public void Absent_members_keep_constructor_defaults_when_read()
        {
            byte[] bytes = BentoMessagePack.Serialize(new PersonWithDefaults("Ada", 0, null), s_ignoreDefault);
            Assert.Equal("81a44e616d65a3416461", MsgPackTesting.Hex(bytes));
            Assert.Equal(new PersonWithDefaults("Ada", 42, "none"), BentoMessagePack.Deserialize<PersonWithDefaults>(bytes));
        }

        [Fact]
        public void Array_layout_writes_every_slot()
        {
            var value = new KeyedPerson { Name = null, Age = 0 };
            Assert.Equal(
                MsgPackTesting.Hex(BentoMessagePack.Serialize(value)),
                MsgPackTesting.Hex(BentoMessagePack.Serialize(value, s_ignoreDefault)));
        }
    }
}
