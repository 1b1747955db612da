using System.IO;
using UnityEngine;

namespace Bento.Samples.SaveGame
{
    /// <summary>Loads the save when the scene starts and saves it when points are scored and when the game quits.</summary>
    public class SaveGameBehaviour : MonoBehaviour
    {
        public string playerName = "Ada";

        public SaveGame Current { get; private set; }

        private string SavePath => Path.Combine(Application.persistentDataPath, "save.msgpack");

        private void Start() => Load();

        private void OnApplicationQuit() => Save();

        public void Load()
        {
            try
            {
                Current = SaveFile.Read(SavePath) ?? new SaveGame(playerName, 0);
            }
            catch (BentoMessagePackException e)
            {
                // A damaged save is reported with its byte offset and path, and the game starts afresh.
                Debug.LogWarning("Save file unreadable, starting a new game: " + e.Message);
                Current = new SaveGame(playerName, 0);
            }

            Debug.Log($"Loaded {Current.Name}: high score {Current.HighScore}, {Current.Unlocked.Count} unlocked");
        }

        public void Save() => SaveFile.Write(SavePath, Current);

        public void AddScore(int points, string unlock = null)
        {
            var unlocked = new System.Collections.Generic.List<string>(Current.Unlocked);
            if (unlock != null) unlocked.Add(unlock);
            Current = Current with { HighScore = Current.HighScore + points, Unlocked = unlocked };
            Save();
        }
    }
}
