// What `k8sform pki export` writes and reports: the planner says which files, the engine writes
// them, the views print the report. No key material is ever part of the report.

/**
 * One file of the cluster's identity, named as kubeadm names it under /etc/kubernetes/pki; the keys
 * of encryption at rest as `encryption-config.yaml`, the EncryptionConfiguration the control planes hold.
 */
export interface IdentityFile {
  /** Relative to the export directory, as under /etc/kubernetes/pki: `ca.crt`, `etcd/ca.key`, `sa.pub`; or `encryption-config.yaml`. */
  readonly path: string;
  readonly kind: 'certificate' | 'private-key' | 'public-key' | 'encryption-config';
  /** The file's bytes as the control planes hold them (sa.pub: derived from sa.key). */
  readonly content: string;
}

/** What `pki export` writes encrypted to the recipients, when there are any: the files that hold keys. */
export const holdsKeys = (f: { readonly kind: IdentityFile['kind'] }): boolean => f.kind === 'private-key' || f.kind === 'encryption-config';

/** The keys of encryption at rest as exported: the file, and what is in it by name (never a key). */
export interface ExportedEncryptionKeys {
  /** The file spec.apiServer.encryptionAtRest.keysFile takes back: `encryption-config.yaml` (`.age` when encrypted). */
  readonly keysFile: string;
  /** The provider of the keys Secrets are written and read with: `secretbox`, `aescbc`. */
  readonly provider: string;
  /** The key names, in the configuration's order (the first writes). */
  readonly keys: readonly string[];
}

/** A CA of the cluster as exported, with the spec.certificates field its files fit. */
export interface ExportedAuthority {
  /** kubeadm's name: `ca`, `front-proxy-ca`, `etcd-ca`. */
  readonly name: string;
  /** The spec.certificates field that takes it back: `ca`, `frontProxyCA`, `etcdCA`. */
  readonly field: string;
  readonly certFile: string;
  readonly keyFile: string;
  readonly subject: string;
  readonly notAfter: string;
  /** SHA-256 of the certificate's DER, as `openssl x509 -fingerprint -sha256` prints it. */
  readonly sha256Fingerprint: string;
}

/** The cluster's identity as read from its control planes: its files, and what the CAs among them are. */
export interface ClusterIdentity {
  readonly files: readonly IdentityFile[];
  readonly authorities: readonly ExportedAuthority[];
  /** When the control planes hold keys of encryption at rest. */
  readonly encryption?: ExportedEncryptionKeys;
}

/** A file written by `pki export`. */
export interface ExportedFile {
  /** Where it was written, relative to the export directory (`ca.key.age` when encrypted). */
  readonly path: string;
  readonly kind: IdentityFile['kind'];
  /** Octal, as `ls` shows it: `0600`. */
  readonly mode: string;
  /** Encrypted to the recipients (ASCII-armored age): the files that hold keys, when there are recipients. */
  readonly encrypted: boolean;
}

export interface PkiExportReport {
  /** metadata.name of cluster.yaml. */
  readonly cluster: string;
  /** The export directory as given with -o. */
  readonly directory: string;
  /** The control planes the identity was read from (they agree: hosts that differ are refused). */
  readonly readFrom: readonly string[];
  /** The age recipients the private keys and encryption keys were encrypted to; empty when written in the clear. */
  readonly recipients: readonly string[];
  readonly files: readonly ExportedFile[];
  readonly authorities: readonly ExportedAuthority[];
  /** The service-account key pair's files: `keyFile` is what spec.certificates.serviceAccountKey takes back. */
  readonly serviceAccountKey: { readonly keyFile: string; readonly publicKeyFile: string };
  /** The keys of encryption at rest, when the control planes hold some: `keysFile` is what spec.apiServer.encryptionAtRest.keysFile takes back. */
  readonly encryptionKeys?: ExportedEncryptionKeys;
}
