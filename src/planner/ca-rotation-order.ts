import type { Cluster } from '../model/cluster.js';
import type { HostRotationState, ObservedRotation } from '../model/ca-rotation.js';
import { naturalCompare } from '../model/address.js';
import { CERTIFICATE_AUTHORITIES } from '../render/pki/certificates.js';

/** A rotation phase cluster.yaml asks for that the hosts are not ready for, with the field to point at. */
export interface RotationRefusal {
  readonly configKey: string;
  readonly message: string;
}

/**
 * Phases out of order are refused before anything is rendered: each phase is safe only once every
 * control plane finished the one before it. Going back is allowed only while nothing was signed by
 * the new CA (trust-both, or abandoning it by removing the field). Trust-both keeps what trusts
 * only the old CA working until reissue; a CA that is not valid now (`notValid`, by catalogue name:
 * the one held, or a rotation's old one) keeps nothing working, so reissue may come at once.
 */
export function caRotationRefusals(cluster: Cluster, rotations: Readonly<Partial<Record<string, ObservedRotation>>>, notValid: (name: string) => boolean = () => false): RotationRefusal[] {
  return CERTIFICATE_AUTHORITIES.filter((s) => s.applies(cluster)).flatMap((spec) => {
    const phase = cluster.certificates.rotateCA[spec.configKey];
    const rotation = rotations[spec.name];
    const refuse = (message: string) => [{ configKey: spec.configKey, message }];
    if (!rotation) {
      return phase === 'reissue' && !notValid(spec.name) ? refuse(`reissue, but no rotation of the ${caTitle(spec.name)} is under way (the control planes hold one CA): begin with trust-both`) : [];
    }
    const at = (states: readonly HostRotationState[]) => hostsIn(rotation, states);
    switch (phase) {
      case undefined:
      case 'trust-both': {
        const past = at(['reissue', 'new']);
        const asked = phase ? 'trust-both' : 'not set';
        return past.length ? refuse(`${asked}, but ${past} already sign with the new ${caTitle(spec.name)}, so the old one cannot take over again: continue the rotation with reissue, then drop-old`) : [];
      }
      case 'reissue': {
        if (notValid(spec.name)) return [];
        const behind = at(['old']);
        if (behind.length) return refuse(`reissue, but ${behind} do not trust the new ${caTitle(spec.name)} yet, so certificates it signs would be refused there: apply trust-both first`);
        const untrusting = rotation.untrusting;
        return untrusting.length ? refuse(`reissue, but ${untrusting.join(', ')} ${untrusting.length === 1 ? 'does' : 'do'} not trust the new ${caTitle(spec.name)} yet, so ${untrusting.length === 1 ? 'that kubelet' : 'those kubelets'} would refuse the apiservers' new certificates: apply trust-both first`) : [];
      }
      case 'drop-old': {
        const behind = at(['old', 'trust-both']);
        if (behind.length) return refuse(`drop-old, but ${behind} still sign with the old ${caTitle(spec.name)}, so their certificates would no longer be trusted: apply reissue first`);
        // A reissue stopped part-way on a host: dropping the old CA would lock out what still presents its certificates.
        const unsigned = rotation.notReissued;
        return unsigned.length ? refuse(`drop-old, but ${unsigned.join(', ')} ${unsigned.length === 1 ? 'is' : 'are'} still signed by the old ${caTitle(spec.name)}, which would no longer be trusted: apply reissue again`) : [];
      }
    }
  });
}

/** How messages name a CA: cluster CA, front-proxy CA, etcd CA. */
export const caTitle = (name: string) => (name === 'ca' ? 'cluster CA' : name.replace(/-ca$/, ' CA'));

function hostsIn(rotation: ObservedRotation, states: readonly HostRotationState[]): string {
  return [...rotation.hosts].filter(([, s]) => states.includes(s)).map(([h]) => h).sort(naturalCompare).map((h) => `host[${h}]`).join(', ');
}
