import { dirname, resolve as resolvePath } from 'node:path';
import type { ArchiveSource, ClusterFile, SSHSettings as SSHFile } from './cluster-file.generated.js';
import type { AddonObject, Cluster, EncryptionAtRest, Host, SSHSettings } from '../model/cluster.js';
import { parseDuration } from '../model/duration.js';
import { joinHostPort, normalizeIP, nthAddress, parseCidr, splitHostPort } from '../model/net.js';
import { etcdImageTagFor, releaseFor, userFlagsAppended } from './releases.js';
import type { ApiServerConfigFiles } from './apiserver-config-files.js';
import { InternalError } from '../errors.js';
import { DEFAULT_BINARY_URL, NODE_ARCHIVES, type NodeArchive, type NodeArchiveName, type NodeSoftware } from '../model/node-software.js';

/**
 * Turns a schema-valid, semantically valid, defaulted cluster file into the Cluster everything
 * downstream uses. Only derivations live here; every default that can be static is in the schema.
 * `apiServerFiles`: the configuration files spec.apiServer names, already read and checked;
 * `addonObjects`: the objects of spec.addons.manifests, read and checked likewise.
 */
export function resolveCluster(file: ClusterFile, sourcePath: string, apiServerFiles: ApiServerConfigFiles = {}, addonObjects: readonly AddonObject[] = []): Cluster {
  const s = file.spec;
  const baseDir = dirname(resolvePath(sourcePath));
  const release = releaseFor(s.kubernetesVersion);
  const service = parseCidr(s.networking!.serviceSubnet!);
  if (!release || !service) throw new InternalError('resolveCluster called on an unvalidated cluster file');
  const cp = s.hosts.find((h) => h.role === 'control-plane')!;
  const bindPort = s.apiServer!.bindPort!;
  const endpoint = s.controlPlaneEndpoint ? splitHostPort(s.controlPlaneEndpoint)! : { host: cp.internalAddress ?? cp.address };
  const duration = (d: string) => parseDuration(d)!;
  const local = s.etcd!.external ? undefined : s.etcd!.local ?? {};
  const component = (c: { extraArgs?: Record<string, string>; extraVolumes?: unknown[]; extraEnvs?: unknown[] } | undefined) => ({
    extraArgs: c?.extraArgs ?? {},
    extraVolumes: (c?.extraVolumes ?? []) as Cluster['apiServer']['extraVolumes'],
    extraEnvs: (c?.extraEnvs ?? []) as Cluster['apiServer']['extraEnvs'],
  });
  const caFiles = Object.fromEntries(
    (['ca', 'frontProxyCA', 'etcdCA'] as const)
      .filter((k) => s.certificates![k])
      .map((k) => [k, { certFile: resolvePath(baseDir, s.certificates![k]!.certFile), keyFile: resolvePath(baseDir, s.certificates![k]!.keyFile) }]),
  );

  return {
    name: file.metadata.name,
    sourcePath,
    kubernetesVersion: s.kubernetesVersion,
    release,
    userFlagsAppended: userFlagsAppended(release, s.kubernetesVersion),
    clusterName: s.clusterName!,
    controlPlaneEndpoint: { host: endpoint.host, port: endpoint.port ?? bindPort, configured: Boolean(s.controlPlaneEndpoint) },
    imageRepository: s.imageRepository!,
    networking: {
      serviceSubnet: service.text,
      podSubnet: s.networking!.podSubnet ? parseCidr(s.networking!.podSubnet)!.text : undefined,
      dnsDomain: s.networking!.dnsDomain!,
      kubernetesServiceIP: nthAddress(service, 1),
      dnsServiceIP: nthAddress(service, 10),
    },
    certificates: {
      keyAlgorithm: s.certificates!.keyAlgorithm!,
      caValiditySeconds: duration(s.certificates!.caValidity!),
      validitySeconds: duration(s.certificates!.validity!),
      renewBeforeSeconds: duration(s.certificates!.renewBefore!),
      certSANs: s.certificates!.certSANs!,
      caFiles,
      ...(s.certificates!.serviceAccountKey ? { serviceAccountKeyFile: resolvePath(baseDir, s.certificates!.serviceAccountKey.keyFile) } : {}),
      rotateCA: s.certificates!.rotateCA ?? {},
    },
    etcd: local
      ? { mode: 'local', dataDir: local.dataDir ?? '/var/lib/etcd', imageTag: local.imageTag ?? etcdImageTagFor(release, s.kubernetesVersion), extraArgs: local.extraArgs ?? {}, extraEnvs: local.extraEnvs ?? [], keepSnapshots: local.keepSnapshots ?? 3 }
      : { mode: 'external', endpoints: s.etcd!.external!.endpoints, caFile: s.etcd!.external!.caFile!, certFile: s.etcd!.external!.certFile!, keyFile: s.etcd!.external!.keyFile! },
    apiServer: {
      ...component(s.apiServer),
      bindPort,
      aggregatorRouting: s.apiServer!.aggregatorRouting!,
      mixedVersionProxy: s.apiServer!.mixedVersionProxy!,
      verifyKubeletServingCerts: s.apiServer!.verifyKubeletServingCerts!,
      ...(s.apiServer!.encryptionAtRest ? { encryptionAtRest: encryptionAtRest(s.apiServer!.encryptionAtRest, baseDir) } : {}),
      ...apiServerFiles,
    },
    controllerManager: component(s.controllerManager),
    scheduler: component(s.scheduler),
    kubelet: {
      cgroupDriver: s.kubelet!.cgroupDriver!,
      criSocket: s.kubelet!.criSocket!,
      rotateCertificates: s.kubelet!.rotateCertificates!,
      serverTLSBootstrap: s.kubelet!.serverTLSBootstrap!,
      config: s.kubelet!.config!,
    },
    ...(s.nodeSoftware ? { nodeSoftware: nodeSoftware(s.nodeSoftware, baseDir) } : {}),
    bootstrapTokens: s.bootstrapTokens!.map((t) => ({
      description: t.description,
      ttlSeconds: duration(t.ttl!),
      usages: t.usages!,
      groups: t.groups!,
    })),
    addons: {
      kubeProxy: { enabled: s.addons!.kubeProxy!.enabled!, mode: s.addons!.kubeProxy!.mode! },
      coreDNS: { enabled: s.addons!.coreDNS!.enabled!, replicas: s.addons!.coreDNS!.replicas! },
      objects: addonObjects,
    },
    rollout: {
      staticPodTimeoutSeconds: duration(s.rollout!.staticPodTimeout!),
      kubeletTimeoutSeconds: duration(s.rollout!.kubeletTimeout!),
      workloadTimeoutSeconds: duration(s.rollout!.workloadTimeout!),
      workerParallelism: s.rollout!.workerParallelism!,
      kubeletRestartCommand: s.rollout!.kubeletRestartCommand!,
      kubeletStopCommand: s.rollout!.kubeletStopCommand!,
      kubeletStartCommand: s.rollout!.kubeletStartCommand!,
      containerdRestartCommand: s.rollout!.containerdRestartCommand!,
    },
    keepBackups: s.rollout!.keepBackups!,
    preflight: { ignore: s.preflight!.ignore! },
    ssh: mergeSSH(s.ssh, undefined, baseDir),
    hosts: s.hosts.map((h): Host => ({
      name: h.name,
      role: h.role,
      address: h.address,
      internalAddress: normalizeIP(h.internalAddress ?? h.address),
      labels: h.labels ?? {},
      taints: h.taints ?? [],
      transport:
        h.transport === 'local'
          ? { kind: 'local', root: resolvePath(baseDir, h.local!.root) }
          : { kind: 'ssh', ssh: mergeSSH(s.ssh, h.ssh, baseDir) },
    })),
  };
}

