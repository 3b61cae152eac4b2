#!/usr/bin/env bash
# PID 1 of one lab node until it execs systemd. The lab starts it inside the node's own network
# namespace and new mount, UTS, IPC, PID and cgroup namespaces (see scripts/lab/src/hosts.ts): it
# mounts the node's root file system (the cached Debian image below, the node's own changes above)
# and what systemd expects of a container (systemd's CONTAINER_INTERFACE, as kind's entrypoint
# does), switches root and hands over to systemd.
#
# Usage: init.sh HOST_DIR   (HOST_DIR/host.env holds the settings written by the lab)
set -euo pipefail
HOST_DIR=$1
# shellcheck source=/dev/null
. "$HOST_DIR/host.env"   # LAB_HOST, LAB_IMAGE, LAB_BIN, LAB_BIN_ROOT, LAB_PRIVATE_DIRS, LAB_CGROUP_MOUNTS ...
log() { echo "lab-init[$LAB_HOST]: $*"; }
[ "$$" = 1 ] || { log "must run as PID 1 of its own PID namespace (is $$)"; exit 1; }
R=$HOST_DIR/root

hostname "$LAB_HOST"
mount -t overlay overlay -o "lowerdir=$LAB_IMAGE,upperdir=$HOST_DIR/upper,workdir=$HOST_DIR/work" "$R"
# Directories the node owns on the machine's disk: containerd's overlayfs snapshotter cannot work
# on an overlayfs, and the lab reads logs and credentials there from the machine.
for dir in $LAB_PRIVATE_DIRS; do
  mkdir -p "$HOST_DIR/fs$dir" "$R$dir"
  mount --bind "$HOST_DIR/fs$dir" "$R$dir"
done

mount -t proc -o nosuid,nodev,noexec proc "$R/proc"
# fs.file-max and fs.nr_open are machine-wide and systemd raises them at boot: read-only here.
mount --bind "$R/proc/sys/fs" "$R/proc/sys/fs"
mount -o remount,bind,ro "$R/proc/sys/fs"
mount -t sysfs -o nosuid,nodev,noexec sysfs "$R/sys"
# The node's view of cgroups: its own subtree as the root of every hierarchy (the lab moved this
# process there before unsharing the cgroup namespace).
mount -t tmpfs -o nosuid,nodev,noexec,mode=755,size=1m cgroup "$R/sys/fs/cgroup"
for entry in $LAB_CGROUP_MOUNTS; do   # dir:fstype:options
  IFS=: read -r cdir ctype copts <<<"$entry"
  mkdir -p "$R/sys/fs/cgroup/$cdir"
  mount -t "$ctype" -o "nosuid,nodev,noexec,$copts" cgroup "$R/sys/fs/cgroup/$cdir"
done
for alias in $LAB_CGROUP_ALIASES; do  # name:target, e.g. cpu,cpuacct:cpu
  IFS=: read -r aname atarget <<<"$alias"
  ln -sfn "$atarget" "$R/sys/fs/cgroup/$aname"
done
# Read-only: systemd would otherwise mount the controllers the machine leaves unmounted, as
# machine-wide hierarchies outside the node's cgroup. /sys read-only tells systemd there is no udev.
mount -o remount,ro,nosuid,nodev,noexec,mode=755,size=1m "$R/sys/fs/cgroup"
mount -o remount,bind,ro,nosuid,nodev,noexec "$R/sys"

mount -t tmpfs -o nosuid,mode=755,size=1m dev "$R/dev"
for node in null:1:3 zero:1:5 full:1:7 random:1:8 urandom:1:9 tty:5:0; do
  IFS=: read -r dn dmaj dmin <<<"$node"
  mknod -m 666 "$R/dev/$dn" c "$dmaj" "$dmin"
done
mkdir -p "$R/dev/pts" "$R/dev/shm"
mount -t devpts -o newinstance,nosuid,noexec,ptmxmode=0666,mode=0620,gid=5 devpts "$R/dev/pts"
ln -s pts/ptmx "$R/dev/ptmx"
mount -t tmpfs -o nosuid,nodev,mode=1777 shm "$R/dev/shm"
# The kubelet's OOM watcher reads the kernel log.
touch "$R/dev/kmsg"
mount --bind /dev/kmsg "$R/dev/kmsg"
mount -t tmpfs -o nosuid,nodev,mode=755 run "$R/run"
mount -t tmpfs -o nosuid,nodev,mode=1777 tmp "$R/tmp"

# The lab's Kubernetes binaries: every version built so far (read-only), and the installed one
# where the kubelet package's paths point (/usr/bin/kubelet -> /usr/local/sbin/kubelet).
mount --bind "$LAB_BIN_ROOT" "$R/opt/k8sform-lab/bin"
mount -o remount,bind,ro "$R/opt/k8sform-lab/bin"
if [ -n "$LAB_BIN" ]; then   # empty on a bare host (lab up --bare): k8sform apply installs the binaries
  mount --bind "$LAB_BIN" "$R/usr/local/sbin"
  mount -o remount,bind,ro "$R/usr/local/sbin"
fi

# What an operator's node preparation does; all per network namespace.
sysctl -qw net.ipv4.ip_forward=1 net.bridge.bridge-nf-call-iptables=1 net.bridge.bridge-nf-call-ip6tables=1
ip link set lo up

# Switch root as runc does, then shared propagation (systemd does not make / shared in a
# container; the kubelet's mount propagation needs it).
cd "$R"
pivot_root . .
umount -l .
cd /
mount --make-rshared /
log "exec /sbin/init"
exec env -i container=k8sform-lab PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin /sbin/init
