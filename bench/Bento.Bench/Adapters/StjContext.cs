using System.Text.Json.Serialization;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using Bento.Bench.Models;

namespace Bento.Bench.Adapters;

/// <summary>System.Text.Json source-generated metadata for every workload root, with the library's default options.</summary>
[JsonSerializable(typeof(TwitterSearch))]
[JsonSerializable(typeof(CitmCatalog))]
[JsonSerializable(typeof(CanadaFeatureCollection))]
[JsonSerializable(typeof(SaveGame))]
[JsonSerializable(typeof(NewsFeed))]
[JsonSerializable(typeof(SimpleObjectList))]
[JsonSerializable(typeof(GameData))]
[JsonSerializable(typeof(ContactList))]
[JsonSerializable(typeof(ShapeList))]
[JsonSerializable(typeof(OpenSaveGame))]
public sealed partial class StjContext : JsonSerializerContext
{
}

/// <summary>Type metadata looked up once per type, so neither STJ adapter pays a lookup per call.</summary>
static class StjMetadata<T>
{
    public static readonly JsonTypeInfo<T> Generated = (JsonTypeInfo<T>)StjContext.Default.GetTypeInfo(typeof(T))!;
    public static readonly JsonTypeInfo<T> Reflection = (JsonTypeInfo<T>)StjMetadata.ReflectionOptions.GetTypeInfo(typeof(T));

    public static JsonTypeInfo<T> Get(bool sourceGenerated) => sourceGenerated ? Generated : Reflection;
}

static class StjMetadata
{
    /// <summary>Default options with the reflection resolver (what <c>JsonSerializer.Serialize&lt;T&gt;(value)</c> uses).</summary>
    public static readonly JsonSerializerOptions ReflectionOptions = new() { TypeInfoResolver = new DefaultJsonTypeInfoResolver() };
}
