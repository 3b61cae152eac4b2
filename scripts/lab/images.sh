#!/usr/bin/env bash
# Builds the container images a kubeadm-style cluster needs, locally and without any registry, as
# docker-archive tarballs that `ctr -n k8s.io images import FILE` accepts.
#
# Usage: scripts/lab/images.sh VERSION IMAGE_REF...
#        scripts/lab/images.sh --recipes   (prints the recipe names below, one a line)
#   VERSION    a Kubernetes release tag, e.g. v1.34.2: which Kubernetes binaries (and etcd) to use
#   IMAGE_REF  the exact references wanted, e.g. registry.k8s.io/kube-apiserver:v1.34.2
#              registry.k8s.io/etcd:3.6.5-0 registry.k8s.io/pause:3.10.1
#              registry.k8s.io/coredns/coredns:v1.12.1 k8sform.local/sample-apiserver:v0.34.2
#              ghcr.io/flannel-io/flannel:v0.28.10 ghcr.io/flannel-io/flannel-cni-plugin:v1.9.1-flannel3
#
# The recipe is chosen by the last path element of the repository; the registry part may be anything
# (imageRepository) and the archive carries exactly the requested reference:
#   kube-apiserver kube-controller-manager kube-scheduler kube-proxy
#                    scripts/k8s-binaries/build.sh VERSION NAME, at /usr/local/bin/NAME (tag must be VERSION);
#                    kube-proxy also gets Debian's iptables/ip6tables (nft and legacy), conntrack and nft
#   etcd             build.sh's etcd (the tag, 3.6.5-0 -> v3.6.5, must be the etcd it builds for VERSION)
#                    plus etcdctl and etcdutl from go.etcd.io/etcd/{etcdctl,etcdutl}/v3 at that version
#   pause            scripts/lab/images/pause (a Go rewrite of Kubernetes' pause), at /pause
#   coredns          github.com/coredns/coredns at the tag's version with the plugins of kubeadm's Corefile
#                    (and log, hosts, rewrite), at /coredns
#   sample-apiserver k8s.io/sample-apiserver at the tag's version (v0.MINOR.PATCH), at /sample-apiserver,
#                    with the release build tags: at VERSION's own v0.MINOR.PATCH it reuses kube-apiserver's build
#   flannel          github.com/flannel-io/flannel at the tag's version: flanneld (its version set to the tag, as
#                    upstream's Makefile does) and install-conf at /opt/bin, plus kube-proxy's Debian iptables,
#                    conntrack and nft. flanneld has every backend but UDP (cgo) and Tencent Cloud VPC (its SDK
#                    is not on the module proxy); the image has none of upstream's strongswan and wireguard tools
#   flannel-cni-plugin
#                    the flannel CNI plugin of github.com/containernetworking/plugins (plugins/meta/flannel, CNI
#                    spec versions up to 0.4.0) at /flannel, plus Debian's cp, which kube-flannel.yml's
#                    install-cni-plugin init container runs. A v0.x tag is the plugins version to build; an
#                    upstream tag (v1.9.1-flannel3: flannel-io/cni-plugin, which is not on the module proxy)
#                    gets the stand-in of plugins $FLANNEL_CNI_STAND_IN, the module the plugin was forked from
# Every image is one deterministic layer for linux/$(go env GOARCH).
#
# Archives land outside the repository in
#   ${K8SFORM_IMAGES_CACHE:-/var/cache/k8sform/images}/<registry+path@tag>.tar
# next to a .stamp (recipe, reference, sha256 of every binary inside); an archive whose stamp matches is
# returned without building anything. Progress goes to stdout; on success stdout ends with one line
# `image: REF PATH` per requested reference, in the order given, and nothing after them.
#
# Environment: K8SFORM_IMAGES_CACHE (cache root), K8SFORM_BUILD_JOBS (go build -p, default 2),
#              GO (the go command); build.sh's own variables (K8SFORM_BINARIES_CACHE, ...) pass through.
set -euo pipefail

