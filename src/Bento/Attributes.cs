using System;

namespace Bento;

/// <summary>
/// Marks a <c>partial</c> class, struct, record or record struct for Bento's source generator, which emits its
/// codecs at compile time. Public fields and properties are members unless marked <see cref="BentoIgnoreAttribute"/>.
/// </summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, AllowMultiple = false, Inherited = false)]
public sealed class BentoObjectAttribute : Attribute
{
    /// <summary>How member names are turned into JSON property names when no <see cref="BentoNameAttribute"/> is given.</summary>
    public BentoNamingPolicy NamingPolicy { get; set; }

    /// <summary>Writes and reads enum members by name instead of by number.</summary>
    public bool EnumsAsNames { get; set; }
}

/// <summary>The naming policy applied at compile time to member names.</summary>
public enum BentoNamingPolicy
{
    /// <summary>The member name as declared.</summary>
    AsDeclared = 0,
    /// <summary><c>userName</c>.</summary>
    CamelCase = 1,
    /// <summary><c>user_name</c>.</summary>
    SnakeCase = 2,
    /// <summary><c>user-name</c>.</summary>
    KebabCase = 3,
}

/// <summary>Gives a member an explicit serialized name; the naming policy does not apply to it.</summary>
[AttributeUsage(AttributeTargets.Property | AttributeTargets.Field | AttributeTargets.Parameter, AllowMultiple = false)]
public sealed class BentoNameAttribute : Attribute
{
    /// <summary>Creates the attribute.</summary>
    public BentoNameAttribute(string name) => Name = name;

    /// <summary>The serialized name.</summary>
    public string Name { get; }
}

/// <summary>Excludes a public member from serialization.</summary>
[AttributeUsage(AttributeTargets.Property | AttributeTargets.Field, AllowMultiple = false)]
public sealed class BentoIgnoreAttribute : Attribute
{
}

/// <summary>The member must be present when reading; a document without it is rejected. C# <c>required</c> members are required too.</summary>
[AttributeUsage(AttributeTargets.Property | AttributeTargets.Field | AttributeTargets.Parameter, AllowMultiple = false)]
public sealed class BentoRequiredAttribute : Attribute
{
}

/// <summary>Writes and reads this enum member by name (or, with <c>false</c>, by number), overriding the type's setting.</summary>
[AttributeUsage(AttributeTargets.Property | AttributeTargets.Field | AttributeTargets.Parameter, AllowMultiple = false)]
public sealed class BentoEnumAsNameAttribute : Attribute
{
    /// <summary>Creates the attribute.</summary>
    public BentoEnumAsNameAttribute(bool asName = true) => AsName = asName;

    /// <summary>Whether the enum is written as its name.</summary>
    public bool AsName { get; }
}

/// <summary>
/// Gives a member an integer key in MessagePack. When any member of a type has one, the type is written as a
/// MessagePack array (element <c>key</c> holds the member, gaps hold nil) instead of a map keyed by name, and every
/// serialized member needs a unique non-negative key. JSON is not affected.
/// </summary>
[AttributeUsage(AttributeTargets.Property | AttributeTargets.Field | AttributeTargets.Parameter, AllowMultiple = false)]
public sealed class BentoKeyAttribute : Attribute
{
    /// <summary>Gives the member the array index <paramref name="key"/>.</summary>
    public BentoKeyAttribute(int key) => Key = key;

    /// <summary>The array index of the member in MessagePack array mode.</summary>
    public int Key { get; }
}

/// <summary>
/// Puts a member into one or more named subsets of its type. For each subset the generator emits codecs that write
/// only the members of that subset (<c>T.BentoJsonCodec.Transform</c>, <c>T.BentoMsgPackCodec.Transform</c>);
/// reading such a document with <c>Populate</c> into an existing value updates exactly those members.
/// A member may be in several subsets. A subset name is a C# identifier, because it names the generated codecs.
/// </summary>
[AttributeUsage(AttributeTargets.Property | AttributeTargets.Field | AttributeTargets.Parameter, AllowMultiple = true)]
public sealed class BentoSubsetAttribute : Attribute
{
    /// <summary>Puts the member into the subsets named <paramref name="names"/>.</summary>
    public BentoSubsetAttribute(params string[] names) => Names = names;

    /// <summary>The subsets the member belongs to.</summary>
    public string[] Names { get; }
}
