import { parse, parseDocument, stringify } from 'yaml';
import { parseClusterText, readClusterFileText } from './load-cluster.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import { kubeletConfigOverrides, kubeletSettings, specFromKubeadm, type ImportedNode } from '../config/from-kubeadm.js';
import { clusterConfigurationFlag, encryptionFromKubeadm, type ControlPlaneEncryption } from '../config/encryption-from-kubeadm.js';
import { controlPlaneHosts } from '../model/cluster.js';
import { ENCRYPTION_CONFIG_PATH, manifestPath } from '../model/kubeadm-paths.js';
import type { HostTransport } from '../model/host-transport.js';
import { manifestFlags } from '../state/manifest-flags.js';
import { observeHost } from '../state/observe-host.js';
import { RemoteError, UserError } from '../errors.js';
import { latestOfMinor, RELEASES } from '../config/releases.js';
import { writeOutputFile } from '../providers/local/output-file.js';
import type { KubeObject } from '../model/desired.js';
import type { KubeClient } from '../providers/kube-api/kube-client.js';
import { kubeletConfiguration } from '../render/kubelet/kubelet-config.js';
import { adminAuthorized, apiAccess } from './api-access.js';
import type { Session } from './session.js';
import { clusterCA } from './user-kubeconfig.js';

/** The part of cluster.yaml the operator writes before importing: who the cluster is and how its hosts are reached. */
export interface ImportRequest {
  readonly metadata: unknown;
  readonly ssh?: unknown;
  readonly hosts: readonly Record<string, unknown>[];
  /** The operator's file: relative paths in it (identityFile, knownHostsFile) resolve from its directory. */
  readonly path: string;
}

/** What the operator's file may hold before the import: the rest is read from the cluster. */
const GIVEN = new Set(['ssh', 'hosts']);

/**
 * The operator's file, loaded as enough of a cluster to reach the hosts, and what of it the import
 * keeps: it may hold only metadata, spec.ssh and spec.hosts.
 */
export function importStart(file: string, display: string): { loaded: LoadedCluster; request: ImportRequest } {
  const given = parseDocument(readClusterFileText(file, display));
  const spec = given.get('spec', true) as { items?: { key: { value?: unknown } }[] } | undefined;
  const extra = (spec?.items ?? []).map((i) => String(i.key.value)).filter((k) => !GIVEN.has(k));
  if (extra.length) throw new UserError(`${display}: spec.${extra[0]}: import writes everything but metadata, spec.ssh and spec.hosts from the running cluster; remove ${extra.map((k) => `spec.${k}`).join(', ')}`);
  // Enough to reach the hosts: the version and endpoint are placeholders, replaced by what the cluster says.
  given.setIn(['spec', 'kubernetesVersion'], latestOfMinor(RELEASES.at(-1)!.minor));
  const hosts = (given.toJS() as { spec?: { hosts?: { role?: string; address?: string }[] } }).spec?.hosts ?? [];
  const firstControlPlane = hosts.find((h) => h.role === 'control-plane');
  if (hosts.filter((h) => h.role === 'control-plane').length > 1 && firstControlPlane?.address) given.setIn(['spec', 'controlPlaneEndpoint'], `${firstControlPlane.address}:6443`);
  const loaded = parseClusterText(given.toString(), file, display);
  const data = given.toJS() as { metadata: unknown; spec: { ssh?: unknown; hosts: Record<string, unknown>[] } };
  return { loaded, request: { metadata: data.metadata, ssh: data.spec.ssh, hosts: data.spec.hosts, path: file } };
}

/** Writes the cluster.yaml import made (mode 0644). */
export function writeImportedCluster(path: string, text: string, overwrite: boolean): void {
  writeOutputFile(path, text, { overwrite, mode: 0o644 });
}

/**
 * Reads a running cluster that kubeadm built — its uploaded ClusterConfiguration, the cluster-wide
 * KubeletConfiguration, kube-proxy's mode and the Nodes, through the apiserver, with k8sform's
 * identity signed by the CA on a control plane — and writes the cluster.yaml that describes it. The
 * result is loaded like any cluster.yaml before it is returned, so it is valid.
 */
