import { secretsEtcdPrefix } from '../model/encryption-at-rest.js';
import type { EtcdClient } from '../providers/etcd/etcd-client.js';
import type { KubeClient } from '../providers/kube-api/kube-client.js';
import { reachEtcd } from './gates/etcd-members.js';
import type { GateContext } from './gates/gate-context.js';
import { RolloutInterrupted } from './gates/poll.js';

/** What writing the Secrets again did: counts only. */
export interface SecretsRewritten {
  readonly written: number;
  /** Deleted between etcd's answer and their turn: nothing left to write. */
  readonly gone: number;
}

/** How many times a Secret that keeps changing is read and written again before apply gives up. */
const CONFLICT_ATTEMPTS = 5;

/**
 * Writes again, through the apiserver, every Secret etcd holds stored otherwise than with `write`
 * (the key every apiserver writes with), as Kubernetes' "Ensure all secrets are encrypted" does with
 * `kubectl get secrets --all-namespaces -o json | kubectl replace -f -`: each is read and put back
 * unchanged at the resourceVersion read, and the apiserver stores a value it read with another key
 * (or in the clear) again with the key that writes. Which Secrets comes from etcd, just before, by
 * prefix alone. Then etcd is asked again: a Secret still stored otherwise fails the step. Secrets'
 * contents are held only between their read and their write, and never reported.
 */
export async function rewriteSecrets(ctx: GateContext, signal: AbortSignal): Promise<SecretsRewritten> {
  const write = ctx.cluster.apiServer.encryptionAtRest?.keys[0];
  if (!write) throw new Error('cluster.yaml names no key of encryption at rest to write Secrets with');
  const api = ctx.api();
  if (!api) throw new Error('no apiserver to write the Secrets through');
  const { client } = await reachEtcd(ctx);
  const prefix = secretsEtcdPrefix(ctx.cluster.apiServer.extraArgs['etcd-prefix']);
  let written = 0;
  let gone = 0;
  for (const key of await storedOtherwise(client, prefix, write)) {
    if (signal.aborted) throw new RolloutInterrupted();
    const [namespace, ...name] = key.slice(prefix.length).split('/');
    if ((await writeAgain(api, namespace!, name.join('/'))) === 'written') written++;
    else gone++;
  }
  const left = (await storedOtherwise(client, prefix, write)).length;
  if (left) throw new Error(`${left} Secret${left === 1 ? ' is' : 's are'} still stored otherwise than with ${write} after ${written} were written again: the apiserver did not store them again`);
  return { written, gone };
}

/** The etcd keys of the Secrets stored otherwise than with `write` (another key, or in the clear). */
async function storedOtherwise(client: EtcdClient, prefix: string, write: string): Promise<string[]> {
  const keys: string[] = [];
  await client.storedWith(prefix, (key, storedWith) => {
    if (storedWith !== write) keys.push(key);
  });
  return keys;
}

/** One Secret read and put back unchanged at the resourceVersion read; read again on a conflict. */
async function writeAgain(api: KubeClient, namespace: string, name: string): Promise<'written' | 'gone'> {
  const ref = { apiVersion: 'v1', kind: 'Secret', metadata: { name, namespace } };
  for (let attempt = 0; attempt < CONFLICT_ATTEMPTS; attempt++) {
    const current = await api.get(ref);
    if (!current) return 'gone';
    try {
      if ((await api.replace(current)) === 'replaced') return 'written';
    } catch (e) {
      // Deleted between the read and the write: nothing is left to store.
      if (!(await api.get(ref))) return 'gone';
      throw e;
    }
  }
  throw new Error(`Secret ${namespace}/${name} changed ${CONFLICT_ATTEMPTS} times while it was being written again; run k8sform apply again`);
}
