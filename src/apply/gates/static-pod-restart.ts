import { randomBytes } from 'node:crypto';
import type { StaticPodComponent } from '../../model/rollout.js';
import type { ProbeTarget } from '../../providers/probe/http-probe.js';
import { shQuote } from '../../model/shell-quote.js';
import { kubeletState, probeOnHost, probePasses, refused, type GateContext, type GateRun } from './gate-context.js';
import { probeOf } from './manifest-probe.js';
import { pollUntil } from './poll.js';
import { podLogTail } from './static-pod.js';
import { manifestPath } from '../../model/kubeadm-paths.js';
import { failureLine } from '../../model/host-transport.js';

/** If k8sform loses the host while a manifest is moved out, the host puts it back by itself after this long. */
const PUT_BACK_AFTER_SECONDS = 300;

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
    const parked = `${parkDir}/${component}.yaml.restart-${randomBytes(4).toString('hex')}`;
    const root = shQuote(transport().root);
    const [m, p] = [`${root}${shQuote(manifest)}`, `${root}${shQuote(parked)}`];
    const out = await transport().exec([
      'set -eu',
      'umask 077',
      `mkdir -p ${root}${shQuote(parkDir)}`,
      `mv ${m} ${p}`,
      // The watchdog runs in its own session (so it outlives this connection), its PID its group.
      `setsid sh -c 'sleep ${PUT_BACK_AFTER_SECONDS}; if [ -f "$1" ] && [ ! -e "$2" ]; then mv "$1" "$2"; fi' sh ${p} ${m} </dev/null >/dev/null 2>&1 &`,
      'echo "$!"',
    ].join('\n'));
    if (out.code !== 0) throw new Error(`moving ${manifest} out on ${host} failed: ${failureLine(out)}`);
    const watchdog = Number(out.stdout.toString('utf8').trim());
    const putBack = () => transport().exec(`if [ -f ${p} ] && [ ! -e ${m} ]; then mv ${p} ${m}; fi${watchdog > 1 ? `; kill -- -${watchdog} 2>/dev/null || true` : ''}`);
    try {
      await pollUntil(`${component} on ${host} stopped after its manifest was moved out`, timeout, signal, async () => {
        const health = await probeOnHost(ctx, host, target!);
        return refused(health) ? true : `its probe still answers (${health})`;
      }, { seen: ctx.seen });
    } finally {
      const r = await putBack();
      if (r.code !== 0) throw new Error(`moving ${manifest} back on ${host} failed (exit ${r.code}); it is at ${parked} and the host puts it back within ${PUT_BACK_AFTER_SECONDS}s`);
    }
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
