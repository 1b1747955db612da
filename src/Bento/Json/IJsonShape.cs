using System;
using System.Collections.Generic;

namespace Bento.Json;

/// <summary>
/// How one type is read and written as JSON, as a struct that generic collection algorithms are instantiated with
/// (<see cref="JsonListShape{T, TElement}"/> and the others). Generated code composes these for every collection member,
/// so that a <c>List&lt;float&gt;</c> is one runtime algorithm specialised for <c>float</c>, not a loop written into each
/// type that has one. Implementations are empty structs (or hold only other shapes), so copying one costs nothing.
/// </summary>
/// <typeparam name="T">The value type.</typeparam>
public interface IJsonShape<T>
{
    /// <summary>
    /// Whether <see cref="Populate"/> can keep any part of the current value (strings, objects, collections), so a
    /// collection refills its elements in place rather than clearing them and reading afresh.
    /// </summary>
    bool Reuses { get; }

    /// <summary>Reads one value (null for a reference type when the input is <c>null</c>).</summary>
    T Read(ref JsonReader reader);

    /// <summary>Reads one value into <paramref name="current"/> and returns the value to store: the same instance when it was reused.</summary>
    T Populate(ref JsonReader reader, T current);

    /// <summary>Writes one value (<c>null</c> for a null reference).</summary>
    void Write(ref JsonWriter writer, T value);
}

/// <summary>The shape of a collection, which can also take input after what it already holds (the Append and Merge policies).</summary>
/// <typeparam name="T">The collection type.</typeparam>
public interface IJsonCollectionShape<T> : IJsonShape<T>
{
    /// <summary>Adds the input's elements (or entries) to <paramref name="current"/> and returns the collection to store.</summary>
    T Append(ref JsonReader reader, T current);
}

/// <summary>How a dictionary key is read from and written as a JSON member name.</summary>
/// <typeparam name="TKey">The key type.</typeparam>
public interface IJsonKey<TKey>
    where TKey : notnull
{
    /// <summary>Converts a member name to a key.</summary>
    TKey ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name);

    /// <summary>Writes a key as a member name.</summary>
    void WriteKey(ref JsonWriter writer, TKey key);
}
