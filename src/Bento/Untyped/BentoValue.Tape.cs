using System;
using System.Buffers;
using System.Runtime.CompilerServices;
using System.Threading;
using Bento.Internal;
using Bento.Json;
using Bento.MessagePack;

namespace Bento;

// Arrays and objects parsed from JSON start out backed by a JsonTape (docs/untyped.md, "Memory"): _ref is the tape,
// the low 32 bits of _bits the element or member count, the high 32 bits the container's row. Count, writing and
// cloning read the tape; the first access to the children builds them one level deep (scalars as the parser built
// them, containers tape-backed in turn) and publishes them in _ref, after which the value is an ordinary node. The
// row stays in _bits (a reader that has not yet seen the new _ref may still need it); code reading an array's count
// takes the low 32 bits.
public sealed partial class BentoValue
{
    internal static BentoValue FromTape(JsonTape tape, int row) =>
        new(tape.IsObject(row) ? BentoValueKind.Object : BentoValueKind.Array, 0, (uint)tape.Count(row) | ((long)row << 32), tape);

    private int TapeRow => (int)(_bits >> 32);

    /// <summary>Whether this is an array or object still read from its tape (for tests and diagnostics).</summary>
    internal bool IsTapeBacked => Volatile.Read(ref _ref) is JsonTape;

    /// <summary>An array's or object's children: a <see cref="BentoValue"/> array or an <see cref="ObjectData"/>.</summary>
    private object Children()
    {
        object children = Volatile.Read(ref _ref)!;
        return children is JsonTape tape ? Materialise(tape) : children;
    }

    private BentoValue[] Elements() => (BentoValue[])Children();

    private ObjectData Entries() => (ObjectData)Children();

    /// <summary>
    /// Builds the children from the tape and publishes them with one compare-and-swap, so that readers on several threads
    /// see either the tape or complete children, and all end up with the same instances (whoever loses the race drops
    /// what it built).
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private object Materialise(JsonTape tape)
    {
        var context = ParseContext.Rent();
        object built;
        try
        {
            built = _kind == BentoValueKind.Array ? BuildElements(tape, TapeRow, context) : (object)BuildEntries(tape, TapeRow, context);
        }
        finally
        {
            ParseContext.Return(context);
        }

        object? previous = Interlocked.CompareExchange(ref _ref, built, tape);
        return ReferenceEquals(previous, tape) ? built : previous!;
    }

    private static BentoValue[] BuildElements(JsonTape tape, int row, ParseContext context)
    {
        int count = tape.Count(row);
        if (count == 0) return Array.Empty<BentoValue>();
        var items = new BentoValue[count];
        var cursor = new TapeCursor(tape, row);
        for (int i = 0; cursor.MoveNext(); i++) items[i] = TapeChild(tape, ref cursor, context);
        return items;
    }

    private static ObjectData BuildEntries(JsonTape tape, int row, ParseContext context)
    {
        int count = tape.Count(row);
        var cursor = new TapeCursor(tape, row);
        if (!tape.RepeatsNames(row))
        {
            if (count == 0) return new ObjectData(Array.Empty<ObjectData.Entry>(), 0);
            var items = new ObjectData.Entry[count];
            for (int i = 0; cursor.MoveNext(); i++) items[i] = new ObjectData.Entry(TapeKey(tape, ref cursor, context, out _), TapeChild(tape, ref cursor, context));
            return new ObjectData(items, count);
        }

        // A repeated name: the parser's rule, with its code (the first position, the last value).
        int start = context.EntryCount;
        System.Collections.Generic.Dictionary<string, int>? index = null;
        while (cursor.MoveNext())
        {
            object key = TapeKey(tape, ref cursor, context, out string name);
            int existing = context.FindName(start, name, ref index);
            var value = TapeChild(tape, ref cursor, context);
            if (existing >= 0) context.SetEntryValue(existing, value);
            else context.PushEntry(key, value, ref index, name, start);
        }

        return context.PopEntries(start, index);
    }

