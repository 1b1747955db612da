using System.Collections.Generic;
using System.Runtime.Serialization;
using System.Text.Json.Serialization;
using Bento;
using Newtonsoft.Json;

namespace Bento.Bench.Models;

// Model of the twitter.json corpus (every member that appears in it, with the JSON names of the Twitter API).

/// <summary>Root of twitter.json: one page of a status search.</summary>
[BentoObject, DataContract]
public sealed partial class TwitterSearch
{
    [BentoName("statuses"), DataMember(Name = "statuses"), JsonPropertyName("statuses"), JsonProperty("statuses")] public List<TwitterStatus> Statuses { get; set; } = new();
    [BentoName("search_metadata"), DataMember(Name = "search_metadata"), JsonPropertyName("search_metadata"), JsonProperty("search_metadata")] public TwitterSearchMetadata SearchMetadata { get; set; } = new();
}

/// <summary>Paging data of the search.</summary>
[BentoObject, DataContract]
public sealed partial class TwitterSearchMetadata
{
    [BentoName("completed_in"), DataMember(Name = "completed_in"), JsonPropertyName("completed_in"), JsonProperty("completed_in")] public double CompletedIn { get; set; }
    [BentoName("max_id"), DataMember(Name = "max_id"), JsonPropertyName("max_id"), JsonProperty("max_id")] public long MaxId { get; set; }
    [BentoName("max_id_str"), DataMember(Name = "max_id_str"), JsonPropertyName("max_id_str"), JsonProperty("max_id_str")] public string MaxIdStr { get; set; } = "";
    [BentoName("next_results"), DataMember(Name = "next_results"), JsonPropertyName("next_results"), JsonProperty("next_results")] public string NextResults { get; set; } = "";
    [BentoName("query"), DataMember(Name = "query"), JsonPropertyName("query"), JsonProperty("query")] public string Query { get; set; } = "";
    [BentoName("refresh_url"), DataMember(Name = "refresh_url"), JsonPropertyName("refresh_url"), JsonProperty("refresh_url")] public string RefreshUrl { get; set; } = "";
    [BentoName("count"), DataMember(Name = "count"), JsonPropertyName("count"), JsonProperty("count")] public int Count { get; set; }
    [BentoName("since_id"), DataMember(Name = "since_id"), JsonPropertyName("since_id"), JsonProperty("since_id")] public long SinceId { get; set; }
    [BentoName("since_id_str"), DataMember(Name = "since_id_str"), JsonPropertyName("since_id_str"), JsonProperty("since_id_str")] public string SinceIdStr { get; set; } = "";
}

