using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Reflection;
using System.Runtime.CompilerServices;

namespace Bento.Testing.Internal;

internal enum MemberRole
{
    /// <summary>A member Bento writes (same selection as the generator).</summary>
    Serialized,

    /// <summary>A non-public field a serialized member's accessor reads or writes.</summary>
    Backing,

    /// <summary>Any other non-public field (only with <see cref="BentoPrivateFields.All"/>).</summary>
    Private,
}

/// <summary>One member the comparison looks at.</summary>
internal sealed class ModelMember
{
    public ModelMember(MemberInfo member, string name, string? serializedName, Type type, MemberRole role, bool readBack, string[]? backs)
    {
        Member = member;
        Name = name;
        SerializedName = serializedName;
        Type = type;
        Role = role;
        ReadBack = readBack;
        BackedMembers = backs ?? Array.Empty<string>();
    }

    public MemberInfo Member { get; }

    /// <summary>The C# name shown in paths (the property name for a compiler backing field).</summary>
    public string Name { get; }

    /// <summary>The name Bento writes, or null for a field Bento does not write.</summary>
    public string? SerializedName { get; }

    public Type Type { get; }

    public MemberRole Role { get; }

    /// <summary>Whether Bento can assign the member when reading (setter, constructor parameter or fill in place).</summary>
    public bool ReadBack { get; }

    /// <summary>For a backing field: the serialized members whose accessors use it.</summary>
    public string[] BackedMembers { get; }

    public string Backs => string.Join(", ", BackedMembers);

    public object? GetValue(object owner) => Member switch
    {
        PropertyInfo p => p.GetValue(owner),
        FieldInfo f => f.GetValue(owner),
        _ => null,
    };

    public bool SameAs(MemberInfo other) => Member.Module == other.Module && Member.MetadataToken == other.MetadataToken;
}

/// <summary>
/// Works out, by reflection, the members the Bento generator serializes for a type (the rule of its parser: public
/// instance properties with a public getter and public non-constant fields, derived members hiding base ones of the
/// same name, minus <see cref="BentoIgnoreAttribute"/>), their serialized names, and the private fields behind them.
/// </summary>
internal static class ModelMembers
{
    private static readonly ConcurrentDictionary<(Type, BentoPrivateFields), ModelMember[]> s_cache = new();

    public static ModelMember[] For(Type type, BentoPrivateFields privateFields) =>
        s_cache.GetOrAdd((type, privateFields), static key => Build(key.Item1, key.Item2));

    public static bool IsMarked(Type type) => type.GetCustomAttribute<BentoObjectAttribute>(inherit: false) is not null;

    private static ModelMember[] Build(Type type, BentoPrivateFields privateFields)
    {
        var policy = type.GetCustomAttribute<BentoObjectAttribute>(inherit: false)?.NamingPolicy ?? BentoNamingPolicy.AsDeclared;
        var levels = new List<List<MemberInfo>>();
        var seen = new HashSet<string>(StringComparer.Ordinal);
        for (var current = type; current is not null && current != typeof(object) && current != typeof(ValueType); current = current.BaseType)
        {
            var level = new List<MemberInfo>();
            foreach (var member in current.GetMembers(BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance | BindingFlags.DeclaredOnly))
            {
                bool candidate = member is PropertyInfo property ? property.GetIndexParameters().Length == 0
                    : member is FieldInfo { IsLiteral: false } field && !field.IsDefined(typeof(CompilerGeneratedAttribute), inherit: false);
                bool isPublic = member is PropertyInfo { GetMethod.IsPublic: true } or FieldInfo { IsPublic: true } or MethodInfo { IsPublic: true };
                if (!candidate)
                {
                    if (isPublic)
                        seen.Add(member.Name); // a public method or indexer of that name hides a base member too
                    continue;
                }
                bool ownInclude = member.IsDefined(typeof(BentoIncludeAttribute), inherit: false);
                if (!isPublic && !ownInclude && !ForeignAttribute.Has(member, ForeignAttribute.JsonInclude))
                    continue;
                if (!seen.Add(member.Name) || member.IsDefined(typeof(BentoIgnoreAttribute), inherit: false))
                    continue;
                // [BentoInclude] wins over the other serializers' ignores, as in the generator.
                if (!ownInclude && (ForeignAttribute.IgnoredAlways(member) || ForeignAttribute.Has(member, ForeignAttribute.IgnoreMember)))
                    continue;
                // The generated codec, nested in the type, cannot reach a base type's private members.
                if (!isPublic && current != type && (member is FieldInfo { IsPrivate: true } || member is PropertyInfo { GetMethod: null or { IsPrivate: true } }))
                    continue;
                level.Add(member);
            }
            levels.Add(level);
        }
        var serialized = new List<MemberInfo>();
        for (int i = levels.Count - 1; i >= 0; i--)
            serialized.AddRange(levels[i]);
        // [BentoOrder] and [JsonPropertyOrder] move members; equal orders keep the declaration order.
        var position = new Dictionary<MemberInfo, int>();
        for (int i = 0; i < serialized.Count; i++)
            position[serialized[i]] = i;
        serialized.Sort((a, b) =>
        {
            int byOrder = ForeignAttribute.Order(a).CompareTo(ForeignAttribute.Order(b));
            return byOrder != 0 ? byOrder : position[a].CompareTo(position[b]);
        });

        var constructor = ChooseConstructor(type, serialized);
        bool direct = constructor is null || constructor.GetParameters().Length == 0;
        var result = new List<ModelMember>();
        foreach (var member in serialized)
        {
            var parameter = MatchingParameter(constructor, member);
            string serializedName = member.GetCustomAttribute<BentoNameAttribute>()?.Name
                ?? parameter?.GetCustomAttribute<BentoNameAttribute>()?.Name
                ?? ForeignAttribute.StringArgument(member, ForeignAttribute.JsonPropertyName)
                ?? ForeignAttribute.StringArgument(member, ForeignAttribute.MessagePackKey)
                ?? Naming.Apply(policy, member.Name);
            var memberType = TypeOf(member);
            bool readBack = parameter is not null || CanAssign(type, member) || (direct && IsFillable(memberType));
            result.Add(new ModelMember(member, member.Name, serializedName, memberType, MemberRole.Serialized, readBack, backs: null));
        }

        if (privateFields != BentoPrivateFields.None)
            AddPrivateFields(type, serialized, privateFields, result);
        return result.ToArray();
    }