    /// <summary>A member's key, as the parser made it: the name (shared across the documents a thread reads), or for a name written with escapes, a string value that keeps its literal.</summary>
    private static object TapeKey(JsonTape tape, ref TapeCursor cursor, ParseContext context, out string name)
    {
        var literal = tape.Token(cursor.NameStart, cursor.NameLength);
        var body = literal.Slice(1, literal.Length - 2);
        if (body.IndexOf((byte)'\\') < 0)
        {
            name = context.Name(body);
            return name;
        }

        name = context.Name(DecodeLiteral(literal));
        return tape.DecodedEscapes ? name : StringFromJson(literal);
    }

    /// <summary>A value as the parser made it: a container backed by the same tape, or a scalar node.</summary>
    private static BentoValue TapeChild(JsonTape tape, ref TapeCursor cursor, ParseContext context)
    {
        if (cursor.ValueRow >= 0) return FromTape(tape, cursor.ValueRow);
        var token = tape.Token(cursor.ValueStart, cursor.ValueLength);
        switch (token[0])
        {
            case (byte)'"':
                // Read with replacement on, an escaped string is kept as the text it was read as (see ReadJson).
                return tape.DecodedEscapes && token.IndexOf((byte)'\\') >= 0 ? StringFromUtf8(DecodeLiteral(token)) : context.JsonString(token);
            case (byte)'t':
                return True;
            case (byte)'f':
                return False;
            case (byte)'n':
                return Null;
            default:
                return context.JsonNumber(token);
        }
    }

    // ---- writing without building the tree ----

    /// <summary>
    /// Whether writing a tape-backed container that starts <paramref name="depth"/> levels deep stays below the level
    /// where writers start their depth, cycle and stack checks. Past it the tree is written instead, so that those
    /// checks and their messages are exactly the tree's.
    /// </summary>
    private static bool TapeFits(JsonTape tape, int depth, int maxDepth) => depth + tape.Depth <= DepthGuard.CheckFrom(maxDepth);

    private bool TryWriteTapeJson(ref JsonWriter writer)
    {
        if (Volatile.Read(ref _ref) is not JsonTape tape || !TapeFits(tape, writer.CurrentDepth, writer.Options.MaxDepth)) return false;

        // Compact output of a tape without repeated names or decoded escapes is its bytes: the tree writes every
        // number, literal and name back as read (docs/untyped.md, "Byte identity").
        if (tape.IsMinifiedOutput && writer.WritesMinifiedTokens) writer.WriteMinified(tape, TapeRow);
        else WriteTapeJson(ref writer, tape, TapeRow);
        return true;
    }

    private static void WriteTapeJson(ref JsonWriter writer, JsonTape tape, int row)
    {
        bool isObject = tape.IsObject(row);
        if (isObject && tape.RepeatsNames(row))
        {
            WriteTapeAsTree(ref writer, tape, row);
            return;
        }

        if (isObject) writer.WriteStartObject();
        else writer.WriteStartArray();
        var cursor = new TapeCursor(tape, row);
        while (cursor.MoveNext())
        {
            if (isObject)
            {
                var name = tape.Token(cursor.NameStart, cursor.NameLength);
                var body = name.Slice(1, name.Length - 2);
                if (body.IndexOf((byte)'\\') < 0) writer.WritePropertyNameUtf8(body);
                else if (tape.DecodedEscapes) writer.WritePropertyNameUtf8(DecodeLiteral(name));
                else WriteJsonLiteralName(ref writer, name);
            }

            if (cursor.ValueRow >= 0)
            {
                WriteTapeJson(ref writer, tape, cursor.ValueRow);
                continue;
            }

            var token = tape.Token(cursor.ValueStart, cursor.ValueLength);
            switch (token[0])
            {
                case (byte)'"':
                    if (token.IndexOf((byte)'\\') < 0) writer.WriteStringUtf8(token.Slice(1, token.Length - 2));
                    else if (tape.DecodedEscapes) writer.WriteStringUtf8(DecodeLiteral(token));
                    else WriteJsonLiteral(ref writer, token);
                    break;
                case (byte)'t':
                    writer.WriteBoolean(true);
                    break;
                case (byte)'f':
                    writer.WriteBoolean(false);
                    break;
                case (byte)'n':
                    writer.WriteNull();
                    break;
                default:
                    // An integer kept as Int64 writes its own text back, and any other number is kept as its text.
                    writer.WriteRawValue(token);
                    break;
            }
        }

        if (isObject) writer.WriteEndObject();
        else writer.WriteEndArray();
    }

