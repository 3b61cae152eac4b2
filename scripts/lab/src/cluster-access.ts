import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { LAB_DIR } from './state.js';
import { LabError, run } from './system.js';

export const ADMIN_KUBECONFIG = join(LAB_DIR, 'admin.conf');

/**
 * An admin kubeconfig usable from the machine: the admin.conf k8sform wrote on the first control
 * plane, with the server pointed at an address the machine can reach. When the endpoint is a DNS
 * name (which only the hosts resolve) the name stays the TLS server name, so the apiserver's
 * certificate is still checked against it.
 */
export function writeAdminKubeconfig(adminConf: string, reachable: { address: string; port: number }, endpointHost: string, out: string): void {
  if (!existsSync(adminConf)) throw new LabError(`${adminConf} does not exist: k8sform apply has not written the control plane yet`);
  const doc = parse(readFileSync(adminConf, 'utf8')) as { clusters: { cluster: Record<string, unknown> }[] };
  for (const c of doc.clusters) {
    c.cluster.server = `https://${reachable.address}:${reachable.port}`;
    if (!isIP(endpointHost)) c.cluster['tls-server-name'] = endpointHost;
  }
  writeFileSync(out, stringify(doc), { mode: 0o600 });
}

/** kubectl of the cluster's version against the lab's admin kubeconfig. */
export function kubectl(binDir: string, args: readonly string[], timeoutMs = 60_000): { code: number; stdout: string; stderr: string } {
  return run(join(binDir, 'kubectl'), ['--kubeconfig', ADMIN_KUBECONFIG, '--request-timeout=20s', ...args], { timeoutMs });
}

export interface NodeInfo {
  readonly name: string;
  readonly podCIDR?: string;
  readonly ready: boolean;
  readonly internalIP?: string;
}

export function listNodes(binDir: string): NodeInfo[] | undefined {
  const r = kubectl(binDir, ['get', 'nodes', '-o', 'json']);
  if (r.code !== 0) return undefined;
  const items = (JSON.parse(r.stdout) as { items: { metadata: { name: string }; spec: { podCIDR?: string }; status?: { conditions?: { type: string; status: string }[]; addresses?: { type: string; address: string }[] } }[] }).items;
  return items.map((n) => ({
    name: n.metadata.name,
    podCIDR: n.spec.podCIDR,
    ready: n.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True') ?? false,
    internalIP: n.status?.addresses?.find((a) => a.type === 'InternalIP')?.address,
  }));
}
