using System.IO;
using Bento;

namespace Bento.Samples.SaveGame
{
    /// <summary>Reads and writes a <see cref="SaveGame"/> as MessagePack, never leaving a half-written save behind.</summary>
    public static class SaveFile
    {
        public static void Write(string path, SaveGame game)
        {
            // Write beside the old save, then swap: a crash or a full disk mid-write keeps the previous save intact.
            string temporary = path + ".tmp";
            File.WriteAllBytes(temporary, BentoMessagePack.Serialize(game));
            if (File.Exists(path)) File.Replace(temporary, path, null);
            else File.Move(temporary, path);
        }

        /// <summary>The saved game, or null when there is none yet.</summary>
        /// <exception cref="BentoMessagePackException">The file is damaged; the message says where.</exception>
        public static SaveGame Read(string path) =>
            File.Exists(path) ? BentoMessagePack.Deserialize<SaveGame>(File.ReadAllBytes(path)) : null;
    }
}