    // An object naming a member twice is written as the tree writes it, from a node built for the purpose (rare, and
    // not kept: the value it belongs to stays as it is).
    private static void WriteTapeAsTree(ref JsonWriter writer, JsonTape tape, int row)
    {
        var node = FromTape(tape, row);
        node.Children();
        node.WriteJson(ref writer);
    }

    private static void WriteTapeAsTree<TBuffer>(ref MsgPackWriter<TBuffer> writer, JsonTape tape, int row)
        where TBuffer : class, IBufferWriter<byte>
    {
        var node = FromTape(tape, row);
        node.Children();
        node.WriteMessagePack(ref writer);
    }

    private bool TryWriteTapeMessagePack<TBuffer>(ref MsgPackWriter<TBuffer> writer)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (Volatile.Read(ref _ref) is not JsonTape tape || !TapeFits(tape, writer.CurrentDepth, writer.Options.MaxDepth)) return false;
        WriteTapeMessagePack(ref writer, tape, TapeRow);
        return true;
    }

    private static void WriteTapeMessagePack<TBuffer>(ref MsgPackWriter<TBuffer> writer, JsonTape tape, int row)
        where TBuffer : class, IBufferWriter<byte>
    {
        bool isObject = tape.IsObject(row);
        if (isObject && tape.RepeatsNames(row))
        {
            WriteTapeAsTree(ref writer, tape, row);
            return;
        }

        writer.EnterContainer();
        if (isObject) writer.WriteMapHeader(tape.Count(row));
        else writer.WriteArrayHeader(tape.Count(row));
        var cursor = new TapeCursor(tape, row);
        while (cursor.MoveNext())
        {
            if (isObject) WriteTapeText(ref writer, tape.Token(cursor.NameStart, cursor.NameLength));
            if (cursor.ValueRow >= 0)
            {
                WriteTapeMessagePack(ref writer, tape, cursor.ValueRow);
                continue;
            }

            var token = tape.Token(cursor.ValueStart, cursor.ValueLength);
            switch (token[0])
            {
                case (byte)'"':
                    WriteTapeText(ref writer, token);
                    break;
                case (byte)'t':
                    writer.WriteBoolean(true);
                    break;
                case (byte)'f':
                    writer.WriteBoolean(false);
                    break;
                case (byte)'n':
                    writer.WriteNil();
                    break;
                default:
                    switch (ParseCanonicalInteger(token, out long integer))
                    {
                        case NumberForm.Int64:
                            writer.WriteInt64(integer);
                            break;
                        case NumberForm.UInt64:
                            writer.WriteUInt64(unchecked((ulong)integer));
                            break;
                        default:
                            WriteMessagePackNumberText(ref writer, token);
                            break;
                    }

                    break;
            }
        }

        writer.ExitContainer();
    }

    // A string or name literal as MessagePack text: its unescaped UTF-8, whichever form the tree would keep it in.
    private static void WriteTapeText<TBuffer>(ref MsgPackWriter<TBuffer> writer, ReadOnlySpan<byte> literal)
        where TBuffer : class, IBufferWriter<byte>
    {
        var body = literal.Slice(1, literal.Length - 2);
        writer.WriteStringUtf8(body.IndexOf((byte)'\\') < 0 ? body : DecodeLiteral(literal));
    }
}