export async function importCluster(loaded: LoadedCluster, session: Session, now: Date, req: ImportRequest): Promise<string> {
  const ca = await clusterCA(loaded, session.transports, now);
  // What the hosts hold is judged first: a configuration k8sform cannot adopt is refused before any apiserver is asked.
  const planes = await controlPlaneEncryption(loaded, session.transports);
  encryptionFromKubeadm(undefined, planes);
  const api = await apiAccess(loaded.cluster, ca, session, now);
  if (!api || !(await api.admin.ready())) throw new RemoteError('', `no apiserver answers (${api?.endpoint ?? 'no control plane'}): import reads the running cluster, so bring it up first`);
  if (!(await adminAuthorized(api))) throw new RemoteError('', `the apiserver at ${api.endpoint} does not authorize the kubeadm:cluster-admins group, which kubeadm binds to cluster-admin since v1.29: create that binding, or upgrade the cluster first`);
  const admin = api.admin;
  const clusterConfiguration = configMapDocument(await configMap(admin, 'kubeadm-config'), 'ClusterConfiguration', 'kubeadm-config');
  const kubelet = configMapDocument(await configMap(admin, 'kubelet-config'), 'kubelet', 'kubelet-config');
  const proxy = await admin.get({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'kube-proxy', namespace: 'kube-system' } });
  const kubeProxyMode = proxy ? (configMapDocument(proxy, 'config.conf', 'kube-proxy').mode as string | undefined) : undefined;
  const nodes = (await admin.list('v1', 'Node', '')).map(importedNode);
  const apiServer = clusterConfiguration.apiServer && typeof clusterConfiguration.apiServer === 'object' ? (clusterConfiguration.apiServer as Record<string, unknown>) : {};
  const encryption = encryptionFromKubeadm(clusterConfigurationFlag(apiServer), planes);

  const spec = specFromKubeadm({ clusterConfiguration, kubeProxyMode, nodes, ...(encryption ? { encryption } : {}) }, req);
  const settings = kubeletSettings(kubelet);
  if (settings) spec.kubelet = settings;
  // What the kubelet-config differs in from what k8sform would render for this file goes into kubelet.config.
  const first = resolve(req, spec);
  const overrides = kubeletConfigOverrides(kubelet, kubeletConfiguration(first.cluster));
  if (Object.keys(overrides).length) spec.kubelet = { ...(spec.kubelet as object | undefined), config: overrides };
  const text = document(req, spec);
  resolve(req, spec);
  return text;
}

/**
 * What each control plane's kube-apiserver reads for encryption at rest: the flag in its manifest
 * (kubeadm's own, or edited as Kubernetes' "Encrypting Confidential Data at Rest" edits it) and
 * the configuration at k8sform's path, read as plan reads it. Its keys never leave this function's
 * result, which import reduces to the provider and key names.
 */
async function controlPlaneEncryption(loaded: LoadedCluster, transports: ReadonlyMap<string, HostTransport>): Promise<ControlPlaneEncryption[]> {
  return Promise.all(controlPlaneHosts(loaded.cluster).map(async (h) => {
    const { files } = await observeHost(transports.get(h.name)!, [manifestPath('kube-apiserver'), ENCRYPTION_CONFIG_PATH]);
    const text = (path: string) => {
      const f = files.get(path);
      return f?.exists && f.content ? f.content.toString('utf8') : undefined;
    };
    const manifest = text(manifestPath('kube-apiserver'));
    const flag = manifest === undefined ? undefined : manifestFlags(manifest)?.get('encryption-provider-config');
    const config = text(ENCRYPTION_CONFIG_PATH);
    return { host: h.name, ...(flag !== undefined ? { flag } : {}), ...(config !== undefined ? { config } : {}) };
  }));
}

async function configMap(admin: KubeClient, name: string): Promise<KubeObject> {
  const cm = await admin.get({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, namespace: 'kube-system' } });
  if (!cm) throw new RemoteError('', `kube-system/${name} does not exist: import adopts clusters built by kubeadm, which uploads its configuration there`);
  return cm;
}

function configMapDocument(cm: KubeObject, key: string, name: string): Record<string, unknown> {
  const text = (cm.data as Record<string, string> | undefined)?.[key];
  try {
    const doc = text === undefined ? undefined : (parse(text) as unknown);
    if (doc && typeof doc === 'object' && !Array.isArray(doc)) return doc as Record<string, unknown>;
  } catch {
    // Reported below.
  }
  throw new RemoteError('', `kube-system/${name} has no readable ${key}`);
}

function importedNode(n: KubeObject): ImportedNode {
  const spec = (n.spec ?? {}) as { taints?: ImportedNode['taints'] };
  return { name: n.metadata.name, labels: (n.metadata.labels ?? {}) as Record<string, string>, taints: spec.taints ?? [] };
}

function document(req: ImportRequest, spec: Record<string, unknown>): string {
  const header = '# Written by `k8sform import` from the running cluster; review it, then run `k8sform plan`.\n';
  return header + stringify({ apiVersion: 'k8sform/v1alpha1', kind: 'Cluster', metadata: req.metadata, spec }, { lineWidth: 0 });
}

/** The file as k8sform loads it: what import writes must be a valid cluster.yaml. */
function resolve(req: ImportRequest, spec: Record<string, unknown>): LoadedCluster {
  return parseClusterText(document(req, spec), req.path, `${req.path} (as imported)`);
}
