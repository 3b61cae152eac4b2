// Hand-built plans for the view tests (not used by k8sform itself).
import { fileAddress } from '../../src/model/address.js';
import type { FileFormat } from '../../src/model/desired.js';
import type { CertificateView, Change, FileState, FileView, Plan } from '../../src/model/plan.js';

export const state = (view: FileView, over: Partial<FileState> = {}): FileState => ({ digest: 'd'.repeat(64), mode: 0o600, uid: 0, gid: 0, view, ...over });
export const text = (t: string): FileView => ({ kind: 'text', text: t });

export const cert = (over: Partial<CertificateView> = {}): CertificateView => ({
  subject: 'CN=kube-apiserver',
  issuer: 'CN=kubernetes',
  notBefore: '2026-03-01T00:00:00.000Z',
  notAfter: '2027-03-01T00:00:00.000Z',
  isCA: false,
  extKeyUsage: ['serverAuth'],
  dnsNames: ['kubernetes', 'kubernetes.default'],
  ipAddresses: ['10.96.0.1'],
  publicKey: 'RSA 2048',
  ...over,
});

export function change(path: string, action: Change['action'], format: FileFormat, sides: Partial<Change> = {}): Change {
  return { addr: fileAddress('cp-1', path), action, format, sensitive: false, reasons: [], dependsOn: [], ...sides } as Change;
}

export const plan = (changes: Change[]): Plan => ({ formatVersion: 1, configDigest: 'c'.repeat(64), cluster: 'prod-eu1', kubernetesVersion: 'v1.34.2', changes });
