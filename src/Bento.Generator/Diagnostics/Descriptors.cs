using Microsoft.CodeAnalysis;

namespace Bento.Generator.Diagnostics;

/// <summary>Every diagnostic the generator reports: one descriptor per message, each documented in docs/diagnostics.</summary>
internal static class Descriptors
{
    private const string Category = "Bento.Generator";

    /// <summary>
    /// Where the repository's docs/diagnostics pages are published, from the <c>RepositoryUrl</c> build property that
    /// the generator assembly carries as metadata; empty when no repository URL is set, and then no help link is given
    /// rather than one that leads nowhere.
    /// </summary>
    internal static readonly string HelpLinkBase = ReadHelpLinkBase();

    private static DiagnosticDescriptor Make(string id, DiagnosticSeverity severity, string title, string message) =>
        new(id, title, message, Category, severity, isEnabledByDefault: true,
            helpLinkUri: HelpLinkBase.Length == 0 ? null : HelpLinkBase + id + ".md");

    private static string ReadHelpLinkBase()
    {
        foreach (var attribute in typeof(Descriptors).Assembly.GetCustomAttributes(typeof(System.Reflection.AssemblyMetadataAttribute), inherit: false))
        {
            var metadata = (System.Reflection.AssemblyMetadataAttribute)attribute;
            if (metadata.Key == "RepositoryUrl" && !string.IsNullOrWhiteSpace(metadata.Value))
                return metadata.Value!.Trim().TrimEnd('/') + "/blob/main/docs/diagnostics/";
        }

        return "";
    }

    public static readonly DiagnosticDescriptor MustBePartial = Make("BENTO001", DiagnosticSeverity.Error,
        "Serializable type must be partial",
        "'{0}' has [BentoObject] but is not partial");

    public static readonly DiagnosticDescriptor ContainingTypeMustBePartial = Make("BENTO002", DiagnosticSeverity.Error,
        "Type containing a serializable type must be partial",
        "'{0}' must be partial because it contains the [BentoObject] type '{1}'");

    public static readonly DiagnosticDescriptor UnsupportedMemberType = Make("BENTO004", DiagnosticSeverity.Error,
        "Member type is not supported",
        "Member '{0}' of '{1}' has type '{2}', which Bento cannot serialize");

    public static readonly DiagnosticDescriptor DuplicateName = Make("BENTO005", DiagnosticSeverity.Error,
        "Two members have the same serialized name",
        "Members '{0}' and '{1}' of '{2}' are both serialized as \"{3}\"");

    public static readonly DiagnosticDescriptor NoUsableConstructor = Make("BENTO006", DiagnosticSeverity.Error,
        "No usable constructor",
        "'{0}' has no usable constructor: it needs a public parameterless constructor or a public constructor whose parameters all match members by name");

    public static readonly DiagnosticDescriptor HelperNameClash = Make("BENTO008", DiagnosticSeverity.Warning,
        "Generated helper skipped because of a name clash",
        "'{0}' already declares a member named '{1}', so the generated '{1}' helper is not emitted");

    public static readonly DiagnosticDescriptor MemberNotReadable = Make("BENTO009", DiagnosticSeverity.Warning,
        "Member is written but never read",
        "Member '{0}' of '{1}' cannot be set and matches no constructor parameter, so it is written but never read");

    public static readonly DiagnosticDescriptor ReservedName = Make("BENTO010", DiagnosticSeverity.Error,
        "Member name reserved for generated code",
        "'{0}' declares a member named '{1}', which Bento reserves for the generated codec");

    public static readonly DiagnosticDescriptor AmbiguousConstructor = Make("BENTO011", DiagnosticSeverity.Error,
        "Ambiguous constructor",
        "'{0}' has several public constructors with {1} parameters that all match members; Bento cannot choose one");

    public static readonly DiagnosticDescriptor InvalidName = Make("BENTO012", DiagnosticSeverity.Error,
        "Invalid serialized name",
        "Member '{0}' of '{1}' has an invalid serialized name: [BentoName] needs a non-null name");

    public static readonly DiagnosticDescriptor MissingKey = Make("BENTO013", DiagnosticSeverity.Error,
        "Member needs a MessagePack key",
        "Member '{0}' of '{1}' needs a non-negative [BentoKey], because other members of the type have one (MessagePack array mode)");

    public static readonly DiagnosticDescriptor DuplicateKey = Make("BENTO014", DiagnosticSeverity.Error,
        "Two members have the same MessagePack key",
        "Members '{0}' and '{1}' of '{2}' both have [BentoKey({3})]");

    public static readonly DiagnosticDescriptor HookSignature = Make("BENTO020", DiagnosticSeverity.Warning,
        "Member clashes with a lifecycle hook",
        "'{0}' declares or inherits a member named '{1}' that is not 'partial void {1}()', so Bento neither declares nor calls the '{1}' hook");

