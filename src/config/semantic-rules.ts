import { dirname } from 'node:path/posix';
import type { ClusterFile, Host } from './cluster-file.generated.js';
import { quoted, type Diagnostic } from './diagnostic.js';
import { MAX_DURATION_SECONDS, parseDuration } from '../model/duration.js';
import { APISERVER_CONFIG_FILE_FLAGS, MANAGED_FLAGS, OIDC_FLAGS, type ComponentName } from './managed-flags.js';
import { APISERVER_CONFIG_FILES, AUDIT_LOG_VOLUME, type ApiServerConfigField } from '../model/apiserver-config-paths.js';
import { contains, hostBits, ipBits, isDnsSubdomain, isIP, isMalformedIPv4, normalizeIP, overlaps, parseCidr, splitHostPort } from '../model/net.js';
import { CRI_PLUGIN, NODE_ARCHIVES, NODE_BINARY_NAMES, REGISTRY_CONFIG_DIR, type NodeArchiveName } from '../model/node-software.js';
import { OFFICIAL_ARCHIVE_CHECKSUMS } from '../model/official-archive-checksums.js';
import { OFFICIAL_CHECKSUMS } from '../model/official-checksums.js';
import { nearestSupported, releaseFor, SUPPORTED_RANGE } from './releases.js';

type Path = (string | number)[];
type Rule = (file: ClusterFile) => Diagnostic[];

const error = (path: Path, message: string, atKey = false): Diagnostic => ({ severity: 'error', path, message, atKey });
const warning = (path: Path, message: string, atKey = false): Diagnostic => ({ severity: 'warning', path, message, atKey });

const kubernetesVersion: Rule = (f) => {
  const v = f.spec.kubernetesVersion;
  if (typeof v !== 'string' || !/^v\d+\.\d+\.\d+$/.test(v) || releaseFor(v)) return [];
  return [error(['spec', 'kubernetesVersion'], `Kubernetes ${v} is not supported (nearest: ${nearestSupported(v).join(' or ')}): this k8sform renders ${SUPPORTED_RANGE}`)];
};

const subnets: Rule = (f) => {
  const out: Diagnostic[] = [];
  const net = f.spec.networking!;
  const service = parseCidr(net.serviceSubnet!);
  const servicePath = ['spec', 'networking', 'serviceSubnet'];
  if (!service) {
    out.push(error(servicePath, `must be a CIDR such as 10.96.0.0/12 with no host bits set (got ${quoted(net.serviceSubnet)})`));
  } else if (hostBits(service) < 4) {
    out.push(error(servicePath, `${service.text} is too small: it must hold the kubernetes Service IP (1st address) and the DNS Service IP (10th); use /28 or larger`));
  } else if (hostBits(service) > 20) {
    out.push(error(servicePath, `${service.text} is too large: kube-apiserver accepts at most 2^20 service addresses (/12 for IPv4, /108 for IPv6)`));
  }
  if (net.podSubnet === undefined) return out;
  const podPath = ['spec', 'networking', 'podSubnet'];
  const pod = parseCidr(net.podSubnet);
  if (!pod) {
    out.push(error(podPath, `must be a CIDR such as 10.244.0.0/16 with no host bits set (got ${quoted(net.podSubnet)})`));
  } else if (service && overlaps(service, pod)) {
    out.push(error(podPath, `${pod.text} overlaps the service subnet ${service.text}`));
  } else if (service && pod.bits !== service.bits) {
    out.push(error(podPath, `${pod.text} and the service subnet ${service.text} must be of the same IP family (dual-stack is not supported yet)`));
  }
  return out;
};

