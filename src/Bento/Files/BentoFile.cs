using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using Bento.Internal;

namespace Bento;

/// <summary>
/// Saves and loads one value as a file that survives a crash or a power loss in the middle of a save: the new
/// version is written to <c>&lt;path&gt;.tmp</c> in the same folder, flushed to the disk, and only then put in place
/// of the old file in one atomic step, the old file becoming <c>&lt;path&gt;.bak</c>. Each file carries its length
/// and a CRC-32, so a load detects a torn, truncated or edited file and falls back to the backup, and says so in its
/// result. The format (JSON, hinted JSON or MessagePack) is chosen by <see cref="BentoFileOptions.Format"/> when
/// saving and detected from the file when loading. Exact file layout and guarantees: docs/reliability.md.
/// </summary>
/// <remarks>
/// Saves to the same path from one process run one at a time. Saves to the same path from two processes are not
/// supported (the second one fails with an <see cref="IOException"/> while the first holds the temporary file).
/// </remarks>
public static class BentoFile
{
    private static readonly Dictionary<string, SemaphoreSlim> s_gates = new(StringComparer.Ordinal);

    /// <summary>The backup a save keeps of the version it replaced: <c>&lt;path&gt;.bak</c>.</summary>
    public static string BackupPathOf(string path) => Path.GetFullPath(path) + ".bak";

    /// <summary>Where a save writes the new version before it replaces the file: <c>&lt;path&gt;.tmp</c>. A leftover one is an interrupted save and is never loaded.</summary>
    public static string TemporaryPathOf(string path) => Path.GetFullPath(path) + ".tmp";

    /// <summary>Where a load that fell back to the backup puts the damaged file: <c>&lt;path&gt;.damaged</c>.</summary>
    public static string DamagedPathOf(string path) => Path.GetFullPath(path) + ".damaged";

    // ---- saving ----

    /// <summary>
    /// Saves <paramref name="value"/> to <paramref name="path"/>. When this returns, the new version is in place
    /// (and on the disk, with <see cref="BentoFileOptions.FlushToDisk"/>); if it throws, the old file and its backup
    /// are as they were.
    /// </summary>
    /// <exception cref="BentoJsonException">The value cannot be written as JSON (for example NaN with the default options).</exception>
    /// <exception cref="BentoMessagePackException">The value cannot be written as MessagePack.</exception>
    /// <exception cref="IOException">The file system refused the write or the replace (disk full, permissions).</exception>
    public static void Save<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(string path, T value, BentoFileOptions? options = null)
    {
        options ??= BentoFileOptions.Default;
        string full = FullPath(path);
        Framed framed = Encode(value, options);
        SemaphoreSlim gate = GateOf(full);
        gate.Wait();
        try
        {
            string temp = full + ".tmp";
            try
            {
                using (var file = new FileStream(temp, FileMode.Create, FileAccess.Write, FileShare.None, 1, FileOptions.None))
                {
                    file.Write(framed.Before);
                    file.Write(framed.Payload);
                    file.Write(framed.After);
                    if (options.FlushToDisk)
                        file.Flush(flushToDisk: true);
                }

                Commit(full, temp, options.KeepBackup);
            }
            catch
            {
                TryDelete(temp);
                throw;
            }
        }
        finally
        {
            gate.Release();
        }
    }

    /// <summary>
    /// Saves <paramref name="value"/> to <paramref name="path"/> without blocking the caller on the disk. The value is
    /// serialized before this method returns its task, so the caller may change it right away; writing, flushing and
    /// replacing run on the thread pool. Cancellation is honoured until the replace starts, and leaves the old files
    /// as they were.
    /// </summary>
    /// <exception cref="BentoJsonException">The value cannot be written as JSON.</exception>
    /// <exception cref="BentoMessagePackException">The value cannot be written as MessagePack.</exception>
    /// <exception cref="IOException">The file system refused the write or the replace.</exception>
    public static async Task SaveAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(string path, T value, BentoFileOptions? options = null, CancellationToken cancellationToken = default)
    {
        options ??= BentoFileOptions.Default;
        string full = FullPath(path);
        Framed framed = Encode(value, options);
        SemaphoreSlim gate = GateOf(full);
        await gate.WaitAsync(cancellationToken).ConfigureAwait(false);
        try
        {
            string temp = full + ".tmp";
            var file = new FileStream(temp, FileMode.Create, FileAccess.Write, FileShare.None, 1, FileOptions.Asynchronous);
            try
            {
                await file.WriteAsync(framed.Before, cancellationToken).ConfigureAwait(false);
                await file.WriteAsync(framed.Payload, cancellationToken).ConfigureAwait(false);
                await file.WriteAsync(framed.After, cancellationToken).ConfigureAwait(false);
                cancellationToken.ThrowIfCancellationRequested();

                // There is no asynchronous fsync, so the flush (and the renames after it) run on a pool thread
                // rather than on the caller's, which may be a game's main thread.
                bool flush = options.FlushToDisk, keepBackup = options.KeepBackup;
                await Task.Run(() =>
                {
                    if (flush)
                        file.Flush(flushToDisk: true);
                    file.Dispose();
                    Commit(full, temp, keepBackup);
                }, CancellationToken.None).ConfigureAwait(false);
            }
            catch
            {
                await file.DisposeAsync().ConfigureAwait(false);
                TryDelete(temp);
                throw;
            }
        }
        finally
        {
            gate.Release();
        }
    }

