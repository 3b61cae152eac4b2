import { dirname } from 'node:path/posix';
import type { ApiServer, Host } from '../../model/cluster.js';
import type { Desired, DesiredFile } from '../../model/desired.js';
import { fileAddress, type FileAddress } from '../../model/address.js';
import { APISERVER_CONFIG_FILES, AUDIT_LOG_VOLUME, type ApiServerConfigField } from '../../model/apiserver-config-paths.js';
import { desiredFile } from '../desired-file.js';
import { hostDir, type MountedVolume } from './pod.js';

/** The configuration files cluster.yaml gives kube-apiserver, with their text (read when it was loaded). */
function asked(api: ApiServer): [ApiServerConfigField, string][] {
  return (['auditPolicy', 'admission', 'authentication'] as const).flatMap((field) => {
    const file = api[field];
    return file ? [[field, file.content] as [ApiServerConfigField, string]] : [];
  });
}

/**
 * The kube-apiserver flags naming them (see APISERVER_CONFIG_FILE_FLAGS), and the audit log's place
 * and retention. kube-apiserver's own defaults rotate no audit log and keep every rotated file; the
 * retention cluster.yaml defaults to (30 days, 10 files of 100 MB) is the CIS Kubernetes
 * Benchmark's, which bounds the log at about 1.1 GB per control plane.
 */
export function apiServerConfigFlags(api: ApiServer): [string, string][] {
  const flags: [string, string][] = [];
  const audit = api.auditPolicy;
  if (audit) {
    flags.push(
      ['audit-log-maxage', String(audit.maxAgeDays)],
      ['audit-log-maxbackup', String(audit.maxBackups)],
      ['audit-log-maxsize', String(audit.maxSizeMB)],
      ['audit-log-path', audit.logPath],
      ['audit-policy-file', APISERVER_CONFIG_FILES.auditPolicy.path],
    );
  }
  if (api.admission) flags.push(['admission-control-config-file', APISERVER_CONFIG_FILES.admission.path]);
  if (api.authentication) flags.push(['authentication-config', APISERVER_CONFIG_FILES.authentication.path]);
  return flags;
}

/**
 * Each file mounted alone and read-only (a File hostPath: the pod waits for the file rather than
 * have the kubelet make an empty one), and the audit log's directory writable, made when missing.
 */
export function apiServerConfigVolumes(api: ApiServer): MountedVolume[] {
  const files = asked(api).map(([field]): MountedVolume => {
    const { path, volume } = APISERVER_CONFIG_FILES[field];
    return { name: volume, hostPath: path, mountPath: path, readOnly: true, type: 'File' };
  });
  return api.auditPolicy ? [...files, hostDir(AUDIT_LOG_VOLUME, dirname(api.auditPolicy.logPath), false)] : files;
}

/** The files on a control plane: root's, 0600 as kubeadm keeps what only the control plane reads. */
export function renderApiServerConfigFiles(api: ApiServer, host: Host): Desired<DesiredFile>[] {
  return asked(api).map(([field, content]) => desiredFile(host.name, APISERVER_CONFIG_FILES[field].path, 'apiserver-config', content, { mode: 0o600 }));
}

/** Their addresses on `host`: the kube-apiserver manifest that names them is written after them. */
export function apiServerConfigAddresses(api: ApiServer, host: Host): FileAddress[] {
  return asked(api).map(([field]) => fileAddress(host.name, APISERVER_CONFIG_FILES[field].path));
}
