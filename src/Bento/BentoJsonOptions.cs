using System;

namespace Bento;

/// <summary>
/// Options for reading and writing standard JSON. Instances are immutable once created (use <c>with</c>-style
/// object initializers on a new instance); <see cref="Default"/> is strict RFC 8259 with compact output.
/// </summary>
public sealed class BentoJsonOptions
{
    /// <summary>Strict reading, compact writing.</summary>
    public static BentoJsonOptions Default { get; } = new();

    // ---- writing ----

    /// <summary>Writes line breaks and two-space indentation.</summary>
    public bool Indented { get; init; }

    /// <summary>Also escapes <c>&lt; &gt; &amp; '</c> so that output can be embedded in HTML.</summary>
    public bool EscapeHtml { get; init; }

    /// <summary>Omits members whose value is null (default: they are written as <c>null</c>).</summary>
    public bool IgnoreNullValues { get; init; }

    /// <summary>Omits members whose value equals the default of their type (0, false, null, default struct).</summary>
    public bool IgnoreDefaultValues { get; init; }

    /// <summary>How NaN and infinities are handled (default: they are an error).</summary>
    public BentoFloatHandling FloatHandling { get; init; }

    /// <summary>What to do with a string that holds a lone UTF-16 surrogate (default: error).</summary>
    public BentoInvalidTextHandling InvalidTextHandling { get; init; }

    // ---- reading ----

    /// <summary>Accepts <c>//</c> and <c>/* */</c> comments where whitespace is allowed.</summary>
    public bool AllowComments { get; init; }

    /// <summary>Accepts one trailing comma before <c>]</c> or <c>}</c>.</summary>
    public bool AllowTrailingCommas { get; init; }

    /// <summary>Rejects members the type does not declare (default: they are skipped).</summary>
    public bool RejectUnknownMembers { get; init; }

    /// <summary>Rejects an object that names the same member twice (default: the last one wins).</summary>
    public bool RejectDuplicateMembers { get; init; }

    /// <summary>
    /// Matches member names without regard to case when no member has the exact name (default: exact names only), as
    /// System.Text.Json's option of the same name does. Names that match exactly are read as fast as without it; see
    /// docs/json.md for how a name that fits several members is resolved.
    /// </summary>
    public bool PropertyNameCaseInsensitive { get; init; }

    /// <summary>
    /// What a hinted JSON reader does with a size hint that does not match the document (default: ignore it and read
    /// that region as plain JSON). Plain JSON readers never look at hints.
    /// </summary>
    public BentoHintHandling HintHandling { get; init; }

    private readonly int _maxDepth = 64;

    /// <summary>The deepest nesting of arrays and objects accepted when reading and written when writing (default 64).</summary>
    public int MaxDepth
    {
        get => _maxDepth;
        init => _maxDepth = value > 0 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "MaxDepth must be positive.");
    }
}

/// <summary>How NaN, positive and negative infinity are written and read.</summary>
public enum BentoFloatHandling
{
    /// <summary>They are an error: JSON has no way to write them.</summary>
    Strict = 0,
    /// <summary>They are written as the strings <c>"NaN"</c>, <c>"Infinity"</c> and <c>"-Infinity"</c>, and those strings are read back.</summary>
    NamedLiteralsAsStrings = 1,
}

/// <summary>What happens to text that cannot be encoded as valid UTF-8 (a lone surrogate).</summary>
public enum BentoInvalidTextHandling
{
    /// <summary>Raise an error: nothing is altered silently.</summary>
    Error = 0,
    /// <summary>Replace each lone surrogate with U+FFFD.</summary>
    Replace = 1,
}

/// <summary>What a hinted JSON reader does with a size hint that is malformed, misplaced or wrong.</summary>
public enum BentoHintHandling
{
    /// <summary>Ignore the hint and read that region as plain JSON: a document edited by hand still reads correctly.</summary>
    Fallback = 0,
    /// <summary>Raise a <see cref="BentoJsonException"/> at the hint; only well-formed, correct hints are accepted as comments.</summary>
    Strict = 1,
}
