using System;
using System.Collections.Generic;
using System.Reflection;
using Bento.Json;
using Bento.MessagePack;
using Xunit;

namespace Bento.Tests.Registration
{
    /// <summary>
    /// Registration from a static field initializer: next to a user static constructor, through the registries
    /// without any other use of the type first, and for the formats a type is generated for.
    /// </summary>
    public class RegistrationTests
    {
        [Fact]
        public void A_type_with_its_own_static_constructor_registers_and_runs_it()
        {
            var value = new WithStaticConstructor { Id = 7, Name = "seven" };
            string json = BentoJson.Serialize(value);
            Assert.Equal("{\"Id\":7,\"Name\":\"seven\"}", json);
            var back = BentoJson.Deserialize<WithStaticConstructor>(json);
            Assert.Equal(7, back.Id);
            Assert.Equal("seven", back.Name);
            var fromMsgPack = BentoMessagePack.Deserialize<WithStaticConstructor>(BentoMessagePack.Serialize(value));
            Assert.Equal("seven", fromMsgPack.Name);
            Assert.Equal(new[] { "user static constructor" }, WithStaticConstructor.Log);
        }

        [Fact]
        public void The_registry_runs_the_type_initializer_once_for_both_formats()
        {
            // Nothing else touches this type: the registries must find its codecs on their own.
            var list = BentoJson.Deserialize<List<StaticConstructorThroughRegistry>>("[{\"Values\":[1,2]}]");
            Assert.Equal(new[] { 1, 2 }, list[0].Values);
            var back = BentoMessagePack.Deserialize<StaticConstructorThroughRegistry>(BentoMessagePack.Serialize(list[0]));
            Assert.Equal(new[] { 1, 2 }, back.Values);
            Assert.Equal(1, StaticConstructorThroughRegistry.Runs);
        }

        // Where module initializers exist, the generated one runs each marked type's initializer at load. These two types
        // appear in no test but this one, and only through typeof, which runs nothing: a registry lookup cannot be
        // what registered them.
        [Fact]
        public void The_module_initializer_registers_both_codecs_at_load()
        {
            Assert.True(LoadRecord.InitializedAtLoad);
            Assert.IsType<RegisteredAtLoad.BentoJsonCodec>(RegisteredCodec(typeof(JsonCodecRegistry<>), typeof(RegisteredAtLoad)));
            Assert.IsType<RegisteredAtLoad.BentoMsgPackCodec>(RegisteredCodec(typeof(MsgPackCodecRegistry<>), typeof(RegisteredAtLoad)));
            Assert.IsType<InitializedAtLoad.BentoJsonCodec>(RegisteredCodec(typeof(JsonCodecRegistry<>), typeof(InitializedAtLoad)));
        }

        // The registry's field itself: its Codec property would run the type initializer on a miss.
        private static object? RegisteredCodec(Type registry, Type type) =>
            registry.MakeGenericType(type).GetField("s_codec", BindingFlags.NonPublic | BindingFlags.Static)!.GetValue(null);

        [Fact]
        public void A_json_only_type_round_trips_as_json_and_has_no_messagepack_codec()
        {
            var value = new JsonOnly { Id = 3, Tags = { "a", "b" } };
            var back = BentoJson.Deserialize<JsonOnly>(BentoJson.Serialize(value));
            Assert.Equal(new[] { "a", "b" }, back.Tags);
            var hinted = BentoHintedJson.Deserialize<JsonOnly>(BentoHintedJson.SerializeToUtf8Bytes(value));
            Assert.Equal(3, hinted.Id);
            var nested = BentoJson.Deserialize<JsonOnlyHolder>("{\"Inner\":{\"Id\":4,\"Tags\":[]}}");
            Assert.Equal(4, nested.Inner!.Id);
            Assert.Null(typeof(JsonOnly).GetNestedType("BentoMsgPackCodec"));
            Assert.NotNull(typeof(JsonOnly).GetNestedType("BentoJsonCodec"));
        }

        [Fact]
        public void Asking_a_json_only_type_for_messagepack_names_the_setting()
        {
            // The compiler already warns here (BENTO024); this checks the run-time message for callers it cannot see.
#pragma warning disable BENTO024
            var error = Assert.Throws<InvalidOperationException>(() => BentoMessagePack.Serialize(new JsonOnly()));
#pragma warning restore BENTO024
            Assert.Equal("Type 'Bento.Tests.Registration.JsonOnly' has no Bento MessagePack codec: it is generated for Json only, " +
                "by its [BentoObject(Formats = ...)] or the assembly's [assembly: BentoDefaultFormats(...)]. " +
                "Add BentoCodecFormats.MessagePack to that setting to generate it.", error.Message);
        }

        [Fact]
        public void Asking_for_a_list_of_a_json_only_type_as_messagepack_names_the_setting()
        {
            // The compiler already warns here (BENTO024); this checks the run-time message for callers it cannot see.
#pragma warning disable BENTO024
            var error = Assert.Throws<InvalidOperationException>(() => BentoMessagePack.Serialize(new List<JsonOnly>()));
#pragma warning restore BENTO024
            Assert.Equal("Type 'System.Collections.Generic.List`1[Bento.Tests.Registration.JsonOnly]' has no Bento MessagePack codec " +
                "because its element type has none. Type 'Bento.Tests.Registration.JsonOnly' has no Bento MessagePack codec: it is generated " +
                "for Json only, by its [BentoObject(Formats = ...)] or the assembly's [assembly: BentoDefaultFormats(...)]. " +
                "Add BentoCodecFormats.MessagePack to that setting to generate it.", error.Message);
        }

        [Fact]
        public void A_messagepack_only_type_round_trips_and_json_names_the_setting()
        {
            var value = new MessagePackOnly { Id = 9, Score = 1.5 };
            var back = BentoMessagePack.Deserialize<MessagePackOnly>(BentoMessagePack.Serialize(value));
            Assert.Equal(1.5, back.Score);
            Assert.Null(typeof(MessagePackOnly).GetNestedType("BentoJsonCodec"));
            // The compiler already warns here (BENTO024); this checks the run-time message for callers it cannot see.
#pragma warning disable BENTO024
            var error = Assert.Throws<InvalidOperationException>(() => BentoJson.Serialize(value));
#pragma warning restore BENTO024
            Assert.Equal("Type 'Bento.Tests.Registration.MessagePackOnly' has no Bento JSON codec: it is generated for MessagePack only, " +
                "by its [BentoObject(Formats = ...)] or the assembly's [assembly: BentoDefaultFormats(...)]. " +
                "Add BentoCodecFormats.Json to that setting to generate it.", error.Message);
        }

        [Fact]
        public void Both_formats_named_explicitly_generate_both_codecs()
        {
            var value = new BothFormats { Id = 1, Names = { "x" } };
            Assert.Equal("{\"Id\":1,\"Names\":[\"x\"]}", BentoJson.Serialize(value));
            Assert.Equal(new[] { "x" }, BentoMessagePack.Deserialize<BothFormats>(BentoMessagePack.Serialize(value)).Names);
        }
    }
}
