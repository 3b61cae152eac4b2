#!/usr/bin/env bash
# Builds real Kubernetes control-plane binaries from source with the Go toolchain, for tests.
#
# Usage: scripts/k8s-binaries/build.sh [VERSION] [NAME...]
#   VERSION  a Kubernetes release tag, default v1.34.2
#   NAME     any of: etcd kube-apiserver kube-controller-manager kube-scheduler kubelet kube-proxy kubeadm kubectl
#            (default: all of them; etcd and kube-apiserver are always built first)
#
# The Kubernetes binaries come from the k8s.io/kubernetes Go module at VERSION, built inside a small
# generated wrapper module that `replace`s every staging module (k8s.io/api, k8s.io/client-go, ...)
# with its published tag v0.MINOR.PATCH, taken from that version's own go.mod. etcd comes from
# go.etcd.io/etcd/server/v3 at the version kubeadm pairs with VERSION (read from kubeadm's constants).
# Flags follow the official release build: CGO_ENABLED=0, -trimpath, -s -w, tags selinux,notest,grpcnotrace,
# and version stamping, so `kube-apiserver --version` prints `Kubernetes VERSION`.
#
# Binaries land outside the repository in
#   ${K8SFORM_BINARIES_CACHE:-/var/cache/k8sform/k8s-binaries}/VERSION/bin/NAME
# next to NAME.stamp; a binary whose stamp matches is reused without running Go at all.
# On success the last line of stdout is `bin: <directory>`; progress goes to stdout too.
#
# Environment: K8SFORM_BINARIES_CACHE (cache root), K8SFORM_BUILD_JOBS (go build -p, default 2),
#              K8SFORM_ETCD_VERSION (override the etcd version, e.g. v3.6.5), GO (the go command).
set -euo pipefail

