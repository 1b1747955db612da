using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace Bento.CodeSize;

/// <summary>The serializer whose generator a throwaway project exercises.</summary>
internal enum Variant
{
    /// <summary>Bento with its default formats.</summary>
    Bento,

    /// <summary>Bento with an assembly-level attribute given on the command line (for example JSON only).</summary>
    BentoJsonOnly,

    /// <summary>System.Text.Json's source generator: one context listing every type.</summary>
    SystemTextJson,

    /// <summary>MemoryPack's generator.</summary>
    MemoryPack,
}

/// <summary>
/// Writes the C# of the synthetic model: <c>count</c> small data types of 5-10 members each (numbers, booleans, dates,
/// strings, lists of numbers and strings, nested types and lists of them), the shape of a game's data tables. The
/// same seed gives the same types for every serializer, so the only difference between the projects is the attribute
/// that asks for a generator.
/// </summary>
internal sealed class ModelSource
{
    // Kinds are drawn with these weights: scalars dominate real data tables, nested types and lists of them less so.
    static readonly (string Kind, int Weight)[] Kinds =
    [
        ("int", 6), ("long", 2), ("double", 3), ("float", 3), ("bool", 3), ("DateTime", 1),
        ("string", 6), ("string?", 2), ("List<int>", 1), ("List<float>", 1), ("List<string>", 1),
        ("nested", 3), ("List<nested>", 1),
    ];

    static readonly string[] Words =
    [
        "Id", "Name", "Level", "Score", "Health", "Speed", "Title", "Tags", "Items", "Owner", "Created", "Weight",
        "Cost", "Enabled", "Rank", "Notes", "Values", "Children", "Parent", "Code", "Damage", "Range", "Icon", "Slot",
    ];

    readonly List<(string Type, string Name)>[] _members;

    public ModelSource(int count, int seed)
    {
        var rng = new Random(seed);
        int totalWeight = 0;
        foreach (var k in Kinds) totalWeight += k.Weight;
        _members = new List<(string, string)>[count];
        for (int i = 0; i < count; i++)
        {
            var members = new List<(string Type, string Name)>();
            var used = new HashSet<string>(StringComparer.Ordinal);
            int memberCount = 5 + rng.Next(6);
            while (members.Count < memberCount)
            {
                string kind = Pick(rng, totalWeight);
                if (kind.Contains("nested", StringComparison.Ordinal))
                {
                    if (i == 0) continue;                        // the first type has nothing to nest
                    kind = kind.Replace("nested", TypeName(rng.Next(i)) + (kind == "nested" ? "?" : ""), StringComparison.Ordinal);
                }
                string name = Words[rng.Next(Words.Length)];
                if (!used.Add(name)) name += members.Count.ToString(CultureInfo.InvariantCulture);
                used.Add(name);
                members.Add((kind, name));
            }
            _members[i] = members;
        }
    }

    public int Count => _members.Length;

    public static string TypeName(int index) => "T" + index.ToString("D3", CultureInfo.InvariantCulture);

    /// <summary>The file of one type, as the given serializer wants it declared.</summary>
    public string TypeFile(int index, Variant variant)
    {
        var sb = new StringBuilder();
        sb.Append("using System;\nusing System.Collections.Generic;\n");
        string attribute = variant switch
        {
            Variant.Bento or Variant.BentoJsonOnly => "[Bento.BentoObject]\npublic partial class ",
            Variant.MemoryPack => "[MemoryPack.MemoryPackable]\npublic partial class ",
            _ => "public class ",
        };
        sb.Append("\nnamespace CodeSizeModels;\n\n").Append(attribute).Append(TypeName(index)).Append("\n{\n");
        foreach (var (type, name) in _members[index])
        {
            sb.Append("    public ").Append(type).Append(' ').Append(name).Append(" { get; set; }");
            // Non-nullable reference members start non-null, as a model author writes them.
            if (type == "string") sb.Append(" = \"\";");
            else if (type.StartsWith("List<", StringComparison.Ordinal)) sb.Append(" = new();");
            sb.Append('\n');
        }
        sb.Append("}\n");
        return sb.ToString();
    }

    /// <summary>System.Text.Json's context: every type listed, as its documentation asks for root types.</summary>
    public string StjContext()
    {
        var sb = new StringBuilder("using System.Text.Json.Serialization;\n\nnamespace CodeSizeModels;\n\n");
        for (int i = 0; i < Count; i++)
            sb.Append("[JsonSerializable(typeof(").Append(TypeName(i)).Append("))]\n");
        sb.Append("internal partial class ModelsContext : JsonSerializerContext\n{\n}\n");
        return sb.ToString();
    }

    static string Pick(Random rng, int totalWeight)
    {
        int roll = rng.Next(totalWeight);
        foreach (var (kind, weight) in Kinds)
        {
            if (roll < weight) return kind;
            roll -= weight;
        }
        throw new InvalidOperationException("unreachable: the roll is below the total weight");
    }
}
