using System.Collections.Generic;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Hooks
{
    /// <summary>When each hook runs, and how often, around nested values and setters. Tests in this class share a log and run one at a time.</summary>
    public class HookOrderTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.OwnLayoutRows();

        private static Traced Sample() => new Traced { Name = "a", Child = new TracedChild { Value = 1 } };

        private static List<string> Run(System.Action action)
        {
            Traced.Log.Clear();
            action();
            var log = new List<string>(Traced.Log);
            Traced.Log.Clear();
            return log;
        }

        [Theory, MemberData(nameof(Formats))]
        public void Write_calls_before_and_after_hooks_around_nested_values(TestFormat format)
        {
            var value = Sample();
            var log = Run(() => format.Serialize(value));
            Assert.Equal(new[] { "Traced serializing", "TracedChild serializing", "TracedChild serialized", "Traced serialized" }, log);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Read_calls_before_hook_first_and_after_hook_last(TestFormat format)
        {
            var value = Sample();
            byte[] data = format.Serialize(value);
            var log = Run(() => format.Deserialize<Traced>(data));
            Assert.Equal(new[]
            {
                "Traced deserializing",
                "Traced.Name=a",
                "TracedChild deserializing",
                "TracedChild.Value=1",
                "TracedChild deserialized",
                "Traced.Child set",
                "Traced deserialized",
            }, log);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Populate_calls_hooks_on_the_existing_instance_and_its_nested_values(TestFormat format)
        {
            var value = Sample();
            value.Name = "b";
            value.Child!.Value = 2;
            byte[] data = format.Serialize(value);
            var existing = Sample();
            var child = existing.Child;
            var log = Run(() => format.Populate(data, ref existing));
            Assert.Equal(new[]
            {
                "Traced deserializing",
                "Traced.Name=b",
                "TracedChild deserializing",
                "TracedChild.Value=2",
                "TracedChild deserialized",
                "Traced.Child set",
                "Traced deserialized",
            }, log);
            Assert.Same(child, existing.Child);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Null_values_run_no_hooks(TestFormat format)
        {
            var value = new Traced { Name = "n" };
            byte[] data = format.Serialize(value);
            var log = Run(() => format.Deserialize<Traced>(data));
            Assert.Equal(new[] { "Traced deserializing", "Traced.Name=n", "Traced.Child set", "Traced deserialized" }, log);

            Traced? none = null;
            Assert.Empty(Run(() => format.Serialize(none)));
        }

        [Theory, MemberData(nameof(Formats))]
        public void Each_hook_runs_once_per_value(TestFormat format)
        {
            var list = new List<Traced> { Sample(), Sample(), Sample() };
            var log = Run(() =>
            {
                foreach (var item in list)
                    format.Serialize(item);
            });
            Assert.Equal(3, log.FindAll(l => l == "TracedChild serializing").Count);
            Assert.Equal(3, log.FindAll(l => l == "Traced serialized").Count);
            Assert.Equal(12, log.Count);
        }
    }
}
