using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;
using Bento.Bench.Models;

namespace Bento.Bench.Workloads;

/// <summary>
/// Deterministic stand-ins for the three corpora, used only when the files are missing (a fresh clone without the
/// shared data). Same schema, similar size and similar mix of content (non-ASCII text, 64-bit ids, numeric-string
/// keys, many doubles), so the numbers stay comparable in kind though not identical; the output says which was used.
/// </summary>
public static class CorpusLookAlikes
{
    public const int Seed = 20140831;

    const string Kana = "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん";
    const string Kanji = "一二三人日本語東京大阪時間今年学生先生電車";
    const string Latin = "abcdefghijklmnopqrstuvwxyz0123456789";

    public static TwitterSearch Twitter()
    {
        var random = new Random(Seed);
        var root = new TwitterSearch();
        long nextId = 505874924095815681;
        for (int i = 0; i < 100; i++)
        {
            TwitterStatus status = Status(random, nextId--, depth: 0);
            root.Statuses.Add(status);
        }

        root.SearchMetadata = new TwitterSearchMetadata
        {
            CompletedIn = 0.087,
            MaxId = 505874924095815681,
            MaxIdStr = "505874924095815681",
            NextResults = "?max_id=505874847260352512&q=%E4%B8%80&count=100&include_entities=1",
            Query = "%E4%B8%80",
            RefreshUrl = "?since_id=505874924095815681&q=%E4%B8%80&include_entities=1",
            Count = 100,
            SinceId = 0,
            SinceIdStr = "0",
        };
        return root;
    }

    static TwitterStatus Status(Random random, long id, int depth)
    {
        var status = new TwitterStatus
        {
            Metadata = new TwitterStatusMetadata { ResultType = "recent", IsoLanguageCode = "ja" },
            CreatedAt = "Sun Aug 31 00:" + random.Next(10, 60).ToString(CultureInfo.InvariantCulture) + ":15 +0000 2014",
            Id = id,
            IdStr = id.ToString(CultureInfo.InvariantCulture),
            Text = Words(random, Kana + Kanji, random.Next(20, 110)) + " http://t.co/" + Words(random, Latin, 10),
            Source = "<a href=\"http://twitter.com/download/iphone\" rel=\"nofollow\">Twitter for iPhone</a>",
            Truncated = false,
            User = User(random),
            RetweetCount = random.Next(0, 500),
            FavoriteCount = random.Next(0, 300),
            Entities = Entities(random),
            Favorited = false,
            Retweeted = false,
            Lang = "ja",
        };
        if (random.Next(4) == 0)
        {
            long replyUser = random.NextInt64(10_000_000, 3_000_000_000);
            status.InReplyToUserId = replyUser;
            status.InReplyToUserIdStr = replyUser.ToString(CultureInfo.InvariantCulture);
            status.InReplyToScreenName = Words(random, Latin, 8);
        }

        if (random.Next(7) == 0)
        {
            status.PossiblySensitive = false;
        }

        if (depth == 0 && random.Next(100) < 73)
        {
            status.RetweetedStatus = Status(random, id - 1_000_000_000, depth + 1);
        }

        return status;
    }

