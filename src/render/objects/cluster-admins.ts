import type { KubeObject } from '../../model/desired.js';
import { CLUSTER_ADMINS_GROUP } from '../pki/certificates.js';
import { clusterRoleBinding, groupSubjects } from './rbac.js';

/** Gives admin.conf's group cluster-admin through RBAC, so only super-admin.conf bypasses RBAC. */
export function clusterAdminsBinding(): KubeObject {
  return clusterRoleBinding(CLUSTER_ADMINS_GROUP, 'cluster-admin', groupSubjects([CLUSTER_ADMINS_GROUP]));
}
