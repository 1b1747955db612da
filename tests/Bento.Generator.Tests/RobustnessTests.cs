using System.Linq;

namespace Bento.Generator.Tests;

/// <summary>Broken or unusual input must give compiler errors or Bento diagnostics, never a generator crash (CS8785).</summary>
public class RobustnessTests
{
    [Theory]
    [InlineData("[BentoObject] public partial class A { public Missing X { get; set; } public List<Missing2> Y { get; set; } }")]
    [InlineData("[BentoObject(NamingPolicy = (BentoNamingPolicy)99)] public partial class A { public int X { get; set; } }")]
    [InlineData("[BentoObject] public partial class A { public int X { get; set; } public int X { get; set; } }")]
    [InlineData("[BentoObject] public partial class A : A { public int X { get; set; } }")]
    [InlineData("[BentoObject] public partial class A { public int X { get; set }")]
    [InlineData("[BentoObject] public static partial class A { public static int X { get; set; } }")]
    [InlineData("[BentoObject] public abstract partial class A { public int X { get; set; } }")]
    [InlineData("[BentoObject] public partial struct A { public A(int x) { X = x; } public int X { get; } public A Self => this; }")]
    [InlineData("[BentoObject] public partial class A { public int[,] Grid { get; set; } = new int[0, 0]; public object O { get; set; } = 1; public dynamic D { get; set; } = 1; }")]
    [InlineData("[BentoObject] public partial class A { public Dictionary<double, int> D { get; set; } = new(); public Dictionary<object, int> E { get; set; } = new(); }")]
    [InlineData("[BentoObject] public partial class A { [BentoName(\"\\u0000\\n\\t\")] public int X { get; set; } }")]
    [InlineData("[BentoObject] public partial class A { public System.Action? Callback { get; set; } public System.IntPtr Handle { get; set; } }")]
    public void No_generator_crash(string body)
    {
        var run = GeneratorHarness.Run("using System.Collections.Generic;\nusing Bento;\nnamespace Demo;\n" + body);
        Assert.DoesNotContain(run.AllDiagnostics, d => d.Id is "CS8784" or "CS8785" or "AD0001");
        Assert.DoesNotContain(run.GeneratorDiagnostics, d => d.GetMessage(System.Globalization.CultureInfo.InvariantCulture).Contains("Missing"));
    }

    [Fact]
    public void Unknown_member_types_are_left_to_the_compiler()
    {
        var run = GeneratorHarness.Run("using Bento;\nnamespace Demo;\n[BentoObject] public partial class A { public Missing X { get; set; } public int Y { get; set; } }");
        Assert.Empty(run.GeneratorDiagnostics);
        Assert.Contains(run.AllDiagnostics, d => d.Id == "CS0246");
        Assert.All(run.Generated, g => Assert.DoesNotContain("Missing", g.Text));
    }

    [Fact]
    public void Control_characters_in_names_are_escaped()
    {
        var run = GeneratorHarness.Run("using Bento;\nnamespace Demo;\n[BentoObject] public partial class A { [BentoName(\"a\\u0001\\n\")] public int X { get; set; } }");
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
        // "a\u0001\n": — the bytes of the escapes, not raw control characters.
        Assert.Contains("new byte[] { 34, 97, 92, 117, 48, 48, 48, 49, 92, 110, 34, 58 }", run.JsonFile.Text);
    }
}
