import type { Cluster, Host } from '../model/cluster.js';
import { ARCHIVE_TOOLS, HOST_TOOLS, type HostFacts } from '../model/host-facts.js';
import { NODE_ARCHIVES, registryHostsPath } from '../model/node-software.js';
import { CERTIFICATE_BACKDATE_SECONDS } from '../render/pki/issue.js';

/**
 * The preflight checks: what a host must be before k8sform writes a node's files there, checked
 * from what reading it found (HostFacts), per host, before anything is written. They follow
 * kubeadm's init and join preflight (`kubeadm` names its check of the same thing) and add what
 * kubeadm leaves to the kubelet's first start (swap with failSwapOn, the cgroup driver, the
 * kubelet's version, the clock). A failure says what is wrong and how to fix it.
 */

export type Severity = 'error' | 'warning';

/** What a check found wrong on a host. */
export interface Problem {
  readonly severity: Severity;
  readonly message: string;
  readonly fix: string;
}

/** The components k8sform starts on a host, whose ports must then be free. */
export type StartingComponent = 'kube-apiserver' | 'kube-controller-manager' | 'kube-scheduler' | 'etcd' | 'kubelet';

/** One host as the checks see it. */
export interface HostUnderCheck {
  readonly host: Host;
  readonly facts: HostFacts;
  /** The components not on the host yet (their manifest, or the kubelet's kubeconfig, is absent): k8sform starts them. */
  readonly starting: ReadonlySet<StartingComponent>;
  /** The median of every checked host's clock offset from k8sform's (seconds), to compare each host's with. */
  readonly clockMedian: number;
  /** Whether apply is about to write (else a plan is shown for review). */
  readonly applying: boolean;
}

export interface PreflightCheck {
  /** What spec.preflight.ignore names it by. */
  readonly name: string;
  /** kubeadm's preflight check of the same thing (`--ignore-preflight-errors` names), if it has one. */
  readonly kubeadm?: string;
  /** What it checks, for the documentation. */
  readonly checks: string;
  readonly run: (cluster: Cluster, h: HostUnderCheck) => readonly Problem[];
}

/** The kubelet's default hard eviction thresholds for the node's and the images' file systems (/var/lib holds both by default). */
const DEFAULT_EVICTION: Readonly<Record<string, string>> = { 'nodefs.available': '10%', 'imagefs.available': '15%' };
const QUANTITY_UNITS: Readonly<Record<string, number>> = { '': 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40 };

/** An evictionHard signal of the kubelet's configuration as free KiB on a file system of `totalKiB`; undefined when it cannot be read. */
function evictionKiB(cluster: Cluster, signal: string, totalKiB: number): { readonly kib: number; readonly text: string } | undefined {
  const configured = (kubeletConfig(cluster, 'evictionHard') as Record<string, unknown> | undefined)?.[signal];
  const text = typeof configured === 'string' ? configured : DEFAULT_EVICTION[signal]!;
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(text);
  if (percent) return { kib: (Number(percent[1]) / 100) * totalKiB, text };
  const quantity = /^(\d+(?:\.\d+)?)(|k|M|G|T|Ki|Mi|Gi|Ti)$/.exec(text);
  return quantity ? { kib: (Number(quantity[1]) * QUANTITY_UNITS[quantity[2]!]!) / 1024, text } : undefined;
}
/** kubeadm's minimum for a control plane: ControlPlaneNumCPU and ControlPlaneMem (MB). */
const CONTROL_PLANE_CPUS = 2;
const CONTROL_PLANE_MEMORY_MB = 1700;
/** Clocks further apart than this disturb etcd (it warns of a clock difference past 1 s) and leader leases. */
const CLOCK_SPREAD_SECONDS = 1;
/** Kernels kubeadm's system verification accepts without a warning: the 5.x LTS series it names, and 6.x or later. */
const SUPPORTED_KERNEL = /^(5\.4|5\.10|5\.15)(\.|$)|^([6-9]|[1-9]\d+)\.\d+\.\d+/;

const problem = (severity: Severity, message: string, fix: string): Problem[] => [{ severity, message, fix }];
const persisted = 'and persist it in /etc/sysctl.d/k8s.conf';
const kubeletConfig = (cluster: Cluster, key: string) => cluster.kubelet.config[key];
const subnets = (cluster: Cluster) => [cluster.networking.serviceSubnet, ...(cluster.networking.podSubnet ? [cluster.networking.podSubnet] : [])];
const usesIPv6 = (cluster: Cluster) => subnets(cluster).some((s) => s.includes(':'));
const usesIPv4 = (cluster: Cluster) => subnets(cluster).some((s) => !s.includes(':'));

