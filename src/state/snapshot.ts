import type { HostFacts } from '../model/host-facts.js';
import type { KubeObject } from '../model/desired.js';
import type { EtcdSeen } from '../model/etcd-membership.js';
import type { StoredSecretsSeen } from '../model/encryption-at-rest.js';
import type { ApiSeen, DepartingSeen, HostSeen, KindScope, Observation } from './observation.js';
import type { ObservedDirectory, ObservedFile, ProcessStart, UnsafeDirectory } from './observe-host.js';
import { comparableStandIns, withholdSecrets } from './withhold-secrets.js';

/** What `k8sform snapshot` writes and `plan --snapshot` reads (schemas/snapshot.schema.json). */
export interface Snapshot {
  readonly formatVersion: 1;
  readonly cluster: string;
  /** SHA-256 of the cluster.yaml it was taken with (a plan may use another: that is the point). */
  readonly configDigest: string;
  readonly takenAt: string;
  readonly hosts: Record<string, SnapshotHost>;
  readonly apiserver: SnapshotApi | null;
  /** The etcd member list (no secrets in it); absent in snapshots taken before k8sform read it. */
  readonly etcd?: EtcdSeen | null;
  /** The machines that left cluster.yaml, by Node name; absent when there were none. */
  readonly departing?: Record<string, SnapshotDeparting>;
  /** How etcd stores the Secrets, counts only; absent when plan did not read it. */
  readonly secrets?: SnapshotStoredSecrets;
}

interface SnapshotStoredSecrets {
  readonly endpoint: string;
  readonly storedWith?: Record<string, number>;
  readonly inTheClear?: number;
  readonly error?: string;
}

interface SnapshotDeparting {
  readonly address: string | null;
  readonly leftAlone: string | null;
  readonly host: SnapshotHost | null;
}

interface SnapshotFile {
  readonly path: string;
  readonly exists: boolean;
  readonly digest: string;
  readonly mode?: number;
  readonly uid?: number;
  readonly gid?: number;
  readonly size?: number;
  readonly notRegular?: ObservedFile['notRegular'];
  /** The bytes as text when they are UTF-8, else `base64`; secrets only as their stand-ins. */
  readonly text?: string;
  readonly base64?: string;
}

type SnapshotDirectory = Omit<ObservedDirectory, 'host'>;

interface SnapshotHost {
  readonly files: SnapshotFile[];
  readonly directories: SnapshotDirectory[];
  readonly unsafeDirectories: UnsafeDirectory[];
  readonly appliedRecord: string | null;
  /** When the kubelet and, on a control plane, each control-plane component started; absent in older snapshots. */
  readonly processes?: Record<string, ProcessStart>;
  /** What the host is, for the preflight checks; absent in older snapshots. */
  readonly facts?: HostFacts;
}

interface SnapshotApi {
  readonly endpoint: string;
  readonly readiness: string;
  readonly kubelets: Record<string, string>;
  readonly objects: { live: Record<string, KubeObject>; dryRun: Record<string, { applied: string; result: KubeObject }>; managed: KubeObject[]; kinds?: Record<string, KindScope> } | null;
}

export interface SnapshotOf {
  readonly cluster: string;
  readonly configDigest: string;
  readonly takenAt: Date;
}

/** The observation as a snapshot: secrets withheld first, always. */
export function toSnapshot(of: SnapshotOf, seen: Observation): Snapshot {
  const safe = withholdSecrets(seen);
  const hosts = Object.fromEntries([...safe.hosts].map(([name, h]) => [name, hostOut(h)]));
  const departing = safe.departing && Object.fromEntries([...safe.departing].map(([name, d]) => [name, { address: d.address ?? null, leftAlone: d.leftAlone ?? null, host: d.host ? hostOut(d.host) : null }]));
  return { formatVersion: 1, cluster: of.cluster, configDigest: of.configDigest, takenAt: of.takenAt.toISOString(), hosts, apiserver: safe.api ? apiOut(safe.api) : null, etcd: safe.etcd ?? null, ...(departing ? { departing } : {}), ...(safe.secrets ? { secrets: storedSecretsOut(safe.secrets) } : {}) };
}

