import type { EnvVar, HostPathVolume } from '../../model/cluster.js';

/**
 * The skeleton kubeadm gives every control-plane static pod (util/staticpod ComponentPod): one
 * container, host network, system-node-critical, RuntimeDefault seccomp, probes on a named port.
 */
export interface ComponentPodSpec {
  readonly name: string;
  /** Write `creationTimestamp: null` as client-go before 0.34 did. */
  readonly legacyCreationTimestamp: boolean;
  readonly image: string;
  /** Flags as name → value; written sorted by name, then value. */
  readonly flags: readonly (readonly [string, string])[];
  readonly annotations?: Readonly<Record<string, string>>;
  readonly probePort: number;
  readonly probes: { readonly liveness: Probe; readonly readiness?: Probe; readonly startup: Probe };
  readonly resources: Readonly<Record<string, string>>;
  /** Volumes with their mounts, in the order they are mounted. Volumes are listed sorted by name. */
  readonly volumes: readonly MountedVolume[];
  readonly env: readonly EnvVar[];
}

export interface Probe {
  /** Omitted when the component listens on every address. */
  readonly host?: string;
  readonly path: string;
  readonly scheme: 'HTTP' | 'HTTPS';
}

export interface MountedVolume {
  readonly name: string;
  readonly hostPath: string;
  readonly mountPath: string;
  readonly readOnly: boolean;
  readonly type: string;
}

/** kubeadm's startup probe allows controlPlaneComponentHealthCheck (4m) at 10s per try. */
const STARTUP_FAILURE_THRESHOLD = 24;

function probe(p: Probe, kind: 'liveness' | 'readiness' | 'startup'): object {
  const httpGet = { host: p.host || undefined, path: p.path, port: 'probe-port', scheme: p.scheme };
  if (kind === 'readiness') return { failureThreshold: 3, httpGet, periodSeconds: 1, timeoutSeconds: 15 };
  return {
    failureThreshold: kind === 'liveness' ? 8 : STARTUP_FAILURE_THRESHOLD,
    httpGet,
    initialDelaySeconds: 10,
    periodSeconds: 10,
    timeoutSeconds: 15,
  };
}

export const byName = <T extends { readonly name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** A rendered static pod: a Pod object, whose metadata the manifest's UID is added to. */
export type StaticPodObject = { readonly metadata: object; readonly [field: string]: unknown };

export function staticPod(spec: ComponentPodSpec): StaticPodObject {
  const container: Record<string, unknown> = {
    name: spec.name,
    image: spec.image,
    imagePullPolicy: 'IfNotPresent',
    command: [spec.name, ...spec.flags.map(([k, v]) => `--${k}=${v}`)],
    livenessProbe: probe(spec.probes.liveness, 'liveness'),
    startupProbe: probe(spec.probes.startup, 'startup'),
    ports: [{ containerPort: spec.probePort, name: 'probe-port', protocol: 'TCP' }],
    resources: { requests: spec.resources },
    volumeMounts: spec.volumes.map((v) => ({ mountPath: v.mountPath, name: v.name, readOnly: v.readOnly || undefined })),
  };
  if (spec.probes.readiness) container.readinessProbe = probe(spec.probes.readiness, 'readiness');
  if (spec.env.length) container.env = [...spec.env].sort(byName).map((e) => ({ name: e.name, value: e.value }));
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: {
      annotations: spec.annotations,
      creationTimestamp: spec.legacyCreationTimestamp ? null : undefined,
      labels: { component: spec.name, tier: 'control-plane' },
      name: spec.name,
      namespace: 'kube-system',
    },
    spec: {
      containers: [container],
      hostNetwork: true,
      priority: 2000001000,
      priorityClassName: 'system-node-critical',
      securityContext: { seccompProfile: { type: 'RuntimeDefault' } },
      volumes: [...spec.volumes].sort(byName).map((v) => ({ hostPath: { path: v.hostPath, type: v.type }, name: v.name })),
    },
    status: {},
  };
}

const byFlag = ([a, av]: readonly [string, string], [b, bv]: readonly [string, string]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0);

/**
 * kubeadm's ArgumentsToCommand: a user flag replaces k8sform's flag of that name. Up to kubeadm
 * 1.34.3 the whole list is sorted; from 1.34.4 the defaults are sorted and the user's flags follow
 * in the order written.
 */
export function mergeFlags(base: readonly (readonly [string, string])[], extra: Readonly<Record<string, string>>, appendUserFlags: boolean): [string, string][] {
  const user = Object.entries(extra);
  const kept = base.filter(([k]) => !(k in extra)).map(([k, v]): [string, string] => [k, v]);
  return appendUserFlags ? [...kept.sort(byFlag), ...user] : [...kept, ...user].sort(byFlag);
}

/** The value of the last occurrence of a flag. */
export const flagValue = (flags: readonly (readonly [string, string])[], name: string) => flags.filter(([k]) => k === name).at(-1)?.[1];

/** Default volumes, then the user's, a user volume replacing a default of the same name (kubeadm keys them by name). */
export function withUserVolumes(defaults: readonly MountedVolume[], user: readonly HostPathVolume[]): MountedVolume[] {
  const byNameMap = new Map(defaults.map((v) => [v.name, v]));
  for (const v of user) byNameMap.set(v.name, { name: v.name, hostPath: v.hostPath, mountPath: v.mountPath, readOnly: v.readOnly, type: v.pathType });
  return [...byNameMap.values()].sort(byName);
}

/** Probe host for a component bound with --bind-address: none when it listens everywhere. */
export function bindProbeHost(bindAddress: string | undefined): string | undefined {
  if (bindAddress === undefined) return '127.0.0.1';
  return bindAddress === '0.0.0.0' || bindAddress === '::' ? undefined : bindAddress;
}


/** Read-only host directory, created when missing (kubeadm's DirectoryOrCreate volumes). */
export const hostDir = (name: string, path: string, readOnly = true): MountedVolume => ({ name, hostPath: path, mountPath: path, readOnly, type: 'DirectoryOrCreate' });
export const hostFile = (name: string, path: string): MountedVolume => ({ name, hostPath: path, mountPath: path, readOnly: true, type: 'FileOrCreate' });

/**
 * The system trust stores kubeadm mounts into apiserver and controller-manager. kubeadm probes the
 * host for which exist; k8sform renders without looking at hosts, so it mounts the Debian/Ubuntu
 * set (DirectoryOrCreate: harmless where absent). Add /etc/pki through extraVolumes on RHEL-like hosts.
 */
export const CA_CERT_VOLUMES: readonly MountedVolume[] = [
  hostDir('ca-certs', '/etc/ssl/certs'),
  hostDir('etc-ca-certificates', '/etc/ca-certificates'),
  hostDir('usr-local-share-ca-certificates', '/usr/local/share/ca-certificates'),
  hostDir('usr-share-ca-certificates', '/usr/share/ca-certificates'),
];
