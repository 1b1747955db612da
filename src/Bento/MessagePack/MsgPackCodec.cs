using System;
using System.Buffers;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Threading;
using Bento.Internal;

namespace Bento.MessagePack;

/// <summary>
/// Reads and writes one type as MessagePack. The source generator derives one per <see cref="BentoObjectAttribute"/>
/// type; generated code calls the generated static methods directly, and the generic entry points in
/// <see cref="BentoMessagePack"/> go through this class.
/// </summary>
public abstract class MsgPackCodec<T> : IBoxedMsgPackCodec, IMsgPackShape<T>
{
    /// <summary>Writes <paramref name="value"/> (nil for a null reference).</summary>
    public abstract void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, T value)
        where TBuffer : class, IBufferWriter<byte>;

    /// <summary>Reads one value, which may be nil for reference types.</summary>
    public abstract T Read(ref MsgPackReader reader);

    /// <summary>
    /// Reads into an existing value: members present in the input are replaced (arrays reused when the length
    /// matches, collections cleared and refilled, nested objects populated in turn); the others are kept.
    /// A null <paramref name="value"/> is read fresh.
    /// </summary>
    public abstract void Populate(ref MsgPackReader reader, ref T value);

    // As the element shape of a root collection: a codec may keep what it populates, so elements are refilled in place.
    bool IMsgPackShape<T>.Reuses => true;

    T IMsgPackShape<T>.Populate(ref MsgPackReader reader, T current)
    {
        Populate(ref reader, ref current);
        return current;
    }

    object? IBoxedMsgPackCodec.ReadBoxed(ReadOnlySpan<byte> msgpack, BentoMessagePackOptions? options) =>
        BentoMessagePack.Deserialize(msgpack, this, options);

    void IBoxedMsgPackCodec.WriteBoxed(IBufferWriter<byte> output, object? value, BentoMessagePackOptions? options) =>
        BentoMessagePack.Serialize(output, BoxedValue.As<T>(value, nameof(value)), this, options);

    void IBoxedMsgPackCodec.WriteObject<TBuffer>(ref MsgPackWriter<TBuffer> writer, object value) => Write(ref writer, (T)value);
}

/// <summary>
/// Where generated MessagePack codecs register themselves, from the same static constructor that registers the JSON
/// codec: the first lookup runs it, under the JIT, NativeAOT and IL2CPP alike.
/// </summary>
public static class MsgPackCodecRegistry<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>
{
    private static MsgPackCodec<T>? s_codec;

    /// <summary>Called by generated code from the marked type's static constructor.</summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public static void Register(MsgPackCodec<T> codec)
    {
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        Volatile.Write(ref s_codec, codec);
        // Also what makes arrays, lists and dictionaries of T document roots: see RootCollections.
        RootCollections.AddMsgPack(typeof(T), new MsgPackRootFactory<T>(codec));
    }

    /// <summary>
    /// Called by the generated root registration of an assembly (a nested collection, an enum, a collection of
    /// primitives used as a document): keeps <paramref name="codec"/> unless a codec is registered already, so a codec
    /// registered by hand wins. Unlike <see cref="Register"/> it records no collection factory: a collection of this type
    /// is a root of its own, registered the same way where it is used.
    /// </summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public static void RegisterRoot(MsgPackCodec<T> codec)
    {
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        Interlocked.CompareExchange(ref s_codec, codec, null);
        RootCollections.AddMsgPackRoot(typeof(T), codec);
    }

    /// <summary>
    /// Registers <paramref name="codec"/> like <see cref="Register"/> and returns true, so that generated code can
    /// register from a static field initializer (a type may then still declare its own static constructor).
    /// </summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public static bool RegisterFromInitializer(MsgPackCodec<T> codec)
    {
        Register(codec);
        return true;
    }

    /// <summary>The codec for <typeparamref name="T"/>, or an exception that says how to get one.</summary>
    public static MsgPackCodec<T> Codec
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Volatile.Read(ref s_codec) ?? Resolve();
    }

    [UnconditionalSuppressMessage("Trimming", "IL2059", Justification = "Generated code roots the static constructor of every marked type.")]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static MsgPackCodec<T> Resolve()
    {
        RuntimeHelpers.RunClassConstructor(typeof(T).TypeHandle);
        var codec = Volatile.Read(ref s_codec);
        // Primitives need no generated code; collections are built from their element's factory.
        if (codec is null && (PrimitiveRoots<T>.MsgPack() ?? RootCollections.CreateMsgPack(typeof(T)) as MsgPackCodec<T>) is { } made)
            codec = Interlocked.CompareExchange(ref s_codec, made, null) ?? made;
        return codec ?? throw new InvalidOperationException(RootCollections.MissingMsgPack(typeof(T)));
    }
}
