import { OFFICIAL_CHECKSUMS } from './official-checksums.js';

/** The binaries apply installs with `spec.nodeSoftware`, where kubeadm's Debian and RPM packages put them. */
export const NODE_BINARIES = { kubelet: '/usr/bin/kubelet', kubectl: '/usr/bin/kubectl' } as const;
export type NodeBinaryName = keyof typeof NODE_BINARIES;
export const NODE_BINARY_NAMES = Object.keys(NODE_BINARIES) as NodeBinaryName[];

/** The architectures the official releases are built for, by what `uname -m` says. */
export const ARCHITECTURES: Readonly<Record<string, NodeArch>> = { x86_64: 'amd64', aarch64: 'arm64', arm64: 'arm64' };
export type NodeArch = 'amd64' | 'arm64';

/** The official releases, which hosts download when cluster.yaml names no source. */
export const DEFAULT_BINARY_URL = 'https://dl.k8s.io/release/{version}/bin/linux/{arch}/{name}';

/** spec.nodeSoftware, resolved: where each binary comes from, and the digests it must have. */
export interface NodeSoftware {
  /** A URL each host downloads from, or a directory on the machine running k8sform (absolute), with `{version}`, `{arch}`, `{name}` in it. */
  readonly source: { readonly kind: 'url' | 'directory'; readonly template: string };
  /** cluster.yaml's `checksums`: by version, then by `NAME` or `NAME/ARCH`. */
  readonly checksums: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * containerd's config.toml, written with these extra settings merged over the rendered ones, and
   * each registry's mirrors in its hosts.toml; absent: both are the operator's.
   */
  readonly containerd?: { readonly config: Readonly<Record<string, unknown>>; readonly registryMirrors: Readonly<Record<string, readonly RegistryMirror[]>> };
}

/** One mirror of a registry: a `[host]` entry of containerd's hosts.toml. */
export interface RegistryMirror {
  readonly url: string;
  readonly capabilities: readonly ('pull' | 'resolve' | 'push')[];
  /** A CA certificate on the host, for the mirror's serving certificate. */
  readonly ca?: string;
  readonly skipVerify: boolean;
  readonly overridePath: boolean;
}

/** The path of the container runtime's socket, from kubelet.criSocket (`unix:///run/containerd/containerd.sock`). */
export const criSocketPath = (endpoint: string): string => endpoint.replace(/^unix:\/\//, '');

/** containerd's configuration file, where every containerd package reads it. */
export const CONTAINERD_CONFIG_PATH = '/etc/containerd/config.toml';
/** The CRI plugin's section of containerd's config version 2. */
export const CRI_PLUGIN = 'io.containerd.grpc.v1.cri';
/**
 * An awk program printing the CRI plugin's status (`ok`, `error`, `skip`) from `ctr plugins ls`, and
 * nothing when containerd has not loaded it (listed in its disabled_plugins, as containerd.io's
 * packaged config.toml does): containerd then answers its own clients, never the kubelet.
 */
export const CRI_PLUGIN_STATUS_AWK = `awk '$1 == "io.containerd.grpc.v1" && $2 == "cri" { print $NF }'`;
/** Where registry hosts (mirrors, certificates) are configured, one hosts.toml per registry, as containerd documents. */
export const REGISTRY_CONFIG_DIR = '/etc/containerd/certs.d';
/** The hosts.toml of one registry (`docker.io`, `registry.example.com:5000`, `_default`). */
export const registryHostsPath = (registry: string): string => `${REGISTRY_CONFIG_DIR}/${registry}/hosts.toml`;
/**
 * Every registry's hosts.toml, as plan looks for them: one apply wrote for a registry since removed
 * from cluster.yaml is found there, and deleted (see keptUnlessWritten).
 */
export const REGISTRY_HOSTS_PATTERN = registryHostsPath('*');
/** The CA certificates registry mirrors name on the hosts (`ca`), which containerd must find there: the operator's files, checked by preflight. */
export const registryCaPaths = (software: NodeSoftware | undefined): string[] =>
  [...new Set(Object.values(software?.containerd?.registryMirrors ?? {}).flatMap((mirrors) => mirrors.flatMap((m) => (m.ca ? [m.ca] : []))))].sort();
export const isRegistryHostsPath = (path: string): boolean => path.startsWith(`${REGISTRY_CONFIG_DIR}/`) && /^[^/]+\/hosts\.toml$/.test(path.slice(REGISTRY_CONFIG_DIR.length + 1));

/** Whether a unit writes containerd's configuration, which containerd reads only when it starts: it is then restarted before the kubelet. */
export const restartsContainerd = (changes: readonly { readonly kind: string; readonly name: string }[]): boolean =>
  changes.some((a) => a.kind === 'file' && a.name === CONTAINERD_CONFIG_PATH);

/** Where one binary of one release and architecture comes from: its URL, or its path on this machine. */
export const binarySource = (software: NodeSoftware, version: string, arch: NodeArch, name: NodeBinaryName): string =>
  software.source.template.replace(/\{version\}/g, version).replace(/\{arch\}/g, arch).replace(/\{name\}/g, name);

/**
 * The sha256 a binary must have: cluster.yaml's for that architecture, else cluster.yaml's for the
 * name, else the official release's. Undefined: nothing says, and the binary is not installed.
 */
export function binaryChecksum(software: NodeSoftware, version: string, arch: NodeArch, name: NodeBinaryName): { readonly sha256: string; readonly from: 'cluster.yaml' | 'official' } | undefined {
  const given = software.checksums[version]?.[`${name}/${arch}`] ?? software.checksums[version]?.[name];
  if (given) return { sha256: given, from: 'cluster.yaml' };
  const official = OFFICIAL_CHECKSUMS[version]?.[arch]?.[name];
  return official ? { sha256: official, from: 'official' } : undefined;
}

/** The release a binary with this digest is, by the checksums known (cluster.yaml's, then the official ones); undefined for a build nothing names. */
export function releaseOfDigest(software: NodeSoftware, name: NodeBinaryName, sha256: string): string | undefined {
  for (const [version, byName] of Object.entries(software.checksums)) {
    if (Object.entries(byName).some(([key, digest]) => digest === sha256 && key.split('/')[0] === name)) return version;
  }
  for (const [version, byArch] of Object.entries(OFFICIAL_CHECKSUMS)) {
    if (Object.values(byArch).some((byName) => byName[name] === sha256)) return version;
  }
  return undefined;
}
