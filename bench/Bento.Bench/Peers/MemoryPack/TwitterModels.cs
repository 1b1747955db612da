using System.Collections.Generic;
using MemoryPack;

namespace Bento.Bench.Peers.MemoryPack.Models;

// The MemoryPack mirror of Models/Twitter.cs: the same members in the same order. MemoryPack and Bento both put a static
// constructor into the type they generate for, so one type cannot carry both attributes.

[MemoryPackable]
public sealed partial class TwitterSearch
{
    public List<TwitterStatus> Statuses { get; set; } = new();
    public TwitterSearchMetadata SearchMetadata { get; set; } = new();
}

[MemoryPackable]
public sealed partial class TwitterSearchMetadata
{
    public double CompletedIn { get; set; }
    public long MaxId { get; set; }
    public string MaxIdStr { get; set; } = "";
    public string NextResults { get; set; } = "";
    public string Query { get; set; } = "";
    public string RefreshUrl { get; set; } = "";
    public int Count { get; set; }
    public long SinceId { get; set; }
    public string SinceIdStr { get; set; } = "";
}

[MemoryPackable]
public sealed partial class TwitterStatus
{
    public TwitterStatusMetadata Metadata { get; set; } = new();
    public string CreatedAt { get; set; } = "";
    public long Id { get; set; }
    public string IdStr { get; set; } = "";
    public string Text { get; set; } = "";
    public string Source { get; set; } = "";
    public bool Truncated { get; set; }
    public long? InReplyToStatusId { get; set; }
    public string? InReplyToStatusIdStr { get; set; }
    public long? InReplyToUserId { get; set; }
    public string? InReplyToUserIdStr { get; set; }
    public string? InReplyToScreenName { get; set; }
    public TwitterUser User { get; set; } = new();
    public TwitterGeoPoint? Geo { get; set; }
    public TwitterGeoPoint? Coordinates { get; set; }
    public TwitterPlace? Place { get; set; }
    public List<long>? Contributors { get; set; }
    public TwitterStatus? RetweetedStatus { get; set; }
    public int RetweetCount { get; set; }
    public int FavoriteCount { get; set; }
    public TwitterEntities Entities { get; set; } = new();
    public bool Favorited { get; set; }
    public bool Retweeted { get; set; }
    public bool? PossiblySensitive { get; set; }
    public string Lang { get; set; } = "";
}

[MemoryPackable]
public sealed partial class TwitterStatusMetadata
{
    public string ResultType { get; set; } = "";
    public string IsoLanguageCode { get; set; } = "";
}

[MemoryPackable]
public sealed partial class TwitterUser
{
    public long Id { get; set; }
    public string IdStr { get; set; } = "";
    public string Name { get; set; } = "";
    public string ScreenName { get; set; } = "";
    public string Location { get; set; } = "";
    public string Description { get; set; } = "";
    public string? Url { get; set; }
    public TwitterUserEntities Entities { get; set; } = new();
    public bool Protected { get; set; }
    public int FollowersCount { get; set; }
    public int FriendsCount { get; set; }
    public int ListedCount { get; set; }
    public string CreatedAt { get; set; } = "";
    public int FavouritesCount { get; set; }
    public int? UtcOffset { get; set; }
    public string? TimeZone { get; set; }
    public bool GeoEnabled { get; set; }
    public bool Verified { get; set; }
    public int StatusesCount { get; set; }
    public string Lang { get; set; } = "";
    public bool ContributorsEnabled { get; set; }
    public bool IsTranslator { get; set; }
    public bool IsTranslationEnabled { get; set; }
    public string ProfileBackgroundColor { get; set; } = "";
    public string ProfileBackgroundImageUrl { get; set; } = "";
    public string ProfileBackgroundImageUrlHttps { get; set; } = "";
    public bool ProfileBackgroundTile { get; set; }
    public string ProfileImageUrl { get; set; } = "";
    public string ProfileImageUrlHttps { get; set; } = "";
    public string? ProfileBannerUrl { get; set; }
    public string ProfileLinkColor { get; set; } = "";
    public string ProfileSidebarBorderColor { get; set; } = "";
    public string ProfileSidebarFillColor { get; set; } = "";
    public string ProfileTextColor { get; set; } = "";
    public bool ProfileUseBackgroundImage { get; set; }
    public bool DefaultProfile { get; set; }
    public bool DefaultProfileImage { get; set; }
    public bool Following { get; set; }
    public bool FollowRequestSent { get; set; }
    public bool Notifications { get; set; }
}

[MemoryPackable]
public sealed partial class TwitterUserEntities
{
    public TwitterUrlList? Url { get; set; }
    public TwitterUrlList Description { get; set; } = new();
}

[MemoryPackable]
public sealed partial class TwitterUrlList
{
    public List<TwitterUrl> Urls { get; set; } = new();
}

[MemoryPackable]
public sealed partial class TwitterUrl
{
    public string Url { get; set; } = "";
    public string ExpandedUrl { get; set; } = "";
    public string DisplayUrl { get; set; } = "";
    public int[] Indices { get; set; } = [];
}

[MemoryPackable]
public sealed partial class TwitterEntities
{
    public List<TwitterHashtag> Hashtags { get; set; } = new();
    public List<TwitterHashtag> Symbols { get; set; } = new();
    public List<TwitterUrl> Urls { get; set; } = new();
    public List<TwitterUserMention> UserMentions { get; set; } = new();
    public List<TwitterMedia>? Media { get; set; }
}

[MemoryPackable]
public sealed partial class TwitterHashtag
{
    public string Text { get; set; } = "";
    public int[] Indices { get; set; } = [];
}

[MemoryPackable]
public sealed partial class TwitterUserMention
{
    public string ScreenName { get; set; } = "";
    public string Name { get; set; } = "";
    public long Id { get; set; }
    public string IdStr { get; set; } = "";
    public int[] Indices { get; set; } = [];
}

[MemoryPackable]
public sealed partial class TwitterMedia
{
    public long Id { get; set; }
    public string IdStr { get; set; } = "";
    public int[] Indices { get; set; } = [];
    public string MediaUrl { get; set; } = "";
    public string MediaUrlHttps { get; set; } = "";
    public string Url { get; set; } = "";
    public string DisplayUrl { get; set; } = "";
    public string ExpandedUrl { get; set; } = "";
    public string Type { get; set; } = "";
    public TwitterMediaSizes Sizes { get; set; } = new();
    public long? SourceStatusId { get; set; }
    public string? SourceStatusIdStr { get; set; }
}

[MemoryPackable]
public sealed partial class TwitterMediaSizes
{
    public TwitterMediaSize Medium { get; set; } = new();
    public TwitterMediaSize Small { get; set; } = new();
    public TwitterMediaSize Thumb { get; set; } = new();
    public TwitterMediaSize Large { get; set; } = new();
}

[MemoryPackable]
public sealed partial class TwitterMediaSize
{
    public int W { get; set; }
    public int H { get; set; }
    public string Resize { get; set; } = "";
}

[MemoryPackable]
public sealed partial class TwitterGeoPoint
{
    public string Type { get; set; } = "";
    public double[] Coordinates { get; set; } = [];
}

[MemoryPackable]
public sealed partial class TwitterPlace
{
    public string Id { get; set; } = "";
    public string Url { get; set; } = "";
    public string PlaceType { get; set; } = "";
    public string Name { get; set; } = "";
    public string FullName { get; set; } = "";
    public string CountryCode { get; set; } = "";
    public string Country { get; set; } = "";
}
