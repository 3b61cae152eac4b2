#!/usr/bin/env bash
# The test suite from a fresh clone: installs what it needs, builds, runs the test files of a tier.
# Usage: npm test            every tier (or: bash scripts/test.sh)
#        npm run test:unit   the tests of pure logic, the CLI on local files, golden files, corpora
#        npm run test:e2e    real OpenSSH servers in namespaces, real etcd and kube-apiserver
#        npm run test:lab    real nodes: kubelets, containerd and runc
#        K8SFORM_UPDATE_GOLDEN=1 npm test   rewrites golden files; review the diff before committing.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "k8sform test: $*" >&2; exit 1; }

tier=${1:-all}
case $tier in all | unit | e2e | lab) ;; *) fail "unknown tier '$tier': use unit, e2e, lab or nothing for all" ;; esac

node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null) || fail "Node.js is missing: install Node.js 20 or newer"
[ "$node_major" -ge 20 ] || fail "Node.js $node_major is too old: install Node.js 20 or newer"

# System packages the tests use as independent checkers.
missing=()
command -v openssl >/dev/null || missing+=(openssl)
command -v script >/dev/null || missing+=(bsdutils) # a terminal for the progress display's test
command -v ssh-keygen >/dev/null || missing+=(openssh-client) # keys for the SSH file checks
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
node scripts/gen-reference.mjs --check

# Which tier a compiled test file belongs to, by where it lives.
tier_of() {
  case $1 in
    dist/test/lab/cluster-proof.test.js) echo lab ;;
    dist/test/e2e/* | dist/test/controlplane/*) echo e2e ;;
    *) echo unit ;;
  esac
}

# Node 20's test runner does not expand globs: list the files.
files=()
while IFS= read -r file; do
  if [ "$tier" = all ] || [ "$(tier_of "$file")" = "$tier" ]; then files+=("$file"); fi
done < <(find dist -name '*.test.js' | sort)
[ ${#files[@]} -gt 0 ] || fail "no test files of tier $tier found under dist/"

# The e2e test hosts' programs and accounts, made before any test starts: making an account while a
# lab host is up would detach that host's own /etc/passwd (see test/e2e/support/test-hosts.ts).
if [ "$tier" != unit ]; then node dist/test/e2e/support/prepare-machine.js; fi

# The lab's proofs are the longest file, and on a cold cache they build the lab's Kubernetes binaries
# and images first. Node's runner starts files in sorted order, whatever order they are given in, so
# the lab file gets a runner of its own, started at once (its lines prefixed `[lab] `), and every
# other file runs one at a time beside it: two files at a time, as the machine's two cores allow.
LAB_FILE=dist/test/lab/cluster-proof.test.js
others=()
for file in "${files[@]}"; do [ "$file" = "$LAB_FILE" ] || others+=("$file"); done
if [ ${#others[@]} -eq ${#files[@]} ]; then
  node --test --test-concurrency=2 "${files[@]}"
  exit
fi
(node --test "$LAB_FILE" 2>&1 | sed -u 's/^/[lab] /') &
lab=$!
status=0
if [ ${#others[@]} -gt 0 ]; then node --test --test-concurrency=1 "${others[@]}" || status=$?; fi
wait "$lab" || status=$?
exit "$status"
