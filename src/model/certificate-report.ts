// What `k8sform certs` reports: the engine makes it, the views print it.

/** Why a file that should hold a certificate shows none. */
export const CERTIFICATE_PROBLEMS = ['missing', 'not a regular file', 'not a PEM certificate', 'not a readable kubeconfig'] as const;
export type CertificateProblem = (typeof CERTIFICATE_PROBLEMS)[number];

/** One certificate found on a host, or a certificate-bearing file that should hold one and does not. */
export interface CertificateEntry {
  readonly host: string;
  readonly path: string;
  /** kubeadm's name for the file; a kubeconfig's entries add the user: `admin.conf`, `kubelet.conf`. */
  readonly name: string;
  readonly source: 'file' | 'kubeconfig';
  readonly subject?: string;
  readonly issuer?: string;
  readonly isCA?: boolean;
  readonly notBefore?: string;
  readonly notAfter?: string;
  /** Why there is no certificate to show (one of CERTIFICATE_PROBLEMS). */
  readonly problem?: CertificateProblem;
}

export interface ReportedCertificate extends CertificateEntry {
  /** The cluster CA that issued it (`ca`, `etcd-ca`, `front-proxy-ca`), else the issuer as written; none for a CA. */
  readonly authority?: string;
  /** Seconds from the report's time to notAfter; negative once expired. */
  readonly residualSeconds?: number;
  /** Set with --fail-within: whether it expires (or has expired) within that time. */
  readonly expiresWithin?: boolean;
}

export interface CertificateReport {
  readonly cluster: string;
  readonly generatedAt: string;
  /** The --fail-within window in seconds, when given. */
  readonly failWithinSeconds?: number;
  readonly certificates: readonly ReportedCertificate[];
  /** With --fail-within: certificates inside the window (or expired) plus files that should hold one and do not. */
  readonly failing: number;
}
