# Sourced by the build scripts: finding the go command, and `go build` in the background with a
# heartbeat every 30 s (the -v package list doubles as a progress counter) and, on failure, the end
# of its log without that list. Needs the caller's log, fail, now and fmt_secs functions and $GO and $jobs.
#
# K8S_RELEASE_TAGS: the official Kubernetes release build's tags. build.sh builds the Kubernetes
# binaries with them, and images.sh builds sample-apiserver with them so it reuses those packages
# from the Go build cache: the two must stay the same.
# shellcheck disable=SC2034 # used by the scripts that source this file
K8S_RELEASE_TAGS=selinux,notest,grpcnotrace
#
# find_go [WHAT]
#   sets GO: $GO if set, else `go` on PATH, else /usr/local/go/bin/go; fails naming WHAT needs it.
find_go() {
  GO=${GO:-}
  [ -n "$GO" ] && return 0
  if command -v go >/dev/null; then GO=go
  elif [ -x /usr/local/go/bin/go ]; then GO=/usr/local/go/bin/go
  else fail "no 'go' command: install Go 1.24 or newer (https://go.dev/dl/) or set GO=/path/to/go${1:+; needed to build $1}"
  fi
}
#
# go_build_logged LABEL LOGFILE OUT DIR PACKAGE [go build flags...]
#   builds PACKAGE (from inside DIR) to OUT.tmp.PID, then renames it to OUT; fails the script on error.
go_build_logged() {
  local label=$1 logf=$2 out=$3 dir=$4 pkg=$5; shift 5
  local tmp="$out.tmp.$$" t0
  t0=$(now)
  # -dwarf=false: the binaries are linked with -s -w, so the compiler's debug info is thrown away
  # anyway; not making it cut a cold Kubernetes build by about 12% (kube-scheduler 296 s vs 337 s).
  (cd "$dir" && exec "$GO" build -p "$jobs" -trimpath -gcflags=all=-dwarf=false -v "$@" -o "$tmp" "$pkg") >"$logf" 2>&1 &
  local pid=$! rc=0 ticks=0
  while kill -0 "$pid" 2>/dev/null; do
    sleep 1
    ticks=$((ticks + 1))
    if [ $((ticks % 30)) -eq 0 ]; then
      log "[$label] still building: $(fmt_secs $(($(now) - t0))), $(grep -c '^[[:alnum:]._~/-]*$' "$logf" || true) packages compiled"
    fi
  done
  wait "$pid" || rc=$?
  if [ $rc -ne 0 ]; then
    rm -f "$tmp"
    echo "[$label] go build failed (exit $rc); the end of $logf:" >&2
    grep -v '^[[:alnum:]._~/-]*$' "$logf" | tail -n 40 >&2 || true
    fail "building $label failed"
  fi
  mv -f "$tmp" "$out"
}
