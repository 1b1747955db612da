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
