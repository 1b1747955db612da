using Bento.Generator.Diagnostics;

namespace Bento.Generator.Model;

/// <summary>What the parse step hands on: a model to emit (null when nothing can be generated) and the diagnostics.</summary>
internal sealed record ParseResult(TypeModel? Model, EquatableArray<DiagnosticInfo> Diagnostics);

/// <summary>One [BentoObject] type, reduced to the plain values the emitter needs.</summary>
/// <param name="Namespace">The containing namespace, empty for the global namespace.</param>
/// <param name="FullyQualifiedName">With <c>global::</c>, as used in generated code.</param>
/// <param name="DisplayName">Without <c>global::</c>, for messages.</param>
/// <param name="HintName">File name of the generated source.</param>
/// <param name="Declarations">Partial declaration headers from the outermost containing type to this type (e.g. <c>partial record struct Point</c>).</param>
/// <param name="ModuleInitializerAccessible">Whether code outside the type may name it (a module initializer can root it).</param>
/// <param name="HiddenBaseMembers">Generated members that hide a base type's member and are declared <c>new</c> (keys of <c>Emitter</c>: BentoJsonCodec, BentoMsgPackCodec, FromJson(span), FromJson(string), ToJson, ToJsonUtf8Bytes).</param>
/// <param name="Construction">How a value is built when reading.</param>
/// <param name="ConstructorArguments">Arguments of the chosen constructor, in order.</param>
/// <param name="SkippedHelpers">Per-type helper names (FromJson, ...) not emitted because the user declares them.</param>
/// <param name="Hooks">Lifecycle hooks declared as partial methods and called by every codec (docs/live-state.md).</param>
/// <param name="Subsets">Named member subsets, each with its own writers (docs/live-state.md).</param>
/// <param name="ExtensionDataShape">The runtime shape of the extension data's values, empty for BentoValue values.</param>
/// <param name="ExtensionDataValue">The extension data's value type (<c>object</c>, <c>global::Bento.BentoValue</c>, ...).</param>
/// <param name="Formats">The type's own <c>[BentoObject(Formats = ...)]</c> bits (1 JSON, 2 MessagePack), 0 when it takes the assembly default.</param>
internal sealed record TypeModel(
    string Namespace,
    string Name,
    string FullyQualifiedName,
    string DisplayName,
    string HintName,
    EquatableArray<string> Declarations,
    bool IsValueType,
    bool ModuleInitializerAccessible,
    EquatableArray<string> HiddenBaseMembers,
    ConstructionKind Construction,
    EquatableArray<ConstructorArgument> ConstructorArguments,
    EquatableArray<MemberModel> Members,
    EquatableArray<ShapeModel> Shapes,
    EquatableArray<string> SkippedHelpers,
    EquatableArray<HookModel> Hooks = default,
    EquatableArray<SubsetModel> Subsets = default,
    int Formats = 0,
    bool CaseInsensitive = false,
    string ExtensionData = "",
    UnionModel? Union = null,
    bool ExactType = false,
    string ExtensionDataShape = "",
    string ExtensionDataValue = "");

/// <summary>A union base type's cases (docs/polymorphism.md).</summary>
/// <param name="Cases">In declaration order; the generated codecs number them by position.</param>
/// <param name="Discriminator">The JSON discriminator member's name.</param>
/// <param name="OwnCodec">The base is a concrete class: its own members get a codec of their own (<c>...OwnCodec</c>), used for values of exactly the base type and, in JSON, for an object without a discriminator.</param>
internal sealed record UnionModel(EquatableArray<UnionCaseModel> Cases, string Discriminator, bool OwnCodec);

/// <summary>One case of a union.</summary>
/// <param name="TypeName">The case type, fully qualified.</param>
/// <param name="Tag">The MessagePack tag.</param>
/// <param name="JsonTag">The JSON discriminator as a C# expression: a string literal, an integer, or <c>null</c> (written without one, never read as this case).</param>
/// <param name="IsBase">The case is the base type itself, written by its own codec.</param>
internal sealed record UnionCaseModel(string TypeName, int Tag, string JsonTag, bool IsBase);

/// <summary>A lifecycle hook: a parameterless <c>partial void</c> instance method the codecs call.</summary>
/// <param name="Name">One of the names in <c>HookNames</c>.</param>
/// <param name="Modifiers">The modifiers of the generated declaration, matching the user's implementation when it has any (<c>partial</c>, <c>private partial</c>); empty when the user's code already holds the defining declaration.</param>
internal sealed record HookModel(string Name, string Modifiers);

/// <summary>A named member subset.</summary>
/// <param name="Name">The subset name, a C# identifier; it names the generated subset codecs.</param>
/// <param name="Members">Indexes into <see cref="TypeModel.Members"/>, in member order.</param>
internal sealed record SubsetModel(string Name, EquatableArray<int> Members);

