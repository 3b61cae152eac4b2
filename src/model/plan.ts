import type { Address } from './address.js';
import type { FileFormat } from './desired.js';

/** What a change does; the symbols users see are `+`, `~`, `-/+`, `-` and nothing for noop. */
export type Action = 'noop' | 'create' | 'update' | 'replace' | 'delete';

/** Why a change exists. Reasons explain; the executor never reads them. */
export interface Reason {
  /** Stable code, e.g. `missing`, `san-added`, `expiring`, `mode`, `content`. */
  readonly code: string;
  readonly detail: string;
}

/** A certificate as people review it (never its bytes). */
export interface CertificateView {
  readonly subject: string;
  readonly issuer: string;
  readonly notBefore: string;
  readonly notAfter: string;
  readonly isCA: boolean;
  readonly extKeyUsage: readonly string[];
  readonly dnsNames: readonly string[];
  readonly ipAddresses: readonly string[];
  readonly publicKey: string;
}

/** How one side of a change is shown. Only what is safe to print and to save appears here. */
export type FileView =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'certificate'; readonly certificate: CertificateView }
  | { readonly kind: 'private-key'; readonly keyType: string }
  | { readonly kind: 'public-key'; readonly keyType: string }
  | {
      readonly kind: 'kubeconfig';
      readonly server: string;
      readonly cluster: string;
      readonly user: string;
      /** Subject of the embedded CA certificate. */
      readonly certificateAuthority?: string;
      readonly clientCertificate?: CertificateView;
      /** Bootstrap token id; the secret is never shown. */
      readonly tokenId?: string;
    }
  | { readonly kind: 'unreadable'; readonly why: string };

/** One side of a file change: what was seen or what is wanted. */
export interface FileState {
  /** SHA-256 of the exact bytes (seen, or to be written). */
  readonly digest: string;
  readonly mode: number;
  readonly uid: number;
  readonly gid: number;
  readonly view: FileView;
}

export interface Change {
  readonly addr: Address;
  readonly action: Action;
  readonly format: FileFormat;
  /** Holds a private key or token secret: shown and saved by meaning only. */
  readonly sensitive: boolean;
  /** Absent for create. */
  readonly before?: FileState;
  /** Absent for delete. */
  readonly after?: FileState;
  readonly reasons: readonly Reason[];
  readonly dependsOn: readonly Address[];
}

/**
 * A plan is data: the same object feeds every view and the saved plan file. It never holds a
 * private key or a token secret.
 */
export interface Plan {
  readonly formatVersion: 1;
  /** SHA-256 of cluster.yaml's bytes. */
  readonly configDigest: string;
  readonly cluster: string;
  readonly kubernetesVersion: string;
  /** Every managed address, sorted; noops included so a saved plan can detect drift anywhere. */
  readonly changes: readonly Change[];
}

export const isEffective = (c: Change) => c.action !== 'noop';

export function summarize(plan: Plan): { add: number; change: number; destroy: number } {
  const count = (...a: Action[]) => plan.changes.filter((c) => a.includes(c.action)).length;
  // Terraform counts a replacement as one add and one destroy.
  return { add: count('create', 'replace'), change: count('update'), destroy: count('delete', 'replace') };
}
