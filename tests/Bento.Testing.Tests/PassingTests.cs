using System;
using System.Collections.Generic;
using Xunit;

namespace Bento.Testing.Tests;

// Values that do survive: each of these fails if the comparison reports a difference that is not there.
public class PassingTests
{
    private static readonly BentoRoundTripOptions WithSystemTextJson = new() { AlsoCheckSystemTextJson = true };

    [Fact]
    public void Rich_model_survives_every_format_and_System_Text_Json()
    {
        BentoAssert.RoundTrips(Player.Sample(), WithSystemTextJson);
    }

    [Fact]
    public void Rich_model_survives_with_every_private_field_compared_except_the_cache()
    {
        // Player's only private state besides backing fields is the lookup cache, filled in Sample() and empty after a read.
        var error = Assert.Throws<BentoRoundTripException>(() =>
            BentoAssert.RoundTrips(Player.Sample(), new BentoRoundTripOptions { PrivateFields = BentoPrivateFields.All }));
        Assert.Equal("$._byName", error.Path);
        BentoAssert.RoundTrips(Player.Sample(), new BentoRoundTripOptions { PrivateFields = BentoPrivateFields.All }.Exclude("_byName"));
    }

    [Fact]
    public void Record_struct_and_keyed_layouts_survive()
    {
        BentoAssert.RoundTrips(new Pet("Rex", 3, new List<string> { "sit", "roll" }), WithSystemTextJson);
        BentoAssert.RoundTrips(new Vector3(1, float.Epsilon, -0f), WithSystemTextJson);
        BentoAssert.RoundTrips(new KeyedSnapshot { Tick = 9, Positions = { new Vector3(1, 2, 3) }, Note = null });
    }

    [Fact]
    public void Model_written_for_System_Text_Json_survives_with_its_private_members_compared()
    {
        // The comparison follows the generator's rules: "display_name" is what System.Text.Json is told to read, the
        // ignored Cache (set in the sample, empty after a read) is not compared, and the private _pin Bento includes
        // is a serialized member.
        BentoAssert.RoundTrips(Migrated.Sample(), WithSystemTextJson);
        // With every private field compared, Cache's backing field is one of them, and it does differ.
        var error = Assert.Throws<BentoRoundTripException>(() =>
            BentoAssert.RoundTrips(Migrated.Sample(), new BentoRoundTripOptions { PrivateFields = BentoPrivateFields.All }));
        Assert.Equal("$.Cache", error.Path);
        BentoAssert.RoundTrips(Migrated.Sample(), new BentoRoundTripOptions { PrivateFields = BentoPrivateFields.All }.Exclude("Cache"));
    }

    [Fact]
    public void Null_root_survives()
    {
        BentoAssert.RoundTrips<Player?>(null);
    }

    [Fact]
    public void NaN_equals_NaN_when_JSON_writes_named_literals()
    {
        var options = new BentoRoundTripOptions { JsonOptions = new BentoJsonOptions { FloatHandling = BentoFloatHandling.NamedLiteralsAsStrings }, AlsoCheckSystemTextJson = true };
        BentoAssert.RoundTrips(new Measurement { Value = double.NaN, Taken = new DateTime(2026, 1, 2) }, options);
    }

    [Fact]
    public void Local_DateTime_is_compared_as_an_instant_by_default()
    {
        // MessagePack stores UTC; the instant survives, the kind does not, and by default only the instant counts.
        BentoAssert.RoundTrips(new Measurement { Value = 1, Taken = new DateTime(2026, 3, 4, 5, 6, 7, DateTimeKind.Local) });
    }

    [Fact]
    public void Sets_compare_without_regard_to_order()
    {
        var first = Player.Sample();
        var second = Player.Sample();
        second.Tags.Clear();
        second.Tags.Add("pvp");
        second.Tags.Add("founder");
        BentoAssert.Equivalent(first, second);
    }

    [Fact]
    public void Cycles_terminate_and_compare_equal()
    {
        var a = new Node { Name = "a" };
        a.Next = new Node { Name = "b", Next = a };
        var b = new Node { Name = "a" };
        b.Next = new Node { Name = "b", Next = b };
        BentoAssert.Equivalent(a, b);
    }

    [Fact]
    public void Tolerance_accepts_small_floating_point_changes()
    {
        var ratio = new Ratio();
        ratio.SetExact(0.125);
        BentoAssert.RoundTrips(ratio, new BentoRoundTripOptions { FloatingPointTolerance = 0.01 });
    }
}