internal enum ConstructionKind
{
    /// <summary>A parameterless constructor and only plainly settable members: members are assigned as they are read.</summary>
    Direct,

    /// <summary>Constructor parameters or init/required members: values are read into locals, then the value is built.</summary>
    Deferred,
}

/// <summary>One argument of the chosen constructor: the member it comes from, or a default when no member matches.</summary>
/// <param name="MemberIndex">Index into <see cref="TypeModel.Members"/>, or -1.</param>
/// <param name="DefaultExpression">C# expression used when the member is absent from the input.</param>
internal sealed record ConstructorArgument(int MemberIndex, string DefaultExpression);

/// <summary>One serialized member.</summary>
/// <param name="Identifier">The member name as a C# identifier (with <c>@</c> when needed).</param>
/// <param name="JsonName">The serialized name, unescaped.</param>
/// <param name="TypeName">The member type as declared (nullable annotations kept), for locals.</param>
/// <param name="ShapeId">Index into <see cref="TypeModel.Shapes"/>.</param>
/// <param name="Assign">How the member receives a value read from JSON.</param>
/// <param name="Required">Whether a document without the member is rejected.</param>
/// <param name="LocalDefault">Deferred construction: initial value of the member's local when reading (a constructor parameter default).</param>
/// <param name="DefaultFromTemplate">An init member that is not required, of a type built with a parameterless constructor: when absent it keeps its initializer's value, taken from a template instance.</param>
/// <param name="Key">MessagePack array index from [BentoKey], or -1 (map mode: every member of a type has a key, or none has).</param>
/// <param name="Reuse">What a populate does with the member's current value ([BentoReuse], already checked against the shape).</param>
/// <param name="Aliases">Other names accepted when reading ([BentoAlias]), clashes already removed.</param>
/// <param name="Skip">When the JSON writer leaves the member out ([JsonIgnore(Condition = ...)]).</param>
/// <param name="Level">Where the member is declared: 0 in the type itself, 1 in its base type, and so on.</param>
internal sealed record MemberModel(
    string Identifier,
    string JsonName,
    string TypeName,
    int ShapeId,
    AssignKind Assign,
    bool Required,
    string LocalDefault,
    bool DefaultFromTemplate,
    int Key = -1,
    ReuseKind Reuse = ReuseKind.Reuse,
    EquatableArray<string> Aliases = default,
    SkipKind Skip = SkipKind.Options,
    int Level = 0);

/// <summary>When the JSON writer leaves a member out (System.Text.Json's JsonIgnoreCondition, per member).</summary>
internal enum SkipKind
{
    /// <summary>As the writer's options say (IgnoreNullValues, IgnoreDefaultValues).</summary>
    Options,

    /// <summary>Always written, whatever the options say.</summary>
    Never,

    /// <summary>Left out when null, whatever the options say (reference and nullable types only).</summary>
    WhenNull,

    /// <summary>Left out when null or the type's default value, whatever the options say.</summary>
    WhenDefault,
}

/// <summary>The reuse policy of a member, as the emitter applies it (mirrors the runtime's BentoReusePolicy).</summary>
internal enum ReuseKind
{
    /// <summary>Keep instances and make them equal to the input.</summary>
    Reuse = 1,

    /// <summary>Sequences: add the input's elements after the current ones.</summary>
    Append = 2,

    /// <summary>Dictionaries: store the input's entries over the current ones, keep the rest.</summary>
    Merge = 3,

    /// <summary>Always a freshly read value.</summary>
    Replace = 4,
}

internal enum AssignKind
{
    /// <summary>Assigned after construction (settable property or writable field).</summary>
    Set,

    /// <summary>Set in the object initializer (init-only or C# required).</summary>
    Initializer,

    /// <summary>Passed to the constructor.</summary>
    Constructor,

    /// <summary>Cannot be set: written only; its value is skipped when reading.</summary>
    None,

    /// <summary>
    /// Cannot be set, but holds a mutable collection or object (<c>public List&lt;T&gt; Items { get; } = new();</c>):
    /// reading fills the current instance in place. Only for types built with a parameterless constructor.
    /// </summary>
    Fill,
}

internal enum ShapeKind
{
    Primitive,
    EnumNumber,
    EnumName,
    Nullable,
    Array,
    List,
    ListInterface,
    EnumerableInterface,
    HashSet,
    Dictionary,
    DictionaryInterface,
    Object,

    /// <summary>A user codec struct that implements the shape interfaces itself (<c>ConcreteTypeName</c> names it).</summary>
    Custom,

