using System.Buffers;
using System.Collections.Generic;

namespace Bento.MessagePack;

/// <summary>
/// How one type is read and written as MessagePack, as a struct that generic collection algorithms are instantiated
/// with (<see cref="MsgPackListShape{T, TElement}"/> and the others): the MessagePack counterpart of
/// <see cref="Json.IJsonShape{T}"/>.
/// </summary>
/// <typeparam name="T">The value type.</typeparam>
public interface IMsgPackShape<T>
{
    /// <summary>Whether <see cref="Populate"/> can keep any part of the current value (strings, objects, collections).</summary>
    bool Reuses { get; }

    /// <summary>Reads one value (null for a reference type when the input is nil).</summary>
    T Read(ref MsgPackReader reader);

    /// <summary>Reads one value into <paramref name="current"/> and returns the value to store: the same instance when it was reused.</summary>
    T Populate(ref MsgPackReader reader, T current);

    /// <summary>Writes one value (nil for a null reference).</summary>
    void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, T value)
        where TBuffer : class, IBufferWriter<byte>;
}

/// <summary>The shape of a collection, which can also take input after what it already holds (the Append and Merge policies).</summary>
/// <typeparam name="T">The collection type.</typeparam>
public interface IMsgPackCollectionShape<T> : IMsgPackShape<T>
{
    /// <summary>Adds the input's elements (or entries) to <paramref name="current"/> and returns the collection to store.</summary>
    T Append(ref MsgPackReader reader, T current);
}

/// <summary>How a dictionary key is read and written in a MessagePack map.</summary>
/// <typeparam name="TKey">The key type.</typeparam>
public interface IMsgPackKey<TKey>
    where TKey : notnull
{
    /// <summary>Reads a key.</summary>
    TKey ReadKey(ref MsgPackReader reader);

    /// <summary>Writes a key.</summary>
    void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, TKey key)
        where TBuffer : class, IBufferWriter<byte>;
}
