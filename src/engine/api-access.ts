import type { Cluster, Host } from '../model/cluster.js';
import { controlPlaneHosts } from '../model/cluster.js';
import { formatDuration } from '../model/duration.js';
import { joinHostPort } from '../model/net.js';
import { RemoteError } from '../errors.js';
import type { Desired, DesiredObject } from '../model/desired.js';
import { clientIdentity } from './client-identity.js';
import { KubeClient, type KubeCredentials } from '../providers/kube-api/kube-client.js';
import { systemKeySource, type KeySource } from '../render/pki/key-source.js';
import type { RunCA } from './run-ca.js';
import type { Session } from './session.js';
import { RolloutInterrupted, sleep } from '../apply/gates/poll.js';

/** The apiserver as k8sform reaches it: through the SSH connection to the first control-plane host. */
export interface ApiAccess {
  readonly endpoint: string;
  /** Identity in kubeadm:cluster-admins: used for everything. */
  readonly admin: KubeClient;
  /** system:masters: used only to create the kubeadm:cluster-admins binding on a brand-new cluster. */
  readonly superAdmin: KubeClient;
  /** The cluster-admins identity talking to the apiserver of one control-plane host, through that host. */
  via(host: string): KubeClient;
}

/**
 * How this run reaches the apiserver, through the session's connections. Each identity's key is
 * made when the first connection for it opens (`keys`: where from), so a run in which no apiserver
 * answers, or that never asks one, makes none; super-admin's is made only on a brand-new cluster.
 * During a rotation of the cluster CA, `ca` says which CA signs and which ones servers are verified by.
 */
export async function apiAccess(cluster: Cluster, ca: RunCA | undefined, session: Session, now: Date, keys: KeySource = systemKeySource): Promise<ApiAccess | undefined> {
  if (!ca) return undefined;
  const port = cluster.apiServer.bindPort;
  const admin = once(() => clientIdentity(ca, 'cluster-admins', now, keys));
  const superAdmin = once(() => clientIdentity(ca, 'super-admin', now, keys));
  const client = (host: Host, credentials: () => Promise<KubeCredentials>) => {
    const transport = session.transports.get(host.name)!;
    return new KubeClient({ host: host.internalAddress, port, credentials, tunnel: () => transport.connect(host.internalAddress, port), connections: session.api, timeoutMs: 15_000 });
  };
  const cps = controlPlaneHosts(cluster);
  const admins = new Map(cps.map((h) => [h.name, client(h, admin)]));
  const through = (cp: Host): ApiAccess => ({
    endpoint: `${joinHostPort(cp.internalAddress, port)} via host[${cp.name}]`,
    admin: admins.get(cp.name)!,
    superAdmin: client(cp, superAdmin),
    via: (host) => admins.get(host) ?? admins.get(cp.name)!,
  });
  // The first control plane whose apiserver is ready (one may be restarting or down); else the first.
  for (const cp of cps) if (await admins.get(cp.name)!.ready()) return through(cp);
  return through(cps[0]!);
}

/** `make` run at most once, when first asked for. */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** Whether the cluster-admins identity can already act (false on a brand-new cluster: no binding yet). */
export async function adminAuthorized(access: ApiAccess): Promise<boolean> {
  try {
    await access.admin.list('rbac.authorization.k8s.io/v1', 'ClusterRoleBinding', 'app.kubernetes.io/managed-by=k8sform');
    return true;
  } catch (e) {
    if (e instanceof RemoteError && /forbidden/i.test(e.message)) return false;
    throw e;
  }
}

/**
 * Creates kubeadm:cluster-admins with the super-admin identity, as kubeadm does on init, and waits
 * (bounded) until the cluster-admins identity may act: the RBAC authorizer sees a new binding only
 * once its informer has caught up, so the first requests after creating it can still be forbidden
 * (kubeadm polls the same way).
 */
export async function bootstrapClusterAdmins(access: ApiAccess, desired: readonly Desired<DesiredObject>[], timeoutSeconds = 30): Promise<void> {
  const binding = desired.find((d) => d.spec.manifest.kind === 'ClusterRoleBinding' && d.spec.manifest.metadata.name === 'kubeadm:cluster-admins');
  if (!binding) return;
  await access.superAdmin.apply(binding.spec.manifest, false);
  const deadline = Date.now() + timeoutSeconds * 1000;
  while (!(await adminAuthorized(access))) {
    if (Date.now() > deadline) throw new RemoteError('', `the kubeadm:cluster-admins binding was created, but the apiserver at ${access.endpoint} still forbids its members after ${formatDuration(timeoutSeconds)}; run k8sform apply again`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Waits for /readyz, bounded; the error says what to do. */
export async function waitUntilReady(access: ApiAccess, timeoutSeconds: number, onWait: () => void, signal: AbortSignal): Promise<void> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let announced = false;
  for (let last = await access.admin.readiness(); last !== 'ok'; last = await access.admin.readiness()) {
    if (signal.aborted) throw new RolloutInterrupted();
    if (Date.now() > deadline) {
      throw new RemoteError('', `the apiserver at ${access.endpoint} did not become ready within ${formatDuration(timeoutSeconds)} (last answer: ${last}); the host files are in place. Check the kubelet and the static pods on the control-plane hosts, then run k8sform apply again to create the cluster objects.`);
    }
    if (!announced) onWait();
    announced = true;
    await sleep(2000, signal);
  }
}

/**
 * Waits, bounded, until the kubelet of every named Node has registered it (k8sform labels and
 * taints Nodes but never creates them), as kubeadm's mark-control-plane phase waits for its node.
 * Returns the names still missing at the deadline.
 */
export async function waitForNodes(access: ApiAccess, names: readonly string[], timeoutSeconds: number, signal: AbortSignal): Promise<string[]> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let missing = [...names];
  for (;;) {
    if (signal.aborted) throw new RolloutInterrupted();
    const found = await Promise.all(missing.map((name) => access.admin.get({ apiVersion: 'v1', kind: 'Node', metadata: { name } })));
    missing = missing.filter((_, i) => !found[i]);
    if (missing.length === 0 || Date.now() > deadline) return missing;
    await sleep(2000, signal);
  }
}
