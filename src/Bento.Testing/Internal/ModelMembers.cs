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
            foreach (var member in current.GetMembers(BindingFlags.Public | BindingFlags.Instance | BindingFlags.DeclaredOnly))
            {
                if (!seen.Add(member.Name) || member.IsDefined(typeof(BentoIgnoreAttribute), inherit: false))
                    continue;
                if (member is PropertyInfo { GetMethod.IsPublic: true } property && property.GetIndexParameters().Length == 0)
                    level.Add(property);
                else if (member is FieldInfo { IsLiteral: false } field && !field.IsDefined(typeof(CompilerGeneratedAttribute), inherit: false))
                    level.Add(field);
            }
            levels.Add(level);
        }
        var serialized = new List<MemberInfo>();
        for (int i = levels.Count - 1; i >= 0; i--)
            serialized.AddRange(levels[i]);

        var constructor = ChooseConstructor(type, serialized);
        bool direct = constructor is null || constructor.GetParameters().Length == 0;
        var result = new List<ModelMember>();
        foreach (var member in serialized)
        {
            var parameter = MatchingParameter(constructor, member);
            string serializedName = member.GetCustomAttribute<BentoNameAttribute>()?.Name
                ?? parameter?.GetCustomAttribute<BentoNameAttribute>()?.Name
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
                if (autoBacking.Contains(key) || typeof(Delegate).IsAssignableFrom(field.FieldType)
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

    // The generator's rule: the public constructor with the most parameters that all match serialized members by
    // name (ignoring case) and type.
    private static ConstructorInfo? ChooseConstructor(Type type, List<MemberInfo> members)
    {
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
