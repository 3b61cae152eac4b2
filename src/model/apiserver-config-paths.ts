import { KUBERNETES_DIR } from './kubeadm-paths.js';

/**
 * Where the configuration files of spec.apiServer go on every control plane, and the volume that
 * mounts each into the kube-apiserver static pod. The audit policy's path is the one the Kubernetes
 * documentation's auditing task mounts into a kubeadm apiserver ("Auditing", log backend:
 * --audit-policy-file=/etc/kubernetes/audit-policy.yaml, a File hostPath); the other two sit beside
 * it, named after their flags. Each file is mounted alone, read-only, as the documentation does.
 */
export const APISERVER_CONFIG_FILES = {
  auditPolicy: { path: `${KUBERNETES_DIR}/audit-policy.yaml`, volume: 'audit-policy' },
  admission: { path: `${KUBERNETES_DIR}/admission-config.yaml`, volume: 'admission-config' },
  authentication: { path: `${KUBERNETES_DIR}/authentication-config.yaml`, volume: 'authentication-config' },
} as const;

export type ApiServerConfigField = keyof typeof APISERVER_CONFIG_FILES;

/** Every path of APISERVER_CONFIG_FILES. */
export const APISERVER_CONFIG_PATHS: readonly string[] = Object.values(APISERVER_CONFIG_FILES).map((f) => f.path);

/** The volume of the audit log's directory, mounted writable (the documentation's audit-log volume). */
export const AUDIT_LOG_VOLUME = 'audit-log';
