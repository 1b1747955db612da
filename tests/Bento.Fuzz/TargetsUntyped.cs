using System;
using System.IO;

namespace Bento.Fuzz;

// The untyped value type on the same inputs: parsing may accept or reject with Bento's exception, never anything else;
// a value it accepts (up to 16 KiB, so that large inputs keep within the time limit per input) must write in every
// format, and read back from its own output to an equal value.
internal sealed partial class Targets
{
    private void RunUntypedJson(byte[] input, BentoJsonOptions options, bool valid, bool small, long number)
    {
        BentoValue? parsed = null;
        bool accepted = Json("BentoValue.ParseJson", () => parsed = BentoValue.ParseJson(input, options));
        if (accepted && !valid)
            Wrong("BentoValue.ParseJson", "BentoValue.ParseJson accepted a document Validate rejects");
        if (parsed is not null && small)
            CheckUntyped(parsed, options);
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
