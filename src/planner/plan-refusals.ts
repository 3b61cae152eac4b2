import { controlPlaneHosts, type Cluster } from '../model/cluster.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import { RemoteError, UserError } from '../errors.js';
import type { MemberChange } from '../model/plan.js';
import type { RunningVersions } from '../model/running-versions.js';
import type { EtcdSeen } from '../model/etcd-membership.js';
import type { ObservedRotation } from '../model/ca-rotation.js';
import { ADMIN_CONF, CA_CERT, KUBELET_CONF, manifestPath } from '../model/kubeadm-paths.js';
import { planEtcdMembership } from './plan-etcd-membership.js';
import { skewViolations } from './version-skew.js';
import { caRotationRefusals } from './ca-rotation-order.js';
import { caValidityRefusals } from './ca-validity.js';
import { encryptionRefusals } from './encryption-order.js';
import type { StoredSecretsSeen } from '../model/encryption-at-rest.js';
import type { ExistingMaterial } from '../render/inputs.js';
import { SA_KEY_PATH } from '../render/pki/render-pki.js';
import { publicKeyOf } from '../crypto/withheld-key.js';
import { spkiSha256 } from '../state/certificate-meaning.js';

/**
 * What a plan refuses to go on with, decided from what was observed alone: each refusal names the
 * field of cluster.yaml (or the state of the cluster) that stops it, and nothing has been touched.
 */

/** Whether a file exists on a host, as the hosts were read. */
export type FileSeen = (host: string, path: string) => boolean;

/** What the apiserver answered, as far as the refusals need it. */
export interface ApiSeen {
  readonly endpoint: string;
  readonly readiness: string;
}

/** Files that, beside a CA, show a control plane was written (even if its manifests were removed since). */
const CONTROL_PLANE_TRACES = [manifestPath('kube-apiserver'), ADMIN_CONF, KUBELET_CONF];

/** No apiserver answered on a cluster that ran: apply waits for one that is still starting. */
export class ApiserverUnreachable extends RemoteError {
  constructor(readonly api: ApiSeen) {
    super('', `the apiserver at ${api.endpoint} cannot be reached (${api.readiness}), nor any other control plane's, but the hosts hold a cluster that ran (a control plane's CA and files, and objects k8sform applied or a kubelet client certificate), so k8sform cannot tell which cluster objects would change. Bring the apiserver back, or plan the host files only with --target host.`);
  }
}

/**
 * An apiserver that cannot be asked, on a cluster that ran (`answeredOnce`: see
 * apiserverAnsweredOnce), leaves the object changes unknown: refused, unless the plan is of host
 * files only or the control plane was just written.
 */
export function refuseUnreachableApiserver(cluster: Cluster, exists: FileSeen, api: ApiSeen | undefined, answeredOnce: boolean): void {
  if (!api || api.readiness === 'ok' || !answeredOnce) return;
  // A cluster that ran holds its CA and a control plane's files (even if its manifests were removed since).
  if (!controlPlaneHosts(cluster).some((h) => exists(h.name, CA_CERT) && CONTROL_PLANE_TRACES.some((p) => exists(h.name, p)))) return;
  throw new ApiserverUnreachable(api);
}

/**
 * The etcd membership changes cluster.yaml's control planes imply; refused when one would lose
 * quorum, or when a control plane would join while no member answers on a running cluster (it
 * would start as a cluster of its own).
 */
export function etcdMembershipOrRefuse(loaded: LoadedCluster, etcd: EtcdSeen | undefined, apiReady: boolean, exists: FileSeen): MemberChange[] {
  const { cluster } = loaded;
  const at = loaded.locateField(['spec', 'hosts']);
  if (etcd?.error && apiReady) {
    const joining = controlPlaneHosts(cluster).filter((h) => !exists(h.name, manifestPath('etcd')));
    if (joining.length) throw new RemoteError('', `${joining.map((h) => `host[${h.name}]`).join(', ')} would join the running etcd cluster, but no member answered at ${etcd.endpoint} (${etcd.error}): k8sform adds a member before starting it, so bring etcd back first`);
  }
  const { changes, refusals } = planEtcdMembership(cluster, etcd);
  if (refusals.length) throw new UserError(refusals.map((r) => `${at}: ${r}`));
  return [...changes];
}

