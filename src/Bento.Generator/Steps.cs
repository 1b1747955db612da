namespace Bento.Generator;

/// <summary>Tracking names of the pipeline steps, so that tests can check what the driver cached.</summary>
internal static class Steps
{
    public const string Parse = "Bento.Parse";
    public const string Model = "Bento.Model";
    public const string Diagnostics = "Bento.Diagnostics";
    public const string Target = "Bento.Target";
}
