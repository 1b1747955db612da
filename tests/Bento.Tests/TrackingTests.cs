using System;
using System.Text;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>Required, duplicate and unknown member tracking, including types wider than one 64-bit mask and constructor-built types.</summary>
    public class TrackingTests
    {
        private static readonly int[] s_required = { 0, 63, 64, 127, 129 };

        private static string WideJson(int skip = -1, int duplicate = -1)
        {
            var sb = new StringBuilder("{");
            for (int i = 0; i < 130; i++)
            {
                if (i == skip)
                    continue;
                if (sb.Length > 1)
                    sb.Append(',');
                sb.Append("\"M").Append(i).Append("\":").Append(i);
            }
            if (duplicate >= 0)
                sb.Append(",\"M").Append(duplicate).Append("\":-1");
            return sb.Append('}').ToString();
        }

        [Fact]
        public void Wide_type_round_trips()
        {
            var value = BentoJson.Deserialize<Wide>(WideJson());
            Assert.Equal(0, value.M0);
            Assert.Equal(64, value.M64);
            Assert.Equal(129, value.M129);
            Assert.Equal(WideJson(), BentoJson.Serialize(value));
        }

        [Fact]
        public void Wide_type_reports_each_missing_required_member()
        {
            foreach (int i in s_required)
            {
                var e = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Wide>(WideJson(skip: i)));
                Assert.Contains("M" + i, e.Reason, StringComparison.Ordinal);
            }
            // Optional members on either side of a word boundary may be left out.
            foreach (int i in new[] { 1, 62, 65, 126, 128 })
                Assert.Equal(i + 1, BentoJson.Deserialize<Wide>(WideJson(skip: i)).M0 + i + 1);
        }

        [Fact]
        public void Wide_type_detects_duplicates_in_every_word()
        {
            var reject = new BentoJsonOptions { RejectDuplicateMembers = true };
            foreach (int i in new[] { 0, 1, 63, 64, 65, 127, 128, 129 })
            {
                Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Wide>(WideJson(duplicate: i), reject));
                Assert.Equal(-1, GetMember(BentoJson.Deserialize<Wide>(WideJson(duplicate: i)), i));
            }
            BentoJson.Deserialize<Wide>(WideJson(), reject);
        }

        private static int GetMember(Wide w, int i) => (int)typeof(Wide).GetProperty("M" + i)!.GetValue(w)!;

        [Fact]
        public void Constructor_built_types_track_members_too()
        {
            Assert.Equal(new StrictRecord("b", 2), BentoJson.Deserialize<StrictRecord>("{\"Name\":\"a\",\"Age\":2,\"Name\":\"b\"}"));
            Assert.Throws<BentoJsonException>(() =>
                BentoJson.Deserialize<StrictRecord>("{\"Name\":\"a\",\"Age\":2,\"Name\":\"b\"}", new BentoJsonOptions { RejectDuplicateMembers = true }));
            var missing = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<StrictRecord>("{\"Age\":2}"));
            Assert.Contains("Name", missing.Reason, StringComparison.Ordinal);
            Assert.Equal(new StrictRecord("n", 0), BentoJson.Deserialize<StrictRecord>("{\"Name\":\"n\",\"Other\":[1,{}]}"));
            Assert.Throws<BentoJsonException>(() =>
                BentoJson.Deserialize<StrictRecord>("{\"Name\":\"n\",\"Other\":1}", new BentoJsonOptions { RejectUnknownMembers = true }));
        }

        [Fact]
        public void Enum_names_never_corrupt_values_without_a_name()
        {
            // A value with no single declared name (a flags combination, an undeclared number) is written in a way
            // that reads back to the same value, or refused with BentoJsonException; never silently changed.
            var failures = new System.Collections.Generic.List<string>();
            foreach (var value in new[]
            {
                new FlagsHolder { Color = (Color)7, Permissions = Permissions.Read },
                new FlagsHolder { Color = Color.Red, Permissions = Permissions.Read | Permissions.Write },
                new FlagsHolder { Color = Color.Red, Permissions = (Permissions)64 },
                new FlagsHolder { Color = 0, Permissions = Permissions.None },
            })
            {
                string json;
                try
                {
                    json = BentoJson.Serialize(value);
                }
                catch (BentoJsonException)
                {
                    continue;
                }
                try
                {
                    FlagsHolder back = BentoJson.Deserialize<FlagsHolder>(json);
                    if (back.Color != value.Color || back.Permissions != value.Permissions)
                        failures.Add(json + " read back as Color=" + (int)back.Color + ", Permissions=" + (int)back.Permissions);
                }
                catch (BentoJsonException e)
                {
                    failures.Add("Bento wrote " + json + " but cannot read it back: " + e.Reason);
                }
            }
            Assert.True(failures.Count == 0, string.Join("\n", failures));
        }
    }
}
