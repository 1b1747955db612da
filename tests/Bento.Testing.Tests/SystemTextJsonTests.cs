using System;
using System.Text.Json;
using Xunit;

namespace Bento.Testing.Tests;

public class SystemTextJsonTests
{
    private static readonly BentoRoundTripOptions StjOnly = new() { Formats = BentoFormats.None, AlsoCheckSystemTextJson = true };

    [Fact]
    public void Member_System_Text_Json_ignores_is_reported_with_what_was_not_compared()
    {
        var account = new Account { UserName = "ann", RecoveryCode = "1234", Devices = { "phone" } };

        BentoAssert.RoundTrips(account); // Bento itself is fine

        var error = Assert.Throws<BentoRoundTripException>(() => BentoAssert.RoundTrips(account, StjOnly));

        Assert.Equal("System.Text.Json", error.Format);
        // UserName comes first and was read under its kebab-case name "user-name", or the difference would be there.
        Assert.Equal("$.RecoveryCode", error.Path);
        Assert.Equal("\"1234\"", error.Expected);
        Assert.Equal("null", error.Actual);
        Assert.StartsWith("System.Text.Json read the JSON Bento wrote for Account to a different value: the first difference is at $.RecoveryCode.", error.Message, StringComparison.Ordinal);
        Assert.Contains("System.Text.Json skips members marked [JsonIgnore] that Bento writes: Account.RecoveryCode.", error.Message, StringComparison.Ordinal);
        Assert.Contains("Not compared, because System.Text.Json cannot set them: Account.Devices.", error.Message, StringComparison.Ordinal);
        // Bento's kebab-case names are what the snippet shows and what System.Text.Json was told to read.
        Assert.Contains("at $.recovery-code, byte", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Value_System_Text_Json_cannot_read_is_reported_with_its_position()
    {
        var error = Assert.Throws<BentoRoundTripException>(() => BentoAssert.RoundTrips(new Diary { Mood = Mood.Happy }, StjOnly));

        Assert.Equal("System.Text.Json", error.Format);
        Assert.IsType<JsonException>(error.InnerException);
        Assert.StartsWith("System.Text.Json could not read the JSON Bento wrote for Diary at $.Mood:", error.Message, StringComparison.Ordinal);
        Assert.Contains("{\"Mood\":\"happy!\"}", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Enum_names_without_renames_and_per_type_naming_policies_are_read_alike()
    {
        // Player is camelCase with enums as names; its items are snake_case: both have to be matched per type.
        BentoAssert.RoundTrips(Player.Sample(), StjOnly);
        BentoAssert.RoundTrips(new Diary { Mood = Mood.Sad }, StjOnly);
    }
}