const hosts: Rule = (f) => {
  const out: Diagnostic[] = [];
  const list = f.spec.hosts;
  const seenName = new Map<string, number>();
  const seenAddress = new Map<string, number>();
  const seenInternal = new Map<string, number>();
  const serviceBits = parseCidr(f.spec.networking?.serviceSubnet ?? '')?.bits;
  list.forEach((h, i) => {
    const at = (...p: Path): Path => ['spec', 'hosts', i, ...p];
    const dup = (seen: Map<string, number>, key: string | undefined, field: string, given = key) => {
      if (key === undefined) return;
      const first = seen.get(key);
      if (first !== undefined) out.push(error(at(field), `${quoted(given)}${given !== key ? ` (${key})` : ''} is already used by spec.hosts[${first}]`));
      else seen.set(key, i);
    };
    dup(seenName, h.name, 'name');
    // fd00::1 and fd00:0::0:1 are one address; names compare case-insensitively.
    const addressKey = (a: string | undefined) => (a === undefined ? undefined : isIP(a) ? normalizeIP(a) : a.toLowerCase());
    dup(seenAddress, addressKey(h.address), 'address', h.address);
    if (h.internalAddress !== undefined && !isIP(h.internalAddress)) {
      out.push(error(at('internalAddress'), `must be an IP address (got ${quoted(h.internalAddress)})`));
    }
    if (typeof h.address === 'string' && (isMalformedIPv4(h.address) || (!isIP(h.address) && !isDnsSubdomain(h.address.toLowerCase())))) {
      out.push(error(at('address'), `must be an IP address or a DNS name (got ${quoted(h.address)})`));
    } else if (h.internalAddress === undefined && typeof h.address === 'string' && !isIP(h.address)) {
      out.push(error(at('address'), `${quoted(h.address)} is not an IP address, so set internalAddress to the IP the node advertises`));
    }
    // Without internalAddress the address doubles as node IP; its duplicate is reported above.
    if (h.internalAddress !== undefined) dup(seenInternal, addressKey(h.internalAddress), 'internalAddress', h.internalAddress);
    else if (isIP(h.address)) seenInternal.set(addressKey(h.address)!, i);
    // Single-stack: kube-apiserver refuses an advertise address of another family than the service
    // subnet, and a node IP of the other family gets no pod or service routes.
    const nodeIP = h.internalAddress ?? h.address;
    if (serviceBits && typeof nodeIP === 'string' && isIP(nodeIP) && ipBits(nodeIP) !== serviceBits) {
      out.push(error(at(h.internalAddress !== undefined ? 'internalAddress' : 'address'), `${nodeIP} is an IPv${ipBits(nodeIP) === 32 ? 4 : 6} address but the service subnet ${f.spec.networking!.serviceSubnet} is IPv${serviceBits === 32 ? 4 : 6}; set internalAddress to the node's IPv${serviceBits === 32 ? 4 : 6} address (dual-stack is not supported yet)`));
    }
    out.push(...transport(h, at));
    out.push(...labels(h, at));
  });
  if (!list.some((h) => h.role === 'control-plane')) {
    out.push(error(['spec', 'hosts'], 'needs at least one host with role: control-plane'));
  }
  return out;
};

function transport(h: Host, at: (...p: Path) => Path): Diagnostic[] {
  if (h.transport === 'local' && !h.local) return [error(at('transport'), 'transport: local needs local.root, the directory that stands in for the host\'s /')];
  if (h.transport !== 'local' && h.local) return [error(at('local'), 'local.root is only used with transport: local')];
  return [];
}

const LABEL_KEY = /^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*\/)?[A-Za-z0-9]([-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]{0,61})?[A-Za-z0-9])?$/;

function labels(h: Host, at: (...p: Path) => Path): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [k, v] of Object.entries(h.labels ?? {})) {
    if (!LABEL_KEY.test(k)) out.push(error(at('labels', k), 'is not a valid label key ([prefix/]name, name up to 63 characters)', true));
    else if (!LABEL_VALUE.test(v)) out.push(error(at('labels', k), `${quoted(v)} is not a valid label value (up to 63 letters, digits, '-', '_' or '.')`));
  }
  (h.taints ?? []).forEach((t, j) => {
    if (!LABEL_KEY.test(t.key)) out.push(error(at('taints', j, 'key'), `${quoted(t.key)} is not a valid taint key`));
    if (t.value !== undefined && !LABEL_VALUE.test(t.value)) out.push(error(at('taints', j, 'value'), `${quoted(t.value)} is not a valid taint value`));
  });
  return out;
}

