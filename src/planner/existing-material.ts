import { channel } from 'node:diagnostics_channel';
import { publicKeyOf } from '../crypto/withheld-key.js';
import { nodeCertificate, spkiSha256 } from '../state/certificate-meaning.js';
import type { CAMaterial } from '../model/ca-material.js';
import type { Cluster } from '../model/cluster.js';
import { ROTATABLE_CAS, controlPlaneHosts } from '../model/cluster.js';
import { RemoteError } from '../errors.js';
import type { ExistingMaterial, UnfinishedCA } from '../render/inputs.js';
import { CERTIFICATE_AUTHORITIES, certPath, keyPath } from '../render/pki/certificates.js';
import { SA_KEY_PATH } from '../render/pki/render-pki.js';
import type { ObservedFile } from '../state/observe-host.js';
import { observeRotation } from './ca-rotation.js';
import type { ObservedRotation } from '../model/ca-rotation.js';
import { parseKubeconfig } from '../state/file-view.js';
import { BOOTSTRAP_KUBECONFIG_PATH } from '../render/kubeconfig/render-kubeconfigs.js';
import { unfinishedCA, type HostHistory } from './unfinished-ca.js';

type HostFiles = ReadonlyMap<string, ReadonlyMap<string, ObservedFile>>;

/** Told each time the key material is read from the hosts' files, for a test to count. */
const reading = channel('k8sform:existing-material');

/**
 * The key material already on the control-plane hosts, which new certificates must be signed with
 * and which must never be regenerated: the CAs and the service-account key. Hosts that disagree
 * are an error naming them; k8sform never picks one silently. A CA in the middle of a rotation is
 * given as the rotation seen (its old and new CA), not as one CA.
 *
 * A CA certificate whose key no control plane holds is completed with the key cluster.yaml brings
 * for it (spec.certificates), when it is that CA; without one, it is left out (so a new CA is made,
 * and listed in `unfinished`) only when `histories` (each host's record and processes) show an
 * interrupted first apply left it (see unfinishedCA); otherwise it is refused, saying why.
 */
export function existingMaterial(
  cluster: Cluster, hosts: HostFiles, userCAs: Partial<Record<string, CAMaterial>>, now: Date, histories?: ReadonlyMap<string, HostHistory>,
): ExistingMaterial {
  reading.publish(cluster.name);
  const cas: Record<string, CAMaterial> = {};
  const rotations: Record<string, ObservedRotation> = {};
  const unfinished: Record<string, UnfinishedCA> = {};
  for (const spec of CERTIFICATE_AUTHORITIES.filter((s) => s.applies(cluster))) {
    // Only a CA k8sform can rotate is read as a rotation: another file of two CAs (a chain) is not one.
    const rotation = ROTATABLE_CAS.includes(spec.configKey) && !userCAs[spec.configKey] ? observeRotation(cluster, hosts, spec) : undefined;
    if (rotation) {
      rotations[spec.name] = rotation;
      continue;
    }
    const found = agreed(cluster, hosts, certPath(spec), 'CA certificate');
    if (!found) continue;
    const keys = agreed(cluster, hosts, keyPath(spec), 'CA key');
    // A FIFO, device or link where the key belongs is not a missing key: say what is there.
    const odd = found.hosts.map((h) => ({ host: h, file: hosts.get(h)?.get(keyPath(spec)) })).find((x) => x.file?.notRegular);
    if (!keys && odd) throw corrupt({ hosts: [odd.host] }, keyPath(spec), `is ${odd.file!.notRegular!.what}, not a regular file`);
    const given = userCAs[spec.configKey];
    if (!keys && !given) {
      const left = histories && unfinishedCA(cluster, spec, hosts, histories);
      if (left && 'host' in left) {
        unfinished[spec.name] = left;
        continue;
      }
      const why = left ? `; it is not what an interrupted first apply leaves, which the next apply would replace: ${left.why}` : '';
      throw new RemoteError(found.hosts.map((h) => `host[${h}]`).join(', '), `${certPath(spec)} exists but ${keyPath(spec)} does not: k8sform needs the CA key to sign certificates (external-CA mode is not supported)${why}. Put the key back from another control plane or a backup, or bring the CA with its key in spec.certificates.${spec.configKey}`);
    }
    const cert = usable(found, certPath(spec), 'a PEM certificate', nodeCertificate);
    if (given && fingerprint(given.certPem) !== cert.fingerprint256) {
      throw new RemoteError(found.hosts.map((h) => `host[${h}]`).join(', '), `${certPath(spec)} is not the CA in spec.certificates.${spec.configKey}; k8sform does not replace a cluster's CA`);
    }
    if (!keys) {
      // The CA cluster.yaml brings, whose key the control planes lack (an apply stopped between the two): its key is written.
      cas[spec.name] = { certPem: found.content, keyPem: given!.keyPem };
      continue;
    }
    const key = usable(keys, keyPath(spec), 'a PEM private key', publicKeyOf);
    // By public key, so a key a snapshot withheld is checked the same way.
    if (spkiSha256(cert.publicKey) !== spkiSha256(key)) throw corrupt(keys, keyPath(spec), `does not match ${certPath(spec)}`);
    cas[spec.name] = { certPem: found.content, keyPem: keys.content };
  }
  const sa = agreed(cluster, hosts, SA_KEY_PATH, 'service-account key');
  if (sa) usable(sa, SA_KEY_PATH, 'a PEM private key', publicKeyOf);
  return {
    cas, ...(Object.keys(rotations).length ? { rotations } : {}), serviceAccountKeyPem: sa?.content, tokens: workerToken(cluster, hosts, now),
    ...(Object.keys(unfinished).length ? { unfinished } : {}),
  };
}

