#!/usr/bin/env bash
# The whole test suite from a fresh clone: installs what it needs, builds, runs every test file.
# Usage: npm test            (or: bash scripts/test.sh)
#        K8SFORM_UPDATE_GOLDEN=1 npm test   rewrites golden files; review the diff before committing.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "k8sform test: $*" >&2; exit 1; }

node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null) || fail "Node.js is missing: install Node.js 20 or newer"
[ "$node_major" -ge 20 ] || fail "Node.js $node_major is too old: install Node.js 20 or newer"

# System packages the tests use as independent checkers.
missing=()
command -v openssl >/dev/null || missing+=(openssl)
command -v script >/dev/null || missing+=(bsdutils) # a terminal for the progress display's test
if [ ${#missing[@]} -gt 0 ]; then
  command -v apt-get >/dev/null || fail "missing ${missing[*]} and no apt-get to install them"
  [ "$(id -u)" = 0 ] || fail "missing ${missing[*]}: install them (apt-get install ${missing[*]}) or run as root"
  echo "installing ${missing[*]}"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# npm dependencies, exactly as locked.
if ! npm ls --depth=0 >/dev/null 2>&1; then
  echo "installing npm dependencies (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
fi

rm -rf dist
npx tsc -p tsconfig.json
node scripts/bundle.mjs
node scripts/gen-types.mjs --check

# The e2e test hosts' programs and accounts, made before any test starts: making an account while a
# lab host is up would detach that host's own /etc/passwd (see test/e2e/support/test-hosts.ts).
node dist/test/e2e/support/prepare-machine.js

# Node 20's test runner does not expand globs: list the files.
mapfile -t files < <(find dist -name '*.test.js' | sort)
[ ${#files[@]} -gt 0 ] || fail "no test files found under dist/"
node --test --test-concurrency=2 "${files[@]}"
