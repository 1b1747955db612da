#!/usr/bin/env bash
# Checks the Unity package as far as possible without a Unity editor:
#  1. layout and metadata (check_layout.py): files, .meta GUIDs, the generator's RoslynAnalyzer label and platforms,
#     target frameworks, package.json version;
#  2. the package's own files compiled the way Unity compiles them: the polyfill as its own netstandard2.1 assembly
#     (Bento.Unity), and the sample at C# 9 for netstandard2.1 against the package's Bento.dll with the package's
#     generator as analyzer (UnityEngine replaced by a stub of the few members the sample uses), warnings as errors;
#  3. the same sample for net10.0, whose class library has its own IsExternalInit, to show the polyfill does not clash;
#  4. the sample run: save, load, a damaged save file.
# Usage: unity/check-package.sh [PACKAGE_DIR]   (default: builds one with unity/build-package.sh into a temporary folder)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [ $# -ge 1 ]; then
  package="$(cd "$1" && pwd)"
else
  "$root/unity/build-package.sh" "$work/out" > /dev/null
  package="$work/out/com.bento.bento"
fi

python3 "$root/unity/check_layout.py" "$package" "$root"

# Outside the repository, so that none of its Directory.Build.props settings apply: only Unity-like ones.
mkdir -p "$work/polyfill" "$work/sample" "$work/host"
cat > "$work/Directory.Build.props" <<PROPS
<Project>
  <PropertyGroup>
    <LangVersion>9</LangVersion>
    <Nullable>disable</Nullable>
    <ImplicitUsings>disable</ImplicitUsings>
    <TreatWarningsAsErrors>true</TreatWarningsAsErrors>
    <EnableDefaultCompileItems>false</EnableDefaultCompileItems>
    <GenerateDocumentationFile>false</GenerateDocumentationFile>
  </PropertyGroup>
</Project>
PROPS
cat > "$work/polyfill/Bento.Unity.csproj" <<PROJ
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup><TargetFramework>netstandard2.1</TargetFramework></PropertyGroup>
  <ItemGroup><Compile Include="$package/Runtime/*.cs" /></ItemGroup>
</Project>
PROJ
cat > "$work/sample/UnityEngineStub.cs" <<'CS'
// The few UnityEngine members the sample uses, so that it compiles and runs outside the editor.
namespace UnityEngine
{
    public class MonoBehaviour { }
    public static class Application { public static string persistentDataPath { get; set; } = "."; }
    public static class Debug
    {
        public static int Warnings;
        public static void Log(object message) => System.Console.WriteLine(message);
        public static void LogWarning(object message) { Warnings++; System.Console.WriteLine("warning: " + message); }
    }
}
CS
cat > "$work/sample/Sample.csproj" <<PROJ
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup><TargetFrameworks>netstandard2.1;net10.0</TargetFrameworks></PropertyGroup>
  <ItemGroup>
    <Compile Include="$package/Samples~/SaveGame/*.cs" />
    <Compile Include="UnityEngineStub.cs" />
    <Reference Include="Bento"><HintPath>$package/Runtime/Plugins/Bento.dll</HintPath></Reference>
    <Analyzer Include="$package/Runtime/Analyzers/Bento.Generator.dll" />
    <ProjectReference Include="../polyfill/Bento.Unity.csproj" />
  </ItemGroup>
</Project>
PROJ
cat > "$work/host/Host.csproj" <<PROJ
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup><OutputType>Exe</OutputType><TargetFramework>net10.0</TargetFramework></PropertyGroup>
  <ItemGroup>
    <Compile Include="Program.cs" />
    <Reference Include="Bento"><HintPath>$package/Runtime/Plugins/Bento.dll</HintPath></Reference>
    <ProjectReference Include="../sample/Sample.csproj" SetTargetFramework="TargetFramework=netstandard2.1" />
  </ItemGroup>
</Project>
PROJ
cat > "$work/host/Program.cs" <<'CS'
using System;
using System.IO;
using Bento.Samples.SaveGame;

// Runs the netstandard2.1 build of the sample: a new game, points scored and saved, loaded again, then a damaged file.
public static class Program
{
    public static int Main()
    {
        string folder = Path.Combine(Path.GetTempPath(), "bento-unity-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(folder);
        try
        {
            UnityEngine.Application.persistentDataPath = folder;
            var first = new SaveGameBehaviour { playerName = "Aiko" };
            first.Load();
            first.AddScore(1200, "sword");
            var second = new SaveGameBehaviour();
            second.Load();
            Check(second.Current.Name == "Aiko" && second.Current.HighScore == 1200 && second.Current.Unlocked.Count == 1, "saved game reloaded");
            File.WriteAllBytes(Path.Combine(folder, "save.msgpack"), new byte[] { 0x82, 0xa4, 0x4e });
            var third = new SaveGameBehaviour();
            third.Load();
            Check(UnityEngine.Debug.Warnings == 1 && third.Current.HighScore == 0, "damaged save reported and replaced by a new game");
            Console.WriteLine("unity sample: save, load and damaged-file paths OK");
            return 0;
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    private static void Check(bool condition, string what)
    {
        if (!condition) throw new InvalidOperationException("unity sample: failed: " + what);
    }
}
CS
dotnet build "$work/sample/Sample.csproj" -c Release --nologo -v quiet
dotnet run --project "$work/host/Host.csproj" -c Release