function storedSecretsOut({ endpoint, stored, error }: StoredSecretsSeen): SnapshotStoredSecrets {
  return { endpoint, ...(stored ? { storedWith: Object.fromEntries(stored.storedWith), inTheClear: stored.inTheClear } : {}), ...(error !== undefined ? { error } : {}) };
}

function storedSecretsIn({ endpoint, storedWith, inTheClear, error }: SnapshotStoredSecrets): StoredSecretsSeen {
  return { endpoint, ...(storedWith ? { stored: { storedWith: new Map(Object.entries(storedWith)), inTheClear: inTheClear ?? 0 } } : {}), ...(error !== undefined ? { error } : {}) };
}

/** A snapshot (already checked against its schema) as the observation plan takes. */
export function fromSnapshot(s: Snapshot): { of: SnapshotOf; observation: Observation } {
  const hosts = new Map(Object.entries(s.hosts).map(([name, h]): [string, HostSeen] => [name, hostIn(name, h)]));
  const departing = s.departing && new Map(Object.entries(s.departing).map(([name, d]): [string, DepartingSeen] => [name, {
    ...(d.address !== null ? { address: d.address } : {}), ...(d.leftAlone !== null ? { leftAlone: d.leftAlone } : {}), ...(d.host ? { host: hostIn(name, d.host) } : {}),
  }]));
  const a = s.apiserver;
  const api: ApiSeen | undefined = a ? {
    endpoint: a.endpoint,
    readiness: a.readiness,
    kubelets: new Map(Object.entries(a.kubelets)),
    objects: a.objects ? { live: new Map(Object.entries(a.objects.live)), dryRun: new Map(Object.entries(a.objects.dryRun)), managed: a.objects.managed, ...(a.objects.kinds ? { kinds: new Map(Object.entries(a.objects.kinds)) } : {}) } : undefined,
  } : undefined;
  const observation = comparableStandIns({ hosts, api, ...(s.etcd ? { etcd: s.etcd } : {}), ...(departing ? { departing } : {}), ...(s.secrets ? { secrets: storedSecretsIn(s.secrets) } : {}) });
  return { of: { cluster: s.cluster, configDigest: s.configDigest, takenAt: new Date(s.takenAt) }, observation };
}

function hostOut(h: HostSeen): SnapshotHost {
  return {
    files: [...h.files.values()].map(fileOut),
    directories: [...h.directories.values()].map(({ host: _host, ...d }) => d),
    unsafeDirectories: [...h.unsafeDirectories],
    appliedRecord: h.record ? h.record.toString('utf8') : null,
    ...(h.processes ? { processes: Object.fromEntries(h.processes) } : {}),
    ...(h.facts ? { facts: h.facts } : {}),
  };
}

function hostIn(name: string, h: SnapshotHost): HostSeen {
  return {
    files: new Map(h.files.map((f) => [f.path, fileIn(name, f)])),
    directories: new Map(h.directories.map((d) => [d.path, { host: name, ...d }])),
    unsafeDirectories: h.unsafeDirectories,
    record: h.appliedRecord === null ? undefined : Buffer.from(h.appliedRecord),
    ...(h.processes ? { processes: new Map(Object.entries(h.processes)) } : {}),
    ...(h.facts ? { facts: h.facts } : {}),
  };
}

function fileOut(f: ObservedFile): SnapshotFile {
  const { host: _host, content, ...rest } = f;
  if (!content) return rest;
  const text = content.toString('utf8');
  return Buffer.from(text, 'utf8').equals(content) ? { ...rest, text } : { ...rest, base64: content.toString('base64') };
}

function fileIn(host: string, f: SnapshotFile): ObservedFile {
  const { text, base64, ...rest } = f;
  const content = text !== undefined ? Buffer.from(text, 'utf8') : base64 !== undefined ? Buffer.from(base64, 'base64') : undefined;
  return { host, ...rest, ...(content ? { content } : {}) };
}

function apiOut(a: ApiSeen): SnapshotApi {
  const o = a.objects;
  return {
    endpoint: a.endpoint,
    readiness: a.readiness,
    kubelets: Object.fromEntries(a.kubelets),
    objects: o ? { live: Object.fromEntries(o.live), dryRun: Object.fromEntries(o.dryRun), managed: [...o.managed], ...(o.kinds ? { kinds: Object.fromEntries(o.kinds) } : {}) } : null,
  };
}
