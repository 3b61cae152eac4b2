import { parseAppliedRecord } from '../model/applied-record.js';
import type { Cluster } from '../model/cluster.js';
import { KUBELET_CONFIG_PATH } from '../model/kubeadm-paths.js';
import { STATIC_POD_ORDER } from '../model/rollout.js';
import { KUBELET_STORE_CERTIFICATES } from '../render/certificate-files.js';
import type { UnfinishedCA } from '../render/inputs.js';
import { certPath, keyPath, type CASpec } from '../render/pki/certificates.js';
import type { HostSeen } from '../state/observation.js';
import type { ObservedFile } from '../state/observe-host.js';

type HostFiles = ReadonlyMap<string, ReadonlyMap<string, ObservedFile>>;

/** What, beside its files, shows what a host has been through: the record of k8sform's last apply there, the processes running. */
export type HostHistory = Pick<HostSeen, 'record' | 'processes'>;

/**
 * Whether a CA certificate that no control plane holds the key of was left by an interrupted first
 * apply of k8sform's, which the next apply recovers by making a new CA, or is one whose key is kept
 * elsewhere (kubeadm's external-CA mode) or was lost, which k8sform must never replace: every
 * certificate, kubeconfig and node of that cluster trusts it.
 *
 * k8sform writes a brand-new cluster's CA to one control plane first, in one step that also writes
 * everything it signs and, last, the kubelet's configuration; only then does any other host get it.
 * Before each CA's key was written ahead of its certificate, an apply killed inside that step could
 * leave the certificate without its key. So the certificate is an interrupted first apply's when
 * all of these hold, and otherwise `why` says which does not:
 * - exactly one host of the cluster holds it (a control plane): no other host got that far;
 * - that host's record of k8sform's applies (if any) does not list the key, and lists the
 *   certificate, if at all, as it is now: the key was never written there, nor the certificate changed;
 * - no kubelet configuration (`/var/lib/kubelet/config.yaml`) and no certificate of the kubelet's
 *   own is on that host: it never became a node, which `kubeadm init` and `join` make every
 *   control plane, external CA or not;
 * - no control-plane component (etcd, kube-apiserver, kube-controller-manager, kube-scheduler)
 *   runs there, where processes were looked at.
 * A host made ready for kubeadm's external-CA mode but never initialised meets them too: nothing
 * there has used the CA, the plan shows it replaced (reason `ca-unfinished`), and apply keeps the
 * old certificate in its backup folder.
 */
export function unfinishedCA(cluster: Cluster, spec: CASpec, files: HostFiles, histories: ReadonlyMap<string, HostHistory>): UnfinishedCA | { readonly why: string } {
  const cert = certPath(spec);
  const key = keyPath(spec);
  const holders = cluster.hosts.filter((h) => files.get(h.name)?.get(cert)?.exists);
  if (holders.length !== 1) {
    return { why: `${holders.length} hosts hold ${cert} (${holders.map((h) => `host[${h.name}]`).join(', ')}), and a first apply gives a new CA to one control plane, with its key, before any other host` };
  }
  const host = holders[0]!.name;
  const at = `host[${host}]`;
  const held = files.get(host)!.get(cert)!;
  const history = histories.get(host);
  const record = parseAppliedRecord(history?.record);
  if (record?.files[key]) return { why: `${at}'s record of k8sform's last apply lists ${key}: the key was written there and removed since` };
  const recorded = record?.files[cert];
  if (recorded && recorded.digest !== held.digest) return { why: `${at}'s record of k8sform's last apply lists another ${cert}: it was changed since k8sform wrote it` };
  const kubeletFiles = [KUBELET_CONFIG_PATH, ...KUBELET_STORE_CERTIFICATES].filter((p) => files.get(host)?.get(p)?.exists);
  if (kubeletFiles.length) return { why: `${at} has been a node (${kubeletFiles.join(', ')} ${kubeletFiles.length === 1 ? 'exists' : 'exist'})` };
  const running = STATIC_POD_ORDER.filter((c) => history?.processes?.has(c));
  if (running.length) return { why: `${running.join(', ')} ${running.length === 1 ? 'runs' : 'run'} on ${at}` };
  return {
    host,
    detail: `no control plane holds ${key}, and nothing shows the CA was ever used (no record of its key, no kubelet configuration, no control-plane component running on ${at}): left by an interrupted first apply, so a new CA replaces it`,
  };
}
