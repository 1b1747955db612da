#!/usr/bin/env python3
"""Checks a built Unity package's layout and metadata, everything that can be checked without a Unity editor.

Usage: check_layout.py PACKAGE_DIR REPO_ROOT. Prints one line per problem and exits 1 if there is any.
"""
import json
import os
import re
import sys

package, repo = sys.argv[1], sys.argv[2]
problems = []


def fail(message):
    problems.append(message)


def read(relative):
    with open(os.path.join(package, relative), encoding="utf-8") as f:
        return f.read()


required = [
    "package.json", "README.md",
    "Runtime/Bento.Unity.asmdef", "Runtime/IsExternalInit.cs",
    "Runtime/Plugins/Bento.dll", "Runtime/Plugins/Bento.xml",
    "Runtime/Analyzers/Bento.Generator.dll",
]
for relative in required:
    if not os.path.isfile(os.path.join(package, relative)):
        fail(f"missing {relative}")

# package.json: a valid UPM manifest whose version is the assemblies' version.
manifest = json.loads(read("package.json"))
if not re.fullmatch(r"com(\.[a-z0-9][a-z0-9-]*){2,}", manifest.get("name", "")):
    fail(f"package.json: name {manifest.get('name')!r} is not a reverse-domain UPM name")
with open(os.path.join(repo, "Directory.Build.props"), encoding="utf-8") as f:
    props_version = re.search(r"<Version>([^<]+)</Version>", f.read()).group(1)
if manifest.get("version") != props_version:
    fail(f"package.json: version {manifest.get('version')} differs from Directory.Build.props {props_version}")
if not re.fullmatch(r"\d{4}\.\d", manifest.get("unity", "")):
    fail("package.json: 'unity' must be a version such as 2022.3")
for sample in manifest.get("samples", []):
    if not os.path.isdir(os.path.join(package, sample["path"])):
        fail(f"package.json: sample path {sample['path']} does not exist")

# Every asset and folder has a .meta with a unique GUID; no .meta lacks its asset. Folders ending in ~ are hidden
# from Unity's importer (Samples~) and take none.
guids = {}
for directory, folders, files in os.walk(package):
    folders[:] = [d for d in folders if not d.endswith("~") and not d.startswith(".")]
    for name in folders + files:
        path = os.path.join(directory, name)
        relative = os.path.relpath(path, package)
        if name.endswith(".meta"):
            if not os.path.exists(path[:-5]):
                fail(f"{relative}: .meta without its asset")
            text = read(relative)
            match = re.search(r"^guid: ([0-9a-f]{32})$", text, re.M)
            if not match:
                fail(f"{relative}: no 32-digit lowercase hex guid")
            elif match.group(1) in guids:
                fail(f"{relative}: guid also used by {guids[match.group(1)]}")
            else:
                guids[match.group(1)] = relative
            if not text.startswith("fileFormatVersion: 2\n"):
                fail(f"{relative}: not a fileFormatVersion 2 meta file")
        elif not name.startswith(".") and not os.path.isfile(path + ".meta"):
            fail(f"{relative}: no .meta file (Unity ignores assets without one in immutable packages)")


def platform_flags(meta):
    return [int(v) for v in re.findall(r"^      enabled: (\d)$", meta, re.M)]


# The generator: labelled RoslynAnalyzer and enabled for no platform, so it runs in the compiler only.
generator_meta = read("Runtime/Analyzers/Bento.Generator.dll.meta")
if not re.search(r"^labels:\n- RoslynAnalyzer$", generator_meta, re.M):
    fail("Runtime/Analyzers/Bento.Generator.dll.meta: no RoslynAnalyzer label")
flags = platform_flags(generator_meta)
if not flags or any(flags):
    fail("Runtime/Analyzers/Bento.Generator.dll.meta: must be enabled for no platform (Any and Editor off)")
if "PluginImporter:" not in generator_meta:
    fail("Runtime/Analyzers/Bento.Generator.dll.meta: not a PluginImporter")

# The runtime: a plugin for every platform.
runtime_meta = read("Runtime/Plugins/Bento.dll.meta")
if "PluginImporter:" not in runtime_meta or not re.search(r"Any: \n    second:\n      enabled: 1", runtime_meta):
    fail("Runtime/Plugins/Bento.dll.meta: must be a plugin enabled for Any platform")


def target_framework(relative):
    with open(os.path.join(package, relative), "rb") as f:
        match = re.search(rb"\.NETStandard,Version=v(\d\.\d)", f.read())
    return match.group(1).decode() if match else None


if target_framework("Runtime/Plugins/Bento.dll") != "2.1":
    fail("Runtime/Plugins/Bento.dll is not the netstandard2.1 build")
if target_framework("Runtime/Analyzers/Bento.Generator.dll") != "2.0":
    fail("Runtime/Analyzers/Bento.Generator.dll is not the netstandard2.0 generator")

# The assembly definition over the generator and the polyfill: always compiled (the generator applies to the
# assemblies that reference it), auto-referenced by Assembly-CSharp; the polyfill compiles out with
# BENTO_NO_ISEXTERNALINIT.
asmdef = json.loads(read("Runtime/Bento.Unity.asmdef"))
if asmdef.get("name") != "Bento.Unity":
    fail("Runtime/Bento.Unity.asmdef: name must be Bento.Unity")
if asmdef.get("defineConstraints"):
    fail("Runtime/Bento.Unity.asmdef: a define constraint would also switch the generator off")
if not asmdef.get("autoReferenced", True):
    fail("Runtime/Bento.Unity.asmdef: must be auto-referenced so that Assembly-CSharp gets the generator and the polyfill")
if asmdef.get("includePlatforms") or asmdef.get("excludePlatforms"):
    fail("Runtime/Bento.Unity.asmdef: must build for every platform")
if "#if !BENTO_NO_ISEXTERNALINIT" not in read("Runtime/IsExternalInit.cs"):
    fail("Runtime/IsExternalInit.cs: the polyfill must compile out with BENTO_NO_ISEXTERNALINIT")

for problem in problems:
    print("unity package: " + problem)
if problems:
    sys.exit(1)
print(f"unity package: layout and metadata OK ({len(guids)} .meta files, version {manifest['version']})")
