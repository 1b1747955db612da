using System.Collections.Generic;
using Bento.Generator.Model;
using Microsoft.CodeAnalysis.CSharp;

namespace Bento.Generator.Emit;

// Member subsets (docs/live-state.md): per subset and format, a writer of only that subset's members and a codec
// around it, exposed as a static field of the type's codec class (T.BentoJsonCodec.Transform). Reading and
// populating go to the type's own reader: it already accepts any subset of the members, which is what makes a
// subset document a partial update when it is populated into an existing value.
internal static partial class Emitter
{
    private static int[] AllMembers(TypeModel type)
    {
        var all = new int[type.Members.Count];
        for (int i = 0; i < all.Length; i++)
            all[i] = i;
        return all;
    }

    private static string SubsetClass(SubsetModel subset) => "Subset_" + subset.Name;

    private static string SubsetWriter(SubsetModel subset) => "WriteSubset_" + subset.Name;

    private static string SubsetMemberList(TypeModel type, SubsetModel subset)
    {
        var names = new List<string>();
        foreach (int i in subset.Members)
            names.Add(type.Members[i].Identifier.TrimStart('@'));
        return string.Join(", ", names);
    }

    /// <summary>Per subset: its writer and the codec around it, in one format.</summary>
    private static void EmitSubsets(CodeWriter w, TypeModel type, string nullableT, bool json)
    {
        string t = type.FullyQualifiedName;
        string codecBase = json ? "global::Bento.Json.JsonCodec<" + t + ">" : "global::Bento.MessagePack.MsgPackCodec<" + t + ">";
        string generic = json ? string.Empty : "<TBuffer>";
        string writer = json ? Writer : MpWriter;
        string reader = json ? Reader : MpReader;
        foreach (var subset in type.Subsets)
        {
            string quoted = SymbolDisplay.FormatLiteral(subset.Name, quote: true);
            // A keyed type's subset is a map from the [BentoKey] integers: an array cannot leave members out.
            string layout = json ? string.Empty : " as a map" + (IsArrayMode(type) ? " keyed by their [BentoKey] integers" : string.Empty);
            w.Line();
            w.Lines($"""
                /// <summary>
                /// Writes only the members of the subset {quoted} ({SubsetMemberList(type, subset)}){layout}; reads like <see cref="Instance"/>,
                /// so populating an existing value with its output updates exactly those members.
                /// </summary>
                {Preserve}
                public static readonly {codecBase} {subset.Name} = new {SubsetClass(subset)}();

                private static void {SubsetWriter(subset)}{generic}(ref {writer} writer, {nullableT} value)
                """);
            if (!json)
                w.Line(MpConstraint);
            w.Open();
            if (json)
                EmitWriteBody(w, type, subset.Members);
            else
                EmitMpWriteBody(w, type, subset.Members, subset: true);
            w.Close();
            w.Line();
            w.Lines($$"""
                private sealed class {{SubsetClass(subset)}} : {{codecBase}}
                {
                    public override void Write{{generic}}(ref {{writer}} writer, {{t}} value) => {{SubsetWriter(subset)}}(ref writer, value);
                    public override {{t}} Read(ref {{reader}} reader) => ReadValue(ref reader);
                    public override void Populate(ref {{reader}} reader, ref {{t}} value) => PopulateValue(ref reader, ref value);
                }
                """);
        }
    }
}
