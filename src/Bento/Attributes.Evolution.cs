using System;

namespace Bento;

/// <summary>
/// How a populate (reading into an existing instance, <c>BentoJson.Populate</c> and <c>BentoMessagePack.Populate</c>)
/// treats the value a member already holds. A fresh read (<c>Deserialize</c>) always builds new values.
/// </summary>
public enum BentoReusePolicy
{
    /// <summary>The type's policy from <see cref="BentoReuseAttribute"/> on the type, or <see cref="Reuse"/>.</summary>
    Default = 0,

    /// <summary>
    /// Keep what is there and make it equal to the input: an array of the input's length is refilled (otherwise a new
    /// one is built), a list is refilled element by element and trimmed, a set is cleared and refilled, a dictionary
    /// keeps the entries whose keys come again (their values populated in place) and loses the others, a nested
    /// object is populated in place, and a string equal to the input is kept. The result equals a fresh read.
    /// </summary>
    Reuse = 1,

    /// <summary>Lists, sets and collection interfaces: the input's elements are added after the current ones.</summary>
    Append = 2,

    /// <summary>
    /// Dictionaries: the input's entries are stored over (or added to) the current ones, and entries the input does
    /// not name are kept, as System.Text.Json's populate mode does.
    /// </summary>
    Merge = 3,

    /// <summary>The member always receives a freshly read value; nothing it held is reused.</summary>
    Replace = 4,
}

/// <summary>
/// Sets the reuse policy of a member, or on a type the policy of all its members that the policy applies to (a member's
/// own attribute wins). A policy that cannot apply to a member (<see cref="BentoReusePolicy.Append"/> on an array, for
/// example) is reported by the generator and the member keeps <see cref="BentoReusePolicy.Reuse"/>.
/// </summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Property | AttributeTargets.Field | AttributeTargets.Parameter, AllowMultiple = false)]
public sealed class BentoReuseAttribute : Attribute
{
    /// <summary>Creates the attribute.</summary>
    public BentoReuseAttribute(BentoReusePolicy policy) => Policy = policy;

    /// <summary>The policy.</summary>
    public BentoReusePolicy Policy { get; }
}

/// <summary>
/// Another name accepted for this member when reading JSON and MessagePack maps, typically the name it had before a
/// rename. Writing always uses the current name. A document naming the member twice, by its name and an alias, is a
/// duplicate like any other.
/// </summary>
[AttributeUsage(AttributeTargets.Property | AttributeTargets.Field | AttributeTargets.Parameter, AllowMultiple = true)]
public sealed class BentoAliasAttribute : Attribute
{
    /// <summary>Creates the attribute.</summary>
    public BentoAliasAttribute(string name) => Name = name;

    /// <summary>The accepted name.</summary>
    public string Name { get; }
}
