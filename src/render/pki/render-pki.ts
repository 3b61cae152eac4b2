import type { Cluster, Host } from '../../model/cluster.js';
import { fileAddress } from '../../model/address.js';
import type { Desired, DesiredFile, PlannedFile } from '../../model/desired.js';
import type { CertificateView } from '../../model/plan.js';
import { desiredFile, issuedFile } from '../desired-file.js';
import type { RenderInputs } from '../inputs.js';
import {
  CERTIFICATE_AUTHORITIES, CLUSTER_SIGNER_CERT_PATH, LEAF_CERTIFICATES, caByName, certPath, keyPath, nextCertPath, nextKeyPath,
  type CAName, type CertificateSpec, type Subject, type ExtKeyUsage, type AltNames,
} from './certificates.js';
import { CERTIFICATE_BACKDATE_SECONDS, describeCertificate, issueCertificate, issuerCertificate, type Issuer } from './issue.js';
import { keyTypeOf, loadKeyPair, type KeyPair } from './key-source.js';
import { caLayout, type CALayout, type CASource } from './ca-layout.js';
import type { CAMaterial } from '../../model/ca-material.js';
import { PKI_DIR } from '../../model/kubeadm-paths.js';
import { InternalError } from '../../errors.js';

export const SA_KEY_PATH = `${PKI_DIR}/sa.key`;
export const SA_PUB_PATH = `${PKI_DIR}/sa.pub`;

/**
 * A CA as the control planes hold it: the certificate and key that sign (`cert`, `key`), what
 * trusting it means (`certPem`: the CA's certificate, or during a rotation both CAs, the signing one
 * first) and, while it is rotated, its replacement waiting in the `-next` files.
 */
export interface SharedCA extends Issuer {
  readonly certPem: string;
  readonly next?: { readonly certPem: string; readonly keyPem: string };
  /** The signing CA's certificate alone, when `certPem` trusts more than one CA. */
  readonly signerPem?: string;
}

/** The cluster-wide key material every control-plane host shares. */
export interface SharedPki {
  readonly cas: ReadonlyMap<CAName, SharedCA>;
  readonly serviceAccountKey: KeyPair;
}

/**
 * CAs are shared: taken from existing material (hosts or user files) or generated once, and laid
 * out for the phase of a rotation cluster.yaml asks for (see caLayout). A missing
 * CA is always created by the plan, so it is made here, not on demand: every certificate it signs
 * and every file that trusts it needs it. Keys are generated in parallel; serials are drawn before
 * any of them, in catalogue order.
 */
export async function sharedPki(cluster: Cluster, inputs: RenderInputs, userCAs: Partial<Record<string, { certPem: string; keyPem: string }>>): Promise<SharedPki> {
  const c = cluster.certificates;
  // The service-account key is independent of the CAs, so it is made alongside them, not after.
  const saPem = inputs.existing?.serviceAccountKeyPem;
  const serviceAccountKey = saPem ? loadKeyPair(saPem, inputs.keys) : inputs.keys.generate(c.keyAlgorithm, 'sa');
  const cas = Promise.all(CERTIFICATE_AUTHORITIES.filter((spec) => spec.applies(cluster)).map(async (spec) => {
    // Serials are drawn here, before anything is awaited, so they follow catalogue order.
    const generate = (label: string) => {
      const serial = inputs.serials.next();
      return async (): Promise<Issuer & { certPem: string }> => {
        const key = await inputs.keys.generate(c.keyAlgorithm, label);
        const cert = await issueCertificate({ subject: spec.subject(), key, serial, keyIdHash: cluster.release.caKeyIdHash, ...validity(inputs.now, c.caValiditySeconds) });
        return { key, cert, certPem: cert.pem };
      };
    };
    const rotation = inputs.existing?.rotations?.[spec.name];
    const given = rotation ? undefined : inputs.existing?.cas?.[spec.name] ?? userCAs[spec.configKey];
    const layout = caLayout(c.rotateCA[spec.configKey], rotation ?? given ?? generate(spec.name), () => generate(`${spec.name}-next`));
    return [spec.name, await sharedCA(layout, inputs.keys)] as const;
  }));
  // Awaited together, so a failure of either is handled, never left unobserved.
  const [issuers, saKey] = await Promise.all([cas, serviceAccountKey]);
  return { cas: new Map(issuers), serviceAccountKey: saKey };
}

function validity(now: Date, seconds: number, capAt?: Date): { notBefore: Date; notAfter: Date } {
  const notBefore = new Date(now.getTime() - CERTIFICATE_BACKDATE_SECONDS * 1000);
  const wanted = new Date(now.getTime() + seconds * 1000);
  return { notBefore, notAfter: capAt && capAt < wanted ? capAt : wanted };
}

const normalizePem = (pem: string) => (pem.endsWith('\n') ? pem : `${pem}\n`);

async function sharedCA(layout: CALayout, keys: RenderInputs['keys']): Promise<SharedCA> {
  const load = async (m: CASource): Promise<Issuer & { certPem: string }> => {
    if (typeof m === 'function') return m();
    return { cert: issuerCertificate(m.certPem), key: await loadKeyPair(m.keyPem, keys), certPem: normalizePem(m.certPem) };
  };
  const signing = await load(layout.signing);
  const next = layout.next === undefined ? undefined : layout.next === layout.signing ? signing : await load(layout.next);
  const trusted = layout.trusted.map((t) => (t === layout.signing ? signing.certPem : t === layout.next ? next!.certPem : normalizePem((t as CAMaterial).certPem)));
  return {
    cert: signing.cert,
    key: signing.key,
    certPem: trusted.join(''),
    ...(next ? { next: { certPem: next.certPem, keyPem: next.key.privatePem } } : {}),
    ...(trusted.length > 1 ? { signerPem: signing.certPem } : {}),
  };
}

