import { controlPlaneHosts } from '../model/cluster.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import type { KubeObject } from '../model/desired.js';
import { isEffective } from '../model/plan.js';
import { STATIC_POD_ORDER } from '../model/rollout.js';
import { releaseMigrations } from '../planner/release-migrations.js';
import { allowedNext, clusterVersion, skewViolations } from '../planner/version-skew.js';
import type { ComponentVersion, UpgradeComponent, UpgradeReport } from '../model/upgrade-report.js';
import { renderStaticPods } from '../render/static-pods/index.js';
import { imageTagOf, tagOfImage } from '../state/running-versions.js';
import { computePlan } from './compute-plan.js';
import type { Session } from './session.js';
import type { Progress } from '../model/progress.js';

/** Addons whose image k8sform renders: Deployment/DaemonSet in kube-system, and the container to read. */
const ADDONS = [
  { component: 'kube-proxy', kind: 'DaemonSet', name: 'kube-proxy' },
  { component: 'CoreDNS', kind: 'Deployment', name: 'coredns' },
] as const satisfies readonly { component: UpgradeComponent; kind: string; name: string }[];

/** The versions running now against the ones cluster.yaml asks for, with the skew policy's verdict. */
export async function upgradeReport(loaded: LoadedCluster, session: Session, now: Date, targets: readonly string[] = [], progress?: Progress): Promise<UpgradeReport> {
  const { cluster } = loaded;
  // With --target host the apiserver is not asked: Nodes' kubelets and addons show as unknown.
  const computed = await computePlan(loaded, session, now, targets, { allowSkew: true, progress, preflight: 'report' });
  const { running } = computed;
  const components: ComponentVersion[] = [];
  for (const h of controlPlaneHosts(cluster)) {
    const pods = renderStaticPods(cluster, h);
    for (const c of STATIC_POD_ORDER) {
      const manifest = pods.find((d) => d.spec.path.endsWith(`/${c}.yaml`));
      if (!manifest) continue; // external etcd
      components.push({ component: c, where: `host[${h.name}]`, now: running.controlPlanes.get(h.name)?.get(c), target: imageTagOf(manifest.spec.content, c)! });
    }
  }
  for (const h of cluster.hosts) components.push({ component: 'kubelet', where: `Node ${h.name}`, now: running.kubelets.get(h.name), target: cluster.kubernetesVersion });
  for (const a of ADDONS) {
    const desired = computed.objects.find((d) => d.spec.manifest.kind === a.kind && d.spec.manifest.metadata.name === a.name)?.spec.manifest;
    if (!desired) continue;
    const live = computed.objectsObserved ? await computed.api!.admin.get(desired) : undefined;
    components.push({ component: a.component, where: 'cluster', now: live && addonTag(live), target: addonTag(desired)! });
  }
  const current = clusterVersion(running);
  const effective = computed.plan.changes.filter(isEffective);
  return {
    cluster: cluster.name,
    clusterVersion: current,
    target: cluster.kubernetesVersion,
    allowedNext: current ? allowedNext(current) : [],
    components,
    migrations: current ? releaseMigrations(current, cluster.kubernetesVersion) : [],
    ...(cluster.nodeSoftware ? { installsKubelets: true } : {}),
    violations: skewViolations(cluster.kubernetesVersion, running),
    changes: effective.length,
    steps: computed.steps.length,
    warnings: computed.plan.warnings ?? [],
  };
}

/** The image tag of a workload's first container. */
function addonTag(o: KubeObject): string | undefined {
  const image = (o as { spec?: { template?: { spec?: { containers?: { image?: string }[] } } } }).spec?.template?.spec?.containers?.[0]?.image;
  return image === undefined ? undefined : tagOfImage(image);
}
