import { channel } from 'node:diagnostics_channel';
import type { CAMaterial } from '../model/ca-material.js';
import type { Cluster, Host } from '../model/cluster.js';
import { InternalError } from '../errors.js';
import { compareAddresses, formatAddress, type DirAddress, type FileAddress, type ObjectAddress } from '../model/address.js';
import { isIssued, type Desired, type DesiredDirectory, type DesiredFile, type DesiredObject, type PlannedFile } from '../model/desired.js';
import { renderEtcdDataDir } from './etcd-data-dir.js';
import { encryptionEntries, renderEncryptionConfig } from './encryption-config.js';
import type { EncryptionEntry } from '../model/encryption-at-rest.js';
import { desiredFile } from './desired-file.js';
import { fileBytes, withContent } from './file-bytes.js';
import type { RenderInputs } from './inputs.js';
import { renderBootstrapKubeconfig, renderControlPlaneKubeconfigs, renderWorkerKubeletConf } from './kubeconfig/render-kubeconfigs.js';
import { INSTANCE_CONFIG_PATH, nodeKubeletConfigYaml } from './kubelet/kubelet-config.js';
import { KUBELET_CONFIG_PATH, KUBELET_FLAGS_PATH } from '../model/kubeadm-paths.js';
import { instanceConfig, kubeletFlagsEnv } from './kubelet/kubelet-flags.js';
import { renderKubeletUnits } from './kubelet/kubelet-unit.js';
import { renderContainerdConfig } from './containerd/containerd-config.js';
import { renderRegistryHosts } from './containerd/registry-hosts.js';
import { renderClusterObjects, resolveBootstrapTokens, type BootstrapToken } from './objects/index.js';
import { renderControlPlanePki, renderWorkerPki, sharedPki, type SharedPki } from './pki/render-pki.js';
import { staticPods, type StaticPodReads } from './static-pods/index.js';
import { renderApiServerConfigFiles } from './static-pods/apiserver-config-files.js';

export interface Rendered<F extends PlannedFile = DesiredFile> {
  /** Everything k8sform manages, sorted by address. */
  readonly desired: readonly Desired<F | DesiredDirectory | DesiredObject>[];
  /** The bootstrap tokens the objects and worker kubeconfigs use. */
  readonly tokens: readonly BootstrapToken[];
  /** By control-plane host, the files each of its static pods reads at start. */
  readonly staticPodReads: ReadonlyMap<string, StaticPodReads>;
}

/**
 * The complete desired state of a cluster, every file on every host and every cluster object, with
 * certificates, their keys and kubeconfigs described by meaning and made on demand (see
 * IssuedFile): what plan compares, so that keeping what the hosts hold generates nothing. Pure:
 * the result, and whatever is made on demand, depends only on the arguments (see RenderInputs).
 */
export async function renderOnDemand(cluster: Cluster, inputs: RenderInputs, userCAs: Partial<Record<string, CAMaterial>> = {}): Promise<Rendered<PlannedFile>> {
  const { desired, ...rest } = await describe(cluster, inputs, userCAs);
  return { ...rest, desired: sorted(desired) };
}

/**
 * The complete desired state with every file's bytes made (kubeadm's dry-run folder: `k8sform
 * render`). Files are made in the order hosts and catalogues list them, so serials are handed out
 * as kubeadm would: CAs first, then each host's certificates and kubeconfigs. A worker's
 * kubelet.conf is left out: on a new worker its kubelet writes it after TLS bootstrap, as with kubeadm join.
 * `only` keeps part of it (`render --target`): what it leaves out is never made, keys included.
 */
export async function render(
  cluster: Cluster,
  inputs: RenderInputs,
  userCAs: Partial<Record<string, CAMaterial>> = {},
  only: (d: Desired<PlannedFile | DesiredDirectory | DesiredObject>) => boolean = () => true,
): Promise<Rendered> {
  const { desired: all, ...rest } = await describe(cluster, inputs, userCAs);
  const desired = all.filter((d) => !(d.spec.kind === 'file' && leftToKubelet(d.spec)) && only(d));
  const contents = await fileBytes(desired.flatMap((d) => (d.spec.kind === 'file' ? [d.spec] : [])));
  let next = 0;
  const complete = (d: Desired<PlannedFile | DesiredDirectory | DesiredObject>): Desired => {
    if (d.spec.kind === 'file') return { ...d, addr: d.addr as FileAddress, spec: withContent(d.spec, contents[next++]!) };
    return d.spec.kind === 'dir' ? { ...d, addr: d.addr as DirAddress, spec: d.spec } : { ...d, addr: d.addr as ObjectAddress, spec: d.spec };
  };
  return { ...rest, desired: sorted(desired.map(complete)) };
}

/** A file plan manages only once the kubelet wrote it (a worker's kubelet.conf). */
const leftToKubelet = (f: PlannedFile) => isIssued(f) && f.issued.meaning.kind === 'kubeconfig' && f.issued.meaning.kubeconfig.writtenByKubelet === true;

