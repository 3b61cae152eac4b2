import { drainNode, drainedLine, uncordonReporting } from '../drain/drain-node.js';
import { getObject, kubeletHealth, kubeletState, nodeReady, runHostCommand, type GateContext, type GateRun } from './gate-context.js';
import { kubeletAndRuntimeLog, restartContainerd } from './containerd-restart.js';
import { pollUntil } from './poll.js';
import { awaitStaticPodsSettled, hostStaticPods, type HostStaticPod } from './static-pods-settled.js';
import { reportedKubeletVersion } from '../../model/running-versions.js';

/**
 * A kubelet whose configuration changed is restarted with the cluster's restart command; it is done
 * when it answers /healthz, its Node is Ready, and its node Lease was renewed after the restart
 * returned (so the heartbeat is the new process's, not the old one's). When it is restarted for a
 * new release (`newRelease`), its Node must also report cluster.yaml's version: a host where the new kubelet was not installed
 * fails the gate instead of passing on the old binary. With `apply --drain` the node is cordoned and
 * its Pods evicted before anything is written, and it is uncordoned once the kubelet (new, or
 * restored after a failed gate) is healthy; a node an operator had cordoned stays cordoned. When a
 * control plane's kubelet changes release (either way), it is done only once its static pods have
 * settled under the new kubelet, which may start them again (awaitStaticPodsSettled). When the step
 * wrote containerd's configuration (`containerd`), containerd is restarted first, and again after a
 * restore, before the kubelet.
 */
export function kubeletGate(ctx: GateContext, host: string, newRelease: boolean, containerd: boolean): GateRun {
  const node = host;
  const version = newRelease ? ctx.cluster.kubernetesVersion : undefined;
  const lease = { apiVersion: 'coordination.k8s.io/v1', kind: 'Lease', metadata: { name: node, namespace: 'kube-node-lease' } };
  const timeout = ctx.cluster.rollout.kubeletTimeoutSeconds;
  /** The host's static pods, read before a restart onto another release; empty on a worker. */
  let staticPods: HostStaticPod[] = [];
  const renewTime = async () => ((await getObject(ctx, undefined, lease))?.spec as { renewTime?: string } | undefined)?.renewTime;

  const restartAndWait = async (what: string, signal: AbortSignal, expected?: string) => {
    if (containerd) await restartContainerd(ctx, host, signal);
    await runHostCommand(ctx, host, ctx.cluster.rollout.kubeletRestartCommand);
    const restartedAt = Date.now();
    const before = await renewTime().catch(() => undefined);
    await pollUntil(what, timeout, signal, async () => {
      const health = await kubeletHealth(ctx, host);
      if (health !== 'ok') return `kubelet /healthz: ${health}`;
      const nodeObject = await getObject(ctx, undefined, { apiVersion: 'v1', kind: 'Node', metadata: { name: node } });
      const ready = nodeReady(nodeObject);
      if (ready !== true) return ready;
      const reported = reportedKubeletVersion(nodeObject);
      if (expected && reported !== expected) return `the kubelet runs ${reported ?? 'an unknown version'}, not ${expected}: install the ${expected} kubelet on ${host} (k8sform installs no packages)`;
      const now = await renewTime();
      return before === undefined || (now !== undefined && Date.parse(now) > Date.parse(before)) ? true : 'the node Lease was not renewed since the restart';
    }, { seen: ctx.seen });
    await awaitStaticPodsSettled(ctx, host, staticPods, restartedAt, `the static pods on ${host} settled under the ${expected ? 'new' : 'restored'} kubelet and healthy`, signal);
  };

  const report = (line: string) => ctx.say(`  host[${host}]: ${line}`);
  /** Whether this gate cordoned the node, so must uncordon it. */
  let cordoned = false;
  const uncordonAfter = async () => {
    if (cordoned && await uncordonReporting(ctx.api(host)!, node, report)) cordoned = false;
  };
  const drain = async (signal: AbortSignal): Promise<{ refuse?: string; note?: string }> => {
    const api = ctx.api(host);
    if (!ctx.drain || !api) return ctx.drain ? { refuse: `no apiserver to drain Node ${node} through` } : {};
    try {
      const drained = await drainNode(api, node, ctx.drain, signal, report);
      cordoned = drained.cordonedHere;
      return { note: drainedLine(node, drained) };
    } catch (e) {
      return { refuse: `could not drain Node ${node}: ${(e as Error).message}` };
    }
  };

  return {
    async prepare(signal) {
      const kubelet = await kubeletState(ctx, host);
      if (kubelet === 'absent') return { skip: `no kubelet listens on ${host}; its files are written and it is not restarted` };
      if (kubelet !== 'running') return { refuse: kubelet };
      if (newRelease) staticPods = await hostStaticPods(ctx, host);
      return drain(signal);
    },
    passed: async (signal) => {
      await restartAndWait(`the kubelet on ${host} healthy with the new configuration${version ? `, at ${version},` : ''} and its Node Ready`, signal, version);
      await uncordonAfter();
    },
    restored: async (signal) => {
      // A kubelet that does not come back healthy leaves its node cordoned: nothing new goes there.
      await restartAndWait(`the kubelet on ${host} healthy with the restored configuration and its Node Ready`, signal);
      await uncordonAfter();
    },
    abandoned: uncordonAfter,
    logs: () => kubeletAndRuntimeLog(ctx, host, containerd),
  };
}