# The whole script is one compound command, so bash parses it completely before running it:
# editing this file while a (long) build runs cannot break that build.
{

# Bump when the way images (or the Go binaries below) are built changes: every cached image is rebuilt.
RECIPE=1
KNOWN=(kube-apiserver kube-controller-manager kube-scheduler kube-proxy etcd pause coredns sample-apiserver flannel flannel-cni-plugin)
# The last github.com/containernetworking/plugins with the flannel CNI plugin: the lab's stand-in for
# upstream's flannel-io/cni-plugin images.
FLANNEL_CNI_STAND_IN=v0.9.1
IMAGE_PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
if [ "${1:-}" = --recipes ]; then printf '%s\n' "${KNOWN[@]}"; exit 0; fi

fail() { echo "images: error: $*" >&2; exit 1; }
log() { echo "images: $*"; }
now() { date +%s; }
fmt_secs() { local s=$1; printf '%dm%02ds' $((s / 60)) $((s % 60)); }
# shellcheck source=../lib/go-build.sh
. "$(dirname "${BASH_SOURCE[0]}")/../lib/go-build.sh"

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build_sh="$(cd "$here/.." && pwd)/k8s-binaries/build.sh"
pause_src="$here/images/pause"

usage="usage: scripts/lab/images.sh VERSION IMAGE_REF... (e.g. v1.34.2 registry.k8s.io/kube-apiserver:v1.34.2)"
[ $# -ge 1 ] || fail "no VERSION given; $usage"
version=$1; shift
[[ $version =~ ^v1\.([0-9]+)\.([0-9]+)(-[0-9A-Za-z.]+)?$ ]] ||
  fail "'$version' is not a Kubernetes release tag like v1.34.2; $usage"
staging_version="v0.${BASH_REMATCH[1]}.${BASH_REMATCH[2]}${BASH_REMATCH[3]}"
[ $# -ge 1 ] || fail "no IMAGE_REF given; $usage"

umask 022
export LC_ALL=C

# Parse every reference first, so a typo fails before anything is built.
refs=() names=() tags=()
for ref; do
  [[ $ref == *@* ]] && fail "'$ref': digest references cannot be built locally; use REPOSITORY:TAG"
  repo=${ref%:*} tag=${ref##*:}
  { [[ $ref == *:* ]] && [[ $tag != */* ]]; } || fail "'$ref' has no tag; write it as REPOSITORY:TAG, e.g. registry.k8s.io/pause:3.10.1"
  [[ $tag =~ ^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$ ]] || fail "'$ref': '$tag' is not a valid image tag"
  [[ $repo =~ ^[a-z0-9]([a-z0-9._:-]*[a-z0-9])?(/[a-z0-9]+([._-]+[a-z0-9]+)*)*$ ]] ||
    fail "'$ref': '$repo' is not a valid image repository (lower case, e.g. registry.k8s.io/kube-apiserver)"
  name=${repo##*/}
  case " ${KNOWN[*]} " in
    *" $name "*) ;;
    *) fail "'$ref': no recipe for an image named '$name' (the last path element); known: ${KNOWN[*]}" ;;
  esac
  case $name in
    kube-*)
      [ "$tag" = "$version" ] || fail "'$ref': the tag must be the Kubernetes version $version (the image holds $version's $name)" ;;
    etcd)
      [[ $tag =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9]+)?$ ]] || fail "'$ref': an etcd tag looks like 3.6.5-0" ;;
    coredns)
      [[ $tag =~ ^v?[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "'$ref': a coredns tag is a CoreDNS release like v1.12.1" ;;
    sample-apiserver)
      [[ $tag =~ ^v0\.[0-9]+\.[0-9]+(-[0-9A-Za-z.]+)?$ ]] ||
        fail "'$ref': the tag is the k8s.io/sample-apiserver version to build, v0.MINOR.PATCH ($staging_version for $version)" ;;
    flannel)
      [[ $tag =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "'$ref': a flannel tag is a flannel release like v0.28.10" ;;
    flannel-cni-plugin)
      [[ $tag =~ ^v0\.[0-9]+\.[0-9]+$ || $tag =~ ^v[0-9]+\.[0-9]+\.[0-9]+-flannel[0-9]+$ ]] ||
        fail "'$ref': a flannel-cni-plugin tag is upstream's (v1.9.1-flannel3) or the github.com/containernetworking/plugins version to build, v0.MINOR.PATCH like v0.9.1 (its flannel plugin left in v1.0.0)" ;;
  esac
  refs+=("$ref") names+=("$name") tags+=("$tag")
done

# Prerequisites, each named when missing.
find_go "the lab's container images"
arch=$("$GO" env GOARCH 2>/dev/null) || fail "'$GO env GOARCH' does not run: set GO to a working go command (Go 1.24 or newer)"
[ -n "$arch" ] || fail "'$GO env GOARCH' printed nothing"
for tool in flock sed awk date tar sha256sum stat find sort mktemp; do
  command -v "$tool" >/dev/null || fail "missing '$tool' (needed by this script)"
done
case $(tar --version 2>/dev/null) in *"GNU tar"*) ;; *) fail "'tar' is not GNU tar (needed for --sort=name and --mtime)" ;; esac
[ -x "$build_sh" ] || fail "missing $build_sh (builds the Kubernetes binaries)"

cache=${K8SFORM_IMAGES_CACHE:-/var/cache/k8sform/images}
mkdir -p "$cache" "$cache/bin" "$cache/src" "$cache/tmp" "$cache/.sha256" 2>/dev/null ||
  fail "cannot create the cache directory $cache: set K8SFORM_IMAGES_CACHE to a writable directory"
[ -w "$cache" ] || fail "the cache directory $cache is not writable: set K8SFORM_IMAGES_CACHE to a writable directory"
cache=$(cd "$cache" && pwd)

export CGO_ENABLED=0 GOOS=linux GOFLAGS=-buildvcs=false GOTOOLCHAIN=${GOTOOLCHAIN:-local}
# shellcheck disable=SC2034 # used by go_build_logged (scripts/lib/go-build.sh)
jobs=${K8SFORM_BUILD_JOBS:-2}

tmpdirs=()
# shellcheck disable=SC2317 # run by the EXIT trap
cleanup() { local d; for d in "${tmpdirs[@]}"; do rm -rf "$d"; done; }
trap cleanup EXIT
# Sets tmp_made to a new directory under $cache/tmp (same file system as the cache), removed on exit.
new_tmp() {
  tmp_made=$(mktemp -d "$cache/tmp/$1.XXXXXX") || fail "cannot create a directory in $cache/tmp"
  tmpdirs+=("$tmp_made")
  chmod 755 "$tmp_made"
}

# One builder at a time per cache (parallel callers may ask for the same image); taken only around
# actual building, never while waiting for build.sh or while checking the cache.
lock_open=0
lock() {
  if [ $lock_open -eq 0 ]; then exec 9>"$cache/.lock"; lock_open=1; fi
  if ! flock -n 9; then
    log "another images.sh is building in $cache; waiting for it ($cache/.lock)"
    flock 9
  fi
}
unlock() { flock -u 9; }

# sha256 of a file, remembered by (size, mtime, inode) so a cached image is checked in milliseconds.
sha_of() {
  local f=$1 sig memo line
  sig=$(stat -L -c '%s:%.9Y:%d:%i' "$f") || fail "cannot stat $f"
  memo="$cache/.sha256/$(printf '%s' "$f" | tr '/' '+')"
  if [ -f "$memo" ]; then
    read -r line <"$memo" || true
    if [ "${line%% *}" = "$sig" ]; then echo "${line#* }"; return 0; fi
  fi
  line=$(sha256sum <"$f") || fail "cannot read $f"
  line=${line%% *}
  printf '%s %s\n' "$sig" "$line" >"$memo.$$" && mv -f "$memo.$$" "$memo"
  echo "$line"
}

