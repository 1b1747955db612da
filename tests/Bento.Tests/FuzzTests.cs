using System;
using System.Collections.Generic;
using System.IO;
using System.Text;
using System.Text.Json;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// Seeded mutations of real documents: whatever the bytes, reading either succeeds or raises BentoJsonException,
    /// and the untyped validator agrees with System.Text.Json about which documents are JSON.
    /// </summary>
    public class FuzzTests
    {
        private static readonly byte[] s_alphabet = Encoding.UTF8.GetBytes("{}[]:,\"\\ 0123456789-+.eEtruefalsnl/*\n\tu\u00e9");

        internal static byte[] Mutate(byte[] source, Random random)
        {
            var bytes = new List<byte>(source);
            int edits = 1 + random.Next(3);
            for (int e = 0; e < edits && bytes.Count > 0; e++)
            {
                int at = random.Next(bytes.Count);
                switch (random.Next(5))
                {
                    case 0:
                        bytes.RemoveAt(at);
                        break;
                    case 1:
                        bytes.Insert(at, s_alphabet[random.Next(s_alphabet.Length)]);
                        break;
                    case 2:
                        bytes[at] = s_alphabet[random.Next(s_alphabet.Length)];
                        break;
                    case 3:
                        bytes[at] = (byte)random.Next(256);
                        break;
                    default:
                        bytes.RemoveRange(at, bytes.Count - at);
                        break;
                }
            }
            return bytes.ToArray();
        }

        private static string Show(byte[] bytes)
        {
            string text = Encoding.UTF8.GetString(bytes);
            return DeepEqual.Show(text.Length > 300 ? text.Substring(0, 300) + "..." : text);
        }

        [Fact]
        public void Mutated_documents_raise_only_json_exceptions()
        {
            var random = new Random(2024);
            var failures = new List<string>();
            for (int doc = 0; doc < 60 && failures.Count < 5; doc++)
            {
                byte[] original = BentoJson.SerializeToUtf8Bytes(new PropertyTests.ModelFactory(doc).Model());
                for (int m = 0; m < 60 && failures.Count < 5; m++)
                {
                    byte[] mutated = Mutate(original, random);
                    Probe(mutated, () => BentoJson.Deserialize<RandomModel>(mutated), "Deserialize<RandomModel>", failures);
                    Probe(mutated, () => BentoJson.Validate(mutated), "Validate", failures);
                    Probe(mutated, () => BentoJson.Minify(mutated), "Minify", failures);
                    if (m % 10 == 0)
                    {
                        Probe(mutated, () => BentoJson.Deserialize<RandomModel>(new MemoryStream(mutated)), "Deserialize<RandomModel>(Stream)", failures);
                        var target = new PropertyTests.ModelFactory(doc + 1).Model();
                        Probe(mutated, () => BentoJson.Populate(mutated, ref target), "Populate<RandomModel>", failures);
                    }
                }
            }
            Assert.True(failures.Count == 0, string.Join("\n", failures));
        }

        private static void Probe(byte[] input, Action action, string what, List<string> failures)
        {
            try
            {
                action();
            }
            catch (BentoJsonException e)
            {
                if (e.BytePosition < 0 || e.BytePosition > input.Length || e.Line < 1 || e.Column < 1 || e.Path == null || e.Path.Length == 0 || e.Path[0] != '$')
                    failures.Add(what + ": bad error position (byte " + e.BytePosition + ", line " + e.Line + ", column " + e.Column + ", path " + e.Path + ") for " + Show(input));
            }
            catch (Exception e)
            {
                failures.Add(what + " raised " + e.GetType().FullName + " (" + e.Message + ") for " + Show(input));
            }
        }

        [Fact]
        public void Validator_agrees_with_System_Text_Json()
        {
            var random = new Random(99);
            var disagreements = new List<string>();
            var stjOptions = new JsonDocumentOptions { MaxDepth = 64 };
            for (int doc = 0; doc < 40; doc++)
            {
                byte[] original = BentoJson.SerializeToUtf8Bytes(new PropertyTests.ModelFactory(500 + doc).Model(), new BentoJsonOptions { Indented = doc % 2 == 0 });
                for (int m = 0; m < 80; m++)
                {
                    byte[] mutated = Mutate(original, random);
                    if (!IsValidUtf8(mutated))
                        continue; // System.Text.Json does not check every string for valid UTF-8 while parsing.
                    bool ours = BentoJson.IsValid(mutated);
                    bool theirs;
                    try
                    {
                        using (JsonDocument d = JsonDocument.Parse(mutated, stjOptions))
                            theirs = StringsAreWellFormed(d.RootElement);
                    }
                    catch (JsonException)
                    {
                        theirs = false;
                    }
                    catch (InvalidOperationException)
                    {
                        theirs = false;
                    }
                    if (ours != theirs && disagreements.Count < 5)
                        disagreements.Add("Bento " + (ours ? "accepts" : "rejects") + ", System.Text.Json " + (theirs ? "accepts" : "rejects") + ": " + Show(mutated));
                }
            }
            Assert.True(disagreements.Count == 0, string.Join("\n", disagreements));
        }

        private static bool IsValidUtf8(byte[] bytes)
        {
            try
            {
                new UTF8Encoding(false, true).GetString(bytes);
                return true;
            }
            catch (DecoderFallbackException)
            {
                return false;
            }
        }

        // Lone surrogate escapes pass System.Text.Json's tokenizer and fail only when the string is decoded.
        private static bool StringsAreWellFormed(JsonElement e)
        {
            switch (e.ValueKind)
            {
                case JsonValueKind.String:
                    return Decodes(e);
                case JsonValueKind.Array:
                    foreach (JsonElement x in e.EnumerateArray())
                    {
                        if (!StringsAreWellFormed(x))
                            return false;
                    }
                    return true;
                case JsonValueKind.Object:
                    foreach (JsonProperty p in e.EnumerateObject())
                    {
                        string name;
                        try
                        {
                            name = p.Name;
                        }
                        catch (InvalidOperationException)
                        {
                            return false;
                        }
                        if (HasLoneSurrogate(name) || !StringsAreWellFormed(p.Value))
                            return false;
                    }
                    return true;
                default:
                    return true;
            }
        }

        private static bool Decodes(JsonElement e)
        {
            try
            {
                return !HasLoneSurrogate(e.GetString()!);
            }
            catch (InvalidOperationException)
            {
                return false;
            }
        }

        private static bool HasLoneSurrogate(string s)
        {
            for (int i = 0; i < s.Length; i++)
            {
                if (char.IsHighSurrogate(s[i]) && i + 1 < s.Length && char.IsLowSurrogate(s[i + 1]))
                    i++;
                else if (char.IsSurrogate(s[i]))
                    return true;
            }
            return false;
        }
    }
}
