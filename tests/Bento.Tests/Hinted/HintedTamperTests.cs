// The corpus models use C# 10 syntax and are compiled only into the net10 test project.
#if !BENTO_NETSTANDARD_TESTS
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Text;
using Bento.Bench.Models;
using Bento.Tests.Infrastructure;
using Xunit;
using static Bento.Tests.Hinted.HintedTesting;

namespace Bento.Tests.Hinted
{
    /// <summary>
    /// Hints are untrusted: every hint of a corpus document is altered in turn. The lenient reader must still read
    /// exactly the right value, the strict one must refuse with a BentoJsonException (a removed hint may also be
    /// read), nothing may throw anything else, and no alteration may make a read allocate much more than the
    /// untampered one.
    /// </summary>
    public class HintedTamperTests
    {
        private delegate string? Alteration(FoundHint hint);

        private sealed class Variant
        {
            public Variant(string name, Alteration make, bool isRemoval = false)
            {
                Name = name;
                Make = make;
                IsRemoval = isRemoval;
            }

            public string Name { get; }
            public Alteration Make { get; }
            public bool IsRemoval { get; }
        }

        private static string Hint(long first, long second) =>
            "/*" + first.ToString(CultureInfo.InvariantCulture) + ":" + second.ToString(CultureInfo.InvariantCulture) + "*/";

        private static string N(long value) => value.ToString(CultureInfo.InvariantCulture);

        // Each alteration keeps the document JSON with comments. null: the alteration would not change this hint.
        private static readonly Variant[] s_variants =
        {
            new Variant("first-1", h => Hint(h.First - 1, h.Second)),
            new Variant("first/2", h => Hint(h.First / 2, h.Second)),
            new Variant("first+1", h => Hint(h.First + 1, h.Second)),
            new Variant("first+1000000", h => Hint(h.First + 1000000, h.Second)),
            new Variant("first=int.MaxValue", h => h.First == int.MaxValue ? null : Hint(int.MaxValue, h.Second)),
            new Variant("second-1", h => Hint(h.First, h.Second - 1)),
            new Variant("second/2", h => Hint(h.First, h.Second / 2)),
            new Variant("second+1", h => Hint(h.First, h.Second + 1)),
            new Variant("second+1000000", h => Hint(h.First, h.Second + 1000000)),
            new Variant("second=int.MaxValue", h => h.Second == int.MaxValue ? null : Hint(h.First, int.MaxValue)),
            new Variant("both=int.MaxValue", h => Hint(int.MaxValue, int.MaxValue)),
            new Variant("swapped", h => h.First == h.Second ? null : Hint(h.Second, h.First)),
            new Variant("letters", h => "/*ab:cd*/"),
            new Variant("digits-in-letters", h => "/*" + N(h.First) + "x:" + N(h.Second) + "*/"),
            new Variant("no-colon", h => "/*" + N(h.First) + N(h.Second) + "*/"),
            new Variant("leading-zero", h => "/*0" + N(h.First) + ":" + N(h.Second) + "*/"),
            new Variant("eleven-digits", h => "/*12345678901:" + N(h.Second) + "*/"),
            new Variant("over-int", h => "/*" + N(h.First) + ":2147483648*/"),
            new Variant("negative", h => "/*-" + N(h.First) + ":" + N(h.Second) + "*/"),
            new Variant("spaces", h => "/* " + N(h.First) + ":" + N(h.Second) + " */"),
            new Variant("three-numbers", h => "/*" + N(h.First) + ":" + N(h.Second) + ":1*/"),
            new Variant("empty-comment", h => "/**/"),
            new Variant("removed", h => "", isRemoval: true),
        };

