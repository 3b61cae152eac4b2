import type { CAMaterial } from '../config/ca-files.js';
import type { Cluster, Host } from '../config/cluster.js';
import { InternalError } from '../errors.js';
import { compareAddresses, formatAddress } from '../model/address.js';
import type { Desired, DesiredFile } from '../model/desired.js';
import { desiredFile } from './desired-file.js';
import type { RenderInputs } from './inputs.js';
import { renderBootstrapKubeconfig, renderControlPlaneKubeconfigs } from './kubeconfig/render-kubeconfigs.js';
import { INSTANCE_CONFIG_PATH, KUBELET_CONFIG_PATH, KUBELET_FLAGS_PATH, nodeKubeletConfigYaml } from './kubelet/kubelet-config.js';
import { instanceConfig, kubeletFlagsEnv } from './kubelet/kubelet-flags.js';
import { renderClusterObjects, resolveBootstrapTokens, type BootstrapToken } from './objects/index.js';
import { renderControlPlanePki, renderWorkerPki, sharedPki, type SharedPki } from './pki/render-pki.js';
import { renderStaticPods } from './static-pods/index.js';
import { CERTIFICATE_AUTHORITIES, LEAF_CERTIFICATES } from './pki/certificates.js';
import { kubeconfigsFor } from './kubeconfig/kubeconfigs.js';

export interface Rendered {
  /** Everything k8sform manages, sorted by address. */
  readonly desired: readonly Desired[];
  /** The bootstrap tokens the objects and worker kubeconfigs use. */
  readonly tokens: readonly BootstrapToken[];
}

/**
 * The complete desired state of a cluster: every file on every host and every cluster object.
 * Pure: the result depends only on the arguments (see RenderInputs). Hosts are rendered one after
 * another so serial numbers are handed out in a stable order.
 */
export async function render(cluster: Cluster, inputs: RenderInputs, userCAs: Partial<Record<string, CAMaterial>> = {}): Promise<Rendered> {
  const pki = await sharedPki(cluster, inputs, userCAs);
  const tokens = resolveBootstrapTokens(cluster, inputs.now, inputs.random, inputs.existing?.tokens);
  const desired: Desired[] = [];
  for (const host of cluster.hosts) {
    desired.push(...(host.role === 'control-plane' ? await renderControlPlaneHost(cluster, host, pki, inputs) : renderWorkerHost(cluster, host, pki, tokens)));
  }
  desired.push(...renderClusterObjects(cluster, { caCertPem: pki.cas.get('ca')!.certPem, tokens }));
  desired.sort((a, b) => compareAddresses(a.addr, b.addr));
  assertUniqueAddresses(desired);
  return { desired, tokens };
}

/** How many keys a render generates (CAs, the service-account key, every leaf and kubeconfig), for key pools. */
export function expectedKeyCount(cluster: Cluster): number {
  const leaves = LEAF_CERTIFICATES.filter((s) => s.applies(cluster)).length;
  const cas = CERTIFICATE_AUTHORITIES.filter((s) => s.applies(cluster)).length;
  return cas + 1 + cluster.hosts.filter((h) => h.role === 'control-plane').reduce((n, h) => n + leaves + kubeconfigsFor(cluster, h).length, 0);
}

async function renderControlPlaneHost(cluster: Cluster, host: Host, pki: SharedPki, inputs: RenderInputs): Promise<Desired[]> {
  return [
    ...(await renderControlPlanePki(cluster, host, pki, inputs)),
    ...(await renderControlPlaneKubeconfigs(cluster, host, pki, inputs)),
    ...renderStaticPods(cluster, host),
    ...renderKubeletFiles(cluster, host),
  ];
}

function renderWorkerHost(cluster: Cluster, host: Host, pki: SharedPki, tokens: readonly BootstrapToken[]): Desired[] {
  const token = tokens[0] ? `${tokens[0].id}.${tokens[0].secret}` : undefined;
  return [...renderWorkerPki(host, pki), renderBootstrapKubeconfig(cluster, host, pki, token), ...renderKubeletFiles(cluster, host)];
}

function renderKubeletFiles(cluster: Cluster, host: Host): Desired<DesiredFile>[] {
  const files = [
    desiredFile(host.name, KUBELET_CONFIG_PATH, 'kubelet-config', nodeKubeletConfigYaml(cluster)),
    desiredFile(host.name, KUBELET_FLAGS_PATH, 'env', kubeletFlagsEnv(cluster, host)),
  ];
  if (cluster.release.nodeLocalCRISocket) files.push(desiredFile(host.name, INSTANCE_CONFIG_PATH, 'kubelet-config', instanceConfig(cluster)));
  return files;
}

function assertUniqueAddresses(desired: readonly Desired[]): void {
  for (let i = 1; i < desired.length; i++) {
    if (compareAddresses(desired[i - 1]!.addr, desired[i]!.addr) === 0) {
      throw new InternalError(`two rendered resources share the address ${formatAddress(desired[i]!.addr)}`);
    }
  }
}
