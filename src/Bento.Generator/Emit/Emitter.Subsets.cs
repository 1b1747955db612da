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

    private static void EmitJsonSubsets(CodeWriter w, TypeModel type, string nullableT)
    {
        string t = type.FullyQualifiedName;
        foreach (var subset in type.Subsets)
        {
            string quoted = SymbolDisplay.FormatLiteral(subset.Name, quote: true);
            w.Line();
            w.Line("/// <summary>");
            w.Line("/// Writes only the members of the subset " + quoted + " (" + SubsetMemberList(type, subset) + "); reads like <see cref=\"Instance\"/>,");
            w.Line("/// so populating an existing value with its output updates exactly those members.");
            w.Line("/// </summary>");
            w.Line(Preserve);
            w.Line("public static readonly global::Bento.Json.JsonCodec<" + t + "> " + subset.Name + " = new " + SubsetClass(subset) + "();");
            w.Line();
            w.Open("private static void " + SubsetWriter(subset) + "(ref " + Writer + " writer, " + nullableT + " value)");
            EmitWriteBody(w, type, subset.Members);
            w.Close();
            w.Line();
            w.Open("private sealed class " + SubsetClass(subset) + " : global::Bento.Json.JsonCodec<" + t + ">");
            w.Line("public override void Write(ref " + Writer + " writer, " + t + " value) => " + SubsetWriter(subset) + "(ref writer, value);");
            w.Line("public override " + t + " Read(ref " + Reader + " reader) => ReadValue(ref reader);");
            w.Line("public override void Populate(ref " + Reader + " reader, ref " + t + " value) => PopulateValue(ref reader, ref value);");
            w.Close();
        }
    }

    private static void EmitMsgPackSubsets(CodeWriter w, TypeModel type, string nullableT)
    {
        string t = type.FullyQualifiedName;
        foreach (var subset in type.Subsets)
        {
            string quoted = SymbolDisplay.FormatLiteral(subset.Name, quote: true);
            w.Line();
            w.Line("/// <summary>");
            w.Line("/// Writes only the members of the subset " + quoted + " (" + SubsetMemberList(type, subset) + ") as a map"
                + (IsArrayMode(type) ? " keyed by their [BentoKey] integers" : string.Empty) + "; reads like <see cref=\"Instance\"/>,");
            w.Line("/// so populating an existing value with its output updates exactly those members.");
            w.Line("/// </summary>");
            w.Line(Preserve);
            w.Line("public static readonly global::Bento.MessagePack.MsgPackCodec<" + t + "> " + subset.Name + " = new " + SubsetClass(subset) + "();");
            w.Line();
            w.Line("private static void " + SubsetWriter(subset) + "<TBuffer>(ref " + MpWriter + " writer, " + nullableT + " value)");
            w.Line(MpConstraint);
            w.Open();
            EmitMpWriteBody(w, type, subset.Members, subset: true);
            w.Close();
            w.Line();
            w.Open("private sealed class " + SubsetClass(subset) + " : global::Bento.MessagePack.MsgPackCodec<" + t + ">");
            w.Line("public override void Write<TBuffer>(ref " + MpWriter + " writer, " + t + " value) => " + SubsetWriter(subset) + "(ref writer, value);");
            w.Line("public override " + t + " Read(ref " + MpReader + " reader) => ReadValue(ref reader);");
            w.Line("public override void Populate(ref " + MpReader + " reader, ref " + t + " value) => PopulateValue(ref reader, ref value);");
            w.Close();
        }
    }
}
