using System;
using System.Collections.Generic;
using System.IO;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Bento.Internal;
using Xunit;

namespace Bento.Tests.SaveFiles
{
    /// <summary>BentoFile: atomic saves with a backup, integrity records that catch every torn or changed file, and load results that say what happened.</summary>
    public sealed class BentoFileTests : IDisposable
    {
        private readonly string _folder = Path.Combine(Path.GetTempPath(), "bento-file-" + Guid.NewGuid().ToString("N"));

        public BentoFileTests() => Directory.CreateDirectory(_folder);

        public void Dispose() => Directory.Delete(_folder, recursive: true);

        public static IEnumerable<object[]> Formats()
        {
            yield return new object[] { BentoFileFormat.Json };
            yield return new object[] { BentoFileFormat.HintedJson };
            yield return new object[] { BentoFileFormat.MessagePack };
        }

        private string PathOf(string name) => Path.Combine(_folder, name);

        private static BentoFileOptions In(BentoFileFormat format) => new BentoFileOptions { Format = format };

        private static void AssertSame(SaveSlot expected, SaveSlot actual) =>
            Assert.Equal(BentoJson.Serialize(expected), BentoJson.Serialize(actual));

        [Theory, MemberData(nameof(Formats))]
        public void Save_then_load_gives_the_value_back(BentoFileFormat format)
        {
            string path = PathOf("slot.save");
            BentoFile.Save(path, SaveSlot.Make(1), In(format));
            BentoFileLoadResult<SaveSlot> result = BentoFile.Load<SaveSlot>(path);
            Assert.Equal(BentoFileLoadStatus.Loaded, result.Status);
            Assert.True(result.HasValue);
            Assert.Equal(format, result.Format);
            Assert.Equal(Path.GetFullPath(path), result.LoadedFrom);
            Assert.Empty(result.Problems);
            AssertSame(SaveSlot.Make(1), result.GetValueOrThrow());
            Assert.False(File.Exists(path + ".bak"), "the first save has nothing to back up");
            Assert.False(File.Exists(path + ".tmp"));
        }

        [Theory, MemberData(nameof(Formats))]
        public async Task SaveAsync_then_LoadAsync_gives_the_value_back(BentoFileFormat format)
        {
            string path = PathOf("slot.save");
            await BentoFile.SaveAsync(path, SaveSlot.Make(3), In(format));
            await BentoFile.SaveAsync(path, SaveSlot.Make(4), In(format));
            BentoFileLoadResult<SaveSlot> result = await BentoFile.LoadAsync<SaveSlot>(path);
            Assert.Equal(BentoFileLoadStatus.Loaded, result.Status);
            AssertSame(SaveSlot.Make(4), result.Value);
            AssertSame(SaveSlot.Make(3), BentoFile.Load<SaveSlot>(path + ".bak").Value);
        }

        [Fact]
        public async Task SaveAsync_captures_the_value_when_called()
        {
            string path = PathOf("slot.save");
            SaveSlot slot = SaveSlot.Make(5);
            Task saving = BentoFile.SaveAsync(path, slot);
            slot.Generation = 99;
            slot.Inventory!.Clear();
            await saving;
            AssertSame(SaveSlot.Make(5), BentoFile.Load<SaveSlot>(path).Value);
        }

        [Fact]
        public async Task A_cancelled_save_leaves_the_old_files()
        {
            string path = PathOf("slot.save");
            BentoFile.Save(path, SaveSlot.Make(1));
            using (var cancelled = new CancellationTokenSource())
            {
                cancelled.Cancel();
                await Assert.ThrowsAnyAsync<OperationCanceledException>(() => BentoFile.SaveAsync(path, SaveSlot.Make(2), null, cancelled.Token));
            }

            AssertSame(SaveSlot.Make(1), BentoFile.Load<SaveSlot>(path).Value);
            Assert.False(File.Exists(path + ".tmp"));
        }

