import { stringify } from 'smol-toml';
import type { Cluster, Host } from '../../model/cluster.js';
import type { Desired, DesiredFile } from '../../model/desired.js';
import { registryHostsPath, type RegistryMirror } from '../../model/node-software.js';
import { desiredFile } from '../desired-file.js';

/**
 * One registry's hosts.toml, as containerd documents it (docs/hosts.md): a `[host."URL"]` table per
 * mirror, tried in the order written, and no `server`, so the registry itself (containerd's default
 * for the name) comes last. Capabilities are always written: containerd's default for a host
 * entry includes push, which a mirror must not be asked for unless cluster.yaml says so.
 */
export function registryHostsToml(registry: string, mirrors: readonly RegistryMirror[]): string {
  const host = Object.fromEntries(mirrors.map((m) => [m.url, {
    capabilities: [...m.capabilities],
    ...(m.ca === undefined ? {} : { ca: m.ca }),
    ...(m.skipVerify ? { skip_verify: true } : {}),
    ...(m.overridePath ? { override_path: true } : {}),
  }]));
  return `# Written by k8sform from cluster.yaml (spec.nodeSoftware.containerd.registryMirrors["${registry}"]): changes here are undone by the next apply.\n${stringify({ host })}\n`;
}

/** Each mirrored registry's hosts.toml, where cluster.yaml has apply write containerd's configuration. */
export function renderRegistryHosts(cluster: Cluster, host: Host): Desired<DesiredFile>[] {
  const mirrors = cluster.nodeSoftware?.containerd?.registryMirrors ?? {};
  return Object.entries(mirrors).map(([registry, list]) => desiredFile(host.name, registryHostsPath(registry), 'containerd-config', registryHostsToml(registry, list)));
}
