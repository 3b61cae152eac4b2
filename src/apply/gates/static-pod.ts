import { parse } from 'yaml';
import type { StaticPodComponent } from '../../model/rollout.js';
import { containers, mirrorPodRef, probeOf, type PodSpec } from './manifest-probe.js';
import { shQuote } from '../../model/shell-quote.js';
import { getObject, kubeletState, probePasses, tail, type GateContext, type GateRun } from './gate-context.js';
import { pollUntil } from './poll.js';

const CONFIG_HASH = 'kubernetes.io/config.hash';


/**
 * A static pod is done when its mirror pod runs the manifest just written — config.hash differs
 * from the one before the write and the containers' images and commands are the new ones, so the
 * gate can never pass on the old process — and the manifest's own probe passes from the host. For
 * etcd the probe asks for a linearizable health check, which only passes with quorum.
 * `remakeStaleMirrorAfterMs`: for a pod that restarted while the host's apiserver was stopped, the
 * kubelet could not replace its mirror pod then, and may only try again at its next periodic sync
 * (a minute); a mirror pod still of the previous manifest that long is deleted (at its
 * resourceVersion), which makes the kubelet create it again at once. Deleting a mirror pod never
 * touches the static pod itself.
 */
export function staticPodGate(ctx: GateContext, host: string, component: StaticPodComponent, written: string, previous: string | undefined, options: { readonly remakeStaleMirrorAfterMs?: number } = {}): GateRun {
  const node = host;
  const mirror = mirrorPodRef(component, node);
  let hashBefore: string | undefined;
  const address = ctx.cluster.hosts.find((h) => h.name === host)!.internalAddress;
  const timeout = ctx.cluster.rollout.staticPodTimeoutSeconds;

  let staleSince: number | undefined;
  const runs = async (manifest: string, hash: 'changed' | 'as-before'): Promise<true | string> => {
    const pod = await getObject(ctx, host, mirror);
    if (!pod) return `no mirror pod ${mirror.metadata.name}`;
    const seen = (pod.metadata.annotations as Record<string, string> | undefined)?.[CONFIG_HASH];
    if (hash === 'changed' && hashBefore !== undefined && seen === hashBefore) {
      const stale = `the mirror pod still runs the previous manifest (${CONFIG_HASH} ${seen})`;
      staleSince ??= Date.now();
      if (options.remakeStaleMirrorAfterMs === undefined || Date.now() - staleSince < options.remakeStaleMirrorAfterMs) return stale;
      staleSince = Date.now();
      const deleted = await ctx.api(host)!.deleteAt(pod, String(pod.metadata.resourceVersion));
      return `${stale}${deleted ? ': deleted it, so the kubelet makes it again' : ''}`;
    }
    staleSince = undefined;
    if (hash === 'as-before' && hashBefore !== undefined && seen !== hashBefore) return `the mirror pod does not run the restored manifest yet (${CONFIG_HASH} ${seen})`;
    if (containers(pod) !== containers(parse(manifest) as PodSpec)) return 'the mirror pod does not run the manifest just written yet';
    const target = probeOf(manifest, component, address);
    // Fail closed: a manifest whose health k8sform cannot check never passes its gate.
    if (!target) return 'the manifest has no HTTP readiness or liveness probe to check';
    return probePasses(ctx, host, target);
  };

  return {
    async prepare() {
      const kubelet = await kubeletState(ctx, host);
      if (kubelet === 'absent') return { skip: `no kubelet listens on ${host}, so nothing there runs the manifest; written without waiting` };
      if (kubelet !== 'running') return { refuse: kubelet };
      try {
        hashBefore = ((await getObject(ctx, host, mirror))?.metadata.annotations as Record<string, string> | undefined)?.[CONFIG_HASH];
      } catch {
        hashBefore = undefined;
      }
      return {};
    },
    passed: (signal) => pollUntil(`${component} on ${host} running the new manifest and healthy`, timeout, signal, () => runs(written, 'changed'), { seen: ctx.seen }),
    restored: (signal) => pollUntil(`${component} on ${host} running the restored manifest and healthy`, timeout, signal, () => runs(previous ?? written, 'as-before'), { seen: ctx.seen }),
    logs: () => podLogTail(ctx, host, component),
  };
}

/** The last lines the component's container logged on the host (the kubelet's pod log files). */
export function podLogTail(ctx: GateContext, host: string, component: StaticPodComponent): Promise<string[]> {
  return tail(ctx, host, podLogTailScript(component, host));
}

/**
 * The newest of the component's pod log files that has anything in it: a container in crash-loop
 * back-off is started again and again, and the file of the attempt just started is empty until its
 * process writes, so the newest file alone can miss why the attempts before it failed.
 */
export function podLogTailScript(component: StaticPodComponent, host: string, logDirectory = '/var/log/pods'): string {
  return `for f in $(ls -t ${shQuote(logDirectory)}/kube-system_${component}-${host}_*/${shQuote(component)}/*.log 2>/dev/null); do if [ -s "$f" ]; then tail -n 12 "$f" | sed -E 's/^[^ ]+ (stdout|stderr) [FP] //'; break; fi; done`;
}
