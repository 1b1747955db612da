#!/usr/bin/env bash
# Builds the Unity (UPM) package from this repository's own outputs: the netstandard2.1 runtime and the source
# generator, put into the committed package skeleton (unity/com.bento.bento: package.json, asmdef, .meta files, the
# IsExternalInit polyfill and the sample). Writes OUT/com.bento.bento/ and the tarball OUT/com.bento.bento-VERSION.tgz
# (the layout Unity's "Add package from tarball" expects: everything under package/).
# Usage: unity/build-package.sh [OUT]   (OUT defaults to artifacts/unity)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/artifacts/unity}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
cd "$root"

# Building the runtime builds the generator first (it is a project reference of the runtime).
dotnet build src/Bento/Bento.csproj -c Release -f netstandard2.1 --nologo -v quiet
version="$(dotnet msbuild src/Bento/Bento.csproj -getProperty:Version -p:Configuration=Release)"
declared="$(sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' unity/com.bento.bento/package.json)"
if [ "$declared" != "$version" ]; then
  echo "unity/com.bento.bento/package.json has version $declared but the assemblies are $version; update package.json" >&2
  exit 1
fi

package="$out/com.bento.bento"
rm -rf "$package"
mkdir -p "$package"
cp -R unity/com.bento.bento/. "$package/"
rm -f "$package/.gitignore"
cp src/Bento/bin/Release/netstandard2.1/Bento.dll src/Bento/bin/Release/netstandard2.1/Bento.xml "$package/Runtime/Plugins/"
cp src/Bento.Generator/bin/Release/netstandard2.0/Bento.Generator.dll "$package/Runtime/Analyzers/"

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
cp -R "$package" "$staging/package"
tar -czf "$out/com.bento.bento-$version.tgz" -C "$staging" package
echo "Unity package: $package"
echo "Unity tarball: $out/com.bento.bento-$version.tgz"
