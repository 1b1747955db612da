using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Text;
using System.Text.Json;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Hinted
{
    /// <summary>One size hint found by <see cref="HintedTesting.Hints"/>: where its comment is and what it says.</summary>
    public sealed class FoundHint
    {
        /// <summary>Offset of the comment's <c>/*</c>.</summary>
        public int Start;

        /// <summary>Offset just past the comment's <c>*/</c>, which is also where the hinted value starts.</summary>
        public int End;

        public long First;
        public long Second;

        /// <summary>'[' or '{' for a container hint, '"' for a string hint.</summary>
        public char Kind;

        public override string ToString() =>
            Kind + " hint /*" + First.ToString(CultureInfo.InvariantCulture) + ":" + Second.ToString(CultureInfo.InvariantCulture) + "*/ at " + Start.ToString(CultureInfo.InvariantCulture);
    }

    /// <summary>
    /// Test-side knowledge of the hinted JSON format, written from the spec and independent of the runtime: a comment
    /// stripper, a hint checker, and the round-trip assertions every typed model goes through.
    /// </summary>
    public static class HintedTesting
    {
        public const string HeaderText = "/*bento-hinted-json:1*/";
        public const int MinHintedStringBytes = 128;
        public const int MinHintedObjectBytes = 1024;

        public static readonly BentoJsonOptions Strict = new BentoJsonOptions { HintHandling = BentoHintHandling.Strict };

        public static byte[] Utf8(string s) => Encoding.UTF8.GetBytes(s);

        public static string Text(byte[] utf8) => Encoding.UTF8.GetString(utf8);

        /// <summary>The same options with <see cref="BentoHintHandling.Strict"/>.</summary>
        public static BentoJsonOptions StrictOf(BentoJsonOptions? options)
        {
            if (options == null)
                return Strict;
            return new BentoJsonOptions
            {
                Indented = options.Indented,
                EscapeHtml = options.EscapeHtml,
                IgnoreNullValues = options.IgnoreNullValues,
                IgnoreDefaultValues = options.IgnoreDefaultValues,
                FloatHandling = options.FloatHandling,
                InvalidTextHandling = options.InvalidTextHandling,
                AllowComments = options.AllowComments,
                AllowTrailingCommas = options.AllowTrailingCommas,
                RejectUnknownMembers = options.RejectUnknownMembers,
                RejectDuplicateMembers = options.RejectDuplicateMembers,
                MaxDepth = options.MaxDepth,
                HintHandling = BentoHintHandling.Strict,
            };
        }

        /// <summary>
        /// Removes every comment (block and line) outside strings and nothing else: the document a standard JSON
        /// parser sees once it skips comments.
        /// </summary>
        public static byte[] StripComments(ReadOnlySpan<byte> json)
        {
            var output = new MemoryStream(json.Length);
            int i = 0;
            while (i < json.Length)
            {
                byte b = json[i];
                if (b == (byte)'"')
                {
                    int start = i++;
                    while (i < json.Length && json[i] != (byte)'"')
                        i += json[i] == (byte)'\\' ? 2 : 1;
                    i = Math.Min(i + 1, json.Length);
                    output.Write(json.Slice(start, i - start).ToArray(), 0, i - start);
                    continue;
                }
                if (b == (byte)'/' && i + 1 < json.Length && json[i + 1] == (byte)'*')
                {
                    int close = json.Slice(i + 2).IndexOf(new[] { (byte)'*', (byte)'/' });
                    if (close < 0)
                        throw new Xunit.Sdk.XunitException("unclosed comment at " + i);
                    i += 2 + close + 2;
                    continue;
                }
                if (b == (byte)'/' && i + 1 < json.Length && json[i + 1] == (byte)'/')
                {
                    while (i < json.Length && json[i] != (byte)'\n')
                        i++;
                    continue;
                }
                output.WriteByte(b);
                i++;
            }
            return output.ToArray();
        }

        /// <summary>
        /// Parses a hinted document written by Bento and checks its hints against the text itself: the header comes
        /// first, every non-empty array, every object of at least 1,024 bytes (without hints) and every string value of
        /// at least 128 bytes carries a hint directly before it, nothing else does, container hints give the element count and the byte length from the opening to
        /// the closing delimiter, string hints give the bytes between the quotes and the UTF-16 length of the decoded
        /// text (decoded here by System.Text.Json). Returns the hints in document order.
        /// </summary>
        /// <summary>
        /// Finds and checks every hint against the writer's rules: today's writer hints every non-empty array and
        /// nothing else; with <paramref name="earlierRelease"/>, the rules of the writer before object and string hints
        /// were dropped (they cost more to write than they saved when read), whose documents are still read.
        /// </summary>
        public static List<FoundHint> Hints(byte[] hinted, bool earlierRelease = false)
        {
            var scanner = new HintScanner(hinted, earlierRelease);
            return scanner.Run();
        }

        /// <summary>
        /// Hinted JSON as the writer wrote it before it stopped giving object and string hints: every kind of hint.
        /// Such documents are still version 1 and must keep reading the same, so the reader's tests use them.
        /// </summary>
        public static byte[] EarlierRelease<T>(T value, BentoJsonOptions? options = null)
        {
            var buffer = new System.Buffers.ArrayBufferWriter<byte>();
            Bento.Json.JsonEntryPoints.Write(buffer, value, Bento.Json.JsonCodecRegistry<T>.Codec, options, Bento.Internal.HintKinds.All);
            return buffer.WrittenSpan.ToArray();
        }

        /// <summary><see cref="BentoHintedJson.FromJson(ReadOnlySpan{byte}, BentoJsonOptions?)"/> as the earlier writer converted: every kind of hint.</summary>
        public static byte[] EarlierReleaseFromJson(ReadOnlySpan<byte> json, BentoJsonOptions? options = null)
        {
            var buffer = new System.Buffers.ArrayBufferWriter<byte>();
            BentoHintedJson.FromJson(json, buffer, options, Bento.Internal.HintKinds.All);
            return buffer.WrittenSpan.ToArray();
        }

        private sealed class HintScanner
        {
            private readonly byte[] _json;
            private readonly List<FoundHint> _hints = new List<FoundHint>();
            private int _pos;
            private long _hintBytes;
            private readonly bool _earlier;

            public HintScanner(byte[] json, bool earlier)
            {
                _json = json;
                _earlier = earlier;
            }

            public List<FoundHint> Run()
            {
                byte[] header = Utf8(HeaderText);
                if (!_json.AsSpan().StartsWith(header))
                    Fail("no header");
                _pos = header.Length;
                FoundHint? pending = SkipSpace();
                Value(pending, isName: false);
                if (SkipSpace() != null)
                    Fail("hint after the document");
                if (_pos != _json.Length)
                    Fail("text after the document");
                return _hints;
            }

            private void Fail(string what) =>
                throw new Xunit.Sdk.XunitException("hinted document wrong at " + _pos.ToString(CultureInfo.InvariantCulture) + ": " + what + " near " +
                    Encoding.UTF8.GetString(_json, Math.Max(0, _pos - 40), Math.Min(80, _json.Length - Math.Max(0, _pos - 40))));

            // Skips whitespace and comments; the last comment, if it is a hint directly before the next token, is returned.
            private FoundHint? SkipSpace()
            {
                FoundHint? hint = null;
                while (_pos < _json.Length)
                {
                    byte b = _json[_pos];
                    if (b == ' ' || b == '\n' || b == '\r' || b == '\t')
                    {
                        if (hint != null)
                            Fail("whitespace between a hint and its value");
                        _pos++;
                        continue;
                    }
                    if (b != '/')
                        break;
                    if (hint != null)
                        Fail("two comments in a row");
                    if (_pos + 1 >= _json.Length || _json[_pos + 1] != '*')
                        Fail("a comment other than a block comment");
                    int start = _pos;
                    int close = _json.AsSpan(_pos + 2).IndexOf(new[] { (byte)'*', (byte)'/' });
                    if (close < 0)
                        Fail("unclosed comment");
                    string body = Encoding.ASCII.GetString(_json, _pos + 2, close);
                    _pos += 2 + close + 2;
                    int colon = body.IndexOf(':');
                    if (colon <= 0 || !IsNumber(body.Substring(0, colon)) || !IsNumber(body.Substring(colon + 1)))
                        Fail("a comment that is not a hint: " + body);
                    hint = new FoundHint
                    {
                        Start = start,
                        End = _pos,
                        First = long.Parse(body.Substring(0, colon), CultureInfo.InvariantCulture),
                        Second = long.Parse(body.Substring(colon + 1), CultureInfo.InvariantCulture),
                    };
                    if (hint.First > int.MaxValue || hint.Second > int.MaxValue)
                        Fail("hint number over int.MaxValue");
                    _hintBytes += hint.End - hint.Start;
                }
                return hint;
            }

            private static bool IsNumber(string s)
            {
                if (s.Length == 0 || s.Length > 10 || (s.Length > 1 && s[0] == '0'))
                    return false;
                foreach (char c in s)
                {
                    if (c < '0' || c > '9')
                        return false;
                }
                return true;
            }

            private void Value(FoundHint? hint, bool isName)
            {
                if (_pos >= _json.Length)
                    Fail("end of input where a value belongs");
                byte b = _json[_pos];
                int open = _pos;
                if (hint != null && isName)
                    Fail("a hint on a member name");
                switch (b)
                {
                    case (byte)'{':
                    case (byte)'[':
                    {
                        bool isObject = b == '{';
                        long hintBytesBefore = _hintBytes;
                        _pos++;
                        int count = 0;
                        FoundHint? inner = SkipSpace();
                        if (_json[_pos] == (isObject ? '}' : ']'))
                        {
                            if (inner != null)
                                Fail("a hint before a closing delimiter");
                        }
                        else
                        {
                            while (true)
                            {
                                if (isObject)
                                {
                                    Value(inner, isName: true);
                                    if (SkipSpace() != null || _json[_pos] != ':')
                                        Fail("expected ':'");
                                    _pos++;
                                    inner = SkipSpace();
                                }
                                Value(inner, isName: false);
                                count++;
                                if (SkipSpace() != null)
                                    Fail("a hint after a value");
                                if (_json[_pos] == ',')
                                {
                                    _pos++;
                                    inner = SkipSpace();
                                    continue;
                                }
                                if (_json[_pos] != (isObject ? '}' : ']'))
                                    Fail("expected ',' or a closing delimiter");
                                break;
                            }
                        }
                        _pos++;
                        long plainLength = _pos - open - (_hintBytes - hintBytesBefore);
                        if (count == 0 || (isObject && (!_earlier || plainLength < MinHintedObjectBytes)))
                        {
                            if (hint != null)
                                Fail("a hint on an empty container or an object of " + plainLength + " bytes");
                            return;
                        }
                        if (hint == null)
                            Fail("no hint on a container with " + count + " elements that starts at " + open);
                        if (hint!.End != open)
                            Fail("a hint not directly before its container");
                        hint.Kind = (char)b;
                        if (hint.First != count)
                            Fail("container at " + open + " has " + count + " elements but its hint says " + hint.First);
                        if (hint.Second != _pos - open)
                            Fail("container at " + open + " is " + (_pos - open) + " bytes but its hint says " + hint.Second);
                        _hints.Add(hint);
                        // The list is in order of closing; sort later by start.
                        return;
                    }
                    case (byte)'"':
                    {
                        _pos++;
                        while (_json[_pos] != '"')
                            _pos += _json[_pos] == '\\' ? 2 : 1;
                        _pos++;
                        int bytes = _pos - open - 2;
                        if (isName)
                            return;
                        if (!_earlier || bytes < MinHintedStringBytes)
                        {
                            if (hint != null)
                                Fail(_earlier ? "a hint on a short string" : "a hint on a string (the writer no longer gives string hints)");
                            return;
                        }
                        if (hint == null)
                            Fail("no hint on a string of " + bytes + " bytes at " + open);
                        int utf16;
                        using (JsonDocument d = JsonDocument.Parse(new ReadOnlyMemory<byte>(_json, open, _pos - open)))
                            utf16 = d.RootElement.GetString()!.Length;
                        hint!.Kind = '"';
                        if (hint.First != bytes)
                            Fail("string at " + open + " is " + bytes + " bytes but its hint says " + hint.First);
                        if (hint.Second != utf16)
                            Fail("string at " + open + " is " + utf16 + " UTF-16 units but its hint says " + hint.Second);
                        _hints.Add(hint);
                        return;
                    }
                    default:
                    {
                        if (hint != null)
                            Fail("a hint on a number or literal");
                        while (_pos < _json.Length && _json[_pos] != ',' && _json[_pos] != ']' && _json[_pos] != '}' && _json[_pos] != ' ' && _json[_pos] != '\n' && _json[_pos] != '\r' && _json[_pos] != '/')
                            _pos++;
                        if (_pos == open)
                            Fail("expected a value");
                        return;
                    }
                }
            }
        }

        /// <summary>The hints of <paramref name="hinted"/> in document order.</summary>
        public static List<FoundHint> HintsInOrder(byte[] hinted, bool earlierRelease = false)
        {
            List<FoundHint> hints = Hints(hinted, earlierRelease);
            hints.Sort((a, b) => a.Start.CompareTo(b.Start));
            return hints;
        }

        /// <summary>
        /// The whole contract of a typed value through hinted JSON, under <paramref name="options"/>: the hinted text
        /// without its comments is BentoJson's text byte for byte, its hints are right, it converts to and from plain
        /// JSON, and it reads back to an equal value leniently, strictly and through every entry point.
        /// Returns the hinted bytes.
        /// </summary>
        public static byte[] RoundTrip<T>(T value, BentoJsonOptions? options = null)
        {
            byte[] plain = BentoJson.SerializeToUtf8Bytes(value, options);
            byte[] hinted = BentoHintedJson.SerializeToUtf8Bytes(value, options);
            BentoJsonOptions strict = StrictOf(options);
            string context = Text(hinted);
            try
            {
                Assert.True(BentoHintedJson.IsHinted(hinted));
                AssertBytes(plain, StripComments(hinted), "hinted output without comments vs plain output");
                AssertBytes(BentoJson.Minify(plain), BentoHintedJson.ToJson(hinted), "ToJson(hinted) vs Minify(plain)");
                if (options != null && options.Indented)
                    AssertBytes(plain, BentoHintedJson.ToJson(hinted, new BentoJsonOptions { Indented = true }), "ToJson(hinted, indented) vs plain");

                DeepEqual.Assert(value, BentoHintedJson.Deserialize<T>(hinted, options));
                DeepEqual.Assert(value, BentoHintedJson.Deserialize<T>(hinted, strict));
                BentoHintedJson.Validate(hinted, strict);

                // Every entry point writes and reads the same.
                Assert.Equal(context, BentoHintedJson.Serialize(value, options));
                var stream = new MemoryStream();
                BentoHintedJson.Serialize(stream, value, options);
                AssertBytes(hinted, stream.ToArray(), "stream output");
                DeepEqual.Assert(value, BentoHintedJson.Deserialize<T>(context, strict));
                DeepEqual.Assert(value, BentoHintedJson.Deserialize<T>(new MemoryStream(hinted), strict));
                DeepEqual.Assert(value, BentoHintedJson.Deserialize<T>(new ReadOnlyMemory<byte>(hinted), strict));

                // The hinted reader reads plain JSON too, and writing what was read gives the same document.
                DeepEqual.Assert(value, BentoHintedJson.Deserialize<T>(plain, options));
                AssertBytes(hinted, BentoHintedJson.SerializeToUtf8Bytes(BentoHintedJson.Deserialize<T>(hinted, options), options), "hinted output of the value read back");

                // Last, so that the checks above run even where these fail.
                Hints(hinted);
                AssertBytes(hinted, BentoHintedJson.FromJson(plain, options), "FromJson(plain) vs typed hinted output");
            }
            catch (Exception e) when (!(e is OutOfMemoryException))
            {
                throw new Xunit.Sdk.XunitException(e.Message + "\nhinted: " + Shorten(context), e);
            }
            return hinted;
        }

        public static void AssertBytes(byte[] expected, byte[] actual, string what)
        {
            if (expected.AsSpan().SequenceEqual(actual))
                return;
            int i = 0;
            while (i < expected.Length && i < actual.Length && expected[i] == actual[i])
                i++;
            int from = Math.Max(0, i - 30);
            throw new Xunit.Sdk.XunitException(what + ": first difference at byte " + i + "\nexpected ..." +
                Encoding.UTF8.GetString(expected, from, Math.Min(expected.Length - from, 80)) + "\nactual   ..." +
                Encoding.UTF8.GetString(actual, from, Math.Min(actual.Length - from, 80)));
        }

        public static string Shorten(string s) => s.Length <= 600 ? s : s.Substring(0, 600) + "...(" + s.Length + " chars)";

        /// <summary>Bytes allocated on this thread by <paramref name="action"/>.</summary>
        public static long Allocated(Action action)
        {
            long before = GC.GetAllocatedBytesForCurrentThread();
            action();
            return GC.GetAllocatedBytesForCurrentThread() - before;
        }
    }
}
