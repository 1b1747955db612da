using System;
using System.Diagnostics;
using System.Text;

namespace Bento.Generator;

/// <summary>Builds generated source line by line with four-space indentation and LF line ends (deterministic on every OS).</summary>
internal sealed class CodeWriter
{
    private readonly StringBuilder _text = new();
    private int _indent;

    public void Line(string line)
    {
        if (line.Length != 0)
            _text.Append(' ', _indent * 4).Append(line);
        _text.Append('\n');
    }

    public void Line() => _text.Append('\n');

    /// <summary>
    /// Writes a multi-line block (for example a raw or interpolated string literal) at the current indentation, so an
    /// emitter can read like the code it emits. The indentation the block's lines share is removed first; blank lines
    /// stay blank. The block must open and close its own braces: one that does not throws, as an unbalanced
    /// <see cref="Open()"/>/<see cref="Close"/> pair does.
    /// </summary>
    public void Lines(string block)
    {
        string[] lines = block.Replace("\r\n", "\n").Split('\n');
        int common = int.MaxValue;
        int depth = 0;
        foreach (string line in lines)
        {
            if (line.Trim().Length != 0)
                common = Math.Min(common, line.Length - line.TrimStart(' ').Length);
            foreach (char c in line)
                depth += c == '{' ? 1 : c == '}' ? -1 : 0;
        }
        if (depth != 0)
            throw new InvalidOperationException("Generated block has unbalanced braces: " + block);
        foreach (string line in lines)
            Line(line.Trim().Length == 0 ? string.Empty : line.Substring(common).TrimEnd());
    }

    public void Open(string line)
    {
        Line(line);
        Line("{");
        _indent++;
    }

    public void Open()
    {
        Line("{");
        _indent++;
    }

    public void Close(string suffix = "")
    {
        _indent--;
        Debug.Assert(_indent >= 0, "unbalanced block");
        Line("}" + suffix);
    }

    public void Indent() => _indent++;

    public void Unindent() => _indent--;

    public override string ToString()
    {
        if (_indent != 0)
            throw new InvalidOperationException("Generated code has unbalanced blocks (indent " + _indent.ToString(System.Globalization.CultureInfo.InvariantCulture) + ").");
        return _text.ToString();
    }
}