/** Told of every rendering of a whole cluster, for a test to count; publishing to no subscriber does nothing. */
const rendering = channel('k8sform:render');

/** Everything, in the order hosts and catalogues list it. */
async function describe(cluster: Cluster, inputs: RenderInputs, userCAs: Partial<Record<string, CAMaterial>>): Promise<Rendered<PlannedFile>> {
  rendering.publish(cluster.name);
  const pki = await sharedPki(cluster, inputs, userCAs);
  const tokens = resolveBootstrapTokens(cluster, inputs.now, inputs.random, inputs.existing?.tokens);
  // Shared by every control plane, drawn after the tokens' randomness.
  const encryption = cluster.apiServer.encryptionAtRest && encryptionEntries(cluster.apiServer.encryptionAtRest, inputs.existing?.encryption, inputs.random);
  const desired: Desired<PlannedFile | DesiredDirectory | DesiredObject>[] = [];
  const staticPodReads = new Map<string, StaticPodReads>();
  for (const host of cluster.hosts) {
    if (host.role !== 'control-plane') {
      desired.push(...renderWorkerHost(cluster, host, pki, inputs, tokens));
      continue;
    }
    const pods = staticPods(cluster, host, inputs.existing?.etcdBootstrap?.get(host.name), pki.cas.get('ca')!.signerPem !== undefined);
    desired.push(...renderControlPlaneHost(cluster, host, pki, inputs, pods.manifests, encryption));
    staticPodReads.set(host.name, pods.reads);
  }
  const droppingOld = (key: 'ca' | 'frontProxyCA', name: 'ca' | 'front-proxy-ca') => (cluster.certificates.rotateCA[key] === 'drop-old' ? pki.cas.get(name)!.certPem : undefined);
  const extensionApiserverTrust = { clientCAPem: droppingOld('ca', 'ca'), requestheaderClientCAPem: droppingOld('frontProxyCA', 'front-proxy-ca') };
  desired.push(...renderClusterObjects(cluster, { caCertPem: pki.cas.get('ca')!.certPem, tokens, extensionApiserverTrust }));
  return { desired, tokens, staticPodReads };
}

/** Sorted by address, each address once. */
function sorted<D extends Desired<PlannedFile | DesiredDirectory | DesiredObject>>(desired: readonly D[]): D[] {
  const out = [...desired].sort((a, b) => compareAddresses(a.addr, b.addr));
  assertUniqueAddresses(out);
  return out;
}

function renderControlPlaneHost(
  cluster: Cluster, host: Host, pki: SharedPki, inputs: RenderInputs, manifests: readonly Desired<DesiredFile>[], encryption: readonly EncryptionEntry[] | undefined,
): Desired<PlannedFile | DesiredDirectory>[] {
  return [
    ...renderEtcdDataDir(cluster, host),
    ...renderControlPlanePki(cluster, host, pki, inputs),
    ...renderControlPlaneKubeconfigs(cluster, host, pki, inputs),
    ...renderEncryptionConfig(cluster, host, encryption),
    ...renderApiServerConfigFiles(cluster.apiServer, host),
    ...manifests,
    ...renderKubeletFiles(cluster, host),
  ];
}

function renderWorkerHost(cluster: Cluster, host: Host, pki: SharedPki, inputs: RenderInputs, tokens: readonly BootstrapToken[]): Desired<PlannedFile>[] {
  const token = tokens[0] ? `${tokens[0].id}.${tokens[0].secret}` : undefined;
  return [...renderWorkerPki(host, pki), renderBootstrapKubeconfig(cluster, host, pki, token), renderWorkerKubeletConf(cluster, host, pki, inputs), ...renderKubeletFiles(cluster, host)];
}

function renderKubeletFiles(cluster: Cluster, host: Host): Desired<DesiredFile>[] {
  const files = [
    desiredFile(host.name, KUBELET_CONFIG_PATH, 'kubelet-config', nodeKubeletConfigYaml(cluster)),
    desiredFile(host.name, KUBELET_FLAGS_PATH, 'env', kubeletFlagsEnv(cluster, host)),
  ];
  if (cluster.release.nodeLocalCRISocket) files.push(desiredFile(host.name, INSTANCE_CONFIG_PATH, 'kubelet-config', instanceConfig(cluster)));
  return [...files, ...renderKubeletUnits(cluster, host), ...renderContainerdConfig(cluster, host), ...renderRegistryHosts(cluster, host)];
}

function assertUniqueAddresses(desired: readonly Desired<PlannedFile | DesiredDirectory | DesiredObject>[]): void {
  for (let i = 1; i < desired.length; i++) {
    if (compareAddresses(desired[i - 1]!.addr, desired[i]!.addr) === 0) {
      throw new InternalError(`two rendered resources share the address ${formatAddress(desired[i]!.addr)}`);
    }
  }
}
