namespace Bento.Json;

/// <summary>Writes JSON as UTF-8 bytes (implementation in progress).</summary>
public ref partial struct JsonWriter
{
}