/**
 * The bootstrap token the workers already carry, so a plan does not churn their
 * bootstrap-kubelet.conf with a fresh random token. The hosts do not record its expiry; until the
 * apiserver's token Secret is read, it is taken to expire one ttl from now.
 */
function workerToken(cluster: Cluster, hosts: HostFiles, now: Date): ExistingMaterial['tokens'] {
  const spec = cluster.bootstrapTokens[0];
  if (!spec) return undefined;
  for (const h of cluster.hosts.filter((x) => x.role === 'worker')) {
    const file = hosts.get(h.name)?.get(BOOTSTRAP_KUBECONFIG_PATH);
    if (!file?.content) continue;
    try {
      const token = parseKubeconfig(file.content.toString('utf8')).token ?? '';
      const m = /^([a-z0-9]{6})\.([a-z0-9]{16})$/.exec(token);
      if (m) return [{ id: m[1]!, secret: m[2]!, expires: new Date(now.getTime() + spec.ttlSeconds * 1000) }];
    } catch {
      // An unreadable file is replaced by the plan anyway.
    }
  }
  return undefined;
}

/** The content of `path` on the control-plane hosts that have it, provided they all agree. */
function agreed(cluster: Cluster, hosts: HostFiles, path: string, what: string): { content: string; hosts: string[] } | undefined {
  const holders = controlPlaneHosts(cluster)
    .map((h) => ({ host: h.name, file: hosts.get(h.name)?.get(path) }))
    .filter((x) => x.file?.exists && x.file.content);
  if (holders.length === 0) return undefined;
  const distinct = [...new Set(holders.map((x) => x.file!.digest))];
  if (distinct.length > 1) {
    const groups = distinct.map((d) => holders.filter((x) => x.file!.digest === d).map((x) => `host[${x.host}]`).join(', '));
    throw new RemoteError(`${path}`, `control-plane hosts hold different ${what}s: {${groups.join('} vs {')}}; make them equal (or remove the wrong one) before running k8sform`);
  }
  return { content: holders[0]!.file!.content!.toString('utf8'), hosts: holders.map((x) => x.host) };
}

/**
 * Key material found on the hosts, parsed; a corrupt CA or service-account key is named by host and
 * path. It is never regenerated (that would make every certificate or token in the cluster invalid),
 * so the way out is the copy on another control plane or in a backup.
 */
function usable<T>(found: { content: string; hosts: string[] }, path: string, what: string, parse: (pem: string) => T): T {
  try {
    return parse(found.content);
  } catch (e) {
    throw corrupt(found, path, `is not ${what} (${(e as Error).message.split('\n')[0]})`);
  }
}

function corrupt(found: { hosts: string[] }, path: string, problem: string): RemoteError {
  return new RemoteError(found.hosts.map((h) => `host[${h}].file[${path}]`).join(', '), `${problem}; k8sform never regenerates a CA or the service-account key: put back the copy from another control plane or from a backup under /etc/kubernetes/tmp/k8sform-backup-*`);
}

const fingerprint = (pem: string) => nodeCertificate(pem).fingerprint256;