    static TwitterUser User(Random random)
    {
        long id = random.NextInt64(10_000_000, 3_000_000_000);
        var user = new TwitterUser
        {
            Id = id,
            IdStr = id.ToString(CultureInfo.InvariantCulture),
            Name = Words(random, Kanji + Kana, random.Next(3, 12)),
            ScreenName = Words(random, Latin, random.Next(5, 15)),
            Location = random.Next(3) == 0 ? "" : Words(random, Kanji, 4),
            Description = Words(random, Kana + Kanji, random.Next(10, 80)),
            Entities = new TwitterUserEntities { Description = new TwitterUrlList() },
            Protected = false,
            FollowersCount = random.Next(0, 5000),
            FriendsCount = random.Next(0, 5000),
            ListedCount = random.Next(0, 50),
            CreatedAt = "Sat Feb 16 13:40:25 +0000 2013",
            FavouritesCount = random.Next(0, 10000),
            GeoEnabled = random.Next(2) == 0,
            Verified = false,
            StatusesCount = random.Next(0, 50000),
            Lang = "ja",
            ProfileBackgroundColor = "C0DEED",
            ProfileBackgroundImageUrl = "http://abs.twimg.com/images/themes/theme1/bg.png",
            ProfileBackgroundImageUrlHttps = "https://abs.twimg.com/images/themes/theme1/bg.png",
            ProfileImageUrl = "http://pbs.twimg.com/profile_images/" + random.Next().ToString(CultureInfo.InvariantCulture) + "/" + Words(random, Latin, 8) + "_normal.jpeg",
            ProfileImageUrlHttps = "https://pbs.twimg.com/profile_images/" + random.Next().ToString(CultureInfo.InvariantCulture) + "/" + Words(random, Latin, 8) + "_normal.jpeg",
            ProfileLinkColor = "0084B4",
            ProfileSidebarBorderColor = "C0DEED",
            ProfileSidebarFillColor = "DDEEF6",
            ProfileTextColor = "333333",
            ProfileUseBackgroundImage = true,
            DefaultProfile = true,
        };
        if (random.Next(10) < 9)
        {
            user.ProfileBannerUrl = "https://pbs.twimg.com/profile_banners/" + user.IdStr + "/1409318784";
        }

        if (random.Next(3) == 0)
        {
            user.UtcOffset = 32400;
            user.TimeZone = "Tokyo";
        }

        if (random.Next(9) == 0)
        {
            user.Url = "http://t.co/" + Words(random, Latin, 10);
            user.Entities.Url = new TwitterUrlList { Urls = [Url(random, 0)] };
        }

        return user;
    }

    static TwitterEntities Entities(Random random)
    {
        var entities = new TwitterEntities();
        for (int i = random.Next(3); i > 0; i--)
        {
            entities.Hashtags.Add(new TwitterHashtag { Text = Words(random, Kanji, 4), Indices = [10, 15] });
        }

        for (int i = random.Next(2); i > 0; i--)
        {
            entities.Urls.Add(Url(random, 40));
        }

        for (int i = random.Next(3); i > 0; i--)
        {
            long id = random.NextInt64(10_000_000, 3_000_000_000);
            entities.UserMentions.Add(new TwitterUserMention
            {
                ScreenName = Words(random, Latin, 9),
                Name = Words(random, Kana, 5),
                Id = id,
                IdStr = id.ToString(CultureInfo.InvariantCulture),
                Indices = [3, 13],
            });
        }

        if (random.Next(16) == 0)
        {
            long id = random.NextInt64(500_000_000_000_000_000, 506_000_000_000_000_000);
            var size = new TwitterMediaSize { W = 600, H = 450, Resize = "fit" };
            entities.Media =
            [
                new TwitterMedia
                {
                    Id = id,
                    IdStr = id.ToString(CultureInfo.InvariantCulture),
                    Indices = [50, 72],
                    MediaUrl = "http://pbs.twimg.com/media/" + Words(random, Latin, 15) + ".jpg",
                    MediaUrlHttps = "https://pbs.twimg.com/media/" + Words(random, Latin, 15) + ".jpg",
                    Url = "http://t.co/" + Words(random, Latin, 10),
                    DisplayUrl = "pic.twitter.com/" + Words(random, Latin, 10),
                    ExpandedUrl = "http://twitter.com/" + Words(random, Latin, 8) + "/status/" + id.ToString(CultureInfo.InvariantCulture) + "/photo/1",
                    Type = "photo",
                    Sizes = new TwitterMediaSizes { Medium = size, Small = new TwitterMediaSize { W = 340, H = 255, Resize = "fit" }, Thumb = new TwitterMediaSize { W = 150, H = 150, Resize = "crop" }, Large = size },
                },
            ];
        }

        return entities;
    }

    static TwitterUrl Url(Random random, int start) => new()
    {
        Url = "http://t.co/" + Words(random, Latin, 10),
        ExpandedUrl = "http://" + Words(random, Latin, 12) + ".jp/",
        DisplayUrl = Words(random, Latin, 12) + ".jp",
        Indices = [start, start + 22],
    };

