import { controlPlaneHosts } from '../../model/cluster.js';
import { etcdPeerURL, hasPeerURL } from '../../model/etcd-membership.js';
import { reachEtcd } from './etcd-members.js';
import type { GateContext, GateRun } from './gate-context.js';
import { pollUntil } from './poll.js';
import { podLogTail } from './static-pod.js';
import { startKubelet } from './kubelet-start.js';

/**
 * A control plane joins the running etcd cluster as kubeadm joins it: before its files are written
 * its member is added as a learner (so its etcd, started with --initial-cluster-state=existing, is
 * let in, and does not vote while it catches up); after, once it has started, it is promoted (etcd
 * refuses until the learner is in sync with the leader, so the promotion is retried) and must answer
 * on its own client URL. When the files are rolled back, or never written, the member this gate
 * added is removed again. With `kubelet`, its kubelet is started once the files are written (see
 * startKubelet), before the member is waited for: the kubelet runs the member.
 */
export function etcdJoinGate(ctx: GateContext, host: string, kubelet: boolean, containerd: boolean): GateRun {
  const self = controlPlaneHosts(ctx.cluster).find((h) => h.name === host)!;
  const peerURL = etcdPeerURL(self);
  const timeout = ctx.cluster.rollout.staticPodTimeoutSeconds;
  let added = false;

  const removeAdded = async () => {
    if (!added) return;
    try {
      const { client, seen } = await reachEtcd(ctx, host);
      const m = seen.members.find((x) => hasPeerURL(x, peerURL));
      if (m) await client.remove(m.id);
      added = false;
      ctx.say(`  host[${host}]: removed its etcd member again`);
    } catch (e) {
      ctx.say(`  host[${host}]: could not remove its etcd member (${(e as Error).message}); remove the member with the peer URL ${peerURL} by hand (etcdctl member remove)`);
    }
  };

  return {
    async prepare(signal) {
      try {
        const { seen } = await reachEtcd(ctx, host);
        const m = seen.members.find((x) => hasPeerURL(x, peerURL));
        if (m) return { note: `already an etcd member (${m.isLearner ? 'a learner' : 'voting'})` };
        // etcd refuses a member add ("unhealthy cluster") until every member has been connected for
        // its health interval, as right after the previous control plane joined: that refusal alone is
        // retried, as kubeadm retries its member add. The list is read again each time, so an add
        // whose answer was lost is found rather than made twice.
        let members: readonly unknown[] = [];
        let fatal: Error | undefined;
        await pollUntil(`etcd to accept ${host} as a learner`, timeout, signal, async () => {
          try {
            const now = await reachEtcd(ctx, host);
            members = now.seen.members;
            if (now.seen.members.some((x) => hasPeerURL(x, peerURL))) return true;
            members = await now.client.addLearner(peerURL);
            return true;
          } catch (e) {
            if (/unhealthy cluster/.test((e as Error).message)) return (e as Error).message;
            fatal = e as Error;
            return true;
          }
        });
        if (fatal) throw fatal;
        added = true;
        return { note: `added to etcd as a learner at ${peerURL} (${members.length} members)` };
      } catch (e) {
        return { refuse: `cannot add ${host} to etcd: ${(e as Error).message}` };
      }
    },
    async passed(signal) {
      if (kubelet) await startKubelet(ctx, host, signal, false, containerd);
      await pollUntil(`${host}'s etcd member to start, catch up, be promoted and answer`, timeout, signal, async () => {
        const { client, seen } = await reachEtcd(ctx, host);
        const m = seen.members.find((x) => hasPeerURL(x, peerURL));
        if (!m) return `no member has the peer URL ${peerURL} any more`;
        if (!m.name) return 'the learner has not started yet';
        if (m.isLearner) {
          // Refused ("can only promote a learner member which is in sync with leader") until it caught up.
          await client.promote(m.id);
          ctx.say(`  host[${host}]: etcd member promoted to a voting member`);
          return 'promoted; waiting for it to answer';
        }
        await ctx.etcd!.on(host).status();
        return true;
      }, { seen: ctx.seen });
    },
    restored: removeAdded,
    abandoned: removeAdded,
    logs: () => podLogTail(ctx, host, 'etcd'),
  };
}
