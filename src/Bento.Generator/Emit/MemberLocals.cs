using System.Collections.Generic;
using System.Runtime.CompilerServices;
using Bento.Generator.Model;
using Microsoft.CodeAnalysis.CSharp;

namespace Bento.Generator.Emit;

// Locals that hold a member's value are named after the member (Country -> country), so that stepping through
// generated code shows the member in the debugger's locals. A name that would clash with a local the generated methods
// declare themselves, with a keyword, or with another member's local (Foo and foo) gets a suffix.
internal static partial class Emitter
{
    private static readonly ConditionalWeakTable<TypeModel, string[]> s_locals = new();

    private static readonly HashSet<string> s_generatedLocals = new(System.StringComparer.Ordinal)
    {
        "reader", "writer", "value", "result", "name", "skipNull", "skipDefault", "byKey", "found", "comma", "count",
        "index", "kept", "key", "limit", "extensionData", "item", "pair", "list", "collection", "dictionary", "bits", "rest", "buffered", "builder", "part", "repeats", "text", "w", "current", "populate",
    };

    private static string Local(TypeModel type, int member) => s_locals.GetValue(type, BuildLocals)[member];

    private static string[] BuildLocals(TypeModel type)
    {
        var used = new HashSet<string>(s_generatedLocals, System.StringComparer.Ordinal);
        var locals = new string[type.Members.Count];
        for (int i = 0; i < locals.Length; i++)
        {
            string identifier = type.Members[i].Identifier.TrimStart('@');
            string camel = char.ToLowerInvariant(identifier[0]) + identifier.Substring(1);
            string local = camel.StartsWith("seen", System.StringComparison.Ordinal) || IsDispatchLocal(camel) ? camel + "Member" : camel;
            // The member's local and the one a populate derives from it (Held) must both be free.
            for (int n = 1; used.Contains(local) || used.Contains(local + "Held"); n++)
                local = camel + "Member" + (n == 1 ? "" : Int(n));
            used.Add(local);
            used.Add(local + "Held");
            bool keyword = SyntaxFacts.GetKeywordKind(local) != SyntaxKind.None || SyntaxFacts.GetContextualKeywordKind(local) != SyntaxKind.None;
            locals[i] = keyword ? "@" + local : local;
        }
        return locals;
    }

    // The name dispatch's locals: head4, tail7, mid24at8 (loads of the bytes of a name of that length).
    private static bool IsDispatchLocal(string name)
    {
        string rest = name.StartsWith("head", System.StringComparison.Ordinal) || name.StartsWith("tail", System.StringComparison.Ordinal) ? name.Substring(4)
            : name.StartsWith("mid", System.StringComparison.Ordinal) ? name.Substring(3)
            : string.Empty;
        if (rest.Length == 0 || rest[0] < '0' || rest[0] > '9')
            return false;
        foreach (char c in rest)
        {
            if ((c < '0' || c > '9') && c != 'a' && c != 't')
                return false;
        }
        return true;
    }
}
