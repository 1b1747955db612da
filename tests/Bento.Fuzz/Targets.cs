using System;
using System.Collections.Generic;
using System.IO;
using Bento.Bench.Models;

namespace Bento.Fuzz;

/// <summary>What went wrong with one input.</summary>
internal enum FindingKind
{
    /// <summary>An exception other than Bento's own escaped an entry point.</summary>
    Foreign,

    /// <summary>An entry point accepted the input but a consistency check on its output failed.</summary>
    Wrong,
}

internal sealed class Finding
{
    public Finding(FindingKind kind, string target, string exceptionType, string message)
    {
        Kind = kind;
        Target = target;
        ExceptionType = exceptionType;
        Message = message;
    }

    public FindingKind Kind { get; }

    public string Target { get; }

    public string ExceptionType { get; }

    public string Message { get; }

    /// <summary>Findings with the same signature are the same bug as far as minimisation is concerned.</summary>
    public string Signature => Kind + " " + Target + " " + ExceptionType;

    public override string ToString() => Kind + " in " + Target + ": " + ExceptionType + ": " + Message;
}

/// <summary>
/// Every entry point of a format, run on one input. An entry point may accept the input or reject it with Bento's
/// exception for its format (either one for the conversions between formats); anything else is a foreign exception.
/// When an entry point accepts the input, its output is checked: minified and formatted JSON must be valid and agree,
/// a typed value must write and read back to the same bytes, converted documents must be valid in their new format.
/// </summary>
internal sealed partial class Targets
{
    private static readonly BentoJsonOptions s_lenient = new() { AllowComments = true, AllowTrailingCommas = true };
    private static readonly BentoJsonOptions s_strict = new() { RejectUnknownMembers = true, RejectDuplicateMembers = true };
    private static readonly BentoJsonOptions s_replace = new() { InvalidTextHandling = BentoInvalidTextHandling.Replace };
    private static readonly BentoJsonOptions s_strictHints = new() { HintHandling = BentoHintHandling.Strict };
    private static readonly BentoMessagePackOptions s_packDuplicates = new() { RejectDuplicateMembers = true };
    private static readonly BentoMessagePackOptions s_packReplace = new() { InvalidTextHandling = BentoInvalidTextHandling.Replace };

    private readonly FuzzFormat _format;
    private List<Finding> _findings = new();

    public Targets(FuzzFormat format) => _format = format;

    /// <summary>Runs every entry point of the format on <paramref name="input"/>; the options vary with the input number.</summary>
    public List<Finding> Run(byte[] input, Shape shape, long number)
    {
        _findings = new List<Finding>();
        bool small = input.Length <= 16 * 1024;
        switch (_format)
        {
            case FuzzFormat.Json:
                RunJson(input, shape, number, small);
                break;
            case FuzzFormat.Hinted:
                RunHinted(input, shape, number, small);
                break;
            default:
                RunMessagePack(input, shape, number, small);
                break;
        }

        return _findings;
    }

    // ---- JSON ----