# `go mod download -json MODULE@VERSION` prints one "Key": "value" per line: extract a value.
json_field() { sed -n "s/^[[:space:]]*\"$1\": \"\(.*\)\",\{0,1\}\$/\1/p" | head -n1; }
download() { # MODULE@VERSION -> prints the JSON
  local out
  out=$(cd "$cache/src" && "$GO" mod download -json "$1" 2>&1) ||
    fail "cannot download $1 from the Go module proxy ($("$GO" env GOPROXY)):
$out"
  printf '%s\n' "$out"
}

# ---------------------------------------------------------------------------------------------------
# Binaries from scripts/k8s-binaries/build.sh. Its progress passes through; its last line is `bin: DIR`.
k8s_bin_dir() { # NAME -> sets k8s_bin
  local name=$1 binf line
  new_tmp build-sh; binf=$tmp_made/bin
  if ! "$build_sh" "$version" "$name" | while IFS= read -r line; do
      case $line in "bin: "*) printf '%s\n' "${line#bin: }" >"$binf" ;; *) printf '%s\n' "$line" ;; esac
    done; then
    fail "$build_sh $version $name failed (its error is above)"
  fi
  [ -s "$binf" ] || fail "$build_sh $version $name did not end with 'bin: DIR'"
  k8s_bin=$(cat "$binf")
  [ -x "$k8s_bin/$name" ] || fail "$build_sh reported $k8s_bin, but $k8s_bin/$name is not there"
}

# ---------------------------------------------------------------------------------------------------
# Go binaries this script builds itself: $cache/bin/NAME-VERSION with NAME-VERSION.stamp.
go_build() { # OUT DIR PACKAGE (in DIR) LOGNAME [TAGS] [LDFLAGS beyond -s -w]
  local out=$1 dir=$2 pkg=$3 label=$4 tags=${5:-} ldflags=${6:-}
  local t0; t0=$(now)
  log "[$label] go build $pkg${tags:+ -tags $tags}${ldflags:+ -ldflags \"$ldflags\"}"
  go_build_logged "$label" "$cache/build-$label.log" "$out" "$dir" "$pkg" -ldflags "-s -w${ldflags:+ $ldflags}" ${tags:+-tags "$tags"}
  built_secs=$(($(now) - t0))
  log "[$label] built in $(fmt_secs $built_secs) ($(du -h "$out" | cut -f1)): $out"
}

# A wrapper module in $cache/src/NAME-VERSION requiring MODULE@VERSION, with the module's godebug lines
# and its non-local replace directives carried over (a dependency's replaces are ignored otherwise;
# local ones, like etcdctl's `=> ../api`, point at sibling modules that the requires already pin).
# MAIN is either a package to pin in a `//go:build tools` tools.go, or `main.go` read from stdin.
setup_wrapper() { # DIR MODULE VERSION MAIN
  local dir=$1 mod=$2 ver=$3 main=$4
  local maingo="" main_key=$main
  [ "$main" = main.go ] && { maingo=$(cat); main_key="main.go sha256=$(short_sha <<<"$maingo")"; }
  local key="k8sform-images-src recipe=$RECIPE module=$mod@$ver main=$main_key"
  [ -f "$dir/.ready" ] && [ "$(cat "$dir/.ready")" = "$key" ] && return 0
  local t0; t0=$(now)
  log "generating the wrapper module $dir ($mod@$ver)"
  local j gomod gover
  j=$(download "$mod@$ver")
  gomod=$(json_field GoMod <<<"$j")
  { [ -n "$gomod" ] && [ -f "$gomod" ]; } || fail "$mod@$ver: the module proxy gave no go.mod"
  gover=$(awk '$1 == "go" { print $2; exit }' "$gomod")
  rm -rf "$dir" && mkdir -p "$dir"
  printf 'module k8sform.local/%s\n\ngo %s\n' "${dir##*/}" "${gover:-1.24}" >"$dir/go.mod"
  local args=(-require="$mod@$ver") gd
  while read -r gd; do [ -n "$gd" ] && args+=(-godebug="$gd"); done < <(
    awk '$1 == "godebug" && $2 != "(" { print $2 } $1 == "godebug" && $2 == "(" { inb = 1; next } inb && $1 == ")" { inb = 0 } inb && NF { print $1 }' "$gomod")
  # replace lines: `OLD [V] => NEW [V]`, alone or in a block.
  local old new newv local_ones=""
  while read -r old new newv; do
    [ -n "$old" ] || continue
    if [[ $new == .* || $new == /* ]]; then
      local_ones+=" $old=>$new"
    else
      args+=(-replace="$old=$new${newv:+@$newv}")
      log "  carrying over $mod's replace $old => $new${newv:+ $newv}"
    fi
  done < <(awk '
    function emit(s,   n, f, i, a, o) {
      sub(/[ \t]+$/, "", s); n = split(s, f, /[ \t]+/); o = ""; a = ""
      for (i = 1; i <= n; i++) if (f[i] == "=>") break
      if (i > n) return
      o = f[1]; if (i == 3) o = o "@" f[2]
      a = f[i + 1]; if (i + 2 <= n && f[i + 2] !~ /^\/\//) a = a " " f[i + 2]
      print o " " a
    }
    { sub(/\/\/.*/, "") }
    $1 == "replace" && $2 == "(" { inb = 1; next }
    inb && $1 == ")" { inb = 0; next }
    inb && NF { sub(/^[ \t]+/, ""); emit($0); next }
    $1 == "replace" { sub(/^[ \t]*replace[ \t]+/, ""); emit($0) }' "$gomod")
  # Local paths only mean something inside the module's own repository; the requires pin those modules.
  [ -z "$local_ones" ] || log "  not carried over, $mod's replaces by local paths:$local_ones"
  (cd "$dir" && "$GO" mod edit "${args[@]}") || fail "go mod edit failed in $dir"
  if [ "$main" = main.go ]; then
    printf '%s\n' "$maingo" >"$dir/main.go"
  else
    printf '//go:build tools\n\n// Package tools pins the command this module builds.\npackage tools\n\nimport _ "%s"\n' "$main" >"$dir/tools.go"
  fi
  local out
  out=$(cd "$dir" && "$GO" mod tidy 2>&1) || fail "go mod tidy failed in $dir:
$(tail -n 40 <<<"$out")"
  echo "$key" >"$dir/.ready"
  log "wrapper module ready ($(fmt_secs $(($(now) - t0))))"
}

