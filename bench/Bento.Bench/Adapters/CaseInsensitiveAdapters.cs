using System;
using System.Buffers;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;

namespace Bento.Bench.Adapters;

/// <summary>
/// Rows for <c>--case-insensitive</c>: what <c>PropertyNameCaseInsensitive</c> costs a read. With exact names the input
/// is what the plain JSON rows read; with upper-case names every member name of the payload is upper-cased after
/// writing, so each one misses the exact match first. Only the read times of the upper-case rows mean anything: their
/// write time includes that rewrite.
/// </summary>
public sealed class BentoCaseInsensitiveAdapter(bool upperCaseNames) : ISerializerAdapter
{
    static readonly BentoJsonOptions Options = new() { PropertyNameCaseInsensitive = true };

    readonly ArrayBufferWriter<byte> _scratch = new();

    public string Name => upperCaseNames ? "Bento JSON (case-insensitive, upper-case names)" : "Bento JSON (case-insensitive)";

    public string Format => "JSON (UTF-8)";

    public string Library => "Bento " + Versions.Of(typeof(BentoJson));

    public void Serialize<T>(IBufferWriter<byte> output, T value)
    {
        if (!upperCaseNames)
        {
            BentoJson.Serialize(output, value);
            return;
        }
        _scratch.ResetWrittenCount();
        BentoJson.Serialize(_scratch, value);
        UpperCaseNames.Rewrite(_scratch.WrittenSpan, output);
    }

    public T Deserialize<T>(ReadOnlyMemory<byte> payload) => BentoJson.Deserialize<T>(payload.Span, Options);
}

/// <summary>System.Text.Json's source-generated metadata with <c>PropertyNameCaseInsensitive</c>, on upper-case names.</summary>
public sealed class StjCaseInsensitiveAdapter : ISerializerAdapter
{
    static readonly StjContext Context = new(new JsonSerializerOptions { PropertyNameCaseInsensitive = true });

    readonly ArrayBufferWriter<byte> _scratch = new();

    public string Name => "STJ source-gen (case-insensitive, upper-case names)";

    public string Format => "JSON (UTF-8)";

    public string Library => "System.Text.Json " + Versions.Of(typeof(JsonSerializer));

    public void Serialize<T>(IBufferWriter<byte> output, T value)
    {
        _scratch.ResetWrittenCount();
        using (var writer = new Utf8JsonWriter(_scratch))
            JsonSerializer.Serialize(writer, value, (JsonTypeInfo<T>)Context.GetTypeInfo(typeof(T))!);
        UpperCaseNames.Rewrite(_scratch.WrittenSpan, output);
    }

    public T Deserialize<T>(ReadOnlyMemory<byte> payload) =>
        JsonSerializer.Deserialize(payload.Span, (JsonTypeInfo<T>)Context.GetTypeInfo(typeof(T))!)!;
}

/// <summary>Copies a JSON document with the ASCII letters of every property name upper-cased, all else unchanged.</summary>
static class UpperCaseNames
{
    public static void Rewrite(ReadOnlySpan<byte> json, IBufferWriter<byte> output)
    {
        Span<byte> copy = output.GetSpan(json.Length)[..json.Length];
        json.CopyTo(copy);
        for (int i = 0; i < copy.Length; i++)
        {
            if (copy[i] != (byte)'"')
                continue;
            int start = i + 1, end = start;
            while (copy[end] != (byte)'"')
                end += copy[end] == (byte)'\\' ? (copy[end + 1] == (byte)'u' ? 6 : 2) : 1;
            int next = end + 1;
            while (next < copy.Length && copy[next] is (byte)' ' or (byte)'\n' or (byte)'\r' or (byte)'\t')
                next++;
            if (next < copy.Length && copy[next] == (byte)':')
            {
                for (int k = start; k < end; k++)
                {
                    if (copy[k] == (byte)'\\')
                        k += copy[k + 1] == (byte)'u' ? 5 : 1; // an escape stays as written
                    else if (copy[k] is >= (byte)'a' and <= (byte)'z')
                        copy[k] -= 0x20;
                }
            }
            i = end;
        }
        output.Advance(json.Length);
    }
}
