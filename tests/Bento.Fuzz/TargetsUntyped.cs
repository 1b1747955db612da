using System;
using System.IO;
using System.Linq;

namespace Bento.Fuzz;

// The untyped value type on the same inputs: parsing may accept or reject with Bento's exception, never anything else;
// a value it accepts (up to 16 KiB, so that large inputs keep within the time limit per input) must write in every
// format, and read back from its own output to an equal value.
internal sealed partial class Targets
{
    private void RunUntypedJson(byte[] input, BentoJsonOptions options, bool valid, bool small, long number)
    {
        CheckScanAgainstReader(input, options);
        BentoValue? parsed = null;
        bool accepted = Json("BentoValue.ParseJson", () => parsed = BentoValue.ParseJson(input, options));
        if (accepted && !valid)
            Wrong("BentoValue.ParseJson", "BentoValue.ParseJson accepted a document Validate rejects");
        if (parsed is not null && small)
        {
            CheckUntyped(parsed, options);
            CheckTapeAgainstNodes(() => BentoValue.ParseJson(input, options));
        }

        if (small)
        {
            Json("JsonLines.Read<BentoValue>", () =>
            {
                var lines = new BentoJsonLinesOptions { Json = options, InvalidRecordHandling = number % 2 == 0 ? BentoInvalidRecordHandling.Skip : BentoInvalidRecordHandling.Throw };
                foreach (BentoValue item in BentoJsonLines.Read(new MemoryStream(input), BentoValueCodecs.Json, lines))
                    GC.KeepAlive(item.ToJson());
            });
        }
    }

    private void RunUntypedHinted(byte[] input, BentoJsonOptions options)
    {
        CheckScanAgainstReader(input, options);
        BentoValue? parsed = null;
        Json("BentoValue.ParseHintedJson", () => parsed = BentoValue.ParseHintedJson(input, options));
        if (parsed is not null && input.Length <= 16 * 1024)
            CheckUntyped(parsed, BentoJsonOptions.Default);
    }

    private void RunUntypedMessagePack(byte[] input, BentoMessagePackOptions options, bool valid, bool small, long number)
    {
        BentoValue? parsed = null;
        bool accepted = Pack("BentoValue.ParseMessagePack", () => parsed = BentoValue.ParseMessagePack(input, options));
        if (accepted && !valid)
            Wrong("BentoValue.ParseMessagePack", "BentoValue.ParseMessagePack accepted a document Validate rejects");
        if (parsed is not null && small)
        {
            BentoValue value = parsed;
            Check("BentoValue MessagePack round trip", () =>
            {
                byte[] first = value.ToMessagePack(options);
                BentoValue again = BentoValue.ParseMessagePack(first, options);
                if (!again.Equals(value) || again.GetHashCode() != value.GetHashCode())
                    Wrong("BentoValue MessagePack round trip", "the value read back from its own MessagePack is not equal to it");
                if (!again.ToMessagePack(options).AsSpan().SequenceEqual(first))
                    Wrong("BentoValue MessagePack round trip", "writing the value read back gives other bytes");
            });

            // JSON cannot hold every MessagePack value (non-string keys, NaN): Bento's exception then, nothing else.
            Either("BentoValue.ToJson (from MessagePack)", () => GC.KeepAlive(value.ToJson()));
        }

        if (small)
        {
            Pack("MessagePackStream.Read<BentoValue>", () =>
            {
                var stream = new BentoMessagePackStreamOptions { MessagePack = options, InvalidRecordHandling = number % 2 == 0 ? BentoInvalidRecordHandling.Skip : BentoInvalidRecordHandling.Throw };
                foreach (BentoValue item in BentoMessagePackStream.Read(new MemoryStream(input), BentoValueCodecs.MessagePack, stream))
                    GC.KeepAlive(item.ToMessagePack());
            });
        }
    }

    // A JSON array or object is read into its tape by a one-pass scan, and by the reader where the scan gives up: on any
    // input, at the root, inside an array and as hinted JSON, the two must give the same tape and leave the reader at
    // the same place, or raise the same error (text, offset, line, column, path).
    private void CheckScanAgainstReader(byte[] input, BentoJsonOptions options)
    {
        Json("tape scan against reader", () =>
        {
            foreach (var (hinted, inArray) in new[] { (false, false), (false, true), (true, false) })
            {
                if (TapeOutcome(input, options, hinted, inArray, JsonTapeBuilder.Way.ScanThenReader) != TapeOutcome(input, options, hinted, inArray, JsonTapeBuilder.Way.ReaderOnly))
                    Wrong("tape scan against reader", $"the scan and the reader disagree (hinted {hinted}, inside an array {inArray})");
            }
        });
    }

