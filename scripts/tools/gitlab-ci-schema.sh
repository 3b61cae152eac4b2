#!/usr/bin/env bash
# Fetches GitLab's CI JSON schema (the one GitLab's pipeline editor validates .gitlab-ci.yml with) from
# the npm registry, once per version, and prints the path of the module that exports it as the last
# line of stdout. There is no offline GitLab linter; the tests validate examples/ci/gitlab with this.
#
# Usage: scripts/tools/gitlab-ci-schema.sh [VERSION]
#
# The schema comes from gitlab-ci-local (MIT), which ships GitLab's ci.json as src/schema/schema.js
# (`export const schema = {...}`); VERSION is a gitlab-ci-local release, by default the last one that
# ships that file unbundled. Only that file and the licence are kept, outside the repository in
#   ${K8SFORM_TOOLS_CACHE:-/var/cache/k8sform/tools}/gitlab-ci-schema-VERSION/schema.js
#
# Environment: K8SFORM_TOOLS_CACHE (cache root).
set -euo pipefail

VERSION=${1:-4.65.1}
fail() { echo "gitlab-ci-schema.sh: error: $*" >&2; exit 1; }

[[ $VERSION =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "'$VERSION' is not a gitlab-ci-local version like 4.65.1"
dir="${K8SFORM_TOOLS_CACHE:-/var/cache/k8sform/tools}/gitlab-ci-schema-$VERSION"
if [ -f "$dir/schema.js" ]; then
  echo "$dir/schema.js"
  exit 0
fi
command -v npm >/dev/null || fail "no npm command: install Node.js 20 or newer"
{ mkdir -p "$dir" 2>/dev/null && [ -w "$dir" ]; } || fail "cannot write the cache directory $dir: set K8SFORM_TOOLS_CACHE to a writable directory"

exec 9>"$dir/.lock"
flock 9
if [ ! -f "$dir/schema.js" ]; then
  tmp=$(mktemp -d "$dir/.fetch.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  out=$(cd "$tmp" && npm pack --silent "gitlab-ci-local@$VERSION" 2>&1) ||
    fail "npm pack gitlab-ci-local@$VERSION failed:
$(tail -n 20 <<<"$out")"
  tar -xzf "$tmp/gitlab-ci-local-$VERSION.tgz" -C "$tmp" package/src/schema/schema.js package/LICENSE ||
    fail "gitlab-ci-local@$VERSION has no src/schema/schema.js (later versions bundle it): use an earlier version"
  # An ES module that exports the schema: the tests import it as is.
  printf '{"type":"module"}\n' >"$tmp/package.json"
  mv "$tmp/package/LICENSE" "$tmp/package.json" "$dir/"
  mv "$tmp/package/src/schema/schema.js" "$dir/schema.js"
fi
echo "$dir/schema.js"
