using System;
using Microsoft.Extensions.DependencyInjection;
using Orleans.Serialization;
using Orleans.Serialization.Cloning;
using Orleans.Serialization.Serializers;
using Orleans.Storage;

namespace Bento.Orleans;

/// <summary>Registers Bento with Orleans.</summary>
public static class BentoOrleansSerializerExtensions
{
    /// <summary>
    /// Serializes and copies Bento types in grain calls (arguments, results, exceptions' payloads) with
    /// <see cref="BentoOrleansCodec"/>. Call it on the silo's and the client's serializer builder:
    /// <c>siloBuilder.Services.AddSerializer(s =&gt; s.AddBentoSerializer())</c>.
    /// </summary>
    public static ISerializerBuilder AddBentoSerializer(this ISerializerBuilder builder, Func<Type, bool>? isSupported = null,
        BentoMessagePackOptions? options = null)
    {
        ArgumentNullException.ThrowIfNull(builder);
        var codec = new BentoOrleansCodec(isSupported, options);
        builder.Services.AddSingleton<IGeneralizedCodec>(codec);
        builder.Services.AddSingleton<IGeneralizedCopier>(codec);
        builder.Services.AddSingleton<ITypeFilter>(codec);
        builder.Configure(o => o.WellKnownTypeAliases[BentoOrleansCodec.WellKnownAlias] = typeof(BentoOrleansCodec));
        return builder;
    }

    /// <summary>
    /// Makes <see cref="BentoGrainStorageSerializer"/> the grain storage serializer that providers use unless they are
    /// given their own, with Orleans' serializer as the fallback for state that is not a Bento type.
    /// </summary>
    public static IServiceCollection AddBentoGrainStorageSerializer(this IServiceCollection services, BentoMessagePackOptions? options = null)
    {
        ArgumentNullException.ThrowIfNull(services);
        services.AddSingleton<IGrainStorageSerializer>(sp =>
            new BentoGrainStorageSerializer(new OrleansGrainStorageSerializer(sp.GetRequiredService<Serializer>()), options));
        return services;
    }
}