const etcd: Rule = (f) => {
  const e = f.spec.etcd!;
  if (e.local && e.external) return [error(['spec', 'etcd'], 'set either etcd.local or etcd.external, not both')];
  if (e.external) {
    const missing = (['caFile', 'certFile', 'keyFile'] as const).filter((k) => !e.external![k]);
    return missing.length
      ? [error(['spec', 'etcd', 'external'], `external etcd needs caFile, certFile and keyFile (missing ${missing.join(', ')})`)]
      : [];
  }
  const dataDir = e.local?.dataDir;
  if (dataDir && !ownDirectory(dataDir)) {
    return [error(['spec', 'etcd', 'local', 'dataDir'], `${dataDir} is not a directory of etcd's own: k8sform keeps the etcd data directory 0700 and root's (as kubeadm creates it), which would lock others out of a shared one; use one such as /var/lib/etcd, outside /etc/kubernetes and /var/lib/kubelet`)];
  }
  const members = f.spec.hosts.filter((h) => h.role === 'control-plane').length;
  if (members > 0 && members % 2 === 0) {
    return [warning(['spec', 'etcd'], `local etcd with ${members} control-plane hosts: an even member count tolerates no more failures than ${members - 1}; use an odd number`)];
  }
  return [];
};

/** Directories whose contents k8sform writes: the etcd data directory must be neither in nor above them. */
const WRITTEN_TREES = ['/etc/kubernetes', '/var/lib/kubelet'];

/** Not `/` nor a top-level directory (`/var`), and apart from the trees k8sform writes. */
function ownDirectory(dir: string): boolean {
  const within = (a: string, b: string) => a === b || a.startsWith(`${b}/`);
  return dir.split('/').filter(Boolean).length >= 2 && !WRITTEN_TREES.some((t) => within(dir, t) || within(t, dir));
}

const extraArgs: Rule = (f) => {
  const out: Diagnostic[] = [];
  const components: [ComponentName, Record<string, string> | undefined, Path][] = [
    ['kube-apiserver', f.spec.apiServer?.extraArgs, ['spec', 'apiServer', 'extraArgs']],
    ['kube-controller-manager', f.spec.controllerManager?.extraArgs, ['spec', 'controllerManager', 'extraArgs']],
    ['kube-scheduler', f.spec.scheduler?.extraArgs, ['spec', 'scheduler', 'extraArgs']],
    ['etcd', f.spec.etcd?.local?.extraArgs, ['spec', 'etcd', 'local', 'extraArgs']],
  ];
  for (const [component, args, path] of components) {
    const managed: readonly string[] = MANAGED_FLAGS[component];
    for (const flag of Object.keys(args ?? {})) {
      if (managed.includes(flag)) out.push(warning([...path, flag], `overrides --${flag}, which k8sform sets for ${component}`, true));
    }
  }
  return out;
};

/** Two extra volumes of one component with the same name: the pod would keep only one of them. */
const extraVolumes: Rule = (f) => {
  const components: [{ extraVolumes?: { name: string }[] } | undefined, Path][] = [
    [f.spec.apiServer, ['spec', 'apiServer']],
    [f.spec.controllerManager, ['spec', 'controllerManager']],
    [f.spec.scheduler, ['spec', 'scheduler']],
  ];
  return components.flatMap(([component, path]) => {
    const seen = new Set<string>();
    return (component?.extraVolumes ?? []).flatMap((v, i) => {
      if (!seen.has(v.name)) return (seen.add(v.name), []);
      return [error([...path, 'extraVolumes', i, 'name'], `${quoted(v.name)} is already the name of an earlier volume of this component`)];
    });
  });
};