# The first 16 hex digits of stdin's sha256: names a source in a key or a file name.
short_sha() { local h; h=$(sha256sum) || fail "sha256sum failed"; printf '%s\n' "${h:0:16}"; }

bin_ok() { [ -x "$1" ] && [ -f "$1.stamp" ] && [ "$(head -n1 "$1.stamp")" = "$2" ]; }
write_bin_stamp() { # OUT KEY
  {
    echo "$2"
    echo "go=$("$GO" env GOVERSION)"
    echo "build_seconds=$built_secs"
    echo "built_at=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "size_bytes=$(stat -c %s "$1")"
  } >"$1.stamp.$$" && mv -f "$1.stamp.$$" "$1.stamp"
}

# Each ensure_* sets gobin to the path of a ready binary.
ensure_pause() {
  { [ -f "$pause_src/main.go" ] && [ -f "$pause_src/go.mod" ]; } || fail "missing the pause sources in $pause_src"
  local src_sha; src_sha=$(cat "$pause_src/go.mod" "$pause_src/main.go" | short_sha)
  gobin="$cache/bin/pause-$src_sha"
  local key="k8sform-images-bin recipe=$RECIPE name=pause src=$src_sha goarch=$arch"
  bin_ok "$gobin" "$key" && return 0
  lock
  if ! bin_ok "$gobin" "$key"; then
    local dir="$cache/src/pause"
    rm -rf "$dir" && mkdir -p "$dir" && cp "$pause_src/go.mod" "$pause_src/main.go" "$dir/"
    go_build "$gobin" "$dir" . pause
    write_bin_stamp "$gobin" "$key"
  fi
  unlock
}

ensure_module_bin() { # NAME MODULE VERSION PACKAGE [TAGS] [LDFLAGS] (main.go on stdin when PACKAGE is main.go)
  local name=$1 mod=$2 ver=$3 pkg=$4 tags=${5:-} ldflags=${6:-}
  gobin="$cache/bin/$name-$ver"
  local maingo="" main_key=""
  [ "$pkg" = main.go ] && { maingo=$(cat); main_key=" main.go=$(short_sha <<<"$maingo")"; }
  local key="k8sform-images-bin recipe=$RECIPE name=$name module=$mod@$ver goarch=$arch${tags:+ tags=$tags}${ldflags:+ ldflags=$ldflags}$main_key"
  bin_ok "$gobin" "$key" && return 0
  lock
  if ! bin_ok "$gobin" "$key"; then
    local dir="$cache/src/$name-$ver"
    setup_wrapper "$dir" "$mod" "$ver" "$pkg" <<<"$maingo"
    local build_pkg=$pkg; [ "$pkg" = main.go ] && build_pkg=.
    go_build "$gobin" "$dir" "$build_pkg" "$name-$ver" "$tags" "$ldflags"
    write_bin_stamp "$gobin" "$key"
  fi
  unlock
}

ensure_etcdctl() { # VERSION; etcdctl's own main (etcdctl/main.go at v3.5+) is exactly this.
  ensure_module_bin etcdctl go.etcd.io/etcd/etcdctl/v3 "$1" main.go <<'EOF'
// etcdctl, as go.etcd.io/etcd/etcdctl/v3's main.go (the module root is package main).
package main

import (
	"go.etcd.io/etcd/etcdctl/v3/ctlv3"
)

func main() {
	ctlv3.MustStart()
}
EOF
}

# etcdutl, as go.etcd.io/etcd/etcdutl/v3's ctl.go and main.go at v3.6 (the module root is package
# main, in two files): `etcdutl snapshot restore` is how a member is restored from a snapshot, and
# etcd's release images carry it beside etcd and etcdctl.
ensure_etcdutl() { # VERSION
  ensure_module_bin etcdutl go.etcd.io/etcd/etcdutl/v3 "$1" main.go <<'EOF'
// etcdutl, as go.etcd.io/etcd/etcdutl/v3's ctl.go and main.go.
package main

import (
	"github.com/spf13/cobra"

	"go.etcd.io/etcd/etcdutl/v3/etcdutl"
	"go.etcd.io/etcd/pkg/v3/cobrautl"
)

var rootCmd = &cobra.Command{
	Use:        "etcdutl",
	Short:      "An administrative command line tool for etcd3.",
	SuggestFor: []string{"etcdutl"},
}

func init() {
	rootCmd.PersistentFlags().StringVarP(&etcdutl.OutputFormat, "write-out", "w", "simple", "set the output format (fields, json, protobuf, simple, table)")
	rootCmd.AddCommand(
		etcdutl.NewDefragCommand(),
		etcdutl.NewSnapshotCommand(),
		etcdutl.NewHashKVCommand(),
		etcdutl.NewVersionCommand(),
		etcdutl.NewCompletionCommand(),
		etcdutl.NewMigrateCommand(),
	)
	cobra.EnablePrefixMatching = true
}

func main() {
	rootCmd.SetHelpTemplate(`{{.UsageString}}`)
	if err := rootCmd.Execute(); err != nil {
		cobrautl.ExitWithError(cobrautl.ExitError, err)
	}
}
EOF
}

