using System;
using System.Collections.Generic;
using Xunit;

namespace Bento.Testing.Tests;

// Each model loses data one way; each test pins the format, the path and the parts of the message a user acts on.
public class FailureTests
{
    private static BentoRoundTripException Fails<T>(T value, BentoRoundTripOptions? options = null) =>
        Assert.Throws<BentoRoundTripException>(() => BentoAssert.RoundTrips(value, options));

    [Fact]
    public void Setter_that_drops_data_is_reported_at_the_member()
    {
        var hero = new Hero { Name = "Ann", Level = 99 };
        hero.Prestige(21);

        var error = Fails(hero);

        Assert.Equal("JSON", error.Format);
        Assert.Equal("$.Level", error.Path);
        Assert.Equal("120", error.Expected);
        Assert.Equal("99", error.Actual);
        Assert.StartsWith("Hero did not survive the round trip through JSON: the first difference is at $.Level.", error.Message, StringComparison.Ordinal);
        Assert.Contains("Bento reads Hero.Level back through its setter", error.Message, StringComparison.Ordinal);
        Assert.Contains("{\"Name\":\"Ann\",\"Level\":120}", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Each_format_is_tried_and_named()
    {
        var hero = new Hero { Name = "Ann" };
        hero.Prestige(200);

        var error = Fails(hero, new BentoRoundTripOptions { Formats = BentoFormats.MessagePack });

        Assert.Equal("MessagePack", error.Format);
        Assert.Equal("$.Level", error.Path);
        Assert.Contains("through MessagePack", error.Message, StringComparison.Ordinal);
        Assert.Contains("MessagePack, shown as JSON payload", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Hinted_JSON_is_a_format_of_its_own_with_its_payload_shown()
    {
        var pack = new Backpack();
        for (int i = 0; i < 5; i++)
            pack.Inventory.Add(new Gear { Name = "g" + i, Stats = { ["power"] = 1, ["speed"] = i == 3 ? 0 : 2 } });

        var error = Fails(pack, new BentoRoundTripOptions { Formats = BentoFormats.HintedJson });

        Assert.Equal("hinted JSON", error.Format);
        Assert.Equal("$.Inventory[3].Stats[\"speed\"]", error.Path);
        Assert.Contains("through hinted JSON", error.Message, StringComparison.Ordinal);
        Assert.Contains("hinted JSON payload", error.Message, StringComparison.Ordinal);
        // The hint comments shift every offset; the one reported is where the entry is in the hinted payload.
        string hinted = System.Text.Encoding.UTF8.GetString(BentoHintedJson.SerializeToUtf8Bytes(pack));
        Assert.Contains("/*", hinted, StringComparison.Ordinal);
        int at = hinted.IndexOf("\"speed\":0", StringComparison.Ordinal);
        Assert.Contains("at $.Inventory[3].Stats[\"speed\"], byte " + at + ":", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Member_written_but_never_read_is_reported_with_the_fix()
    {
        var board = new Scoreboard { Owner = "Ann" };
        board.Add(5);

        var error = Fails(board);

        Assert.Equal("$.Score", error.Path);
        Assert.Equal("5", error.Expected);
        Assert.Equal("0", error.Actual);
        Assert.Contains("Bento writes Scoreboard.Score but cannot read it back", error.Message, StringComparison.Ordinal);
        Assert.Contains("constructor parameter named 'score'", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Lost_dictionary_entry_is_reported_by_key_deep_in_a_list()
    {
        var pack = new Backpack();
        for (int i = 0; i < 5; i++)
            pack.Inventory.Add(new Gear { Name = "g" + i, Stats = { ["power"] = 1, ["speed"] = i == 3 ? 0 : 2 } });

        var error = Fails(pack);

        Assert.Equal("$.Inventory[3].Stats[\"speed\"]", error.Path);
        Assert.Equal("0", error.Expected);
        Assert.Equal("(no entry)", error.Actual);
        Assert.Contains("the key is missing from the dictionary read back", error.Message, StringComparison.Ordinal);
        // The snippet points at the entry in the payload.
        Assert.Contains("at $.Inventory[3].Stats[\"speed\"], byte", error.Message, StringComparison.Ordinal);
        Assert.Contains("\"speed\":0}", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Added_dictionary_entry_is_reported()
    {
        var expected = new Gear { Name = "a", Stats = { ["power"] = 1 } };
        var actual = new Gear { Name = "a", Stats = { ["power"] = 1, ["luck"] = 3 } };

        var error = Assert.Throws<BentoRoundTripException>(() => BentoAssert.Equivalent(expected, actual));

        Assert.Null(error.Format);
        Assert.Equal("$.Stats[\"luck\"]", error.Path);
        Assert.Equal("(no entry)", error.Expected);
        Assert.Contains("has a key the original does not", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void List_order_change_is_reported_as_such()
    {
        var error = Fails(new Roster { Names = { "mia", "ann", "zoe" } });

        // The setter sorts the incoming list, so the original order is gone.
        Assert.Equal("$.Names[0]", error.Path);
        Assert.Equal("\"mia\"", error.Expected);
        Assert.Equal("\"ann\"", error.Actual);
        Assert.Contains("The original element [0] is at [1] in the value read back: the order changed", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Lost_and_added_list_elements_report_the_counts()
    {
        var lost = Assert.Throws<BentoRoundTripException>(() => BentoAssert.Equivalent(new Pet("a", 1, new List<string> { "x", "y" }), new Pet("a", 1, new List<string> { "x" })));
        Assert.Equal("$.Tricks[1]", lost.Path);
        Assert.Contains("the original has 2 elements, the value read back 1 element; elements from here on were lost", lost.Message, StringComparison.Ordinal);

        var added = Assert.Throws<BentoRoundTripException>(() => BentoAssert.Equivalent(new Pet("a", 1, new List<string>()), new Pet("a", 1, new List<string> { "z" })));
        Assert.Equal("$.Tricks[0]", added.Path);
        Assert.Equal("\"z\"", added.Actual);
    }

    [Fact]
    public void Private_field_outside_any_member_is_reported_only_when_asked_for()
    {
        var seeded = new Seeded { Label = "x" };
        seeded.Reseed(seed: 42, ignored: 7);

        BentoAssert.RoundTrips(seeded); // default: the field backs no serialized member, so it is not compared

        var error = Fails(seeded, new BentoRoundTripOptions { PrivateFields = BentoPrivateFields.All });
        Assert.Equal("$._seed", error.Path);
        Assert.Equal("42", error.Expected);
        Assert.Contains("_seed is a non-public field of Seeded. Bento writes only public members", error.Message, StringComparison.Ordinal);
        Assert.Contains("(_seed is not written)", error.Message, StringComparison.Ordinal);

        // [BentoIgnore] keeps _ignored out even then; excluding _seed leaves nothing to report.
        BentoAssert.RoundTrips(seeded, new BentoRoundTripOptions { PrivateFields = BentoPrivateFields.All }.Exclude("_seed"));
    }

    [Fact]
    public void Private_field_behind_a_member_loses_precision()
    {
        var compass = new Compass();
        compass.Turn(0.1234567891);

        var error = Fails(compass);

        // The float property itself compares equal; the double behind it does not.
        Assert.Equal("$._heading", error.Path);
        Assert.Equal("0.1234567891", error.Expected);
        Assert.Equal("0.12345679104328156", error.Actual);
        Assert.Contains("differs by 1.94E-09 (comparison is exact", error.Message, StringComparison.Ordinal);
        Assert.Contains("_heading is a non-public field of Compass that the accessors of Heading use", error.Message, StringComparison.Ordinal);

        BentoAssert.RoundTrips(compass, new BentoRoundTripOptions { PrivateFields = BentoPrivateFields.None });
        // Excluding the member excludes the field that only it uses.
        BentoAssert.RoundTrips(compass, new BentoRoundTripOptions().Exclude("Heading"));
        BentoAssert.RoundTrips(compass, new BentoRoundTripOptions().Exclude("$.Heading"));
        BentoAssert.RoundTrips(compass, new BentoRoundTripOptions { FloatingPointTolerance = 1e-8 });
    }

    [Fact]
    public void Double_rounded_by_a_setter_fails_exactly_and_beyond_the_tolerance()
    {
        var ratio = new Ratio();
        ratio.SetExact(0.125);

        var exact = Fails(ratio);
        Assert.Equal("$.Value", exact.Path);
        Assert.Equal("0.125", exact.Expected);
        Assert.Equal("0.12", exact.Actual);
        Assert.Contains("differs by 0.005 (comparison is exact; BentoRoundTripOptions.FloatingPointTolerance allows a margin)", exact.Message, StringComparison.Ordinal);

        var loose = Fails(ratio, new BentoRoundTripOptions { FloatingPointTolerance = 0.001 });
        Assert.Contains("differs by 0.005, more than the tolerance of 0.001", loose.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Excluded_members_are_not_reported_by_name_or_by_path()
    {
        var lobby = new Lobby { Name = "l", Session = new Session { User = "ann" }, Sessions = { new Session { User = "bob" } } };

        var error = Fails(lobby);
        Assert.Equal("$.Session.Id", error.Path);
        Assert.Contains("Bento writes Session.Id but cannot read it back", error.Message, StringComparison.Ordinal);

        // By name: every Id and CreatedAt, wherever they are.
        BentoAssert.RoundTrips(lobby, new BentoRoundTripOptions().Exclude("Id", "CreatedAt"));

        // By path: only the ones named; the list element's Id is still compared.
        var partly = Fails(lobby, new BentoRoundTripOptions().Exclude("$.Session.Id", "$.Session.CreatedAt"));
        Assert.Equal("$.Sessions[0].Id", partly.Path);

        // By path with a wildcard for list indices.
        BentoAssert.RoundTrips(lobby, new BentoRoundTripOptions().Exclude("$.Session.Id", "$.Session.CreatedAt", "$.Sessions[*].Id", "$.Sessions[*].CreatedAt"));
    }

    [Fact]
    public void Wildcards_match_one_index_or_key_each()
    {
        var pack = new Backpack();
        for (int i = 0; i < 5; i++)
            pack.Inventory.Add(new Gear { Name = "g" + i, Stats = { ["power"] = 1, ["speed"] = i == 3 ? 0 : 2 } });

        BentoAssert.RoundTrips(pack, new BentoRoundTripOptions().Exclude("$.Inventory[*].Stats[*]"));
        BentoAssert.RoundTrips(pack, new BentoRoundTripOptions().Exclude("$.Inventory[3].Stats[*]"));
        BentoAssert.RoundTrips(pack, new BentoRoundTripOptions().Exclude("$.Inventory[*].Stats[\"speed\"]"));

        // A wildcard in another place, or a different index, leaves the difference in.
        Assert.Equal("$.Inventory[3].Stats[\"speed\"]", Fails(pack, new BentoRoundTripOptions().Exclude("$.Inventory[2].Stats[*]")).Path);
        Assert.Equal("$.Inventory[3].Stats[\"speed\"]", Fails(pack, new BentoRoundTripOptions().Exclude("$.Inventory[*].Name[*]")).Path);
    }

    [Fact]
    public void Derived_type_in_a_base_member_is_reported_where_it_is_written()
    {
        // Bento refuses to write a derived value as its declared base (which would lose its own members): the round trip
        // fails at the write, with the member's path, rather than at the comparison.
        var error = Fails(new Kennel { Resident = new Dog { Name = "Rex", GoodBoy = true } });

        Assert.Equal("$.Resident", error.Path);
        Assert.Contains("Bento could not write", error.Message, StringComparison.Ordinal);
        Assert.Contains("cannot be written as", error.Message, StringComparison.Ordinal);
        Assert.Contains("does not list as a union case", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void DateTime_kind_is_checked_on_request_and_MessagePack_loses_it()
    {
        var value = new Measurement { Value = 1, Taken = new DateTime(2026, 3, 4, 5, 6, 7, DateTimeKind.Unspecified) };
        var options = new BentoRoundTripOptions { DateTimeKindMustMatch = true };

        var error = Fails(value, options);

        Assert.Equal("MessagePack", error.Format); // JSON keeps the kind and passes first
        Assert.Equal("$.Taken", error.Path);
        Assert.Equal("2026-03-04T05:06:07.0000000 (Unspecified)", error.Expected);
        Assert.Equal("2026-03-04T05:06:07.0000000Z (Utc)", error.Actual);
        Assert.Contains("the same instant with a different DateTimeKind", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Writing_failure_names_the_format_and_the_option_to_change()
    {
        var error = Fails(new Measurement { Value = double.PositiveInfinity });

        Assert.Equal("JSON", error.Format);
        Assert.Null(error.Path);
        Assert.IsType<BentoJsonException>(error.InnerException);
        Assert.StartsWith("Bento could not write Measurement as JSON:", error.Message, StringComparison.Ordinal);
        Assert.Contains("FloatHandling = NamedLiteralsAsStrings", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Reading_failure_shows_the_payload_where_the_reader_stopped()
    {
        var thermostat = new Thermostat { Room = "attic" };
        thermostat.FrostProtect();

        var error = Fails(thermostat);

        Assert.Equal("JSON", error.Format);
        Assert.Equal("$.Target", error.Path);
        Assert.IsType<BentoJsonException>(error.InnerException);
        Assert.StartsWith("Bento wrote Thermostat as JSON but could not read it back:", error.Message, StringComparison.Ordinal);
        Assert.Contains("Target below 5.", error.Message, StringComparison.Ordinal);
        Assert.Contains("{\"Room\":\"attic\",\"Target\":3}", error.Message, StringComparison.Ordinal);
        Assert.Contains("bytes), at byte ", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void MessagePack_options_are_passed_through()
    {
        var error = Fails(Player.Sample(), new BentoRoundTripOptions { Formats = BentoFormats.MessagePack, MessagePackOptions = new BentoMessagePackOptions { MaxDepth = 2 } });

        Assert.Equal("MessagePack", error.Format);
        Assert.IsType<BentoMessagePackException>(error.InnerException);
        BentoAssert.RoundTrips(Player.Sample(), new BentoRoundTripOptions { Formats = BentoFormats.MessagePack, MessagePackOptions = new BentoMessagePackOptions { MaxDepth = 8 } });
    }

    [Fact]
    public void Cycle_in_a_round_trip_is_reported_as_a_write_failure()
    {
        var node = new Node { Name = "loop" };
        node.Next = node;

        var error = Fails(node);

        Assert.StartsWith("Bento could not write Node as JSON:", error.Message, StringComparison.Ordinal);
        Assert.Contains("Bento writes trees, not graphs", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Difference_inside_a_cycle_is_found()
    {
        var a = new Node { Name = "a" };
        a.Next = new Node { Name = "b", Next = a };
        var b = new Node { Name = "a" };
        b.Next = new Node { Name = "B", Next = b };

        var error = Assert.Throws<BentoRoundTripException>(() => BentoAssert.Equivalent(a, b));

        Assert.Equal("$.Next.Name", error.Path);
    }

    [Fact]
    public void Set_element_without_a_match_is_reported()
    {
        var first = Player.Sample();
        var second = Player.Sample();
        second.Tags.Remove("pvp");
        second.Tags.Add("pve");

        var error = Assert.Throws<BentoRoundTripException>(() => BentoAssert.Equivalent(first, second));

        Assert.Equal("$.Tags[1]", error.Path);
        Assert.Equal("\"pvp\"", error.Expected);
        Assert.Contains("no element equal to this one (sets are compared without regard to order", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Long_values_are_truncated_in_the_message()
    {
        var expected = new Hero { Name = new string('a', 500) };
        var actual = new Hero { Name = new string('a', 499) + "b" };

        var error = Assert.Throws<BentoRoundTripException>(() => BentoAssert.Equivalent(expected, actual));

        Assert.Equal("\"" + new string('a', 120) + "\"... (500 chars)", error.Expected);
        Assert.Contains("the strings differ from index 499", error.Message, StringComparison.Ordinal);
    }

    // Every kind of member in the rich model is reached: change one thing and the path names it.
    public static TheoryData<string, Action<Player>> Mutations => new()
    {
        { "$.Name", p => p.Name += "!" },
        { "$.Level", p => p.LevelUp() },
        { "$.Health", p => p.Health = Math.BitIncrement(p.Health) },
        { "$.Position.Z", p => p.Position = new Vector3(p.Position.X, p.Position.Y, 0) },
        { "$.Inventory[2].Sockets[1]", p => p.Inventory[2].Sockets[1] = 9 },
        { "$.Inventory[4].Rarity", p => p.Inventory[4].Rarity = Rarity.Legendary },
        { "$.Inventory[3].Stats[\"speed\"]", p => p.Inventory[3].Stats["speed"] = 0.3 },
        { "$.Inventory[5]", p => p.Inventory.Add(new Item()) },
        { "$.Tags[0]", p => p.Tags.Remove("founder") },
        { "$.Quests[1][0]", p => p.Quests[1][0] = "lose the sword" },
        { "$.Quests[42]", p => p.Quests.Remove(42) },
        { "$.Abilities", p => p.Abilities |= Ability.Swim },
        { "$.Guild", p => p.Guild = null },
        { "$.Id", p => p.Id = Guid.Empty },
        { "$.LastSeen", p => p.LastSeen = p.LastSeen.AddTicks(1) },
        { "$.Created", p => p.Created = p.Created.ToOffset(TimeSpan.Zero) },
        { "$.Played", p => p.Played += TimeSpan.FromTicks(1) },
        { "$.Avatar", p => p.Avatar[3] = 0 },
        { "$.Waypoints[1].Y", p => p.Waypoints = new[] { p.Waypoints[0], new Vector3(10, 21, 30) } },
        { "$.HomeTown", p => p.HomeTown = null },
    };

    [Theory, MemberData(nameof(Mutations))]
    public void Any_changed_member_of_the_rich_model_is_found(string path, Action<Player> mutate)
    {
        var changed = Player.Sample();
        mutate(changed);

        var error = Assert.Throws<BentoRoundTripException>(() => BentoAssert.Equivalent(Player.Sample(), changed));

        Assert.Equal(path, error.Path);
    }

    [Fact]
    public void Ignored_member_is_not_compared()
    {
        var changed = Player.Sample();
        changed.Transient = "something else";
        BentoAssert.Equivalent(Player.Sample(), changed);
    }
}
