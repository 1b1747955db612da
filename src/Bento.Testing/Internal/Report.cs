using System;
using System.Text;

namespace Bento.Testing.Internal;

/// <summary>Builds the failure messages: what differs, where, why it probably does, and what was written.</summary>
internal static class Report
{
    public static BentoRoundTripException Difference(string? format, string headline, Difference difference, string? payloadJson, string? payloadKind, string? note = null)
    {
        var text = new StringBuilder();
        text.Append(headline).Append(": the first difference is at ").Append(difference.Path).Append('.').AppendLine();
        text.Append("  expected: ").Append(difference.Expected).AppendLine();
        text.Append("  actual:   ").Append(difference.Actual).AppendLine();
        text.Append("  why:      ").Append(difference.Reason).Append('.').AppendLine();
        if (difference.Member is { } member && difference.MemberAdvice)
            text.Append("  fix:      ").Append(Advice(member)).AppendLine();
        if (note is not null)
            text.Append("  note:     ").Append(note).AppendLine();
        if (payloadJson is not null)
            text.Append("  ").Append(payloadKind).Append(' ').Append(PayloadSnippet.Build(payloadJson, difference.Segments)).AppendLine();
        return new BentoRoundTripException(text.ToString().TrimEnd(), format, difference.Path, difference.Expected, difference.Actual, null);
    }

    public static BentoRoundTripException Failure(string format, string message, string? payloadJson, string? payloadKind, Exception inner, long? offset = null)
    {
        var text = new StringBuilder(message);
        if (payloadJson is not null)
            text.AppendLine().Append("  ").Append(payloadKind).Append(' ').Append(PayloadSnippet.At(payloadJson, offset));
        // Bento's own exceptions carry the path of the value they are about (a read error, or a derived value that its
        // declared type cannot write).
        string? path = inner switch
        {
            BentoJsonException json => json.Path,
            BentoMessagePackException msgpack => msgpack.Path,
            _ => null,
        };
        return new BentoRoundTripException(text.ToString(), format, path, null, null, inner);
    }

    private static string Advice(ModelMember member)
    {
        string owner = ValueText.TypeName(member.Member.DeclaringType!);
        string qualified = owner + "." + member.Name;
        switch (member.Role)
        {
            case MemberRole.Serialized when !member.ReadBack:
                return "Bento writes " + qualified + " but cannot read it back: it has no setter Bento can use, no matching constructor parameter, "
                    + "and is not a collection or object it can fill in place. Add a setter (a private one is enough) or a constructor parameter named '"
                    + Camel(member.Name) + "', or mark it [BentoIgnore] if it is computed from other members.";
            case MemberRole.Serialized:
                return "Bento reads " + qualified + " back through its setter or constructor parameter, so the getter and the setter (or constructor) "
                    + "must keep what they are given: look for clamping, rounding, copying into another shape, or data dropped on the way. "
                    + "If the value legitimately differs after every read (a timestamp, a random id), exclude it: options.Exclude(\"" + member.Name + "\").";
            case MemberRole.Backing:
                return member.Name + " is a non-public field of " + owner + " that the accessors of " + member.Backs + " use. Bento does not write it, "
                    + "so its value has to come back through " + member.Backs + ": make that setter restore it, or, if it is a cache or derived state, "
                    + "mark it [BentoIgnore] or exclude it: options.Exclude(\"" + member.Name + "\").";
            default:
                return member.Name + " is a non-public field of " + owner + ". Bento writes only public members, so its value is lost in every format: "
                    + "expose it through a public member, mark it [BentoIgnore] if it is derived or cached state, or compare only the fields behind "
                    + "serialized members (PrivateFields = BentoPrivateFields.Backing).";
        }
    }

    private static string Camel(string name) => name.Length == 0 ? name : char.ToLowerInvariant(name[0]) + name.Substring(1);
}
