/**
 * What a host is, as far as running a Kubernetes node on it goes: read in the same round trip as
 * its managed files (see state/host-facts-script.ts) and checked before anything is written (the
 * preflight checks, planner/preflight-checks.ts). Only read on real hosts, not on a local
 * directory standing in for one.
 */
export interface HostFacts {
  /** The host's clock, with when k8sform sent the read and got its answer (seconds since the epoch, k8sform's clock). */
  readonly clock: HostClock;
  /** Active swap devices and files, as /proc/swaps lists them. */
  readonly swapDevices: number;
  /** The values of HOST_SYSCTLS that exist on the host, by dotted name (absent: no such file). */
  readonly sysctls: Readonly<Record<string, string>>;
  /** Whether /proc/filesystems lists overlay (containerd's default snapshotter needs it). */
  readonly overlayFilesystem: boolean;
  /** 2 when /sys/fs/cgroup is the unified hierarchy; 1 on a legacy or hybrid one. */
  readonly cgroupVersion: 1 | 2;
  /** Whether systemd is the host's init (/run/systemd/system exists). */
  readonly systemd: boolean;
  readonly containerRuntime: ContainerRuntimeSeen;
  /**
   * Local TCP ports something listens on (IPv4 and IPv6), in the host's network namespace; read
   * only where a component is to start (its manifest or the kubelet's kubeconfig is absent).
   */
  readonly listeningPorts?: readonly number[];
  /** Names of HOST_TOOLS not found in the PATH of k8sform's remote shell. */
  readonly missingTools: readonly string[];
  /** The kubelet found in that PATH, with what `kubelet --version` said; absent when there is none. */
  readonly kubelet?: { readonly path: string; readonly versionLine: string };
  /** The file system holding /var/lib (the kubelet's, containerd's and etcd's data), in KiB. */
  readonly disk?: { readonly mount: string; readonly totalKiB: number; readonly availableKiB: number };
  /** The host's online CPUs. */
  readonly cpus?: number;
  readonly memoryKiB?: number;
  readonly kernelRelease: string;
  /** What `uname -m` says (x86_64, aarch64): which build of a binary the host runs. */
  readonly machine?: string;
  /** Which of curl and wget are in the PATH (a host downloads spec.nodeSoftware's binaries with one). */
  readonly downloaders?: readonly string[];
  /** Each binary k8sform installs, by path: its digest (a file's sha256, `symlink:…` for a link, `absent`, `other`), and its mode and owner when it exists. */
  readonly binaries?: Readonly<Record<string, BinarySeen>>;
  /**
   * Of the files cluster.yaml names on the host for others to read, which k8sform does not write (a
   * registry mirror's `ca`), those that are not regular files there; absent when none was asked for.
   */
  readonly missingFiles?: readonly string[];
}

export interface BinarySeen {
  readonly digest: string;
  readonly mode?: number;
  readonly uid?: number;
  readonly gid?: number;
}

export interface HostClock {
  readonly host: number;
  readonly sentAt: number;
  readonly receivedAt: number;
}

/** The container runtime at kubelet.criSocket: its socket, and whether a client asked it answered. */
export interface ContainerRuntimeSeen {
  readonly socket: string;
  /**
   * `answers` (with the version it gave), `no-cri` (it answers, without the CRI service the kubelet
   * uses: containerd's CRI plugin not loaded, or failed), `silent` (a client asked and got no
   * answer), `socket` (there, not asked: no client on the host), `absent`.
   */
  readonly state: 'answers' | 'no-cri' | 'silent' | 'socket' | 'absent';
  /** The runtime's version line, the CRI plugin's status (`error`, `not loaded`), or the client's error. */
  readonly detail?: string;
}

/** The kernel settings read, by dotted name; their files are under /proc/sys. */
export const HOST_SYSCTLS = [
  'net.ipv4.ip_forward',
  'net.ipv6.conf.default.forwarding',
  'net.bridge.bridge-nf-call-iptables',
  'net.bridge.bridge-nf-call-ip6tables',
] as const;

/** The executables k8sform's host scripts and the kubelet run, with the Debian package of each (for the fix). */
export const HOST_TOOLS: Readonly<Record<string, string>> = {
  flock: 'util-linux', losetup: 'util-linux', mount: 'mount', base64: 'coreutils', cat: 'coreutils', chmod: 'coreutils', chown: 'coreutils',
  cp: 'coreutils', cut: 'coreutils', date: 'coreutils', df: 'coreutils', head: 'coreutils', id: 'coreutils', ls: 'coreutils',
  mkdir: 'coreutils', mktemp: 'coreutils', mv: 'coreutils', readlink: 'coreutils', rm: 'coreutils',
  sha256sum: 'coreutils', sort: 'coreutils', stat: 'coreutils', sync: 'coreutils', tail: 'coreutils', timeout: 'coreutils',
  tr: 'coreutils', wc: 'coreutils', find: 'findutils', grep: 'grep', sed: 'sed', getconf: 'libc-bin',
};

/** The programs a host unpacks release archives with (spec.nodeSoftware's crictl and CNI plugins): needed only then. */
export const ARCHIVE_TOOLS: Readonly<Record<string, string>> = { tar: 'tar', gzip: 'gzip' };
