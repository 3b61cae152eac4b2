import type { Cluster } from '../model/cluster.js';
import { fileAddress, formatAddress } from '../model/address.js';
import type { HostTransport } from '../model/host-transport.js';
import { certificateFiles } from '../render/certificate-files.js';
import { CERTIFICATE_AUTHORITIES } from '../render/pki/certificates.js';
import { certificatesIn } from '../planner/certificate-inventory.js';
import type { CertificateEntry, CertificateReport, ReportedCertificate } from '../model/certificate-report.js';
import { readCertificateTexts } from '../state/read-certificates.js';
import { matchesTarget } from '../model/target-address.js';
import { refuseUnmatchedTargets } from '../planner/select-targets.js';

const CA_NAME_BY_SUBJECT = new Map(CERTIFICATE_AUTHORITIES.map((ca) => [`CN=${ca.subject().commonName}`, ca.name]));

/**
 * Every certificate on every (targeted) host with its expiry, read over SSH with private keys cut
 * out on the host: CAs and leaves under /etc/kubernetes/pki, the client certificates embedded in
 * kubeconfigs, and the kubelet's own client and serving certificates.
 */
export async function certificateReport(cluster: Cluster, transports: ReadonlyMap<string, HostTransport>, now: Date, targets: readonly string[], failWithinSeconds?: number): Promise<CertificateReport> {
  const all = cluster.hosts.map((host) => ({ host, files: certificateFiles(cluster, host).map((file) => ({ file, addr: formatAddress(fileAddress(host.name, file.path)) })) }));
  refuseUnmatchedTargets(targets, all.flatMap((h) => h.files.map((f) => f.addr)));
  const chosen = all.map(({ host, files }) => ({ host, files: files.filter((f) => targets.length === 0 || targets.some((t) => matchesTarget(f.addr, t))).map((f) => f.file) }));
  const perHost = await Promise.all(chosen.filter((c) => c.files.length).map(async ({ host, files }) => {
    const texts = await readCertificateTexts(transports.get(host.name)!, files.map((f) => f.path));
    return files.flatMap((f) => certificatesIn(host.name, f, texts.get(f.path)!));
  }));
  const certificates = perHost.flat().map((e) => reported(e, now, failWithinSeconds));
  return {
    cluster: cluster.name,
    generatedAt: now.toISOString(),
    failWithinSeconds,
    certificates,
    failing: failWithinSeconds === undefined ? 0 : certificates.filter((c) => c.expiresWithin || c.problem !== undefined).length,
  };
}

function reported(e: CertificateEntry, now: Date, failWithinSeconds: number | undefined): ReportedCertificate {
  if (e.notAfter === undefined) return e;
  const residualSeconds = Math.floor((Date.parse(e.notAfter) - now.getTime()) / 1000);
  return {
    ...e,
    authority: e.isCA ? undefined : (CA_NAME_BY_SUBJECT.get(e.issuer!) ?? e.issuer),
    residualSeconds,
    expiresWithin: failWithinSeconds === undefined ? undefined : residualSeconds < failWithinSeconds,
  };
}
