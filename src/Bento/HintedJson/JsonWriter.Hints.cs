using System;
using Bento.Internal;

namespace Bento.Json;

// The hinted-JSON side of the writer: what it does only when it records hints.
public ref partial struct JsonWriter
{
    private readonly void RecordStringHint(int start, scoped ReadOnlySpan<byte> unescaped)
    {
        int bytes = _committed + _used - start - 2;
        if (bytes >= HintedFormat.MinHintedStringBytes) _hints!.String(start, bytes, Utf8Text.Utf16Length(unescaped));
    }
}
