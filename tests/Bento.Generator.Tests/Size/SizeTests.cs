using System;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Xunit;
using Xunit.Abstractions;

namespace Bento.Generator.Tests.Size;

/// <summary>
/// Keeps the generated code from growing back: a fixed model (data-table types of 5-10 members: numbers, strings,
/// lists, nested types) is generated with the default formats and with JSON only, and the generated lines, characters
/// and compiled IL bytes are compared with the committed baseline (Size/baseline.txt). More than 5% over the baseline
/// fails; more than 10% under it fails too, so that a reduction is written into the baseline and then kept. With
/// BENTO_UPDATE_SNAPSHOTS=1 the baseline is rewritten instead.
/// </summary>
public class SizeTests
{
    private const double AllowedGrowth = 1.05;
    private const double StaleBelow = 0.90;

    private readonly ITestOutputHelper _output;

    public SizeTests(ITestOutputHelper output) => _output = output;

    /// <summary>Twenty types in the shape of game data tables; the text is fixed, so the numbers move only with the generator.</summary>
    internal static string Model(bool jsonOnly)
    {
        var source = new StringBuilder();
        source.AppendLine("using System;");
        source.AppendLine("using System.Collections.Generic;");
        source.AppendLine("using Bento;");
        if (jsonOnly)
            source.AppendLine("[assembly: BentoDefaultFormats(BentoCodecFormats.Json)]");
        source.AppendLine("namespace Game.Data;");
        string[] kinds = { "int", "string", "float", "bool", "long", "double", "List<int>", "List<string>", "DateTime", "List<float>" };
        for (int t = 0; t < 20; t++)
        {
            source.Append("[BentoObject] public partial class Table").Append(t.ToString(CultureInfo.InvariantCulture)).AppendLine();
            source.AppendLine("{");
            int members = 5 + t % 6;
            for (int m = 0; m < members; m++)
            {
                string type = kinds[(t * 3 + m) % kinds.Length];
                string init = type.StartsWith("List", StringComparison.Ordinal) ? " = new();" : type == "string" ? " = \"\";" : "";
                source.Append("    public ").Append(type).Append(" Field").Append(m.ToString(CultureInfo.InvariantCulture))
                    .Append(" { get; set; }").Append(init).AppendLine();
            }
            if (t > 0)
            {
                string nested = "Table" + (t / 2).ToString(CultureInfo.InvariantCulture);
                source.Append("    public ").Append(nested).AppendLine("? Parent { get; set; }");
                if (t % 3 == 0)
                    source.Append("    public List<").Append(nested).AppendLine("> Rows { get; set; } = new();");
            }
            source.AppendLine("}");
        }
        return source.ToString();
    }

    internal sealed record Measure(int Lines, int Characters, int IlBytes)
    {
        public string Format() => string.Create(CultureInfo.InvariantCulture, $"lines={Lines} chars={Characters} il={IlBytes}");

        public static Measure Parse(string text)
        {
            var parts = text.Split(' ').Select(p => p.Split('=')).ToDictionary(p => p[0], p => int.Parse(p[1], CultureInfo.InvariantCulture));
            return new Measure(parts["lines"], parts["chars"], parts["il"]);
        }
    }

    internal static Measure MeasureModel(bool jsonOnly)
    {
        var run = GeneratorHarness.Run(Model(jsonOnly));
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
        int lines = run.Generated.Sum(g => g.Text.Count(c => c == '\n'));
        int characters = run.Generated.Sum(g => g.Text.Length);
        // IL of the generated code: the compiled model with it, less the compiled model alone.
        return new Measure(lines, characters, checked((int)(EmittedBytes(run.Output) - EmittedBytes(run.Input))));
    }

    private static long EmittedBytes(Compilation compilation)
    {
        using var stream = new MemoryStream();
        var result = compilation.WithOptions(compilation.Options.WithDeterministic(true).WithOptimizationLevel(OptimizationLevel.Release)).Emit(stream);
        Assert.True(result.Success, string.Join("; ", result.Diagnostics.Select(SnapshotTests.Format)));
        return stream.Length;
    }

    private static string BaselinePath => Path.Combine(Snapshot.Root, "..", "Size", "baseline.txt");

    [Theory]
    [InlineData("default")]
    [InlineData("json-only")]
    public void Generated_size_stays_within_five_percent_of_the_baseline(string variant)
    {
        var actual = MeasureModel(variant == "json-only");
        _output.WriteLine(variant + ": " + actual.Format());
        var lines = File.Exists(BaselinePath) ? File.ReadAllLines(BaselinePath).ToList() : new System.Collections.Generic.List<string>();
        int index = lines.FindIndex(l => l.StartsWith(variant + ": ", StringComparison.Ordinal));
        if (Snapshot.Updating)
        {
            string line = variant + ": " + actual.Format();
            if (index >= 0) lines[index] = line; else lines.Add(line);
            lines.Sort(StringComparer.Ordinal);
            File.WriteAllText(BaselinePath, string.Join("\n", lines) + "\n");
            return;
        }
        Assert.True(index >= 0, "no baseline for " + variant + " in " + BaselinePath + "; run with BENTO_UPDATE_SNAPSHOTS=1");
        var baseline = Measure.Parse(lines[index].Substring(variant.Length + 2));
        Check("generated lines", actual.Lines, baseline.Lines);
        Check("generated characters", actual.Characters, baseline.Characters);
        Check("IL bytes", actual.IlBytes, baseline.IlBytes);

        void Check(string what, int now, int before)
        {
            Assert.True(now <= before * AllowedGrowth,
                $"{variant}: {what} grew from {before} to {now}, more than 5%. Make the generated code smaller, or if the growth is wanted, rewrite the baseline with BENTO_UPDATE_SNAPSHOTS=1 and say why in the commit.");
            Assert.True(now >= before * StaleBelow,
                $"{variant}: {what} fell from {before} to {now}: rewrite the baseline with BENTO_UPDATE_SNAPSHOTS=1 so the reduction is kept.");
        }
    }

    [Fact]
    public void Json_only_generates_less_than_the_default()
    {
        var all = MeasureModel(jsonOnly: false);
        var json = MeasureModel(jsonOnly: true);
        Assert.True(json.Lines < all.Lines && json.IlBytes < all.IlBytes, "json-only " + json.Format() + " vs default " + all.Format());
    }
}
