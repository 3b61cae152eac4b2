import type { CAMaterial } from './ca-material.js';

/**
 * Where one control plane is in a CA's rotation, read from its files:
 * - `old`: trusts and signs with the old CA only (the new one may already wait in `-next`);
 * - `trust-both`: trusts old then new, signs with the old;
 * - `reissue`: trusts new then old, signs with the new;
 * - `new`: trusts and signs with the new CA only.
 */
export type HostRotationState = 'old' | 'trust-both' | 'reissue' | 'new';

/** A CA rotation the control planes are in the middle of: two CAs seen where there was one. */
export interface ObservedRotation {
  /** The CA being replaced; its key while some host still signs with it. */
  readonly old: { readonly certPem: string; readonly keyPem?: string };
  /** Its replacement, certificate and key. */
  readonly next: CAMaterial;
  /** Each control plane that holds the CA, by name. */
  readonly hosts: ReadonlyMap<string, HostRotationState>;
  /**
   * Certificates this CA signs on the hosts (`host[cp-1].file[...]`) that the new CA did not sign: a
   * reissue that stopped before it reached them (they may go out in a later step than the bundle,
   * as a kube-apiserver's etcd client certificate does after its etcd member's files). For the
   * cluster CA also the client certificates of the kubeconfigs, and the kubelets' own.
   */
  readonly notReissued: readonly string[];
  /**
   * For the cluster CA: each node's kubelet.conf that does not trust the new CA (a node trust-both
   * did not reach), whose kubelet would refuse the apiservers' certificates once reissue has them
   * signed by the new CA.
   */
  readonly untrusting: readonly string[];
}