        /// <summary>One corpus document in hinted form, with what reading it must give.</summary>
        private sealed class Subject<T>
        {
            public Subject(string file)
            {
                File = file;
                byte[] original = System.IO.File.ReadAllBytes(SharedData.CorpusPath(file));
                // The untyped hinted form of the original keeps every member, including any the model skips. It is
                // written with every kind of hint, as the earlier writer did: the reader must keep coping with object
                // and string hints, altered or not, although the writer no longer gives them.
                Hinted = EarlierReleaseFromJson(original);
                PlainMinified = BentoJson.Minify(original);
                Expected = BentoJson.SerializeToUtf8Bytes(BentoJson.Deserialize<T>(original));
                Hints = HintsInOrder(Hinted, earlierRelease: true);
                Baseline = long.MaxValue;
                for (int i = 0; i < 3; i++)
                {
                    AssertBytes(Expected, BentoJson.SerializeToUtf8Bytes(BentoHintedJson.Deserialize<T>(Hinted)), file + " untampered");
                    Baseline = Math.Min(Baseline, Allocated(() => BentoHintedJson.Deserialize<T>(Hinted)));
                    Baseline = Math.Min(Baseline, Allocated(() => BentoHintedJson.Deserialize<T>(Hinted, Strict)));
                }
            }

            public string File { get; }
            public byte[] Hinted { get; }
            public byte[] PlainMinified { get; }
            public byte[] Expected { get; }
            public List<FoundHint> Hints { get; }
            public long Baseline { get; }
            public long AllocationLimit => 2 * Baseline + 64 * 1024;

            public byte[] Replace(int start, int end, string with)
            {
                byte[] insert = Encoding.ASCII.GetBytes(with);
                var doc = new byte[Hinted.Length - (end - start) + insert.Length];
                Hinted.AsSpan(0, start).CopyTo(doc);
                insert.CopyTo(doc, start);
                Hinted.AsSpan(end).CopyTo(doc.AsSpan(start + insert.Length));
                return doc;
            }

            /// <summary>
            /// Reads a tampered document every way and checks the outcome. <paramref name="strictMayRead"/>: the strict
            /// reader may give the right value instead of refusing.
            /// </summary>
            public void Check(byte[] doc, string what, bool strictMayRead, bool untyped)
            {
                Checked++;
                try
                {
                    T lenient = default!;
                    long allocated = Allocated(() => lenient = BentoHintedJson.Deserialize<T>(doc));
                    AssertBytes(Expected, BentoJson.SerializeToUtf8Bytes(lenient), "lenient read");
                    Assert.True(allocated <= AllocationLimit, "lenient read allocated " + allocated + " bytes, untampered " + Baseline);

                    T strict = default!;
                    Exception? e = null;
                    allocated = Allocated(() => e = Record.Exception(() => strict = BentoHintedJson.Deserialize<T>(doc, Strict)));
                    Assert.True(allocated <= AllocationLimit, "strict read allocated " + allocated + " bytes, untampered " + Baseline);
                    if (e == null)
                    {
                        Assert.True(strictMayRead, "strict read accepted the alteration");
                        AssertBytes(Expected, BentoJson.SerializeToUtf8Bytes(strict), "strict read");
                    }
                    else
                    {
                        Assert.True(e is BentoJsonException, "strict read threw " + e);
                    }

                    if (untyped)
                    {
                        BentoHintedJson.Validate(doc);
                        AssertBytes(PlainMinified, BentoHintedJson.ToJson(doc), "lenient ToJson");
                        Exception? v = Record.Exception(() => BentoHintedJson.Validate(doc, Strict));
                        Assert.True(v == null ? strictMayRead : v is BentoJsonException, "strict Validate: " + (v == null ? "accepted" : v.ToString()));
                        Exception? t = Record.Exception(() => BentoHintedJson.ToJson(doc, Strict));
                        if (t == null)
                            Assert.True(strictMayRead, "strict ToJson accepted the alteration");
                        else
                            Assert.True(t is BentoJsonException, "strict ToJson threw " + t);
                    }
                }
                catch (Exception ex) when (!(ex is OutOfMemoryException))
                {
                    // Collected rather than thrown, so one run tells how many alterations go wrong and how.
                    Failures.Add(File + ", " + what + ": " + ex.Message);
                }
            }

            public int Checked;
            public readonly List<string> Failures = new List<string>();

            /// <summary>Fails with every failure collected since the last call, and starts over.</summary>
            public void AssertNoFailures()
            {
                int count = Failures.Count, total = Checked;
                var shown = Failures.GetRange(0, Math.Min(15, count));
                Failures.Clear();
                Checked = 0;
                Assert.True(count == 0, count + " of " + total + " tampered documents were read wrongly, first " + shown.Count + ":\n" + string.Join("\n", shown));
            }

