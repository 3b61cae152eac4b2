import type { Address, FileAddress, ObjectAddress } from './address.js';

/** How a file's bytes are to be understood; drives comparison and display, never the write. */
export type FileFormat =
  | 'certificate'
  | 'private-key'
  | 'public-key'
  | 'kubeconfig'
  | 'static-pod'
  | 'kubelet-config'
  | 'env'
  /** A Kubernetes object in the apiserver, shown as normalised YAML. */
  | 'object';

export interface DesiredFile {
  readonly kind: 'file';
  readonly host: string;
  readonly path: string;
  /** Unix permission bits, e.g. 0o600. */
  readonly mode: number;
  readonly owner: { readonly uid: number; readonly gid: number };
  readonly format: FileFormat;
  readonly content: string;
  /** Holds a private key or token secret: never shown, never saved in a plan. */
  readonly sensitive: boolean;
}

export interface DesiredObject {
  readonly kind: 'object';
  /** The Kubernetes object as it will be server-side applied. */
  readonly manifest: KubeObject;
  readonly sensitive: boolean;
}

export interface KubeObject {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: { readonly name: string; readonly namespace?: string; readonly [k: string]: unknown };
  readonly [k: string]: unknown;
}

export interface Desired<S extends DesiredFile | DesiredObject = DesiredFile | DesiredObject> {
  readonly addr: S extends DesiredFile ? FileAddress : S extends DesiredObject ? ObjectAddress : Address;
  readonly spec: S;
  /** What must exist (and be applied) first. */
  readonly dependsOn: readonly Address[];
}
