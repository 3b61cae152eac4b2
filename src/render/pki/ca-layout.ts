import type { CAMaterial } from '../../model/ca-material.js';
import type { CARotationPhase } from '../../model/cluster.js';
import { RemoteError } from '../../errors.js';
import type { ObservedRotation } from '../../model/ca-rotation.js';
import type { Issuer } from './issue.js';

/** A CA with its key: found (PEM) or still to be generated. */
export type CASource = CAMaterial | (() => Promise<Issuer & { readonly certPem: string }>);

/**
 * What one CA's files hold: the CA that signs (`.key`, first in `.crt`), every CA `.crt` trusts in
 * order, and the replacement waiting in `-next.crt`/`-next.key` while the CA is rotated.
 */
export interface CALayout {
  readonly signing: CASource;
  readonly trusted: readonly (CASource | { readonly certPem: string })[];
  readonly next?: CASource;
}

/**
 * The layout for a rotation phase, as the Kubernetes "Manual rotation of CA certificates" procedure
 * goes: trust-both trusts the new CA beside the old one, which still signs (nothing yet depends on
 * the new CA, so every client keeps working); reissue signs with the new CA, so every certificate it
 * signs is issued again, while the old one is still trusted for the certificates not yet replaced;
 * drop-old trusts the new CA alone. With no phase asked for, a rotation still in trust-both is
 * abandoned: nothing was signed by the new CA yet. Reissue from one CA held lays the CAs out as a
 * reissue after trust-both does. The planner refuses phases out of order before
 * render runs (see caRotationRefusals).
 */
export function caLayout(phase: CARotationPhase | undefined, held: ObservedRotation | CASource, makeNext: () => CASource): CALayout {
  if (!isRotation(held)) {
    if (phase === 'reissue' && typeof held !== 'function') {
      // Allowed by the planner only when the CA held is not valid: nothing relies on it, so the new CA signs at once.
      const next = makeNext();
      return { signing: next, trusted: [next, held], next };
    }
    if (phase !== 'trust-both') return { signing: held, trusted: [held] };
    const next = makeNext();
    return { signing: held, trusted: [held, next], next };
  }
  const { old, next } = held;
  switch (phase) {
    case 'trust-both':
      return { signing: signingOld(old), trusted: [old, next], next };
    case 'reissue':
      return { signing: next, trusted: [next, old], next };
    case 'drop-old':
      return { signing: next, trusted: [next] };
    default:
      return { signing: signingOld(old), trusted: [old] };
  }
}

const isRotation = (held: ObservedRotation | CASource): held is ObservedRotation => typeof held === 'object' && 'hosts' in held;

function signingOld(old: ObservedRotation['old']): CAMaterial {
  // The planner refuses to go back once a host signs with the new CA, so the old key is still there.
  if (!old.keyPem) throw new RemoteError('', 'the old CA of a rotation has no key left on any control plane, so it cannot sign again: continue the rotation with reissue or drop-old');
  return { certPem: old.certPem, keyPem: old.keyPem };
}
