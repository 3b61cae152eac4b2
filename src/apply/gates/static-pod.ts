import { parse } from 'yaml';
import type { KubeObject } from '../../model/desired.js';
import type { StaticPodComponent } from '../../model/rollout.js';
import { probeHttp, type ProbeTarget } from '../../providers/probe/http-probe.js';
import { shQuote } from '../../state/shell.js';
import { getObject, kubeletHealth, tail, type GateContext, type GateRun } from './gate-context.js';
import { pollUntil } from './poll.js';

const CONFIG_HASH = 'kubernetes.io/config.hash';

interface PodSpec {
  spec?: { containers?: { name: string; image?: string; command?: string[]; readinessProbe?: Probe; livenessProbe?: Probe }[] };
}
interface Probe {
  httpGet?: { host?: string; path?: string; port?: number | string; scheme?: string };
}

/**
 * A static pod is done when its mirror pod runs the manifest just written — config.hash differs
 * from the one before the write and the containers' images and commands are the new ones, so the
 * gate can never pass on the old process — and the manifest's own probe passes from the host. For
 * etcd the probe asks for a linearizable health check, which only passes with quorum.
 */
export function staticPodGate(ctx: GateContext, host: string, component: StaticPodComponent, written: string, previous: string | undefined): GateRun {
  const node = host;
  const mirror = { apiVersion: 'v1', kind: 'Pod', metadata: { name: `${component}-${node}`, namespace: 'kube-system' } };
  let hashBefore: string | undefined;
  const address = ctx.cluster.hosts.find((h) => h.name === host)!.internalAddress;
  const timeout = ctx.cluster.rollout.staticPodTimeoutSeconds;

  const runs = async (manifest: string, hash: 'changed' | 'as-before'): Promise<true | string> => {
    const pod = await getObject(ctx, host, mirror);
    if (!pod) return `no mirror pod ${mirror.metadata.name}`;
    const seen = (pod.metadata.annotations as Record<string, string> | undefined)?.[CONFIG_HASH];
    if (hash === 'changed' && hashBefore !== undefined && seen === hashBefore) return `the mirror pod still runs the previous manifest (${CONFIG_HASH} ${seen})`;
    if (hash === 'as-before' && hashBefore !== undefined && seen !== hashBefore) return `the mirror pod does not run the restored manifest yet (${CONFIG_HASH} ${seen})`;
    if (containers(pod) !== containers(parse(manifest) as PodSpec)) return 'the mirror pod does not run the manifest just written yet';
    const target = probeOf(manifest, component, address);
    if (!target) return true;
    const health = await probeHttp(() => ctx.transports.get(host)!.connect(target.host, target.port), target);
    return health === 'ok' ? true : `${target.scheme.toLowerCase()}://${target.host}:${target.port}${target.path}: ${health}`;
  };

  return {
    async prepare() {
      if ((await kubeletHealth(ctx, host)) !== 'ok') return { skip: `the kubelet on ${host} does not answer /healthz, so nothing there can run the manifest; written without waiting` };
      try {
        hashBefore = ((await getObject(ctx, host, mirror))?.metadata.annotations as Record<string, string> | undefined)?.[CONFIG_HASH];
      } catch {
        hashBefore = undefined;
      }
      return {};
    },
    passed: (signal) => pollUntil(`${component} on ${host} running the new manifest and healthy`, timeout, signal, () => runs(written, 'changed')),
    restored: (signal) => pollUntil(`${component} on ${host} running the restored manifest and healthy`, timeout, signal, () => runs(previous ?? written, 'as-before')),
    logs: () => tail(ctx, host, `f=$(ls -t /var/log/pods/kube-system_${component}-${node}_*/${shQuote(component)}/*.log 2>/dev/null | head -n 1); [ -n "$f" ] && tail -n 12 "$f" | sed -E 's/^[^ ]+ (stdout|stderr) [FP] //'`),
  };
}

/** Name, image and command of every container: what a manifest change changes. */
function containers(pod: PodSpec | KubeObject): string {
  const list = ((pod as PodSpec).spec?.containers ?? []).map((c) => [c.name, c.image, c.command ?? []]);
  return JSON.stringify(list);
}

/** The manifest's readiness (else liveness) probe as the kubelet would run it; etcd's asks for quorum. */
function probeOf(manifest: string, component: StaticPodComponent, podAddress: string): ProbeTarget | undefined {
  const c = (parse(manifest) as PodSpec).spec?.containers?.[0];
  const get = (c?.readinessProbe ?? c?.livenessProbe)?.httpGet;
  if (!get || typeof get.port !== 'number') return undefined;
  const path = component === 'etcd' ? '/health?serializable=false' : get.path ?? '/';
  return { scheme: get.scheme === 'HTTPS' ? 'HTTPS' : 'HTTP', host: get.host || podAddress, port: get.port, path };
}
