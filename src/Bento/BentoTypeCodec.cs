using System;
using System.Buffers;
using System.Collections.Concurrent;
using Bento.Internal;

namespace Bento;

/// <summary>
/// The generated codecs of one type, reached through its <see cref="System.Type"/> instead of a type argument: for
/// frameworks that bind by type at run time (ASP.NET Core MVC formatters, message brokers). Values go in and out as
/// <see cref="object"/>; reading and writing otherwise behave exactly like <see cref="BentoJson"/> and
/// <see cref="BentoMessagePack"/>. Code that knows its type at compile time should call those directly.
/// </summary>
public sealed class BentoTypeCodec
{
    // Lookups that found nothing are remembered too: a type's codecs are registered by its static constructor, which
    // the first lookup runs, so a later lookup cannot find more.
    private static readonly ConcurrentDictionary<Type, BentoTypeCodec?> s_cache = new();

    private readonly IBoxedJsonCodec? _json;
    private readonly IBoxedMsgPackCodec? _msgPack;

    private BentoTypeCodec(Type type, IBoxedJsonCodec? json, IBoxedMsgPackCodec? msgPack)
    {
        Type = type;
        _json = json;
        _msgPack = msgPack;
    }

    /// <summary>The type these codecs read and write.</summary>
    public Type Type { get; }

    /// <summary>The JSON codec, or null; for writers that meet a value of this type as <see cref="object"/>.</summary>
    internal IBoxedJsonCodec? JsonCodec => _json;

    /// <summary>The MessagePack codec, or null.</summary>
    internal IBoxedMsgPackCodec? MsgPackCodec => _msgPack;

    /// <summary>Whether the type has a JSON codec (plain and hinted JSON).</summary>
    public bool HasJson => _json is not null;

    /// <summary>Whether the type has a MessagePack codec.</summary>
    public bool HasMessagePack => _msgPack is not null;

    /// <summary>
    /// The codecs of <paramref name="type"/>: a <see cref="BentoObjectAttribute"/> type, an array, list or
    /// dictionary of one, or a root the source generator registered for this application (a nested collection, an
    /// enum, a collection of primitives: see docs/json.md); null, without throwing, for any other type, primitives and
    /// strings included (they need no codec object to be found by type).
    /// </summary>
    public static BentoTypeCodec? Find(Type type)
    {
        if (type is null) throw new ArgumentNullException(nameof(type));
        return s_cache.GetOrAdd(type, static t => Create(t));
    }

    /// <summary>Whether <typeparamref name="T"/> has a JSON codec; unlike the codec registries, this never throws.</summary>
    public static bool HasJsonCodec<T>() => Find(typeof(T))?.HasJson ?? false;

    /// <summary>Whether <typeparamref name="T"/> has a MessagePack codec; never throws.</summary>
    public static bool HasMessagePackCodec<T>() => Find(typeof(T))?.HasMessagePack ?? false;

    /// <summary>Reads one JSON document holding a value of <see cref="Type"/>; nothing may follow it.</summary>
    /// <exception cref="BentoJsonException">The input is not valid JSON for the type.</exception>
    /// <exception cref="InvalidOperationException">The type has no JSON codec.</exception>
    public object? DeserializeJson(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options = null) =>
        Json().ReadBoxed(utf8Json, options);

    /// <summary>Writes <paramref name="value"/>, which must be of <see cref="Type"/> (or null for a reference type), as JSON.</summary>
    public void SerializeJson(IBufferWriter<byte> output, object? value, BentoJsonOptions? options = null) =>
        Json().WriteBoxed(output, value, options);

    /// <summary>Reads one MessagePack document holding a value of <see cref="Type"/>; nothing may follow it.</summary>
    /// <exception cref="BentoMessagePackException">The input is not valid MessagePack for the type.</exception>
    /// <exception cref="InvalidOperationException">The type has no MessagePack codec.</exception>
    public object? DeserializeMessagePack(ReadOnlySpan<byte> msgpack, BentoMessagePackOptions? options = null) =>
        MsgPack().ReadBoxed(msgpack, options);

    /// <summary>Writes <paramref name="value"/>, which must be of <see cref="Type"/> (or null for a reference type), as MessagePack.</summary>
    public void SerializeMessagePack(IBufferWriter<byte> output, object? value, BentoMessagePackOptions? options = null) =>
        MsgPack().WriteBoxed(output, value, options);

    private IBoxedJsonCodec Json() =>
        _json ?? throw new InvalidOperationException(RootCollections.MissingJson(Type));

    private IBoxedMsgPackCodec MsgPack() =>
        _msgPack ?? throw new InvalidOperationException(RootCollections.MissingMsgPack(Type));

    private static BentoTypeCodec? Create(Type type)
    {
        // Open generic types, pointers and by-ref types can never have values, so they have no codec, and running a
        // static constructor on them would throw.
        if (type.ContainsGenericParameters || type.IsPointer || type.IsByRef) return null;
        var json = RootCollections.FindJson(type) as IBoxedJsonCodec;
        var msgPack = RootCollections.FindMsgPack(type) as IBoxedMsgPackCodec;
        return json is null && msgPack is null ? null : new BentoTypeCodec(type, json, msgPack);
    }
}