    public static readonly DiagnosticDescriptor InvalidSubsetName = Make("BENTO021", DiagnosticSeverity.Warning,
        "Invalid subset name",
        "Member '{0}' of '{1}' is put in the subset '{2}', which cannot be a subset name: it must be a C# identifier without '_' that the generated codecs do not already use");

    public static readonly DiagnosticDescriptor SubsetOnUnserializedMember = Make("BENTO022", DiagnosticSeverity.Warning,
        "Subset on a member that is not serialized",
        "Member '{0}' of '{1}' has [BentoSubset] but is not serialized, so it is in no subset");
    public static readonly DiagnosticDescriptor ReusePolicyNotApplicable = Make("BENTO015", DiagnosticSeverity.Warning,
        "Reuse policy does not apply to the member",
        "Member '{0}' of '{1}' cannot use BentoReusePolicy.{2}: {3}; it keeps BentoReusePolicy.Reuse");

    public static readonly DiagnosticDescriptor AliasClash = Make("BENTO016", DiagnosticSeverity.Warning,
        "Alias already names another member",
        "Alias \"{0}\" of member '{1}' of '{2}' is already the name or an alias of member '{3}', so it is ignored");

    public static readonly DiagnosticDescriptor MemberFormatMissing = Make("BENTO023", DiagnosticSeverity.Error,
        "Member type is not generated for a format this type needs",
        "Member '{0}' of '{1}' has the type '{2}', which is generated for {3} only, but '{1}' is generated for {4}: add the missing format to the Formats of '{2}' or remove it from '{1}'");

    public static readonly DiagnosticDescriptor FormatNotGenerated = Make("BENTO024", DiagnosticSeverity.Warning,
        "Entry point called for a format the type is not generated for",
        "'{0}' is generated for {1} only, so {2}.{3} finds no codec for it and throws: add {4} to the Formats of '{0}' ([BentoObject(Formats = ...)] or [assembly: BentoDefaultFormats(...)])");

    public static readonly DiagnosticDescriptor MarkedConstructorUnusable = Make("BENTO025", DiagnosticSeverity.Error,
        "Marked constructor cannot be used",
        "The constructor of '{0}' marked [{1}] has the parameter '{2}', which matches no serialized member by name and type");

    public static readonly DiagnosticDescriptor SeveralMarkedConstructors = Make("BENTO026", DiagnosticSeverity.Error,
        "Several constructors are marked",
        "'{0}' has several constructors marked [{1}]; Bento needs exactly one");

    public static readonly DiagnosticDescriptor ForeignAttributeNotHonoured = Make("BENTO027", DiagnosticSeverity.Warning,
        "Attribute of another serializer is not honoured",
        "[{0}] on '{1}' has no Bento equivalent and is ignored: {2}");

    public static readonly DiagnosticDescriptor AttributeOnNonPublicMember = Make("BENTO028", DiagnosticSeverity.Warning,
        "Serialization attribute on a member that is not included",
        "'{0}' of '{1}' is not public and not included, so [{2}] on it has no effect: add [BentoInclude] (or [JsonInclude]) to serialize it, or remove the attribute");

    public static readonly DiagnosticDescriptor IncludedMemberInaccessible = Make("BENTO029", DiagnosticSeverity.Warning,
        "Included member cannot be accessed by the generated codec",
        "'{0}' of '{1}' is marked to be included, but the generated codec, nested in '{1}', cannot read it ({2}), so it is not serialized");

    public static readonly DiagnosticDescriptor IgnoreConditionNotApplicable = Make("BENTO030", DiagnosticSeverity.Warning,
        "Ignore condition does not apply to the member",
        "Member '{0}' of '{1}' has type '{2}', which is never null, so JsonIgnoreCondition.WhenWritingNull does not apply; the member is written as the options say");

    public static readonly DiagnosticDescriptor MessagePackNameDiffers = Make("BENTO031", DiagnosticSeverity.Warning,
        "MessagePack-CSharp key differs from the member's Bento name",
        "Member '{0}' of '{1}' is keyed \"{2}\" by MessagePack-CSharp, but Bento uses one name for JSON and MessagePack and writes \"{3}\"");

    public static readonly DiagnosticDescriptor InvalidCodec = Make("BENTO033", DiagnosticSeverity.Error,
        "Invalid user codec",
        "[BentoCodec] cannot use '{0}': {1}");

    public static readonly DiagnosticDescriptor CodecFormatMissing = Make("BENTO034", DiagnosticSeverity.Error,
        "User codec lacks a format the type needs",
        "Member '{0}' of '{1}' is written by the codec '{2}', which does not implement {3}, needed by the {4} codec of '{1}'; the member is not serialized");

