import { controlPlaneHosts } from '../../model/cluster.js';
import { manifestPath } from '../../model/kubeadm-paths.js';
import type { ProbeTarget } from '../../providers/probe/http-probe.js';
import { probePasses, type GateContext, type GateRun } from './gate-context.js';
import { probeOf } from './manifest-probe.js';
import { parkManifest, type ParkedManifest } from './park-manifest.js';
import { pollUntil } from './poll.js';
import { staticPodGate } from './static-pod.js';

const APISERVER_MANIFEST = manifestPath('kube-apiserver');
/** How long etcd's mirror pod may stay of the previous manifest once the apiserver is back, before it is made again. */
const STALE_MIRROR_MS = 5000;

/**
 * A new etcd manifest on a control plane whose kube-apiserver is one of several. kubeadm's
 * apiserver asks only its own host's member, so while that member restarts it could not answer,
 * yet its /readyz keeps the load balancer sending it requests for a few seconds more, and the
 * kubelet's request to replace etcd's mirror pod hangs on it before the new member is even
 * started. So before the write, the apiserver leaves the rotation: its manifest is moved out and
 * the gate waits until it stopped (gracefully: it drains what it serves). Once the kubelet runs a
 * new etcd process (one started after the old one; etcd needs no apiserver), the manifest goes
 * back; once the apiserver answers its probe again (so the next step never finds two apiservers
 * out), the gate is the static pod's: the mirror pod runs the new manifest (made again if the
 * kubelet, which could not replace it while the apiserver was stopped, leaves it stale), the
 * member is healthy with quorum. With one control plane, or no apiserver or no etcd running on the
 * host, it is the plain static pod gate.
 */
export function etcdManifestGate(ctx: GateContext, host: string, written: string, previous: string | undefined, parkDir: string): GateRun {
  const mirrorOptions: { remakeStaleMirrorAfterMs?: number } = {};
  const inner = staticPodGate(ctx, host, 'etcd', written, previous, mirrorOptions);
  const transport = () => ctx.transports.get(host)!;
  const address = ctx.cluster.hosts.find((h) => h.name === host)!.internalAddress;
  const timeout = ctx.cluster.rollout.staticPodTimeoutSeconds;
  let out: { parked: ParkedManifest; apiserver: ProbeTarget; etcdStarted: number } | undefined;

  const etcdStart = async (): Promise<number | undefined> => (await ctx.observeHost(transport(), [], [], [], ['etcd'])).processes?.get('etcd')?.ticks;
  /** Waits for the apiserver, whose manifest is back, to answer its probe again. */
  const backInRotation = async (signal: AbortSignal) => {
    if (!out) return;
    await pollUntil(`kube-apiserver on ${host} back and ready`, timeout, signal, () => probePasses(ctx, host, out!.apiserver), { seen: ctx.seen });
  };

  return {
    async prepare(signal) {
      const ready = await inner.prepare(signal);
      if (ready.skip || ready.refuse || controlPlaneHosts(ctx.cluster).length < 2) return ready;
      const seen = await ctx.observeHost(transport(), [APISERVER_MANIFEST], [], [], ['etcd']);
      const manifest = seen.files.get(APISERVER_MANIFEST)?.content;
      const apiserver = manifest && probeOf(manifest.toString('utf8'), 'kube-apiserver', address);
      const etcdStarted = seen.processes?.get('etcd')?.ticks;
      if (!apiserver || etcdStarted === undefined) return ready;
      try {
        out = { parked: await parkManifest(ctx, host, 'kube-apiserver', apiserver, parkDir, signal), apiserver, etcdStarted };
        mirrorOptions.remakeStaleMirrorAfterMs = STALE_MIRROR_MS;
      } catch (e) {
        return { refuse: `cannot take kube-apiserver on ${host} out of rotation before its etcd restarts: ${(e as Error).message}` };
      }
      return { ...ready, note: `kube-apiserver stopped (its manifest moved out until the new etcd member runs), so no request waits on ${host}'s etcd while it restarts` };
    },
    async passed(signal) {
      if (out) {
        const before = out.etcdStarted;
        try {
          await pollUntil(`etcd on ${host} started again from the new manifest`, timeout, signal, async () => {
            const now = await etcdStart();
            if (now === undefined) return 'etcd is not running: the kubelet stopped the old member and has not started the new one yet';
            return now !== before ? true : 'etcd still runs the member started before the manifest was written';
          }, { seen: ctx.seen });
        } finally {
          await out.parked.putBack();
        }
        await backInRotation(signal);
      }
      await inner.passed(signal);
    },
    async restored(signal) {
      await out?.parked.putBack();
      await inner.restored(signal);
      await backInRotation(signal);
    },
    abandoned: async () => {
      await out?.parked.putBack();
    },
    logs: inner.logs,
  };
}
