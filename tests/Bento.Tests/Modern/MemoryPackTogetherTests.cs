using System.Collections.Generic;
using Bento.MessagePack;
using MemoryPack;
using Xunit;

namespace Bento.Tests.Modern;

/// <summary>
/// A type marked for MemoryPack's generator and Bento's at once, as while a project moves from one to the other.
/// MemoryPack generates a static constructor; Bento registers from a field initializer, so both compile and both run.
/// </summary>
[MemoryPackable]
[BentoObject]
public partial class MigratingPlayer
{
    public int Id { get; set; }
    public string Name { get; set; } = "";
    public List<int> Scores { get; set; } = new();
}

public class MemoryPackTogetherTests
{
    private static MigratingPlayer Sample() => new() { Id = 42, Name = "Ada", Scores = { 3, 1, 4 } };

    [Fact]
    public void MemoryPack_round_trips_the_type()
    {
        var back = MemoryPackSerializer.Deserialize<MigratingPlayer>(MemoryPackSerializer.Serialize(Sample()))!;
        Assert.Equal(42, back.Id);
        Assert.Equal("Ada", back.Name);
        Assert.Equal(new[] { 3, 1, 4 }, back.Scores);
    }

    [Fact]
    public void Bento_round_trips_the_type_in_json_and_messagepack()
    {
        Assert.Equal("{\"Id\":42,\"Name\":\"Ada\",\"Scores\":[3,1,4]}", BentoJson.Serialize(Sample()));
        var fromJson = BentoJson.Deserialize<MigratingPlayer>("{\"Id\":42,\"Name\":\"Ada\",\"Scores\":[3,1,4]}");
        Assert.Equal(new[] { 3, 1, 4 }, fromJson.Scores);
        var fromMsgPack = BentoMessagePack.Deserialize<MigratingPlayer>(BentoMessagePack.Serialize(Sample()));
        Assert.Equal("Ada", fromMsgPack.Name);
    }

    [Fact]
    public void A_value_read_by_one_library_is_written_the_same_by_the_other()
    {
        var viaMemoryPack = MemoryPackSerializer.Deserialize<MigratingPlayer>(MemoryPackSerializer.Serialize(Sample()))!;
        var viaBento = MigratingPlayer.FromJson(Sample().ToJson());
        Assert.Equal(viaBento.ToJson(), viaMemoryPack.ToJson());
        Assert.Equal(MemoryPackSerializer.Serialize(viaBento), MemoryPackSerializer.Serialize(viaMemoryPack));
    }
}
