using System.Buffers;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Shapes;

/// <summary>
/// The shape of a member, element or dictionary value whose type is a type parameter of a generic
/// <see cref="BentoObjectAttribute"/> type (<c>T</c> in <c>Page&lt;T&gt;</c>). The generated codec of the generic type is
/// compiled once for all its constructions, so it cannot name T's codec: this shape takes it from
/// <see cref="JsonCodecRegistry{T}"/> or <see cref="MsgPackCodecRegistry{T}"/>, which resolve it on the first use of
/// each closed T (a marked type's generated codec, a primitive, a collection built over a registered element, a root the
/// generator registered) and keep it in their static generic field. Each later call is one field read and one virtual
/// call. A T without a codec fails with the registry's exception, which names T and says how to give it one.
/// </summary>
/// <typeparam name="T">The type argument.</typeparam>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct TypeArgumentShape<T> : IJsonShape<T>, IMsgPackShape<T>
{
    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public T Read(ref JsonReader reader) => TypeArgumentCodecs<T>.Json.Read(ref reader);

    /// <inheritdoc/>
    public T Populate(ref JsonReader reader, T current)
    {
        TypeArgumentCodecs<T>.Json.Populate(ref reader, ref current);
        return current;
    }

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, T value) => TypeArgumentCodecs<T>.Json.Write(ref writer, value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public T Read(ref MsgPackReader reader) => TypeArgumentCodecs<T>.MsgPack.Read(ref reader);

    /// <inheritdoc/>
    public T Populate(ref MsgPackReader reader, T current)
    {
        TypeArgumentCodecs<T>.MsgPack.Populate(ref reader, ref current);
        return current;
    }

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, T value)
        where TBuffer : class, IBufferWriter<byte> =>
        TypeArgumentCodecs<T>.MsgPack.Write(ref writer, value);
}

/// <summary>The registries' codecs of a type argument, for <see cref="TypeArgumentShape{T}"/>.</summary>
internal static class TypeArgumentCodecs<T>
{
    // The registries keep each codec in a static field of their own generic class, so there is nothing to cache here;
    // a codec registered by hand later is picked up as everywhere else. Their type parameter asks the trimmer to keep
    // T's type initializer, which registers a marked T: generated code roots it instead, with the marked type's module
    // initializer, or with the root registration of the closed constructions it uses (docs/generics.md).
    public static JsonCodec<T> Json
    {
        [UnconditionalSuppressMessage("Trimming", "IL2091", Justification = "Generated code roots the type initializer of every marked type argument it uses.")]
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => JsonCodecRegistry<T>.Codec;
    }

    public static MsgPackCodec<T> MsgPack
    {
        [UnconditionalSuppressMessage("Trimming", "IL2091", Justification = "Generated code roots the type initializer of every marked type argument it uses.")]
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => MsgPackCodecRegistry<T>.Codec;
    }
}