    public static CitmCatalog Citm()
    {
        var random = new Random(Seed);
        var catalog = new CitmCatalog();
        catalog.AudienceSubCategoryNames["337100890"] = "Abonné";
        catalog.VenueNames["PLEYEL_PLEYEL"] = "Salle Pleyel";
        int[] topics = [107888604, 324846098, 324846099, 324846100];
        string[] topicNames = ["Activité", "Type de public", "Genre", "Formations musicales"];
        for (int i = 0; i < topics.Length; i++)
        {
            catalog.TopicNames[Key(topics[i])] = topicNames[i];
            catalog.TopicSubTopics[Key(topics[i])] = [337184262 + i, 337184280 + i, 337184290 + i];
        }

        for (int i = 0; i < 19; i++)
        {
            catalog.SubTopicNames[Key(337184262 + i)] = "Musique " + Words(random, Latin, 8);
        }

        int[] areas = new int[17];
        for (int i = 0; i < areas.Length; i++)
        {
            areas[i] = 205705993 + i;
            catalog.AreaNames[Key(areas[i])] = i + "ème balcon " + Words(random, Latin, 6);
        }

        for (int i = 0; i < 64; i++)
        {
            catalog.SeatCategoryNames[Key(338937235 + i)] = "Catégorie " + Words(random, Latin, 4);
        }

        var eventIds = new List<int>();
        for (int i = 0; i < 184; i++)
        {
            int id = 138586341 + (i * 1013);
            eventIds.Add(id);
            catalog.Events[Key(id)] = new CitmEvent
            {
                Id = id,
                Logo = random.Next(3) == 0 ? "/images/UE0AAAAACEKo6QAAAAZDSVRN" : null,
                Name = Words(random, Latin, random.Next(8, 30)),
                SubTopicIds = [337184262 + random.Next(19), 337184262 + random.Next(19)],
                TopicIds = [topics[random.Next(4)], topics[random.Next(4)]],
            };
        }

        for (int i = 0; i < 243; i++)
        {
            var performance = new CitmPerformance
            {
                EventId = eventIds[random.Next(eventIds.Count)],
                Id = 339887544 + i,
                Logo = random.Next(2) == 0 ? "/images/UE0AAAAACEKo6QAAAAZDSVRN" : null,
                Start = 1372701600000 + (i * 86_400_000L),
                VenueCode = "PLEYEL_PLEYEL",
            };
            int categories = random.Next(1, 7);
            for (int c = 0; c < categories; c++)
            {
                int seatCategoryId = 338937235 + random.Next(64);
                performance.Prices.Add(new CitmPrice { Amount = random.Next(10, 200) * 250, AudienceSubCategoryId = 337100890, SeatCategoryId = seatCategoryId });
                var seatCategory = new CitmSeatCategory { SeatCategoryId = seatCategoryId };
                for (int a = random.Next(3, 17); a > 0; a--)
                {
                    seatCategory.Areas.Add(new CitmArea { AreaId = areas[random.Next(areas.Length)] });
                }

                performance.SeatCategories.Add(seatCategory);
            }

            catalog.Performances.Add(performance);
        }

        return catalog;
    }

    public static CanadaFeatureCollection Canada()
    {
        var random = new Random(Seed);
        var geometry = new CanadaGeometry { Type = "Polygon" };
        int points = 0;
        while (points < 55_540)
        {
            // Rings are short coastline walks: neighbouring points a few hundredths of a degree apart.
            int length = random.Next(5) == 0 ? random.Next(100, 400) : random.Next(9, 40);
            double longitude = -141 + (random.NextDouble() * 88);
            double latitude = 42 + (random.NextDouble() * 41);
            var ring = new List<double[]>(length);
            for (int i = 0; i < length; i++)
            {
                longitude += (random.NextDouble() - 0.5) * 0.02;
                latitude += (random.NextDouble() - 0.5) * 0.02;
                ring.Add([longitude, latitude]);
            }

            geometry.Coordinates.Add(ring);
            points += length;
        }

        return new CanadaFeatureCollection
        {
            Type = "FeatureCollection",
            Features = [new CanadaFeature { Type = "Feature", Properties = new CanadaProperties { Name = "Canada" }, Geometry = geometry }],
        };
    }

    static string Key(int id) => id.ToString(CultureInfo.InvariantCulture);

    static string Words(Random random, string alphabet, int length)
    {
        var builder = new StringBuilder(length);
        for (int i = 0; i < length; i++)
        {
            builder.Append(alphabet[random.Next(alphabet.Length)]);
        }

        return builder.ToString();
    }
}
