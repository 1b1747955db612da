using System;

namespace Bento;

/// <summary>
/// Serializes a type through a user codec: on the assembly, every member (and collection element, and dictionary
/// value) of the codec's type in this assembly's <see cref="BentoObjectAttribute"/> types; on a member, that member
/// only. The codec is a struct used as <c>default(TCodec)</c>, so it holds no state: either it reads and writes the
/// value itself, implementing <see cref="Json.IJsonShape{T}"/> for JSON and hinted JSON and
/// <see cref="MessagePack.IMsgPackShape{T}"/> for MessagePack, or it converts the value to and from a surrogate type
/// that Bento serializes, implementing <see cref="IBentoSurrogate{T, TSurrogate}"/>. See docs/codecs.md.
/// </summary>
[AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Property | AttributeTargets.Field | AttributeTargets.Parameter, AllowMultiple = true)]
public sealed class BentoCodecAttribute : Attribute
{
    /// <summary>Names the codec struct.</summary>
    public BentoCodecAttribute(Type codecType) => CodecType = codecType;

    /// <summary>The codec struct.</summary>
    public Type CodecType { get; }
}

/// <summary>
/// Converts a type Bento does not serialize to and from one it does (a <see cref="BentoObjectAttribute"/> type, a
/// primitive, a collection). Named by <see cref="BentoCodecAttribute"/>; the value is written as its surrogate in every
/// format the surrogate has, and read back through <see cref="FromSurrogate"/>.
/// </summary>
/// <typeparam name="T">The type served.</typeparam>
/// <typeparam name="TSurrogate">What it is written as.</typeparam>
public interface IBentoSurrogate<T, TSurrogate>
{
    /// <summary>The surrogate to write for <paramref name="value"/>.</summary>
    TSurrogate ToSurrogate(T value);

    /// <summary>The value a surrogate read from the input stands for.</summary>
    T FromSurrogate(TSurrogate surrogate);
}

/// <summary>
/// Marks a settable <c>Dictionary&lt;string, BentoValue&gt;</c> member as the type's extension data: members of the
/// input that the type does not declare are read into it (JSON, hinted JSON, MessagePack maps), and its entries are
/// written after the declared members, so a model that knows a subset of a document writes the rest back unchanged.
/// System.Text.Json's <c>[JsonExtensionData]</c> on such a member means the same. See docs/versioning.md.
/// </summary>
[AttributeUsage(AttributeTargets.Property | AttributeTargets.Field)]
public sealed class BentoExtensionDataAttribute : Attribute
{
}
