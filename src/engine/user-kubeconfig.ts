import { controlPlaneHosts } from '../model/cluster.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import { controlPlaneURL } from '../config/resolve.js';
import { RemoteError } from '../errors.js';
import type { KubeObject } from '../model/desired.js';
import type { KubeClient } from '../providers/kube-api/kube-client.js';
import type { HostTransport } from '../model/host-transport.js';
import { canonicalYaml } from '../render/canonical-yaml.js';
import { kubeconfigDocument } from '../render/kubeconfig/kubeconfigs.js';
import { certificateRequestPem } from '../render/pki/issue.js';
import { caByName, certPath, keyPath, nextCertPath, nextKeyPath, type Subject } from '../render/pki/certificates.js';
import { systemKeySource, type KeyPair } from '../render/pki/key-source.js';
import { parseCertificate } from '../state/certificate-meaning.js';
import { existingMaterial } from '../planner/existing-material.js';
import { observeHost } from '../state/observe-host.js';
import { writeOutputFile } from '../providers/local/output-file.js';
import { adminAuthorized, apiAccess } from './api-access.js';
import { signClientCertificate } from './client-identity.js';
import { validityProblem } from '../planner/ca-validity.js';
import { runCA, type RunCA } from './run-ca.js';
import type { Session } from './session.js';

export interface UserCredentialRequest {
  readonly user: string;
  readonly groups: readonly string[];
  readonly ttlSeconds: number;
}

export interface IssuedKubeconfig {
  /** The kubeconfig, private key included: written 0600 and never part of a plan. */
  readonly text: string;
  readonly subject: string;
  readonly notAfter: string;
  /** How it was signed, for the operator: the CertificateSigningRequest, or the CA on a host. */
  readonly signedBy: string;
}

/** The signer whose certificates kube-apiserver accepts as client identities. */
const CLIENT_SIGNER = 'kubernetes.io/kube-apiserver-client';
const CSR_WAIT_MS = 60_000;

/** Writes an issued kubeconfig: 0600, it holds the user's private key. */
export function writeKubeconfig(path: string, text: string, overwrite: boolean): void {
  writeOutputFile(path, text, { overwrite, mode: 0o600 });
}

/**
 * A kubeconfig for a named identity with a short-lived client certificate. When the apiserver
 * answers, the certificate goes through the CSR API (kube-controller-manager signs it, the request
 * stays in the audit log and the cluster's own signing duration caps its lifetime); only when it
 * does not is it signed with the cluster CA read from a control-plane host, as `kubeadm kubeconfig
 * user` does.
 */
export async function userKubeconfig(loaded: LoadedCluster, session: Session, now: Date, req: UserCredentialRequest): Promise<IssuedKubeconfig> {
  const { cluster } = loaded;
  const ca = await clusterCA(loaded, session.transports, now);
  const subject: Subject = { commonName: req.user, organization: req.groups.length ? [...req.groups] : undefined };
  const key = await systemKeySource.generate(cluster.certificates.keyAlgorithm, 'user');
  const access = await apiAccess(cluster, ca, session, now);
  let certPem: string;
  let signedBy: string;
  if (access && (await access.admin.ready()) && (await adminAuthorized(access))) {
    const csr = await requestClientCertificate(access.admin, subject, key, req.ttlSeconds);
    certPem = csr.certPem;
    signedBy = `CertificateSigningRequest ${csr.name} (signer ${CLIENT_SIGNER}), through the apiserver at ${access.endpoint}`;
  } else {
    certPem = await signClientCertificate(ca.signing, subject, key, now, req.ttlSeconds);
    signedBy = `the cluster CA read from the control-plane hosts (the apiserver did not answer${access ? ` at ${access.endpoint}` : ''})`;
  }
  const meaning = parseCertificate(certPem);
  const doc = kubeconfigDocument(cluster.clusterName, controlPlaneURL(cluster), ca.trustPem, req.user, { clientCertificatePem: certPem, clientKeyPem: key.privatePem }, cluster.release.legacyClientGoSerialization);
  return { text: canonicalYaml(doc), subject: meaning.subject, notAfter: meaning.notAfter, signedBy };
}