    private void RunJson(byte[] input, Shape shape, long number, bool small)
    {
        BentoJsonOptions options = (number % 4) switch { 0 => s_lenient, 1 => s_strict, 2 => s_replace, _ => BentoJsonOptions.Default };
        Json("Deserialize<" + shape + ">", () => CheckJsonTyped(input, shape, options, hinted: false));
        if (small)
        {
            Json("Deserialize<List<Node>>", () => BentoJson.Deserialize<List<Node>>(input, options));
            Json("Deserialize<Dictionary<string,Node>>", () => BentoJson.Deserialize<Dictionary<string, Node>>(input, options));
            Json("Deserialize<Envelope<Node>>", () => BentoJson.Deserialize<Envelope<Node>>(input, options));
            Json("Populate<AllTypes>", () =>
            {
                AllTypes target = ModelValues.Map((int)number);
                BentoJson.Populate(input, ref target, options);
            });
            Json("JsonLines.Read<AllTypes>", () =>
            {
                var lines = new BentoJsonLinesOptions { Json = options, InvalidRecordHandling = number % 2 == 0 ? BentoInvalidRecordHandling.Skip : BentoInvalidRecordHandling.Throw };
                foreach (AllTypes item in BentoJsonLines.Read<AllTypes>(new MemoryStream(input), lines))
                    GC.KeepAlive(item);
            });
        }

        if (number % 8 == 0)
            Json("Deserialize<" + shape + ">(Stream)", () => ReadJsonStream(input, shape, options));
        if (number % 2 == 0)
            Json("DeserializeParallel<" + shape + ">", () => CheckParallel(input, shape, options, small));
        bool valid = Json("Validate", () => BentoJson.Validate(input, options));
        RunUntypedJson(input, options, valid, small, number);
        Json("IsValid", () =>
        {
            if (BentoJson.IsValid(input, options) != valid)
                Wrong("IsValid", "IsValid disagrees with Validate");
        });
        Json("Minify+Format", () =>
        {
            byte[] minified = BentoJson.Minify(input, options);
            byte[] formatted = BentoJson.Format(input, options);
            if (!valid)
                Wrong("Minify", "Minify accepted a document Validate rejects");
            Check("Minify output", () =>
            {
                BentoJson.Validate(minified, options);
                if (!BentoJson.Minify(formatted, options).AsSpan().SequenceEqual(minified))
                    Wrong("Format", "Minify(Format(x)) differs from Minify(x)");
            });
        });
        Either("BentoMessagePack.FromJson", () =>
        {
            byte[] packed = BentoMessagePack.FromJson(input);
            Check("FromJson output", () =>
            {
                BentoMessagePack.Validate(packed);
                BentoJson.Validate(BentoMessagePack.ToJson(packed));
            });
        });
        Json("BentoHintedJson.FromJson", () =>
        {
            byte[] hinted = BentoHintedJson.FromJson(input);
            Check("Hinted.FromJson output", () => BentoHintedJson.Validate(hinted, s_strictHints));
        });
    }

    private void RunHinted(byte[] input, Shape shape, long number, bool small)
    {
        BentoJsonOptions options = (number % 3) switch { 0 => s_strictHints, 1 => s_lenient, _ => BentoJsonOptions.Default };
        Json("Hinted.Deserialize<" + shape + ">", () => CheckJsonTyped(input, shape, options, hinted: true));
        if (small)
        {
            Json("Hinted.Deserialize<List<Node>>", () => BentoHintedJson.Deserialize<List<Node>>(input, options));
            Json("Hinted.Deserialize<Envelope<Node>>", () => BentoHintedJson.Deserialize<Envelope<Node>>(input, options));
            Json("Hinted.Populate<AllTypes>", () =>
            {
                AllTypes target = ModelValues.Map((int)number);
                BentoHintedJson.Populate(input, ref target, options);
            });
        }

        if (number % 8 == 0)
            Json("Hinted.Deserialize<" + shape + ">(Stream)", () => ReadHintedStream(input, shape, options));
        Json("Hinted.Validate", () => BentoHintedJson.Validate(input, options));
        RunUntypedHinted(input, options);
        Json("Hinted.IsHinted", () => BentoHintedJson.IsHinted(input));
        Json("Hinted.ToJson", () =>
        {
            byte[] plain = BentoHintedJson.ToJson(input, options);
            Check("Hinted.ToJson output", () => BentoJson.Validate(plain));
        });
    }

    private void CheckJsonTyped(byte[] input, Shape shape, BentoJsonOptions options, bool hinted)
    {
        // Idempotence: a value read from the input must write, and what it writes must read back to the same bytes.
        switch (shape)
        {
            case Shape.Twitter:
                RoundTrip(hinted ? BentoHintedJson.Deserialize<TwitterSearch>(input, options) : BentoJson.Deserialize<TwitterSearch>(input, options), options, hinted);
                break;
            case Shape.Citm:
                RoundTrip(hinted ? BentoHintedJson.Deserialize<CitmCatalog>(input, options) : BentoJson.Deserialize<CitmCatalog>(input, options), options, hinted);
                break;
            case Shape.Canada:
                RoundTrip(hinted ? BentoHintedJson.Deserialize<CanadaFeatureCollection>(input, options) : BentoJson.Deserialize<CanadaFeatureCollection>(input, options), options, hinted);
                break;
            default:
                RoundTrip(hinted ? BentoHintedJson.Deserialize<AllTypes>(input, options) : BentoJson.Deserialize<AllTypes>(input, options), options, hinted);
                break;
        }
    }

