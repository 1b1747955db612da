using System.Collections.Generic;

namespace Bento.Bench.Adapters;

/// <summary>A serializer the benchmark would measure but does not, and the reason, reported with every run.</summary>
public sealed record UnavailableSerializer(string Name, string PackageId, string VersionTried, string Reason);

/// <summary>
/// Peers whose packages do not restore from the package source this benchmark was last built against. The reasons are
/// the restore errors as NuGet printed them (or why a peer that restores is still left out); adding a peer means deleting its row here and writing its adapter.
/// </summary>
public static class UnavailableSerializers
{
    public static readonly IReadOnlyList<UnavailableSerializer> All =
    [
        new("MessagePack-CSharp (string keys)", "MessagePack", "2.5.187",
            "unavailable: error NU1101: Unable to find package MessagePack. No packages exist with this id in source(s): nuget.org"),
        new("MessagePack-CSharp (int keys)", "MessagePack", "2.5.187",
            "unavailable: error NU1101: Unable to find package MessagePack. No packages exist with this id in source(s): nuget.org"),
        new("MemoryPack", "MemoryPack", "1.21.4",
            "unavailable: error NU1101: Unable to find package MemoryPack. No packages exist with this id in source(s): nuget.org"),
        new("protobuf-net", "protobuf-net", "3.2.45",
            "unavailable: error NU1101: Unable to find package protobuf-net.Core. No packages exist with this id in source(s): nuget.org (protobuf-net 3.3.0 resolved, its dependency protobuf-net.Core did not)"),
        new("Google.Protobuf", "Google.Protobuf", "3.25.1",
            "not included: Grpc.Tools 2.85.0 (protoc 35.1) restores and its output builds against Google.Protobuf 3.25.1, " +
            "but protobuf serializes its own protoc-generated message classes, not the shared model types; measuring it needs a " +
            ".proto schema per workload and a mapping to and from the models, which this benchmark does not have yet"),
        new("System.Text.Json populate", "System.Text.Json", Versions.Of(typeof(System.Text.Json.JsonSerializer)),
            "no populate row: JsonObjectCreationHandling.Populate applies to properties only (no API reads into an existing " +
            "root instance), and it appends to populated List<T> members instead of replacing their contents, so reading the " +
            "same document into one instance twice does not give the document's value"),
    ];
}
