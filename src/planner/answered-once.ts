import { X509Certificate } from 'node:crypto';
import type { Cluster } from '../model/cluster.js';
import type { AppliedRecord } from '../model/applied-record.js';
import { KUBELET_CONF } from '../model/kubeadm-paths.js';
import { KUBELET_CLIENT_CURRENT } from '../render/certificate-files.js';
import { parseKubeconfig, pemCertificates } from '../state/file-view.js';
import type { ObservedFile } from '../state/observe-host.js';

/**
 * Whether an apiserver of this cluster ever answered, as the hosts tell: a host's record of a full
 * apply or of cluster objects k8sform applied, or a kubelet holding a client certificate that its
 * kubelet.conf does not embed (one the CSR API signed, or, on a kubeadm-made control plane, the one
 * kubeadm pointed kubelet.conf at once its apiserver answered). A first apply stopped before any
 * apiserver answered leaves none of these: its kubelets hold only the certificate kubelet.conf
 * embeds, which a kubelet stores as its first before it can reach anything.
 */
export function apiserverAnsweredOnce(
  cluster: Cluster,
  files: ReadonlyMap<string, ReadonlyMap<string, ObservedFile>>,
  records: ReadonlyMap<string, AppliedRecord | undefined>,
): boolean {
  if ([...records.values()].some((r) => r?.configDigest !== undefined || Object.keys(r?.objects ?? {}).length > 0)) return true;
  return cluster.hosts.some((h) => {
    const held = files.get(h.name)?.get(KUBELET_CLIENT_CURRENT)?.certificatePem;
    const current = held === undefined ? undefined : fingerprint(pemCertificates(held)[0]);
    if (current === undefined) return false;
    const conf = files.get(h.name)?.get(KUBELET_CONF)?.content;
    let embedded: string | undefined;
    try {
      embedded = conf && fingerprint(parseKubeconfig(conf.toString('utf8')).clientCertificatePem);
    } catch {
      embedded = undefined;
    }
    return current !== embedded;
  });
}

function fingerprint(pem: string | undefined): string | undefined {
  if (pem === undefined) return undefined;
  try {
    return new X509Certificate(pem).fingerprint256;
  } catch {
    return undefined;
  }
}
