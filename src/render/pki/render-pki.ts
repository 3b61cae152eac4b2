import { x509 } from '../../crypto/x509.js';
import type { Cluster, Host } from '../../config/cluster.js';
import { fileAddress } from '../../model/address.js';
import type { Desired, DesiredFile } from '../../model/desired.js';
import { desiredFile } from '../desired-file.js';
import type { RenderInputs } from '../inputs.js';
import {
  CERTIFICATE_AUTHORITIES, LEAF_CERTIFICATES, PKI_DIR, caByName, certPath, keyPath,
  type CAName, type CertificateSpec, type Subject, type ExtKeyUsage, type AltNames,
} from './certificates.js';
import { CERTIFICATE_BACKDATE_SECONDS, issueCertificate, type Issuer } from './issue.js';
import { loadKeyPair, type KeyPair } from './key-source.js';

export const SA_KEY_PATH = `${PKI_DIR}/sa.key`;
export const SA_PUB_PATH = `${PKI_DIR}/sa.pub`;

/** The cluster-wide key material every control-plane host shares. */
export interface SharedPki {
  readonly cas: ReadonlyMap<CAName, Issuer & { readonly certPem: string }>;
  readonly serviceAccountKey: KeyPair;
}

/** CAs are shared: taken from existing material (hosts or user files) or generated once. */
export async function sharedPki(cluster: Cluster, inputs: RenderInputs, userCAs: Partial<Record<string, { certPem: string; keyPem: string }>>): Promise<SharedPki> {
  const cas = new Map<CAName, Issuer & { certPem: string }>();
  const c = cluster.certificates;
  for (const spec of CERTIFICATE_AUTHORITIES) {
    if (!spec.applies(cluster)) continue;
    const given = inputs.existing?.cas?.[spec.name] ?? userCAs[spec.configKey];
    if (given) {
      cas.set(spec.name, { cert: new x509.X509Certificate(given.certPem), key: await loadKeyPair(given.keyPem), certPem: normalizePem(given.certPem) });
      continue;
    }
    const key = await inputs.keys.generate(c.keyAlgorithm, spec.name);
    const cert = await issueCertificate({
      subject: spec.subject(),
      key,
      serial: inputs.serials.next(),
      ...validity(inputs.now, c.caValiditySeconds),
    });
    cas.set(spec.name, { cert, key, certPem: cert.toString('pem') + '\n' });
  }
  const saPem = inputs.existing?.serviceAccountKeyPem;
  const serviceAccountKey = saPem ? await loadKeyPair(saPem) : await inputs.keys.generate(c.keyAlgorithm, 'sa');
  return { cas, serviceAccountKey };
}

function validity(now: Date, seconds: number, capAt?: Date): { notBefore: Date; notAfter: Date } {
  const notBefore = new Date(now.getTime() - CERTIFICATE_BACKDATE_SECONDS * 1000);
  const wanted = new Date(now.getTime() + seconds * 1000);
  return { notBefore, notAfter: capAt && capAt < wanted ? capAt : wanted };
}

const normalizePem = (pem: string) => (pem.endsWith('\n') ? pem : `${pem}\n`);

/** A certificate signed by one of the shared CAs, with a fresh key. Used for leaves and kubeconfigs. */
export async function issueLeaf(
  cluster: Cluster,
  pki: SharedPki,
  inputs: RenderInputs,
  req: { signer: CAName; subject: Subject; usages: readonly ExtKeyUsage[]; altNames?: AltNames; keyLabel: string },
): Promise<{ certPem: string; key: KeyPair }> {
  const ca = pki.cas.get(req.signer)!;
  const key = await inputs.keys.generate(cluster.certificates.keyAlgorithm, req.keyLabel);
  const cert = await issueCertificate({
    subject: req.subject,
    key,
    serial: inputs.serials.next(),
    ...validity(inputs.now, cluster.certificates.validitySeconds, ca.cert.notAfter),
    issuer: ca,
    usages: req.usages,
    altNames: req.altNames,
  });
  return { certPem: cert.toString('pem') + '\n', key };
}

/** Every PKI file of one control-plane host: the CAs, its leaves and the service-account key pair. */
export async function renderControlPlanePki(cluster: Cluster, host: Host, pki: SharedPki, inputs: RenderInputs): Promise<Desired<DesiredFile>[]> {
  const out: Desired<DesiredFile>[] = [];
  for (const spec of CERTIFICATE_AUTHORITIES) {
    const ca = pki.cas.get(spec.name);
    if (!ca) continue;
    out.push(desiredFile(host.name, certPath(spec), 'certificate', ca.certPem));
    out.push(desiredFile(host.name, keyPath(spec), 'private-key', ca.key.privatePem));
  }
  for (const spec of LEAF_CERTIFICATES.filter((s) => s.applies(cluster))) {
    out.push(...(await renderLeaf(cluster, host, spec, pki, inputs)));
  }
  out.push(desiredFile(host.name, SA_KEY_PATH, 'private-key', pki.serviceAccountKey.privatePem));
  // kubeadm writes sa.pub with keyutil.WriteKey, so 0600 like the key.
  out.push(desiredFile(host.name, SA_PUB_PATH, 'public-key', pki.serviceAccountKey.publicPem, { mode: 0o600 }));
  return out;
}

async function renderLeaf(cluster: Cluster, host: Host, spec: CertificateSpec, pki: SharedPki, inputs: RenderInputs): Promise<Desired<DesiredFile>[]> {
  const signer = spec.signer!;
  const { certPem, key } = await issueLeaf(cluster, pki, inputs, {
    signer,
    subject: spec.subject(host),
    usages: spec.usages,
    altNames: spec.altNames?.(cluster, host),
    keyLabel: `${host.name}/${spec.name}`,
  });
  const caCert = fileAddress(host.name, certPath(caByName(signer)));
  return [
    desiredFile(host.name, certPath(spec), 'certificate', certPem, { dependsOn: [caCert] }),
    desiredFile(host.name, keyPath(spec), 'private-key', key.privatePem),
  ];
}

/** Workers trust the cluster CA and nothing else. */
export function renderWorkerPki(host: Host, pki: SharedPki): Desired<DesiredFile>[] {
  return [desiredFile(host.name, certPath(caByName('ca')), 'certificate', pki.cas.get('ca')!.certPem)];
}
