import type { KubeObject } from '../../model/desired.js';

export const KUBE_SYSTEM = 'kube-system';
export const KUBE_PUBLIC = 'kube-public';

export type Labels = Readonly<Record<string, string>>;

interface ExtraMetadata {
  readonly labels?: Labels;
  readonly annotations?: Labels;
}

export function configMap(namespace: string, name: string, data: Readonly<Record<string, string>>, extra: ExtraMetadata = {}): KubeObject {
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, namespace, ...extra }, data };
}

export function serviceAccount(namespace: string, name: string): KubeObject {
  return { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name, namespace } };
}
