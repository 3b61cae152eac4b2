import type { CAMaterial } from '../model/ca-material.js';
import type { ExistingMaterial } from '../render/inputs.js';
import { nextCertPath, nextKeyPath, type CAName, type CASpec } from '../render/pki/certificates.js';
import { validityProblem } from '../planner/ca-validity.js';

/** How k8sform's own one-run client reaches servers of one CA: the CA its certificate is signed by, and the CAs it trusts servers by. */
export interface RunCA {
  readonly signing: CAMaterial;
  /** PEM, one or two CA certificates. */
  readonly trustPem: string;
}

/**
 * The CA k8sform signs its own client certificate with, as the control planes hold it now. Outside
 * a rotation that is the one CA. During one, the old CA signs as long as its key is on a host: its
 * key is there only while some host is at `old` or `trust-both`, and until drop-old every host
 * still trusts it, including when an apply abandons trust-both and puts the old CA back alone.
 * After that the new CA signs, which every host trusts once reissue is everywhere. Servers are
 * verified against both CAs: until reissue has gone everywhere, some present certificates the old
 * CA signed. An old CA that is not valid at `now` signs nothing: the new one does (a rotation that
 * went to reissue straight from it). Undefined before the cluster has this CA (nor the user's files
 * give it: `given`).
 */
export function runCA(material: ExistingMaterial, name: CAName, now: Date, given?: CAMaterial): RunCA | undefined {
  const rotation = material.rotations?.[name];
  if (!rotation) {
    // A CA from the user's files signs until the hosts hold one (a cluster not set up yet).
    const ca = material.cas?.[name] ?? given;
    return ca && { signing: ca, trustPem: ca.certPem };
  }
  const { old, next } = rotation;
  const signing = old.keyPem && validityProblem(old.certPem, now) === undefined ? { certPem: old.certPem, keyPem: old.keyPem } : next;
  return { signing, trustPem: `${old.certPem.trimEnd()}\n${next.certPem.trimEnd()}\n` };
}

/**
 * The CA k8sform's own client is signed with while an apply writes `written` (bytes by printable
 * address): when the one it would use (`held`) is not valid at `now` and the plan writes a new CA
 * into `-next` (a rotation going to reissue straight from it), the new one, trusted with the held
 * one. Every control plane the apply reaches then presents certificates of the new CA, and nothing
 * of the one held is valid. Undefined otherwise: `held` serves.
 */
export function runCAWritten(held: RunCA | undefined, written: ReadonlyMap<string, Buffer>, spec: CASpec, now: Date): RunCA | undefined {
  if (!held || validityProblem(held.signing.certPem, now) === undefined) return undefined;
  const of = (path: string) => [...written].find(([addr]) => addr.endsWith(`.file[${path}]`))?.[1]?.toString('utf8');
  const [certPem, keyPem] = [of(nextCertPath(spec)), of(nextKeyPath(spec))];
  if (certPem === undefined || keyPem === undefined) return undefined;
  return { signing: { certPem, keyPem }, trustPem: `${certPem.trimEnd()}\n${held.signing.certPem.trimEnd()}\n` };
}