/**
 * The configuration files of spec.apiServer own their flags and volumes: extraArgs naming one of
 * those flags, or an extra volume of the same name or mount path, is an error (see
 * APISERVER_CONFIG_FILE_FLAGS); with authentication, so are the --oidc-* flags kube-apiserver refuses
 * beside --authentication-config. The audit log's directory is mounted writable: it must be one of
 * its own, away from the trees k8sform writes and from etcd's data.
 */
const apiServerConfigFiles: Rule = (f) => {
  const api = f.spec.apiServer ?? {};
  const at = (...p: Path): Path => ['spec', 'apiServer', ...p];
  const out: Diagnostic[] = [];
  const asked = (Object.keys(APISERVER_CONFIG_FILE_FLAGS) as ApiServerConfigField[]).filter((field) => api[field] !== undefined);
  const args = api.extraArgs ?? {};
  for (const field of asked) {
    for (const flag of APISERVER_CONFIG_FILE_FLAGS[field]) {
      if (flag in args) out.push(error(at('extraArgs', flag), `--${flag} is set by spec.apiServer.${field}, which writes the file it names: remove it from extraArgs`, true));
    }
  }
  if (api.authentication) {
    for (const flag of OIDC_FLAGS.filter((x) => x in args)) {
      out.push(error(at('extraArgs', flag), `--${flag} cannot be combined with spec.apiServer.authentication: kube-apiserver refuses --oidc-* flags beside --authentication-config; configure the issuer as a jwt authenticator in that file`, true));
    }
  }
  const logDir = api.auditPolicy?.logPath === undefined ? undefined : dirname(api.auditPolicy.logPath);
  const mounts = [
    ...asked.map((field) => ({ field, name: APISERVER_CONFIG_FILES[field].volume, mountPath: APISERVER_CONFIG_FILES[field].path as string })),
    ...(logDir ? [{ field: 'auditPolicy', name: AUDIT_LOG_VOLUME, mountPath: logDir }] : []),
  ];
  (api.extraVolumes ?? []).forEach((v, i) => {
    const byName = mounts.find((m) => m.name === v.name);
    const byPath = mounts.find((m) => m.mountPath === v.mountPath);
    if (byName) out.push(error(at('extraVolumes', i, 'name'), `${quoted(v.name)} is the volume spec.apiServer.${byName.field} mounts ${byName.mountPath} with: name this volume otherwise, or remove it`));
    else if (byPath) out.push(error(at('extraVolumes', i, 'mountPath'), `${v.mountPath} is where spec.apiServer.${byPath.field} mounts its volume ${byPath.name}: remove this volume`));
  });
  if (logDir !== undefined) {
    const logPath = at('auditPolicy', 'logPath');
    const dataDir = f.spec.etcd?.external ? undefined : f.spec.etcd?.local?.dataDir ?? '/var/lib/etcd';
    const within = (a: string, b: string) => a === b || a.startsWith(`${b}/`);
    if (!ownDirectory(logDir)) out.push(error(logPath, `${logDir} cannot hold the audit log: kube-apiserver gets the log's directory mounted writable, so it must be a directory of its own, such as /var/log/kubernetes/audit, outside /etc/kubernetes and /var/lib/kubelet`));
    else if (dataDir && (within(logDir, dataDir) || within(dataDir, logDir))) out.push(error(logPath, `${logDir} is etcd's data directory or holds it: keep the audit log apart, such as in /var/log/kubernetes/audit`));
  }
  return out;
};

