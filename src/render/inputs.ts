import { randomBytes } from 'node:crypto';
import type { CAMaterial } from '../model/ca-material.js';
import type { ObservedRotation } from '../model/ca-rotation.js';
import type { ObservedEncryption } from '../model/encryption-at-rest.js';
import type { KeySource } from './pki/key-source.js';
import type { EtcdBootstrap } from './static-pods/etcd.js';

/** Serial numbers for new certificates, as lower-case hex. */
export interface SerialSource {
  next(): string;
}

/** Randomness for bootstrap token ids and secrets. */
export interface RandomSource {
  bytes(count: number): Uint8Array;
}

/** Material that already exists and must be kept rather than generated. */
export interface ExistingMaterial {
  /** CA certificates with their keys, by catalogue name (`ca`, `front-proxy-ca`, `etcd-ca`). */
  readonly cas?: Readonly<Partial<Record<string, CAMaterial>>>;
  /** CAs the control planes are rotating (two CAs seen), by catalogue name; such a CA is not in `cas`. */
  readonly rotations?: Readonly<Partial<Record<string, ObservedRotation>>>;
  /** The service-account signing key (sa.key), PEM. */
  readonly serviceAccountKeyPem?: string;
  /** Bootstrap tokens that already exist, in spec.bootstrapTokens order. */
  readonly tokens?: readonly { readonly id: string; readonly secret: string; readonly expires?: Date }[];
  /**
   * By control-plane host, how its etcd member starts, when not with every control plane at once
   * (a brand-new cluster): a member already running keeps what its manifest says, a new one joins.
   */
  readonly etcdBootstrap?: ReadonlyMap<string, EtcdBootstrap>;
  /**
   * CAs whose certificate an interrupted first apply left on a control plane without its key, by
   * catalogue name: the host holding it, and why it is taken for that. Not in `cas`, so render
   * makes a new CA; the plan gives this as the reason the certificate is replaced.
   */
  readonly unfinished?: Readonly<Partial<Record<string, UnfinishedCA>>>;
  /** The keys of encryption at rest the control planes hold, and what each running apiserver's configuration says. */
  readonly encryption?: ObservedEncryption;
}

/** A CA certificate that an interrupted first apply left without its key: replaced by a new CA. */
export interface UnfinishedCA {
  /** The one host that holds the certificate. */
  readonly host: string;
  /** Why it is taken for an interrupted first apply's: the plan's reason for replacing it. */
  readonly detail: string;
}

/**
 * Everything render takes besides the cluster: the clock, key material, serials and randomness.
 * Render reads nothing else, so the same inputs always give the same output.
 */
export interface RenderInputs {
  readonly now: Date;
  readonly keys: KeySource;
  readonly serials: SerialSource;
  readonly random: RandomSource;
  readonly existing?: ExistingMaterial;
}

/** Serials as kubeadm makes them: random positive 63-bit integers. */
export const systemSerialSource: SerialSource = {
  next() {
    const bytes = randomBytes(8);
    bytes[0]! &= 0x7f;
    return BigInt(`0x${bytes.toString('hex')}`).toString(16) || '1';
  },
};

export const systemRandomSource: RandomSource = { bytes: (n) => new Uint8Array(randomBytes(n)) };
