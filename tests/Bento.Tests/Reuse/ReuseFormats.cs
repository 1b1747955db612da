using System.Text;

namespace Bento.Tests.Reuse
{
    /// <summary>
    /// Populates from JSON text in each format: "json" reads it as is, "msgpack" converts it to MessagePack first (a
    /// JSON object becomes a map, a JSON array an array, so array-layout types are fed JSON arrays).
    /// </summary>
    public static class ReuseFormats
    {
        public static readonly object[][] All = { new object[] { "json" }, new object[] { "msgpack" } };

        public static void Populate<T>(string format, string json, ref T target)
        {
            if (format == "json")
                BentoJson.Populate(json, ref target);
            else
                BentoMessagePack.Populate(BentoMessagePack.FromJson(Encoding.UTF8.GetBytes(json)), ref target);
        }

        public static T Read<T>(string format, string json) => format == "json"
            ? BentoJson.Deserialize<T>(json)
            : BentoMessagePack.Deserialize<T>(BentoMessagePack.FromJson(Encoding.UTF8.GetBytes(json)));
    }
}
