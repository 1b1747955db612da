using System;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Http;

namespace Bento.AspNetCore;

/// <summary>
/// Answers a <see cref="BentoRequestException"/> raised anywhere later in the pipeline with its status code and an
/// RFC 9457 problem body, as long as the response has not started.
/// </summary>
internal sealed class BentoProblemMiddleware
{
    private readonly RequestDelegate _next;

    public BentoProblemMiddleware(RequestDelegate next) => _next = next;

    public async Task InvokeAsync(HttpContext context)
    {
        try
        {
            await _next(context).ConfigureAwait(false);
        }
        catch (BentoRequestException problem) when (!context.Response.HasStarted)
        {
            await BentoProblem.WriteAsync(context, problem).ConfigureAwait(false);
        }
    }
}

/// <summary>Puts <see cref="BentoProblemMiddleware"/> first in the pipeline, so that <c>AddBento</c> is the only set-up call.</summary>
internal sealed class BentoStartupFilter : IStartupFilter
{
    public Action<IApplicationBuilder> Configure(Action<IApplicationBuilder> next) => app =>
    {
        app.Use(next => new BentoProblemMiddleware(next).InvokeAsync);
        next(app);
    };
}
