using System;
using System.Collections.Generic;
using MemoryPack;

namespace Bento.Bench.Peers.MemoryPack.Models;

// The MemoryPack mirror of Models/NewsFeed.cs: the same members in the same order. MemoryPack and Bento both put a static
// constructor into the type they generate for, so one type cannot carry both attributes.

[MemoryPackable]
public sealed partial class NewsFeed
{
    public List<NewsItem> Items { get; set; } = new();
}

[MemoryPackable]
public sealed partial class NewsItem
{
    public string Title { get; set; } = "";
    public string Text { get; set; } = "";
    public string Link { get; set; } = "";
    public byte[] Image { get; set; } = Array.Empty<byte>();
}
