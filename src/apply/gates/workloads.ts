import type { Address } from '../../model/address.js';
import { objectRef } from '../../providers/kube-api/resources.js';
import type { GateContext } from './gate-context.js';
import { getObject } from './gate-context.js';
import { pollUntil } from './poll.js';

interface WorkloadStatus {
  metadata: { generation?: number };
  spec?: { replicas?: number; updateStrategy?: { type?: string } };
  status?: {
    observedGeneration?: number; readyReplicas?: number; currentRevision?: string; updateRevision?: string;
    desiredNumberScheduled?: number; updatedNumberScheduled?: number; numberAvailable?: number;
    replicas?: number; updatedReplicas?: number; availableReplicas?: number;
  };
}

/** Waits until every DaemonSet, Deployment and StatefulSet finished rolling out, as `kubectl rollout status` judges it. */
export async function workloadsRolledOut(ctx: GateContext, workloads: readonly Address[], signal: AbortSignal): Promise<void> {
  for (const w of workloads) {
    const ref = objectRef(w.name);
    await pollUntil(`${ref.kind} ${ref.metadata.namespace}/${ref.metadata.name} rolled out`, ctx.cluster.rollout.workloadTimeoutSeconds, signal, async () => {
      const o = (await getObject(ctx, undefined, ref)) as unknown as WorkloadStatus | undefined;
      if (!o) return 'not found';
      const s = o.status ?? {};
      if ((s.observedGeneration ?? 0) < (o.metadata.generation ?? 0)) return 'the controller has not seen the new spec yet';
      if (ref.kind === 'DaemonSet') {
        const want = s.desiredNumberScheduled ?? 0;
        return s.updatedNumberScheduled === want && s.numberAvailable === want ? true : `${s.updatedNumberScheduled ?? 0} of ${want} updated, ${s.numberAvailable ?? 0} available`;
      }
      const want = o.spec?.replicas ?? 1;
      if (ref.kind === 'StatefulSet') {
        if (o.spec?.updateStrategy?.type === 'OnDelete') return true;
        return s.readyReplicas === want && s.updatedReplicas === want && s.currentRevision === s.updateRevision ? true : `${s.updatedReplicas ?? 0} of ${want} updated, ${s.readyReplicas ?? 0} ready`;
      }
      return s.updatedReplicas === want && s.availableReplicas === want && s.replicas === want ? true : `${s.updatedReplicas ?? 0} of ${want} updated, ${s.availableReplicas ?? 0} available, ${s.replicas ?? 0} in total`;
    }, { seen: ctx.seen });
  }
}
