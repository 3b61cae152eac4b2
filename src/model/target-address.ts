import { parseAddress } from './address.js';
import { PROCESS_NAMES, RESOURCE_KINDS, type ResourceKindName } from './resource-kinds.js';

// A `--target` value names addresses: a whole address, or a prefix of them.

/** `host` matches every host, `host[cp-1]` one host, a full address itself. */
export function matchesTarget(address: string, target: string): boolean {
  if (target === 'host') return address.startsWith('host[');
  return address === target || address.startsWith(`${target}.`);
}

/** What is wrong with a --target value, in words that say what to write instead; undefined when nothing is. */
export function targetProblem(text: string): string | undefined {
  const parsed = parseAddress(text);
  if (!parsed) return 'not an address; use host, host[NAME], cluster, or a full address such as host[cp-1].file[/etc/kubernetes/pki/ca.crt]';
  const { kind, name } = parsed;
  if (!kind || name === undefined || RESOURCE_KINDS[kind].validName(name)) return undefined;
  return NAME_RULES[kind];
}

const NAME_RULES: Record<ResourceKindName, string> = {
  file: 'a file is named by its absolute, normalised path, such as /etc/kubernetes/pki/ca.crt',
  dir: 'a directory is named by its absolute, normalised path, such as /var/lib/etcd',
  binary: 'a binary is named by its absolute, normalised path, such as /usr/bin/kubelet',
  process: `not a process k8sform restarts; use one of ${PROCESS_NAMES.join(', ')}`,
  member: 'the only membership k8sform manages is member[etcd]',
  object: 'an object is named <group/version>/<Kind>[/<namespace>]/<name>',
  storage: 'the only storage k8sform manages is storage[secrets]',
};

/** Whether the targets leave cluster objects out (an explicit host-files-only plan). */
export const hostFilesOnly = (targets: readonly string[]): boolean => targets.length > 0 && targets.every((t) => t.startsWith('host'));