const certificates: Rule = (f) => {
  const out: Diagnostic[] = [];
  const c = f.spec.certificates!;
  const path = (k: string): Path => ['spec', 'certificates', k];
  (c.certSANs ?? []).forEach((san, i) => {
    const name = san.startsWith('*.') ? san.slice(2) : san;
    if (isMalformedIPv4(san) || (!isIP(san) && !isDnsSubdomain(name))) out.push(error(['spec', 'certificates', 'certSANs', i], `must be an IP address or a DNS name (got ${quoted(san)})`));
  });
  const seconds = (k: 'caValidity' | 'validity' | 'renewBefore') => parseDuration(c[k]!);
  const [ca, leaf, renew] = [seconds('caValidity'), seconds('validity'), seconds('renewBefore')];
  if (ca && leaf && leaf > ca) out.push(error(path('validity'), `${c.validity} is longer than caValidity ${c.caValidity}: a certificate cannot outlive its CA`));
  if (leaf && renew !== undefined && renew >= leaf) out.push(error(path('renewBefore'), `${c.renewBefore} is not shorter than validity ${c.validity}: every certificate would be renewed on every run`));
  if (c.ca && c.frontProxyCA && c.ca.certFile === c.frontProxyCA.certFile) {
    out.push(error(path('frontProxyCA'), 'the front-proxy CA must not be the cluster CA: any client certificate from the cluster CA could then impersonate any user through the aggregation layer'));
  }
  // A CA you bring is yours to rotate: k8sform would have to make the new one, and it is not the CA in your files.
  for (const k of Object.keys(c.rotateCA ?? {}) as ('ca' | 'frontProxyCA' | 'etcdCA')[]) {
    if (c[k]) out.push(error(['spec', 'certificates', 'rotateCA', k], `spec.certificates.${k} gives this CA from your files, and k8sform rotates only the CAs it generated`));
  }
  // With external etcd there is no etcd CA of k8sform's: its certificates come from spec.etcd.external.
  if (c.rotateCA?.etcdCA && f.spec.etcd?.external) {
    out.push(error(['spec', 'certificates', 'rotateCA', 'etcdCA'], 'the cluster uses external etcd (spec.etcd.external), whose CA k8sform does not hold; rotate it where that etcd is run'));
  }
  return out;
};

const controlPlaneEndpoint: Rule = (f) => {
  const endpoint = f.spec.controlPlaneEndpoint;
  const path = ['spec', 'controlPlaneEndpoint'];
  if (endpoint === undefined) {
    const cps = f.spec.hosts.filter((h) => h.role === 'control-plane').length;
    return cps > 1
      ? [error(['spec'], `missing controlPlaneEndpoint: with ${cps} control-plane hosts, nodes and clients need a stable, load-balanced host[:port] for the apiservers`, true)]
      : [];
  }
  const hp = splitHostPort(endpoint);
  if (!hp || (!isIP(hp.host) && !isDnsSubdomain(hp.host.toLowerCase())) || (hp.port !== undefined && (hp.port < 1 || hp.port > 65535))) {
    return [error(path, `must be host or host:port with a DNS name or IP host (got ${quoted(endpoint)})`)];
  }
  return [];
};

const kubelet: Rule = (f) => {
  const out: Diagnostic[] = [];
  const k = f.spec.kubelet!;
  for (const key of ['apiVersion', 'kind']) {
    if (k.config && key in k.config) out.push(error(['spec', 'kubelet', 'config', key], 'is set by k8sform; remove it', true));
  }
  if (f.spec.apiServer?.verifyKubeletServingCerts && !k.serverTLSBootstrap) {
    out.push(error(['spec', 'apiServer', 'verifyKubeletServingCerts'], 'needs kubelet.serverTLSBootstrap: true, otherwise kubelets serve self-signed certificates the apiserver cannot verify (logs and exec would fail)'));
  }
  return out;
};

/**
 * With node software, every binary of kubernetesVersion, and every release archive asked for
 * (crictl's, the CNI plugins'), has a sha256 somewhere (cluster.yaml's checksums or the official
 * tables), so no host is ever given one nobody vouched for; which
 * architecture each host needs is known only once plan reads it.
 */
