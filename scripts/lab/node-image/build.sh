#!/usr/bin/env bash
# Builds the root file system every lab node boots: Debian bookworm from Debian's packages
# (debootstrap), with systemd as init, OpenSSH, containerd, runc and the CNI plugins, as a
# kind node image has them. Nothing of one node is in it (no machine id, no SSH host keys, no
# Kubernetes binaries or kubelet unit: the lab writes those per host).
#
# Usage: scripts/lab/node-image/build.sh
# The image lands outside the repository in
#   ${K8SFORM_NODE_IMAGE_CACHE:-/var/cache/k8sform/node-image}/<recipe hash>/rootfs
# keyed by this script's text, built beside it and renamed into place, under a lock. On success
# the last line of stdout is `rootfs: <directory>`.
#
# bookworm, not trixie: trixie's systemd (257) treats the cgroup v1 hierarchies of hybrid
# machines as unsupported; bookworm's 252 boots on them.
set -euo pipefail
{
SUITE=bookworm
MIRROR=${K8SFORM_DEBIAN_MIRROR:-http://deb.debian.org/debian}
PACKAGES=systemd,systemd-sysv,dbus,libpam-systemd,openssh-server,sudo,containerd,runc,containernetworking-plugins,iptables,conntrack,ethtool,socat,kmod,iproute2,procps,ca-certificates,util-linux,mount,less,curl,openssl,bind9-dnsutils

fail() { echo "node-image: error: $*" >&2; exit 1; }
log() { echo "node-image: $*"; }

[ "$(id -u)" = 0 ] || fail "run as root (debootstrap makes device nodes and sets owners)"
recipe=$(sha256sum "${BASH_SOURCE[0]}" | cut -c1-16)
cache=${K8SFORM_NODE_IMAGE_CACHE:-/var/cache/k8sform/node-image}
out=$cache/$recipe
mkdir -p "$cache"
exec 9>"$cache/.lock"
flock 9
if [ -f "$out/stamp" ]; then echo "rootfs: $out/rootfs"; exit 0; fi

if ! command -v debootstrap >/dev/null; then
  command -v apt-get >/dev/null || fail "debootstrap is missing and there is no apt-get to install it"
  log "installing debootstrap (apt-get)"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null 2>&1 ||
    { apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null; } ||
    fail "apt-get install debootstrap failed"
fi

tmp=$cache/.build.$$
rm -rf "$tmp" "$out"
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
root=$tmp/rootfs
log "debootstrap $SUITE from $MIRROR into $root"
start=$(date +%s)
debootstrap --variant=minbase --include="$PACKAGES" "$SUITE" "$root" "$MIRROR" > "$tmp/debootstrap.log" 2>&1 ||
  { tail -n 20 "$tmp/debootstrap.log" >&2; fail "debootstrap failed (log above)"; }

# One node's identity is written per host before it boots: none in the image.
: > "$root/etc/machine-id"
rm -f "$root/var/lib/dbus/machine-id" && ln -s /etc/machine-id "$root/var/lib/dbus/machine-id"
rm -f "$root"/etc/ssh/ssh_host_*

# Units that would change the machine rather than the node (kernel-wide sysctls, binfmt_misc) or
# that wait for a console or run maintenance timers.
systemctl --root="$root" mask \
  systemd-sysctl.service systemd-binfmt.service proc-sys-fs-binfmt_misc.automount proc-sys-fs-binfmt_misc.mount \
  console-getty.service getty.target systemd-firstboot.service \
  apt-daily.timer apt-daily-upgrade.timer dpkg-db-backup.timer e2scrub_all.timer fstrim.timer >/dev/null 2>&1
mkdir -p "$root/etc/systemd/journald.conf.d"
# Volatile and small; the machine's kernel log is not every node's to copy.
printf '[Journal]\nStorage=volatile\nRuntimeMaxUse=32M\nReadKMsg=no\n' > "$root/etc/systemd/journald.conf.d/k8sform-lab.conf"
systemctl --root="$root" enable containerd.service ssh.service >/dev/null 2>&1
mkdir -p "$root/etc/kubernetes/manifests" "$root/opt/cni/bin" "$root/opt/k8sform-lab/bin"
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
mv "$tmp/debootstrap.log" "$root/var/log/k8sform-debootstrap.log"

mv "$tmp" "$out"
trap - EXIT
date -u +%FT%TZ > "$out/stamp"
log "built in $(( $(date +%s) - start ))s: $(du -sh "$out/rootfs" | cut -f1)"
echo "rootfs: $out/rootfs"
exit 0
}
