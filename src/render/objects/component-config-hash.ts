import { createHash } from 'node:crypto';

export const COMPONENT_CONFIG_HASH_ANNOTATION = 'kubeadm.kubernetes.io/component-config.hash';

/**
 * kubeadm's component-config signature (componentconfigs/checksums.go): sha256 over the data
 * values concatenated in sorted-key order, no keys, no separators. kubeadm uses it to tell a
 * config it generated from one a user supplied.
 */
export function componentConfigHash(data: Readonly<Record<string, string>>): string {
  const hash = createHash('sha256');
  for (const key of Object.keys(data).sort()) hash.update(data[key]!);
  return `sha256:${hash.digest('hex')}`;
}
