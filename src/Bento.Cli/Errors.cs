using System;
using System.Globalization;

namespace Bento.Cli;

/// <summary>One-line descriptions of format errors: which input, where (offset, line, column, path) and why.</summary>
internal static class Errors
{
    public static string Describe(string input, DataFormat format, Exception error)
    {
        var ic = CultureInfo.InvariantCulture;
        switch (error)
        {
            case BentoJsonException json when json.BytePosition >= 0:
                return string.Format(ic, "{0}: invalid {1} at byte {2} (line {3}, column {4}), path {5}: {6}",
                    input, DataFormats.Name(format), json.BytePosition, json.Line, json.Column, json.Path ?? "$", json.Reason);
            case BentoJsonException json:
                return $"{input}: {json.Message}";
            case BentoMessagePackException msgpack when msgpack.BytePosition >= 0:
                return string.Format(ic, "{0}: invalid {1} at byte {2}, path {3}: {4}",
                    input, DataFormats.Name(format), msgpack.BytePosition, msgpack.Path ?? "$", msgpack.Reason);
            default:
                return $"{input}: {error.Message}";
        }
    }

    public static bool IsFormatError(Exception error) => error is BentoJsonException or BentoMessagePackException;
}
