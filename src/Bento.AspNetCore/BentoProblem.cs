using System.Buffers;
using System.Threading.Tasks;
using Bento.Http;
using Bento.Json;
using Microsoft.AspNetCore.Http;

namespace Bento.AspNetCore;

/// <summary>Writes a <see cref="BentoRequestException"/> as an RFC 9457 problem details body.</summary>
internal static class BentoProblem
{
    public static Task WriteAsync(HttpContext context, BentoRequestException problem)
    {
        var response = context.Response;
        response.Clear();
        response.StatusCode = problem.StatusCode;
        response.ContentType = BentoMediaTypes.ProblemJson;
        Write(response.BodyWriter, problem, context.Request.Path.Value);
        return response.BodyWriter.FlushAsync(context.RequestAborted).AsTask();
    }

    // Bento's own writer over the response pipe: no reflection, so this is also what NativeAOT apps run. Only the
    // fields below ever leave the server: never the exception's message chain or stack.
    internal static void Write(IBufferWriter<byte> output, BentoRequestException problem, string? instance)
    {
        var writer = new JsonWriter(output);
        writer.WriteStartObject();
        writer.WritePropertyName("type");
        writer.WriteString(TypeFor(problem.StatusCode));
        writer.WritePropertyName("title");
        writer.WriteString(problem.Title);
        writer.WritePropertyName("status");
        writer.WriteInt32(problem.StatusCode);
        writer.WritePropertyName("detail");
        writer.WriteString(problem.Detail);
        if (!string.IsNullOrEmpty(instance))
        {
            writer.WritePropertyName("instance");
            writer.WriteString(instance);
        }

        if (problem.Format is not null)
        {
            writer.WritePropertyName("format");
            writer.WriteString(problem.Format);
        }

        if (problem.DocumentPath is not null)
        {
            writer.WritePropertyName("path");
            writer.WriteString(problem.DocumentPath);
        }

        WriteNumber(ref writer, "line", problem.Line);
        WriteNumber(ref writer, "column", problem.Column);
        WriteNumber(ref writer, "offset", problem.Offset);
        writer.WriteEndObject();
        writer.Flush();
    }

    private static void WriteNumber(ref JsonWriter writer, string name, long? value)
    {
        if (value is not long number) return;
        writer.WritePropertyName(name);
        writer.WriteInt64(number);
    }

    // The same references ASP.NET Core's own problem details use for these status codes.
    private static string TypeFor(int status) => status switch
    {
        StatusCodes.Status400BadRequest => "https://tools.ietf.org/html/rfc9110#section-15.5.1",
        StatusCodes.Status413PayloadTooLarge => "https://tools.ietf.org/html/rfc9110#section-15.5.14",
        StatusCodes.Status415UnsupportedMediaType => "https://tools.ietf.org/html/rfc9110#section-15.5.16",
        _ => "about:blank",
    };
}