# CoreDNS with the plugins of kubeadm's Corefile and a few an operator adds while debugging (log,
# hosts, rewrite), registered the way CoreDNS's own main does through core/plugin, which imports all
# ~60 plugins: the cloud ones (route53, azure, clouddns) and tracing pull in AWS, Azure, Google and
# Datadog SDKs, about half of what a full build compiles. A Corefile naming another plugin fails to
# load with "unknown directive".
ensure_coredns() { # VERSION
  ensure_module_bin coredns github.com/coredns/coredns "$1" main.go <<'EOF'
// CoreDNS with the plugins kubeadm's Corefile uses, plus log, hosts and rewrite.
package main

import (
	_ "github.com/coredns/coredns/plugin/cache"
	_ "github.com/coredns/coredns/plugin/errors"
	_ "github.com/coredns/coredns/plugin/forward"
	_ "github.com/coredns/coredns/plugin/health"
	_ "github.com/coredns/coredns/plugin/hosts"
	_ "github.com/coredns/coredns/plugin/kubernetes"
	_ "github.com/coredns/coredns/plugin/loadbalance"
	_ "github.com/coredns/coredns/plugin/log"
	_ "github.com/coredns/coredns/plugin/loop"
	_ "github.com/coredns/coredns/plugin/metrics"
	_ "github.com/coredns/coredns/plugin/ready"
	_ "github.com/coredns/coredns/plugin/reload"
	_ "github.com/coredns/coredns/plugin/rewrite"

	"github.com/coredns/coredns/coremain"
)

func main() {
	coremain.Run()
}
EOF
}

# flanneld: the module's root is its main package (main.go), built here from that file without two
# backend imports. The Tencent Cloud VPC backend's SDK is required at versions the module proxy does
# not serve, and the UDP backend needs cgo on amd64 (these builds are static, without cgo). The
# version is set as upstream's Makefile sets it.
ensure_flanneld() { # VERSION
  local ver=$1 dir maingo
  dir=$(download "github.com/flannel-io/flannel@$ver" | json_field Dir)
  { [ -n "$dir" ] && [ -f "$dir/main.go" ]; } || fail "github.com/flannel-io/flannel@$ver: the module has no main.go"
  maingo=$(grep -vE '^[[:space:]]*_ "github.com/flannel-io/flannel/pkg/backend/(tencentvpc|udp)"$' "$dir/main.go")
  [ "$(wc -l <"$dir/main.go")" -eq $(($(wc -l <<<"$maingo") + 2)) ] ||
    fail "github.com/flannel-io/flannel@$ver: main.go does not import the tencentvpc and udp backends as expected"
  ensure_module_bin flanneld github.com/flannel-io/flannel "$ver" main.go "" \
    "-X github.com/flannel-io/flannel/pkg/version.Version=$ver" <<<"$maingo"
}

# ---------------------------------------------------------------------------------------------------
# Root filesystems and the archive.

