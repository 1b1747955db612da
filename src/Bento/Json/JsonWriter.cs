using System;
using System.Buffers;
using System.Buffers.Text;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using Bento.Internal;

namespace Bento.Json;

/// <summary>
/// Writes JSON as UTF-8 into an <see cref="IBufferWriter{T}"/>, used by generated codecs. It places separators and
/// indentation itself; each write makes one capacity check and copies into the buffer's free span.
/// Call <see cref="Flush"/> when done: bytes are committed to the output there (and when the span runs out).
/// </summary>
public ref partial struct JsonWriter
{
    private const int IndentSize = 2;

    private readonly IBufferWriter<byte> _output;
    private readonly BentoJsonOptions _options;
    private readonly int _maxDepth;
    private readonly int _depthCheckFrom;

    // Starting a container takes the slow path (WriteStartSlow) from this depth: _depthCheckFrom, or 0 while a union
    // discriminator is pending, so ordinary writes make the one compare they made before unions existed.
    private int _slowStartFrom;

    private CycleTracker? _cycles;
    private int _trackedFrom;     // int.MaxValue until a level at _depthCheckFrom starts the tracker: one compare per end
    private readonly bool _indented;
    private readonly bool _escapeHtml;
    private readonly bool _ignoreNull;
    private readonly bool _ignoreDefault;
    private readonly bool _namedFloats;
    private readonly bool _replaceInvalidText;
    private readonly HintRecorder? _hints;
    private Span<byte> _span;
    private int _used;

    // Bytes already handed to the output, so that _committed + _used is the offset of the next byte.
    private int _committed;
    private int _depth;
    private bool _needComma;
    private bool _afterPropertyName;

    // A union codec's pending discriminator: the next object started gets it as its first member.
    private JsonUnionCases? _pendingUnion;
    private int _pendingCase;

    /// <summary>Creates a writer appending to <paramref name="output"/>.</summary>
    public JsonWriter(IBufferWriter<byte> output, BentoJsonOptions? options = null)
        : this(output, options, hints: null)
    {
    }

    /// <summary>Creates a writer that also records the size hints of what it writes (hinted JSON).</summary>
    internal JsonWriter(IBufferWriter<byte> output, BentoJsonOptions? options, HintRecorder? hints)
    {
        options ??= BentoJsonOptions.Default;
        _output = output ?? throw new ArgumentNullException(nameof(output));
        _options = options;
        _maxDepth = options.MaxDepth;
        _depthCheckFrom = DepthGuard.CheckFrom(options.MaxDepth);
        _slowStartFrom = _depthCheckFrom;
        _pendingUnion = null;
        _pendingCase = 0;
        _indented = options.Indented;
        _escapeHtml = options.EscapeHtml;
        _ignoreNull = options.IgnoreNullValues;
        _ignoreDefault = options.IgnoreDefaultValues;
        _namedFloats = options.FloatHandling == BentoFloatHandling.NamedLiteralsAsStrings;
        _replaceInvalidText = options.InvalidTextHandling == BentoInvalidTextHandling.Replace;
        _hints = hints;
        _span = default;
        _used = 0;
        _committed = 0;
        _depth = 0;
        _cycles = null;
        _trackedFrom = int.MaxValue;
        _needComma = false;
        _afterPropertyName = false;
    }

    /// <summary>The options this writer was created with.</summary>
    public readonly BentoJsonOptions Options => _options;

    /// <summary>Whether members holding null are left out.</summary>
    public readonly bool IgnoreNullValues => _ignoreNull;

    /// <summary>Whether members holding their type's default value are left out.</summary>
    public readonly bool IgnoreDefaultValues => _ignoreDefault;

    /// <summary>How many objects and arrays are open.</summary>
    public readonly int CurrentDepth => _depth;

    /// <summary>Commits everything written so far to the output.</summary>
    public void Flush()
    {
        if (_used > 0) _output.Advance(_used);
        _committed += _used;
        _used = 0;
        _span = default;
    }

    /// <summary>Reserves <paramref name="count"/> bytes and returns the free span; the caller then calls <see cref="Advance"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private Span<byte> Reserve(int count)
    {
        if (_span.Length - _used < count) Grow(count);
        return _span.Slice(_used);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void Advance(int count) => _used += count;

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void Grow(int count)
    {
        if (_used > 0) _output.Advance(_used);
        _committed += _used;
        _used = 0;
        _span = _output.GetSpan(Math.Max(count, 4096));
        if (_span.Length < count) throw new InvalidOperationException("The output buffer returned a span smaller than requested.");
    }

    /// <summary>The bytes a value's prefix can need: a comma, a newline and the indentation.</summary>
    private readonly int PrefixSize => _indented ? 2 + (_depth * IndentSize) : 1;

    /// <summary>Writes the separator and indentation that go before a value; returns the bytes written.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int WriteValuePrefix(Span<byte> span)
    {
        int n = 0;
        if (_needComma)
        {
            span[n++] = (byte)',';
            _hints?.Comma();
        }

        if (_indented)
        {
            if (!_afterPropertyName && _depth > 0) n += WriteNewLine(span.Slice(n), _depth);
            _afterPropertyName = false;
        }

        return n;
    }

    private static int WriteNewLine(Span<byte> span, int depth)
    {
        span[0] = (byte)'\n';
        int count = depth * IndentSize;
        span.Slice(1, count).Fill((byte)' ');
        return count + 1;
    }

    // ---- structure ----

    /// <summary>Writes <c>{</c>.</summary>
    public void WriteStartObject() => WriteStart((byte)'{', null);

    /// <summary>
    /// Writes <c>{</c> for the members of <paramref name="instance"/>. Past a few dozen levels the writer remembers the
    /// objects it is inside of, so that an object graph with a cycle is reported as one, with the members that close it.
    /// </summary>
    public void WriteStartObject(object instance) => WriteStart((byte)'{', instance);

    /// <summary>Writes <c>[</c>.</summary>
    public void WriteStartArray() => WriteStart((byte)'[', null);

    /// <summary>Writes <c>}</c>.</summary>
    public void WriteEndObject() => WriteEnd((byte)'}');

    /// <summary>Writes <c>]</c>.</summary>
    public void WriteEndArray() => WriteEnd((byte)']');

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void WriteStart(byte token, object? instance)
    {
        // The hints test stays inline: routing hinted writes through an out-of-line start (so plain JSON skips the
        // test) made citm writes 26% slower in the benchmark, more than the one predictable null test costs.
        if (_depth >= _slowStartFrom)
        {
            WriteStartSlow(token, instance);
            return;
        }

        WriteStartToken(token, instance);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WriteStartSlow(byte token, object? instance)
    {
        if (_depth >= _depthCheckFrom) CheckDepth(instance);
        _slowStartFrom = _depthCheckFrom;
        bool discriminator = _pendingUnion is not null && token == (byte)'{';
        WriteStartToken(token, instance);
        if (discriminator) WritePendingDiscriminator();
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void WriteStartToken(byte token, object? instance)
    {
        var span = Reserve(PrefixSize + 1);
        int n = WriteValuePrefix(span);
        _hints?.Open(_committed + _used + n, token == (byte)'{', HintRecorder.IsRecord(instance));
        span[n++] = token;
        Advance(n);
        _depth++;
        _needComma = false;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void WriteEnd(byte token)
    {
        _depth--;
        if (_depth >= _trackedFrom) _cycles!.Exit();
        var span = Reserve(PrefixSize + 1);
        int n = 0;
        if (_indented && _needComma) n = WriteNewLine(span, _depth);
        span[n++] = token;
        Advance(n);
        _hints?.Close(_committed + _used);
        _needComma = true;
        _afterPropertyName = false;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void CheckDepth(object? instance)
    {
        if (_cycles is null)
        {
            _cycles = new CycleTracker();
            _trackedFrom = _depthCheckFrom;
        }

        if (_cycles.Enter(instance, _depth) is { } cycle) throw new BentoJsonException(cycle);
        if (_depth >= _maxDepth) FailDepth();
        if (DepthGuard.StackIsShort()) throw new BentoJsonException(DepthGuard.WriteMessage(_depth + 1));
    }

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void FailDepth() => throw new BentoJsonException(_cycles is { Tracked: > 1 }
        ? _cycles.DeepDataMessage(_maxDepth)
        : $"The object graph is nested deeper than the maximum depth of {_maxDepth}; it may contain a cycle, or be deep data (then raise MaxDepth in the options).");

    // ---- property names ----

    /// <summary>Writes a precomputed, escaped member name literal including its quotes and colon, e.g. <c>"name":</c>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WritePropertyName(scoped ReadOnlySpan<byte> quotedNameWithColon) => WritePropertyNameLiteral(quotedNameWithColon);

    /// <summary>
    /// Writes a precomputed, escaped member name literal including its quotes and colon, e.g. <c>"name":</c>: what
    /// <see cref="WritePropertyName(ReadOnlySpan{byte})"/> does, under a name of its own for generated code.
    /// </summary>
    /// <remarks>
    /// A call to an overloaded method is bound by overload resolution over every overload; with eight
    /// <c>WritePropertyName</c> overloads, which take spans, strings and keys of six types, that cost about a third of the
    /// compile time of a generated member write. Generated code calls this one, which has no overloads.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WritePropertyNameLiteral(scoped ReadOnlySpan<byte> quotedNameWithColon)
    {
        // Compact output without cycle tracking, the common case, is all that is inlined: a large type writes dozens of
        // names, and the JIT stops inlining into a method once it has 512 locals, which the whole body, inlined at every
        // member, reached by the 9th of twitter's 40-member user.
        if (!_indented && _cycles is null)
        {
            WriteCompactName(quotedNameWithColon);
            return;
        }

        WritePropertyNameLiteralSlow(quotedNameWithColon);
    }

    /// <summary>Compact output: a comma when one is due, then the name; nothing else to decide.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void WriteCompactName(scoped ReadOnlySpan<byte> quotedNameWithColon)
    {
        var compact = Reserve(quotedNameWithColon.Length + 1);
        int at = 0;
        if (_needComma)
        {
            compact[0] = (byte)',';
            at = 1;
            _hints?.Comma();
        }

        quotedNameWithColon.CopyTo(compact.Slice(at));
        Advance(at + quotedNameWithColon.Length);
        _needComma = false;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WritePropertyNameLiteralSlow(scoped ReadOnlySpan<byte> quotedNameWithColon)
    {
        if (_cycles is not null) _cycles.Name(Utf8Text.Lossy(quotedNameWithColon.Slice(1, quotedNameWithColon.Length - 3)));
        if (!_indented)
        {
            WriteCompactName(quotedNameWithColon);
            return;
        }

        var span = Reserve(PrefixSize + quotedNameWithColon.Length + 1);
        int n = 0;
        if (_needComma)
        {
            span[n++] = (byte)',';
            _hints?.Comma();
        }

        // Indented: the name on a line of its own, a space after its colon.
        n += WriteNewLine(span.Slice(n), _depth);
        quotedNameWithColon.CopyTo(span.Slice(n));
        n += quotedNameWithColon.Length;
        span[n++] = (byte)' ';
        _afterPropertyName = true;
        Advance(n);
        _needComma = false;
    }

    /// <summary>Writes a member name given at run time (dictionary keys), escaping it.</summary>
    public void WritePropertyName(string key)
    {
        _cycles?.Name(key);
        WriteNamePrefix();
        WriteQuotedText(key.AsSpan());
        WriteNameSuffix();
    }

    /// <summary>Writes a member name given as UTF-8 text (which the caller has validated), escaping it.</summary>
    public void WritePropertyNameUtf8(scoped ReadOnlySpan<byte> utf8)
    {
        WriteNamePrefix();
        var open = Reserve(1);
        open[0] = (byte)'"';
        Advance(1);
        WriteUtf8Text(utf8);
        var close = Reserve(1);
        close[0] = (byte)'"';
        Advance(1);
        WriteNameSuffix();
    }

    /// <summary>Writes an integer dictionary key as a member name.</summary>
    public void WritePropertyName(long key)
    {
        WriteNamePrefix();
        var span = Reserve(22);
        span[0] = (byte)'"';
        int n = 1 + Utf8Numbers.FormatInt64(key, span.Slice(1));
        span[n++] = (byte)'"';
        Advance(n);
        WriteNameSuffix();
    }

    /// <summary>Writes an unsigned integer dictionary key as a member name.</summary>
    public void WritePropertyName(ulong key)
    {
        WriteNamePrefix();
        var span = Reserve(22);
        span[0] = (byte)'"';
        int n = 1 + Utf8Numbers.FormatUInt64(key, span.Slice(1));
        span[n++] = (byte)'"';
        Advance(n);
        WriteNameSuffix();
    }

    /// <summary>Writes a date and time dictionary key as a member name, in the text <see cref="WriteDateTime"/> writes for a value.</summary>
    public void WritePropertyName(DateTime key)
    {
        WriteNamePrefix();
        var span = Reserve(44);
        span[0] = (byte)'"';
        int n = 1 + Utf8Numbers.FormatDateTime(key, span.Slice(1));
        span[n++] = (byte)'"';
        Advance(n);
        WriteNameSuffix();
    }

    /// <summary>Writes a date and time with offset dictionary key as a member name, in the text <see cref="WriteDateTimeOffset"/> writes for a value.</summary>
    public void WritePropertyName(DateTimeOffset key)
    {
        WriteNamePrefix();
        var span = Reserve(44);
        span[0] = (byte)'"';
        int n = 1 + Utf8Numbers.FormatDateTimeOffset(key, span.Slice(1));
        span[n++] = (byte)'"';
        Advance(n);
        WriteNameSuffix();
    }

    /// <summary>Writes a character dictionary key as a member name of that one character, escaped as a string is.</summary>
    public void WritePropertyName(char key)
    {
        Span<char> one = stackalloc char[1];
        one[0] = key;
        WriteNamePrefix();
        WriteQuotedText(one);
        WriteNameSuffix();
    }

    /// <summary>Writes a GUID dictionary key as a member name.</summary>
    public void WritePropertyName(Guid key)
    {
        WriteNamePrefix();
        var span = Reserve(38);
        span[0] = (byte)'"';
        int n = 1 + Utf8Numbers.FormatGuid(key, span.Slice(1));
        span[n++] = (byte)'"';
        Advance(n);
        WriteNameSuffix();
    }

    /// <summary>Writes an already quoted and escaped member name as it appears in valid JSON input.</summary>
    internal void WriteRawPropertyName(scoped ReadOnlySpan<byte> quotedName)
    {
        WriteNamePrefix();
        var span = Reserve(quotedName.Length);
        quotedName.CopyTo(span);
        Advance(quotedName.Length);
        WriteNameSuffix();
    }

    private void WriteNamePrefix()
    {
        var span = Reserve(PrefixSize);
        int n = 0;
        if (_needComma)
        {
            span[n++] = (byte)',';
            _hints?.Comma();
        }

        if (_indented) n += WriteNewLine(span.Slice(n), _depth);
        Advance(n);
    }

    private void WriteNameSuffix()
    {
        var span = Reserve(2);
        span[0] = (byte)':';
        int n = 1;
        if (_indented)
        {
            span[n++] = (byte)' ';
            _afterPropertyName = true;
        }

        Advance(n);
        _needComma = false;
    }
}