/** The ports each component listens on, as rendered from cluster.yaml. */
function componentPorts(cluster: Cluster, component: StartingComponent): number[] {
  const securePort = (args: Readonly<Record<string, string>>, fallback: number) => Number(args['secure-port'] ?? fallback);
  switch (component) {
    case 'kube-apiserver': return [cluster.apiServer.bindPort];
    case 'kube-controller-manager': return [securePort(cluster.controllerManager.extraArgs, 10257)];
    case 'kube-scheduler': return [securePort(cluster.scheduler.extraArgs, 10259)];
    case 'etcd': return [2379, 2380];
    case 'kubelet': return [Number(kubeletConfig(cluster, 'port') ?? 10250)];
  }
}

/** Seconds the host's clock is ahead of k8sform's (negative: behind), as the interval the round trip allows. */
export const clockOffset = (f: HostFacts) => ({ low: f.clock.host - f.clock.receivedAt, high: f.clock.host - f.clock.sentAt, mid: f.clock.host - (f.clock.sentAt + f.clock.receivedAt) / 2 });

const seconds = (s: number) => `${Math.abs(s) < 10 ? Math.abs(s).toFixed(1) : Math.round(Math.abs(s))} s`;
const gib = (kib: number) => `${(kib / 1024 / 1024).toFixed(1)} GiB`;

