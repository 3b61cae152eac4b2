import { K8SFORM_HOST_DIR } from './k8sform-host-dir.js';
import { OFFICIAL_ARCHIVE_CHECKSUMS } from './official-archive-checksums.js';
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

/** Where network add-ons and containerd find the CNI plugins (containerd's default, the kubernetes-cni package's path). */
export const CNI_BIN_DIR = '/opt/cni/bin';

/**
 * The release archives apply can install files of (spec.nodeSoftware.crictl, .cniPlugins): each
 * archive's official URL, and the directory its members go to, where kubeadm's cri-tools and
 * kubernetes-cni packages put them.
 */
export const NODE_ARCHIVES = {
  crictl: { field: 'crictl', url: 'https://github.com/kubernetes-sigs/cri-tools/releases/download/{version}/crictl-{version}-linux-{arch}.tar.gz', directory: '/usr/bin' },
  'cni-plugins': { field: 'cniPlugins', url: 'https://github.com/containernetworking/plugins/releases/download/{version}/cni-plugins-linux-{arch}-{version}.tgz', directory: CNI_BIN_DIR },
} as const;
export type NodeArchiveName = keyof typeof NODE_ARCHIVES;

/** A URL each host downloads from, or a path on the machine running k8sform (absolute), with `{version}` and `{arch}` (and for the kubelet and kubectl `{name}`) in it. */
export interface SoftwareSource { readonly kind: 'url' | 'directory'; readonly template: string }

/** One release archive to install files of, and which. */
export interface NodeArchive {
  readonly name: NodeArchiveName;
  readonly version: string;
  readonly source: SoftwareSource;
  /** The archive's files to install, by name (`crictl`; `bridge`, `loopback`): each goes to its NODE_ARCHIVES directory. */
  readonly members: readonly string[];
}

/** spec.nodeSoftware, resolved: where each binary comes from, and the digests it must have. */
export interface NodeSoftware {
  readonly source: SoftwareSource;
  /** cluster.yaml's `checksums`: by version, then by `NAME` or `NAME/ARCH`. */
  readonly checksums: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** crictl and the CNI plugins, those cluster.yaml asks for. */
  readonly archives: readonly NodeArchive[];
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

/** What a checksum names: a binary (the kubelet, kubectl) or a release archive (crictl's, the CNI plugins'). */
export type ChecksumName = NodeBinaryName | NodeArchiveName;
const isArchiveName = (name: ChecksumName): name is NodeArchiveName => name in NODE_ARCHIVES;

/** Where one binary or archive of one release and architecture comes from: its URL, or its path on this machine. */
export const softwareSource = (source: SoftwareSource, version: string, arch: NodeArch, name: ChecksumName): string =>
  source.template.replace(/\{version\}/g, version).replace(/\{arch\}/g, arch).replace(/\{name\}/g, name);

/** The official releases' sha256 of a binary or archive, by version and architecture. */
const officialChecksums = (name: ChecksumName): Readonly<Record<string, Readonly<Partial<Record<NodeArch, string>>>>> =>
  isArchiveName(name) ? OFFICIAL_ARCHIVE_CHECKSUMS[name] : Object.fromEntries(Object.entries(OFFICIAL_CHECKSUMS).map(([v, byArch]) => [v, { amd64: byArch.amd64[name], arm64: byArch.arm64[name] }]));

/**
 * The sha256 a binary or archive must have: cluster.yaml's for that architecture, else cluster.yaml's
 * for the name, else the official release's. Undefined: nothing says, and nothing is installed.
 */
export function binaryChecksum(software: NodeSoftware, version: string, arch: NodeArch, name: ChecksumName): { readonly sha256: string; readonly from: 'cluster.yaml' | 'official' } | undefined {
  const given = software.checksums[version]?.[`${name}/${arch}`] ?? software.checksums[version]?.[name];
  if (given) return { sha256: given, from: 'cluster.yaml' };
  const official = officialChecksums(name)[version]?.[arch];
  return official ? { sha256: official, from: 'official' } : undefined;
}

/** The release a binary or archive with this digest is, by the checksums known (cluster.yaml's, then the official ones); undefined for a build nothing names. */
export function releaseOfDigest(software: NodeSoftware, name: ChecksumName, sha256: string): string | undefined {
  for (const [version, byName] of Object.entries(software.checksums)) {
    if (Object.entries(byName).some(([key, digest]) => digest === sha256 && key.split('/')[0] === name)) return version;
  }
  return Object.entries(officialChecksums(name)).find(([, byArch]) => Object.values(byArch).includes(sha256))?.[0];
}

/** Where a file of an archive is installed. */
export const archiveMemberPath = (archive: NodeArchiveName, member: string): string => `${NODE_ARCHIVES[archive].directory}/${member}`;

/** Every path apply installs an executable at with this node software: the kubelet, kubectl, and the archives' files. */
export const installedPaths = (software: NodeSoftware): string[] =>
  [...Object.values(NODE_BINARIES), ...software.archives.flatMap((a) => a.members.map((m) => archiveMemberPath(a.name, m)))];

/**
 * A file extracted from a release archive is known by the archive's sha256 and its member's name
 * (no table gives the digests of the files inside), for as long as it keeps the bytes it was
 * extracted with: the host records those (EXTRACTED_RECORD_DIR), and reports the file so.
 */
export const extractedDigest = (archiveSha256: string, member: string): string => `extracted:${archiveSha256}:${member}`;
export function parseExtractedDigest(digest: string): { readonly archive: string; readonly member: string } | undefined {
  const m = /^extracted:([0-9a-f]{64}):(.+)$/.exec(digest);
  return m ? { archive: m[1]!, member: m[2]! } : undefined;
}

/** Per file apply extracted from an archive, at its path below here: `ARCHIVE-SHA256 MEMBER FILE-SHA256`, one line. */
export const EXTRACTED_RECORD_DIR = `${K8SFORM_HOST_DIR}/extracted`;

/**
 * Where each host keeps, by sha256, what its steps are to install from a URL, downloaded and checked
 * before the first step (apply/stage-downloads.ts); a step takes its file from here.
 */
export const STAGED_DIR = `${K8SFORM_HOST_DIR}/staged`;

/** Shell: `download URL FILE` with curl, else wget. */
export const DOWNLOAD_FUNCTION = 'download() { if command -v curl >/dev/null 2>&1; then curl -fsSL --retry 3 -o "$2" "$1"; else wget -q -O "$2" "$1"; fi; }';

/**
 * Shell: `installed FILE RECORD` prints an installed executable's digest as plan compares it,
 * `extracted:ARCHIVE:MEMBER` while RECORD (the file's entry in EXTRACTED_RECORD_DIR) says it was
 * extracted with the bytes it has now, else its digest (DIGEST_FUNCTION's, which it needs): a
 * file replaced or restored since is what it is.
 */
export const INSTALLED_DIGEST_FUNCTION = 'installed() { d=$(digest "$1"); xa=; xm=; xd=; if [ -f "$2" ]; then read -r xa xm xd < "$2" || :; fi; if [ -n "$xd" ] && [ "$xd" = "$d" ]; then echo "extracted:$xa:$xm"; else echo "$d"; fi; }';
