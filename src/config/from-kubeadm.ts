import { isDeepStrictEqual } from 'node:util';
import { formatDuration, parseDuration } from '../model/duration.js';
import { withoutEncryptionFlag, type ImportedEncryption } from './encryption-from-kubeadm.js';

/** What `k8sform import` reads from a cluster kubeadm built (the uploaded configuration and the Nodes). */
export interface KubeadmState {
  /** The kubeadm-config ConfigMap's ClusterConfiguration (kubeadm.k8s.io/v1beta4). */
  readonly clusterConfiguration: Record<string, unknown>;
  /** The kube-proxy ConfigMap's KubeProxyConfiguration mode (`''` is iptables). */
  readonly kubeProxyMode?: string;
  readonly nodes: readonly ImportedNode[];
  /** Encryption at rest as the control planes' kube-apiserver has it (see encryptionFromKubeadm). */
  readonly encryption?: ImportedEncryption;
}

export interface ImportedNode {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly taints: readonly { readonly key: string; readonly value?: string; readonly effect: string }[];
}

type Spec = Record<string, unknown>;
interface NameValue { name?: string; value?: string }

/** Labels the kubelet, kubeadm and the cloud set themselves; cluster.yaml's `labels` are the operator's own. */
const SYSTEM_LABEL = /^(([a-z0-9.-]+\.)?(kubernetes\.io|k8s\.io)\/)/;
const CONTROL_PLANE_TAINT = 'node-role.kubernetes.io/control-plane';

/**
 * The spec of a cluster.yaml for a running kubeadm cluster, from its uploaded ClusterConfiguration,
 * kube-proxy mode and Nodes, keeping the `ssh` and `hosts` the operator wrote (a host gains the
 * labels and taints its Node carries, unless the operator gave some). Only what differs from
 * k8sform's defaults is written, so the file reads like one written by hand. Pure.
 */
export function specFromKubeadm(state: KubeadmState, given: { readonly ssh?: unknown; readonly hosts: readonly Record<string, unknown>[] }): Spec {
  const c = state.clusterConfiguration;
  const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const net = obj(c.networking);
  // With encryption at rest, k8sform sets the flag and mounts the directory itself.
  const apiServer = state.encryption ? withoutEncryptionFlag(obj(c.apiServer)) : obj(c.apiServer);
  const local = obj(obj(c.etcd).local);
  const external = obj(obj(c.etcd).external);
  const spec: Spec = {
    kubernetesVersion: str(c.kubernetesVersion),
    clusterName: str(c.clusterName) === 'kubernetes' ? undefined : str(c.clusterName),
    controlPlaneEndpoint: str(c.controlPlaneEndpoint),
    imageRepository: str(c.imageRepository) === 'registry.k8s.io' ? undefined : str(c.imageRepository),
    networking: compact({ serviceSubnet: str(net.serviceSubnet), podSubnet: str(net.podSubnet), dnsDomain: str(net.dnsDomain) }),
    certificates: compact({
      keyAlgorithm: str(c.encryptionAlgorithm) && str(c.encryptionAlgorithm) !== 'RSA-2048' ? str(c.encryptionAlgorithm)!.toLowerCase() : undefined,
      caValidity: duration(c.caCertificateValidityPeriod, 87600 * 3600),
      validity: duration(c.certificateValidityPeriod, 8760 * 3600),
      certSANs: nonEmpty(apiServer.certSANs),
    }),
    etcd: Object.keys(external).length
      ? { external: compact({ endpoints: external.endpoints, caFile: str(external.caFile), certFile: str(external.certFile), keyFile: str(external.keyFile) }) }
      : compact({ local: compact({ dataDir: str(local.dataDir) === '/var/lib/etcd' ? undefined : str(local.dataDir), imageTag: str(local.imageTag), extraArgs: args(local.extraArgs), extraEnvs: nonEmpty(local.extraEnvs) }) }),
    apiServer: compact({ ...component(apiServer), encryptionAtRest: state.encryption && { provider: state.encryption.provider, keys: [...state.encryption.keys] } }),
    controllerManager: component(obj(c.controllerManager)),
    scheduler: component(obj(c.scheduler)),
    addons: compact({
      kubeProxy: obj(c.proxy).disabled === true ? { enabled: false } : state.kubeProxyMode && state.kubeProxyMode !== 'iptables' ? { mode: state.kubeProxyMode } : undefined,
      coreDNS: obj(c.dns).disabled === true ? { enabled: false } : undefined,
    }),
    ssh: given.ssh,
    hosts: given.hosts.map((h) => withNodeLabels(h, state.nodes.find((n) => n.name === h.name))),
  };
  return compact(spec);
}