export const PREFLIGHT_CHECKS: readonly PreflightCheck[] = [
  {
    name: 'swap',
    kubeadm: 'Swap',
    checks: 'No swap is on, unless `kubelet.config.failSwapOn: false` lets the kubelet start with it.',
    run: (cluster, { facts }) => facts.swapDevices > 0 && kubeletConfig(cluster, 'failSwapOn') !== false
      ? problem('error', `swap is on (${facts.swapDevices} in /proc/swaps): the kubelet refuses to start with swap on`, 'run `swapoff -a` and remove the swap entries from /etc/fstab (and mask any swap unit), or set spec.kubelet.config.failSwapOn: false')
      : [],
  },
  {
    name: 'ip-forward',
    kubeadm: 'FileContent--proc-sys-net-ipv4-ip_forward',
    checks: '`net.ipv4.ip_forward` is 1 (and `net.ipv6.conf.default.forwarding` when a subnet is IPv6): Pods reach each other and Services through the node.',
    run: (cluster, { facts }) => [
      ...(usesIPv4(cluster) ? ['net.ipv4.ip_forward'] : []),
      ...(usesIPv6(cluster) ? ['net.ipv6.conf.default.forwarding'] : []),
    ].flatMap((name) => facts.sysctls[name] === '1' ? [] : problem('error', `${name} is ${facts.sysctls[name] ?? 'missing'}, not 1: the node would not forward its Pods' traffic`, `run \`sysctl -w ${name}=1\` ${persisted}`)),
  },
  {
    name: 'bridge-netfilter',
    checks: '`br_netfilter` is loaded and `net.bridge.bridge-nf-call-iptables` (and `-ip6tables` with IPv6) is 1, as kube-proxy needs for Pods on a bridge (warning).',
    run: (cluster, { facts }) => [
      'net.bridge.bridge-nf-call-iptables',
      ...(usesIPv6(cluster) ? ['net.bridge.bridge-nf-call-ip6tables'] : []),
    ].flatMap((name) => facts.sysctls[name] === '1' ? [] : problem('warning',
      facts.sysctls[name] === undefined ? `${name} does not exist (the br_netfilter module is not loaded): traffic between Pods on one bridge bypasses kube-proxy's Service rules` : `${name} is ${facts.sysctls[name]}: traffic between Pods on one bridge bypasses kube-proxy's Service rules`,
      `run \`modprobe br_netfilter\` and \`sysctl -w ${name}=1\`, and persist them in /etc/modules-load.d/k8s.conf and /etc/sysctl.d/k8s.conf`)),
  },
  {
    name: 'overlay',
    checks: 'The kernel offers the overlay file system, which containerd\'s default snapshotter uses (warning).',
    run: (_cluster, { facts }) => facts.overlayFilesystem ? [] : problem('warning', 'overlay is not in /proc/filesystems: containerd\'s overlayfs snapshotter cannot mount image layers', 'run `modprobe overlay` and add overlay to /etc/modules-load.d/k8s.conf'),
  },
  {
    name: 'cgroups',
    kubeadm: 'SystemVerification',
    checks: 'The host uses cgroup v2; on cgroup v1 a v1.35 or later kubelet starts only with `kubelet.config.failCgroupV1: false` (then a warning).',
    run: (cluster, { facts }) => {
      if (facts.cgroupVersion === 2) return [];
      const refused = cluster.release.minor >= 35 && kubeletConfig(cluster, 'failCgroupV1') !== false;
      return refused
        ? problem('error', `the host uses cgroup v1, which the kubelet of ${cluster.kubernetesVersion} refuses to start on`, 'boot the host with the unified cgroup hierarchy (the default of current distributions; systemd.unified_cgroup_hierarchy=1 on the kernel command line), or set spec.kubelet.config.failCgroupV1: false')
        : problem('warning', 'the host uses cgroup v1, which Kubernetes deprecates', 'boot the host with the unified cgroup hierarchy (cgroup v2)');
    },
  },
  {
    name: 'cgroup-driver',
    checks: 'The kubelet\'s `cgroupDriver: systemd` (the default) is on a host whose init is systemd; `cgroupfs` beside systemd is a warning.',
    run: (cluster, { facts }) => {
      // Where apply writes containerd's configuration, it follows the cgroup driver by itself.
      const runtimeToo = (value: boolean) => (cluster.nodeSoftware?.containerd ? '' : ` (and SystemdCgroup = ${value} in containerd's config.toml)`);
      if (cluster.kubelet.cgroupDriver === 'systemd' && !facts.systemd) return problem('error', 'the kubelet\'s cgroupDriver is systemd, but systemd is not this host\'s init (no /run/systemd/system)', `set spec.kubelet.cgroupDriver: cgroupfs${runtimeToo(false)}, or boot the host with systemd`);
      if (cluster.kubelet.cgroupDriver === 'cgroupfs' && facts.systemd) return problem('warning', 'the kubelet\'s cgroupDriver is cgroupfs on a host whose init is systemd: two managers of one cgroup tree', `set spec.kubelet.cgroupDriver: systemd${runtimeToo(true)}`);
      return [];
    },
  },
  {
    name: 'container-runtime',
    kubeadm: 'CRI',
    checks: 'A container runtime listens at `kubelet.criSocket` and answers, with its CRI service (asked with crictl when installed, else containerd\'s ctr, whose list of plugins must show the CRI plugin `ok`).',
    run: (cluster, { facts }) => {
      const { socket, state, detail } = facts.containerRuntime;
      if (state === 'no-cri') {
        // apply's config.toml enables the CRI plugin, and containerd restarts onto it in the host's step.
        if (cluster.nodeSoftware?.containerd) return problem('warning', `containerd at ${socket} runs without its CRI plugin (${detail ?? 'not loaded'}): the config.toml apply writes enables it`, 'nothing, if plan replaces /etc/containerd/config.toml on this host; otherwise see `journalctl -u containerd` for why the CRI plugin failed');
        return problem('error', `containerd at ${socket} answers, but its CRI plugin, which the kubelet talks to, is ${detail ?? 'not loaded'}`, 'remove "cri" from disabled_plugins in /etc/containerd/config.toml (containerd.io\'s packaged file lists it) or fix its CRI section (`journalctl -u containerd` says what failed), then `systemctl restart containerd`; or let apply write config.toml (spec.nodeSoftware)');
      }
      if (state === 'absent') return problem('error', `no container runtime listens at ${socket} (spec.kubelet.criSocket ${cluster.kubelet.criSocket})`, 'install and start containerd (or the runtime spec.kubelet.criSocket names), or correct spec.kubelet.criSocket');
      if (state === 'silent') return problem('error', `the container runtime at ${socket} did not answer${detail ? `: ${detail}` : ''}`, 'start it (`systemctl restart containerd`) and see why it stopped (`journalctl -u containerd`)');
      return [];
    },
  },
  {
    name: 'registry-ca',
    checks: 'Each `ca` a registry mirror names (`nodeSoftware.containerd.registryMirrors`) is a file on the host: containerd refuses a registry\'s whole hosts.toml while one is missing, and no image of that registry can be pulled then.',
    run: (cluster, { facts }) => Object.entries(cluster.nodeSoftware?.containerd?.registryMirrors ?? {}).flatMap(([registry, mirrors]) => mirrors
      .filter((m) => m.ca && facts.missingFiles?.includes(m.ca))
      .flatMap((m) => problem('error', `${m.ca}, the CA certificate of ${registry}'s mirror ${m.url}, is not a file on the host: containerd would refuse ${registryHostsPath(registry)}, and pulls of ${registry}'s images would fail`, `copy the certificate to ${m.ca} on the host (k8sform does not write it), or correct the mirror's ca in spec.nodeSoftware.containerd.registryMirrors`))),
  },
  {
    name: 'kubelet',
    kubeadm: 'KubeletVersion',
    checks: 'The `kubelet` in the PATH is of `kubernetesVersion`: apply restarts it onto that release and its gate waits for it. Another release is a warning in a plan (packages go on after review) and an error in apply. With `nodeSoftware`, apply installs it, from a URL with the host\'s `curl` or `wget`, which must then be there (so too for crictl\'s and the CNI plugins\' archives from a URL).',
    run: (cluster, { facts, applying }) => {
      if (cluster.nodeSoftware) {
        const software = cluster.nodeSoftware;
        const downloaded = [
          ...(software.source.kind === 'url' ? ['the kubelet and kubectl (spec.nodeSoftware.source.url)'] : []),
          ...software.archives.filter((a) => a.source.kind === 'url').map((a) => `the ${a.name} archive (spec.nodeSoftware.${NODE_ARCHIVES[a.name].field}.source)`),
        ];
        return downloaded.length && !facts.downloaders?.length ? problem('error', `neither curl nor wget is in the PATH, and the host downloads ${downloaded.join(' and ')} with one`, 'install curl (apt-get install curl), or upload them from this machine with a `directory` source') : [];
      }
      const install = `install the ${cluster.kubernetesVersion} kubelet on the host (from pkgs.k8s.io or https://dl.k8s.io/release/${cluster.kubernetesVersion}/bin/linux/<arch>/kubelet)`;
      if (!facts.kubelet) return problem('error', 'no kubelet in the PATH', install);
      const version = /^Kubernetes (v\d+\.\d+\.\d+\S*)$/.exec(facts.kubelet.versionLine)?.[1];
      if (!version) return problem('error', `\`${facts.kubelet.path} --version\` said ${JSON.stringify(facts.kubelet.versionLine)}, not a Kubernetes version`, install);
      if (version === cluster.kubernetesVersion) return [];
      return problem(applying ? 'error' : 'warning', `the kubelet at ${facts.kubelet.path} is ${version}, and kubernetesVersion is ${cluster.kubernetesVersion}${applying ? '' : ': apply refuses to start until it is'}`, install);
    },
  },
  {
    name: 'ports',
    kubeadm: 'Port-<port>',
    checks: 'The ports of the components k8sform starts on a host are free: 6443 (`apiServer.bindPort`), 10257, 10259, 2379, 2380 on a new control plane, 10250 on a new node.',
    run: (cluster, { facts, starting }) => [...starting].flatMap((component) => componentPorts(cluster, component).filter((p) => facts.listeningPorts?.includes(p))
      .flatMap((port) => problem('error', `port ${port} is in use, and ${component} is to start here and listen on it`, `stop what listens there (\`ss -ltnp 'sport = :${port}'\` names it; a cluster left on the host is removed with \`kubeadm reset\`)`))),
  },
  {
    name: 'tools',
    kubeadm: 'FileExisting-<tool>',
    checks: `The programs k8sform's host scripts and the kubelet run are in the PATH: ${Object.keys(HOST_TOOLS).map((t) => `\`${t}\``).join(', ')}; with \`nodeSoftware.crictl\` or \`cniPlugins\`, ${Object.keys(ARCHIVE_TOOLS).map((t) => `\`${t}\``).join(' and ')} too, which unpack their release archives.`,
    run: (cluster, { facts }) => {
      const unpacks = Boolean(cluster.nodeSoftware?.archives.length);
      const missing = facts.missingTools.filter((t) => !(t in ARCHIVE_TOOLS) || unpacks);
      if (!missing.length) return [];
      const packages = [...new Set(missing.map((t) => HOST_TOOLS[t] ?? ARCHIVE_TOOLS[t] ?? t))].sort();
      return problem('error', `not found in the PATH: ${missing.join(', ')}`, `install ${packages.join(', ')} (apt-get install ${packages.join(' ')}; the same packages on other distributions)`);
    },
  },
  {
    name: 'clock',
    checks: `The host's clock is within ${CERTIFICATE_BACKDATE_SECONDS / 60} minutes of the machine running k8sform (certificates it signs start that far back), and within ${CLOCK_SPREAD_SECONDS} s of the other hosts' (warning).`,
    run: (_cluster, { facts, clockMedian: median }) => {
      const own = clockOffset(facts);
      const fix = 'synchronise the clocks with NTP (chrony or systemd-timesyncd) on every host and on the machine running k8sform';
      if (own.low > CERTIFICATE_BACKDATE_SECONDS || own.high < -CERTIFICATE_BACKDATE_SECONDS) {
        return problem('error', `the host's clock is ${seconds(own.mid)} ${own.mid > 0 ? 'ahead of' : 'behind'} this machine's: certificates k8sform signs would not be valid there yet or already`, fix);
      }
      // Only a difference the round trip's duration cannot explain.
      if (own.low - median <= CLOCK_SPREAD_SECONDS && median - own.high <= CLOCK_SPREAD_SECONDS) return [];
      const apart = own.mid - median;
      return problem('warning', `the host's clock is ${seconds(apart)} ${apart > 0 ? 'ahead of' : 'behind'} the other hosts'`, fix);
    },
  },
  {
    name: 'disk',
    checks: 'The file system holding /var/lib (the kubelet\'s, containerd\'s and etcd\'s data) has more free space than the kubelet\'s hard eviction threshold `nodefs.available` (10% unless `kubelet.config.evictionHard` says otherwise); below `imagefs.available` (15%) is a warning.',
    run: (cluster, { facts }) => {
      const disk = facts.disk;
      if (!disk || disk.totalKiB === 0) return [];
      const where = `${gib(disk.availableKiB)} of ${gib(disk.totalKiB)} (${Math.floor((disk.availableKiB / disk.totalKiB) * 100)}%) free on ${disk.mount}, which holds /var/lib`;
      const fix = `free space on ${disk.mount} or grow it`;
      const evicting = evictionKiB(cluster, 'nodefs.available', disk.totalKiB);
      if (evicting && disk.availableKiB < evicting.kib) return problem('error', `${where}: the kubelet evicts Pods below ${evicting.text} (evictionHard nodefs.available)`, fix);
      const images = evictionKiB(cluster, 'imagefs.available', disk.totalKiB);
      if (images && disk.availableKiB < images.kib) return problem('warning', `${where}: the kubelet removes images and evicts Pods using them below ${images.text} (evictionHard imagefs.available)`, fix);
      return [];
    },
  },
  {
    name: 'resources',
    kubeadm: 'NumCPU, Mem',
    checks: `A control plane has at least ${CONTROL_PLANE_CPUS} CPUs and ${CONTROL_PLANE_MEMORY_MB} MB of memory, as kubeadm requires.`,
    run: (_cluster, { host, facts }) => host.role !== 'control-plane' ? [] : [
      ...(facts.cpus !== undefined && facts.cpus < CONTROL_PLANE_CPUS ? problem('error', `${facts.cpus} CPU${facts.cpus === 1 ? '' : 's'}, and a control plane needs at least ${CONTROL_PLANE_CPUS}`, 'give the host more CPUs') : []),
      ...(facts.memoryKiB !== undefined && facts.memoryKiB / 1024 < CONTROL_PLANE_MEMORY_MB ? problem('error', `${Math.floor(facts.memoryKiB / 1024)} MB of memory, and a control plane needs at least ${CONTROL_PLANE_MEMORY_MB} MB`, 'give the host more memory') : []),
    ],
  },
  {
    name: 'kernel',
    kubeadm: 'SystemVerification',
    checks: 'The kernel is of a release kubeadm supports: 5.4, 5.10, 5.15, or 6.x and later (warning).',
    run: (_cluster, { facts }) => SUPPORTED_KERNEL.test(facts.kernelRelease) ? [] : problem('warning', `kernel ${facts.kernelRelease || '(unknown)'} is not one Kubernetes supports (5.4, 5.10, 5.15, 6.x and later)`, 'upgrade the kernel'),
  },
];

/** The names spec.preflight.ignore accepts. */
export const PREFLIGHT_CHECK_NAMES = PREFLIGHT_CHECKS.map((c) => c.name);
