using System.Collections.Generic;
using System.Linq;
using Xunit;

namespace Bento.Tests.Reuse
{
    /// <summary>What each reuse policy keeps and what it replaces, in JSON and MessagePack (map layout).</summary>
    public class ReusePolicyTests
    {
        private static ReuseItem Item(string name, int value) => new ReuseItem { Name = name, Value = value };

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void Equal_strings_are_kept_and_changed_ones_replaced(string format)
        {
            string title = "café ☕ " + 1;
            var target = new ReuseHolder { Title = title, FreshTitle = title, Child = Item("same", 1) };
            string childName = target.Child.Name!;
            ReuseFormats.Populate(format, "{\"Title\":\"café ☕ 1\",\"FreshTitle\":\"café ☕ 1\",\"Child\":{\"Name\":\"same\",\"Value\":2}}", ref target);
            Assert.Same(title, target.Title);
            Assert.Equal(title, target.FreshTitle);
            Assert.NotSame(title, target.FreshTitle);
            Assert.Same(childName, target.Child!.Name);

            ReuseFormats.Populate(format, "{\"Title\":\"café ☕ 2\",\"Child\":{\"Name\":null}}", ref target);
            Assert.Equal("café ☕ 2", target.Title);
            Assert.Null(target.Child!.Name);
        }

