namespace Bento.SignalR;

/// <summary>Options of <see cref="BentoMessagePackHubProtocol"/>.</summary>
public sealed class BentoHubProtocolOptions
{
    /// <summary>Reader and writer options for hub arguments, results and stream items; Bento's defaults when null.</summary>
    public BentoMessagePackOptions? MessagePackOptions { get; set; }
}