    // ---- loading ----

    /// <summary>
    /// Loads the value saved at <paramref name="path"/>: from the file itself when it is intact, otherwise from its
    /// backup. Never throws for a missing, torn, truncated or damaged file; the result says what happened (and
    /// <see cref="BentoFileLoadResult{T}.GetValueOrThrow"/> turns a failure into an exception when that is simpler).
    /// </summary>
    public static BentoFileLoadResult<T> Load<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(string path, BentoFileOptions? options = null)
    {
        options ??= BentoFileOptions.Default;
        string full = FullPath(path);
        byte[]? primaryBytes = ReadAll(full, out BentoFileProblem? primaryProblem);
        if (primaryBytes != null && TryDecode(full, primaryBytes, options, out T value, out BentoFileFormat format, out primaryProblem))
            return new BentoFileLoadResult<T>(BentoFileLoadStatus.Loaded, value, full, format, null);

        string backup = full + ".bak";
        byte[]? backupBytes = ReadAll(backup, out BentoFileProblem? backupProblem);
        return Conclude<T>(full, primaryBytes, primaryProblem!, backup, backupBytes, backupProblem, options);
    }

    /// <summary>
    /// Loads the value saved at <paramref name="path"/> like <see cref="Load{T}(string, BentoFileOptions?)"/>, reading
    /// the files asynchronously and checking and deserializing them on the thread pool.
    /// </summary>
    public static async Task<BentoFileLoadResult<T>> LoadAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(string path, BentoFileOptions? options = null, CancellationToken cancellationToken = default)
    {
        options ??= BentoFileOptions.Default;
        string full = FullPath(path);
        (byte[]? primaryBytes, BentoFileProblem? primaryProblem) = await ReadAllAsync(full, cancellationToken).ConfigureAwait(false);
        if (primaryBytes != null && TryDecode(full, primaryBytes, options, out T value, out BentoFileFormat format, out primaryProblem))
            return new BentoFileLoadResult<T>(BentoFileLoadStatus.Loaded, value, full, format, null);

        string backup = full + ".bak";
        (byte[]? backupBytes, BentoFileProblem? backupProblem) = await ReadAllAsync(backup, cancellationToken).ConfigureAwait(false);
        return Conclude<T>(full, primaryBytes, primaryProblem!, backup, backupBytes, backupProblem, options);
    }

    private static BentoFileLoadResult<T> Conclude<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(string full, byte[]? primaryBytes, BentoFileProblem primaryProblem,
        string backup, byte[]? backupBytes, BentoFileProblem? backupProblem, BentoFileOptions options)
    {
        if (backupBytes != null && TryDecode(backup, backupBytes, options, out T value, out BentoFileFormat format, out backupProblem))
        {
            if (primaryBytes != null && options.SetAsideDamagedFiles)
                SetAside(full, primaryBytes);
            return new BentoFileLoadResult<T>(BentoFileLoadStatus.RecoveredFromBackup, value, backup, format, new[] { primaryProblem });
        }

        bool nothingSaved = primaryProblem.Kind == BentoFileProblemKind.Missing && backupProblem!.Kind == BentoFileProblemKind.Missing;
        return new BentoFileLoadResult<T>(nothingSaved ? BentoFileLoadStatus.NotFound : BentoFileLoadStatus.Failed, default!, null, null,
            new[] { primaryProblem, backupProblem! });
    }

    // ---- the pieces ----

    private readonly struct Framed
    {
        public Framed(byte[] before, byte[] payload, byte[] after)
        {
            Before = before;
            Payload = payload;
            After = after;
        }

        public byte[] Before { get; }

        public byte[] Payload { get; }

        public byte[] After { get; }
    }

    private static Framed Encode<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(T value, BentoFileOptions options)
    {
        switch (options.Format)
        {
            case BentoFileFormat.Json:
                byte[] json = BentoJson.SerializeToUtf8Bytes(value, options.Json);
                return new Framed(Array.Empty<byte>(), json, SaveFileFraming.Trailer(json));
            case BentoFileFormat.HintedJson:
                byte[] hinted = BentoHintedJson.SerializeToUtf8Bytes(value, options.Json);
                return new Framed(Array.Empty<byte>(), hinted, SaveFileFraming.Trailer(hinted));
            case BentoFileFormat.MessagePack:
                byte[] packed = BentoMessagePack.Serialize(value, options.MessagePack);
                return new Framed(SaveFileFraming.Header(packed), packed, Array.Empty<byte>());
            default:
                throw new ArgumentOutOfRangeException(nameof(options), options.Format, "Unknown BentoFileFormat.");
        }
    }

