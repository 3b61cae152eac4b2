import type { CAMaterial } from '../model/ca-material.js';
import { CLUSTER_ADMINS_GROUP, type Subject } from '../render/pki/certificates.js';
import { CERTIFICATE_BACKDATE_SECONDS, issueCertificate, issuerCertificate } from '../render/pki/issue.js';
import { loadKeyPair, systemKeySource, type KeyPair, type KeySource } from '../render/pki/key-source.js';
import { systemSerialSource } from '../render/inputs.js';
import type { KubeCredentials } from '../providers/kube-api/kube-client.js';
import type { RunCA } from './run-ca.js';

/** How long k8sform's own client certificate lives: one run, with room for slow applies. */
const LIFETIME_MS = 60 * 60 * 1000;

/**
 * A short-lived client certificate k8sform signs for itself with the cluster CA read from a
 * control-plane host. `cluster-admins` is its normal identity (bound to cluster-admin by the
 * kubeadm:cluster-admins binding); `super-admin` (system:masters, bypassing RBAC) is only used to
 * create that binding on a brand-new cluster, as kubeadm does. The key never leaves memory.
 */
export async function clientIdentity(ca: RunCA, who: 'cluster-admins' | 'super-admin', now: Date, keys: KeySource = systemKeySource): Promise<KubeCredentials> {
  const subject = who === 'cluster-admins'
    ? { commonName: 'k8sform', organization: [CLUSTER_ADMINS_GROUP] }
    : { commonName: 'k8sform-super-admin', organization: ['system:masters'] };
  return runIdentity(ca, subject, `k8sform-${who}`, now, keys);
}

/**
 * A one-run client identity for `subject`, signed by the CA that signs now (the cluster's, or
 * etcd's), verifying servers by every CA trusted now (both while one is rotated); `label` names its
 * key to a counting key source.
 */
export async function runIdentity(ca: RunCA, subject: Subject, label: string, now: Date, keys: KeySource = systemKeySource): Promise<KubeCredentials> {
  const key = await keys.generate('ecdsa-p256', label);
  return { caPem: ca.trustPem, certPem: await signClientCertificate(ca.signing, subject, key, now, LIFETIME_MS / 1000), keyPem: key.privatePem };
}

/** A client certificate (PEM) signed directly with the cluster CA, backdated like kubeadm's. */
export async function signClientCertificate(ca: CAMaterial, subject: Subject, key: KeyPair, now: Date, lifetimeSeconds: number): Promise<string> {
  const cert = await issueCertificate({
    subject,
    key,
    serial: systemSerialSource.next(),
    notBefore: new Date(now.getTime() - CERTIFICATE_BACKDATE_SECONDS * 1000),
    notAfter: new Date(now.getTime() + lifetimeSeconds * 1000),
    issuer: { cert: issuerCertificate(ca.certPem), key: await loadKeyPair(ca.keyPem) },
    usages: ['clientAuth'],
  });
  return cert.pem;
}
