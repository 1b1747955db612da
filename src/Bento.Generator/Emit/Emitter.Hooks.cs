using Bento.Generator.Model;
using Bento.Generator.Parser;

namespace Bento.Generator.Emit;

// Lifecycle hooks (docs/live-state.md): the JSON hint file declares them as parameterless partial methods, and every
// codec of the type calls them. A partial method without an implementation is removed by the compiler together with
// every call to it, so a type that implements none pays nothing.
internal static partial class Emitter
{
    private static void EmitHookDeclarations(CodeWriter w, TypeModel type)
    {
        bool first = true;
        foreach (var hook in type.Hooks)
        {
            if (hook.Modifiers.Length == 0)
                continue; // the user's code already holds the defining declaration
            if (first)
                w.Line();
            first = false;
            w.Line("/// <summary>" + HookSummary(hook.Name) + "</summary>");
            w.Line(hook.Modifiers + " void " + hook.Name + "();");
        }
    }

    private static string HookSummary(string name) => name switch
    {
        HookParser.Serializing => "Called by the generated codecs before this value is written, in every format.",
        HookParser.Serialized => "Called by the generated codecs after this value is written, in every format.",
        HookParser.Deserializing => "Called by the generated codecs before members are read into this value: after construction on a fresh read, first thing on a populate.",
        _ => "Called by the generated codecs after all members are read into this value (and required members are checked, on a fresh read).",
    };

    /// <summary>Emits <c>receiver.Hook();</c> when the type has that hook (it is left out after a name clash).</summary>
    private static void EmitHookCall(CodeWriter w, TypeModel type, string hook, string receiver)
    {
        if (HasHook(type, hook))
            w.Line(receiver + "." + hook + "();");
    }

    private static bool HasHook(TypeModel type, string hook)
    {
        foreach (var item in type.Hooks)
        {
            if (item.Name == hook)
                return true;
        }
        return false;
    }
}
