#!/usr/bin/env bash
# PID "1" of one lab host. Started by the lab already inside the host's own network, mount, UTS and
# cgroup namespaces (see scripts/lab/src/hosts.ts); it makes the machine look like a node and then
# supervises sshd, containerd and the kubelet the way systemd units would.
#
# Usage: init.sh HOST_DIR   (HOST_DIR/host.env holds the settings written by the lab)
set -euo pipefail
HOST_DIR=$1
# shellcheck source=/dev/null
. "$HOST_DIR/host.env"   # LAB_HOST, LAB_BIN, LAB_PRIVATE_DIRS, LAB_CGROUP_MOUNTS, LAB_SERVICES_DIR ...

log() { echo "lab-init[$LAB_HOST]: $*"; }

hostname "$LAB_HOST"

# Directories the node owns: bind mounts of the host's directory, so they survive restarts of this
# script and are visible (read-only use) from the machine for collecting logs.
for dir in $LAB_PRIVATE_DIRS; do
  mkdir -p "$HOST_DIR/fs$dir"
  mount --bind "$HOST_DIR/fs$dir" "$dir"
done
# A node's own /run and /tmp (pod network namespaces are pinned under /run/netns).
mount -t tmpfs -o mode=0755,nosuid,nodev tmpfs /run
mount -t tmpfs -o mode=1777,nosuid,nodev tmpfs /tmp
mkdir -p /run/sshd /run/containerd "$LAB_SERVICES_DIR"
for f in hosts hostname resolv.conf passwd group shadow gshadow; do
  mount --bind "$HOST_DIR/etc/$f" "/etc/$f"
done
mount --bind "$HOST_DIR/etc/sudoers.d" /etc/sudoers.d
mount --bind "$LAB_BIN" "$LAB_BIN_MOUNT"

# The node's view of cgroups: its own subtree as the root of every hierarchy (the lab moved this
# process there before unsharing the cgroup namespace), so its kubelet and containerd see only
# their own pods.
umount -l /sys/fs/cgroup 2>/dev/null || true
mount -t tmpfs -o mode=0755,nosuid,nodev,noexec cgroup /sys/fs/cgroup
for entry in $LAB_CGROUP_MOUNTS; do   # dir:fstype:options
  IFS=: read -r cdir ctype copts <<<"$entry"
  mkdir -p "/sys/fs/cgroup/$cdir"
  mount -t "$ctype" -o "$copts" cgroup "/sys/fs/cgroup/$cdir"
done
for alias in $LAB_CGROUP_ALIASES; do  # name:target, e.g. cpu,cpuacct:cpu
  IFS=: read -r aname atarget <<<"$alias"
  ln -sfn "$atarget" "/sys/fs/cgroup/$aname"
done

# What an operator's node preparation does (kubeadm's preflight checks for these).
sysctl -qw net.ipv4.ip_forward=1 net.bridge.bridge-nf-call-iptables=1 net.bridge.bridge-nf-call-ip6tables=1
ip link set lo up

# Each service: restarted when it exits, like a systemd unit with Restart=always.
# systemctl (LAB_BIN/systemctl) talks to these loops through files in LAB_SERVICES_DIR.
supervise() { # NAME RESTART_SECONDS COMMAND...
  local name=$1 restart=$2; shift 2
  local dir="$LAB_SERVICES_DIR/$name"
  mkdir -p "$dir"
  while :; do
    if [ -e "$dir/stopped" ]; then sleep 0.5; continue; fi
    "$@" >>"/var/log/k8sform-lab/$name.log" 2>&1 &
    echo $! >"$dir/pid"
    date +%s >"$dir/started"
    local rc=0
    wait $! || rc=$?
    rm -f "$dir/pid"
    echo "$(date -u +%FT%TZ) $name exited with status $rc" >>"/var/log/k8sform-lab/$name.log"
    # `systemctl restart` asks for an immediate start; a crash waits RestartSec as systemd would.
    if [ -e "$dir/restart-now" ]; then rm -f "$dir/restart-now"; continue; fi
    local waited=0
    while [ "$waited" -lt "$restart" ] && [ ! -e "$dir/restart-now" ]; do sleep 1; waited=$((waited + 1)); done
    rm -f "$dir/restart-now"
  done
}

stop_all() {
  log "stopping"
  for dir in "$LAB_SERVICES_DIR"/*/; do
    touch "$dir/stopped"
    [ -f "$dir/pid" ] && kill -TERM "$(cat "$dir/pid")" 2>/dev/null || true
  done
  exit 0
}
trap stop_all TERM INT

supervise sshd 1 /usr/sbin/sshd -D -e -f "$HOST_DIR/ssh/sshd_config" &
supervise containerd 5 containerd --config "$HOST_DIR/containerd.toml" &
# kubeadm's kubelet.service has RestartSec=10; the unit starts at boot and crash-loops until
# /var/lib/kubelet/config.yaml exists.
supervise kubelet 10 "$LAB_BIN_MOUNT/kubelet-service" &
log "up: sshd, containerd, kubelet supervised"
while :; do sleep 3600 & wait $! || true; done
