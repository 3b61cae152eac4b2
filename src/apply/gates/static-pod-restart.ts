import type { StaticPodComponent } from '../../model/rollout.js';
import type { ProbeTarget } from '../../providers/probe/http-probe.js';
import { kubeletState, probePasses, type GateContext, type GateRun } from './gate-context.js';
import { parkManifest } from './park-manifest.js';
import { probeOf } from './manifest-probe.js';
import { pollUntil } from './poll.js';
import { podLogTail } from './static-pod.js';
import { manifestPath } from '../../model/kubeadm-paths.js';

/**
 * Restarts a static pod whose manifest did not change but whose certificates, keys or kubeconfig
 * were renewed (the components read them once, at start), the way kubeadm's documentation says
 * to: move the manifest out of the kubelet's static pod directory, wait until the pod has
 * stopped (its probe port refuses connections), and move it back. It is done when the pod
 * answers its own probe again — for etcd, a linearizable health check, so with quorum. The
 * manifest always goes back: on every path out of this code, and by a timer on the host should
 * the connection drop.
 */
export function staticPodRestartGate(ctx: GateContext, host: string, component: StaticPodComponent, parkDir: string): GateRun {
  const transport = () => ctx.transports.get(host)!;
  const timeout = ctx.cluster.rollout.staticPodTimeoutSeconds;
  const address = ctx.cluster.hosts.find((h) => h.name === host)!.internalAddress;
  const manifest = manifestPath(component);
  let target: ProbeTarget | undefined;

  const restart = async (what: string, signal: AbortSignal) => {
    const parked = await parkManifest(ctx, host, component, target!, parkDir, signal);
    await parked.putBack();
    await pollUntil(what, timeout, signal, () => probePasses(ctx, host, target!), { seen: ctx.seen });
  };

  return {
    async prepare() {
      const kubelet = await kubeletState(ctx, host);
      if (kubelet === 'absent') return { skip: `no kubelet listens on ${host}, so nothing there runs ${component}; its files are written without a restart` };
      if (kubelet !== 'running') return { refuse: kubelet };
      const seen = (await ctx.observeHost(transport(), [manifest])).files.get(manifest);
      if (!seen?.content) return { skip: `${manifest} is not on ${host}, so ${component} does not run there; nothing to restart` };
      target = probeOf(seen.content.toString('utf8'), component, address);
      // Fail closed: a pod whose health k8sform cannot check is not restarted blind.
      if (!target) return { refuse: `${manifest} on ${host} has no HTTP readiness or liveness probe to check after a restart` };
      return {};
    },
    passed: (signal) => restart(`${component} on ${host} restarted and healthy`, signal),
    restored: (signal) => restart(`${component} on ${host} restarted with the restored files and healthy`, signal),
    logs: () => podLogTail(ctx, host, component),
  };
}
