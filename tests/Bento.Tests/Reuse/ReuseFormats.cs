using System.Text;

namespace Bento.Tests.Reuse
{
    /// <summary>
    /// Populates from JSON text in each format: "json" reads it as is, "msgpack" converts it to MessagePack first (a
    /// JSON object becomes a map, a JSON array an array, so array-layout types are fed JSON arrays), "hinted" adds size
    /// hints and reads it as hinted JSON.
    /// </summary>
    public static class ReuseFormats
    {
        public static readonly object[][] All = { new object[] { "json" }, new object[] { "msgpack" }, new object[] { "hinted" } };

        public static void Populate<T>(string format, string json, ref T target)
        {
            if (format == "json")
                BentoJson.Populate(json, ref target);
            else if (format == "hinted")
                BentoHintedJson.Populate(BentoHintedJson.FromJson(Encoding.UTF8.GetBytes(json)), ref target);
            else
                BentoMessagePack.Populate(BentoMessagePack.FromJson(Encoding.UTF8.GetBytes(json)), ref target);
        }

        public static T Read<T>(string format, string json) => format switch
        {
            "json" => BentoJson.Deserialize<T>(json),
            "hinted" => BentoHintedJson.Deserialize<T>(BentoHintedJson.FromJson(Encoding.UTF8.GetBytes(json))),
            _ => BentoMessagePack.Deserialize<T>(BentoMessagePack.FromJson(Encoding.UTF8.GetBytes(json))),
        };
    }
}
