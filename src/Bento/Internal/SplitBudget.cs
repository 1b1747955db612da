using System;
using System.Runtime.CompilerServices;

namespace Bento.Internal;

/// <summary>
/// What a parallel read may split, shared by the JSON and MessagePack splitters: arrays near the root of a document
/// long enough to pay for threads, a few per document, on the threads <see cref="BentoParallelReadOptions"/> allows.
/// </summary>
internal abstract class SplitBudget
{
    // Arrays at this depth or less are split: the root array, or an array member of the root object.
    private const int MaxSplitDepth = 2;

    // A document with many top-level arrays splits the first few; each split costs a thread start and join, and for
    // JSON a scan for guesses.
    private const int MaxSplits = 16;

    private readonly int _minDocumentBytes;
    private int _splitsLeft = MaxSplits;

    protected SplitBudget(BentoParallelReadOptions options)
    {
        Threads = Math.Min(options.Threads, 64);
        _minDocumentBytes = options.MinDocumentBytes;
    }

    /// <summary>The threads that read one array, the calling one included.</summary>
    protected int Threads { get; }

    /// <summary>
    /// The least a part must have left for the calling thread, arrived where the part started, to take half of it
    /// instead of waiting: below it the split costs about what it saves.
    /// </summary>
    protected int MinHelpBytes => Math.Max(512, _minDocumentBytes / 64);

    /// <summary>
    /// Whether an array at <paramref name="depth"/> of a document of <paramref name="documentLength"/> bytes may be
    /// split. Inlined, depth first: the calling thread asks this of every array it reads (canada's million two-number
    /// arrays), and all but the top few are too deep.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    protected bool Allows(int depth, int documentLength) =>
        depth <= MaxSplitDepth && Threads >= 2 && _splitsLeft > 0 && documentLength >= _minDocumentBytes;

    /// <summary>Counts a split against the document's budget (before its work starts, so that failed tries count too).</summary>
    protected void Spend() => _splitsLeft--;
}