            public void Alter(FoundHint hint, Variant variant, bool untyped)
            {
                string? with = variant.Make(hint);
                if (with == null)
                    return;
                byte[] doc = Replace(hint.Start, hint.End, with);
                Check(doc, hint + " altered (" + variant.Name + ") to '" + with + "'", strictMayRead: variant.IsRemoval, untyped);
            }
        }

        private static Subject<TwitterSearch>? s_twitter;
        private static Subject<CitmCatalog>? s_citm;

        private static Subject<TwitterSearch> Twitter => s_twitter ??= new Subject<TwitterSearch>("twitter.json");

        private static Subject<CitmCatalog> Citm => s_citm ??= new Subject<CitmCatalog>("citm_catalog.json");

        /// <summary>BENTO_TAMPER_ALL=1 applies every alteration to every hint of both documents (many minutes).</summary>
        private static bool Exhaustive => Environment.GetEnvironmentVariable("BENTO_TAMPER_ALL") == "1";

        // Reading twitter.json or citm_catalog.json every way (lenient, strict, Validate and ToJson both ways) takes a
        // few tens of milliseconds on a small busy machine, and the documents have about 950 and 1,950 hints with 23
        // alterations each: the full cross product takes many minutes. By default these tests therefore alter a
        // deterministic part of it (about half a minute in all): every 2nd twitter hint and every 20th citm hint
        // with one alteration each in rotation (so every alteration meets hints of every kind), and every alteration on
        // a seeded sample of hints of both documents. BENTO_TAMPER_ALL=1 runs the full product.

        [CorpusFact]
        public void Twitter_hints_altered_in_rotation()
        {
            Subject<TwitterSearch> s = Twitter;
            Assert.InRange(s.Hints.Count, 700, 1300);
            int strings = 0;
            foreach (FoundHint h in s.Hints)
            {
                if (h.Kind == '"')
                    strings++;
            }
            Assert.True(strings > 200, strings + " string hints");
            Rotate(s, Exhaustive ? 1 : 2);
            s.AssertNoFailures();
        }

        [CorpusFact]
        public void Twitter_sampled_hints_get_every_alteration()
        {
            Subject<TwitterSearch> s = Twitter;
            Sample(s, 8, 20261121);
            // The root hint and the last hint are always among them.
            foreach (FoundHint h in new[] { s.Hints[0], s.Hints[s.Hints.Count - 1] })
            {
                foreach (Variant v in s_variants)
                    s.Alter(h, v, untyped: true);
            }
            s.AssertNoFailures();
        }

        [CorpusFact]
        public void Citm_hints_altered()
        {
            // No string of citm_catalog.json reaches 128 bytes: all its hints are on containers.
            Subject<CitmCatalog> s = Citm;
            Assert.True(s.Hints.Count > 1500, s.Hints.Count + " hints");
            Rotate(s, Exhaustive ? 1 : 20);
            Sample(s, 3, 1121);
            s.AssertNoFailures();
        }

        private static void Rotate<T>(Subject<T> s, int stride)
        {
            for (int i = 0; i < s.Hints.Count; i += stride)
            {
                foreach (Variant v in stride == 1 ? s_variants : new[] { s_variants[(i / stride) % s_variants.Length] })
                    s.Alter(s.Hints[i], v, untyped: (i / stride) % 4 == 0);
            }
        }

        private static void Sample<T>(Subject<T> s, int count, int seed)
        {
            if (Exhaustive)
                return;
            var random = new Random(seed);
            for (int n = 0; n < count; n++)
            {
                FoundHint h = s.Hints[random.Next(s.Hints.Count)];
                foreach (Variant v in s_variants)
                    s.Alter(h, v, untyped: true);
            }
        }