/// <summary>One status (tweet); a retweet nests the original in <see cref="RetweetedStatus"/>.</summary>
[BentoObject, DataContract]
public sealed partial class TwitterStatus
{
    [BentoName("metadata"), DataMember(Name = "metadata"), JsonPropertyName("metadata"), JsonProperty("metadata")] public TwitterStatusMetadata Metadata { get; set; } = new();
    [BentoName("created_at"), DataMember(Name = "created_at"), JsonPropertyName("created_at"), JsonProperty("created_at")] public string CreatedAt { get; set; } = "";
    [BentoName("id"), DataMember(Name = "id"), JsonPropertyName("id"), JsonProperty("id")] public long Id { get; set; }
    [BentoName("id_str"), DataMember(Name = "id_str"), JsonPropertyName("id_str"), JsonProperty("id_str")] public string IdStr { get; set; } = "";
    [BentoName("text"), DataMember(Name = "text"), JsonPropertyName("text"), JsonProperty("text")] public string Text { get; set; } = "";
    [BentoName("source"), DataMember(Name = "source"), JsonPropertyName("source"), JsonProperty("source")] public string Source { get; set; } = "";
    [BentoName("truncated"), DataMember(Name = "truncated"), JsonPropertyName("truncated"), JsonProperty("truncated")] public bool Truncated { get; set; }
    [BentoName("in_reply_to_status_id"), DataMember(Name = "in_reply_to_status_id"), JsonPropertyName("in_reply_to_status_id"), JsonProperty("in_reply_to_status_id")] public long? InReplyToStatusId { get; set; }
    [BentoName("in_reply_to_status_id_str"), DataMember(Name = "in_reply_to_status_id_str"), JsonPropertyName("in_reply_to_status_id_str"), JsonProperty("in_reply_to_status_id_str")] public string? InReplyToStatusIdStr { get; set; }
    [BentoName("in_reply_to_user_id"), DataMember(Name = "in_reply_to_user_id"), JsonPropertyName("in_reply_to_user_id"), JsonProperty("in_reply_to_user_id")] public long? InReplyToUserId { get; set; }
    [BentoName("in_reply_to_user_id_str"), DataMember(Name = "in_reply_to_user_id_str"), JsonPropertyName("in_reply_to_user_id_str"), JsonProperty("in_reply_to_user_id_str")] public string? InReplyToUserIdStr { get; set; }
    [BentoName("in_reply_to_screen_name"), DataMember(Name = "in_reply_to_screen_name"), JsonPropertyName("in_reply_to_screen_name"), JsonProperty("in_reply_to_screen_name")] public string? InReplyToScreenName { get; set; }
    [BentoName("user"), DataMember(Name = "user"), JsonPropertyName("user"), JsonProperty("user")] public TwitterUser User { get; set; } = new();
    [BentoName("geo"), DataMember(Name = "geo"), JsonPropertyName("geo"), JsonProperty("geo")] public TwitterGeoPoint? Geo { get; set; }
    [BentoName("coordinates"), DataMember(Name = "coordinates"), JsonPropertyName("coordinates"), JsonProperty("coordinates")] public TwitterGeoPoint? Coordinates { get; set; }
    [BentoName("place"), DataMember(Name = "place"), JsonPropertyName("place"), JsonProperty("place")] public TwitterPlace? Place { get; set; }
    [BentoName("contributors"), DataMember(Name = "contributors"), JsonPropertyName("contributors"), JsonProperty("contributors")] public List<long>? Contributors { get; set; }
    [BentoName("retweeted_status"), DataMember(Name = "retweeted_status"), JsonPropertyName("retweeted_status"), JsonProperty("retweeted_status")] public TwitterStatus? RetweetedStatus { get; set; }
    [BentoName("retweet_count"), DataMember(Name = "retweet_count"), JsonPropertyName("retweet_count"), JsonProperty("retweet_count")] public int RetweetCount { get; set; }
    [BentoName("favorite_count"), DataMember(Name = "favorite_count"), JsonPropertyName("favorite_count"), JsonProperty("favorite_count")] public int FavoriteCount { get; set; }
    [BentoName("entities"), DataMember(Name = "entities"), JsonPropertyName("entities"), JsonProperty("entities")] public TwitterEntities Entities { get; set; } = new();
    [BentoName("favorited"), DataMember(Name = "favorited"), JsonPropertyName("favorited"), JsonProperty("favorited")] public bool Favorited { get; set; }
    [BentoName("retweeted"), DataMember(Name = "retweeted"), JsonPropertyName("retweeted"), JsonProperty("retweeted")] public bool Retweeted { get; set; }
    [BentoName("possibly_sensitive"), DataMember(Name = "possibly_sensitive"), JsonPropertyName("possibly_sensitive"), JsonProperty("possibly_sensitive")] public bool? PossiblySensitive { get; set; }
    [BentoName("lang"), DataMember(Name = "lang"), JsonPropertyName("lang"), JsonProperty("lang")] public string Lang { get; set; } = "";
}

/// <summary>Search metadata attached to each status.</summary>
[BentoObject, DataContract]
public sealed partial class TwitterStatusMetadata
{
    [BentoName("result_type"), DataMember(Name = "result_type"), JsonPropertyName("result_type"), JsonProperty("result_type")] public string ResultType { get; set; } = "";
    [BentoName("iso_language_code"), DataMember(Name = "iso_language_code"), JsonPropertyName("iso_language_code"), JsonProperty("iso_language_code")] public string IsoLanguageCode { get; set; } = "";
}

