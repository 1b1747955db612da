using System.Linq;
using Microsoft.CodeAnalysis;

namespace Bento.Generator.Tests;

/// <summary>BENTO015 (reuse policy that cannot apply) and BENTO016 (alias clash): id, exact message and span.</summary>
public class EvolutionDiagnosticTests
{
    [Theory]
    [InlineData("Append", "int[]", "Append applies to lists, sets and collection interfaces")]
    [InlineData("Append", "Dictionary<string, int>", "Append applies to lists, sets and collection interfaces")]
    [InlineData("Merge", "List<int>", "Merge applies to dictionaries")]
    [InlineData("Append", "string", "Append applies to lists, sets and collection interfaces")]
    public void BENTO015_policy_does_not_apply(string policy, string type, string reason)
    {
        var (d, _, run) = DiagnosticTests.Single("BENTO015", """
            using System.Collections.Generic;
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Holder
            {
                [[|BentoReuse(BentoReusePolicy.POLICY)|]] public TYPE Value { get; set; } = default!;
            }
            """.Replace("POLICY", policy).Replace("TYPE", type));
        Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
        Assert.Equal("Member 'Value' of 'Demo.Holder' cannot use BentoReusePolicy." + policy + ": " + reason + "; it keeps BentoReusePolicy.Reuse", DiagnosticTests.Message(d));
        // The member is still generated, with the default policy: no other diagnostic, and the code compiles.
        Assert.Empty(run.AllDiagnostics.Where(x => x.Id != "BENTO015"));
        Assert.NotEmpty(run.Generated);
    }

    [Fact]
    public void BENTO015_replace_on_a_get_only_member()
    {
        var (d, _, _) = DiagnosticTests.Single("BENTO015", """
            using System.Collections.Generic;
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Holder
            {
                [[|BentoReuse(BentoReusePolicy.Replace)|]] public List<int> Items { get; } = new();
            }
            """);
        Assert.Equal("Member 'Items' of 'Demo.Holder' cannot use BentoReusePolicy.Replace: the member cannot be set, so its value cannot be replaced; it keeps BentoReusePolicy.Reuse", DiagnosticTests.Message(d));
    }

    [Fact]
    public void A_type_level_policy_never_warns()
    {
        var run = GeneratorHarness.Run("""
            using System.Collections.Generic;
            using Bento;
            namespace Demo;
            [BentoObject, BentoReuse(BentoReusePolicy.Append)] public partial class Holder
            {
                public int[] Numbers { get; set; } = new int[0];
                public Dictionary<string, int> Map { get; set; } = new();
                public List<int> Items { get; set; } = new();
            }
            """);
        Assert.Empty(run.AllDiagnostics);
    }

    [Fact]
    public void BENTO016_alias_is_another_members_name()
    {
        var (d, _, run) = DiagnosticTests.Single("BENTO016", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Player
            {
                [[|BentoAlias("name")|]] public string DisplayName { get; set; } = "";
                [BentoName("name")] public string Name { get; set; } = "";
            }
            """);
        Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
        Assert.Equal("Alias \"name\" of member 'DisplayName' of 'Demo.Player' is already the name or an alias of member 'Name', so it is ignored", DiagnosticTests.Message(d));
        Assert.Empty(run.AllDiagnostics.Where(x => x.Id != "BENTO016"));
    }

    [Fact]
    public void BENTO016_alias_given_to_two_members()
    {
        var (d, _, _) = DiagnosticTests.Single("BENTO016", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Player
            {
                [BentoAlias("old")] public string A { get; set; } = "";
                [[|BentoAlias("old")|]] public string B { get; set; } = "";
            }
            """);
        Assert.Equal("Alias \"old\" of member 'B' of 'Demo.Player' is already the name or an alias of member 'A', so it is ignored", DiagnosticTests.Message(d));
    }

    [Fact]
    public void An_alias_equal_to_the_members_own_name_is_dropped_quietly()
    {
        var run = GeneratorHarness.Run("""
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Player { [BentoAlias("Name")] public string Name { get; set; } = ""; }
            """);
        Assert.Empty(run.AllDiagnostics);
    }
}
