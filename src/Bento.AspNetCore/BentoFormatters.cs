using System;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc.Formatters;
using Microsoft.Net.Http.Headers;

namespace Bento.AspNetCore;

/// <summary>
/// An MVC input formatter for one Bento format. It claims only types that have a Bento codec in that format (see
/// <see cref="BentoTypeCodec"/>), so every other type falls through to the next formatter, and reads the body
/// asynchronously from the request pipe. A malformed body raises a 400 <see cref="BentoRequestException"/> (answered
/// with a problem body by the middleware <c>AddBento</c> registers) rather than a model-state error, so that the answer
/// carries the document path, line, column and offset.
/// </summary>
public sealed class BentoInputFormatter : InputFormatter, IInputFormatterExceptionPolicy
{
    private readonly BentoAspNetCoreOptions _options;
    private readonly WireFormat _format;

    private BentoInputFormatter(BentoAspNetCoreOptions options, WireFormat format)
    {
        _options = options ?? throw new ArgumentNullException(nameof(options));
        _format = format;
        FormatCodecs.AddMediaTypes(SupportedMediaTypes, options, format);
    }

    /// <summary>A formatter reading JSON bodies with the media types and limits in <paramref name="options"/>.</summary>
    public static BentoInputFormatter ForJson(BentoAspNetCoreOptions options) => new(options, WireFormat.Json);

    /// <summary>A formatter reading MessagePack bodies with the media types and limits in <paramref name="options"/>.</summary>
    public static BentoInputFormatter ForMessagePack(BentoAspNetCoreOptions options) => new(options, WireFormat.MessagePack);

    /// <summary>Only Bento's own exceptions for malformed input become model-state errors; here there are none, as they are answered directly.</summary>
    public InputFormatterExceptionPolicy ExceptionPolicy => InputFormatterExceptionPolicy.MalformedInputExceptions;

    /// <inheritdoc/>
    protected override bool CanReadType(Type type) => Codec(type) is not null;

    /// <inheritdoc/>
    public override async Task<InputFormatterResult> ReadRequestBodyAsync(InputFormatterContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var codec = Codec(context.ModelType) ?? throw new InvalidOperationException($"'{context.ModelType}' has no Bento codec for this format.");
        var httpContext = context.HttpContext;
        object? model = await BodyDecoder.ReadBoxedAsync(httpContext.Request, codec, _format, _options, httpContext.RequestAborted).ConfigureAwait(false);
        return model is null && !context.TreatEmptyInputAsDefaultValue
            ? await InputFormatterResult.NoValueAsync().ConfigureAwait(false)
            : await InputFormatterResult.SuccessAsync(model).ConfigureAwait(false);
    }

    private BentoTypeCodec? Codec(Type type) => FormatCodecs.Find(type, _format);
}

/// <summary>
/// An MVC output formatter for one Bento format: claims only types with a Bento codec in that format and writes them
/// straight into the response pipe.
/// </summary>
public sealed class BentoOutputFormatter : OutputFormatter
{
    private readonly BentoAspNetCoreOptions _options;
    private readonly WireFormat _format;

    private BentoOutputFormatter(BentoAspNetCoreOptions options, WireFormat format)
    {
        _options = options ?? throw new ArgumentNullException(nameof(options));
        _format = format;
        FormatCodecs.AddMediaTypes(SupportedMediaTypes, options, format);
    }

    /// <summary>A formatter writing JSON with the media types in <paramref name="options"/>.</summary>
    public static BentoOutputFormatter ForJson(BentoAspNetCoreOptions options) => new(options, WireFormat.Json);

    /// <summary>A formatter writing MessagePack with the media types in <paramref name="options"/>.</summary>
    public static BentoOutputFormatter ForMessagePack(BentoAspNetCoreOptions options) => new(options, WireFormat.MessagePack);

    /// <inheritdoc/>
    protected override bool CanWriteType(Type? type) => type is not null && FormatCodecs.Find(type, _format) is not null;

    /// <inheritdoc/>
    public override void WriteResponseHeaders(OutputFormatterWriteContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        // JSON is UTF-8 by definition (RFC 8259), and saying so keeps older clients from guessing.
        var contentType = context.ContentType;
        context.HttpContext.Response.ContentType = _format == WireFormat.Json && contentType.HasValue && !contentType.Value!.Contains("charset", StringComparison.OrdinalIgnoreCase)
            ? contentType.Value + "; charset=utf-8"
            : contentType.Value;
    }

    /// <inheritdoc/>
    public override Task WriteResponseBodyAsync(OutputFormatterWriteContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var type = context.Object?.GetType() ?? context.ObjectType ?? throw new InvalidOperationException("No type to write.");
        var codec = FormatCodecs.Find(type, _format) ?? FormatCodecs.Find(context.ObjectType!, _format)
            ?? throw new InvalidOperationException($"'{type}' has no Bento codec for this format.");
        var output = context.HttpContext.Response.BodyWriter;
        if (_format == WireFormat.MessagePack)
            codec.SerializeMessagePack(output, context.Object, _options.MessagePackOptions);
        else
            codec.SerializeJson(output, context.Object, _options.JsonOptions);
        return output.FlushAsync(context.HttpContext.RequestAborted).AsTask();
    }
}

internal static class FormatCodecs
{
    public static void AddMediaTypes(MediaTypeCollection target, BentoAspNetCoreOptions options, WireFormat format)
    {
        foreach (string mediaType in format == WireFormat.Json ? options.JsonMediaTypes : options.MessagePackMediaTypes)
            target.Add(MediaTypeHeaderValue.Parse(mediaType));
    }

    public static BentoTypeCodec? Find(Type type, WireFormat format)
    {
        var codec = BentoTypeCodec.Find(type);
        if (codec is null) return null;
        return (format == WireFormat.MessagePack ? codec.HasMessagePack : codec.HasJson) ? codec : null;
    }
}
