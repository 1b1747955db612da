using System;
using System.Collections.Generic;
using Bento;

namespace Bento.Bench.Models;

/// <summary>A feed of news items, each carrying a small PNG thumbnail (base64 in JSON).</summary>
[BentoObject]
public sealed partial class NewsFeed
{
    public List<NewsItem> Items { get; set; } = new();
}

/// <summary>One news item.</summary>
[BentoObject]
public sealed partial class NewsItem
{
    public string Title { get; set; } = "";

    public string Text { get; set; } = "";

    public string Link { get; set; } = "";

    public byte[] Image { get; set; } = Array.Empty<byte>();
}
