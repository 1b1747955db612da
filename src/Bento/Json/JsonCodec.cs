using System;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Threading;
using Bento.Internal;

namespace Bento.Json;

/// <summary>
/// Reads and writes one type as JSON. The source generator derives one per <see cref="BentoObjectAttribute"/> type;
/// generated code calls the generated static methods directly, and the generic entry points in
/// <c>BentoJson</c> go through this class.
/// </summary>
public abstract class JsonCodec<T> : IBoxedJsonCodec, IJsonShape<T>
{
    /// <summary>Writes <paramref name="value"/> (which may be null for reference types).</summary>
    public abstract void Write(ref JsonWriter writer, T value);

    /// <summary>Reads one value, which may be the JSON literal <c>null</c> for reference types.</summary>
    public abstract T Read(ref JsonReader reader);

    /// <summary>
    /// Reads into an existing value: members present in the input are replaced (arrays reused when the length
    /// matches, collections cleared and refilled, nested objects populated in turn); the others are kept.
    /// A null <paramref name="value"/> is read fresh.
    /// </summary>
    public abstract void Populate(ref JsonReader reader, ref T value);

    // As the element shape of a root collection: a codec may keep what it populates, so elements are refilled in place.
    bool IJsonShape<T>.Reuses => true;

    T IJsonShape<T>.Populate(ref JsonReader reader, T current)
    {
        Populate(ref reader, ref current);
        return current;
    }

    object? IBoxedJsonCodec.ReadBoxed(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options) =>
        JsonEntryPoints.Read(utf8Json, this, options, hinted: false);

    void IBoxedJsonCodec.WriteBoxed(System.Buffers.IBufferWriter<byte> output, object? value, BentoJsonOptions? options) =>
        JsonEntryPoints.Write(output, BoxedValue.As<T>(value, nameof(value)), this, options, hinted: false);

    void IBoxedJsonCodec.WriteObject(ref JsonWriter writer, object value) => Write(ref writer, (T)value);
}

/// <summary>
/// Where generated codecs register themselves. A marked type's static constructor registers its codec, so the first
/// lookup runs that constructor; this works the same under the JIT, NativeAOT and IL2CPP, and needs no module
/// initializer (which Unity lacks).
/// </summary>
public static class JsonCodecRegistry<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>
{
    private static JsonCodec<T>? s_codec;

    /// <summary>Called by generated code from the marked type's static constructor.</summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public static void Register(JsonCodec<T> codec)
    {
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        Volatile.Write(ref s_codec, codec);
        // Also what makes arrays, lists and dictionaries of T document roots: see RootCollections.
        RootCollections.AddJson(typeof(T), new JsonRootFactory<T>(codec));
    }

    /// <summary>
    /// Called by the generated root registration of an assembly (a nested collection, an enum, a collection of
    /// primitives used as a document): keeps <paramref name="codec"/> unless a codec is registered already, so a codec
    /// registered by hand wins. Unlike <see cref="Register"/> it records no collection factory: a collection of this type
    /// is a root of its own, registered the same way where it is used.
    /// </summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public static void RegisterRoot(JsonCodec<T> codec)
    {
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        Interlocked.CompareExchange(ref s_codec, codec, null);
        RootCollections.AddJsonRoot(typeof(T), codec);
    }

    /// <summary>
    /// Registers <paramref name="codec"/> like <see cref="Register"/> and returns true, so that generated code can
    /// register from a static field initializer (a type may then still declare its own static constructor).
    /// </summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public static bool RegisterFromInitializer(JsonCodec<T> codec)
    {
        Register(codec);
        return true;
    }

    /// <summary>The codec for <typeparamref name="T"/>, or an exception that says how to get one.</summary>
    public static JsonCodec<T> Codec
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Volatile.Read(ref s_codec) ?? Resolve();
    }

    // The trimmer cannot see through typeof(T) here; generated code roots each marked type's static constructor
    // itself, with a [ModuleInitializer] on targets that have one (the trimmer keeps module initializers).
    [UnconditionalSuppressMessage("Trimming", "IL2059", Justification = "Generated code roots the static constructor of every marked type.")]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static JsonCodec<T> Resolve()
    {
        RuntimeHelpers.RunClassConstructor(typeof(T).TypeHandle);
        var codec = Volatile.Read(ref s_codec);
        // Primitives need no generated code; collections are built from their element's factory.
        if (codec is null && (PrimitiveRoots<T>.Json() ?? RootCollections.CreateJson(typeof(T)) as JsonCodec<T>) is { } made)
            codec = Interlocked.CompareExchange(ref s_codec, made, null) ?? made;
        return codec ?? throw new InvalidOperationException(RootCollections.MissingJson(typeof(T)));
    }
}
