using System;
using System.Globalization;
using Bento.Internal;

namespace Bento.MessagePack;

/// <summary>
/// The integer tags of one union type in MessagePack (docs/polymorphism.md), per case in the order the generated
/// codec numbers them. A generated union codec holds one instance.
/// </summary>
public sealed class MsgPackUnionCases
{
    private readonly int[] _tags;

    /// <summary>Creates the table.</summary>
    /// <param name="typeName">The union type, for messages.</param>
    /// <param name="tags">Per case, its tag.</param>
    public MsgPackUnionCases(string typeName, params int[] tags)
    {
        TypeName = typeName ?? throw new ArgumentNullException(nameof(typeName));
        _tags = tags ?? throw new ArgumentNullException(nameof(tags));
    }

    /// <summary>
    /// Creates the table of a generic union's construction: messages name that construction
    /// (<c>Demo.Result&lt;System.Int32&gt;</c>), not the declaration <c>Demo.Result&lt;T&gt;</c>.
    /// </summary>
    /// <param name="unionType">The closed union type, whose name the messages carry.</param>
    /// <param name="tags">Per case, its tag.</param>
    public MsgPackUnionCases(Type unionType, params int[] tags)
        : this(Json.JsonUnionCases.UnionName(unionType), tags)
    {
    }

    /// <summary>The union type's name, for messages.</summary>
    public string TypeName { get; }

    internal int Find(int tag) => Array.IndexOf(_tags, tag);

    internal string Expected() => string.Join(", ", Array.ConvertAll(_tags, static t => t.ToString(CultureInfo.InvariantCulture)));
}

public ref partial struct MsgPackReader
{
    /// <summary>
    /// Reads the start of a union value, the two-element array <c>[tag, value]</c> that MessagePack-CSharp's
    /// <c>[Union]</c> writes, and returns the index of the case its tag names; the case's codec reads the value
    /// next. Anything but an array of two whose first element is one of the tags is an error.
    /// </summary>
    public int ReadUnionCase(MsgPackUnionCases cases)
    {
        int start = _pos;
        if (NextType != MsgPackType.Array) Fail(start, $"A {cases.TypeName} is a union: expected the array [tag, value] but found {DescribeNext()}.");
        int count = ReadArrayHeader();
        if (count != 2) Fail(start, $"A {cases.TypeName} is a union: expected the array [tag, value] but found an array of {count} elements.");
        int tagStart = _pos;
        if (NextType != MsgPackType.Integer) Fail(tagStart, $"The tag of a {cases.TypeName} union must be an integer but is {DescribeNext()}.");
        long tag = ReadInt64();
        int index = tag is >= int.MinValue and <= int.MaxValue ? cases.Find((int)tag) : -1;
        if (index < 0) Fail(tagStart, $"{tag} is not a tag of the union {cases.TypeName} (expected one of {cases.Expected()}).");
        return index;
    }

    private readonly string DescribeNext() => _pos < _buffer.Length ? MsgPackFormat.Describe(_buffer[_pos]) : "the end of the input";
}

public ref partial struct MsgPackWriter<TBuffer>
{
    /// <summary>
    /// Raises the error for a value whose run-time type the declared type's codec cannot write: a derived type that
    /// is not a case of the declared type's union.
    /// </summary>
    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    public void ThrowUnlistedType(Type declared, object value)
    {
        // What is written so far goes out first: an entry point that can read its output finds the path there.
        Flush();
        throw new BentoMessagePackException(UnionErrors.Unlisted(declared, value.GetType())) { WriteOffset = _committed };
    }
}