json_str() { local s=$1; s=${s//\\/\\\\}; s=${s//\"/\\\"}; printf '"%s"' "$s"; }
json_list() { local out="" s; for s; do out+="${out:+,}$(json_str "$s")"; done; printf '[%s]' "$out"; }

# /etc/passwd, group, nsswitch.conf, hosts, /tmp and /var/tmp (1777), /run and /var/run -> ../run.
base_rootfs() { # ROOT
  local r=$1
  mkdir -p "$r/etc" "$r/tmp" "$r/run" "$r/var/tmp" "$r/root" "$r/usr/local/bin"
  chmod 1777 "$r/tmp" "$r/var/tmp"
  chmod 700 "$r/root"
  ln -s ../run "$r/var/run"
  printf 'root:x:0:0:root:/root:/sbin/nologin\nnobody:x:65534:65534:nobody:/nonexistent:/sbin/nologin\n' >"$r/etc/passwd"
  printf 'root:x:0:\nnobody:x:65534:\n' >"$r/etc/group"
  printf 'hosts: files dns\n' >"$r/etc/nsswitch.conf"
  # Kubernetes (and CRI) mount their own /etc/hosts; this one makes `localhost` resolve elsewhere (ctr run).
  printf '127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n' >"$r/etc/hosts"
}

put() { # SRC ROOT DEST MODE
  mkdir -p "$2$(dirname "$3")"
  cp -L "$1" "$2$3"
  chmod "$4" "$2$3"
}

# Writes OUT (docker-archive) from ROOT: one layer, config with Entrypoint/Env/WorkingDir[/User].
make_archive() { # REF ROOT OUT ENTRYPOINT_JSON USER EXTRA_CONFIG_JSON
  local ref=$1 root=$2 out=$3 entry=$4 user=$5 extra=$6
  new_tmp archive; local w=$tmp_made
  mkdir -p "$w/img"
  chmod 755 "$root"
  local tar_det=(--sort=name --format=gnu --owner=0 --group=0 --numeric-owner --mtime=@0)
  (cd "$root" && find . -mindepth 1 -maxdepth 1 -printf '%P\0' | sort -z) >"$w/top"
  tar -C "$root" "${tar_det[@]}" --null -T "$w/top" -cf "$w/layer.tar"
  local diff_id; diff_id=$(sha256sum <"$w/layer.tar"); diff_id=${diff_id%% *}
  local cfg
  cfg='{"architecture":'$(json_str "$arch")',"os":"linux","created":"1970-01-01T00:00:00Z",'
  cfg+='"config":{"Env":'$(json_list "PATH=$IMAGE_PATH")',"Entrypoint":'$entry',"WorkingDir":"/"'
  [ -n "$user" ] && cfg+=',"User":'$(json_str "$user")
  cfg+=$extra'},'
  cfg+='"rootfs":{"type":"layers","diff_ids":["sha256:'$diff_id'"]},'
  cfg+='"history":[{"created":"1970-01-01T00:00:00Z","created_by":'$(json_str "k8sform scripts/lab/images.sh recipe $RECIPE")'}]}'
  printf '%s' "$cfg" >"$w/config.json"
  local cfg_id; cfg_id=$(sha256sum <"$w/config.json"); cfg_id=${cfg_id%% *}
  mkdir "$w/img/$diff_id"
  mv "$w/layer.tar" "$w/img/$diff_id/layer.tar"
  mv "$w/config.json" "$w/img/$cfg_id.json"
  printf '[{"Config":"%s.json","RepoTags":[%s],"Layers":["%s/layer.tar"]}]\n' "$cfg_id" "$(json_str "$ref")" "$diff_id" >"$w/img/manifest.json"
  tar -C "$w/img" "${tar_det[@]}" -cf "$out.tmp.$$" manifest.json "$cfg_id.json" "$diff_id"
  mv -f "$out.tmp.$$" "$out"
  layer_bytes=$(stat -c %s "$w/img/$diff_id/layer.tar")
}

# ---------------------------------------------------------------------------------------------------
# Netfilter tools (kube-proxy's and flannel's) and other host programs, copied from Debian with every
# library ldd lists.

# Directories the image needs as symlinks because the host has them (usrmerge: /lib -> usr/lib, ...).
host_top_links() { # ROOT
  local d
  for d in bin sbin lib lib32 lib64 libx32; do
    if [ -L "/$d" ]; then
      ln -s "$(readlink "/$d")" "$1/$d"
      mkdir -p "$1/$(readlink -f "/$d")"
    fi
  done
  return 0
}

# Copies FILE to the same path in ROOT (the directory resolved, the file itself dereferenced, so
# SONAME links such as libmnl.so.0 stay under their own name) and every library it needs.
copied_files=()
copy_with_libs() { # ROOT FILE...
  local root=$1; shift
  local f libs lib
  for f; do
    copy_host_file "$root" "$f"
    libs=$(ldd "$f" 2>&1) || fail "ldd $f failed: $libs"
    if grep -q 'not found' <<<"$libs"; then fail "ldd $f: a library is missing on this host:
$libs"; fi
    while read -r lib; do
      copy_host_file "$root" "$lib"
    done < <(awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }' <<<"$libs")
  done
}
copy_host_file() { # ROOT FILE
  local root=$1 f=$2 dest
  dest="$(readlink -f "$(dirname "$f")")/$(basename "$f")"
  [ -e "$root$dest" ] && return 0
  mkdir -p "$root$(dirname "$dest")"
  cp -L --preserve=mode "$f" "$root$dest"
  # Both names, for `dpkg -S` (bookworm's packages list some files under /lib, others under /usr/lib).
  copied_files+=("$f")
  [ "$dest" = "$f" ] || copied_files+=("$dest")
}

pkg_files() { dpkg -L "$1" 2>/dev/null || true; }

# Debian's programs can only go into an image of this host's architecture.
check_host_arch() { # LABEL WHAT
  { command -v dpkg >/dev/null && command -v ldd >/dev/null; } ||
    fail "the $1 image copies Debian's $2: needs dpkg and ldd (a Debian or Ubuntu host)"
  local host_arch; host_arch=$(dpkg --print-architecture)
  [ "$host_arch" = "$arch" ] ||
    fail "the $1 image copies this host's $2 ($host_arch), but go env GOARCH is $arch"
}

# The Debian packages an image copies from this machine, installed with apt-get when missing (the
# lab's nodes have their own; only these images take this machine's).
ensure_debian_packages() { # LABEL PACKAGE...
  local label=$1 p
  shift
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f '${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -gt 0 ] || return 0
  { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; } || fail "the $label image needs Debian's ${missing[*]}: apt-get install -y ${missing[*]}"
  log "  [$label] installing Debian's ${missing[*]} (apt-get), which the image copies"
  { apt-get -o DPkg::Lock::Timeout=600 update -qq && DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "${missing[@]}"; } >&2 ||
    fail "apt-get install ${missing[*]} failed"
}

netfilter_rootfs() { # ROOT LABEL
  local root=$1 label=$2
  check_host_arch "$label" iptables
  ensure_debian_packages "$label" iptables conntrack nftables
  local ipt nft_multi legacy_multi xt_dir
  ipt=$(pkg_files iptables)
  [ -n "$ipt" ] || fail "the $label image needs Debian's iptables package: apt-get install -y iptables"
  nft_multi=$(grep -E '/sbin/xtables-nft-multi$' <<<"$ipt" | head -n1 || true)
  legacy_multi=$(grep -E '/sbin/xtables-legacy-multi$' <<<"$ipt" | head -n1 || true)
  xt_dir=$(grep -E '/lib/.*/xtables$' <<<"$ipt" | head -n1 || true)
  { [ -n "$nft_multi" ] && [ -x "$nft_multi" ]; } || fail "the iptables package has no xtables-nft-multi (dpkg -L iptables)"
  { [ -n "$legacy_multi" ] && [ -x "$legacy_multi" ]; } || fail "the iptables package has no xtables-legacy-multi (dpkg -L iptables)"
  { [ -n "$xt_dir" ] && [ -d "$xt_dir" ]; } || fail "the iptables package has no xtables extension directory (dpkg -L iptables)"
  host_top_links "$root"
  copy_with_libs "$root" "$nft_multi" "$legacy_multi"
  # The extensions (libxt_*.so, dlopen()ed from their compiled-in directory), symlinks kept.
  local xt_real; xt_real=$(readlink -f "$xt_dir")
  mkdir -p "$root$(dirname "$xt_real")"
  cp -a "$xt_real" "$root$xt_real"
  copied_files+=("$xt_dir")
  local so
  while IFS= read -r -d '' so; do copy_with_libs "$root" "$so"; done < <(find "$xt_real" -name '*.so' -type f -print0)
  local sbin; sbin=$(dirname "$(readlink -f "$nft_multi")")
  local l
  for l in iptables iptables-save iptables-restore ip6tables ip6tables-save ip6tables-restore \
    iptables-nft iptables-nft-save iptables-nft-restore ip6tables-nft ip6tables-nft-save ip6tables-nft-restore; do
    ln -sf xtables-nft-multi "$root$sbin/$l"
  done
  for l in iptables-legacy iptables-legacy-save iptables-legacy-restore ip6tables-legacy ip6tables-legacy-save ip6tables-legacy-restore; do
    ln -sf xtables-legacy-multi "$root$sbin/$l"
  done
  # conntrack (kube-proxy clears UDP conntrack entries with it) and nft (nftables modes), if installed.
  local extra pkg
  for pkg in conntrack nftables; do
    extra=$(pkg_files "$pkg" | grep -E "/sbin/(conntrack|nft)$" | head -n1 || true)
    if [ -n "$extra" ] && [ -x "$extra" ]; then
      copy_with_libs "$root" "$extra"
    else
      log "  [$label] Debian's $pkg is not installed: the image has no ${pkg%tables}"
    fi
  done
  # iptables resolves -p names it does not know itself through /etc/protocols.
  [ -f /etc/protocols ] && put /etc/protocols "$root" /etc/protocols 644 && copied_files+=(/etc/protocols)
  return 0
}

# Debian's cp, for kube-flannel.yml's `cp -f /flannel /opt/cni/bin/flannel`.
cp_rootfs() { # ROOT
  local root=$1 cpbin
  check_host_arch flannel-cni-plugin cp
  cpbin=$(pkg_files coreutils | grep -E '/bin/cp$' | head -n1 || true)
  { [ -n "$cpbin" ] && [ -x "$cpbin" ]; } || fail "the coreutils package has no cp (dpkg -L coreutils)"
  host_top_links "$root"
  copy_with_libs "$root" "$cpbin"
  if [ "$(id -u)" = 0 ] && command -v chroot >/dev/null; then
    local out
    out=$(chroot "$root" cp --version 2>&1 | head -n1) || fail "flannel-cni-plugin image check failed: chroot ROOTFS cp --version: $out"
    log "  [flannel-cni-plugin] checked inside the rootfs: $out"
  fi
}

# The Debian packages that own the copied files, as "pkg=version ..." (for the stamp).
host_packages_of() { # FILE...
  local owners pkgs
  owners=$(dpkg -S "$@" 2>/dev/null || true)
  # "pkg:arch: /path" or "pkg1, pkg2: /path"; diversion lines skipped.
  pkgs=$(sed -n '/^diversion /d; s/: \/.*//p' <<<"$owners" | tr ',' '\n' | sed 's/^ *//; s/:.*//' | sort -u)
  # shellcheck disable=SC2086 # a list of package names
  host_package_versions $pkgs
}
host_package_versions() { # PACKAGE...
  [ $# -gt 0 ] || return 0
  { dpkg-query -W -f '${Package}=${Version}\n' "$@" 2>/dev/null || true; } | sort -u | tr '\n' ' ' | sed 's/ $//'
}

# Runs the netfilter tools inside ROOT (as root only): the binaries, their libraries and the
# extension directory must all be there.
check_netfilter_rootfs() { # ROOT LABEL
  local root=$1 label=$2
  if [ "$(id -u)" != 0 ] || ! command -v chroot >/dev/null; then
    log "  [$label] not root: skipping the chroot checks of iptables inside the image"
    return 0
  fi
  local cmd out
  for cmd in "iptables --version" "iptables-save --version" "iptables-restore --version" "ip6tables --version" \
    "ip6tables-save --version" "ip6tables-restore --version" "iptables-legacy --version" \
    "ip6tables-legacy-save --version" "iptables -m comment -m conntrack -j MASQUERADE -h"; do
    # shellcheck disable=SC2086 # cmd is split on purpose
    out=$(chroot "$root" /usr/sbin/$cmd 2>&1) || fail "$label image check failed: chroot ROOTFS /usr/sbin/$cmd:
$out"
  done
  local summary
  summary="$(chroot "$root" /usr/sbin/iptables --version), $(chroot "$root" /usr/sbin/iptables-legacy --version)"
  [ -e "$root/usr/sbin/conntrack" ] && summary+=", $(chroot "$root" /usr/sbin/conntrack --version 2>&1 | head -n1)"
  [ -e "$root/usr/sbin/nft" ] && summary+=", $(chroot "$root" /usr/sbin/nft --version 2>&1 | head -n1)"
  log "  [$label] checked inside the rootfs: $summary"
}

# ---------------------------------------------------------------------------------------------------
# One image: work out its inputs, compare the stamp, build if needed.

file_for() { local f=${1//\//+}; echo "$cache/${f//:/@}.tar"; }

image() { # INDEX
  local i=$1 ref=${refs[$1]} name=${names[$1]} tag=${tags[$1]}
  local out; out=$(file_for "$ref")
  local -a srcs=() dsts=()
  local entry user="" extra="" stamp_extra=""
  case $name in
    kube-apiserver | kube-controller-manager | kube-scheduler | kube-proxy)
      k8s_bin_dir "$name"
      srcs=("$k8s_bin/$name") dsts=("/usr/local/bin/$name")
      entry=$(json_list "/usr/local/bin/$name")
      ;;
    etcd)
      k8s_bin_dir etcd
      local want="v${tag%%-*}" have
      have=$("$GO" version -m "$k8s_bin/etcd" 2>/dev/null | awk '$1 == "dep" && $2 == "go.etcd.io/etcd/server/v3" { v = $3 } END { print v }')
      [ -n "$have" ] || fail "cannot read the etcd version of $k8s_bin/etcd ($GO version -m)"
      [ "$have" = "$want" ] || fail "'$ref' asks for etcd $want, but the etcd that $build_sh gives for $version \
is $have (kubeadm's pairing, or K8SFORM_ETCD_VERSION when it was built): use the tag ${have#v}-0, or build etcd \
$want with K8SFORM_ETCD_VERSION=$want and a fresh K8SFORM_BINARIES_CACHE (build.sh reuses a cached etcd whatever \
K8SFORM_ETCD_VERSION says)"
      srcs=("$k8s_bin/etcd") dsts=(/usr/local/bin/etcd)
      # etcdctl and etcdutl, as etcd's release images carry them (`k8sform etcd restore` runs this
      # etcdutl): the module proxy does not serve every release (etcdctl v3.5.24 is refused), so a
      # missing one leaves it out of the image instead of failing it.
      local tool
      for tool in etcdctl etcdutl; do
        if (cd "$cache" && "$GO" mod download "go.etcd.io/etcd/$tool/v3@$want") >/dev/null 2>&1; then
          case $tool in etcdctl) ensure_etcdctl "$want" ;; etcdutl) ensure_etcdutl "$want" ;; esac
          srcs+=("$gobin") dsts+=("/usr/local/bin/$tool")
        else
          log "[$ref] note: go.etcd.io/etcd/$tool/v3@$want is not available from the Go module proxy; the image holds no $tool"
        fi
      done
      entry=$(json_list /usr/local/bin/etcd)
      ;;
    pause)
      ensure_pause
      srcs=("$gobin") dsts=(/pause)
      entry=$(json_list /pause) user=65535:65535
      ;;
    coredns)
      ensure_coredns "v${tag#v}"
      srcs=("$gobin") dsts=(/coredns)
      entry=$(json_list /coredns)
      extra=',"ExposedPorts":{"53/tcp":{},"53/udp":{}}'
      ;;
    sample-apiserver)
      [ "$tag" = "$staging_version" ] ||
        log "note: $ref builds k8s.io/sample-apiserver@$tag, not $staging_version (the one matching $version)"
      # With the release's build tags, as build.sh uses: at $staging_version the Go build cache then
      # already holds every Kubernetes package it needs from kube-apiserver's build (else ~600 compiles).
      ensure_module_bin sample-apiserver k8s.io/sample-apiserver "$tag" k8s.io/sample-apiserver "$K8S_RELEASE_TAGS"
      srcs=("$gobin") dsts=(/sample-apiserver)
      entry=$(json_list /sample-apiserver)
      ;;
    flannel)
      ensure_flanneld "$tag"
      srcs=("$gobin") dsts=(/opt/bin/flanneld)
      ensure_module_bin install-conf github.com/flannel-io/flannel "$tag" github.com/flannel-io/flannel/cmd/install_conf
      srcs+=("$gobin") dsts+=(/opt/bin/install-conf)
      entry=$(json_list /opt/bin/flanneld)
      ;;
    flannel-cni-plugin)
      plugins_version=$tag
      [[ $tag == v0.* ]] || plugins_version=$FLANNEL_CNI_STAND_IN
      ensure_module_bin flannel-cni-plugin github.com/containernetworking/plugins "$plugins_version" \
        github.com/containernetworking/plugins/plugins/meta/flannel
      srcs=("$gobin") dsts=(/flannel)
      entry=$(json_list cp -f /flannel /opt/cni/bin/flannel)
      ;;
  esac
  case $name in
    kube-proxy | flannel | flannel-cni-plugin)
      if [ -f "$out.stamp" ]; then
        # The previous build's host packages, at their installed versions now.
        local pk
        pk=$(sed -n 's/^host-packages: //p' "$out.stamp" | sed 's/=[^ ]*//g')
        # shellcheck disable=SC2086 # a list of package names
        stamp_extra="host-packages: $(host_package_versions $pk)"
      fi
      ;;
  esac

  local stamp="k8sform-images recipe=$RECIPE ref=$ref arch=$arch" k
  for k in "${!srcs[@]}"; do stamp+=$'\n'"input ${dsts[$k]} sha256=$(sha_of "${srcs[$k]}")"; done
  if [ -f "$out" ] && [ -f "$out.stamp" ] && [ "$(cat "$out.stamp")" = "$stamp${stamp_extra:+$'\n'$stamp_extra}" ]; then
    log "cached: $ref ($(du -h "$out" | cut -f1))"
    result_line="image: $ref $out"
    return 0
  fi

  lock
  # Another caller may have built it meanwhile.
  if [ -f "$out" ] && [ -f "$out.stamp" ] && [ "$(cat "$out.stamp")" = "$stamp${stamp_extra:+$'\n'$stamp_extra}" ]; then
    unlock
    log "cached (built by another caller): $ref"
    result_line="image: $ref $out"
    return 0
  fi
  local t0; t0=$(now)
  log "[$ref] assembling the image"
  rm -f "$out.stamp"
  new_tmp "rootfs-$name"; local root=$tmp_made/rootfs
  mkdir -p "$root"
  [ "$name" = pause ] || base_rootfs "$root"
  for k in "${!srcs[@]}"; do put "${srcs[$k]}" "$root" "${dsts[$k]}" 755; done
  case $name in
    etcd) mkdir -p "$root/var/lib/etcd" "$root/var/etcd" && chmod 700 "$root/var/lib/etcd" ;;
    kube-proxy | flannel)
      copied_files=()
      netfilter_rootfs "$root" "$name"
      check_netfilter_rootfs "$root" "$name"
      [ "$name" = kube-proxy ] && mkdir -p "$root/var/lib/kube-proxy"
      stamp_extra="host-packages: $(host_packages_of "${copied_files[@]}")"
      ;;
    flannel-cni-plugin)
      copied_files=()
      cp_rootfs "$root"
      stamp_extra="host-packages: $(host_packages_of "${copied_files[@]}")"
      ;;
  esac
  make_archive "$ref" "$root" "$out" "$entry" "$user" "$extra"
  printf '%s\n' "$stamp${stamp_extra:+$'\n'$stamp_extra}" >"$out.stamp.$$" && mv -f "$out.stamp.$$" "$out.stamp"
  unlock
  rm -rf "$(dirname "$root")"
  log "[$ref] done in $(fmt_secs $(($(now) - t0))): $out ($(du -h "$out" | cut -f1), layer $((layer_bytes / 1048576)) MiB)"
  result_line="image: $ref $out"
}

# Images built by Go here first, then those from build.sh (which may wait for another build of VERSION).
t_all=$(now)
log "images for $version, linux/$arch, cache $cache"
declare -A result_of=()
for pass in own build-sh; do
  for i in "${!refs[@]}"; do
    case ${names[$i]} in kube-* | etcd) [ $pass = build-sh ] || continue ;; *) [ $pass = own ] || continue ;; esac
    result_line=""
    image "$i"
    result_of[$i]=$result_line
  done
done
log "all ${#refs[@]} image(s) ready in $(fmt_secs $(($(now) - t_all)))"
for i in "${!refs[@]}"; do echo "${result_of[$i]}"; done
exit 0
}
