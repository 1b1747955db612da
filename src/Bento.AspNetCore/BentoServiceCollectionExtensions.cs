using System;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.DependencyInjection.Extensions;
using Microsoft.Extensions.Options;

namespace Bento.AspNetCore;

/// <summary>Registers Bento with an ASP.NET Core application.</summary>
public static class BentoServiceCollectionExtensions
{
    /// <summary>
    /// Registers Bento's options for minimal APIs (<see cref="BentoBody{T}"/>, <see cref="BentoResults"/>) and the
    /// middleware that answers <see cref="BentoRequestException"/> with an RFC 9457 problem body, placed first in the
    /// pipeline.
    /// </summary>
    public static IServiceCollection AddBento(this IServiceCollection services, Action<BentoAspNetCoreOptions>? configure = null)
    {
        ArgumentNullException.ThrowIfNull(services);
        services.AddOptions<BentoAspNetCoreOptions>();
        if (configure is not null) services.Configure(configure);
        services.TryAddEnumerable(ServiceDescriptor.Transient<IStartupFilter, BentoStartupFilter>());
        return services;
    }

    /// <summary>
    /// Adds Bento's input and output formatters for the enabled formats ahead of MVC's own, so that types with Bento
    /// codecs are read and written by Bento and all other types by the formatters already there; also does everything
    /// <see cref="AddBento(IServiceCollection, Action{BentoAspNetCoreOptions}?)"/> does.
    /// </summary>
    public static IMvcBuilder AddBento(this IMvcBuilder builder, Action<BentoAspNetCoreOptions>? configure = null)
    {
        ArgumentNullException.ThrowIfNull(builder);
        builder.Services.AddBento(configure);
        builder.Services.TryAddEnumerable(ServiceDescriptor.Transient<IConfigureOptions<MvcOptions>, BentoMvcOptionsSetup>());
        return builder;
    }

    /// <summary>
    /// Places the problem middleware at this point of the pipeline, for applications that want it after their own
    /// exception handling; <c>AddBento</c> already puts one first.
    /// </summary>
    public static IApplicationBuilder UseBentoProblems(this IApplicationBuilder app)
    {
        ArgumentNullException.ThrowIfNull(app);
        return app.Use(next => new BentoProblemMiddleware(next).InvokeAsync);
    }
}

internal sealed class BentoMvcOptionsSetup : IConfigureOptions<MvcOptions>
{
    private readonly BentoAspNetCoreOptions _options;

    public BentoMvcOptionsSetup(IOptions<BentoAspNetCoreOptions> options) => _options = options.Value;

    public void Configure(MvcOptions options)
    {
        // Inserted in front, MessagePack last so JSON stays first: when the Accept header allows anything MVC picks the
        // first formatter that can write the type.
        if ((_options.Formats & BentoFormats.MessagePack) != 0)
        {
            options.InputFormatters.Insert(0, BentoInputFormatter.ForMessagePack(_options));
            options.OutputFormatters.Insert(0, BentoOutputFormatter.ForMessagePack(_options));
        }

        if ((_options.Formats & BentoFormats.Json) != 0)
        {
            options.InputFormatters.Insert(0, BentoInputFormatter.ForJson(_options));
            options.OutputFormatters.Insert(0, BentoOutputFormatter.ForJson(_options));
        }
    }
}