        /// <summary>Offsets in <paramref name="doc"/> where member names, numbers and literals start.</summary>
        private static void Targets(byte[] doc, List<int> names, List<int> numbers, List<int> literals)
        {
            var inObject = new Stack<bool>();
            bool expectName = false;
            int i = HeaderText.Length;
            while (i < doc.Length)
            {
                byte b = doc[i];
                switch (b)
                {
                    case (byte)'/':
                        i = doc.AsSpan(i + 2).IndexOf("*/"u8) + i + 4;
                        continue;
                    case (byte)'{':
                        inObject.Push(true);
                        expectName = true;
                        i++;
                        continue;
                    case (byte)'[':
                        inObject.Push(false);
                        i++;
                        continue;
                    case (byte)'}':
                    case (byte)']':
                        inObject.Pop();
                        i++;
                        continue;
                    case (byte)',':
                        expectName = inObject.Peek();
                        i++;
                        continue;
                    case (byte)':':
                        i++;
                        continue;
                    case (byte)'"':
                    {
                        if (expectName)
                            names.Add(i);
                        expectName = false;
                        i++;
                        while (doc[i] != '"')
                            i += doc[i] == '\\' ? 2 : 1;
                        i++;
                        continue;
                    }
                    default:
                        if (b == 't' || b == 'f' || b == 'n')
                            literals.Add(i);
                        else
                            numbers.Add(i);
                        while (i < doc.Length && doc[i] != ',' && doc[i] != ']' && doc[i] != '}')
                            i++;
                        continue;
                }
            }
        }

        private static void MoveHints<T>(Subject<T> s, int samples, int seed)
        {
            var names = new List<int>();
            var numbers = new List<int>();
            var literals = new List<int>();
            Targets(s.Hinted, names, numbers, literals);
            Assert.NotEmpty(names);
            Assert.NotEmpty(numbers);
            var random = new Random(seed);
            for (int n = 0; n < samples; n++)
            {
                FoundHint h = s.Hints[random.Next(s.Hints.Count)];
                string text = Encoding.ASCII.GetString(s.Hinted, h.Start, h.End - h.Start);
                foreach (List<int> targets in new[] { names, numbers, literals })
                {
                    if (targets.Count == 0)
                        continue;
                    int target = targets[random.Next(targets.Count)];
                    // Moved: gone from its value, put before the target. Copied: also left where it was.
                    byte[] removed = s.Replace(h.Start, h.End, "");
                    int at = target > h.Start ? target - (h.End - h.Start) : target;
                    byte[] moved = Insert(removed, at, text);
                    s.Check(moved, h + " moved to offset " + target, strictMayRead: false, untyped: true);
                    byte[] copied = Insert(s.Hinted, target, text);
                    s.Check(copied, h + " copied to offset " + target, strictMayRead: false, untyped: true);
                }
            }
        }

        private static byte[] Insert(byte[] doc, int at, string text)
        {
            byte[] insert = Encoding.ASCII.GetBytes(text);
            var result = new byte[doc.Length + insert.Length];
            doc.AsSpan(0, at).CopyTo(result);
            insert.CopyTo(result, at);
            doc.AsSpan(at).CopyTo(result.AsSpan(at + insert.Length));
            return result;
        }

        [CorpusFact]
        public void Hints_moved_onto_member_names_numbers_and_literals()
        {
            MoveHints(Twitter, 12, 7);
            MoveHints(Citm, 6, 8);
            Twitter.AssertNoFailures();
            Citm.AssertNoFailures();
        }

        [CorpusFact]
        public void Other_header_versions_and_malformed_headers_on_a_corpus_document()
        {
            Subject<TwitterSearch> s = Twitter;
            FoundHint some = s.Hints[s.Hints.Count / 2];
            byte[] tampered = s.Replace(some.Start, some.End, Hint(some.First + 1, some.Second - 1));
            foreach (string header in new[] { "/*bento-hinted-json:2*/", "/*bento-hinted-json:0*/", "/*bento-hinted-json:*/", "/*bento-hinted-json:1 */", "/*bento-hinted-json:01*/" })
            {
                foreach (byte[] doc in new[] { s.Hinted, tampered })
                {
                    var replaced = new byte[doc.Length - HeaderText.Length + header.Length];
                    Encoding.ASCII.GetBytes(header).CopyTo(replaced, 0);
                    doc.AsSpan(HeaderText.Length).CopyTo(replaced.AsSpan(header.Length));
                    Assert.False(BentoHintedJson.IsHinted(replaced));
                    s.Check(replaced, "header " + header, strictMayRead: false, untyped: true);
                }
            }
            s.AssertNoFailures();
        }
    }
}
#endif
