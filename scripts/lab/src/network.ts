import { run, sh, trySh } from './system.js';

/**
 * The lab's wire: one bridge in the machine's namespace, a veth per host. Hosts keep the exact
 * addresses cluster.yaml gives them, in any private range, each as a /32 with an on-link default
 * route, so hosts reach each other by ARP on the bridge whatever their subnets. The machine
 * reaches each host through a /32 route. The machine does not forward (ip_forward stays as it
 * is), so nothing a host sends leaves the bridge.
 */
export const BRIDGE = 'kflab-br';
/** The machine's own address on the bridge: the source of its SSH connections to the hosts. */
export const BRIDGE_ADDRESS = '169.254.213.1';

export function ensureBridge(): void {
  if (run('ip', ['link', 'show', BRIDGE]).code === 0) return;
  sh('ip', 'link', 'add', BRIDGE, 'type', 'bridge');
  sh('ip', 'addr', 'add', `${BRIDGE_ADDRESS}/32`, 'dev', BRIDGE);
  sh('ip', 'link', 'set', BRIDGE, 'up');
  // Answer ARP on the bridge only for the bridge's own address, so hosts cannot reach the
  // machine's other addresses (and their replies could not leave by the machine's default route).
  sh('sysctl', '-qw', `net.ipv4.conf.${BRIDGE}.arp_ignore=1`);
}

/** Drops, on the machine, anything addressed to the cluster's pod and service networks: they exist only inside the hosts. */
export function blackholeRoutes(cidrs: readonly string[]): void {
  for (const c of cidrs) sh('ip', 'route', 'replace', 'blackhole', c);
}

export function removeBlackholeRoutes(cidrs: readonly string[]): void {
  for (const c of cidrs) trySh('ip', 'route', 'del', 'blackhole', c);
}

export function removeBridge(): void {
  trySh('ip', 'link', 'del', BRIDGE);
}

export const vethName = (index: number) => `kflab${index}`;

/** A network namespace wired to the bridge with `addresses` on its eth0. */
export function createHostNetwork(netns: string, index: number, addresses: readonly string[]): void {
  const outer = vethName(index);
  const inner = `${outer}p`;
  sh('ip', 'netns', 'add', netns);
  sh('ip', 'link', 'add', outer, 'type', 'veth', 'peer', 'name', inner);
  sh('ip', 'link', 'set', inner, 'netns', netns);
  sh('ip', 'link', 'set', outer, 'master', BRIDGE, 'up');
  sh('ip', '-n', netns, 'link', 'set', inner, 'name', 'eth0');
  for (const a of addresses) sh('ip', '-n', netns, 'addr', 'add', `${a}/32`, 'dev', 'eth0');
  sh('ip', '-n', netns, 'link', 'set', 'eth0', 'up');
  sh('ip', '-n', netns, 'link', 'set', 'lo', 'up');
  sh('ip', '-n', netns, 'route', 'add', 'default', 'dev', 'eth0');
  for (const a of addresses) sh('ip', 'route', 'replace', `${a}/32`, 'dev', BRIDGE, 'src', BRIDGE_ADDRESS);
}

export function removeHostNetwork(netns: string, index: number, addresses: readonly string[]): void {
  for (const a of addresses) trySh('ip', 'route', 'del', `${a}/32`, 'dev', BRIDGE);
  trySh('ip', 'link', 'del', vethName(index));
  trySh('ip', 'netns', 'del', netns);
}

/** Routes a pod CIDR to the node that holds it, in every other host: the simplest routed pod network. */
export function routePodCIDR(netns: string, podCIDR: string, nodeIP: string): void {
  sh('ip', '-n', netns, 'route', 'replace', podCIDR, 'via', nodeIP, 'dev', 'eth0', 'onlink');
}
