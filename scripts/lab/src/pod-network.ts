import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routePodCIDR } from './network.js';
import type { LabHost } from './state.js';

/**
 * A simple routed pod network, as an operator would install one: on every node the bridge and
 * host-local CNI plugins hand out addresses from the Node's spec.podCIDR (allocated by the
 * controller-manager), and every host routes each other node's pod CIDR to that node's IP.
 * No masquerading between pods: traffic keeps pod addresses end to end.
 */
export function cniConfig(podCIDR: string): string {
  return `${JSON.stringify({
    cniVersion: '0.4.0',
    name: 'k8sform-lab',
    plugins: [
      {
        type: 'bridge', bridge: 'cni0', isGateway: true, ipMasq: false, hairpinMode: true,
        ipam: { type: 'host-local', ranges: [[{ subnet: podCIDR }]], routes: [{ dst: '0.0.0.0/0' }] },
      },
      { type: 'portmap', capabilities: { portMappings: true } },
    ],
  }, null, 2)}\n`;
}

export const CNI_CONFIG_FILE = '/etc/cni/net.d/10-k8sform-lab.conflist';

/** Writes each node's CNI configuration and every inter-node pod route. Idempotent. */
export function configurePodNetwork(hosts: readonly LabHost[], podCIDRs: ReadonlyMap<string, { cidr: string; ip: string }>): void {
  for (const h of hosts) {
    const own = podCIDRs.get(h.name);
    if (!own) continue;
    writeFileSync(join(h.dir, 'fs', CNI_CONFIG_FILE), cniConfig(own.cidr));
    for (const [name, other] of podCIDRs) if (name !== h.name) routePodCIDR(h.netns, other.cidr, other.ip);
  }
}
