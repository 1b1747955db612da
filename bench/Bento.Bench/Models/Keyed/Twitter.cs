using System.Collections.Generic;
using System.Runtime.Serialization;
using Bento;

namespace Bento.Bench.Models.Keyed;

// The array-layout mirror of Models/Twitter.cs: the same members in the same order, numbered from 0 for Bento ([BentoKey])
// and for MessagePack-CSharp ([DataMember(Order)] gives it integer keys).

[BentoObject, DataContract]
public sealed partial class TwitterSearch
{
    [BentoKey(0), DataMember(Order = 0)] public List<TwitterStatus> Statuses { get; set; } = new();
    [BentoKey(1), DataMember(Order = 1)] public TwitterSearchMetadata SearchMetadata { get; set; } = new();
}

[BentoObject, DataContract]
public sealed partial class TwitterSearchMetadata
{
    [BentoKey(0), DataMember(Order = 0)] public double CompletedIn { get; set; }
    [BentoKey(1), DataMember(Order = 1)] public long MaxId { get; set; }
    [BentoKey(2), DataMember(Order = 2)] public string MaxIdStr { get; set; } = "";
    [BentoKey(3), DataMember(Order = 3)] public string NextResults { get; set; } = "";
    [BentoKey(4), DataMember(Order = 4)] public string Query { get; set; } = "";
    [BentoKey(5), DataMember(Order = 5)] public string RefreshUrl { get; set; } = "";
    [BentoKey(6), DataMember(Order = 6)] public int Count { get; set; }
    [BentoKey(7), DataMember(Order = 7)] public long SinceId { get; set; }
    [BentoKey(8), DataMember(Order = 8)] public string SinceIdStr { get; set; } = "";
}

[BentoObject, DataContract]
public sealed partial class TwitterStatus
{
    [BentoKey(0), DataMember(Order = 0)] public TwitterStatusMetadata Metadata { get; set; } = new();
    [BentoKey(1), DataMember(Order = 1)] public string CreatedAt { get; set; } = "";
    [BentoKey(2), DataMember(Order = 2)] public long Id { get; set; }
    [BentoKey(3), DataMember(Order = 3)] public string IdStr { get; set; } = "";
    [BentoKey(4), DataMember(Order = 4)] public string Text { get; set; } = "";
    [BentoKey(5), DataMember(Order = 5)] public string Source { get; set; } = "";
    [BentoKey(6), DataMember(Order = 6)] public bool Truncated { get; set; }
    [BentoKey(7), DataMember(Order = 7)] public long? InReplyToStatusId { get; set; }
    [BentoKey(8), DataMember(Order = 8)] public string? InReplyToStatusIdStr { get; set; }
    [BentoKey(9), DataMember(Order = 9)] public long? InReplyToUserId { get; set; }
    [BentoKey(10), DataMember(Order = 10)] public string? InReplyToUserIdStr { get; set; }
    [BentoKey(11), DataMember(Order = 11)] public string? InReplyToScreenName { get; set; }
    [BentoKey(12), DataMember(Order = 12)] public TwitterUser User { get; set; } = new();
    [BentoKey(13), DataMember(Order = 13)] public TwitterGeoPoint? Geo { get; set; }
    [BentoKey(14), DataMember(Order = 14)] public TwitterGeoPoint? Coordinates { get; set; }
    [BentoKey(15), DataMember(Order = 15)] public TwitterPlace? Place { get; set; }
    [BentoKey(16), DataMember(Order = 16)] public List<long>? Contributors { get; set; }
    [BentoKey(17), DataMember(Order = 17)] public TwitterStatus? RetweetedStatus { get; set; }
    [BentoKey(18), DataMember(Order = 18)] public int RetweetCount { get; set; }
    [BentoKey(19), DataMember(Order = 19)] public int FavoriteCount { get; set; }
    [BentoKey(20), DataMember(Order = 20)] public TwitterEntities Entities { get; set; } = new();
    [BentoKey(21), DataMember(Order = 21)] public bool Favorited { get; set; }
    [BentoKey(22), DataMember(Order = 22)] public bool Retweeted { get; set; }
    [BentoKey(23), DataMember(Order = 23)] public bool? PossiblySensitive { get; set; }
    [BentoKey(24), DataMember(Order = 24)] public string Lang { get; set; } = "";
}

[BentoObject, DataContract]
public sealed partial class TwitterStatusMetadata
{
    [BentoKey(0), DataMember(Order = 0)] public string ResultType { get; set; } = "";
    [BentoKey(1), DataMember(Order = 1)] public string IsoLanguageCode { get; set; } = "";
}