    private void RoundTrip<T>(T value, BentoJsonOptions options, bool hinted) => Check(typeof(T).Name + " round trip", () =>
    {
        byte[] first = hinted ? BentoHintedJson.SerializeToUtf8Bytes(value, options) : BentoJson.SerializeToUtf8Bytes(value, options);
        T again = hinted ? BentoHintedJson.Deserialize<T>(first, options) : BentoJson.Deserialize<T>(first, options);
        byte[] second = hinted ? BentoHintedJson.SerializeToUtf8Bytes(again, options) : BentoJson.SerializeToUtf8Bytes(again, options);
        if (!first.AsSpan().SequenceEqual(second))
            Wrong(typeof(T).Name + " round trip", "writing the value read back gives other bytes than writing the value first read");
    });

    private static void ReadJsonStream(byte[] input, Shape shape, BentoJsonOptions options)
    {
        if (shape == Shape.Twitter)
            BentoJson.Deserialize<TwitterSearch>(new MemoryStream(input), options);
        else if (shape == Shape.Citm)
            BentoJson.DeserializeAsync<CitmCatalog>(new MemoryStream(input), options).AsTask().GetAwaiter().GetResult();
        else if (shape == Shape.Canada)
            BentoJson.Deserialize<CanadaFeatureCollection>(new MemoryStream(input), options);
        else
            BentoJson.DeserializeAsync<AllTypes>(new MemoryStream(input), options).AsTask().GetAwaiter().GetResult();
    }

    private static void ReadHintedStream(byte[] input, Shape shape, BentoJsonOptions options)
    {
        if (shape == Shape.Twitter)
            BentoHintedJson.Deserialize<TwitterSearch>(new MemoryStream(input), options);
        else
            BentoHintedJson.DeserializeAsync<AllTypes>(new MemoryStream(input), options).AsTask().GetAwaiter().GetResult();
    }

    // ---- MessagePack ----

    private void RunMessagePack(byte[] input, Shape shape, long number, bool small)
    {
        BentoMessagePackOptions options = (number % 3) switch { 0 => s_packDuplicates, 1 => s_packReplace, _ => BentoMessagePackOptions.Default };
        bool keyed = _format == FuzzFormat.MsgPackArray;
        Pack("Deserialize<" + shape + ">", () => CheckPackTyped(input, shape, options, keyed));
        if (small)
        {
            if (keyed)
            {
                Pack("Populate<AllTypesKeyed>", () =>
                {
                    AllTypesKeyed target = ModelValues.Keyed((int)number);
                    BentoMessagePack.Populate(input, ref target, options);
                });
                Pack("Deserialize<KeyedNode[]>", () => BentoMessagePack.Deserialize<KeyedNode[]>(input, options));
                Pack("Deserialize<KeyedEnvelope<KeyedNode>>", () => BentoMessagePack.Deserialize<KeyedEnvelope<KeyedNode>>(input, options));
            }
            else
            {
                Pack("Populate<AllTypes>", () =>
                {
                    AllTypes target = ModelValues.Map((int)number);
                    BentoMessagePack.Populate(input, ref target, options);
                });
                Pack("Deserialize<Dictionary<string,Node>>", () => BentoMessagePack.Deserialize<Dictionary<string, Node>>(input, options));
                Pack("Deserialize<Envelope<Node>>", () => BentoMessagePack.Deserialize<Envelope<Node>>(input, options));
            }

            Pack("MessagePackStream.Read", () =>
            {
                var stream = new BentoMessagePackStreamOptions { MessagePack = options, InvalidRecordHandling = number % 2 == 0 ? BentoInvalidRecordHandling.Skip : BentoInvalidRecordHandling.Throw };
                if (keyed)
                {
                    foreach (AllTypesKeyed item in BentoMessagePackStream.Read<AllTypesKeyed>(new MemoryStream(input), stream))
                        GC.KeepAlive(item);
                }
                else
                {
                    foreach (AllTypes item in BentoMessagePackStream.Read<AllTypes>(new MemoryStream(input), stream))
                        GC.KeepAlive(item);
                }
            });
        }

        if (number % 8 == 0)
        {
            Pack("Deserialize(Stream)", () =>
            {
                if (keyed)
                    BentoMessagePack.DeserializeAsync<AllTypesKeyed>(new MemoryStream(input), options).AsTask().GetAwaiter().GetResult();
                else
                    BentoMessagePack.Deserialize<AllTypes>(new MemoryStream(input), options);
            });
        }

        if (number % 2 == 0)
            Pack("DeserializeParallel<" + shape + ">", () => CheckParallelPack(input, shape, options, keyed, small));
        bool valid = Pack("Validate", () => BentoMessagePack.Validate(input, options));
        RunUntypedMessagePack(input, options, valid, small, number);
        Pack("IsValid", () =>
        {
            if (BentoMessagePack.IsValid(input, options) != valid)
                Wrong("IsValid", "IsValid disagrees with Validate");
        });
        Either("BentoMessagePack.ToJson", () =>
        {
            byte[] json = BentoMessagePack.ToJson(input, indented: number % 2 == 0, options);
            if (!valid)
                Wrong("ToJson", "ToJson accepted a document Validate rejects");
            // An extension other than a timestamp becomes a JSON object, one level deeper than the ext itself, so
            // the JSON may nest one level beyond MaxDepth (docs/messagepack.md).
            Check("ToJson output", () => BentoJson.Validate(json, new BentoJsonOptions { MaxDepth = options.MaxDepth + 1 }));
        });
    }

