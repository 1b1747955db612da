using System.Collections.Generic;

namespace Bento.Tests.Registration
{
    /// <summary>Declares its own static constructor next to the generated registration.</summary>
    [BentoObject]
    public partial class WithStaticConstructor
    {
        public static readonly List<string> Log = new List<string>();

        static WithStaticConstructor()
        {
            // Field initializers (the generated registration among them) have run before this body.
            Log.Add("user static constructor");
        }

        public int Id { get; set; }
        public string Name { get; set; } = "";
    }

    /// <summary>Like <see cref="WithStaticConstructor"/>, but only ever reached through the registries.</summary>
    [BentoObject]
    public partial class StaticConstructorThroughRegistry
    {
        private static int s_runs;

        static StaticConstructorThroughRegistry() => s_runs++;

        public static int Runs => s_runs;

        public List<int> Values { get; set; } = new List<int>();
    }

    /// <summary>Generated for JSON only: no MessagePack codec exists.</summary>
    [BentoObject(Formats = BentoCodecFormats.Json)]
    public partial class JsonOnly
    {
        public int Id { get; set; }
        public List<string> Tags { get; set; } = new List<string>();
    }

    /// <summary>Generated for MessagePack only: no JSON codec exists.</summary>
    [BentoObject(Formats = BentoCodecFormats.MessagePack)]
    public partial class MessagePackOnly
    {
        public int Id { get; set; }
        public double Score { get; set; }
    }

    /// <summary>Both formats named explicitly, the same as the default.</summary>
    [BentoObject(Formats = BentoCodecFormats.Json | BentoCodecFormats.MessagePack)]
    public partial class BothFormats
    {
        public int Id { get; set; }
        public List<string> Names { get; set; } = new List<string>();
    }

    /// <summary>A JSON-only type nesting another JSON-only type.</summary>
    [BentoObject(Formats = BentoCodecFormats.Json)]
    public partial class JsonOnlyHolder
    {
        public JsonOnly? Inner { get; set; }
    }

    /// <summary>Named by no test except through reflection: only the module initializer can have registered it.</summary>
    [BentoObject]
    public partial class RegisteredAtLoad
    {
        public int Id { get; set; }
    }

    /// <summary>Records that its type initializer ran; named by no test except through reflection.</summary>
    [BentoObject]
    public partial class InitializedAtLoad
    {
        static InitializedAtLoad() => LoadRecord.InitializedAtLoadRan();

        public int Id { get; set; }
    }

    /// <summary>What ran at load, kept outside the types under test so that reading it runs nothing of theirs.</summary>
    public static class LoadRecord
    {
        public static bool InitializedAtLoad { get; private set; }

        internal static void InitializedAtLoadRan() => InitializedAtLoad = true;
    }
}