    private static void AddPrivateFields(Type type, List<MemberInfo> serialized, BentoPrivateFields rule, List<ModelMember> result)
    {
        // Fields touched by the accessors of serialized properties, with the members that touch them.
        var backing = new Dictionary<(Module, int), List<string>>();
        var autoBacking = new HashSet<(Module, int)>();
        foreach (var member in serialized)
        {
            if (member is not PropertyInfo property)
                continue;
            foreach (var accessor in new[] { property.GetMethod, property.SetMethod })
            {
                if (accessor is null)
                    continue;
                foreach (var field in FieldScanner.InstanceFieldsUsedBy(accessor))
                {
                    var key = (field.Module, field.MetadataToken);
                    if (field.Name == "<" + property.Name + ">k__BackingField")
                    {
                        autoBacking.Add(key);
                        continue;
                    }
                    if (!backing.TryGetValue(key, out var users))
                        backing.Add(key, users = new List<string>());
                    if (!users.Contains(property.Name))
                        users.Add(property.Name);
                }
            }
        }

        var levels = new List<List<ModelMember>>();
        for (var current = type; current is not null && current != typeof(object) && current != typeof(ValueType); current = current.BaseType)
        {
            var level = new List<ModelMember>();
            // Internal and protected fields are not public to Bento either, so they follow the same rule as private ones.
            foreach (var field in current.GetFields(BindingFlags.NonPublic | BindingFlags.Instance | BindingFlags.DeclaredOnly))
            {
                var key = (field.Module, field.MetadataToken);
                if (serialized.Contains(field) || autoBacking.Contains(key) || typeof(Delegate).IsAssignableFrom(field.FieldType)
                    || field.IsDefined(typeof(BentoIgnoreAttribute), inherit: false))
                {
                    continue;
                }
                string name = DisplayName(field, out string? autoProperty);
                if (autoProperty is not null && IsIgnoredProperty(current, autoProperty))
                    continue;
                if (backing.TryGetValue(key, out var users))
                    level.Add(new ModelMember(field, name, null, field.FieldType, MemberRole.Backing, readBack: false, backs: users.ToArray()));
                else if (rule == BentoPrivateFields.All)
                    level.Add(new ModelMember(field, name, null, field.FieldType, MemberRole.Private, readBack: false, backs: null));
            }
            levels.Add(level);
        }
        for (int i = levels.Count - 1; i >= 0; i--)
            result.AddRange(levels[i]);
    }

    // A compiler field shows under the name the user wrote: "<Name>k__BackingField" is the auto-property Name, and
    // "<name>P" a captured primary-constructor parameter.
    private static string DisplayName(FieldInfo field, out string? autoProperty)
    {
        autoProperty = null;
        string name = field.Name;
        if (name.Length > 2 && name[0] == '<')
        {
            int end = name.IndexOf('>', 1);
            if (end > 1)
            {
                string inner = name.Substring(1, end - 1);
                if (name.EndsWith(">k__BackingField", StringComparison.Ordinal))
                    autoProperty = inner;
                return inner;
            }
        }
        return name;
    }

    private static bool IsIgnoredProperty(Type declaring, string name)
    {
        var property = declaring.GetProperty(name, BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance | BindingFlags.DeclaredOnly);
        return property is not null && property.IsDefined(typeof(BentoIgnoreAttribute), inherit: false);
    }

    public static Type TypeOf(MemberInfo member) => member switch
    {
        PropertyInfo p => p.PropertyType,
        FieldInfo f => f.FieldType,
        _ => typeof(object),
    };

