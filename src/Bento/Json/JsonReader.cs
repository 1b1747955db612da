namespace Bento.Json;

/// <summary>Reads JSON from UTF-8 bytes (implementation in progress).</summary>
public ref partial struct JsonReader
{
}