        [Theory, MemberData(nameof(Formats))]
        public void Each_save_keeps_the_previous_version_as_the_backup(BentoFileFormat format)
        {
            string path = PathOf("slot.save");
            for (int g = 1; g <= 3; g++)
                BentoFile.Save(path, SaveSlot.Make(g), In(format));
            AssertSame(SaveSlot.Make(3), BentoFile.Load<SaveSlot>(path).Value);
            Assert.Equal(BentoFile.BackupPathOf(path), Path.GetFullPath(path) + ".bak");
            AssertSame(SaveSlot.Make(2), BentoFile.Load<SaveSlot>(BentoFile.BackupPathOf(path)).Value);

            BentoFile.Save(path, SaveSlot.Make(4), new BentoFileOptions { Format = format, KeepBackup = false });
            AssertSame(SaveSlot.Make(4), BentoFile.Load<SaveSlot>(path).Value);
            AssertSame(SaveSlot.Make(2), BentoFile.Load<SaveSlot>(path + ".bak").Value);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Every_truncation_is_detected_and_the_backup_loaded(BentoFileFormat format)
        {
            string path = PathOf("slot.save");
            BentoFile.Save(path, SaveSlot.Make(1), In(format));
            BentoFile.Save(path, SaveSlot.Make(2), In(format));
            byte[] whole = File.ReadAllBytes(path);
            var options = new BentoFileOptions { SetAsideDamagedFiles = false };
            for (int length = 0; length < whole.Length; length++)
            {
                File.WriteAllBytes(path, whole.AsSpan(0, length).ToArray());
                BentoFileLoadResult<SaveSlot> result = BentoFile.Load<SaveSlot>(path, options);
                Assert.True(result.Status == BentoFileLoadStatus.RecoveredFromBackup, "cut at " + length + " of " + whole.Length + ": " + result);
                AssertSame(SaveSlot.Make(1), result.Value);
                BentoFileProblem problem = Assert.Single(result.Problems);
                Assert.Contains(problem.Kind, new[] { BentoFileProblemKind.Truncated, BentoFileProblemKind.NotASaveFile });
                Assert.Equal(Path.GetFullPath(path), problem.Path);
            }
        }

        [Theory, MemberData(nameof(Formats))]
        public void Every_single_bit_flip_is_detected(BentoFileFormat format)
        {
            // Through the integrity check itself for every bit of a real save file; through files for a sample below.
            string path = PathOf("slot.save");
            BentoFile.Save(path, SaveSlot.Make(7), In(format));
            byte[] whole = File.ReadAllBytes(path);
            Assert.True(SaveFileFraming.TryUnframe(whole, out _, out _, out _, out _, out _));
            for (int bit = 0; bit < whole.Length * 8; bit++)
            {
                byte[] flipped = (byte[])whole.Clone();
                flipped[bit / 8] ^= (byte)(1 << (bit % 8));
                Assert.False(SaveFileFraming.TryUnframe(flipped, out _, out _, out _, out _, out _), "bit " + bit + " flipped went unnoticed");
            }
        }

        [Theory, MemberData(nameof(Formats))]
        public void A_changed_file_falls_back_to_the_backup_and_is_set_aside(BentoFileFormat format)
        {
            string path = PathOf("slot.save");
            BentoFile.Save(path, SaveSlot.Make(1), In(format));
            BentoFile.Save(path, SaveSlot.Make(2), In(format));
            byte[] bytes = File.ReadAllBytes(path);
            bytes[bytes.Length / 2] ^= 0x10;
            File.WriteAllBytes(path, bytes);

            BentoFileLoadResult<SaveSlot> result = BentoFile.Load<SaveSlot>(path);
            Assert.Equal(BentoFileLoadStatus.RecoveredFromBackup, result.Status);
            Assert.Equal(Path.GetFullPath(path) + ".bak", result.LoadedFrom);
            AssertSame(SaveSlot.Make(1), result.Value);
            Assert.Equal(BentoFileProblemKind.ChecksumMismatch, Assert.Single(result.Problems).Kind);
            Assert.Contains("Recovered from the backup", result.ToString());
            Assert.Contains("CRC-32", result.ToString());

            // The damaged file is moved aside, so the next save keeps the good backup rather than the damaged file.
            Assert.False(File.Exists(path));
            Assert.Equal(bytes, File.ReadAllBytes(BentoFile.DamagedPathOf(path)));
            BentoFile.Save(path, SaveSlot.Make(3), In(format));
            AssertSame(SaveSlot.Make(3), BentoFile.Load<SaveSlot>(path).Value);
            AssertSame(SaveSlot.Make(1), BentoFile.Load<SaveSlot>(path + ".bak").Value);
        }

        [Fact]
        public void A_missing_file_with_a_backup_recovers_from_the_backup()
        {
            string path = PathOf("slot.save");
            BentoFile.Save(path, SaveSlot.Make(1));
            BentoFile.Save(path, SaveSlot.Make(2));
            File.Delete(path);
            BentoFileLoadResult<SaveSlot> result = BentoFile.Load<SaveSlot>(path);
            Assert.Equal(BentoFileLoadStatus.RecoveredFromBackup, result.Status);
            Assert.Equal(BentoFileProblemKind.Missing, Assert.Single(result.Problems).Kind);
            AssertSame(SaveSlot.Make(1), result.Value);
        }

        [Fact]
        public void Nothing_saved_is_NotFound_and_GetValueOrThrow_says_so()
        {
            BentoFileLoadResult<SaveSlot> result = BentoFile.Load<SaveSlot>(PathOf("new-game.save"));
            Assert.Equal(BentoFileLoadStatus.NotFound, result.Status);
            Assert.False(result.HasValue);
            Assert.False(result.TryGetValue(out _));
            Assert.Equal(2, result.Problems.Count);
            Assert.All(result.Problems, p => Assert.Equal(BentoFileProblemKind.Missing, p.Kind));
            Assert.Throws<FileNotFoundException>(() => result.GetValueOrThrow());
        }

        [Fact]
        public void Both_files_damaged_is_Failed_with_both_reasons()
        {
            string path = PathOf("slot.save");
            File.WriteAllText(path, "{\"Generation\":1}");
            File.WriteAllBytes(path + ".bak", new byte[] { (byte)'B', (byte)'N', (byte)'T', (byte)'S', 1, 1, 0, 0, 0, 0, 0, 9 });
            BentoFileLoadResult<SaveSlot> result = BentoFile.Load<SaveSlot>(path);
            Assert.Equal(BentoFileLoadStatus.Failed, result.Status);
            Assert.Equal(BentoFileProblemKind.NotASaveFile, result.Problems[0].Kind);
            Assert.Equal(BentoFileProblemKind.Truncated, result.Problems[1].Kind);
            var e = Assert.Throws<InvalidDataException>(() => result.GetValueOrThrow());
            Assert.Contains("could not be loaded", e.Message);
            Assert.True(File.Exists(path), "nothing is set aside when nothing could be loaded");
        }

        [Theory, MemberData(nameof(Formats))]
        public void An_intact_file_of_another_model_is_InvalidContent(BentoFileFormat format)
        {
            string path = PathOf("slot.save");
            BentoFile.Save(path, new OtherSave { Generation = "seven" }, In(format));
            BentoFileLoadResult<SaveSlot> result = BentoFile.Load<SaveSlot>(path);
            Assert.Equal(BentoFileLoadStatus.Failed, result.Status);
            BentoFileProblem problem = result.Problems[0];
            Assert.Equal(BentoFileProblemKind.InvalidContent, problem.Kind);
            Assert.True(problem.Exception is BentoJsonException || problem.Exception is BentoMessagePackException);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Load_detects_the_format_whatever_the_options_say(BentoFileFormat format)
        {
            string path = PathOf("slot.save");
            BentoFile.Save(path, SaveSlot.Make(2), In(format));
            BentoFileLoadResult<SaveSlot> result = BentoFile.Load<SaveSlot>(path, In(BentoFileFormat.MessagePack));
            Assert.Equal(format, result.Format);
            AssertSame(SaveSlot.Make(2), result.Value);
        }

        [Fact]
        public void A_leftover_temporary_file_is_never_loaded_and_is_replaced_by_the_next_save()
        {
            string path = PathOf("slot.save");
            BentoFile.Save(path, SaveSlot.Make(1));
            File.WriteAllText(BentoFile.TemporaryPathOf(path), "{\"Generation\":");
            AssertSame(SaveSlot.Make(1), BentoFile.Load<SaveSlot>(path).Value);
            BentoFile.Save(path, SaveSlot.Make(2));
            Assert.False(File.Exists(path + ".tmp"));
            AssertSame(SaveSlot.Make(2), BentoFile.Load<SaveSlot>(path).Value);
        }

        [Fact]
        public void A_save_that_cannot_be_written_throws_and_leaves_the_files_alone()
        {
            string path = PathOf("slot.save");
            BentoFile.Save(path, SaveSlot.Make(1));
            var nan = SaveSlot.Make(2);
            nan.PlayTime = double.NaN;
            Assert.Throws<BentoJsonException>(() => BentoFile.Save(path, nan));
            AssertSame(SaveSlot.Make(1), BentoFile.Load<SaveSlot>(path).Value);
            Assert.False(File.Exists(path + ".tmp"));
            Assert.False(File.Exists(path + ".bak"));
        }

        [Fact]
        public async Task Concurrent_saves_to_one_path_run_one_at_a_time()
        {
            string path = PathOf("slot.save");
            var saves = new List<Task>();
            for (int g = 1; g <= 16; g++)
            {
                int generation = g;
                saves.Add(g % 2 == 0 ? BentoFile.SaveAsync(path, SaveSlot.Make(generation)) : Task.Run(() => BentoFile.Save(path, SaveSlot.Make(generation))));
            }

            await Task.WhenAll(saves);
            BentoFileLoadResult<SaveSlot> result = BentoFile.Load<SaveSlot>(path);
            Assert.Equal(BentoFileLoadStatus.Loaded, result.Status);
            AssertSame(SaveSlot.Make(result.Value.Generation), result.Value);
            Assert.Equal(BentoFileLoadStatus.Loaded, BentoFile.Load<SaveSlot>(path + ".bak").Status);
        }

        // ---- the file layout (docs/reliability.md): a change here is a format change ----

        [Fact]
        public void Crc32_matches_the_standard_check_value()
        {
            Assert.Equal(0xCBF43926u, Crc32.Compute(Encoding.ASCII.GetBytes("123456789")));
            Assert.Equal(0u, Crc32.Compute(ReadOnlySpan<byte>.Empty));
            // Lengths around the four-byte step, against the bitwise definition.
            var random = new Random(5);
            for (int length = 0; length < 40; length++)
            {
                var data = new byte[length];
                random.NextBytes(data);
                Assert.Equal(BitwiseCrc(data), Crc32.Compute(data));
            }
        }

        private static uint BitwiseCrc(byte[] data)
        {
            uint crc = 0xFFFFFFFF;
            foreach (byte b in data)
            {
                crc ^= b;
                for (int k = 0; k < 8; k++)
                    crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB88320 : crc >> 1;
            }

            return ~crc;
        }

        [Fact]
        public void MessagePack_save_file_is_a_16_byte_header_then_the_payload()
        {
            string path = PathOf("slot.save");
            var value = new Tiny { A = 1 };
            BentoFile.Save(path, value, In(BentoFileFormat.MessagePack));
            byte[] file = File.ReadAllBytes(path);
            byte[] payload = BentoMessagePack.Serialize(value);
            Assert.Equal("81a14101", Hex(payload));
            // "BNTS", version 1, content 1 (MessagePack), two zero bytes, length 4, CRC-32 of 81 a1 41 01, the payload.
            Assert.Equal("424e5453" + "01" + "01" + "0000" + "00000004" + Crc32.Compute(payload).ToString("x8") + "81a14101", Hex(file));
        }

        [Theory]
        [InlineData(BentoFileFormat.Json, "{\"A\":1}")]
        [InlineData(BentoFileFormat.HintedJson, "/*bento-hinted-json:1*/{\"A\":1}")]
        public void Json_save_file_is_the_document_then_a_checksum_comment(BentoFileFormat format, string document)
        {
            string path = PathOf("slot.save");
            BentoFile.Save(path, new Tiny { A = 1 }, In(format));
            string text = File.ReadAllText(path);
            string crc = Crc32.Compute(Encoding.UTF8.GetBytes(document)).ToString("x8");
            Assert.Equal(document + "\n/*bento-save:1 length=" + Encoding.UTF8.GetByteCount(document) + " crc32=" + crc + "*/\n", text);

            // Any reader that skips comments reads the file as it is.
            Assert.Equal(1, BentoHintedJson.Deserialize<Tiny>(File.ReadAllBytes(path), new BentoJsonOptions { AllowComments = true }).A);
            var stj = new System.Text.Json.JsonDocumentOptions { CommentHandling = System.Text.Json.JsonCommentHandling.Skip };
            using (var parsed = System.Text.Json.JsonDocument.Parse(text, stj))
                Assert.Equal(1, parsed.RootElement.GetProperty("A").GetInt32());
        }

        private static string Hex(byte[] bytes)
        {
            var text = new StringBuilder();
            foreach (byte b in bytes)
                text.Append(b.ToString("x2"));
            return text.ToString();
        }
    }
}