function mergeSSH(cluster: SSHFile | undefined, host: SSHFile | undefined, baseDir: string): SSHSettings {
  const pick = <K extends keyof SSHFile>(k: K) => host?.[k] ?? cluster?.[k];
  const user = pick('user') ?? 'root';
  const bastion = pick('bastion');
  return {
    user,
    port: pick('port') ?? 22,
    // ~/ is the invoking user's home (expanded by the ssh provider); other relative paths are relative to cluster.yaml.
    identityFile: identityFile(pick('identityFile'), baseDir),
    knownHostsFile: resolvePath(baseDir, pick('knownHostsFile') ?? 'known_hosts'),
    sudo: pick('sudo') ?? false,
    bastion: bastion ? { address: bastion.address, user: bastion.user ?? user, port: bastion.port ?? 22 } : undefined,
  };
}

function identityFile(path: string | undefined, baseDir: string): string | undefined {
  if (path === undefined || path.startsWith('~/') || path === '~') return path;
  return resolvePath(baseDir, path);
}

/** `https://<endpoint>` for kubeconfigs and cluster-info. */
export function controlPlaneURL(c: Cluster): string {
  return `https://${joinHostPort(c.controlPlaneEndpoint.host, c.controlPlaneEndpoint.port)}`;
}

/** spec.apiServer.encryptionAtRest, its keysFile resolved from cluster.yaml's directory. */
function encryptionAtRest(e: NonNullable<NonNullable<ClusterFile['spec']['apiServer']>['encryptionAtRest']>, baseDir: string): EncryptionAtRest {
  return { provider: e.provider, keys: [...e.keys], ...(e.keysFile === undefined ? {} : { keysFile: resolvePath(baseDir, e.keysFile) }) };
}

function nodeSoftware(n: NonNullable<ClusterFile['spec']['nodeSoftware']>, baseDir: string): NodeSoftware {
  const source = n.source?.directory !== undefined
    // A directory holds the binaries by name, unless its path places {name} itself.
    ? { kind: 'directory' as const, template: resolvePath(baseDir, n.source.directory) + (n.source.directory.includes('{name}') ? '' : '/{name}') }
    : { kind: 'url' as const, template: n.source?.url ?? DEFAULT_BINARY_URL };
  const archiveSource = (name: NodeArchiveName, s: ArchiveSource | undefined) => (s?.directory !== undefined
    ? { kind: 'directory' as const, template: resolvePath(baseDir, s.directory) }
    : { kind: 'url' as const, template: s?.url ?? NODE_ARCHIVES[name].url });
  const archives: NodeArchive[] = [
    ...(n.crictl ? [{ name: 'crictl' as const, version: n.crictl.version, source: archiveSource('crictl', n.crictl.source), members: ['crictl'] }] : []),
    ...(n.cniPlugins ? [{ name: 'cni-plugins' as const, version: n.cniPlugins.version, source: archiveSource('cni-plugins', n.cniPlugins.source), members: [...new Set(n.cniPlugins.plugins!)].sort() }] : []),
  ];
  const mirrors = Object.entries(n.containerd?.registryMirrors ?? {}).map(([registry, list]) => [registry, list.map((m) => ({
    url: m.url, capabilities: m.capabilities ?? ['pull', 'resolve'], ...(m.ca === undefined ? {} : { ca: m.ca }), skipVerify: m.skipVerify ?? false, overridePath: m.overridePath ?? false,
  }))] as const);
  const containerd = n.containerd?.manageConfig === false ? {} : { containerd: { config: (n.containerd?.config ?? {}) as Record<string, unknown>, registryMirrors: Object.fromEntries(mirrors) } };
  return { source, checksums: n.checksums ?? {}, archives, ...containerd };
}