    // The generator's codec is nested in the type, so any setter declared on the type itself is usable, and a
    // non-private one inherited from a base.
    private static bool CanAssign(Type type, MemberInfo member) => member switch
    {
        PropertyInfo { SetMethod: { } setter } p => !setter.IsPrivate || p.DeclaringType == type,
        FieldInfo f => !f.IsInitOnly,
        _ => false,
    };

    private static bool IsFillable(Type type)
    {
        if (type.IsGenericType)
        {
            var definition = type.GetGenericTypeDefinition();
            if (definition == typeof(List<>) || definition == typeof(HashSet<>) || definition == typeof(Dictionary<,>))
                return true;
        }
        return !type.IsValueType && IsMarked(type);
    }

    // The generator's rule: the constructor marked [BentoConstructor], else the one marked [JsonConstructor] or
    // [SerializationConstructor], else the public constructor with the most parameters that all match serialized
    // members by name (ignoring case) and type.
    private static ConstructorInfo? ChooseConstructor(Type type, List<MemberInfo> members)
    {
        var constructors = type.GetConstructors(BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance);
        foreach (string[] marks in new[] { new[] { ForeignAttribute.BentoConstructor }, new[] { ForeignAttribute.JsonConstructor, ForeignAttribute.SerializationConstructor } })
        {
            foreach (var constructor in constructors)
            {
                foreach (string mark in marks)
                {
                    if (ForeignAttribute.Has(constructor, mark))
                        return constructor;
                }
            }
        }

        ConstructorInfo? chosen = null;
        int best = -1;
        foreach (var constructor in type.GetConstructors(BindingFlags.Public | BindingFlags.Instance))
        {
            var parameters = constructor.GetParameters();
            if (parameters.Length <= best)
                continue;
            bool all = true;
            foreach (var parameter in parameters)
                all &= MatchingMember(parameter, members) is not null;
            if (all)
            {
                chosen = constructor;
                best = parameters.Length;
            }
        }
        return chosen;
    }

    private static MemberInfo? MatchingMember(ParameterInfo parameter, List<MemberInfo> members)
    {
        foreach (var member in members)
        {
            if (string.Equals(member.Name, parameter.Name, StringComparison.OrdinalIgnoreCase) && TypeOf(member) == parameter.ParameterType)
                return member;
        }
        return null;
    }

    private static ParameterInfo? MatchingParameter(ConstructorInfo? constructor, MemberInfo member)
    {
        if (constructor is null)
            return null;
        foreach (var parameter in constructor.GetParameters())
        {
            if (string.Equals(member.Name, parameter.Name, StringComparison.OrdinalIgnoreCase) && TypeOf(member) == parameter.ParameterType)
                return parameter;
        }
        return null;
    }
}

/// <summary>
/// The serialization attributes the generator reads by name (Bento's constructor attribute, System.Text.Json's and
/// MessagePack-CSharp's), read here by name too, so that this mirror of the generator's rules needs neither library.
/// </summary>
internal static class ForeignAttribute
{
    public const string BentoConstructor = "Bento.BentoConstructorAttribute";
    public const string JsonInclude = "System.Text.Json.Serialization.JsonIncludeAttribute";
    public const string JsonIgnore = "System.Text.Json.Serialization.JsonIgnoreAttribute";
    public const string JsonPropertyName = "System.Text.Json.Serialization.JsonPropertyNameAttribute";
    public const string JsonPropertyOrder = "System.Text.Json.Serialization.JsonPropertyOrderAttribute";
    public const string JsonConstructor = "System.Text.Json.Serialization.JsonConstructorAttribute";
    public const string IgnoreMember = "MessagePack.IgnoreMemberAttribute";
    public const string MessagePackKey = "MessagePack.KeyAttribute";
    public const string SerializationConstructor = "MessagePack.SerializationConstructorAttribute";

    public static bool Has(MemberInfo member, string fullName) => Find(member, fullName) is not null;

    public static CustomAttributeData? Find(MemberInfo member, string fullName)
    {
        foreach (var attribute in member.CustomAttributes)
        {
            if (attribute.AttributeType.FullName == fullName)
                return attribute;
        }
        return null;
    }

    /// <summary>[JsonIgnore] without a condition, or with JsonIgnoreCondition.Always (1).</summary>
    public static bool IgnoredAlways(MemberInfo member)
    {
        var attribute = Find(member, JsonIgnore);
        if (attribute is null)
            return false;
        foreach (var named in attribute.NamedArguments)
        {
            if (named.MemberName == "Condition")
                return Convert.ToInt32(named.TypedValue.Value, System.Globalization.CultureInfo.InvariantCulture) == 1;
        }
        return true;
    }

    public static string? StringArgument(MemberInfo member, string fullName) =>
        Find(member, fullName) is { ConstructorArguments.Count: 1 } attribute && attribute.ConstructorArguments[0].Value is string text ? text : null;

    public static int Order(MemberInfo member)
    {
        if (member.GetCustomAttribute<BentoOrderAttribute>() is { } own)
            return own.Order;
        return Find(member, JsonPropertyOrder) is { ConstructorArguments.Count: 1 } attribute && attribute.ConstructorArguments[0].Value is int order ? order : 0;
    }
}