/// <summary>The author of a status.</summary>
[BentoObject, DataContract]
public sealed partial class TwitterUser
{
    [BentoName("id"), DataMember(Name = "id"), JsonPropertyName("id"), JsonProperty("id")] public long Id { get; set; }
    [BentoName("id_str"), DataMember(Name = "id_str"), JsonPropertyName("id_str"), JsonProperty("id_str")] public string IdStr { get; set; } = "";
    [BentoName("name"), DataMember(Name = "name"), JsonPropertyName("name"), JsonProperty("name")] public string Name { get; set; } = "";
    [BentoName("screen_name"), DataMember(Name = "screen_name"), JsonPropertyName("screen_name"), JsonProperty("screen_name")] public string ScreenName { get; set; } = "";
    [BentoName("location"), DataMember(Name = "location"), JsonPropertyName("location"), JsonProperty("location")] public string Location { get; set; } = "";
    [BentoName("description"), DataMember(Name = "description"), JsonPropertyName("description"), JsonProperty("description")] public string Description { get; set; } = "";
    [BentoName("url"), DataMember(Name = "url"), JsonPropertyName("url"), JsonProperty("url")] public string? Url { get; set; }
    [BentoName("entities"), DataMember(Name = "entities"), JsonPropertyName("entities"), JsonProperty("entities")] public TwitterUserEntities Entities { get; set; } = new();
    [BentoName("protected"), DataMember(Name = "protected"), JsonPropertyName("protected"), JsonProperty("protected")] public bool Protected { get; set; }
    [BentoName("followers_count"), DataMember(Name = "followers_count"), JsonPropertyName("followers_count"), JsonProperty("followers_count")] public int FollowersCount { get; set; }
    [BentoName("friends_count"), DataMember(Name = "friends_count"), JsonPropertyName("friends_count"), JsonProperty("friends_count")] public int FriendsCount { get; set; }
    [BentoName("listed_count"), DataMember(Name = "listed_count"), JsonPropertyName("listed_count"), JsonProperty("listed_count")] public int ListedCount { get; set; }
    [BentoName("created_at"), DataMember(Name = "created_at"), JsonPropertyName("created_at"), JsonProperty("created_at")] public string CreatedAt { get; set; } = "";
    [BentoName("favourites_count"), DataMember(Name = "favourites_count"), JsonPropertyName("favourites_count"), JsonProperty("favourites_count")] public int FavouritesCount { get; set; }
    [BentoName("utc_offset"), DataMember(Name = "utc_offset"), JsonPropertyName("utc_offset"), JsonProperty("utc_offset")] public int? UtcOffset { get; set; }
    [BentoName("time_zone"), DataMember(Name = "time_zone"), JsonPropertyName("time_zone"), JsonProperty("time_zone")] public string? TimeZone { get; set; }
    [BentoName("geo_enabled"), DataMember(Name = "geo_enabled"), JsonPropertyName("geo_enabled"), JsonProperty("geo_enabled")] public bool GeoEnabled { get; set; }
    [BentoName("verified"), DataMember(Name = "verified"), JsonPropertyName("verified"), JsonProperty("verified")] public bool Verified { get; set; }
    [BentoName("statuses_count"), DataMember(Name = "statuses_count"), JsonPropertyName("statuses_count"), JsonProperty("statuses_count")] public int StatusesCount { get; set; }
    [BentoName("lang"), DataMember(Name = "lang"), JsonPropertyName("lang"), JsonProperty("lang")] public string Lang { get; set; } = "";
    [BentoName("contributors_enabled"), DataMember(Name = "contributors_enabled"), JsonPropertyName("contributors_enabled"), JsonProperty("contributors_enabled")] public bool ContributorsEnabled { get; set; }
    [BentoName("is_translator"), DataMember(Name = "is_translator"), JsonPropertyName("is_translator"), JsonProperty("is_translator")] public bool IsTranslator { get; set; }
    [BentoName("is_translation_enabled"), DataMember(Name = "is_translation_enabled"), JsonPropertyName("is_translation_enabled"), JsonProperty("is_translation_enabled")] public bool IsTranslationEnabled { get; set; }
    [BentoName("profile_background_color"), DataMember(Name = "profile_background_color"), JsonPropertyName("profile_background_color"), JsonProperty("profile_background_color")] public string ProfileBackgroundColor { get; set; } = "";
    [BentoName("profile_background_image_url"), DataMember(Name = "profile_background_image_url"), JsonPropertyName("profile_background_image_url"), JsonProperty("profile_background_image_url")] public string ProfileBackgroundImageUrl { get; set; } = "";
    [BentoName("profile_background_image_url_https"), DataMember(Name = "profile_background_image_url_https"), JsonPropertyName("profile_background_image_url_https"), JsonProperty("profile_background_image_url_https")] public string ProfileBackgroundImageUrlHttps { get; set; } = "";
    [BentoName("profile_background_tile"), DataMember(Name = "profile_background_tile"), JsonPropertyName("profile_background_tile"), JsonProperty("profile_background_tile")] public bool ProfileBackgroundTile { get; set; }
    [BentoName("profile_image_url"), DataMember(Name = "profile_image_url"), JsonPropertyName("profile_image_url"), JsonProperty("profile_image_url")] public string ProfileImageUrl { get; set; } = "";
    [BentoName("profile_image_url_https"), DataMember(Name = "profile_image_url_https"), JsonPropertyName("profile_image_url_https"), JsonProperty("profile_image_url_https")] public string ProfileImageUrlHttps { get; set; } = "";
    [BentoName("profile_banner_url"), DataMember(Name = "profile_banner_url"), JsonPropertyName("profile_banner_url"), JsonProperty("profile_banner_url")] public string? ProfileBannerUrl { get; set; }
    [BentoName("profile_link_color"), DataMember(Name = "profile_link_color"), JsonPropertyName("profile_link_color"), JsonProperty("profile_link_color")] public string ProfileLinkColor { get; set; } = "";
    [BentoName("profile_sidebar_border_color"), DataMember(Name = "profile_sidebar_border_color"), JsonPropertyName("profile_sidebar_border_color"), JsonProperty("profile_sidebar_border_color")] public string ProfileSidebarBorderColor { get; set; } = "";
    [BentoName("profile_sidebar_fill_color"), DataMember(Name = "profile_sidebar_fill_color"), JsonPropertyName("profile_sidebar_fill_color"), JsonProperty("profile_sidebar_fill_color")] public string ProfileSidebarFillColor { get; set; } = "";
    [BentoName("profile_text_color"), DataMember(Name = "profile_text_color"), JsonPropertyName("profile_text_color"), JsonProperty("profile_text_color")] public string ProfileTextColor { get; set; } = "";
    [BentoName("profile_use_background_image"), DataMember(Name = "profile_use_background_image"), JsonPropertyName("profile_use_background_image"), JsonProperty("profile_use_background_image")] public bool ProfileUseBackgroundImage { get; set; }
    [BentoName("default_profile"), DataMember(Name = "default_profile"), JsonPropertyName("default_profile"), JsonProperty("default_profile")] public bool DefaultProfile { get; set; }
    [BentoName("default_profile_image"), DataMember(Name = "default_profile_image"), JsonPropertyName("default_profile_image"), JsonProperty("default_profile_image")] public bool DefaultProfileImage { get; set; }
    [BentoName("following"), DataMember(Name = "following"), JsonPropertyName("following"), JsonProperty("following")] public bool Following { get; set; }
    [BentoName("follow_request_sent"), DataMember(Name = "follow_request_sent"), JsonPropertyName("follow_request_sent"), JsonProperty("follow_request_sent")] public bool FollowRequestSent { get; set; }
    [BentoName("notifications"), DataMember(Name = "notifications"), JsonPropertyName("notifications"), JsonProperty("notifications")] public bool Notifications { get; set; }
}