/**
 * The KubeletConfiguration fields the cluster's kubelet-config differs in from what k8sform renders
 * for the same cluster.yaml without them: what `kubelet.config` must hold (top-level fields; a field
 * only k8sform sets cannot be unset there, and is left out).
 */
export function kubeletConfigOverrides(live: Readonly<Record<string, unknown>>, rendered: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(live)) {
    if (k === 'apiVersion' || k === 'kind') continue;
    if (!isDeepStrictEqual(v, rendered[k])) out[k] = v;
  }
  return out;
}

function withNodeLabels(host: Record<string, unknown>, node: ImportedNode | undefined): Record<string, unknown> {
  if (!node) return host;
  const labels = Object.fromEntries(Object.entries(node.labels).filter(([k]) => !SYSTEM_LABEL.test(k)).sort(([a], [b]) => (a < b ? -1 : 1)));
  const taints = node.taints.filter((t) => !t.key.startsWith('node.kubernetes.io/') && !(host.role === 'control-plane' && t.key === CONTROL_PLANE_TAINT))
    .map((t) => compact({ key: t.key, value: t.value || undefined, effect: t.effect }));
  return compact({ ...host, labels: host.labels ?? (Object.keys(labels).length ? labels : undefined), taints: host.taints ?? nonEmpty(taints) });
}

function component(c: Record<string, unknown>): Spec | undefined {
  const volumes = Array.isArray(c.extraVolumes) ? (c.extraVolumes as Record<string, unknown>[]).map((v) => compact({ name: v.name, hostPath: v.hostPath, mountPath: v.mountPath, readOnly: v.readOnly === true ? true : undefined, pathType: v.pathType || undefined })) : [];
  return compact({ extraArgs: args(c.extraArgs), extraVolumes: nonEmpty(volumes), extraEnvs: nonEmpty(c.extraEnvs) });
}

/** v1beta4's `[{name, value}]` as cluster.yaml's `{ name: value }` (the last of a repeated name wins, as for the component). */
function args(list: unknown): Record<string, string> | undefined {
  if (!Array.isArray(list) || !list.length) return undefined;
  return Object.fromEntries((list as NameValue[]).filter((a) => a.name).map((a) => [a.name!, a.value ?? '']));
}

/** A Go duration (`8760h0m0s`) as cluster.yaml writes it (`8760h`), or undefined when it is the default. */
function duration(value: unknown, defaultSeconds: number): string | undefined {
  const seconds = typeof value === 'string' ? parseDuration(value) : undefined;
  return seconds === undefined || seconds === defaultSeconds ? undefined : formatDuration(seconds);
}

const nonEmpty = (v: unknown) => (Array.isArray(v) && v.length ? v : undefined);

/** Drops undefined values and empty objects, so defaults leave no trace. */
function compact(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && !(v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0)));
}

/** The kubelet settings cluster.yaml names outright, from the cluster's KubeletConfiguration. */
export function kubeletSettings(live: Readonly<Record<string, unknown>>): Spec | undefined {
  const s = compact({
    cgroupDriver: typeof live.cgroupDriver === 'string' && live.cgroupDriver !== 'systemd' ? live.cgroupDriver : undefined,
    serverTLSBootstrap: live.serverTLSBootstrap === true ? true : undefined,
    rotateCertificates: live.rotateCertificates === false ? false : undefined,
  });
  return Object.keys(s).length ? s : undefined;
}