/**
 * The cluster CA as the control-plane hosts hold it (hosts that disagree are an error): during a
 * rotation, the one that signs now and both that are trusted (see runCA).
 */
export async function clusterCA(loaded: LoadedCluster, transports: ReadonlyMap<string, HostTransport>, now: Date): Promise<RunCA> {
  const { cluster } = loaded;
  const spec = caByName('ca');
  const paths = [certPath(spec), keyPath(spec), nextCertPath(spec), nextKeyPath(spec)];
  const observed = new Map(await Promise.all(controlPlaneHosts(cluster).map(async (h) => [h.name, (await observeHost(transports.get(h.name)!, paths)).files] as const)));
  const ca = runCA(existingMaterial(cluster, observed, loaded.caMaterial, now), 'ca', now);
  if (!ca) throw new RemoteError('', `no control-plane host holds ${certPath(spec)} yet: run k8sform apply to create the cluster first`);
  const why = validityProblem(ca.signing.certPem, now);
  if (why) throw new RemoteError('', `the cluster CA the control planes hold (${certPath(spec)}) ${why}, so a certificate it signs would be invalid: rotate it first (spec.certificates.rotateCA.ca: reissue, then drop-old)`);
  return ca;
}

/**
 * Creates a CertificateSigningRequest for the client signer, approves it (k8sform acts as the
 * cluster admin here, as `kubectl certificate approve` would) and waits for
 * kube-controller-manager to sign it.
 */
export async function requestClientCertificate(client: KubeClient, subject: Subject, key: KeyPair, ttlSeconds: number): Promise<{ name: string; certPem: string }> {
  const request = await certificateRequestPem(subject, key);
  const created = await client.createObject({
    apiVersion: 'certificates.k8s.io/v1',
    kind: 'CertificateSigningRequest',
    metadata: { name: '', generateName: `k8sform-user-${dnsLabel(subject.commonName)}-` },
    spec: {
      request: Buffer.from(request).toString('base64'),
      signerName: CLIENT_SIGNER,
      expirationSeconds: ttlSeconds,
      usages: ['digital signature', 'key encipherment', 'client auth'],
    },
  });
  const name = created.metadata.name;
  const csr = { ...created, apiVersion: 'certificates.k8s.io/v1', kind: 'CertificateSigningRequest' };
  await client.replaceSubresource({
    ...csr,
    status: { conditions: [{ type: 'Approved', status: 'True', reason: 'K8sformUserKubeconfig', message: `approved by k8sform kubeconfig --user ${subject.commonName}` }] },
  }, 'approval');
  const deadline = Date.now() + CSR_WAIT_MS;
  for (;;) {
    const seen = (await client.get(csr)) as (KubeObject & { status?: { certificate?: string; conditions?: { type: string; reason?: string; message?: string }[] } }) | undefined;
    if (!seen) throw new RemoteError('', `CertificateSigningRequest ${name} disappeared before it was signed`);
    const refused = seen.status?.conditions?.find((c) => c.type === 'Denied' || c.type === 'Failed');
    if (refused) throw new RemoteError('', `CertificateSigningRequest ${name} ${refused.type.toLowerCase()}: ${refused.reason ?? ''} ${refused.message ?? ''}`.trim());
    if (seen.status?.certificate) return { name, certPem: Buffer.from(seen.status.certificate, 'base64').toString('utf8') };
    if (Date.now() > deadline) {
      throw new RemoteError('', `CertificateSigningRequest ${name} was approved but not signed within ${CSR_WAIT_MS / 1000}s: is kube-controller-manager running with --cluster-signing-cert-file?`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A user name as a DNS label for the request's generated name (`alice@example.com` → `alice-example-com`). */
const dnsLabel = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'user';
