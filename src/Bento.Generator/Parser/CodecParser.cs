using System.Collections.Generic;
using Microsoft.CodeAnalysis;

namespace Bento.Generator.Parser;

/// <summary>
/// A user codec (docs/codecs.md): a struct that reads and writes a type Bento does not generate for, named by
/// <c>[BentoCodec]</c> on the assembly (every member of that type, at any depth) or on a member (that member only).
/// It either implements the shape interfaces itself (<c>IJsonShape&lt;T&gt;</c>, <c>IMsgPackShape&lt;T&gt;</c>), or
/// converts to and from a surrogate type that Bento can serialize (<c>IBentoSurrogate&lt;T, TSurrogate&gt;</c>).
/// </summary>
internal sealed class CodecInfo
{
    public CodecInfo(INamedTypeSymbol codec, ITypeSymbol value, bool json, bool msgPack, ITypeSymbol? surrogate, bool jsonKey = false, bool msgPackKey = false)
    {
        Codec = codec;
        Value = value;
        Json = json;
        MsgPack = msgPack;
        Surrogate = surrogate;
        JsonKey = jsonKey;
        MsgPackKey = msgPackKey;
        CodecName = Symbols.FullName(codec);
        ValueName = Symbols.FullName(value);
    }

    public INamedTypeSymbol Codec { get; }

    public ITypeSymbol Value { get; }

    /// <summary>Implements the JSON shape (a surrogate codec serves every format its surrogate has).</summary>
    public bool Json { get; }

    public bool MsgPack { get; }

    public ITypeSymbol? Surrogate { get; }

    /// <summary>A shape codec that also implements <c>IJsonKey&lt;T&gt;</c>: its type can be a dictionary key in JSON.</summary>
    public bool JsonKey { get; }

    /// <summary>
    /// A shape codec that also implements <c>IMsgPackKey&lt;T&gt;</c>; without it a MessagePack key of its type is
    /// written and read as the codec's value.
    /// </summary>
    public bool MsgPackKey { get; }

    public string CodecName { get; }

    public string ValueName { get; }
}

internal static class CodecParser
{
    public const string CodecAttribute = "Bento.BentoCodecAttribute";
    private const string JsonShape = "Bento.Json.IJsonShape<T>";
    private const string MsgPackShape = "Bento.MessagePack.IMsgPackShape<T>";
    private const string SurrogateInterface = "Bento.IBentoSurrogate<T, TSurrogate>";
    private const string JsonKeyInterface = "Bento.Json.IJsonKey<TKey>";
    private const string MsgPackKeyInterface = "Bento.MessagePack.IMsgPackKey<TKey>";

    /// <summary>The codecs named by <c>[assembly: BentoCodec]</c>, by the full name of the type each one serves.</summary>
    public static Dictionary<string, CodecInfo> AssemblyCodecs(IAssemblySymbol assembly, out List<(AttributeData Attribute, string Problem)> invalid)
    {
        var codecs = new Dictionary<string, CodecInfo>();
        invalid = new List<(AttributeData, string)>();
        foreach (var attribute in assembly.GetAttributes())
        {
            if (!Symbols.Is(attribute, CodecAttribute))
                continue;
            var codec = Describe(attribute, out string? problem);
            if (codec is null)
                invalid.Add((attribute, problem!));
            else if (!codecs.ContainsKey(codec.ValueName))
                codecs.Add(codec.ValueName, codec);
            else
                invalid.Add((attribute, "another [assembly: BentoCodec] already serves '" + codec.Value.ToDisplayString(Symbols.DisplayFormat) + "'"));
        }
        return codecs;
    }

    /// <summary>The type a <c>[BentoCodec]</c> attribute names, for messages.</summary>
    public static string CodecArgument(AttributeData attribute) =>
        attribute.ConstructorArguments.Length == 1 && attribute.ConstructorArguments[0].Value is ITypeSymbol t ? Symbols.Display(t) : "(none)";

    /// <summary>The codec a <c>[BentoCodec]</c> attribute names, or null with the reason it cannot be one.</summary>
    public static CodecInfo? Describe(AttributeData attribute, out string? problem)
    {
        problem = null;
        if (attribute.ConstructorArguments.Length != 1 || attribute.ConstructorArguments[0].Value is not INamedTypeSymbol codec)
        {
            problem = "the attribute names no codec type";
            return null;
        }
        if (!codec.IsValueType || codec.IsGenericType && codec.IsUnboundGenericType)
        {
            problem = "'" + codec.ToDisplayString(Symbols.DisplayFormat) + "' is not a struct (a codec is used as default(TCodec), without an instance)";
            return null;
        }
        ITypeSymbol? json = null, msgPack = null, value = null, surrogate = null, jsonKey = null, msgPackKey = null;
        foreach (var face in codec.AllInterfaces)
        {
            string name = face.OriginalDefinition.ToDisplayString(Symbols.DisplayFormat);
            if (name == JsonShape)
                json = face.TypeArguments[0];
            else if (name == MsgPackShape)
                msgPack = face.TypeArguments[0];
            else if (name == JsonKeyInterface)
                jsonKey = face.TypeArguments[0];
            else if (name == MsgPackKeyInterface)
                msgPackKey = face.TypeArguments[0];
            else if (name == SurrogateInterface)
            {
                value = face.TypeArguments[0];
                surrogate = face.TypeArguments[1];
            }
        }
        value ??= json ?? msgPack;
        if (value is null)
        {
            problem = "'" + codec.ToDisplayString(Symbols.DisplayFormat) + "' implements none of IJsonShape<T>, IMsgPackShape<T> and IBentoSurrogate<T, TSurrogate>";
            return null;
        }
        if (json is not null && !SymbolEqualityComparer.Default.Equals(json, value) || msgPack is not null && !SymbolEqualityComparer.Default.Equals(msgPack, value))
        {
            problem = "'" + codec.ToDisplayString(Symbols.DisplayFormat) + "' serves more than one type";
            return null;
        }
        if (surrogate is not null && (json is not null || msgPack is not null))
        {
            problem = "'" + codec.ToDisplayString(Symbols.DisplayFormat) + "' is both a surrogate converter and a shape";
            return null;
        }
        // A key form of another type than the codec's value is no key form of the value.
        bool Serves(ITypeSymbol? key) => key is not null && SymbolEqualityComparer.Default.Equals(key, value);
        return new CodecInfo(codec, value, json is not null, msgPack is not null, surrogate, Serves(jsonKey), Serves(msgPackKey));
    }
}
