#!/bin/sh
# The `k8sform` command (the build copies this file to dist/src/cli/k8sform). It starts Node from the
# startup snapshot the build made on this machine (k8sform.blob, see k8sform-snapshot.cts), the CLI
# already loaded and compiled: about a tenth less time for a short command such as `render`.
# Without a snapshot usable here it runs k8sform.cjs, which loads the bundle: the same commands,
# only a few milliseconds slower to start.
# Node refuses (and exits on) a snapshot made by another Node version or under other V8 flags, and
# the snapshot holds the bundle of one directory. So the build records, in k8sform.blob.for, the node
# binary, this directory and the V8 flags it was made with, and the snapshot is used only while
# `node` on PATH is that same file and not replaced since, this is that same directory, and
# NODE_OPTIONS (which may hold V8 flags, such as --max-old-space-size in CI) is empty.
# K8SFORM_NO_SNAPSHOT=1 runs k8sform.cjs regardless.
# POSIX sh, and no program run but readlink, only when called through a link (npm links
# node_modules/.bin/k8sform here).
self=$0
case $self in */*) ;; *) self=./$self ;; esac # `sh k8sform` in its own directory
if [ -L "$self" ]; then self=$(readlink -f -- "$self"); fi
here=${self%/*}
blob=$here/k8sform.blob
if [ -z "${K8SFORM_NO_SNAPSHOT:-}" ] && [ -z "${NODE_OPTIONS:-}" ] && [ -f "$blob" ] && { read -r built_by && read -r built_in && read -r v8_flags; } 2>/dev/null < "$blob.for" &&
  [ "$here" -ef "$built_in" ] && [ "$(command -v node)" -ef "$built_by" ] && [ "$blob" -nt "$built_by" ]; then
  # shellcheck disable=SC2086 # the flags are words
  exec node $v8_flags --snapshot-blob "$blob" -- "$@"
fi
exec node "$here/k8sform.cjs" "$@"
