import type { CAMaterial } from './ca-material.js';
import type { Cluster } from './cluster.js';
import type { EncryptionKey } from './encryption-at-rest.js';

/** A cluster.yaml read, validated and resolved, with what loading it found. */
export interface LoadedCluster {
  readonly cluster: Cluster;
  /** Formatted warnings (`file:line:col: warning: path: message`), for stderr. */
  readonly warnings: readonly string[];
  /** SHA-256 of cluster.yaml's bytes: a saved plan is only valid for exactly this file. */
  readonly configDigest: string;
  /** CA certificates and keys the user supplied as files, by CA name. */
  readonly caMaterial: Readonly<Partial<Record<'ca' | 'frontProxyCA' | 'etcdCA', CAMaterial>>>;
  /** The service-account signing key the user supplied as a file (spec.certificates.serviceAccountKey), PEM. */
  readonly serviceAccountKeyPem?: string;
  /** The keys of encryption at rest the user supplied as a file (spec.apiServer.encryptionAtRest.keysFile), by name: one for every name in keys. */
  readonly encryptionKeys?: ReadonlyMap<string, EncryptionKey>;
  /** `file:line:col: path` of a field, for errors found after loading (e.g. against what runs on the hosts). */
  readonly locateField: (path: readonly (string | number)[]) => string;
  /** A problem with a field found after loading, formatted as loading formats its own (`file:line:col: [warning: ]path: message`). */
  readonly fieldProblem: (path: readonly (string | number)[], message: string, severity?: 'error' | 'warning') => string;
}