[BentoObject, DataContract]
public sealed partial class TwitterUser
{
    [BentoKey(0), DataMember(Order = 0)] public long Id { get; set; }
    [BentoKey(1), DataMember(Order = 1)] public string IdStr { get; set; } = "";
    [BentoKey(2), DataMember(Order = 2)] public string Name { get; set; } = "";
    [BentoKey(3), DataMember(Order = 3)] public string ScreenName { get; set; } = "";
    [BentoKey(4), DataMember(Order = 4)] public string Location { get; set; } = "";
    [BentoKey(5), DataMember(Order = 5)] public string Description { get; set; } = "";
    [BentoKey(6), DataMember(Order = 6)] public string? Url { get; set; }
    [BentoKey(7), DataMember(Order = 7)] public TwitterUserEntities Entities { get; set; } = new();
    [BentoKey(8), DataMember(Order = 8)] public bool Protected { get; set; }
    [BentoKey(9), DataMember(Order = 9)] public int FollowersCount { get; set; }
    [BentoKey(10), DataMember(Order = 10)] public int FriendsCount { get; set; }
    [BentoKey(11), DataMember(Order = 11)] public int ListedCount { get; set; }
    [BentoKey(12), DataMember(Order = 12)] public string CreatedAt { get; set; } = "";
    [BentoKey(13), DataMember(Order = 13)] public int FavouritesCount { get; set; }
    [BentoKey(14), DataMember(Order = 14)] public int? UtcOffset { get; set; }
    [BentoKey(15), DataMember(Order = 15)] public string? TimeZone { get; set; }
    [BentoKey(16), DataMember(Order = 16)] public bool GeoEnabled { get; set; }
    [BentoKey(17), DataMember(Order = 17)] public bool Verified { get; set; }
    [BentoKey(18), DataMember(Order = 18)] public int StatusesCount { get; set; }
    [BentoKey(19), DataMember(Order = 19)] public string Lang { get; set; } = "";
    [BentoKey(20), DataMember(Order = 20)] public bool ContributorsEnabled { get; set; }
    [BentoKey(21), DataMember(Order = 21)] public bool IsTranslator { get; set; }
    [BentoKey(22), DataMember(Order = 22)] public bool IsTranslationEnabled { get; set; }
    [BentoKey(23), DataMember(Order = 23)] public string ProfileBackgroundColor { get; set; } = "";
    [BentoKey(24), DataMember(Order = 24)] public string ProfileBackgroundImageUrl { get; set; } = "";
    [BentoKey(25), DataMember(Order = 25)] public string ProfileBackgroundImageUrlHttps { get; set; } = "";
    [BentoKey(26), DataMember(Order = 26)] public bool ProfileBackgroundTile { get; set; }
    [BentoKey(27), DataMember(Order = 27)] public string ProfileImageUrl { get; set; } = "";
    [BentoKey(28), DataMember(Order = 28)] public string ProfileImageUrlHttps { get; set; } = "";
    [BentoKey(29), DataMember(Order = 29)] public string? ProfileBannerUrl { get; set; }
    [BentoKey(30), DataMember(Order = 30)] public string ProfileLinkColor { get; set; } = "";
    [BentoKey(31), DataMember(Order = 31)] public string ProfileSidebarBorderColor { get; set; } = "";
    [BentoKey(32), DataMember(Order = 32)] public string ProfileSidebarFillColor { get; set; } = "";
    [BentoKey(33), DataMember(Order = 33)] public string ProfileTextColor { get; set; } = "";
    [BentoKey(34), DataMember(Order = 34)] public bool ProfileUseBackgroundImage { get; set; }
    [BentoKey(35), DataMember(Order = 35)] public bool DefaultProfile { get; set; }
    [BentoKey(36), DataMember(Order = 36)] public bool DefaultProfileImage { get; set; }
    [BentoKey(37), DataMember(Order = 37)] public bool Following { get; set; }
    [BentoKey(38), DataMember(Order = 38)] public bool FollowRequestSent { get; set; }
    [BentoKey(39), DataMember(Order = 39)] public bool Notifications { get; set; }
}

[BentoObject, DataContract]
public sealed partial class TwitterUserEntities
{
    [BentoKey(0), DataMember(Order = 0)] public TwitterUrlList? Url { get; set; }
    [BentoKey(1), DataMember(Order = 1)] public TwitterUrlList Description { get; set; } = new();
}

[BentoObject, DataContract]
public sealed partial class TwitterUrlList
{
    [BentoKey(0), DataMember(Order = 0)] public List<TwitterUrl> Urls { get; set; } = new();
}

[BentoObject, DataContract]
public sealed partial class TwitterUrl
{
    [BentoKey(0), DataMember(Order = 0)] public string Url { get; set; } = "";
    [BentoKey(1), DataMember(Order = 1)] public string ExpandedUrl { get; set; } = "";
    [BentoKey(2), DataMember(Order = 2)] public string DisplayUrl { get; set; } = "";
    [BentoKey(3), DataMember(Order = 3)] public int[] Indices { get; set; } = [];
}

