import type { KubeObject } from '../../model/desired.js';
import { NEW_KUBELET_SETTLE_SECONDS, STABLE_SECONDS, STATIC_POD_ORDER, type StaticPodComponent } from '../../model/rollout.js';
import { getObject, probePasses, type GateContext } from './gate-context.js';
import { mirrorPodRef, probeOf } from './manifest-probe.js';
import { pollUntil } from './poll.js';
import { manifestPath } from '../../model/kubeadm-paths.js';
import { declaresUid } from '../../model/static-pod-uid.js';

/** A static pod's manifest as found on a host before its kubelet restarts. */
export interface HostStaticPod {
  readonly component: StaticPodComponent;
  readonly manifest: string;
}

interface PodStatus {
  containerStatuses?: { name: string; containerID?: string; ready?: boolean; state?: { running?: unknown } }[];
}

/**
 * The containers a mirror pod says run, all ready (their IDs, so a pod started again shows as a
 * change), or why it is not running. Pure.
 */
export function mirrorPodRunning(name: string, mirror: KubeObject | undefined): { readonly containers: string } | string {
  if (!mirror) return `no mirror pod ${name}`;
  const statuses = (mirror.status as PodStatus | undefined)?.containerStatuses ?? [];
  if (statuses.length === 0) return `${name}: no container has started`;
  const waiting = statuses.find((c) => !c.state?.running || c.ready !== true);
  if (waiting) return `${name}: container ${waiting.name} is ${waiting.state?.running ? 'not ready' : 'not running'}`;
  return { containers: statuses.map((c) => c.containerID ?? c.name).join(',') };
}

/**
 * Tells when the same observation has held for `stableMs` and `earliest` has passed: any other
 * observation, or a failed one, starts the wait again. Pure: the clock is passed in.
 */
export class Steadiness {
  private key: string | undefined;
  private since = 0;
  constructor(private readonly earliest: number, private readonly stableMs: number) {}

  /** `key` is what was seen (undefined: nothing healthy); returns whether it is steady, else how long it has held. */
  observe(now: number, key: string | undefined): true | string {
    if (key === undefined || key !== this.key) {
      this.key = key;
      this.since = now;
    }
    if (key === undefined) return 'not all healthy';
    const held = now - this.since;
    if (held < this.stableMs) return `healthy for ${Math.floor(held / 1000)}s of ${Math.round(this.stableMs / 1000)}s`;
    if (now < this.earliest) return `healthy, waiting ${Math.ceil((this.earliest - now) / 1000)}s more for the kubelet to settle`;
    return true;
  }
}

/** The static pods whose manifests are on the host, read before its kubelet restarts. */
export async function hostStaticPods(ctx: GateContext, host: string): Promise<HostStaticPod[]> {
  const seen = (await ctx.observeHost(ctx.transports.get(host)!, STATIC_POD_ORDER.map(manifestPath))).files;
  return STATIC_POD_ORDER.flatMap((component) => {
    const content = seen.get(manifestPath(component))?.content;
    return content ? [{ component, manifest: content.toString('utf8') }] : [];
  });
}

/**
 * When a kubelet of another release that restarted at `restartedAt` is done with the host's static
 * pods at the earliest: at once where every manifest gives its pod's UID (k8sform's do), which the
 * kubelet keeps, so it restarts nothing; else after NEW_KUBELET_SETTLE_SECONDS (kubeadm's
 * manifests, not yet rewritten: the kubelet computes new UIDs and restarts each pod). Pure.
 */
export function settledAtEarliest(pods: readonly HostStaticPod[], restartedAt: number): number {
  return pods.every((p) => declaresUid(p.manifest)) ? restartedAt : restartedAt + NEW_KUBELET_SETTLE_SECONDS * 1000;
}

/**
 * After a kubelet of another release restarted (at `restartedAt`): waits until settledAtEarliest
 * and until, for the last STABLE_SECONDS, every static pod on the host has run the same ready
 * containers (by its mirror pod) and answered its own probe from the host — for etcd a
 * linearizable health check, so the member is back in the quorum. The next step then never goes
 * through an apiserver, or counts on an etcd member, that is about to be killed.
 */
export async function awaitStaticPodsSettled(ctx: GateContext, host: string, pods: readonly HostStaticPod[], restartedAt: number, what: string, signal: AbortSignal): Promise<void> {
  if (pods.length === 0) return;
  const address = ctx.cluster.hosts.find((h) => h.name === host)!.internalAddress;
  const steady = new Steadiness(settledAtEarliest(pods, restartedAt), STABLE_SECONDS * 1000);
  const healthy = async (): Promise<{ containers: string } | string> => {
    const running: string[] = [];
    for (const { component, manifest } of pods) {
      const ref = mirrorPodRef(component, host);
      const name = ref.metadata.name;
      const pod = mirrorPodRunning(name, await getObject(ctx, host, ref));
      if (typeof pod === 'string') return pod;
      const target = probeOf(manifest, component, address);
      if (!target) return `${manifestPath(component)} has no HTTP readiness or liveness probe to check`;
      const health = await probePasses(ctx, host, target);
      if (health !== true) return `${name}: ${health}`;
      running.push(pod.containers);
    }
    return { containers: running.join(';') };
  };
  await pollUntil(what, ctx.cluster.rollout.staticPodTimeoutSeconds, signal, async () => {
    let seen: { containers: string } | string;
    try {
      seen = await healthy();
    } catch (e) {
      seen = (e as Error).message;
    }
    const steadyNow = steady.observe(Date.now(), typeof seen === 'string' ? undefined : seen.containers);
    return steadyNow === true ? true : typeof seen === 'string' ? seen : steadyNow;
  });
}
