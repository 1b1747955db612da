using System;
using System.Collections.Generic;
using System.IO;
using System.Text;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Conformance
{
    /// <summary>
    /// JSONTestSuite's parsing tests through the untyped validator with default (strict) options: y_ files must be
    /// accepted, n_ files rejected with BentoJsonException, and i_ files (implementation-defined) must keep the outcome
    /// recorded in i_expectations.txt, so that any change of behaviour shows up here.
    /// </summary>
    public class JsonTestSuiteTests
    {
        public static IEnumerable<object[]> Files(string prefix)
        {
            string? dir = SharedData.ConformanceDirectory;
            if (dir == null)
            {
                // Reached when skipping is forbidden (CI=true or BENTO_SHARED set): the row fails with the reason.
                yield return new object[] { "(missing)" };
                yield break;
            }
            var names = new List<string>();
            foreach (string path in Directory.GetFiles(dir, prefix + "*.json"))
                names.Add(Path.GetFileName(path));
            names.Sort(StringComparer.Ordinal);
            foreach (string name in names)
                yield return new object[] { name };
        }

        public static IEnumerable<object[]> AcceptFiles() => Files("y_");

        public static IEnumerable<object[]> RejectFiles() => Files("n_");

        public static IEnumerable<object[]> ImplementationDefinedFiles() => Files("i_");

        private static byte[] Load(string name) => File.ReadAllBytes(SharedData.ConformancePath(name));

        [ConformanceTheory]
        [MemberData(nameof(AcceptFiles))]
        public void Accepts(string file)
        {
            byte[] json = Load(file);
            try
            {
                BentoJson.Validate(json);
            }
            catch (BentoJsonException e)
            {
                throw new Xunit.Sdk.XunitException(file + " (" + Describe(json) + ") was rejected: " + e.Message);
            }
            Assert.True(BentoJson.IsValid(json));

            // Re-encoding a valid document gives a valid document with the same minified form.
            byte[] minified = BentoJson.Minify(json);
            BentoJson.Validate(minified);
            byte[] formatted = BentoJson.Format(json);
            BentoJson.Validate(formatted);
            Assert.Equal(Encoding.UTF8.GetString(minified), Encoding.UTF8.GetString(BentoJson.Minify(formatted)));
        }

        [ConformanceTheory]
        [MemberData(nameof(RejectFiles))]
        public void Rejects(string file)
        {
            byte[] json = Load(file);
            Exception? thrown = Record.Exception(() => BentoJson.Validate(json));
            if (thrown == null)
                throw new Xunit.Sdk.XunitException(file + " (" + Describe(json) + ") was accepted");
            Assert.IsType<BentoJsonException>(thrown);
            Assert.False(BentoJson.IsValid(json));
            Assert.IsType<BentoJsonException>(Record.Exception(() => BentoJson.Minify(json)));
        }

        [ConformanceTheory]
        [MemberData(nameof(ImplementationDefinedFiles))]
        public void Implementation_defined_outcome_is_unchanged(string file)
        {
            byte[] json = Load(file);
            Exception? thrown = Record.Exception(() => BentoJson.Validate(json));
            if (thrown != null)
                Assert.IsType<BentoJsonException>(thrown);
            string actual = thrown == null ? "accept" : "reject";

            Dictionary<string, string> expectations = Expectations();
            Assert.True(expectations.TryGetValue(file, out string? expected),
                file + " has no entry in Conformance/i_expectations.txt; its current outcome is '" + actual + "'");
            Assert.True(expected == actual, file + ": expected '" + expected + "', now '" + actual + "'" + (thrown == null ? "" : " (" + thrown.Message + ")"));
            Assert.Equal(thrown == null, BentoJson.IsValid(json));
        }

        [ConformanceFact]
        public void Expectation_table_names_only_existing_files()
        {
            foreach (string name in Expectations().Keys)
                Assert.True(File.Exists(SharedData.ConformancePath(name)), "i_expectations.txt names a missing file: " + name);
        }

        private static Dictionary<string, string>? s_expectations;

        private static Dictionary<string, string> Expectations()
        {
            if (s_expectations != null)
                return s_expectations;
            var table = new Dictionary<string, string>(StringComparer.Ordinal);
            string path = Path.Combine(AppContext.BaseDirectory, "Conformance", "i_expectations.txt");
            foreach (string raw in File.ReadAllLines(path))
            {
                string line = raw.Trim();
                if (line.Length == 0 || line[0] == '#')
                    continue;
                string[] parts = line.Split(' ', StringSplitOptions.RemoveEmptyEntries);
                if (parts.Length != 2 || (parts[1] != "accept" && parts[1] != "reject"))
                    throw new InvalidDataException("bad line in i_expectations.txt: " + raw);
                table.Add(parts[0], parts[1]);
            }
            s_expectations = table;
            return table;
        }

        private static string Describe(byte[] json)
        {
            if (json.Length > 60)
                return json.Length + " bytes";
            var sb = new StringBuilder();
            foreach (byte b in json)
                sb.Append(b >= 0x20 && b < 0x7F ? ((char)b).ToString() : "\\x" + b.ToString("X2", System.Globalization.CultureInfo.InvariantCulture));
            return sb.ToString();
        }
    }
}
