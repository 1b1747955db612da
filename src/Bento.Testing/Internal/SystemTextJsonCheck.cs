using System;
using System.Collections.Generic;
using System.Reflection;
using System.Text;
using System.Text.Json;
using System.Text.Json.Serialization;
using System.Text.Json.Serialization.Metadata;

namespace Bento.Testing.Internal;

/// <summary>
/// Reads Bento's JSON with System.Text.Json's reflection-based serializer and compares the result with the original.
/// The contract is adjusted to Bento's: only the members Bento writes, under Bento's names (naming policy and
/// [BentoName] per type), public fields included, non-public setters used as Bento uses them, enums read as names or
/// numbers, named float literals accepted when Bento writes them.
/// </summary>
internal static class SystemTextJsonCheck
{
    public const string Format = "System.Text.Json";

    public static void Run<T>(T value, byte[] bentoJson, BentoRoundTripOptions options)
    {
        var unset = new Dictionary<(Module, int), string>();
        var ignored = new List<string>();
        var serializerOptions = CreateOptions(options, unset, ignored);
        string json = Encoding.UTF8.GetString(bentoJson);
        T? back;
        try
        {
            back = JsonSerializer.Deserialize<T>(bentoJson, serializerOptions);
        }
        catch (Exception e) when (e is JsonException or NotSupportedException or InvalidOperationException or ArgumentException)
        {
            string where = e is JsonException { Path: { } path } ? " at " + path : "";
            // Bento writes compact JSON unless told to indent, so the position on line 0 is the byte offset.
            long? offset = e is JsonException { LineNumber: 0, BytePositionInLine: { } position } ? position : null;
            throw Report.Failure(Format, "System.Text.Json could not read the JSON Bento wrote for " + ValueText.TypeName(typeof(T)) + where + ": "
                + e.Message + Environment.NewLine + "  Bento's JSON is standard, so this is a difference in what the two accept for this model "
                + "(a constructor System.Text.Json cannot use, a type it does not support, or a value shape it reads differently).",
                json, "JSON", e, offset);
        }

        // Only the members Bento writes and System.Text.Json could set take part; fields behind them are Bento's business.
        var comparer = new DeepComparer(options, member => member.Role != MemberRole.Serialized
            || unset.ContainsKey((member.Member.Module, member.Member.MetadataToken)));
        var difference = comparer.Compare(value, back);
        if (difference is null)
            return;
        difference.Member = null;
        var note = new StringBuilder("Bento and System.Text.Json read this JSON differently (member names, enum names, number, date or base64 forms). ");
        if (ignored.Count > 0)
            note.Append("System.Text.Json skips members marked [JsonIgnore] that Bento writes: ").Append(string.Join(", ", ignored)).Append(". ");
        if (unset.Count == 0)
        {
            note.Append("Every member Bento writes was compared.");
        }
        else
        {
            note.Append("Not compared, because System.Text.Json cannot set them: ");
            bool first = true;
            foreach (string name in unset.Values)
            {
                note.Append(first ? "" : ", ").Append(name);
                first = false;
            }
            note.Append('.');
        }
        throw Report.Difference(Format, "System.Text.Json read the JSON Bento wrote for " + ValueText.TypeName(typeof(T)) + " to a different value",
            difference, json, "Bento's JSON", note.ToString());
    }

    private static JsonSerializerOptions CreateOptions(BentoRoundTripOptions options, Dictionary<(Module, int), string> unset, List<string> ignored)
    {
        var bento = options.JsonOptions ?? BentoJsonOptions.Default;
        var resolver = new DefaultJsonTypeInfoResolver();
        resolver.Modifiers.Add(info => MatchBento(info, unset, ignored));
        var result = new JsonSerializerOptions
        {
            TypeInfoResolver = resolver,
            IncludeFields = true,
            MaxDepth = bento.MaxDepth,
            ReadCommentHandling = bento.AllowComments ? JsonCommentHandling.Skip : JsonCommentHandling.Disallow,
            AllowTrailingCommas = bento.AllowTrailingCommas,
            NumberHandling = bento.FloatHandling == BentoFloatHandling.NamedLiteralsAsStrings
                ? JsonNumberHandling.AllowNamedFloatingPointLiterals
                : JsonNumberHandling.Strict,
        };
        // Reads names and numbers alike, so it fits members written either way.
        result.Converters.Add(new JsonStringEnumConverter());
        return result;
    }

    private static void MatchBento(JsonTypeInfo info, Dictionary<(Module, int), string> unset, List<string> ignored)
    {
        if (info.Kind != JsonTypeInfoKind.Object)
            return;
        var members = ModelMembers.For(info.Type, BentoPrivateFields.None);
        for (int i = info.Properties.Count - 1; i >= 0; i--)
        {
            var property = info.Properties[i];
            var member = property.AttributeProvider as MemberInfo;
            ModelMember? model = null;
            foreach (var candidate in members)
            {
                if (member is not null && candidate.SameAs(member))
                    model = candidate;
            }
            if (model is null)
            {
                info.Properties.RemoveAt(i);
                continue;
            }
            property.Name = model.SerializedName!;
            // A member hidden from System.Text.Json on purpose stays in the comparison: the two really do read it differently.
            if (member!.GetCustomAttribute<JsonIgnoreAttribute>() is { Condition: JsonIgnoreCondition.Always })
            {
                ignored.Add(ValueText.TypeName(info.Type) + "." + model.Name);
                continue;
            }
            if (property.Set is null && member is PropertyInfo { SetMethod: { } setter } && (!setter.IsPrivate || member.DeclaringType == info.Type))
                property.Set = (owner, value) => setter.Invoke(owner, new[] { value });
            if (property.Set is null && property.AssociatedParameter is null)
                unset[(member!.Module, member.MetadataToken)] = ValueText.TypeName(info.Type) + "." + model.Name;
        }
        // A non-public member Bento includes ([BentoInclude]) is no property of System.Text.Json's at all.
        foreach (var model in members)
        {
            bool matched = false;
            foreach (var property in info.Properties)
                matched |= property.AttributeProvider is MemberInfo member && model.SameAs(member);
            if (!matched && model.Role == MemberRole.Serialized)
                unset[(model.Member.Module, model.Member.MetadataToken)] = ValueText.TypeName(info.Type) + "." + model.Name;
        }
    }
}