const nodeSoftware: Rule = (f) => {
  const n = f.spec.nodeSoftware;
  const version = f.spec.kubernetesVersion;
  if (!n) return [];
  const known = (name: string) => Object.keys(n.checksums?.[version] ?? {}).some((k) => k.split('/')[0] === name) || OFFICIAL_CHECKSUMS[version] !== undefined;
  const missing = NODE_BINARY_NAMES.filter((name) => !known(name));
  const official = Object.keys(OFFICIAL_CHECKSUMS);
  const binaries = missing.length ? [error(['spec', 'nodeSoftware'], `no sha256 of ${missing.join(' or ')} ${version}: k8sform knows the official releases ${official[0]} to ${official[official.length - 1]}; add them under spec.nodeSoftware.checksums.${version} (from dl.k8s.io's .sha256 files, or of your own build)`, true)] : [];
  return [...binaries, ...(Object.keys(NODE_ARCHIVES) as NodeArchiveName[]).flatMap((name) => {
    const wanted = n[NODE_ARCHIVES[name].field];
    const archiveVersion = wanted?.version;
    if (!archiveVersion || OFFICIAL_ARCHIVE_CHECKSUMS[name][archiveVersion] || Object.keys(n.checksums?.[archiveVersion] ?? {}).some((k) => k.split('/')[0] === name)) return [];
    const known = Object.keys(OFFICIAL_ARCHIVE_CHECKSUMS[name]);
    return [error(['spec', 'nodeSoftware', NODE_ARCHIVES[name].field, 'version'], `no sha256 of the ${name} ${archiveVersion} archive: k8sform knows the official ones of ${known.join(', ')}; add it under spec.nodeSoftware.checksums.${archiveVersion}.${name} (from the release's .sha256 file, or of your own archive)`, true)];
  })];
};

/**
 * Extra containerd settings are written as TOML, which has no null; config version 2 is what
 * k8sform renders (and what containerd 1.6 to 2.x all read), so `version` is not one of them.
 */
const containerdConfig: Rule = (f) => {
  const containerd = f.spec.nodeSoftware?.containerd;
  const config = containerd?.config as Record<string, unknown> | undefined;
  const mirrors = Object.keys(containerd?.registryMirrors ?? {}).length > 0;
  const at = ['spec', 'nodeSoftware', 'containerd', 'config'];
  // Mirrors are hosts.toml files that config.toml's registry config_path points containerd to.
  if (mirrors && containerd?.manageConfig === false) return [error(['spec', 'nodeSoftware', 'containerd', 'registryMirrors'], 'registry mirrors are written with containerd\'s config.toml, whose registry config_path points to them: remove manageConfig: false, or configure mirrors in your own containerd configuration', true)];
  const registry = (config?.plugins as Record<string, Record<string, unknown> | undefined> | undefined)?.[CRI_PLUGIN]?.registry as Record<string, unknown> | undefined;
  const moved = registry && ['config_path', 'mirrors'].find((k) => k in registry);
  if (mirrors && moved) return [error([...at, 'plugins', CRI_PLUGIN, 'registry', moved], `registryMirrors are written to ${REGISTRY_CONFIG_DIR}, where k8sform's config_path points containerd: leave registry.${moved} out`, true)];
  if (!config) return [];
  if ('version' in config) return [error([...at, 'version'], 'k8sform writes containerd\'s config version 2 (which containerd 1.6 to 2.x read): leave version out', true)];
  const nulls: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    if (v === null) nulls.push(path);
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (typeof v === 'object') for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, [...path, k]);
  };
  walk(config, at);
  return nulls.map((path) => error(path, 'TOML has no null: give a value, or leave the key out for containerd\'s default'));
};

/**
 * Every duration at most 100 years; validities and timeouts longer than zero (a zero timeout fails
 * every gate at once). A token's ttl may be 0: kubeadm's "never expires".
 */
const durations: Rule = (f) => {
  const out: Diagnostic[] = [];
  const check = (value: string | undefined, path: Path, positive: boolean) => {
    const s = value === undefined ? undefined : parseDuration(value);
    if (s === undefined) return; // absent, or malformed: the schema said so
    if (positive && s === 0) out.push(error(path, 'must be longer than zero'));
    if (s > MAX_DURATION_SECONDS) out.push(error(path, `must be at most ${MAX_DURATION_SECONDS / 3600}h (100 years)`));
  };
  for (const k of ['caValidity', 'validity', 'renewBefore'] as const) check(f.spec.certificates?.[k], ['spec', 'certificates', k], true);
  for (const k of ['staticPodTimeout', 'kubeletTimeout', 'workloadTimeout'] as const) check(f.spec.rollout?.[k], ['spec', 'rollout', k], true);
  (f.spec.bootstrapTokens ?? []).forEach((t, i) => check(t.ttl, ['spec', 'bootstrapTokens', i, 'ttl'], false));
  return out;
};

