using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text.Json;
using Bento.Bench.Adapters;
using Bento.Bench.Models;

namespace Bento.Bench.Workloads;

/// <summary>Every workload the benchmark knows, in report order. Values are built lazily, only for the workloads a filter keeps.</summary>
public static class WorkloadTable
{
    public static List<Workload> Create(Corpora corpora) =>
    [
        Corpus(corpora, "twitter", "twitter.json", 1, StjContext.Default.TwitterSearch, CorpusLookAlikes.Twitter, (a, b) => a.Statuses.AddRange(b.Statuses)),
        Corpus(corpora, "citm", "citm_catalog.json", 1, StjContext.Default.CitmCatalog, CorpusLookAlikes.Citm, (a, b) => a.Performances.AddRange(b.Performances)),
        Corpus(corpora, "canada", "canada.json", 1, StjContext.Default.CanadaFeatureCollection, CorpusLookAlikes.Canada, (a, b) => a.Features.AddRange(b.Features)),
        Corpus(corpora, "twitter-10x", "twitter.json", 10, StjContext.Default.TwitterSearch, CorpusLookAlikes.Twitter, (a, b) => a.Statuses.AddRange(b.Statuses)),
        Corpus(corpora, "citm-10x", "citm_catalog.json", 10, StjContext.Default.CitmCatalog, CorpusLookAlikes.Citm, (a, b) => a.Performances.AddRange(b.Performances)),
        Corpus(corpora, "canada-10x", "canada.json", 10, StjContext.Default.CanadaFeatureCollection, CorpusLookAlikes.Canada, (a, b) => a.Features.AddRange(b.Features)),
        new Workload<SaveGame>("savegame", "{ Name, HighScore }, one small object per operation",
            () => (SyntheticData.SaveGame(), "inline value"))
        {
            MinOperations = 1_000_000,
        },
        new Workload<OpenSaveGame>("savegame-open", "savegame as a class that is not sealed: what the run-time type check of such a class costs per object",
            () => (SyntheticData.OpenSaveGame(), "inline value"))
        {
            MinOperations = 1_000_000,
        },
        new Workload<ShapeList>("shapes", "10,000 items of 3 cases held as their abstract base (a union: JSON discriminators, MessagePack [tag, value])",
            () => (SyntheticData.Shapes(), $"generated (seed {SyntheticData.Seed})")),
        new Workload<NewsFeed>("newsfeed", "10 items { Title, Text, Link, Image } with a ~2 KB 48x48 PNG each (base64 in JSON)",
            () => (SyntheticData.NewsFeed(), $"generated (seed {SyntheticData.Seed}; PNGs seeded 1-10)")),
        new Workload<SimpleObjectList>("simple-100k", "100,000 { Id, Name, Address, Scores[] } in a list root",
            () => (SyntheticData.SimpleObjects(), $"generated (seed {SyntheticData.Seed})")),
        new Workload<ContactList>("contacts", "500 { Id, FirstName, LastName, Email, Age, Visits }: three short strings (under 40 bytes) and three ints each",
            () => (SyntheticData.Contacts(), $"generated (seed {SyntheticData.Seed})")),
        new Workload<GameData>("gamedata", "12,000 unit definitions: ids, names, numeric stats, tags, nested skills, arrays",
            () => (SyntheticData.GameData(), $"generated (seed {SyntheticData.Seed})")),
    ];

    /// <summary>
    /// A corpus workload. The 10x variant parses the file ten times and concatenates the top-level array, so the
    /// copies are distinct objects (no shared references flattering cache behaviour).
    /// </summary>
    static Workload<T> Corpus<T>(Corpora corpora, string name, string file, int scale,
        System.Text.Json.Serialization.Metadata.JsonTypeInfo<T> info, Func<T> lookAlike, Action<T, T> append)
        where T : class
    {
        string description = scale == 1 ? file : $"{file} with its top-level array {scale} times longer";
        return new Workload<T>(name, description, () =>
        {
            byte[]? bytes = corpora.TryRead(file);
            T Load() => bytes is null ? lookAlike() : JsonSerializer.Deserialize(bytes, info)!;
            T root = Load();
            for (int i = 1; i < scale; i++)
            {
                append(root, Load());
            }

            string source = bytes is null
                ? $"GENERATED look-alike (seed {CorpusLookAlikes.Seed}): {file} not found" + (corpora.Directory is null ? "" : " in " + corpora.Directory)
                : $"corpus {file} ({bytes.Length.ToString("N0", CultureInfo.InvariantCulture)} bytes)";
            return (root, scale == 1 ? source : source + $", x{scale}");
        })
        {
            Large = scale > 1,
        };
    }
}
