using System;
using System.Globalization;
using System.IO;

namespace Bento.Tests.SaveFiles
{
    /// <summary>
    /// The entry point of this test assembly (the test SDK's generated one is turned off). Under the test runner it
    /// is never called; the crash test starts the assembly again as a process of its own with
    /// <c>--bento-save-child PATH FORMAT FIRST</c>, which saves generation after generation until it is killed.
    /// </summary>
    public static class SaveCrashChild
    {
        public const string Switch = "--bento-save-child";

        public static int Main(string[] args)
        {
            if (args.Length != 4 || args[0] != Switch)
            {
                Console.Error.WriteLine("This assembly holds tests; run it with dotnet test. Child mode: " + Switch + " PATH FORMAT FIRST-GENERATION");
                return 2;
            }

            string path = args[1];
            var options = new BentoFileOptions { Format = Enum.Parse<BentoFileFormat>(args[2]) };
            int generation = int.Parse(args[3], CultureInfo.InvariantCulture);

            // Warm the serializer up first, so that kills land in saves rather than in the JIT.
            BentoJson.SerializeToUtf8Bytes(SaveSlot.Make(generation, SaveCrashTests.Bulk));
            BentoMessagePack.Serialize(SaveSlot.Make(generation, SaveCrashTests.Bulk));
            Console.Out.WriteLine("ready");
            Console.Out.Flush();
            while (true)
            {
                BentoFile.Save(path, SaveSlot.Make(generation, SaveCrashTests.Bulk), options);
                // Printed only after Save returned: the parent then knows this generation is committed.
                Console.Out.WriteLine("saved " + generation.ToString(CultureInfo.InvariantCulture));
                Console.Out.Flush();
                generation++;
            }
        }
    }
}