/// <summary>Links found in a user's profile URL and description.</summary>
[BentoObject, DataContract]
public sealed partial class TwitterUserEntities
{
    [BentoName("url"), DataMember(Name = "url"), JsonPropertyName("url"), JsonProperty("url")] public TwitterUrlList? Url { get; set; }
    [BentoName("description"), DataMember(Name = "description"), JsonPropertyName("description"), JsonProperty("description")] public TwitterUrlList Description { get; set; } = new();
}

/// <summary>A list of URL entities.</summary>
[BentoObject, DataContract]
public sealed partial class TwitterUrlList
{
    [BentoName("urls"), DataMember(Name = "urls"), JsonPropertyName("urls"), JsonProperty("urls")] public List<TwitterUrl> Urls { get; set; } = new();
}

/// <summary>A shortened link and where it appears in the text.</summary>
[BentoObject, DataContract]
public sealed partial class TwitterUrl
{
    [BentoName("url"), DataMember(Name = "url"), JsonPropertyName("url"), JsonProperty("url")] public string Url { get; set; } = "";
    [BentoName("expanded_url"), DataMember(Name = "expanded_url"), JsonPropertyName("expanded_url"), JsonProperty("expanded_url")] public string ExpandedUrl { get; set; } = "";
    [BentoName("display_url"), DataMember(Name = "display_url"), JsonPropertyName("display_url"), JsonProperty("display_url")] public string DisplayUrl { get; set; } = "";
    [BentoName("indices"), DataMember(Name = "indices"), JsonPropertyName("indices"), JsonProperty("indices")] public int[] Indices { get; set; } = [];
}