const bootstrapTokens: Rule = (f) => {
  const workers = f.spec.hosts.filter((h) => h.role === 'worker').length;
  if (workers > 0 && (f.spec.bootstrapTokens ?? []).length === 0) {
    return [warning(['spec', 'bootstrapTokens'], `no bootstrap token: the ${workers} worker(s) get a placeholder in bootstrap-kubelet.conf and cannot join`)];
  }
  return [];
};

const serviceIPsOutsidePods: Rule = (f) => {
  const pod = f.spec.networking?.podSubnet ? parseCidr(f.spec.networking.podSubnet) : undefined;
  if (!pod) return [];
  return f.spec.hosts.flatMap((h, i) => {
    const ip = h.internalAddress ?? h.address;
    return isIP(ip) && contains(pod, ip)
      ? [error(['spec', 'hosts', i, h.internalAddress ? 'internalAddress' : 'address'], `${ip} lies inside the pod subnet ${pod.text}`)]
      : [];
  });
};

/** A non-root login must say how it becomes root; k8sform only ever uses `sudo -n`. */
const sshSudo: Rule = (f) => {
  const out: Diagnostic[] = [];
  const check = (user: string | undefined, sudo: boolean | undefined, path: Path) => {
    if ((user ?? 'root') !== 'root' && sudo !== true) {
      out.push(error(path, `user ${quoted(user)} is not root: set sudo: true (k8sform runs everything as root through passwordless "sudo -n")`, true));
    }
  };
  check(f.spec.ssh?.user, f.spec.ssh?.sudo, ['spec', 'ssh']);
  f.spec.hosts.forEach((h, i) => {
    if (h.transport === 'local' || (!h.ssh?.user && h.ssh?.sudo === undefined)) return;
    check(h.ssh?.user ?? f.spec.ssh?.user, h.ssh?.sudo ?? f.spec.ssh?.sudo, ['spec', 'hosts', i, 'ssh']);
  });
  return out;
};

/**
 * Each key name once (a name stands for one key in what etcd stores), and no second encryption
 * configuration through extraArgs, which would replace the one k8sform writes.
 */
const encryptionAtRest: Rule = (f) => {
  const e = f.spec.apiServer?.encryptionAtRest;
  if (!e) return [];
  const out: Diagnostic[] = [];
  e.keys.forEach((name, i) => {
    if (e.keys.indexOf(name) < i) out.push(error(['spec', 'apiServer', 'encryptionAtRest', 'keys', i], `${quoted(name)} is already an earlier key's name: each name stands for one key`));
  });
  if (f.spec.apiServer?.extraArgs?.['encryption-provider-config'] !== undefined) {
    out.push(error(['spec', 'apiServer', 'extraArgs', 'encryption-provider-config'], 'names another encryption configuration than the one spec.apiServer.encryptionAtRest has k8sform write: remove one of them', true));
  }
  return out;
};

/** Every semantic rule, run after the schema filled in defaults. */
export const SEMANTIC_RULES: readonly Rule[] = [
  kubernetesVersion, subnets, hosts, etcd, extraArgs, extraVolumes, apiServerConfigFiles, certificates, durations, controlPlaneEndpoint, kubelet, bootstrapTokens,
  serviceIPsOutsidePods, sshSudo, encryptionAtRest, nodeSoftware, containerdConfig,
];

export function checkSemantics(file: ClusterFile): Diagnostic[] {
  return SEMANTIC_RULES.flatMap((rule) => {
    try {
      return rule(file);
    } catch {
      // A rule that trips over malformed input has nothing to add: the schema errors already say why.
      return [];
    }
  });
}
