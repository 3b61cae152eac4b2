import { getObject, kubeletHealth, kubeletState, nodeReady, tail, type GateContext, type GateRun } from './gate-context.js';
import { pollUntil } from './poll.js';

/**
 * A kubelet whose configuration changed is restarted with the cluster's restart command; it is done
 * when it answers /healthz, its Node is Ready, and its node Lease was renewed after the restart
 * returned (so the heartbeat is the new process's, not the old one's).
 */
export function kubeletGate(ctx: GateContext, host: string): GateRun {
  const node = host;
  const lease = { apiVersion: 'coordination.k8s.io/v1', kind: 'Lease', metadata: { name: node, namespace: 'kube-node-lease' } };
  const timeout = ctx.cluster.rollout.kubeletTimeoutSeconds;
  const renewTime = async () => ((await getObject(ctx, undefined, lease))?.spec as { renewTime?: string } | undefined)?.renewTime;

  const restartAndWait = async (what: string, signal: AbortSignal) => {
    const r = await ctx.transports.get(host)!.exec(ctx.cluster.rollout.kubeletRestartCommand);
    if (r.code !== 0) throw new Error(`${ctx.cluster.rollout.kubeletRestartCommand} failed on ${host} (exit ${r.code}): ${r.stderr.trim().split('\n').pop() ?? ''}`);
    const before = await renewTime().catch(() => undefined);
    await pollUntil(what, timeout, signal, async () => {
      const health = await kubeletHealth(ctx, host);
      if (health !== 'ok') return `kubelet /healthz: ${health}`;
      const ready = nodeReady(await getObject(ctx, undefined, { apiVersion: 'v1', kind: 'Node', metadata: { name: node } }));
      if (ready !== true) return ready;
      const now = await renewTime();
      return before === undefined || (now !== undefined && Date.parse(now) > Date.parse(before)) ? true : 'the node Lease was not renewed since the restart';
    });
  };

  return {
    async prepare() {
      const kubelet = await kubeletState(ctx, host);
      if (kubelet === 'absent') return { skip: `no kubelet listens on ${host}; its files are written and it is not restarted` };
      return kubelet === 'running' ? {} : { refuse: kubelet };
    },
    passed: (signal) => restartAndWait(`the kubelet on ${host} healthy with the new configuration and its Node Ready`, signal),
    restored: (signal) => restartAndWait(`the kubelet on ${host} healthy with the restored configuration and its Node Ready`, signal),
    logs: () => tail(ctx, host, 'journalctl -u kubelet -n 12 --no-pager 2>/dev/null || true'),
  };
}