/// <summary>Entities parsed out of a status text.</summary>
[BentoObject, DataContract]
public sealed partial class TwitterEntities
{
    [BentoName("hashtags"), DataMember(Name = "hashtags"), JsonPropertyName("hashtags"), JsonProperty("hashtags")] public List<TwitterHashtag> Hashtags { get; set; } = new();
    [BentoName("symbols"), DataMember(Name = "symbols"), JsonPropertyName("symbols"), JsonProperty("symbols")] public List<TwitterHashtag> Symbols { get; set; } = new();
    [BentoName("urls"), DataMember(Name = "urls"), JsonPropertyName("urls"), JsonProperty("urls")] public List<TwitterUrl> Urls { get; set; } = new();
    [BentoName("user_mentions"), DataMember(Name = "user_mentions"), JsonPropertyName("user_mentions"), JsonProperty("user_mentions")] public List<TwitterUserMention> UserMentions { get; set; } = new();
    [BentoName("media"), DataMember(Name = "media"), JsonPropertyName("media"), JsonProperty("media")] public List<TwitterMedia>? Media { get; set; }
}

/// <summary>A hashtag or cashtag and where it appears in the text.</summary>
[BentoObject, DataContract]
public sealed partial class TwitterHashtag
{
    [BentoName("text"), DataMember(Name = "text"), JsonPropertyName("text"), JsonProperty("text")] public string Text { get; set; } = "";
    [BentoName("indices"), DataMember(Name = "indices"), JsonPropertyName("indices"), JsonProperty("indices")] public int[] Indices { get; set; } = [];
}

/// <summary>A mentioned user.</summary>
[BentoObject, DataContract]
public sealed partial class TwitterUserMention
{
    [BentoName("screen_name"), DataMember(Name = "screen_name"), JsonPropertyName("screen_name"), JsonProperty("screen_name")] public string ScreenName { get; set; } = "";
    [BentoName("name"), DataMember(Name = "name"), JsonPropertyName("name"), JsonProperty("name")] public string Name { get; set; } = "";
    [BentoName("id"), DataMember(Name = "id"), JsonPropertyName("id"), JsonProperty("id")] public long Id { get; set; }
    [BentoName("id_str"), DataMember(Name = "id_str"), JsonPropertyName("id_str"), JsonProperty("id_str")] public string IdStr { get; set; } = "";
    [BentoName("indices"), DataMember(Name = "indices"), JsonPropertyName("indices"), JsonProperty("indices")] public int[] Indices { get; set; } = [];
}

/// <summary>An attached photo.</summary>
[BentoObject, DataContract]
public sealed partial class TwitterMedia
{
    [BentoName("id"), DataMember(Name = "id"), JsonPropertyName("id"), JsonProperty("id")] public long Id { get; set; }
    [BentoName("id_str"), DataMember(Name = "id_str"), JsonPropertyName("id_str"), JsonProperty("id_str")] public string IdStr { get; set; } = "";
    [BentoName("indices"), DataMember(Name = "indices"), JsonPropertyName("indices"), JsonProperty("indices")] public int[] Indices { get; set; } = [];
    [BentoName("media_url"), DataMember(Name = "media_url"), JsonPropertyName("media_url"), JsonProperty("media_url")] public string MediaUrl { get; set; } = "";
    [BentoName("media_url_https"), DataMember(Name = "media_url_https"), JsonPropertyName("media_url_https"), JsonProperty("media_url_https")] public string MediaUrlHttps { get; set; } = "";
    [BentoName("url"), DataMember(Name = "url"), JsonPropertyName("url"), JsonProperty("url")] public string Url { get; set; } = "";
    [BentoName("display_url"), DataMember(Name = "display_url"), JsonPropertyName("display_url"), JsonProperty("display_url")] public string DisplayUrl { get; set; } = "";
    [BentoName("expanded_url"), DataMember(Name = "expanded_url"), JsonPropertyName("expanded_url"), JsonProperty("expanded_url")] public string ExpandedUrl { get; set; } = "";
    [BentoName("type"), DataMember(Name = "type"), JsonPropertyName("type"), JsonProperty("type")] public string Type { get; set; } = "";
    [BentoName("sizes"), DataMember(Name = "sizes"), JsonPropertyName("sizes"), JsonProperty("sizes")] public TwitterMediaSizes Sizes { get; set; } = new();
    [BentoName("source_status_id"), DataMember(Name = "source_status_id"), JsonPropertyName("source_status_id"), JsonProperty("source_status_id")] public long? SourceStatusId { get; set; }
    [BentoName("source_status_id_str"), DataMember(Name = "source_status_id_str"), JsonPropertyName("source_status_id_str"), JsonProperty("source_status_id_str")] public string? SourceStatusIdStr { get; set; }
}