        [Fact]
        public void Escaped_json_text_equal_to_the_string_keeps_it()
        {
            string title = "é\"\n" + "\U0001F600";
            var target = new ReuseHolder { Title = title };
            BentoJson.Populate("{\"Title\":\"\\u00e9\\\"\\n\\ud83d\\ude00\"}", ref target);
            Assert.Same(title, target.Title);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void Arrays_are_reused_when_the_length_matches_and_their_elements_in_any_case(string format)
        {
            var first = Item("a", 1);
            var numbers = new[] { 1, 2 };
            var slots = new[] { first, Item("b", 2) };
            var fresh = new[] { 1, 2 };
            var target = new ReuseHolder { Numbers = numbers, Slots = slots, FreshNumbers = fresh };
            ReuseFormats.Populate(format, "{\"Numbers\":[3,4],\"Slots\":[{\"Name\":\"a\",\"Value\":5},{\"Value\":6}],\"FreshNumbers\":[1,2]}", ref target);
            Assert.Same(numbers, target.Numbers);
            Assert.Equal(new[] { 3, 4 }, target.Numbers);
            Assert.Same(slots, target.Slots);
            Assert.Same(first, target.Slots![0]);
            Assert.Equal(5, first.Value);
            Assert.NotSame(fresh, target.FreshNumbers);

            ReuseFormats.Populate(format, "{\"Numbers\":[7],\"Slots\":[{\"Value\":8},{\"Value\":9},{\"Name\":\"c\"}]}", ref target);
            Assert.NotSame(numbers, target.Numbers);
            Assert.Equal(new[] { 7 }, target.Numbers);
            Assert.NotSame(slots, target.Slots);
            Assert.Equal(3, target.Slots!.Length);
            Assert.Same(first, target.Slots[0]);
            Assert.Equal(8, first.Value);
            Assert.Equal("c", target.Slots[2].Name);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void Lists_are_refilled_in_place_element_by_element(string format)
        {
            var names = new List<string> { "x", "y", "z" };
            string x = names[0];
            var one = Item("one", 1);
            var parts = new List<ReuseItem> { one, Item("two", 2) };
            var view = new List<ReuseItem> { Item("v", 1) };
            var target = new ReuseHolder { Names = names, Parts = parts, View = view };
            ReuseFormats.Populate(format, "{\"Names\":[\"x\",\"q\"],\"Parts\":[{\"Name\":\"one\",\"Value\":10},{\"Value\":20},{\"Name\":\"three\"}],\"View\":[{\"Name\":\"w\"}]}", ref target);
            Assert.Same(names, target.Names);
            Assert.Equal(new[] { "x", "q" }, names);
            Assert.Same(x, names[0]);
            Assert.Same(parts, target.Parts);
            Assert.Equal(3, parts.Count);
            Assert.Same(one, parts[0]);
            Assert.Equal(10, one.Value);
            Assert.Equal("three", parts[2].Name);
            Assert.Same(view, target.View);
            Assert.Equal("w", view[0].Name);

            ReuseFormats.Populate(format, "{\"Names\":[],\"Parts\":[{\"Value\":1}]}", ref target);
            Assert.Empty(names);
            Assert.Single(parts);
            Assert.Same(one, parts[0]);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void Nested_collections_are_reused_at_every_level(string format)
        {
            var row = new List<string> { "a", "b" };
            var grid = new List<List<string>> { row };
            var target = new ReuseHolder { Grid = grid };
            ReuseFormats.Populate(format, "{\"Grid\":[[\"a\",\"c\"],[\"d\"]]}", ref target);
            Assert.Same(grid, target.Grid);
            Assert.Same(row, grid[0]);
            Assert.Equal(new[] { "a", "c" }, row);
            Assert.Equal(new[] { "d" }, grid[1]);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void Append_adds_after_what_the_collection_holds(string format)
        {
            var log = new List<int> { 1, 2 };
            var tags = new HashSet<string> { "old" };
            var target = new ReuseHolder { Log = log, History = new[] { 10 }, Tags = tags };
            ReuseFormats.Populate(format, "{\"Log\":[3],\"History\":[11,12],\"Tags\":[\"new\",\"old\"]}", ref target);
            Assert.Same(log, target.Log);
            Assert.Equal(new[] { 1, 2, 3 }, log);
            // An array behind the interface cannot grow: its elements move to a new list.
            Assert.Equal(new[] { 10, 11, 12 }, target.History);
            var history = target.History;
            ReuseFormats.Populate(format, "{\"History\":[13]}", ref target);
            Assert.Same(history, target.History);
            Assert.Equal(new[] { 10, 11, 12, 13 }, target.History);
            Assert.Same(tags, target.Tags);
            Assert.Equal(new[] { "new", "old" }, tags.OrderBy(t => t, System.StringComparer.Ordinal));

            ReuseFormats.Populate(format, "{\"Log\":null}", ref target);
            Assert.Null(target.Log);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void Replace_always_builds_a_new_value(string format)
        {
            var list = new List<int> { 1 };
            var snapshot = new Dictionary<string, int> { ["a"] = 1 };
            var child = Item("c", 1);
            var target = new ReuseHolder { FreshList = list, Snapshot = snapshot, FreshChild = child };
            ReuseFormats.Populate(format, "{\"FreshList\":[1],\"Snapshot\":{\"b\":2},\"FreshChild\":{\"Value\":2}}", ref target);
            Assert.NotSame(list, target.FreshList);
            Assert.Equal(new[] { 1 }, target.FreshList);
            Assert.NotSame(snapshot, target.Snapshot);
            Assert.Equal(new Dictionary<string, int> { ["b"] = 2 }, target.Snapshot);
            Assert.NotSame(child, target.FreshChild);
            Assert.Equal(1, child.Value);
            // A fresh value has only what the input says: the old name is not carried over.
            Assert.Null(target.FreshChild!.Name);
            Assert.Equal(2, target.FreshChild.Value);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void Dictionaries_are_updated_in_place_and_lose_the_keys_the_input_does_not_name(string format)
        {
            var kept = Item("kept", 1);
            var items = new Dictionary<string, ReuseItem> { ["k"] = kept, ["gone"] = Item("gone", 2) };
            string key = items.Keys.First();
            var labels = new Dictionary<int, string> { [1] = "one", [2] = "two" };
            string one = labels[1];
            var target = new ReuseHolder { Items = items, Labels = labels };
            ReuseFormats.Populate(format, "{\"Items\":{\"k\":{\"Value\":5},\"new\":{\"Name\":\"n\"}}}", ref target);
            // Integer keys: MessagePack keeps them as integers, which JSON text cannot say, so the input is typed.
            var labelInput = new ReuseHolder { Labels = new Dictionary<int, string> { [1] = "one", [3] = "three" } };
            if (format == "json")
                BentoJson.Populate(BentoJson.SerializeToUtf8Bytes(labelInput, new BentoJsonOptions { IgnoreNullValues = true }), ref target);
            else if (format == "hinted")
                BentoHintedJson.Populate(BentoHintedJson.SerializeToUtf8Bytes(labelInput, new BentoJsonOptions { IgnoreNullValues = true }), ref target);
            else
                BentoMessagePack.Populate(BentoMessagePack.Serialize(labelInput, new BentoMessagePackOptions { IgnoreNullValues = true }), ref target);
            Assert.Same(items, target.Items);
            Assert.Equal(new[] { "k", "new" }, items.Keys.OrderBy(k => k, System.StringComparer.Ordinal));
            Assert.Same(kept, items["k"]);
            Assert.Same(key, items.Keys.First(k => k == "k"));
            Assert.Equal(5, kept.Value);
            Assert.Equal("kept", kept.Name);
            Assert.Equal("n", items["new"].Name);
            Assert.Same(labels, target.Labels);
            Assert.Same(one, labels[1]);
            Assert.Equal(new[] { 1, 3 }, labels.Keys.OrderBy(k => k));

            // The same document again changes nothing and builds nothing.
            ReuseFormats.Populate(format, "{\"Items\":{\"k\":{\"Value\":5},\"new\":{\"Name\":\"n\"}}}", ref target);
            Assert.Same(kept, items["k"]);
            Assert.Equal(2, items.Count);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void Dictionaries_nested_in_dictionaries_are_reused_and_trimmed_at_both_levels(string format)
        {
            var inner = new Dictionary<string, int> { ["x"] = 1, ["stale"] = 2 };
            var nested = new Dictionary<string, Dictionary<string, int>> { ["a"] = inner, ["gone"] = new Dictionary<string, int>() };
            var target = new ReuseHolder { Nested = nested };
            for (int round = 0; round < 3; round++)
            {
                ReuseFormats.Populate(format, "{\"Nested\":{\"a\":{\"x\":5,\"y\":6},\"b\":{}}}", ref target);
                Assert.Same(nested, target.Nested);
                Assert.Same(inner, nested["a"]);
                Assert.Equal(new Dictionary<string, int> { ["x"] = 5, ["y"] = 6 }, inner);
                Assert.Equal(new[] { "a", "b" }, nested.Keys.OrderBy(k => k, System.StringComparer.Ordinal));
            }
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void Merge_updates_and_adds_but_keeps_keys_the_input_does_not_name(string format)
        {
            var totals = new Dictionary<string, int> { ["a"] = 1, ["b"] = 2 };
            var readOnly = new Dictionary<string, int> { ["x"] = 1 };
            var target = new ReuseHolder { Totals = totals, ReadOnlyTotals = readOnly };
            ReuseFormats.Populate(format, "{\"Totals\":{\"b\":20,\"c\":30},\"ReadOnlyTotals\":{\"y\":2}}", ref target);
            Assert.Same(totals, target.Totals);

            // A dictionary behind the interface takes the entries itself; only another implementation is copied.
            Assert.Same(readOnly, target.ReadOnlyTotals);
            Assert.Equal(new Dictionary<string, int> { ["a"] = 1, ["b"] = 20, ["c"] = 30 }, totals);
            Assert.Equal(new Dictionary<string, int> { ["x"] = 1, ["y"] = 2 }, target.ReadOnlyTotals);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void Nested_objects_are_populated_in_place(string format)
        {
            var child = Item("child", 1);
            var target = new ReuseHolder { Child = child };
            ReuseFormats.Populate(format, "{\"Child\":{\"Value\":2}}", ref target);
            Assert.Same(child, target.Child);
            Assert.Equal("child", child.Name);
            Assert.Equal(2, child.Value);

            ReuseFormats.Populate(format, "{\"Child\":null}", ref target);
            Assert.Null(target.Child);
            ReuseFormats.Populate(format, "{\"Child\":{\"Value\":3}}", ref target);
            Assert.Equal(3, target.Child!.Value);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void A_type_level_policy_applies_to_every_member_unless_one_overrides_it(string format)
        {
            var values = new List<int> { 1 };
            var child = Item("c", 1);
            var kept = Item("k", 1);
            string title = "t";
            var target = new FreshHolder { Values = values, Child = child, Kept = kept, Title = title };
            ReuseFormats.Populate(format, "{\"Values\":[1],\"Child\":{\"Value\":2},\"Kept\":{\"Value\":3},\"Title\":\"t\"}", ref target);
            Assert.NotSame(values, target.Values);
            Assert.NotSame(child, target.Child);
            Assert.NotSame(title, target.Title);
            Assert.Same(kept, target.Kept);
            Assert.Equal(3, kept.Value);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void A_type_level_append_leaves_members_it_does_not_fit_at_the_default(string format)
        {
            var target = new AppendHolder { Values = new List<int> { 1 }, Map = new Dictionary<string, int> { ["gone"] = 1 } };
            ReuseFormats.Populate(format, "{\"Values\":[2],\"Map\":{\"new\":2}}", ref target);
            Assert.Equal(new[] { 1, 2 }, target.Values);
            Assert.Equal(new Dictionary<string, int> { ["new"] = 2 }, target.Map);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void Get_only_collections_follow_their_policy(string format)
        {
            var target = new FilledHolder();
            target.Log.Add(1);
            target.Totals["a"] = 1;
            var part = Item("p", 1);
            target.Parts.Add(part);
            target.Parts.Add(Item("q", 2));
            ReuseFormats.Populate(format, "{\"Log\":[2],\"Totals\":{\"b\":2},\"Parts\":[{\"Value\":5}]}", ref target);
            Assert.Equal(new[] { 1, 2 }, target.Log);
            Assert.Equal(new Dictionary<string, int> { ["a"] = 1, ["b"] = 2 }, target.Totals);
            Assert.Same(part, Assert.Single(target.Parts));
            Assert.Equal(5, part.Value);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void Records_get_a_new_value_built_from_reused_members(string format)
        {
            var part = Item("p", 1);
            var parts = new List<ReuseItem> { part };
            var target = new ReuseRecord("name", parts);
            ReuseFormats.Populate(format, "{\"Parts\":[{\"Value\":2}]}", ref target);
            Assert.Same(parts, target.Parts);
            Assert.Same(part, target.Parts[0]);
            Assert.Equal(2, part.Value);
            Assert.Equal("name", target.Name);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void Populating_a_full_document_equals_a_fresh_read(string format)
        {
            // Every member of the nested objects is named, as Bento writes them: absent ones would keep their values.
            const string json = "{\"Title\":\"t\",\"Numbers\":[1,2],\"Slots\":[{\"Name\":\"s\",\"Value\":0}],\"Names\":[\"a\"],\"Parts\":[{\"Name\":null,\"Value\":1}],"
                + "\"Items\":{\"i\":{\"Name\":\"j\",\"Value\":2}},\"Child\":{\"Name\":\"c\",\"Value\":0},\"Grid\":[[\"g\"]]}";
            var target = new ReuseHolder
            {
                Title = "old",
                Numbers = new[] { 9 },
                Slots = new[] { Item("x", 1), Item("y", 2) },
                Names = new List<string> { "b", "c" },
                Parts = new List<ReuseItem>(),
                Items = new Dictionary<string, ReuseItem> { ["j"] = Item("j", 1) },
                Child = Item("d", 3),
                Grid = new List<List<string>> { new List<string> { "h", "i" }, new List<string>() },
            };
            ReuseFormats.Populate(format, json, ref target);
            Assert.Equal(BentoJson.Serialize(ReuseFormats.Read<ReuseHolder>(format, json)), BentoJson.Serialize(target));
        }
    }

    /// <summary>The policies in MessagePack array layout ([BentoKey]), fed JSON arrays converted to MessagePack.</summary>
    public class KeyedReusePolicyTests
    {
        [Fact]
        public void Every_policy_works_in_array_layout()
        {
            var names = new List<string> { "n" };
            string n = names[0];
            var log = new List<int> { 1 };
            var kept = new ReuseItem { Name = "k", Value = 1 };
            var items = new Dictionary<string, ReuseItem> { ["k"] = kept, ["gone"] = new ReuseItem() };
            var totals = new Dictionary<string, int> { ["a"] = 1 };
            var child = new ReuseItem { Name = "c" };
            var fresh = new ReuseItem { Name = "f" };
            var slot = new ReuseItem { Name = "s" };
            var slots = new[] { slot };
            string title = "t";
            var target = new KeyedReuseHolder
            {
                Names = names, Log = log, Items = items, Totals = totals, Child = child, FreshChild = fresh, Title = title, Slots = slots,
            };
            // Map-layout ReuseItem values inside: only the holder is keyed.
            ReuseFormats.Populate("msgpack",
                "[[\"n\",\"m\"],[2],{\"k\":{\"Value\":5}},{\"b\":2},{\"Value\":7},{\"Value\":8},\"t\",[{\"Value\":9}]]", ref target);
            Assert.Same(names, target.Names);
            Assert.Same(n, names[0]);
            Assert.Equal(new[] { "n", "m" }, names);
            Assert.Equal(new[] { 1, 2 }, log);
            Assert.Same(items, target.Items);
            Assert.Same(kept, Assert.Single(items).Value);
            Assert.Equal(5, kept.Value);
            Assert.Equal(new Dictionary<string, int> { ["a"] = 1, ["b"] = 2 }, totals);
            Assert.Same(child, target.Child);
            Assert.Equal(7, child.Value);
            Assert.NotSame(fresh, target.FreshChild);
            Assert.Null(target.FreshChild!.Name);
            Assert.Same(title, target.Title);
            Assert.Same(slots, target.Slots);
            Assert.Same(slot, slots[0]);
            Assert.Equal(9, slot.Value);
        }
    }
}