/** A CA rotation phase the control planes are not ready for is refused before anything is rendered. */
export function refuseRotationOrder(loaded: LoadedCluster, rotations: Readonly<Partial<Record<string, ObservedRotation>>>, notValid?: (name: string) => boolean): void {
  const refusals = caRotationRefusals(loaded.cluster, rotations, notValid);
  if (refusals.length) throw new UserError(refusals.map((r) => `${loaded.locateField(['spec', 'certificates', 'rotateCA', r.configKey])}: ${r.message}`));
}

/**
 * A CA that would sign for this plan but is expired or not valid yet is refused as soon as the key
 * material is found, before any server is asked with a client it signed: one line per CA.
 */
export function refuseInvalidCAs(loaded: LoadedCluster, material: ExistingMaterial, now: Date): void {
  const refusals = caValidityRefusals(loaded.cluster, material, loaded.caMaterial, now);
  if (refusals.length) throw new UserError(refusals.map((r) => `${loaded.locateField(r.field)}: ${r.message}`));
}

/**
 * A service-account key in cluster.yaml other than the one the control planes sign tokens with is
 * refused: replacing it would invalidate every service-account token in the cluster. Keys are
 * compared by public key, so the same key in another PEM encoding is the same key.
 */
export function refuseOtherServiceAccountKey(loaded: LoadedCluster, material: ExistingMaterial): void {
  const given = loaded.serviceAccountKeyPem;
  const held = material.serviceAccountKeyPem;
  if (given === undefined || held === undefined) return;
  if (spkiSha256(publicKeyOf(given)) === spkiSha256(publicKeyOf(held))) return;
  throw new UserError(`${loaded.locateField(['spec', 'certificates', 'serviceAccountKey'])}: the control planes hold another service-account key (${SA_KEY_PATH}); k8sform does not replace the cluster's service-account key`);
}

/**
 * A phase of the cluster CA's rotation moves kube-controller-manager ahead of kube-apiserver on each
 * control plane (see schedule.ts), which an upgrade must not do (a controller-manager newer than
 * its apiserver breaks the skew policy): the two go in separate applies.
 */
export function refuseClusterCARotationWithUpgrade(loaded: LoadedCluster, running: RunningVersions): void {
  const { cluster } = loaded;
  if (!cluster.certificates.rotateCA.ca) return;
  const moved = ['kube-apiserver', 'kube-controller-manager'] as const;
  const upgrading = [...running.controlPlanes].filter(([, tags]) => moved.some((c) => tags.has(c) && tags.get(c) !== cluster.kubernetesVersion)).map(([h]) => `host[${h}]`);
  if (upgrading.length) {
    throw new UserError(`${loaded.locateField(['spec', 'certificates', 'rotateCA', 'ca'])}: ${upgrading.join(', ')} ${upgrading.length === 1 ? 'runs' : 'run'} another release than kubernetesVersion ${cluster.kubernetesVersion}: apply the version change first, then the rotation of the cluster CA`);
  }
}

/** A kubernetesVersion the skew policy rules out is refused before anything is rendered or touched. */
export function refuseSkew(loaded: LoadedCluster, running: RunningVersions): void {
  const violations = skewViolations(loaded.cluster.kubernetesVersion, running);
  if (!violations.length) return;
  const at = loaded.locateField(['spec', 'kubernetesVersion']);
  throw new UserError(violations.map((v) => `${at}: ${loaded.cluster.kubernetesVersion} breaks the version skew policy: ${v.where}: ${v.message}`));
}

/**
 * A change of encryption at rest that would leave Secrets unreadable (a key removed while Secrets
 * are stored with it, a provider changed, encryption turned off) is refused once the keys and how
 * etcd stores the Secrets are known: one line per field.
 */
export function refuseEncryptionOrder(loaded: LoadedCluster, material: ExistingMaterial, stored?: StoredSecretsSeen): void {
  const refusals = encryptionRefusals(loaded.cluster, material.encryption, stored);
  if (refusals.length) throw new UserError(refusals.map((r) => `${loaded.locateField([...r.field])}: ${r.message}`));
}
