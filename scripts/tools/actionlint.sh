#!/usr/bin/env bash
# Builds actionlint (the GitHub Actions workflow linter) from its Go module, once per version, and
# prints the path of the binary as the last line of stdout. The tests lint examples/ci with it.
#
# Usage: scripts/tools/actionlint.sh [VERSION]      VERSION defaults to the one below
#
# go-tool.sh builds it outside the repository, once per version. actionlint checks every `run:`
# script with shellcheck when that is on PATH, so this script also installs Debian's shellcheck
# package when it is missing (as root, with apt-get): without it the workflows' shell would go
# unchecked.
#
# Environment: K8SFORM_TOOLS_CACHE (cache root), GO (the go command).
set -euo pipefail

VERSION=${1:-v1.7.12}
fail() { echo "actionlint.sh: error: $*" >&2; exit 1; }
log() { echo "actionlint.sh: $*"; }

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

exec bash "$(dirname "${BASH_SOURCE[0]}")/go-tool.sh" actionlint "github.com/rhysd/actionlint/cmd/actionlint@$VERSION"
