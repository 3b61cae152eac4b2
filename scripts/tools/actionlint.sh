#!/usr/bin/env bash
# Builds actionlint (the GitHub Actions workflow linter) from its Go module, once per version, and
# prints the path of the binary as the last line of stdout. The tests lint examples/ci with it.
#
# Usage: scripts/tools/actionlint.sh [VERSION]      VERSION defaults to the one below
#
# The binary lands outside the repository in
#   ${K8SFORM_TOOLS_CACHE:-/var/cache/k8sform/tools}/actionlint-VERSION/actionlint
# and is reused without running Go at all. actionlint checks every `run:` script with shellcheck when
# that is on PATH, so this script also installs Debian's shellcheck package when it is missing (as
# root, with apt-get): without it the workflows' shell would go unchecked.
#
# Environment: K8SFORM_TOOLS_CACHE (cache root), GO (the go command).
set -euo pipefail

VERSION=${1:-v1.7.12}
fail() { echo "actionlint.sh: error: $*" >&2; exit 1; }
log() { echo "actionlint.sh: $*"; }

[[ $VERSION =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "'$VERSION' is not a version tag like v1.7.12"

if ! command -v shellcheck >/dev/null; then
  command -v apt-get >/dev/null || fail "shellcheck is missing and there is no apt-get to install it: install shellcheck"
  [ "$(id -u)" = 0 ] || fail "shellcheck is missing: install it (apt-get install shellcheck) or run as root"
  log "installing shellcheck (apt-get)"
  # Other test files may be installing packages too: wait for dpkg's lock instead of failing.
  apt=(apt-get -o DPkg::Lock::Timeout=300)
  out=$({ "${apt[@]}" update -qq && DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y -qq --no-install-recommends shellcheck; } 2>&1) ||
    fail "apt-get install shellcheck failed:
$(tail -n 20 <<<"$out")"
fi

dir="${K8SFORM_TOOLS_CACHE:-/var/cache/k8sform/tools}/actionlint-$VERSION"
bin="$dir/actionlint"
if [ -x "$bin" ]; then
  echo "$bin"
  exit 0
fi

# shellcheck source=../lib/go-build.sh
. "$(dirname "${BASH_SOURCE[0]}")/../lib/go-build.sh"
find_go "actionlint $VERSION"
{ mkdir -p "$dir" 2>/dev/null && [ -w "$dir" ]; } || fail "cannot write the cache directory $dir: set K8SFORM_TOOLS_CACHE to a writable directory"

# Parallel test files may ask at once: one build, the others wait and find the binary.
exec 9>"$dir/.lock"
flock 9
if [ ! -x "$bin" ]; then
  log "building github.com/rhysd/actionlint/cmd/actionlint@$VERSION into $dir"
  # `go install` into a private GOBIN: no go.mod needed, the module proxy pins the version.
  out=$(GOBIN="$dir/.gobin" CGO_ENABLED=0 GOFLAGS=-buildvcs=false "$GO" install -trimpath -ldflags "-s -w" \
    "github.com/rhysd/actionlint/cmd/actionlint@$VERSION" 2>&1) ||
    fail "building actionlint $VERSION from the Go module proxy ($("$GO" env GOPROXY)) failed:
$(tail -n 20 <<<"$out")"
  mv -f "$dir/.gobin/actionlint" "$bin"
  rmdir "$dir/.gobin"
fi
echo "$bin"