    private void CheckPackTyped(byte[] input, Shape shape, BentoMessagePackOptions options, bool keyed)
    {
        switch (shape)
        {
            case Shape.Twitter:
                PackRoundTrip(BentoMessagePack.Deserialize<TwitterSearch>(input, options), options);
                break;
            case Shape.Citm:
                PackRoundTrip(BentoMessagePack.Deserialize<CitmCatalog>(input, options), options);
                break;
            case Shape.Canada:
                PackRoundTrip(BentoMessagePack.Deserialize<CanadaFeatureCollection>(input, options), options);
                break;
            default:
                if (keyed)
                    PackRoundTrip(BentoMessagePack.Deserialize<AllTypesKeyed>(input, options), options);
                else
                    PackRoundTrip(BentoMessagePack.Deserialize<AllTypes>(input, options), options);
                break;
        }
    }

    private void PackRoundTrip<T>(T value, BentoMessagePackOptions options) => Check(typeof(T).Name + " round trip", () =>
    {
        byte[] first = BentoMessagePack.Serialize(value, options);
        byte[] second = BentoMessagePack.Serialize(BentoMessagePack.Deserialize<T>(first, options), options);
        if (!first.AsSpan().SequenceEqual(second))
            Wrong(typeof(T).Name + " round trip", "writing the value read back gives other bytes than writing the value first read");
    });

    // ---- classification ----

    private bool Json(string target, Action action) => Probe(target, action, json: true, pack: false);

    private bool Pack(string target, Action action) => Probe(target, action, json: false, pack: true);

    private bool Either(string target, Action action) => Probe(target, action, json: true, pack: true);

    private bool Probe(string target, Action action, bool json, bool pack)
    {
        try
        {
            action();
            return true;
        }
        catch (BentoJsonException) when (json)
        {
            return false;
        }
        catch (BentoMessagePackException) when (pack)
        {
            return false;
        }
        catch (Exception e)
        {
            _findings.Add(new Finding(FindingKind.Foreign, target, e.GetType().FullName ?? e.GetType().Name, FirstLine(e.Message) + " @ " + FirstFrame(e)));
            return false;
        }
    }

    /// <summary>Runs a check on accepted output: any exception here, Bento's included, means the output was wrong.</summary>
    private void Check(string what, Action action)
    {
        try
        {
            action();
        }
        catch (Exception e)
        {
            Wrong(what, e.GetType().Name + ": " + FirstLine(e.Message));
        }
    }

    private void Wrong(string target, string message) => _findings.Add(new Finding(FindingKind.Wrong, target, "-", message));

    private static string FirstLine(string text)
    {
        int end = text.IndexOf('\n', StringComparison.Ordinal);
        text = end < 0 ? text : text.Substring(0, end);
        return text.Length > 300 ? text.Substring(0, 300) + "..." : text;
    }

    private static string FirstFrame(Exception e)
    {
        string trace = e.StackTrace ?? "";
        int end = trace.IndexOf('\n', StringComparison.Ordinal);
        return (end < 0 ? trace : trace.Substring(0, end)).Trim();
    }
}
