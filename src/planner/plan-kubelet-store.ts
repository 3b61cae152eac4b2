import type { Cluster } from '../model/cluster.js';
import { fileAddress } from '../model/address.js';
import type { ObservedRotation } from '../model/ca-rotation.js';
import type { FileChange } from '../model/plan.js';
import { KUBELET_STORE_CERTIFICATES } from '../render/certificate-files.js';
import { signedBy } from '../state/certificate-meaning.js';
import { certificateView } from '../state/file-view.js';
import type { HostSeen } from '../state/observation.js';

/**
 * The certificates a kubelet keeps in its own store — its client certificate, and with
 * serverTLSBootstrap its serving one — were signed through the CSR API by the cluster CA that
 * signed then, and the kubelet renews them only as they near expiry. Once a rotation of the cluster
 * CA has the new CA sign (reissue, drop-old), each one the old CA signed is moved away, into the
 * apply's backup like every file apply replaces, and the kubelet is restarted: it starts from the
 * client certificate in kubelet.conf, which the same plan issues with the new CA, asks the new
 * signer for a certificate of its own at once, and asks for a serving certificate to be approved.
 * Nothing else of the kubelet's is touched. Pure.
 */
export function planKubeletStore(cluster: Cluster, hosts: ReadonlyMap<string, HostSeen>, rotation: Pick<ObservedRotation, 'old'> | undefined): FileChange[] {
  const phase = cluster.certificates.rotateCA.ca;
  if (!rotation || (phase !== 'reissue' && phase !== 'drop-old')) return [];
  return cluster.hosts.flatMap((h) => KUBELET_STORE_CERTIFICATES.flatMap((path): FileChange[] => {
    const o = hosts.get(h.name)?.files.get(path);
    if (!o?.exists || o.certificatePem === undefined || !signedBy(o.certificatePem, rotation.old.certPem)) return [];
    return [{
      addr: fileAddress(h.name, path),
      action: 'delete',
      format: 'certificate',
      // The file holds the kubelet's key too: shown by its certificate only.
      sensitive: true,
      before: { digest: o.digest, mode: o.mode ?? 0o777, uid: o.uid!, gid: o.gid!, view: { kind: 'certificate', certificate: certificateView(o.certificatePem) } },
      reasons: [{ code: 'issuer', detail: 'signed by the old cluster CA, which no longer signs: moved away, so the restarted kubelet asks the new one for its replacement' }],
      dependsOn: [],
    }];
  }));
}
