using System;
using System.Collections;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Reflection;

namespace Bento.Bench.Runner;

/// <summary>
/// Copies a workload value into the same-shaped types of another model family and back: the mirrors that a peer needs
/// because it serializes only its own types (MemoryPack's generated partials, protoc's message classes, Bento's
/// array-layout twins). Members are matched by name; it runs once per case, before timing, so reflection is fine.
/// A member with no counterpart throws: a mirror that silently dropped a member would make its peer look faster.
/// </summary>
/// <remarks>
/// Protobuf's shapes are handled by rule, not per type: a getter-only collection (RepeatedField, MapField) is filled in
/// place; a <c>HasX</c> property that is false means null (proto3 <c>optional</c>), and a null is written by leaving
/// such a field unset; a list inside a list or a map, or a list that may be null, is a message whose one member is
/// <c>Items</c>. Leaf conversions between unlike types (byte[] and ByteString) are registered by the adapter that needs them.
/// </remarks>
public static class ModelMapper
{
    const string WrapperItems = "Items";
    static readonly ConcurrentDictionary<(Type From, Type To), Func<object, object>> s_leaves = new();
    static readonly ConcurrentDictionary<Type, PropertyInfo[]> s_properties = new();

    /// <summary>Teaches the mapper a conversion between two leaf types, in one direction.</summary>
    public static void RegisterLeaf<TFrom, TTo>(Func<TFrom, TTo> convert)
        where TFrom : notnull
        where TTo : notnull =>
        s_leaves[(typeof(TFrom), typeof(TTo))] = value => convert((TFrom)value);

    /// <summary>A value of <paramref name="target"/> with the members of <paramref name="source"/>.</summary>
    public static object? Map(object? source, Type target)
    {
        if (source is null)
        {
            return null;
        }

        target = Nullable.GetUnderlyingType(target) ?? target;
        Type from = source.GetType();
        if (s_leaves.TryGetValue((from, target), out var convert))
        {
            return convert(source);
        }

        if (from == target && IsLeaf(target))
        {
            return source is byte[] bytes ? bytes.Clone() : source;
        }

        if (target.IsArray)
        {
            Type element = target.GetElementType()!;
            List<object?> items = Elements(source);
            var array = Array.CreateInstance(element, items.Count);
            for (int i = 0; i < items.Count; i++)
            {
                array.SetValue(Map(items[i], element), i);
            }

            return array;
        }

        object created = Activator.CreateInstance(target)
            ?? throw new InvalidOperationException($"cannot create a {target.Name}");
        Fill(created, source);
        return created;
    }

    /// <summary>Fills <paramref name="target"/>, a fresh collection or object, from <paramref name="source"/>.</summary>
    static void Fill(object target, object source)
    {
        Type type = target.GetType();
        if (target is IDictionary dictionary)
        {
            Type[] args = GenericArguments(type, typeof(IDictionary<,>));
            foreach (DictionaryEntry entry in (IDictionary)source)
            {
                dictionary.Add(Map(entry.Key, args[0])!, Map(entry.Value, args[1]));
            }

            return;
        }

        if (target is IList list)
        {
            Type element = GenericArguments(type, typeof(IList<>))[0];
            foreach (object? item in Elements(source))
            {
                list.Add(Map(item, element));
            }

            return;
        }

        if (source is IList && Property(type, WrapperItems) is { } items)
        {
            // A list where the target has a wrapper message.
            Fill(items.GetValue(target)!, source);
            return;
        }

        Type sourceType = source.GetType();
        foreach (PropertyInfo member in Properties(type))
        {
            PropertyInfo from = Property(sourceType, member.Name)
                ?? throw new InvalidOperationException($"{type.Name}.{member.Name} has no counterpart in {sourceType.Name}");
            object? value = IsUnset(source, sourceType, member.Name) ? null : from.GetValue(source);
            bool hasPresence = Property(type, "Has" + member.Name) is not null;
            if (value is null && (hasPresence || !member.CanWrite))
            {
                continue;
            }

            if (member.CanWrite)
            {
                member.SetValue(target, Map(value, member.PropertyType));
            }
            else
            {
                Fill(member.GetValue(target)!, value!);
            }
        }
    }

    /// <summary>The elements of a list, an array, or a wrapper message's <c>Items</c>.</summary>
    static List<object?> Elements(object source)
    {
        if (source is not IEnumerable enumerable || source is string)
        {
            PropertyInfo items = Property(source.GetType(), WrapperItems)
                ?? throw new InvalidOperationException($"a {source.GetType().Name} is not a list");
            enumerable = (IEnumerable)items.GetValue(source)!;
        }

        var elements = new List<object?>();
        foreach (object? item in enumerable)
        {
            elements.Add(item);
        }

        return elements;
    }

    /// <summary>True when <paramref name="source"/> has a <c>HasX</c> presence flag for the member and it is false.</summary>
    static bool IsUnset(object source, Type sourceType, string member) =>
        Property(sourceType, "Has" + member) is { PropertyType: var t } has && t == typeof(bool) && !(bool)has.GetValue(source)!;

    /// <summary>The members a mirror carries: public instance properties, except presence flags, which follow their field.</summary>
    static PropertyInfo[] Properties(Type type) => s_properties.GetOrAdd(type, static t =>
    {
        var members = new List<PropertyInfo>();
        foreach (PropertyInfo p in t.GetProperties(BindingFlags.Public | BindingFlags.Instance))
        {
            bool presenceFlag = p.PropertyType == typeof(bool) && !p.CanWrite && p.Name.StartsWith("Has", StringComparison.Ordinal)
                && t.GetProperty(p.Name[3..]) is not null;
            if (p.GetIndexParameters().Length == 0 && !presenceFlag)
            {
                members.Add(p);
            }
        }

        return members.ToArray();
    });

    static PropertyInfo? Property(Type type, string name) => type.GetProperty(name, BindingFlags.Public | BindingFlags.Instance);

    static Type[] GenericArguments(Type type, Type openInterface)
    {
        foreach (Type i in type.GetInterfaces())
        {
            if (i.IsGenericType && i.GetGenericTypeDefinition() == openInterface)
            {
                return i.GetGenericArguments();
            }
        }

        throw new InvalidOperationException($"{type.Name} is not an {openInterface.Name}");
    }

    static bool IsLeaf(Type type) =>
        type.IsPrimitive || type.IsEnum || type == typeof(string) || type == typeof(decimal) || type == typeof(byte[]) ||
        type == typeof(DateTime) || type == typeof(DateTimeOffset) || type == typeof(Guid) || type == typeof(TimeSpan);
}
