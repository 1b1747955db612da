using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace Bento.Testing.Internal;

internal enum SegmentKind
{
    Member,
    Index,
    Key,
}

internal readonly struct Segment
{
    public Segment(SegmentKind kind, string text, string? serializedName, int index, bool quoted = false)
    {
        Quoted = quoted;
        Kind = kind;
        Text = text;
        SerializedName = serializedName;
        Index = index;
    }

    public SegmentKind Kind { get; }

    /// <summary>The member name, or the key as text.</summary>
    public string Text { get; }

    /// <summary>For a member: the name in the payload, or null when the member is not written (a private field).</summary>
    public string? SerializedName { get; }

    public int Index { get; }

    /// <summary>For a key: whether it is text (shown in quotes) rather than a number.</summary>
    public bool Quoted { get; }
}

/// <summary>The path from the root to the value being compared, as a stack of segments.</summary>
internal sealed class ValuePath
{
    private readonly List<Segment> _segments = new();

    public IReadOnlyList<Segment> Segments => _segments;

    public void PushMember(string name, string? serializedName) => _segments.Add(new Segment(SegmentKind.Member, name, serializedName, -1));

    public void PushIndex(int index) => _segments.Add(new Segment(SegmentKind.Index, index.ToString(CultureInfo.InvariantCulture), null, index));

    public void PushKey(string key, bool quoted) => _segments.Add(new Segment(SegmentKind.Key, key, null, -1, quoted));

    public void Pop() => _segments.RemoveAt(_segments.Count - 1);

    /// <summary><c>$.Inventory[3].Stats["speed"]</c>: C# member names, indices bare, text keys quoted.</summary>
    public override string ToString()
    {
        var text = new StringBuilder("$");
        foreach (var segment in _segments)
        {
            switch (segment.Kind)
            {
                case SegmentKind.Member:
                    text.Append('.').Append(segment.Text);
                    break;
                case SegmentKind.Index:
                    text.Append('[').Append(segment.Text).Append(']');
                    break;
                default:
                    text.Append('[').Append(segment.Quoted ? ValueText.Quote(segment.Text, int.MaxValue) : segment.Text).Append(']');
                    break;
            }
        }
        return text.ToString();
    }
}
