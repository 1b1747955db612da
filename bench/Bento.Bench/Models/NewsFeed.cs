using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using Bento;

namespace Bento.Bench.Models;

/// <summary>A feed of news items, each carrying a small PNG thumbnail (base64 in JSON).</summary>
[BentoObject, DataContract]
public sealed partial class NewsFeed
{
    [DataMember]
    public List<NewsItem> Items { get; set; } = new();
}

/// <summary>One news item.</summary>
[BentoObject, DataContract]
public sealed partial class NewsItem
{
    [DataMember]
    public string Title { get; set; } = "";

    [DataMember]
    public string Text { get; set; } = "";

    [DataMember]
    public string Link { get; set; } = "";

    [DataMember]
    public byte[] Image { get; set; } = Array.Empty<byte>();
}
