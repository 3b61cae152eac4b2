import type { Cluster, Host } from '../model/cluster.js';
import type { HostTransport } from '../model/host-transport.js';
import type { KubeObject } from '../model/desired.js';
import type { KubeClient } from '../providers/kube-api/kube-client.js';
import { sleep } from '../apply/gates/poll.js';
import { KUBELET_SERVER_CURRENT } from '../render/certificate-files.js';
import { readCertificateTexts } from '../state/read-certificates.js';
import { judgeServingRequests, type ServingRequest } from '../planner/serving-certificate-requests.js';
import { formatDuration } from '../model/duration.js';
import type { ServingCertificateApprovals } from '../model/apply-report.js';

/** How long a finished apply waits for the serving certificate requests of kubelets that hold none. */
export const SERVING_REQUEST_WAIT_SECONDS = 120;

/** The fields of a CertificateSigningRequest read here. */
interface CsrFields {
  readonly spec?: { readonly signerName?: string; readonly username?: string; readonly groups?: readonly string[]; readonly usages?: readonly string[]; readonly request?: string };
  readonly status?: { readonly conditions?: readonly { readonly type: string }[] };
}

/**
 * With serverTLSBootstrap, every kubelet asks the cluster for its serving certificate, and nothing in
 * Kubernetes approves such requests by itself (kube-controller-manager approves only client
 * certificates). At the end of an apply, the pending requests that a host's own kubelet made for
 * exactly its own names are approved (planner/serving-certificate-requests.ts), and the others are
 * reported and left pending, never denied. When the apply changed something, the kubelets of
 * registered Nodes that still hold no serving certificate (a host that just joined, or whose
 * certificate a CA rotation moved away) are waited for, up to `waitSeconds`, so that `kubectl logs`
 * and `exec` work once apply returns.
 */
export async function approveServingCertificates(opts: {
  readonly cluster: Cluster;
  /** The hosts whose kubelets' requests are judged and waited for (those the apply covers). */
  readonly hosts: readonly Host[];
  readonly client: KubeClient;
  readonly transports: ReadonlyMap<string, HostTransport>;
  readonly waitSeconds: number;
  readonly signal: AbortSignal;
  say(line: string): void;
  warn(line: string): void;
}): Promise<ServingCertificateApprovals | undefined> {
  const { cluster, hosts, client } = opts;
  if (!cluster.kubelet.serverTLSBootstrap) return undefined;
  let waiting: string[] = [];
  if (opts.waitSeconds > 0) {
    const registered = new Set((await client.list('v1', 'Node', '')).map((n) => n.metadata.name));
    waiting = await withoutServingCertificate(hosts.map((h) => h.name).filter((h) => registered.has(h)), opts.transports);
  }
  const deadline = Date.now() + opts.waitSeconds * 1000;
  const left = new Map<string, string>();
  const approved: ServingCertificateApprovals['approved'][number][] = [];
  for (;;) {
    const requests = new Map((await client.list('certificates.k8s.io/v1', 'CertificateSigningRequest', '')).map((o) => [o.metadata.name, o]));
    for (const verdict of judgeServingRequests([...requests.values()].map(servingRequest), hosts)) {
      if (!verdict.approve) {
        left.set(verdict.request, verdict.why);
        continue;
      }
      await client.replaceSubresource({
        ...requests.get(verdict.request)!,
        status: { conditions: [{ type: 'Approved', status: 'True', reason: 'K8sformKubeletServing', message: `approved by k8sform apply: the kubelet of host[${verdict.host}] asked for its own names from cluster.yaml` }] },
      }, 'approval');
      opts.say(`approved the kubelet serving certificate request ${verdict.request} of host[${verdict.host}]`);
      approved.push({ request: verdict.request, host: verdict.host });
    }
    if (waiting.length) waiting = await withoutServingCertificate(waiting, opts.transports);
    if (!waiting.length || Date.now() >= deadline || opts.signal.aborted) break;
    await sleep(Math.min(2000, deadline - Date.now()), opts.signal);
  }
  for (const [request, why] of left) opts.warn(`left the kubelet serving certificate request ${request} pending: it ${why}; approve or deny it with kubectl certificate`);
  const withoutCertificate = opts.waitSeconds > 0 ? waiting : [];
  if (withoutCertificate.length) {
    opts.warn(`${withoutCertificate.map((h) => `host[${h}]`).join(', ')} still ${withoutCertificate.length === 1 ? 'has' : 'have'} no kubelet serving certificate after ${formatDuration(opts.waitSeconds)}: check the kubelet (journalctl -u kubelet) and run k8sform apply again, which approves its request`);
  }
  return { approved, leftPending: [...left].map(([request, why]) => ({ request, why })), withoutCertificate };
}

function servingRequest(o: KubeObject): ServingRequest {
  const { spec = {}, status } = o as CsrFields;
  return {
    name: o.metadata.name,
    signerName: spec.signerName ?? '',
    username: spec.username ?? '',
    groups: spec.groups ?? [],
    usages: spec.usages ?? [],
    requestPem: Buffer.from(spec.request ?? '', 'base64').toString('utf8'),
    conditions: (status?.conditions ?? []).map((c) => c.type),
  };
}

/** The hosts among `hosts` whose kubelet holds no serving certificate (read with its private key cut out on the host). */
async function withoutServingCertificate(hosts: readonly string[], transports: ReadonlyMap<string, HostTransport>): Promise<string[]> {
  const seen = await Promise.all(hosts.map(async (h) => [h, (await readCertificateTexts(transports.get(h)!, [KUBELET_SERVER_CURRENT])).get(KUBELET_SERVER_CURRENT)?.state] as const));
  return seen.filter(([, state]) => state !== 'text').map(([h]) => h);
}
