import { kubeletHealth, runHostCommand, type GateContext, type GateRun } from './gate-context.js';
import { kubeletAndRuntimeLog, restartContainerd } from './containerd-restart.js';
import { pollUntil } from './poll.js';

/**
 * Starts the kubelet of a host being set up once its files are written, as `kubeadm init` and
 * `kubeadm join` start it (kubeadm restarts the unit whatever its state; here it is also enabled,
 * since a removal stopped it): a kubelet left stopped never registers its Node. Unless it is to TLS
 * bootstrap first (`bootstrap`), done when it answers /healthz, which a kubelet with its own client
 * certificate does before any apiserver answers. containerd is restarted first when its configuration
 * was written (`containerd`). Throws saying what it last saw.
 */
export async function startKubelet(ctx: GateContext, host: string, signal: AbortSignal, bootstrap: boolean, containerd: boolean): Promise<void> {
  if (containerd) await restartContainerd(ctx, host, signal);
  const command = ctx.cluster.rollout.kubeletStartCommand;
  await runHostCommand(ctx, host, command);
  ctx.say(`  host[${host}]: started the kubelet (${command})`);
  if (bootstrap) return;
  await pollUntil(`the kubelet on ${host} started and answering /healthz`, ctx.cluster.rollout.kubeletTimeoutSeconds, signal, async () => {
    const health = await kubeletHealth(ctx, host);
    return health === 'ok' ? true : `kubelet /healthz: ${health}`;
  }, { seen: ctx.seen });
}

/**
 * The kubelet-start gate: nothing to record before the write; after it the kubelet is started (a
 * worker's Node registers once TLS bootstrap is done). Rolled back (its files removed), the kubelet
 * is stopped again, as before it joined, and containerd restarted onto its restored configuration.
 */
export function kubeletStartGate(ctx: GateContext, host: string, bootstrap: boolean, containerd: boolean): GateRun {
  return {
    prepare: async () => ({}),
    passed: (signal) => startKubelet(ctx, host, signal, bootstrap, containerd),
    restored: async (signal) => {
      await runHostCommand(ctx, host, ctx.cluster.rollout.kubeletStopCommand);
      if (containerd) await restartContainerd(ctx, host, signal);
    },
    logs: () => kubeletAndRuntimeLog(ctx, host, containerd),
  };
}