    /// <summary>A user converter to and from a surrogate type (<c>Element</c>); <c>ConcreteTypeName</c> names the converter.</summary>
    Surrogate,

    /// <summary>A sequence built in one step from a list of its elements (queues, stacks, sorted and immutable collections); <c>ConcreteTypeName</c> names the runtime builder.</summary>
    BuiltSequence,

    /// <summary>A dictionary built in one step from a dictionary of its entries (sorted and immutable dictionaries); <c>ConcreteTypeName</c> names the runtime builder.</summary>
    BuiltDictionary,

    /// <summary>A value tuple of one to seven elements (<c>Items</c>), an array of its elements in every format.</summary>
    Tuple,

    /// <summary><c>Memory&lt;T&gt;</c> or <c>ReadOnlyMemory&lt;T&gt;</c> of elements other than bytes, an array like <c>T[]</c>; <c>ConcreteTypeName</c> names the runtime shape's stem.</summary>
    Memory,
}

internal enum PrimitiveKind
{
    None,
    Boolean,
    Byte,
    SByte,
    Int16,
    UInt16,
    Int32,
    UInt32,
    Int64,
    UInt64,
    Single,
    Double,
    Decimal,
    Char,
    String,
    Bytes,
    Memory,
    Guid,
    DateTime,
    DateTimeOffset,
    TimeSpan,
    DateOnly,
    TimeOnly,
    Uri,
    Version,
}

internal enum KeyKind
{
    None,
    String,
    Signed,
    Unsigned,
    Guid,
    EnumNumber,
    EnumName,
    DateTime,
    DateTimeOffset,
    Char,

    /// <summary>A user codec's type through a surrogate converter whose surrogate is a key type: the surrogate's key.</summary>
    Surrogate,

    /// <summary>A surrogate converter whose surrogate is no key type: a key in MessagePack only, as the surrogate's value.</summary>
    SurrogateValue,

    /// <summary>A shape codec's type: its JSON key form, and its own MessagePack key form (IMsgPackKey).</summary>
    Codec,

    /// <summary>A shape codec's type: its JSON key form, and in MessagePack its value as the key.</summary>
    CodecValue,
}

/// <summary>
/// One distinct type shape used by the members, directly or nested (<c>List&lt;Dictionary&lt;string,int[]&gt;&gt;</c>
/// gives four). Collections, nullables and enum names get one read and one write method each, so nesting composes.
/// </summary>
/// <param name="TypeName">The type with its nullable annotations, without a top-level <c>?</c> on reference types.</param>
/// <param name="MethodSuffix">Unique suffix of this shape's generated methods.</param>
/// <param name="IsReferenceType">Whether null is a possible value.</param>
/// <param name="Element">Element (collections, nullable) or value (dictionaries) shape index, else -1.</param>
/// <param name="ElementTypeName">The element (or dictionary value, or nullable underlying) type as written in the collection type, annotations kept.</param>
/// <param name="Key">Dictionary key kind.</param>
/// <param name="KeyTypeName">Dictionary key type.</param>
/// <param name="KeyShape">Dictionary key shape index when the key is an enum read by name or a user codec's type, else -1.</param>
/// <param name="EnumUnderlying">Enums (and enum keys): underlying primitive.</param>
/// <param name="EnumMembers">Enums by name: the named values.</param>
/// <param name="IsFlags">Enums by name: a [Flags] enum, whose combinations are written as "A, B".</param>
/// <param name="ConcreteTypeName">Collection type built when reading (List&lt;T&gt; for list interfaces, ...).</param>
/// <param name="UserCodec">A custom shape that is a user's codec struct: its reads are checked to consume exactly one value.</param>
/// <param name="Items">Tuples: the element shape indexes, in order.</param>
internal sealed record ShapeModel(
    ShapeKind Kind,
    string TypeName,
    string MethodSuffix,
    bool IsReferenceType,
    PrimitiveKind Primitive,
    int Element,
    string ElementTypeName,
    KeyKind Key,
    string KeyTypeName,
    int KeyShape,
    PrimitiveKind EnumUnderlying,
    EquatableArray<EnumMemberModel> EnumMembers,
    bool IsFlags,
    string ConcreteTypeName,
    bool UserCodec = false,
    EquatableArray<int> Items = default);

/// <summary>A named enum value.</summary>
/// <param name="Identifier">The C# field name.</param>
/// <param name="JsonName">The serialized name.</param>
/// <param name="IsFirstWithValue">False for aliases: writing uses the first name declared for a value.</param>
/// <param name="Bits">The value as 64 bits (sign-extended for signed underlying types), for [Flags] combinations.</param>
internal sealed record EnumMemberModel(string Identifier, string JsonName, bool IsFirstWithValue, ulong Bits);