    private static bool TryDecode<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(string path, byte[] bytes, BentoFileOptions options, out T value,
        out BentoFileFormat format, out BentoFileProblem? problem)
    {
        value = default!;
        format = default;
        if (!SaveFileFraming.TryUnframe(bytes, out int start, out int length, out bool messagePack, out BentoFileProblemKind kind, out string message))
        {
            problem = new BentoFileProblem(path, kind, message);
            return false;
        }

        var payload = new ReadOnlySpan<byte>(bytes, start, length);
        try
        {
            if (messagePack)
            {
                format = BentoFileFormat.MessagePack;
                value = BentoMessagePack.Deserialize<T>(payload, options.MessagePack);
            }
            else if (BentoHintedJson.IsHinted(payload))
            {
                format = BentoFileFormat.HintedJson;
                value = BentoHintedJson.Deserialize<T>(payload, options.Json);
            }
            else
            {
                format = BentoFileFormat.Json;
                value = BentoJson.Deserialize<T>(payload, options.Json);
            }
        }
        catch (BentoJsonException e)
        {
            problem = new BentoFileProblem(path, BentoFileProblemKind.InvalidContent, "the file is intact but its " + format + " content does not read as " + RootCollections.ShortName(typeof(T).ToString()) + ": " + e.Message, e);
            return false;
        }
        catch (BentoMessagePackException e)
        {
            problem = new BentoFileProblem(path, BentoFileProblemKind.InvalidContent, "the file is intact but its MessagePack content does not read as " + RootCollections.ShortName(typeof(T).ToString()) + ": " + e.Message, e);
            return false;
        }

        problem = null;
        return true;
    }

    /// <summary>
    /// Puts the new file in place. File.Replace swaps the names in one step where the platform can (on Unix .NET links
    /// the old file to the backup name and then rename(2)s the new one over it, so the path always names a complete
    /// file); the very first save has nothing to replace and moves the file instead.
    /// </summary>
    private static void Commit(string full, string temp, bool keepBackup)
    {
        if (File.Exists(full))
        {
            try
            {
                File.Replace(temp, full, keepBackup ? full + ".bak" : null, ignoreMetadataErrors: true);
                return;
            }
            catch (FileNotFoundException) when (File.Exists(temp) && !File.Exists(full))
            {
                // The old file vanished between the check and the replace (deleted by the player or another tool):
                // there is nothing left to replace, so fall through to a plain move.
            }
        }

        File.Move(temp, full);
    }

    private static void SetAside(string full, byte[] damaged)
    {
        // Only under the save gate, and only if the file still holds the bytes judged damaged: a save that landed in
        // the meantime must not be moved aside.
        SemaphoreSlim gate = GateOf(full);
        gate.Wait();
        try
        {
            byte[]? now = ReadAll(full, out _);
            if (now == null || !now.AsSpan().SequenceEqual(damaged))
                return;
            string aside = full + ".damaged";
            TryDelete(aside);
            File.Move(full, aside);
        }
        catch (IOException)
        {
            // Best effort: the load itself succeeded from the backup, and the next save still writes a good file.
        }
        catch (UnauthorizedAccessException)
        {
        }
        finally
        {
            gate.Release();
        }
    }

    private static byte[]? ReadAll(string path, out BentoFileProblem? problem)
    {
        try
        {
            problem = null;
            return File.ReadAllBytes(path);
        }
        catch (Exception e) when (e is IOException || e is UnauthorizedAccessException)
        {
            problem = ReadProblem(path, e);
            return null;
        }
    }

    private static async Task<(byte[]? Bytes, BentoFileProblem? Problem)> ReadAllAsync(string path, CancellationToken cancellationToken)
    {
        try
        {
            return (await File.ReadAllBytesAsync(path, cancellationToken).ConfigureAwait(false), null);
        }
        catch (Exception e) when (e is IOException || e is UnauthorizedAccessException)
        {
            return (null, ReadProblem(path, e));
        }
    }

    private static BentoFileProblem ReadProblem(string path, Exception e) =>
        e is FileNotFoundException || e is DirectoryNotFoundException
            ? new BentoFileProblem(path, BentoFileProblemKind.Missing, "the file does not exist.", e)
            : new BentoFileProblem(path, BentoFileProblemKind.Unreadable, "the file could not be read: " + e.Message, e);

    private static void TryDelete(string path)
    {
        try
        {
            File.Delete(path);
        }
        catch (IOException)
        {
        }
        catch (UnauthorizedAccessException)
        {
        }
    }

    private static string FullPath(string path)
    {
        if (path is null) throw new ArgumentNullException(nameof(path));
        return Path.GetFullPath(path);
    }

    private static SemaphoreSlim GateOf(string full)
    {
        // One gate per save path for the life of the process: a game has a handful of save slots, so the table stays small.
        lock (s_gates)
        {
            if (!s_gates.TryGetValue(full, out SemaphoreSlim? gate))
            {
                gate = new SemaphoreSlim(1, 1);
                s_gates.Add(full, gate);
            }

            return gate;
        }
    }
}
