using System;
using System.Collections.Generic;

namespace Bento.Testing;

/// <summary>The formats a round trip goes through.</summary>
[Flags]
public enum BentoFormats
{
    /// <summary>No Bento format (useful only with <see cref="BentoRoundTripOptions.AlsoCheckSystemTextJson"/>).</summary>
    None = 0,

    /// <summary>Standard JSON through <see cref="BentoJson"/>.</summary>
    Json = 1,

    /// <summary>MessagePack through <see cref="BentoMessagePack"/> (map layout, or array layout for types with <see cref="BentoKeyAttribute"/>).</summary>
    MessagePack = 2,

    /// <summary>Hinted JSON through <see cref="BentoHintedJson"/> (JSON whose comments carry counts and lengths).</summary>
    HintedJson = 4,

    /// <summary>Every format Bento has.</summary>
    All = Json | MessagePack | HintedJson,
}

/// <summary>Which non-public fields are compared besides the members Bento serializes.</summary>
public enum BentoPrivateFields
{
    /// <summary>
    /// Non-public instance fields that a serialized member's getter, setter or init accessor reads or writes directly
    /// (the fields that back it). The compiler's backing field of a serialized auto-property is not listed separately,
    /// since the property already shows its value.
    /// </summary>
    Backing = 0,

    /// <summary>Every non-public instance field except delegates (events) and fields marked <see cref="BentoIgnoreAttribute"/>.</summary>
    All = 1,

    /// <summary>No non-public field: only the members Bento serializes.</summary>
    None = 2,
}

/// <summary>Settings for <see cref="BentoAssert"/>. Not thread-safe while being built; read-only in use.</summary>
public sealed class BentoRoundTripOptions
{
    /// <summary>The formats to go through (default: all of them).</summary>
    public BentoFormats Formats { get; set; } = BentoFormats.All;

    /// <summary>
    /// Members left out of the comparison. An entry that starts with <c>$</c> is a path, such as
    /// <c>$.Session.Id</c> or <c>$.Inventory[*].CreatedAt</c> (<c>[*]</c> stands for any index or key); any other entry
    /// is a member name (the C# name or the serialized name) excluded wherever it appears.
    /// </summary>
    public ICollection<string> ExcludedMembers { get; } = new List<string>();

    /// <summary>Options for the JSON formats (default: <see cref="BentoJsonOptions.Default"/>).</summary>
    public BentoJsonOptions? JsonOptions { get; set; }

    /// <summary>Options for MessagePack (default: <see cref="BentoMessagePackOptions.Default"/>).</summary>
    public BentoMessagePackOptions? MessagePackOptions { get; set; }

    /// <summary>
    /// The largest absolute difference allowed between two <see cref="double"/> or <see cref="float"/> values
    /// (default 0: bit-exact, except that NaN equals NaN).
    /// </summary>
    public double FloatingPointTolerance { get; set; }

    /// <summary>
    /// Also requires <see cref="DateTime.Kind"/> to survive. Off by default because MessagePack timestamps are UTC by
    /// definition: with it off, two <see cref="DateTime"/> values are equal when they name the same instant
    /// (a <c>Local</c> value is converted to UTC first; <c>Unspecified</c> is taken as UTC, as MessagePack does).
    /// </summary>
    public bool DateTimeKindMustMatch { get; set; }

    /// <summary>Which non-public fields are compared (default: <see cref="BentoPrivateFields.Backing"/>).</summary>
    public BentoPrivateFields PrivateFields { get; set; }

    /// <summary>
    /// Also reads Bento's JSON with System.Text.Json's reflection-based serializer, set up to match Bento's member
    /// selection and names, and compares the result over the members System.Text.Json can set.
    /// </summary>
    public bool AlsoCheckSystemTextJson { get; set; }

    /// <summary>Adds names or paths to <see cref="ExcludedMembers"/> and returns these options.</summary>
    public BentoRoundTripOptions Exclude(params string[] members)
    {
        if (members is null)
            throw new ArgumentNullException(nameof(members));
        foreach (string member in members)
            ExcludedMembers.Add(member);
        return this;
    }

    internal static readonly BentoRoundTripOptions Default = new();
}
