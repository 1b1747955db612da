using System;
using System.Runtime.CompilerServices;
using Bento.Internal;

namespace Bento.Json;

// The hinted-JSON side of the writer: what it does only when it records hints (and, past the depth check, for deep
// data). Plain JSON reaches none of this on its hot paths.
public ref partial struct JsonWriter
{
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WriteStartSlow(byte token, object? instance)
    {
        if (_depth >= _depthCheckFrom) CheckDepth(instance);
        var span = Reserve(PrefixSize + 1);
        int n = WriteValuePrefix(span);
        _hints?.Open(_committed + _used + n, token == (byte)'{');
        span[n++] = token;
        Advance(n);
        _depth++;
        _needComma = false;
    }

    private readonly void RecordStringHint(int start, scoped ReadOnlySpan<byte> unescaped)
    {
        int bytes = _committed + _used - start - 2;
        if (bytes >= HintedFormat.MinHintedStringBytes) _hints!.String(start, bytes, Utf8Text.Utf16Length(unescaped));
    }
}
