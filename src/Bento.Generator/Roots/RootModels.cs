using Bento.Generator.Diagnostics;
using Bento.Generator.Model;

namespace Bento.Generator.Roots;

/// <summary>What one call site (or one <c>[assembly: BentoRoot]</c>) hands on: the roots it needs and the diagnostics.</summary>
internal sealed record RootSite(EquatableArray<RootModel> Roots, EquatableArray<DiagnosticInfo> Diagnostics)
{
    public static readonly RootSite None = new(EquatableArray<RootModel>.Empty, EquatableArray<DiagnosticInfo>.Empty);
}

/// <summary>A document root whose codec the generated registration composes from runtime shapes.</summary>
/// <param name="TypeName">Fully qualified with <c>global::</c>, nullable annotations dropped.</param>
/// <param name="Formats">The formats to register (bits of <see cref="FormatSet"/>).</param>
/// <param name="Shapes">The root's shapes as the member resolver builds them, nested shapes first.</param>
/// <param name="Shape">Index of the root's own shape in <paramref name="Shapes"/>.</param>
internal sealed record RootModel(string TypeName, int Formats, EquatableArray<ShapeModel> Shapes, int Shape);

/// <summary>What the consuming compilation offers the registration class.</summary>
/// <param name="ClassName">The registration class, named after the assembly so that two assemblies never clash.</param>
/// <param name="HasModuleInitializer">Whether <c>ModuleInitializerAttribute</c> exists (not on Unity).</param>
/// <param name="HasUnityInitializer">Whether <c>UnityEngine.RuntimeInitializeOnLoadMethodAttribute</c> exists.</param>
internal sealed record RootTarget(string ClassName, bool HasModuleInitializer, bool HasUnityInitializer);