    public static readonly DiagnosticDescriptor InvalidExtensionData = Make("BENTO035", DiagnosticSeverity.Error,
        "Invalid extension data member",
        "Member '{0}' of '{1}' is marked as extension data, but {2}; unknown members are not kept");
    public static readonly DiagnosticDescriptor InvalidUnionCase = Make("BENTO036", DiagnosticSeverity.Error,
        "Invalid union case",
        "'{0}' cannot be a case of the union '{1}': {2}; the union is not generated");

    public static readonly DiagnosticDescriptor UnionCaseWithoutTag = Make("BENTO037", DiagnosticSeverity.Warning,
        "Union case has no MessagePack tag",
        "The union case '{0}' of '{1}' has no integer tag ([BentoUnion], MessagePack's [Union] or an integer [JsonDerivedType] discriminator), so MessagePack tags it {2}, its position among the cases; reordering the cases changes it");

    public static readonly DiagnosticDescriptor UnionWithoutCases = Make("BENTO038", DiagnosticSeverity.Error,
        "Interface or abstract class without union cases",
        "'{0}' is {1}, so it can only be serialized as a union: list its cases with [BentoUnion] (or [JsonDerivedType], or MessagePack's [Union])");

    public static readonly DiagnosticDescriptor UnsupportedRoot = Make("BENTO032", DiagnosticSeverity.Warning,
        "Type is not supported as a document root",
        "'{0}' cannot be a Bento document root of {1}: {2}; the call fails at run time unless a codec is registered by hand");

    public static readonly DiagnosticDescriptor TypeParameterKey = Make("BENTO040", DiagnosticSeverity.Error,
        "Type parameter used as a dictionary key",
        "Member '{0}' of '{1}' has type '{2}', whose dictionary key is the type parameter '{3}'; dictionary keys must be string, an integer type, Guid, DateTime, DateTimeOffset, char or an enum");

    public static readonly DiagnosticDescriptor TypeArgumentWithoutCodec = Make("BENTO041", DiagnosticSeverity.Warning,
        "Type argument of a generic [BentoObject] type has no codec",
        "Member '{0}' of '{1}' uses '{2}', whose type argument '{3}' Bento cannot serialize; reading or writing the member fails at run time unless a codec for '{3}' is registered by hand");

    public static readonly DiagnosticDescriptor EnumNameOnTypeParameter = Make("BENTO042", DiagnosticSeverity.Warning,
        "Enum name option does not reach a type parameter",
        "Member '{0}' of '{1}' asks for enum names, but its type parameter '{2}' is read and written by the codec registered for each type argument, which writes enums as numbers");

    public static readonly DiagnosticDescriptor CodecKeyMissing = Make("BENTO043", DiagnosticSeverity.Error,
        "User codec has no dictionary key form",
        "Member '{0}' of '{1}' has dictionary keys of '{2}', whose codec '{3}' cannot write them as JSON member names: {4}; the member is not serialized");

    public static DiagnosticDescriptor? Find(string id) => id switch
    {
        "BENTO043" => CodecKeyMissing,
        "BENTO042" => EnumNameOnTypeParameter,
        "BENTO040" => TypeParameterKey,
        "BENTO041" => TypeArgumentWithoutCodec,
        "BENTO035" => InvalidExtensionData,
        "BENTO036" => InvalidUnionCase,
        "BENTO037" => UnionCaseWithoutTag,
        "BENTO038" => UnionWithoutCases,
        "BENTO033" => InvalidCodec,
        "BENTO034" => CodecFormatMissing,
        "BENTO001" => MustBePartial,
        "BENTO002" => ContainingTypeMustBePartial,
        "BENTO004" => UnsupportedMemberType,
        "BENTO005" => DuplicateName,
        "BENTO006" => NoUsableConstructor,
        "BENTO008" => HelperNameClash,
        "BENTO009" => MemberNotReadable,
        "BENTO010" => ReservedName,
        "BENTO011" => AmbiguousConstructor,
        "BENTO012" => InvalidName,
        "BENTO013" => MissingKey,
        "BENTO014" => DuplicateKey,
        "BENTO020" => HookSignature,
        "BENTO021" => InvalidSubsetName,
        "BENTO022" => SubsetOnUnserializedMember,
        "BENTO023" => MemberFormatMissing,
        "BENTO024" => FormatNotGenerated,
        "BENTO015" => ReusePolicyNotApplicable,
        "BENTO016" => AliasClash,
        "BENTO025" => MarkedConstructorUnusable,
        "BENTO026" => SeveralMarkedConstructors,
        "BENTO027" => ForeignAttributeNotHonoured,
        "BENTO028" => AttributeOnNonPublicMember,
        "BENTO029" => IncludedMemberInaccessible,
        "BENTO030" => IgnoreConditionNotApplicable,
        "BENTO031" => MessagePackNameDiffers,
        "BENTO032" => UnsupportedRoot,
        _ => null,
    };
}
