import type { CAMaterial } from '../model/ca-material.js';
import type { ExistingMaterial } from '../render/inputs.js';
import type { CAName } from '../render/pki/certificates.js';

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
 * CA signed. Undefined before the cluster has this CA (nor the user's files give it: `given`).
 */
export function runCA(material: ExistingMaterial, name: CAName, given?: CAMaterial): RunCA | undefined {
  const rotation = material.rotations?.[name];
  if (!rotation) {
    // A CA from the user's files signs until the hosts hold one (a cluster not set up yet).
    const ca = material.cas?.[name] ?? given;
    return ca && { signing: ca, trustPem: ca.certPem };
  }
  const { old, next } = rotation;
  const signing = old.keyPem ? { certPem: old.certPem, keyPem: old.keyPem } : next;
  return { signing, trustPem: `${old.certPem.trimEnd()}\n${next.certPem.trimEnd()}\n` };
}