/// <summary>The renditions of a photo.</summary>
[BentoObject, DataContract]
public sealed partial class TwitterMediaSizes
{
    [BentoName("medium"), DataMember(Name = "medium"), JsonPropertyName("medium"), JsonProperty("medium")] public TwitterMediaSize Medium { get; set; } = new();
    [BentoName("small"), DataMember(Name = "small"), JsonPropertyName("small"), JsonProperty("small")] public TwitterMediaSize Small { get; set; } = new();
    [BentoName("thumb"), DataMember(Name = "thumb"), JsonPropertyName("thumb"), JsonProperty("thumb")] public TwitterMediaSize Thumb { get; set; } = new();
    [BentoName("large"), DataMember(Name = "large"), JsonPropertyName("large"), JsonProperty("large")] public TwitterMediaSize Large { get; set; } = new();
}

/// <summary>One rendition of a photo.</summary>
[BentoObject, DataContract]
public sealed partial class TwitterMediaSize
{
    [BentoName("w"), DataMember(Name = "w"), JsonPropertyName("w"), JsonProperty("w")] public int W { get; set; }
    [BentoName("h"), DataMember(Name = "h"), JsonPropertyName("h"), JsonProperty("h")] public int H { get; set; }
    [BentoName("resize"), DataMember(Name = "resize"), JsonPropertyName("resize"), JsonProperty("resize")] public string Resize { get; set; } = "";
}

/// <summary>A GeoJSON point (always null in the corpus, modelled after the API).</summary>
[BentoObject, DataContract]
public sealed partial class TwitterGeoPoint
{
    [BentoName("type"), DataMember(Name = "type"), JsonPropertyName("type"), JsonProperty("type")] public string Type { get; set; } = "";
    [BentoName("coordinates"), DataMember(Name = "coordinates"), JsonPropertyName("coordinates"), JsonProperty("coordinates")] public double[] Coordinates { get; set; } = [];
}

/// <summary>A tagged place (always null in the corpus, modelled after the API).</summary>
[BentoObject, DataContract]
public sealed partial class TwitterPlace
{
    [BentoName("id"), DataMember(Name = "id"), JsonPropertyName("id"), JsonProperty("id")] public string Id { get; set; } = "";
    [BentoName("url"), DataMember(Name = "url"), JsonPropertyName("url"), JsonProperty("url")] public string Url { get; set; } = "";
    [BentoName("place_type"), DataMember(Name = "place_type"), JsonPropertyName("place_type"), JsonProperty("place_type")] public string PlaceType { get; set; } = "";
    [BentoName("name"), DataMember(Name = "name"), JsonPropertyName("name"), JsonProperty("name")] public string Name { get; set; } = "";
    [BentoName("full_name"), DataMember(Name = "full_name"), JsonPropertyName("full_name"), JsonProperty("full_name")] public string FullName { get; set; } = "";
    [BentoName("country_code"), DataMember(Name = "country_code"), JsonPropertyName("country_code"), JsonProperty("country_code")] public string CountryCode { get; set; } = "";
    [BentoName("country"), DataMember(Name = "country"), JsonPropertyName("country"), JsonProperty("country")] public string Country { get; set; } = "";
}
