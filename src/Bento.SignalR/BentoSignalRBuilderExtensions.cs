using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using System.Threading;
using System.Threading.Channels;
using System.Threading.Tasks;
using Microsoft.AspNetCore.SignalR;
using Microsoft.AspNetCore.SignalR.Protocol;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.DependencyInjection.Extensions;

namespace Bento.SignalR;

/// <summary>Registers the Bento hub protocol on a SignalR server (<c>AddSignalR()</c>) or client (<c>HubConnectionBuilder</c>).</summary>
public static class BentoSignalRBuilderExtensions
{
    /// <summary>
    /// Adds <see cref="BentoMessagePackHubProtocol"/> under the name "messagepack", the name clients ask for. Use it
    /// instead of <c>AddMessagePackProtocol()</c>, not beside it: two protocols of one name cannot both serve.
    /// </summary>
    public static TBuilder AddBentoMessagePackProtocol<TBuilder>(this TBuilder builder, Action<BentoHubProtocolOptions>? configure = null)
        where TBuilder : ISignalRBuilder
    {
        ArgumentNullException.ThrowIfNull(builder);
        var options = new BentoHubProtocolOptions();
        configure?.Invoke(options);
        builder.Services.TryAddEnumerable(ServiceDescriptor.Singleton<IHubProtocol>(new BentoMessagePackHubProtocol(options)));
        return builder;
    }

    /// <summary>
    /// Adds <see cref="BentoJsonHubProtocol"/> under the name "json", replacing the official JSON protocol that
    /// SignalR registers by default (two protocols of one name cannot both serve).
    /// </summary>
    [System.Diagnostics.CodeAnalysis.RequiresUnreferencedCode("Values of types without Bento codecs are serialized by System.Text.Json through reflection.")]
    [System.Diagnostics.CodeAnalysis.RequiresDynamicCode("Values of types without Bento codecs are serialized by System.Text.Json through reflection.")]
    public static TBuilder AddBentoJsonProtocol<TBuilder>(this TBuilder builder, Action<BentoHubProtocolOptions>? configure = null)
        where TBuilder : ISignalRBuilder
    {
        ArgumentNullException.ThrowIfNull(builder);
        var options = new BentoHubProtocolOptions();
        configure?.Invoke(options);
        var official = builder.Services.Where(d => d.ServiceType == typeof(IHubProtocol)
            && (d.ImplementationType ?? d.ImplementationInstance?.GetType())?.Name == "JsonHubProtocol").ToList();
        foreach (var descriptor in official)
            builder.Services.Remove(descriptor);
        builder.Services.AddSingleton<IHubProtocol>(new BentoJsonHubProtocol(options));
        return builder;
    }

    /// <summary>
    /// Checks now, at start-up, that every argument, result and stream item type of <typeparamref name="THub"/>'s
    /// public methods can be carried by the Bento hub protocol, and throws one error listing each method and type that
    /// cannot, instead of failing on the first call that uses it.
    /// </summary>
    /// <exception cref="InvalidOperationException">A hub method uses a type the protocol cannot carry.</exception>
    public static ISignalRBuilder ValidateBentoHub<THub>(this ISignalRBuilder builder)
    {
        ArgumentNullException.ThrowIfNull(builder);
        var problems = UnsupportedTypes(typeof(THub));
        if (problems.Count > 0)
            throw new InvalidOperationException($"The Bento hub protocol cannot carry these types of hub {typeof(THub).Name}: " +
                string.Join("; ", problems) + ". Mark them with [BentoObject], or use the official MessagePack protocol for this hub.");
        return builder;
    }

    /// <summary>
    /// Each public method of <paramref name="hubType"/> (declared on it or a base class other than SignalR's own) and
    /// the parameter, result or stream item type of it that the Bento hub protocol cannot carry, as
    /// "Method(parameter): Type"; empty when all can be carried.
    /// </summary>
    public static IReadOnlyList<string> UnsupportedTypes(Type hubType)
    {
        ArgumentNullException.ThrowIfNull(hubType);
        var problems = new List<string>();
        foreach (var method in hubType.GetMethods(BindingFlags.Public | BindingFlags.Instance))
        {
            // SignalR's Hub base class and object contribute no hub methods.
            if (method.IsSpecialName || method.DeclaringType is not { } declaring || declaring == typeof(object)
                || declaring.Namespace?.StartsWith("Microsoft.AspNetCore.SignalR", StringComparison.Ordinal) == true)
                continue;
            foreach (var parameter in method.GetParameters())
            {
                if (parameter.ParameterType == typeof(CancellationToken)
                    || parameter.GetCustomAttributes().Any(a => a.GetType().Name == "FromServicesAttribute"))
                    continue;
                var carried = Carried(parameter.ParameterType);
                if (carried != null && !HubValueCodec.IsSupported(carried))
                    problems.Add($"{method.Name}({parameter.Name}): {carried.FullName}");
            }

            var result = Carried(method.ReturnType);
            if (result != null && !HubValueCodec.IsSupported(result))
                problems.Add($"{method.Name} result: {result.FullName}");
        }

        return problems;
    }

    // The type that travels for a parameter or result: the T of Task<T>, ValueTask<T>, IAsyncEnumerable<T> and
    // ChannelReader<T>, nothing for void, Task and ValueTask.
    private static Type? Carried(Type type)
    {
        if (type == typeof(void) || type == typeof(Task) || type == typeof(ValueTask))
            return null;
        if (type.IsGenericType)
        {
            var open = type.GetGenericTypeDefinition();
            if (open == typeof(Task<>) || open == typeof(ValueTask<>) || open == typeof(IAsyncEnumerable<>) || open == typeof(ChannelReader<>))
                return type.GetGenericArguments()[0];
        }

        return type;
    }
}
