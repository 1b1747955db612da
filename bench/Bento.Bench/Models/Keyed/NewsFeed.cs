using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using Bento;

namespace Bento.Bench.Models.Keyed;

// The array-layout mirror of Models/NewsFeed.cs: the same members in the same order, numbered from 0 for Bento ([BentoKey])
// and for MessagePack-CSharp ([DataMember(Order)] gives it integer keys).

[BentoObject, DataContract]
public sealed partial class NewsFeed
{
    [BentoKey(0), DataMember(Order = 0)] public List<NewsItem> Items { get; set; } = new();
}

[BentoObject, DataContract]
public sealed partial class NewsItem
{
    [BentoKey(0), DataMember(Order = 0)] public string Title { get; set; } = "";
    [BentoKey(1), DataMember(Order = 1)] public string Text { get; set; } = "";
    [BentoKey(2), DataMember(Order = 2)] public string Link { get; set; } = "";
    [BentoKey(3), DataMember(Order = 3)] public byte[] Image { get; set; } = Array.Empty<byte>();
}