    private static string TapeOutcome(byte[] input, BentoJsonOptions options, bool hinted, bool inArray, JsonTapeBuilder.Way way)
    {
        var previous = JsonTapeBuilder.ReadWay;
        JsonTapeBuilder.ReadWay = way;
        try
        {
            var reader = inArray ? Bento.Json.JsonReader.InsideRootArray(input, options, afterElement: false) : new Bento.Json.JsonReader(input, options, hinted);
            int next = reader.PeekByte();
            if (next != '{' && next != '[') return "not a container";
            var tape = JsonTapeBuilder.Read(ref reader);
            return $"{Convert.ToBase64String(tape.Chunks.SelectMany(c => c).ToArray())} {string.Join(",", tape.Chunks.Select(c => c.Length))} {string.Join(",", tape.Rows)} {tape.Depth} {tape.DecodedEscapes} {tape.HasDuplicates} {reader.Position} {reader.CurrentDepth}";
        }
        catch (BentoJsonException e)
        {
            return $"{e.Message} | {e.BytePosition} {e.Line}:{e.Column} {e.Path}";
        }
        finally
        {
            JsonTapeBuilder.ReadWay = previous;
        }
    }

    private static readonly BentoJsonOptions[] s_tapeWriteOptions =
    {
        BentoJsonOptions.Default,
        new() { Indented = true },
        new() { EscapeHtml = true },
    };

    // A parsed document is read from its tape until its children are needed: written unbuilt, it must give exactly
    // what the same document built node by node gives (bytes, or the same exception), and compare equal to it.
    private void CheckTapeAgainstNodes(Func<BentoValue> parse)
    {
        Check("BentoValue tape against nodes", () =>
        {
            BentoValue built = parse();
            BuildAll(built);
            foreach (var write in s_tapeWriteOptions)
            {
                if (Outcome(() => parse().ToJsonUtf8(write)) != Outcome(() => built.ToJsonUtf8(write)))
                    Wrong("BentoValue tape against nodes", "JSON written from the tape differs from JSON written from nodes");
            }

            if (Outcome(() => parse().ToHintedJson()) != Outcome(() => built.ToHintedJson()))
                Wrong("BentoValue tape against nodes", "hinted JSON written from the tape differs from hinted JSON written from nodes");
            if (Outcome(() => parse().ToMessagePack()) != Outcome(() => built.ToMessagePack()))
                Wrong("BentoValue tape against nodes", "MessagePack written from the tape differs from MessagePack written from nodes");
            BentoValue lazy = parse();
            if (!lazy.Equals(built) || !built.Equals(parse()) || parse().GetHashCode() != built.GetHashCode())
                Wrong("BentoValue tape against nodes", "a value read from its tape is not equal to the same value built node by node");
        });
    }

    private static void BuildAll(BentoValue value)
    {
        if (value.IsArray)
        {
            foreach (BentoValue item in value.Items) BuildAll(item);
        }
        else if (value.IsObject)
        {
            foreach (BentoMember member in value.Members) BuildAll(member.Value);
        }
    }

    private static string Outcome(Func<byte[]> write)
    {
        try
        {
            return Convert.ToBase64String(write());
        }
        catch (BentoJsonException e)
        {
            return "json: " + e.Message;
        }
        catch (BentoMessagePackException e)
        {
            return "msgpack: " + e.Message;
        }
    }

    private void CheckUntyped(BentoValue value, BentoJsonOptions options)
    {
        Check("BentoValue JSON round trip", () =>
        {
            byte[] first = value.ToJsonUtf8();
            BentoValue again = BentoValue.ParseJson(first, new BentoJsonOptions { MaxDepth = options.MaxDepth });
            if (!again.Equals(value) || again.GetHashCode() != value.GetHashCode())
                Wrong("BentoValue JSON round trip", "the value read back from its own JSON is not equal to it");
            if (!again.ToJsonUtf8().AsSpan().SequenceEqual(first))
                Wrong("BentoValue JSON round trip", "writing the value read back gives other bytes");
            if (!value.Clone().Equals(value))
                Wrong("BentoValue.Clone", "a clone is not equal to its original");
            byte[] hinted = value.ToHintedJson(new BentoJsonOptions { MaxDepth = options.MaxDepth });
            if (!BentoValue.ParseHintedJson(hinted, new BentoJsonOptions { MaxDepth = options.MaxDepth, HintHandling = BentoHintHandling.Strict }).Equals(value))
                Wrong("BentoValue hinted round trip", "the value read back from its own hinted JSON is not equal to it");
        });

        // Numbers beyond float 64 (1e400) have no MessagePack form: Bento's exception, nothing else.
        Either("BentoValue.ToMessagePack (from JSON)", () => GC.KeepAlive(BentoValue.ParseMessagePack(value.ToMessagePack())));
    }
}