[BentoObject, DataContract]
public sealed partial class TwitterEntities
{
    [BentoKey(0), DataMember(Order = 0)] public List<TwitterHashtag> Hashtags { get; set; } = new();
    [BentoKey(1), DataMember(Order = 1)] public List<TwitterHashtag> Symbols { get; set; } = new();
    [BentoKey(2), DataMember(Order = 2)] public List<TwitterUrl> Urls { get; set; } = new();
    [BentoKey(3), DataMember(Order = 3)] public List<TwitterUserMention> UserMentions { get; set; } = new();
    [BentoKey(4), DataMember(Order = 4)] public List<TwitterMedia>? Media { get; set; }
}

[BentoObject, DataContract]
public sealed partial class TwitterHashtag
{
    [BentoKey(0), DataMember(Order = 0)] public string Text { get; set; } = "";
    [BentoKey(1), DataMember(Order = 1)] public int[] Indices { get; set; } = [];
}

[BentoObject, DataContract]
public sealed partial class TwitterUserMention
{
    [BentoKey(0), DataMember(Order = 0)] public string ScreenName { get; set; } = "";
    [BentoKey(1), DataMember(Order = 1)] public string Name { get; set; } = "";
    [BentoKey(2), DataMember(Order = 2)] public long Id { get; set; }
    [BentoKey(3), DataMember(Order = 3)] public string IdStr { get; set; } = "";
    [BentoKey(4), DataMember(Order = 4)] public int[] Indices { get; set; } = [];
}

[BentoObject, DataContract]
public sealed partial class TwitterMedia
{
    [BentoKey(0), DataMember(Order = 0)] public long Id { get; set; }
    [BentoKey(1), DataMember(Order = 1)] public string IdStr { get; set; } = "";
    [BentoKey(2), DataMember(Order = 2)] public int[] Indices { get; set; } = [];
    [BentoKey(3), DataMember(Order = 3)] public string MediaUrl { get; set; } = "";
    [BentoKey(4), DataMember(Order = 4)] public string MediaUrlHttps { get; set; } = "";
    [BentoKey(5), DataMember(Order = 5)] public string Url { get; set; } = "";
    [BentoKey(6), DataMember(Order = 6)] public string DisplayUrl { get; set; } = "";
    [BentoKey(7), DataMember(Order = 7)] public string ExpandedUrl { get; set; } = "";
    [BentoKey(8), DataMember(Order = 8)] public string Type { get; set; } = "";
    [BentoKey(9), DataMember(Order = 9)] public TwitterMediaSizes Sizes { get; set; } = new();
    [BentoKey(10), DataMember(Order = 10)] public long? SourceStatusId { get; set; }
    [BentoKey(11), DataMember(Order = 11)] public string? SourceStatusIdStr { get; set; }
}

[BentoObject, DataContract]
public sealed partial class TwitterMediaSizes
{
    [BentoKey(0), DataMember(Order = 0)] public TwitterMediaSize Medium { get; set; } = new();
    [BentoKey(1), DataMember(Order = 1)] public TwitterMediaSize Small { get; set; } = new();
    [BentoKey(2), DataMember(Order = 2)] public TwitterMediaSize Thumb { get; set; } = new();
    [BentoKey(3), DataMember(Order = 3)] public TwitterMediaSize Large { get; set; } = new();
}

[BentoObject, DataContract]
public sealed partial class TwitterMediaSize
{
    [BentoKey(0), DataMember(Order = 0)] public int W { get; set; }
    [BentoKey(1), DataMember(Order = 1)] public int H { get; set; }
    [BentoKey(2), DataMember(Order = 2)] public string Resize { get; set; } = "";
}

[BentoObject, DataContract]
public sealed partial class TwitterGeoPoint
{
    [BentoKey(0), DataMember(Order = 0)] public string Type { get; set; } = "";
    [BentoKey(1), DataMember(Order = 1)] public double[] Coordinates { get; set; } = [];
}

[BentoObject, DataContract]
public sealed partial class TwitterPlace
{
    [BentoKey(0), DataMember(Order = 0)] public string Id { get; set; } = "";
    [BentoKey(1), DataMember(Order = 1)] public string Url { get; set; } = "";
    [BentoKey(2), DataMember(Order = 2)] public string PlaceType { get; set; } = "";
    [BentoKey(3), DataMember(Order = 3)] public string Name { get; set; } = "";
    [BentoKey(4), DataMember(Order = 4)] public string FullName { get; set; } = "";
    [BentoKey(5), DataMember(Order = 5)] public string CountryCode { get; set; } = "";
    [BentoKey(6), DataMember(Order = 6)] public string Country { get; set; } = "";
}
