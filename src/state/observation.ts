import type { KubeObject } from '../model/desired.js';
import type { EtcdSeen } from '../model/etcd-membership.js';
import type { StoredSecretsSeen } from '../model/encryption-at-rest.js';
import type { HostFacts } from '../model/host-facts.js';
import type { ObservedDirectory, ObservedFile, ProcessStart, UnsafeDirectory } from './observe-host.js';

/**
 * Everything plan reads from the hosts and the apiserver, as one data value: the live plan takes it
 * straight from them, an offline plan from a snapshot; both plan it with the same code.
 */
export interface Observation {
  readonly hosts: ReadonlyMap<string, HostSeen>;
  /** Undefined when the cluster has no CA yet, so there is no apiserver to ask. */
  readonly api?: ApiSeen;
  /**
   * The stacked etcd's member list; undefined when there is none to ask yet (no etcd CA, or no
   * control plane with an etcd manifest) or etcd is external.
   */
  readonly etcd?: EtcdSeen;
  /**
   * How etcd stores the Secrets (counts by key, never a value); read from the stacked etcd only while
   * a key rotation may need it (see storedSecretsWanted), else undefined.
   */
  readonly secrets?: StoredSecretsSeen;
  /**
   * Registered Nodes whose host cluster.yaml no longer lists, by Node name: each machine leaves the
   * cluster. Read only when the apiserver's objects were (the Node list is the cluster's own
   * inventory; no state file says which hosts there were).
   */
  readonly departing?: ReadonlyMap<string, DepartingSeen>;
}

/** A machine that left cluster.yaml, as plan found it. */
export interface DepartingSeen {
  /** Its Node's InternalIP: where k8sform reaches it over SSH, with spec.ssh's settings. */
  readonly address?: string;
  /** The files and directories its record says k8sform wrote there, as found now, with the record. */
  readonly host?: HostSeen;
  /** Why the machine is not cleaned up (it could not be read; a host in cluster.yaml has its address now): its Node and etcd member are removed all the same. */
  readonly leftAlone?: string;
}

export interface HostSeen {
  /** Every managed path, absent ones included, by path. */
  readonly files: ReadonlyMap<string, ObservedFile>;
  /** Every directory k8sform manages there (the etcd data directory), absent ones included, by path. */
  readonly directories: ReadonlyMap<string, ObservedDirectory>;
  readonly unsafeDirectories: readonly UnsafeDirectory[];
  /** The bytes of the record of k8sform's last apply there; undefined when there is none. */
  readonly record?: Buffer;
  /** When the kubelet's process and, on a control plane, each control-plane component's started, by name (absent: not running). */
  readonly processes?: ReadonlyMap<string, ProcessStart>;
  /** What the host is (swap, kernel settings, runtime, ports...), for the preflight checks; absent for a local directory standing in for a host. */
  readonly facts?: HostFacts;
}

export interface ApiSeen {
  /** `10.0.0.1:6443 via host[cp-1]`. */
  readonly endpoint: string;
  /** `ok`, or why /readyz did not say so. */
  readonly readiness: string;
  /** Set when the apiserver was ready and k8sform's identity could act. */
  readonly objects?: ObjectsSeen;
  /** The kubelet version each Node reports, by Node name (empty without objects). */
  readonly kubelets: ReadonlyMap<string, string>;
}

export interface ObjectsSeen {
  /** Live object by printable address; absent when it does not exist. */
  readonly live: ReadonlyMap<string, KubeObject>;
  /** What a server-side dry-run apply returned, by address, with the digest of the manifest applied. */
  readonly dryRun: ReadonlyMap<string, DryRun>;
  /** Every live object carrying k8sform's managed-by label, and every member of the add-ons' set. */
  readonly managed: readonly KubeObject[];
  /**
   * How the apiserver serves each kind of the add-on manifests, by `apiVersion/kind`: whether its
   * objects are namespaced, or not at all (no such kind, or its CustomResourceDefinition is not
   * there yet). Absent: no add-ons.
   */
  readonly kinds?: ReadonlyMap<string, KindScope>;
}

export type KindScope = 'namespaced' | 'cluster' | 'unserved';

export interface DryRun {
  /** `appliedDigest` of the manifest sent: a plan of a different manifest cannot use `result`. */
  readonly applied: string;
  readonly result: KubeObject;
}
