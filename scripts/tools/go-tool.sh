#!/usr/bin/env bash
# Builds a Go command from its module, once per version, and prints the path of the binary as the
# last line of stdout. The tools the tests run beside k8sform (actionlint, gitleaks) come from here.
#
# Usage: scripts/tools/go-tool.sh NAME PACKAGE@VERSION
#   e.g. scripts/tools/go-tool.sh gitleaks github.com/zricethezav/gitleaks/v8@v8.30.1
#
# The binary lands outside the repository in
#   ${K8SFORM_TOOLS_CACHE:-/var/cache/k8sform/tools}/NAME-VERSION/NAME
# and is reused without running Go at all.
#
# Environment: K8SFORM_TOOLS_CACHE (cache root), GO (the go command).
set -euo pipefail

fail() { echo "go-tool.sh: error: $*" >&2; exit 1; }
log() { echo "go-tool.sh: $*"; }

[ $# -eq 2 ] || fail "usage: go-tool.sh NAME PACKAGE@VERSION"
name=$1 package=$2
version=${package##*@}
[[ $name =~ ^[a-z0-9-]+$ ]] || fail "'$name' is not a tool name"
[[ $version =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "'$package' does not end in a version tag like @v1.2.3"

dir="${K8SFORM_TOOLS_CACHE:-/var/cache/k8sform/tools}/$name-$version"
bin="$dir/$name"
if [ -x "$bin" ]; then
  echo "$bin"
  exit 0
fi

# shellcheck source=../lib/go-build.sh
. "$(dirname "${BASH_SOURCE[0]}")/../lib/go-build.sh"
find_go "$name $version"
{ mkdir -p "$dir" 2>/dev/null && [ -w "$dir" ]; } || fail "cannot write the cache directory $dir: set K8SFORM_TOOLS_CACHE to a writable directory"

# Parallel test files may ask at once: one build, the others wait and find the binary.
exec 9>"$dir/.lock"
flock 9
if [ ! -x "$bin" ]; then
  log "building $package into $dir"
  # `go install` into a private GOBIN: no go.mod needed, the module proxy pins the version.
  out=$(GOBIN="$dir/.gobin" CGO_ENABLED=0 GOFLAGS=-buildvcs=false "$GO" install -trimpath -ldflags "-s -w" "$package" 2>&1) ||
    fail "building $name $version from the Go module proxy ($("$GO" env GOPROXY)) failed:
$(tail -n 20 <<<"$out")"
  # One package makes one binary; its name drops a major-version suffix (gitleaks/v8 makes gitleaks).
  mv -f "$dir"/.gobin/* "$bin"
  rmdir "$dir/.gobin"
fi
echo "$bin"
