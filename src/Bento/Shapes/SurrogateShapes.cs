using System.ComponentModel;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Shapes;

/// <summary>
/// JSON through a surrogate: <typeparamref name="TConverter"/> turns the value into a <typeparamref name="TSurrogate"/>,
/// which <typeparamref name="TSurrogateShape"/> writes, and back after reading. Generated code names it for a
/// <see cref="BentoCodecAttribute"/> whose codec is an <see cref="IBentoSurrogate{T, TSurrogate}"/>.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonSurrogateShape<T, TSurrogate, TConverter, TSurrogateShape> : IJsonShape<T>
    where TConverter : struct, IBentoSurrogate<T, TSurrogate>
    where TSurrogateShape : struct, IJsonShape<TSurrogate>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public T Read(ref JsonReader reader) => default(TConverter).FromSurrogate(default(TSurrogateShape).Read(ref reader));

    /// <inheritdoc/>
    public T Populate(ref JsonReader reader, T current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, T value) => default(TSurrogateShape).Write(ref writer, default(TConverter).ToSurrogate(value));
}

/// <summary>MessagePack through a surrogate, as <see cref="JsonSurrogateShape{T, TSurrogate, TConverter, TSurrogateShape}"/> is for JSON.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackSurrogateShape<T, TSurrogate, TConverter, TSurrogateShape> : IMsgPackShape<T>
    where TConverter : struct, IBentoSurrogate<T, TSurrogate>
    where TSurrogateShape : struct, IMsgPackShape<TSurrogate>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public T Read(ref MsgPackReader reader) => default(TConverter).FromSurrogate(default(TSurrogateShape).Read(ref reader));

    /// <inheritdoc/>
    public T Populate(ref MsgPackReader reader, T current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, T value)
        where TBuffer : class, System.Buffers.IBufferWriter<byte> =>
        default(TSurrogateShape).Write(ref writer, default(TConverter).ToSurrogate(value));
}