/** A certificate signed by one of the shared CAs, described by meaning; its key and bytes are made on demand. */
export interface IssuedLeaf {
  readonly certificate: CertificateView;
  readonly keyType: string;
  /**
   * Generates the key and signs the certificate on the first call; later calls (the other file of
   * the pair) get the same. The serial is drawn before anything is awaited, so serials follow the
   * order in which files are asked for, however many keys are generated at once.
   */
  material(): Promise<{ readonly certPem: string; readonly keyPem: string }>;
}

/** A leaf or kubeconfig client certificate. Nothing is generated until `material()` is called. */
export function describeLeaf(
  cluster: Cluster,
  pki: SharedPki,
  inputs: RenderInputs,
  req: { signer: CAName; subject: Subject; usages: readonly ExtKeyUsage[]; altNames?: AltNames; keyLabel: string },
): IssuedLeaf {
  const ca = pki.cas.get(req.signer)!;
  const algorithm = cluster.certificates.keyAlgorithm;
  const span = validity(inputs.now, cluster.certificates.validitySeconds, ca.cert.notAfter);
  // The planner refuses a CA that is not valid now (caValidityRefusals), so a leaf's end capped at its CA's is after its start.
  if (span.notAfter <= span.notBefore) throw new InternalError(`a certificate signed by ${ca.cert.subject} would end (${span.notAfter.toISOString()}) before it begins (${span.notBefore.toISOString()}): its CA is not valid now`);
  const request = {
    subject: req.subject,
    ...span,
    issuer: ca,
    usages: req.usages,
    altNames: req.altNames,
  };
  let made: Promise<{ certPem: string; keyPem: string }> | undefined;
  const issue = async () => {
    const serial = inputs.serials.next();
    const key = await inputs.keys.generate(algorithm, req.keyLabel);
    const cert = await issueCertificate({ ...request, key, serial });
    return { certPem: cert.pem, keyPem: key.privatePem };
  };
  return {
    certificate: describeCertificate(request, algorithm),
    keyType: keyTypeOf(algorithm),
    material: () => (made ??= issue()),
  };
}

/** Every PKI file of one control-plane host: the CAs, its leaves and the service-account key pair. */
export function renderControlPlanePki(cluster: Cluster, host: Host, pki: SharedPki, inputs: RenderInputs): Desired<PlannedFile>[] {
  const out: Desired<PlannedFile>[] = [];
  for (const spec of CERTIFICATE_AUTHORITIES) {
    const ca = pki.cas.get(spec.name);
    if (!ca) continue;
    // The key is written before its certificate: an apply killed between the two leaves a key
    // without a certificate, which the next plan replaces with a new CA, never a CA certificate
    // without its key, which nothing could sign with again.
    const key = desiredFile(host.name, keyPath(spec), 'private-key', ca.key.privatePem);
    out.push(key, desiredFile(host.name, certPath(spec), 'certificate', ca.certPem, { dependsOn: [key.addr] }));
    if (ca.next) {
      const nextKey = desiredFile(host.name, nextKeyPath(spec), 'private-key', ca.next.keyPem);
      out.push(nextKey, desiredFile(host.name, nextCertPath(spec), 'certificate', ca.next.certPem, { dependsOn: [nextKey.addr] }));
    }
    if (spec.name === 'ca' && ca.signerPem) out.push(desiredFile(host.name, CLUSTER_SIGNER_CERT_PATH, 'certificate', ca.signerPem));
  }
  for (const spec of LEAF_CERTIFICATES.filter((s) => s.applies(cluster))) {
    out.push(...renderLeaf(cluster, host, spec, pki, inputs));
  }
  out.push(desiredFile(host.name, SA_KEY_PATH, 'private-key', pki.serviceAccountKey.privatePem));
  // kubeadm writes sa.pub with keyutil.WriteKey, so 0600 like the key.
  out.push(desiredFile(host.name, SA_PUB_PATH, 'public-key', pki.serviceAccountKey.publicPem, { mode: 0o600 }));
  return out;
}

function renderLeaf(cluster: Cluster, host: Host, spec: CertificateSpec, pki: SharedPki, inputs: RenderInputs): Desired<PlannedFile>[] {
  const signer = spec.signer!;
  const leaf = describeLeaf(cluster, pki, inputs, {
    signer,
    subject: spec.subject(host, cluster),
    usages: spec.usages,
    altNames: spec.altNames?.(cluster, host),
    keyLabel: `${host.name}/${spec.name}`,
  });
  const caCert = fileAddress(host.name, certPath(caByName(signer)));
  return [
    issuedFile(host.name, certPath(spec), 'certificate', {
      meaning: { kind: 'certificate', certificate: leaf.certificate },
      bytes: async () => (await leaf.material()).certPem,
    }, { dependsOn: [caCert] }),
    issuedFile(host.name, keyPath(spec), 'private-key', {
      meaning: { kind: 'private-key', keyType: leaf.keyType },
      bytes: async () => (await leaf.material()).keyPem,
    }),
  ];
}

/** Workers trust the cluster CA and nothing else. */
export function renderWorkerPki(host: Host, pki: SharedPki): Desired<DesiredFile>[] {
  return [desiredFile(host.name, certPath(caByName('ca')), 'certificate', pki.cas.get('ca')!.certPem)];
}
