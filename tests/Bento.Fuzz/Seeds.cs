using System;
using System.Collections.Generic;
using System.IO;
using System.Text;
using Bento.Bench.Models;

namespace Bento.Fuzz;

/// <summary>The four inputs the fuzzer mutates: each has its own seeds and entry points.</summary>
internal enum FuzzFormat
{
    Json,
    Hinted,
    MsgPackMap,
    MsgPackArray,
}

/// <summary>Which typed model a seed was written from, so the typed entry points read it with the right codec.</summary>
internal enum Shape
{
    None,
    AllTypes,
    Keyed,
    Twitter,
    Citm,
    Canada,
}

internal sealed class Seed
{
    public Seed(string name, byte[] bytes, Shape shape)
    {
        Name = name;
        Bytes = bytes;
        Shape = shape;
    }

    public string Name { get; }

    public byte[] Bytes { get; }

    public Shape Shape { get; }
}

/// <summary>
/// Builds the seeds of a format, the same list in every process for the same arguments (the children regenerate inputs
/// from their numbers rather than receiving bytes): generated values of the all-types models, hand-written corner
/// cases, the JSONTestSuite files and the three shared corpora.
/// </summary>
internal sealed class SeedPool
{
    public SeedPool(FuzzFormat format, string? sharedRoot)
    {
        Format = format;
        Small = new List<Seed>();
        Large = new List<Seed>();
        for (int i = 0; i < 160; i++)
            AddGenerated(i);
        if (format == FuzzFormat.Json || format == FuzzFormat.Hinted)
        {
            foreach (string snippet in ModelValues.JsonSnippets())
            {
                byte[] json = Encoding.UTF8.GetBytes(snippet);
                Small.Add(new Seed("snippet", format == FuzzFormat.Hinted ? ToHinted(json) : json, Shape.AllTypes));
            }
        }

        if (sharedRoot != null)
        {
            AddConformance(Path.Combine(sharedRoot, "conformance", "JSONTestSuite", "test_parsing"));
            AddCorpus(Path.Combine(sharedRoot, "corpora", "twitter.json"), Shape.Twitter);
            AddCorpus(Path.Combine(sharedRoot, "corpora", "citm_catalog.json"), Shape.Citm);
            AddCorpus(Path.Combine(sharedRoot, "corpora", "canada.json"), Shape.Canada);
        }

        if (format == FuzzFormat.MsgPackArray || format == FuzzFormat.MsgPackMap)
            AddMessagePackCorners();
    }

    public FuzzFormat Format { get; }

    /// <summary>Seeds of a few kilobytes at most: most inputs start from one of these.</summary>
    public List<Seed> Small { get; }

    /// <summary>The corpora (hundreds of kilobytes to megabytes): a small share of inputs, since each costs milliseconds.</summary>
    public List<Seed> Large { get; }

    private void AddGenerated(int i)
    {
        switch (Format)
        {
            case FuzzFormat.Json:
                var jsonOptions = new BentoJsonOptions { Indented = i % 3 == 0, IgnoreNullValues = i % 4 == 1 };
                Small.Add(new Seed("AllTypes#" + i, BentoJson.SerializeToUtf8Bytes(ModelValues.Map(i), jsonOptions), Shape.AllTypes));
                break;
            case FuzzFormat.Hinted:
                Small.Add(new Seed("AllTypes#" + i, BentoHintedJson.SerializeToUtf8Bytes(ModelValues.Map(i)), Shape.AllTypes));
                break;
            case FuzzFormat.MsgPackMap:
                Small.Add(new Seed("AllTypes#" + i, BentoMessagePack.Serialize(ModelValues.Map(i)), Shape.AllTypes));
                break;
            default:
                Small.Add(new Seed("AllTypesKeyed#" + i, BentoMessagePack.Serialize(ModelValues.Keyed(i)), Shape.Keyed));
                break;
        }
    }

    private void AddConformance(string folder)
    {
        if (!Directory.Exists(folder) || Format == FuzzFormat.MsgPackArray)
            return;
        var files = Directory.GetFiles(folder, "*.json");
        Array.Sort(files, StringComparer.Ordinal);
        foreach (string file in files)
        {
            byte[] bytes = File.ReadAllBytes(file);
            if (bytes.Length > 4096)
                continue;
            string name = Path.GetFileName(file);
            if (Format == FuzzFormat.Json)
            {
                Small.Add(new Seed(name, bytes, Shape.None));
            }
            else if (Format == FuzzFormat.Hinted)
            {
                Small.Add(new Seed(name, bytes, Shape.None));
                if (BentoJson.IsValid(bytes))
                    Small.Add(new Seed("hinted " + name, ToHinted(bytes), Shape.None));
            }
            else if (name.StartsWith("y_", StringComparison.Ordinal))
            {
                try
                {
                    Small.Add(new Seed(name, BentoMessagePack.FromJson(bytes), Shape.None));
                }
                catch (BentoMessagePackException)
                {
                    // A few valid JSON documents have no MessagePack form (numbers beyond 64 bits): not a seed.
                }
                catch (BentoJsonException)
                {
                }
            }
        }
    }

    private void AddCorpus(string file, Shape shape)
    {
        if (!File.Exists(file) || Format == FuzzFormat.MsgPackArray)
            return;
        byte[] json = File.ReadAllBytes(file);
        string name = Path.GetFileName(file);
        switch (Format)
        {
            case FuzzFormat.Json:
                Large.Add(new Seed(name, json, shape));
                break;
            case FuzzFormat.Hinted:
                Large.Add(new Seed(name, shape switch
                {
                    Shape.Twitter => BentoHintedJson.SerializeToUtf8Bytes(BentoJson.Deserialize<TwitterSearch>(json)),
                    Shape.Citm => BentoHintedJson.SerializeToUtf8Bytes(BentoJson.Deserialize<CitmCatalog>(json)),
                    _ => BentoHintedJson.SerializeToUtf8Bytes(BentoJson.Deserialize<CanadaFeatureCollection>(json)),
                }, shape));
                break;
            default:
                Large.Add(new Seed(name, shape switch
                {
                    Shape.Twitter => BentoMessagePack.Serialize(BentoJson.Deserialize<TwitterSearch>(json)),
                    Shape.Citm => BentoMessagePack.Serialize(BentoJson.Deserialize<CitmCatalog>(json)),
                    _ => BentoMessagePack.Serialize(BentoJson.Deserialize<CanadaFeatureCollection>(json)),
                }, shape));
                break;
        }
    }

    private void AddMessagePackCorners()
    {
        // Timestamps in all three ext forms, nanoseconds out of range, an ext of an unknown type, the never-used 0xc1,
        // and a map with a repeated key.
        string[] hex =
        {
            "d6ff00000000", "d7ff0000000400000000", "d7ffee6b28000000000000", "c70cff3b9aca00ffffffffffffffff", "c70cff00000000ffffffffffffffff",
            "d40501", "c1", "82a149cd0001a149cd0002", "c400", "dc0000", "df00000000", "cb7ff8000000000000", "cbfff0000000000000",
        };
        foreach (string h in hex)
            Small.Add(new Seed("corner " + h, FromHex(h), Shape.None));
    }

    private static byte[] ToHinted(byte[] json)
    {
        try
        {
            return BentoHintedJson.FromJson(json);
        }
        catch (BentoJsonException)
        {
            return json;
        }
    }

    private static byte[] FromHex(string hex)
    {
        var bytes = new byte[hex.Length / 2];
        for (int i = 0; i < bytes.Length; i++)
            bytes[i] = Convert.ToByte(hex.Substring(i * 2, 2), 16);
        return bytes;
    }
}
