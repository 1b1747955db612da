using System;
using System.IO;
using System.Runtime.CompilerServices;
using System.Text.Json;
using System.Threading.Tasks;
using Bento.Distributed.Tests;
using Xunit;

namespace Bento.SignalR.Tests;

/// <summary>The official JavaScript client (@microsoft/signalr with @microsoft/signalr-protocol-msgpack from npm), run by node.</summary>
public sealed class JavaScriptClientTests
{
    internal static string? Folder => Components.RepositoryRoot() is string root ? Path.Combine(root, "tests", "interop") : null;

    internal static string? MissingReason()
    {
        if (Folder == null || !File.Exists(Path.Combine(Folder, "signalr-client.mjs")))
            return "tests/interop/signalr-client.mjs not found";
        if (Components.FindOnPath("node") == null)
            return "Node.js (node) is not on PATH";
        if (!Directory.Exists(Path.Combine(Folder, "node_modules", "@microsoft", "signalr-protocol-msgpack")))
            return "tests/interop/node_modules is missing: run `npm ci --prefix tests/interop`";
        return null;
    }

    [NodeFact]
    public async Task The_official_javascript_messagepack_client_round_trips_with_a_bento_hub()
    {
        await using var server = await HubServer.StartAsync();
        var (exit, output, error) = await Task.Run(() =>
            Components.Run(Components.FindOnPath("node")!, $"signalr-client.mjs {server.HubUrl}", Folder!, TimeSpan.FromSeconds(60)));
        Assert.True(exit == 0, $"node exited with {exit}: {error}");

        using var result = JsonDocument.Parse(output);
        var root = result.RootElement;
        Assert.Equal("js", root.GetProperty("echo").GetProperty("Player").GetString());
        Assert.Equal(42, root.GetProperty("echo").GetProperty("Points").GetInt32());
        var countdown = root.GetProperty("countdown");
        Assert.Equal(3, countdown.GetArrayLength());
        Assert.Equal([3, 2, 1], new[] { countdown[0].GetProperty("Points").GetInt32(), countdown[1].GetProperty("Points").GetInt32(), countdown[2].GetProperty("Points").GetInt32() });
        Assert.Equal(3, root.GetProperty("total").GetInt32());
        Assert.Contains("bad move", root.GetProperty("error").GetString(), StringComparison.Ordinal);
        Assert.Equal("pushed", root.GetProperty("pushed").GetProperty("Player").GetString());
        Assert.Equal(7, root.GetProperty("pushed").GetProperty("Points").GetInt32());
    }
}

/// <summary>A fact that needs node and the npm modules of tests/interop.</summary>
public sealed class NodeFactAttribute : NeedsComponentFactAttribute
{
    public NodeFactAttribute([CallerFilePath] string file = "", [CallerMemberName] string test = "")
        : base("SignalR JavaScript client", JavaScriptClientTests.MissingReason(), file, test) { }
}