# The whole script is one compound command, so bash parses it completely before running it:
# editing this file while a (long) build runs cannot break that build.
{

# Bump when the way binaries are built changes: every cached binary is rebuilt.
RECIPE=1
ALL=(etcd kube-apiserver kube-controller-manager kube-scheduler kubelet kube-proxy kubeadm kubectl)

fail() { echo "k8s-binaries: error: $*" >&2; exit 1; }
log() { echo "k8s-binaries: $*"; }
now() { date +%s; }
fmt_secs() { local s=$1; printf '%dm%02ds' $((s / 60)) $((s % 60)); }

version=v1.34.2
if [ $# -gt 0 ] && [[ $1 == v* ]]; then version=$1; shift; fi
[[ $version =~ ^v1\.([0-9]+)\.([0-9]+)(-[0-9A-Za-z.]+)?$ ]] ||
  fail "'$version' is not a Kubernetes release tag like v1.34.2"
minor=${BASH_REMATCH[1]}
staging_version="v0.${BASH_REMATCH[1]}.${BASH_REMATCH[2]}${BASH_REMATCH[3]}"

# Requested names, in canonical order (etcd and kube-apiserver first, so they are usable early).
want=()
if [ $# -eq 0 ]; then
  want=("${ALL[@]}")
else
  for arg; do
    [[ $arg =~ ^[0-9]+\.[0-9]+ ]] && fail "'$arg': write the version as a tag, v$arg, and put it first"
    case " ${ALL[*]} " in *" $arg "*) ;; *) fail "unknown binary '$arg' (known: ${ALL[*]})" ;; esac
  done
  for name in "${ALL[@]}"; do
    for arg; do [ "$arg" = "$name" ] && { want+=("$name"); break; }; done
  done
fi

cache_root=${K8SFORM_BINARIES_CACHE:-/var/cache/k8sform/k8s-binaries}
base="$cache_root/$version"
bin="$base/bin"
stamp_key="k8sform-k8s-binaries recipe=$RECIPE version=$version"

is_cached() { [ -x "$bin/$1" ] && [ -f "$bin/$1.stamp" ] && [ "$(head -n1 "$bin/$1.stamp")" = "$stamp_key" ]; }

# Fast path: everything cached, no Go needed.
missing=()
for name in "${want[@]}"; do is_cached "$name" || missing+=("$name"); done
if [ ${#missing[@]} -eq 0 ]; then
  log "cached: ${want[*]} ($version) in $bin"
  echo "bin: $bin"
  exit 0
fi

# Prerequisites, each named when missing.
# shellcheck source=../lib/go-build.sh
. "$(dirname "${BASH_SOURCE[0]}")/../lib/go-build.sh"
find_go "${missing[*]}"
"$GO" version >/dev/null 2>&1 || fail "'$GO version' does not run: set GO to a working go command (Go 1.24 or newer); needed to build: ${missing[*]}"
for tool in flock sed awk date; do command -v "$tool" >/dev/null || fail "missing '$tool' (needed by this script)"; done
mkdir -p "$bin" 2>/dev/null || fail "cannot create the cache directory $bin: set K8SFORM_BINARIES_CACHE to a writable directory"
[ -w "$bin" ] || fail "the cache directory $bin is not writable: set K8SFORM_BINARIES_CACHE to a writable directory"

# One build per VERSION at a time (parallel test files may ask at once); the loser then finds the cache.
# While waiting, the other build may finish what we need (etcd and kube-apiserver come first): use it at once.
all_cached() {
  missing=()
  for name in "${want[@]}"; do is_cached "$name" || missing+=("$name"); done
  [ ${#missing[@]} -eq 0 ]
}
exec 9>"$base/.lock"
if ! flock -n 9; then
  log "another build of $version is running; waiting for it ($base/.lock)"
  until flock -w 5 9; do
    if all_cached; then
      log "cached (built by the other build): ${want[*]} ($version) in $bin"
      echo "bin: $bin"
      exit 0
    fi
  done
fi
if all_cached; then
  log "cached: ${want[*]} ($version) in $bin"
  echo "bin: $bin"
  exit 0
fi

export CGO_ENABLED=0 GOFLAGS=-buildvcs=false GOTOOLCHAIN=${GOTOOLCHAIN:-local}
jobs=${K8SFORM_BUILD_JOBS:-2}
go_version=$("$GO" env GOVERSION)
log "building ${missing[*]} for $version with $go_version (-p $jobs) into $bin"
t_all=$(now)

# `go mod download -json MODULE@VERSION` prints one "Key": "value" per line: extract a value.
json_field() { sed -n "s/^[[:space:]]*\"$1\": \"\(.*\)\",\{0,1\}\$/\1/p" | head -n1; }

download() { # MODULE@VERSION -> prints the JSON
  local out
  out=$("$GO" mod download -json "$1" 2>&1) || fail "cannot download $1 from the Go module proxy ($("$GO" env GOPROXY)):
$out"
  printf '%s\n' "$out"
}

k8s_json=""
k8s_dir=""
need_k8s_source() {
  [ -n "$k8s_dir" ] && return 0
  log "resolving k8s.io/kubernetes@$version"
  k8s_json=$(cd "$base" && download "k8s.io/kubernetes@$version")
  k8s_dir=$(json_field Dir <<<"$k8s_json")
  [ -n "$k8s_dir" ] && [ -f "$k8s_dir/go.mod" ] || fail "k8s.io/kubernetes@$version has no go.mod in the module cache"
}

# The wrapper module for the Kubernetes binaries, generated from VERSION's go.mod.
k8s_mod="$base/src/kubernetes"
setup_k8s_module() {
  [ -f "$k8s_mod/.ready" ] && [ "$(cat "$k8s_mod/.ready")" = "$stamp_key" ] && return 0
  need_k8s_source
  local t0; t0=$(now)
  log "generating the wrapper module $k8s_mod"
  rm -rf "$k8s_mod" && mkdir -p "$k8s_mod"
  local gover
  gover=$(awk '$1 == "go" { print $2; exit }' "$k8s_dir/go.mod")
  printf 'module k8sform.local/k8s-binaries\n\ngo %s\n' "$gover" >"$k8s_mod/go.mod"
  # Staging modules: `k8s.io/x => ./staging/src/k8s.io/x`, inside a replace block or on one line.
  local staging
  staging=$(awk '{ for (i = 2; i < NF; i++) if ($i == "=>" && $(i + 1) ~ /^\.\/staging\//) print $(i - 1) }' "$k8s_dir/go.mod" | sort -u)
  [ -n "$staging" ] || fail "found no staging replace directives in k8s.io/kubernetes@$version's go.mod"
  local args=(-require="k8s.io/kubernetes@$version")
  local m
  for m in $staging; do args+=(-replace="$m=$m@$staging_version"); done
  # godebug settings of the kubernetes module apply only when it is the main module: carry them over.
  local gd
  while read -r gd; do [ -n "$gd" ] && args+=(-godebug="$gd"); done < <(
    awk '$1 == "godebug" && $2 != "(" { print $2 } $1 == "godebug" && $2 == "(" { inb = 1; next } inb && $1 == ")" { inb = 0 } inb && NF { print $1 }' "$k8s_dir/go.mod")
  (cd "$k8s_mod" && "$GO" mod edit "${args[@]}") || fail "go mod edit failed in $k8s_mod"
  {
    echo '//go:build tools'
    echo
    echo '// Package tools pins the Kubernetes commands this module builds.'
    echo 'package tools'
    echo
    echo 'import ('
    for m in kube-apiserver kube-controller-manager kube-scheduler kubelet kube-proxy kubeadm kubectl; do
      echo "	_ \"k8s.io/kubernetes/cmd/$m\""
    done
    echo ')'
  } >"$k8s_mod/tools.go"
  log "go mod tidy for k8s.io/kubernetes@$version with $(wc -w <<<"$staging") staging modules at $staging_version"
  local out
  out=$(cd "$k8s_mod" && "$GO" mod tidy 2>&1) || fail "go mod tidy failed in $k8s_mod:
$(tail -n 40 <<<"$out")"
  echo "$stamp_key" >"$k8s_mod/.ready"
  log "wrapper module ready ($(fmt_secs $(($(now) - t0))))"
}

etcd_version=""
etcd_mod="$base/src/etcd"
setup_etcd_module() {
  [ -f "$etcd_mod/.ready" ] && [ "$(cat "$etcd_mod/.ready")" = "$stamp_key" ] && {
    etcd_version=$(sed -n 's/^# etcd \(.*\)$/\1/p' "$etcd_mod/.ready.version"); return 0; }
  etcd_version=${K8SFORM_ETCD_VERSION:-}
  if [ -z "$etcd_version" ]; then
    need_k8s_source
    # kubeadm's pairing: SupportedEtcdVersion[minor], else DefaultEtcdVersion ("3.6.5-0" -> v3.6.5).
    local consts="$k8s_dir/cmd/kubeadm/app/constants/constants.go" v
    v=$(sed -n "s/^[[:space:]]*$minor: \"\([0-9.]*\)-[0-9]*\",.*/\1/p" "$consts" | head -n1)
    [ -n "$v" ] || v=$(sed -n 's/^[[:space:]]*DefaultEtcdVersion = "\([0-9.]*\)-[0-9]*".*/\1/p' "$consts" | head -n1)
    [ -n "$v" ] || fail "cannot find kubeadm's etcd version in $consts: set K8SFORM_ETCD_VERSION"
    etcd_version="v$v"
  fi
  local t0; t0=$(now)
  log "generating the etcd module $etcd_mod (go.etcd.io/etcd/server/v3@$etcd_version)"
  rm -rf "$etcd_mod" && mkdir -p "$etcd_mod"
  local ej gover
  ej=$(cd "$base" && download "go.etcd.io/etcd/server/v3@$etcd_version")
  gover=$(awk '$1 == "go" { print $2; exit }' "$(json_field GoMod <<<"$ej")")
  printf 'module k8sform.local/etcd\n\ngo %s\n\nrequire go.etcd.io/etcd/server/v3 %s\n' "$gover" "$etcd_version" >"$etcd_mod/go.mod"
  # The etcd binary's main (go.etcd.io/etcd/v3/main.go) is exactly this; the root module is not importable.
  cat >"$etcd_mod/main.go" <<'EOF'
package main

import (
	"os"

	"go.etcd.io/etcd/server/v3/etcdmain"
)

func main() {
	etcdmain.Main(os.Args)
}
EOF
  local out
  out=$(cd "$etcd_mod" && "$GO" mod tidy 2>&1) || fail "go mod tidy failed in $etcd_mod:
$(tail -n 40 <<<"$out")"
  echo "# etcd $etcd_version" >"$etcd_mod/.ready.version"
  echo "$stamp_key" >"$etcd_mod/.ready"
  log "etcd module ready ($(fmt_secs $(($(now) - t0))))"
}

go_build() { # NAME DIR PACKAGE LDFLAGS [extra go flags...]
  local name=$1 dir=$2 pkg=$3 ldflags=$4; shift 4
  local t0; t0=$(now)
  log "[$name] building $pkg${what:+ ($what)}"
  go_build_logged "$name" "$base/build-$name.log" "$bin/$name" "$dir" "$pkg" "$@" -ldflags "$ldflags"
  local secs=$(($(now) - t0))
  {
    echo "$stamp_key"
    echo "package=$pkg"
    echo "go=$go_version"
    echo "build_seconds=$secs"
    echo "built_at=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "size_bytes=$(stat -c %s "$bin/$name")"
  } >"$bin/$name.stamp"
  log "[$name] done in $(fmt_secs $secs) ($(du -h "$bin/$name" | cut -f1)): $bin/$name"
  summary+=("$(printf '%-24s %s' "$name" "$(fmt_secs $secs)")")
}

summary=()
k8s_ldflags=""
for name in "${missing[@]}"; do
  if [ "$name" = etcd ]; then
    setup_etcd_module
    etcd_ldflags="-s -w"
    what="go.etcd.io/etcd/server/v3@$etcd_version" go_build etcd "$etcd_mod" . "$etcd_ldflags"
    continue
  fi
  setup_k8s_module
  if [ -z "$k8s_ldflags" ]; then
    # Stamp like hack/lib/version.sh; the build date is the tag's date, so builds are reproducible.
    info="$("$GO" env GOMODCACHE)/cache/download/k8s.io/kubernetes/@v/$version.info"
    [ -f "$info" ] || { need_k8s_source; }
    tag_time=$(sed -n 's/.*"Time":"\([^"]*\)".*/\1/p' "$info" 2>/dev/null | head -n1)
    build_date=$(date -u -d "${tag_time:-@0}" +%Y-%m-%dT%H:%M:%SZ)
    commit=$(sed -n 's/.*"Hash":"\([0-9a-f]\{40\}\)".*/\1/p' "$info" 2>/dev/null | head -n1)
    k8s_ldflags="-s -w"
    for pkgpath in k8s.io/component-base/version k8s.io/client-go/pkg/version; do
      k8s_ldflags+=" -X $pkgpath.gitVersion=$version -X $pkgpath.gitMajor=1 -X $pkgpath.gitMinor=$minor"
      k8s_ldflags+=" -X $pkgpath.gitTreeState=clean -X $pkgpath.buildDate=$build_date"
      [ -n "$commit" ] && k8s_ldflags+=" -X $pkgpath.gitCommit=$commit"
    done
  fi
  what="k8s.io/kubernetes@$version" go_build "$name" "$k8s_mod" "k8s.io/kubernetes/cmd/$name" "$k8s_ldflags" -tags "$K8S_RELEASE_TAGS"
done

total=$(($(now) - t_all))
log "build times ($version, $go_version, -p $jobs):"
for line in "${summary[@]}"; do log "  $line"; done
log "total $(fmt_secs $total); cache $bin ($(du -sh "$bin" | cut -f1))"
echo "bin: $bin"
exit 0
}
