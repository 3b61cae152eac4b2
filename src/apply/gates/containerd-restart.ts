import { failureLine } from '../../model/host-transport.js';
import { shQuote } from '../../model/shell-quote.js';
import { CRI_PLUGIN_STATUS_AWK, criSocketPath } from '../../model/node-software.js';
import { kubeletLog, runHostCommand, tail, type GateContext } from './gate-context.js';
import { pollUntil } from './poll.js';

/**
 * Whether the CRI answers at `socket`: crictl's Version call when crictl is installed, else
 * containerd's own list of its plugins, in which the CRI plugin must be `ok` (containerd starts
 * without it when its section of config.toml is wrong, and then only the kubelet would notice).
 */
const criAnswers = (socket: string) => [
  `s=${shQuote(socket)}`,
  'if command -v crictl >/dev/null 2>&1; then timeout 10 crictl --runtime-endpoint "unix://$s" --timeout 5s version >/dev/null',
  'else r=$(timeout 10 ctr --address "$s" plugins ls 2>&1) || { printf "%s\\n" "$r" | tail -n1 >&2; exit 1; }',
  `  st=$(printf "%s\\n" "$r" | ${CRI_PLUGIN_STATUS_AWK})`,
  '  [ "$st" = ok ] || { echo "containerd\'s CRI plugin is ${st:-not loaded}" >&2; exit 1; }',
  'fi',
].join('\n');

/**
 * Restarts containerd on a host whose config.toml was written (rollout.containerdRestartCommand):
 * containerd reads it only when it starts. Running containers keep running (their shims are their
 * own processes). Done when the CRI answers again; throws GateFailed saying what it last saw.
 */
export async function restartContainerd(ctx: GateContext, host: string, signal: AbortSignal): Promise<void> {
  const command = ctx.cluster.rollout.containerdRestartCommand;
  await runHostCommand(ctx, host, command);
  ctx.say(`  host[${host}]: restarted containerd (${command})`);
  const socket = criSocketPath(ctx.cluster.kubelet.criSocket);
  await pollUntil(`the container runtime on ${host} answering at ${socket}`, ctx.cluster.rollout.kubeletTimeoutSeconds, signal, async () => {
    const r = await ctx.transports.get(host)!.exec(criAnswers(socket));
    return r.code === 0 ? true : failureLine(r);
  }, { seen: ctx.seen });
}

/**
 * The kubelet's last log lines, after containerd's when its configuration changed in the step; never
 * throws.
 */
export async function kubeletAndRuntimeLog(ctx: GateContext, host: string, containerd: boolean): Promise<string[]> {
  const runtime = containerd ? await tail(ctx, host, 'journalctl -u containerd -n 8 --no-pager 2>/dev/null || true') : [];
  return [...runtime, ...await kubeletLog(ctx, host)];
}
