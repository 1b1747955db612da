using System;
using System.Collections.Generic;
using Bento.Bench.Models;

namespace Bento.Fuzz;

/// <summary>
/// BentoJson.DeserializeParallel and BentoMessagePack.DeserializeParallel on the same input as their Deserialize: the
/// two must agree, value for value and error for error (position, path and message). Every document is split (no size
/// threshold, three threads), so each mutation also lands in some part of a split array.
/// </summary>
internal sealed partial class Targets
{
    private static readonly BentoParallelReadOptions s_split = new() { MinDocumentBytes = 0, MaxThreads = 3 };

    private void CheckParallel(byte[] input, Shape shape, BentoJsonOptions options, bool small)
    {
        switch (shape)
        {
            case Shape.Twitter:
                Agree<TwitterSearch>(input, options);
                break;
            case Shape.Citm:
                Agree<CitmCatalog>(input, options);
                break;
            case Shape.Canada:
                Agree<CanadaFeatureCollection>(input, options);
                break;
            default:
                Agree<AllTypes>(input, options);
                break;
        }

        if (small)
            Agree<List<Node>>(input, options);
    }

    private void CheckParallelPack(byte[] input, Shape shape, BentoMessagePackOptions options, bool keyed, bool small)
    {
        switch (shape)
        {
            case Shape.Twitter:
                AgreePack<TwitterSearch>(input, options);
                break;
            case Shape.Citm:
                AgreePack<CitmCatalog>(input, options);
                break;
            case Shape.Canada:
                AgreePack<CanadaFeatureCollection>(input, options);
                break;
            default:
                if (keyed)
                    AgreePack<AllTypesKeyed>(input, options);
                else
                    AgreePack<AllTypes>(input, options);
                break;
        }

        if (small && keyed)
            AgreePack<KeyedNode[]>(input, options);
    }

    private void AgreePack<T>(byte[] input, BentoMessagePackOptions options)
    {
        string sequential = Outcome(() => BentoMessagePack.Deserialize<T>(input, options));
        string parallel = Outcome(() => BentoMessagePack.DeserializeParallel<T>(input, options, s_split));
        if (sequential != parallel)
            Wrong("BentoMessagePack.DeserializeParallel<" + typeof(T).Name + ">", "differs from Deserialize: " + Cut(sequential) + " | " + Cut(parallel));
    }

    private void Agree<T>(byte[] input, BentoJsonOptions options)
    {
        string sequential = Outcome(() => BentoJson.Deserialize<T>(input, options));
        string parallel = Outcome(() => BentoJson.DeserializeParallel<T>(input, options, s_split));
        if (sequential != parallel)
            Wrong("DeserializeParallel<" + typeof(T).Name + ">", "differs from Deserialize: " + Cut(sequential) + " | " + Cut(parallel));
    }

    // Bento's exception is an outcome to compare; any other escapes to the caller, which reports it as foreign.
    private static string Outcome<T>(Func<T> read)
    {
        try
        {
            return "value " + BentoJson.Serialize(read());
        }
        catch (BentoJsonException error)
        {
            return "error at " + error.BytePosition + " (" + error.Path + "): " + error.Message;
        }
        catch (BentoMessagePackException error)
        {
            return "error at " + error.BytePosition + " (" + error.Path + "): " + error.Message;
        }
    }

    private static string Cut(string text) => text.Length > 200 ? text.Substring(0, 200) + "..." : text;
}
