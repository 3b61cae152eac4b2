/** Paths on a kubeadm host that more than one stage of k8sform names. */

/** kubeadm's configuration directory, and the PKI directory under it. */
export const KUBERNETES_DIR = '/etc/kubernetes';
export const PKI_DIR = `${KUBERNETES_DIR}/pki`;

/** Where the kubelet reads static pod manifests (kubeadm's staticPodPath). */
export const STATIC_POD_PATH = `${KUBERNETES_DIR}/manifests`;
export const manifestPath = (component: string) => `${STATIC_POD_PATH}/${component}.yaml`;

/** The cluster CA's certificate. */
export const CA_CERT = `${PKI_DIR}/ca.crt`;

/**
 * Where the apiserver's EncryptionConfiguration lives: the directory and file Kubernetes'
 * "Encrypting Confidential Data at Rest" mounts into a kubeadm control plane's kube-apiserver.
 */
export const ENCRYPTION_CONFIG_DIR = `${KUBERNETES_DIR}/enc`;
export const ENCRYPTION_CONFIG_PATH = `${ENCRYPTION_CONFIG_DIR}/enc.yaml`;
/** The cluster-admin kubeconfig kubeadm writes on every control plane. */
export const ADMIN_CONF = `${KUBERNETES_DIR}/admin.conf`;
/** The kubelet's kubeconfig. */
export const KUBELET_CONF = `${KUBERNETES_DIR}/kubelet.conf`;
/** The kubelet's own directory: its config.yaml, kubeadm-flags.env and its client certificates. */
export const KUBELET_DIR = '/var/lib/kubelet';
export const KUBELET_CONFIG_PATH = `${KUBELET_DIR}/config.yaml`;
export const KUBELET_FLAGS_PATH = `${KUBELET_DIR}/kubeadm-flags.env`;

/** Where apply backs up the files it replaces, one folder per apply (as kubeadm's own backups). */
export const BACKUP_ROOT = `${KUBERNETES_DIR}/tmp`;

/**
 * The temporary file being written ($t) is removed however the script ends: an error, or a signal
 * such as the hang-up sshd sends when the connection is cut (dash runs no EXIT trap on a signal
 * unless the signal's trap exits).
 */
export const REMOVE_TEMPORARY_ON_EXIT = [
  "t=''",
  `trap '[ -z "$t" ] || rm -f "$t"' EXIT`,
  "trap 'exit 129' HUP; trap 'exit 130' INT; trap 'exit 141' PIPE; trap 'exit 143' TERM",
];

/**
 * `digest PATH`: what a host path is, as plan compares it and apply re-checks it before writing: a
 * file's sha256, `symlink:<sha256 of its target>`, `directory:<mode>:<uid>:<gid>`, `other`, or
 * `absent`. One definition, so a digest read by plan always matches the one apply checks.
 */
export const DIGEST_FUNCTION = 'digest() { if [ -L "$1" ]; then echo "symlink:$(readlink -n -- "$1" | head -c 4096 | sha256sum | cut -d" " -f1)"; elif [ -f "$1" ]; then sha256sum < "$1" | cut -d" " -f1; elif [ -d "$1" ]; then stat -c "%a %u %g" -- "$1" | { read -r m u g; printf "directory:%04d:%s:%s\\n" "$m" "$u" "$g"; }; elif [ -e "$1" ]; then echo other; else echo absent; fi; }';

/**
 * The directories above `files`, plus `directories` and the ones above them, shallowest first, each
 * once: `/etc/kubernetes/pki/ca.crt` → `/etc`, `/etc/kubernetes`, `/etc/kubernetes/pki`.
 */
export function ancestorDirectories(files: readonly string[], directories: readonly string[] = []): string[] {
  const out = new Set<string>();
  const add = (path: string, withItself: boolean) => {
    const parts = path.split('/').filter(Boolean);
    for (let i = 1; i < parts.length + (withItself ? 1 : 0); i++) out.add(`/${parts.slice(0, i).join('/')}`);
  };
  for (const f of files) add(f, false);
  for (const d of directories) add(d, true);
  return [...out].sort((a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : a > b ? 1 : 0));
}

/** The kubelet's systemd unit and kubeadm's drop-in, where the Debian packages install them. */
export const KUBELET_SERVICE_PATH = '/usr/lib/systemd/system/kubelet.service';
export const KUBEADM_DROPIN_PATH = '/usr/lib/systemd/system/kubelet.service.d/10-kubeadm.conf';
/** A systemd unit or drop-in: after writing one, systemd must reload before a restart sees it. */
export const isSystemdUnitPath = (path: string): boolean => /^\/(usr\/lib|lib|etc)\/systemd\/system\//.test(path);
