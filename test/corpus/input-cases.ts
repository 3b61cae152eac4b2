/**
 * Bad input other than cluster.yaml's fields: saved plan files, command lines, CA files, and
 * states of a host's files that k8sform must refuse rather than read through or overwrite.
 */

/** A saved plan made broken: `edit` changes the parsed JSON in place, or `text` replaces the file. */
export interface PlanFileCase {
  readonly name: string;
  /** Which saved plan to start from: after the first apply (every file a noop), or a fresh cluster's (creates, objects). */
  readonly from: 'noop' | 'fresh';
  readonly edit?: (plan: Record<string, any>) => void;
  readonly text?: string;
  /** The noop plan's first half: a file cut off while it was written. */
  readonly cut?: true;
  /** A path instead of a file with that content (a FIFO, /dev/zero, a directory). */
  readonly special?: 'fifo' | 'dev-zero' | 'directory' | 'sparse-300M';
  readonly says: RegExp;
}

const change = (i: number, edit: (c: Record<string, any>) => void) => (p: Record<string, any>) => edit(p.changes[i]);

export const PLAN_FILE_CASES: readonly PlanFileCase[] = [
  { name: 'not JSON', from: 'noop', text: 'this is not a plan', says: /not a k8sform plan file \(not JSON\)/ },
  { name: 'an empty file', from: 'noop', text: '', says: /not a k8sform plan file \(not JSON\)/ },
  { name: 'JSON null', from: 'noop', text: 'null', says: /no formatVersion/ },
  { name: 'a JSON list', from: 'noop', text: '[]', says: /no formatVersion/ },
  { name: 'a JSON string', from: 'noop', text: '"plan"', says: /no formatVersion/ },
  { name: 'an empty object', from: 'noop', text: '{}', says: /no formatVersion/ },
  { name: 'cut off half way', from: 'noop', cut: true, says: /not JSON/ },
  { name: 'binary bytes', from: 'noop', text: '\u0000\u0001\u00ff{', says: /not JSON/ },
  { name: 'format version 2', from: 'noop', edit: (p) => (p.formatVersion = 2), says: /plan format version 2 is not supported/ },
  { name: 'format version as a string', from: 'noop', edit: (p) => (p.formatVersion = '1'), says: /plan format version "1" is not supported/ },
  { name: 'format version 0', from: 'noop', edit: (p) => (p.formatVersion = 0), says: /plan format version 0 is not supported/ },
  { name: 'configDigest a number', from: 'noop', edit: (p) => (p.configDigest = 5), says: /configDigest/ },
  { name: 'configDigest not a SHA-256', from: 'noop', edit: (p) => (p.configDigest = 'abc'), says: /configDigest/ },
  { name: 'no cluster', from: 'noop', edit: (p) => delete p.cluster, says: /cluster/ },
  { name: 'kubernetesVersion not a version', from: 'noop', edit: (p) => (p.kubernetesVersion = '1.34; rm -rf /'), says: /kubernetesVersion/ },
  { name: 'changes a mapping', from: 'noop', edit: (p) => (p.changes = {}), says: /changes/ },
  { name: 'a change that is null', from: 'noop', edit: (p) => (p.changes = [null]), says: /change 0: not an object/ },
  { name: 'a change that is a number', from: 'noop', edit: (p) => (p.changes = [1]), says: /change 0: not an object/ },
  { name: 'a change without an address', from: 'noop', edit: change(0, (c) => delete c.addr), says: /change 0: not an address/ },
  { name: 'an address on a node scope', from: 'noop', edit: change(0, (c) => (c.addr.scope = 'node[x]')), says: /change 0: not an address/ },
  { name: 'a relative file path', from: 'noop', edit: change(0, (c) => (c.addr.name = 'etc/kubernetes/admin.conf')), says: /change 0: not an address/ },
  { name: 'a file path with ..', from: 'noop', edit: change(0, (c) => (c.addr.name = '/etc/kubernetes/../../root/.ssh/authorized_keys')), says: /change 0: not an address/ },
  { name: 'an unknown address kind', from: 'noop', edit: change(0, (c) => (c.addr.kind = 'socket')), says: /change 0: not an address/ },
  { name: 'an unknown action', from: 'noop', edit: change(0, (c) => (c.action = 'explode')), says: /change 0: action must be one of/ },
  { name: 'an action that is a number', from: 'noop', edit: change(0, (c) => (c.action = 1)), says: /change 0: action must be one of/ },
  { name: 'no reasons', from: 'noop', edit: change(0, (c) => delete c.reasons), says: /change 0: reasons must be a list/ },
  { name: 'an unknown reason code', from: 'fresh', edit: change(0, (c) => (c.reasons = [{ code: 'because', detail: 'x' }])), says: /change 0: reasons must be a list/ },
  { name: 'a reason detail that is a number', from: 'fresh', edit: change(0, (c) => (c.reasons = [{ code: 'missing', detail: 5 }])), says: /change 0: reasons must be a list/ },
  { name: 'dependsOn holding a string', from: 'fresh', edit: change(0, (c) => (c.dependsOn = ['host[cp-1].file[/etc/kubernetes/pki/ca.crt]'])), says: /change 0: dependsOn holds something that is not an address/ },
  { name: 'a mode that is a string', from: 'noop', edit: change(3, (c) => (c.after.mode = '384')), says: /changes\[3\]\.after\.mode: must be an integer/ },
  { name: 'a negative mode', from: 'noop', edit: change(3, (c) => (c.after.mode = -1)), says: /changes\[3\]\.after\.mode/ },
  { name: 'a mode with set-uid bits out of range', from: 'noop', edit: change(3, (c) => (c.after.mode = 0o17777)), says: /changes\[3\]\.after\.mode/ },
  { name: 'a fractional uid', from: 'noop', edit: change(3, (c) => (c.after.uid = 1.5)), says: /changes\[3\]\.after\.uid: must be an integer/ },
  { name: 'a file change without a mode', from: 'fresh', edit: change(0, (c) => delete c.after.mode), says: /changes\[0\]\.after: missing required field "mode"/ },
  { name: 'a view that is null', from: 'noop', edit: change(3, (c) => (c.after.view = null)), says: /changes\[3\]\.after\.view/ },
  { name: 'an unknown view kind', from: 'noop', edit: change(3, (c) => (c.after.view = { kind: 'video' })), says: /changes\[3\]\.after\.view\.kind/ },
  { name: 'a certificate view without a subject', from: 'fresh', edit: (p) => delete p.changes.find((c: any) => c.after?.view?.kind === 'certificate').after.view.certificate.subject, says: /certificate: missing required field "subject"/ },
  { name: 'a kubeconfig view whose server is a number', from: 'fresh', edit: (p) => (p.changes.find((c: any) => c.after?.view?.kind === 'kubeconfig').after.view.server = 6443), says: /server: must be a string/ },
  { name: 'a create that also has a before', from: 'fresh', edit: change(0, (c) => (c.before = c.after)), says: /changes\[0\]\.before/ },
  { name: 'a create without an after', from: 'fresh', edit: change(0, (c) => delete c.after), says: /changes\[0\]: missing required field "after"/ },
  { name: 'an update without a before', from: 'noop', edit: change(3, (c) => ((c.action = 'update'), delete c.before)), says: /changes\[3\]: missing required field "before"/ },
  { name: 'a delete with an after', from: 'noop', edit: change(3, (c) => (c.action = 'delete')), says: /changes\[3\]\.after/ },
  { name: 'an unknown file format', from: 'noop', edit: change(3, (c) => (c.format = 'zip')), says: /changes\[3\]\.format: must be one of/ },
  { name: 'sensitive as a string', from: 'noop', edit: change(3, (c) => (c.sensitive = 'yes')), says: /changes\[3\]\.sensitive: must be a boolean/ },
  { name: 'targets as a string', from: 'noop', edit: (p) => (p.targets = 'host'), says: /targets: must be a list/ },
  { name: 'a field that is not part of the format', from: 'noop', edit: (p) => (p.privateKey = 'x'), says: /unknown field "privateKey"|privateKey/ },
  { name: 'an object change with a file mode field unknown to its view', from: 'fresh', edit: (p) => (p.changes.find((c: any) => c.addr.kind === 'object').after.view.extra = 1), says: /view/ },
  { name: 'terminal control sequences in an address', from: 'noop', edit: change(0, (c) => (c.addr.name = '/etc/kubernetes/\u001b[2Jadmin.conf')), says: /change 0: not an address/ },
  { name: 'nested 200,000 levels deep', from: 'noop', text: `{"formatVersion":1,"x":${'['.repeat(200_000)}${']'.repeat(200_000)}}`, says: /not a k8sform plan file \(nested deeper than 64 levels\)/ },
  { name: 'a FIFO', from: 'noop', special: 'fifo', says: /not a regular file/ },
  { name: '/dev/zero', from: 'noop', special: 'dev-zero', says: /\/dev\/zero: not a regular file/ },
  { name: 'a directory', from: 'noop', special: 'directory', says: /not a regular file/ },
  { name: 'a 300 MB file', from: 'noop', special: 'sparse-300M', says: /larger than 256 MiB/ },
];

/** A command line that is wrong, run in a directory holding a valid cluster.yaml and a saved plan `noop.plan`. */
export interface FlagCase {
  readonly args: readonly string[];
  readonly says: RegExp;
}

export const FLAG_CASES: readonly FlagCase[] = [
  { args: ['frobnicate'], says: /unknown command 'frobnicate'/ },
  { args: ['plna'], says: /^error: unknown command 'plna' \(did you mean plan\?\) \(run k8sform --help for usage\)$/ },
  { args: ['plan', '--json', '--format', 'markdown'], says: /^error: option '--format <format>' cannot be used with option '--json'/ },
  { args: ['show', 'noop.plan', '--json', '--format', 'text'], says: /^error: option '--format <format>' cannot be used with option '--json'/ },
  { args: ['plan', '--bogus'], says: /unknown option '--bogus'/ },
  { args: ['plan', '-f'], says: /option '-f, --file <path>' argument missing/ },
  { args: ['plan', 'extra-argument'], says: /too many arguments/ },
  { args: ['plan', '--target', 'host[nope]'], says: /--target host\[nope\]/ },
  { args: ['plan', '--target', 'nodes[x]'], says: /--target nodes\[x\]: not an address/ },
  { args: ['plan', '--target', 'host[cp-1].process[kubelett]'], says: /^--target host\[cp-1\]\.process\[kubelett\]: not a process k8sform restarts; use one of kubelet, etcd, / },
  { args: ['apply', '--target', 'host[cp-1].file[etc/kubernetes/admin.conf]'], says: /^--target host\[cp-1\]\.file\[etc\/kubernetes\/admin\.conf\]: a file is named by its absolute, normalised path/ },
  { args: ['diff', '--target', 'host[cp-1].member[kine]'], says: /^--target host\[cp-1\]\.member\[kine\]: the only membership k8sform manages is member\[etcd\]$/ },
  { args: ['plan', '--target', ''], says: /--target/ },
  { args: ['plan', '--format', 'html'], says: /^error: option '--format <format>' argument 'html' is invalid\. Allowed choices are text, json, markdown\./ },
  { args: ['plan', '--target', 'host', '--out', '/nonexistent-k8sform-dir/x.plan'], says: /\/nonexistent-k8sform-dir\/x\.plan: cannot write the plan/ },
  { args: ['plan', '-f', 'nope.yaml'], says: /^nope\.yaml: cannot read: no such file$/ },
  { args: ['plan', '-f', '/etc'], says: /^\/etc: not a regular file$/ },
  { args: ['validate', '-f', '/dev/zero'], says: /^\/dev\/zero: not a regular file$/ },
  { args: ['validate', '--detailed-exitcode'], says: /unknown option '--detailed-exitcode'/ },
  { args: ['apply', '--auto-approve', '--wait-timeout', 'soon'], says: /--wait-timeout/ },
  { args: ['apply', '--auto-approve', '--wait-timeout', '-5m'], says: /--wait-timeout/ },
  { args: ['apply', 'missing.plan'], says: /^missing\.plan: cannot read: no such file$/ },
  { args: ['diff', '--bogus'], says: /unknown option '--bogus'/ },
  { args: ['show'], says: /missing required argument/ },
  { args: ['show', 'noop.plan', '--format', 'pdf'], says: /^error: option '--format <format>' argument 'pdf' is invalid\. Allowed choices are text, json, markdown\./ },
  { args: ['render'], says: /required option '-o, --out <dir>' not specified/ },
  { args: ['render', '--out'], says: /argument missing/ },
  { args: ['certs', '--fail-within', '30 days'], says: /--fail-within/ },
  { args: ['certs', '--fail-within', 'x'], says: /--fail-within/ },
  { args: ['certs', '--target', 'cluster'], says: /--target/ },
  { args: ['kubeconfig'], says: /--user/ },
  { args: ['kubeconfig', '--user', 'alice', '--ttl', '5m'], says: /--ttl/ },
  { args: ['kubeconfig', '--user', 'alice', '--ttl', 'forever'], says: /--ttl/ },
  { args: ['kubeconfig', '--user', 'alice', '--ttl', '1000000000h'], says: /^--ttl 1000000000h: at most 100 years/ },
  { args: ['apply', '--auto-approve', '--wait-timeout', '1000000000h'], says: /^--wait-timeout 1000000000h: at most 100 years/ },
  { args: ['apply', '--auto-approve', '--drain-timeout', '0s'], says: /^--drain-timeout 0s: must be longer than zero/ },
  { args: ['apply', '--json'], says: /^--json needs --auto-approve \(or a plan saved with `k8sform plan --out`\)/ },
  { args: ['validate', '-f', ''], says: /^-f: an empty path/ },
  { args: ['plan', '-f', ''], says: /^-f: an empty path/ },
  { args: ['kubeconfig', '--user', ''], says: /--user/ },
  { args: ['kubeconfig', '--user', 'alice\nmallory'], says: /--user/ },
  { args: ['kubeconfig', '--user', 'alice', '--group', 'a\u001b[2J'], says: /--group/ },
  { args: ['force-unlock'], says: /missing required argument/ },
  { args: ['schema', '--plan', '--certs'], says: /^error: option '--plan' cannot be used with option '--certs'/ },
  { args: ['schema', '--certs', '--upgrade-plan'], says: /^error: option '--certs' cannot be used with option '--upgrade-plan'/ },
  { args: ['upgrade', 'frobnicate'], says: /unknown command 'frobnicate'/ },
];

/** An external CA file made wrong; files are made by the test (names below are relative to its directory). */
export interface CAFileCase {
  readonly name: string;
  readonly certFile: string;
  readonly keyFile: string;
  /** Which CA the files are given as. */
  readonly field?: 'ca' | 'frontProxyCA' | 'etcdCA';
  /** The same files are also given as the cluster CA. */
  readonly sameAsClusterCA?: true;
  readonly says: RegExp;
}

export const CA_FILE_CASES: readonly CAFileCase[] = [
  { name: 'no certificate file', certFile: 'absent.crt', keyFile: 'ca.key', says: /certFile: \S+absent\.crt: cannot read: no such file/ },
  { name: 'no key file', certFile: 'ca.crt', keyFile: 'absent.key', says: /keyFile: \S+absent\.key: cannot read: no such file/ },
  { name: 'a directory', certFile: 'a-directory', keyFile: 'ca.key', says: /certFile: \S+a-directory: not a regular file/ },
  { name: 'a FIFO', certFile: 'fifo.crt', keyFile: 'ca.key', says: /certFile: \S+fifo\.crt: not a regular file/ },
  { name: '/dev/zero', certFile: '/dev/zero', keyFile: 'ca.key', says: /certFile: \/dev\/zero: not a regular file/ },
  { name: 'an empty file', certFile: 'empty.crt', keyFile: 'ca.key', says: /certFile: \S+empty\.crt/ },
  { name: 'text that is no PEM', certFile: 'text.crt', keyFile: 'ca.key', says: /certFile: \S+text\.crt/ },
  { name: 'a key where the certificate belongs', certFile: 'ca.key', keyFile: 'ca.key', says: /certFile: \S+ca\.key/ },
  { name: 'a certificate where the key belongs', certFile: 'ca.crt', keyFile: 'ca.crt', says: /keyFile: \S+ca\.crt/ },
  { name: 'a key of another CA', certFile: 'ca.crt', keyFile: 'other.key', says: /keyFile: \S+other\.key/ },
  { name: 'a leaf certificate, not a CA', certFile: 'leaf.crt', keyFile: 'leaf.key', says: /certFile: \S+leaf\.crt.*CA/ },
  { name: 'an Ed25519 key', certFile: 'ed.crt', keyFile: 'ed.key', says: /has an ed25519 key/ },
  { name: 'an RSA key of 1024 bits', certFile: 'small.crt', keyFile: 'small.key', says: /has an RSA key of 1024 bits/ },
  { name: 'an ECDSA P-521 key', certFile: 'p521.crt', keyFile: 'p521.key', says: /P-521|ECDSA/ },
  { name: 'a certificate that expired', certFile: 'expired.crt', keyFile: 'expired.key', says: /expired on 2021-01-01/ },
  { name: 'a certificate not yet valid', certFile: 'future.crt', keyFile: 'future.key', says: /not valid before|not yet valid/ },
  { name: 'a file over 1 MiB', certFile: 'huge.crt', keyFile: 'ca.key', says: /certFile: \S+huge\.crt: larger than 1 MiB/ },
  { name: 'the cluster CA given as the front-proxy CA too', certFile: 'ca.crt', keyFile: 'ca.key', field: 'frontProxyCA', sameAsClusterCA: true, says: /the front-proxy CA must not be the cluster CA/ },
];

/** A state of host cp-1's files that plan and apply must refuse; `setup` runs in that host's root with /bin/sh. */
export interface HostStateCase {
  readonly name: string;
  readonly setup: string;
  readonly says: RegExp;
}

export const HOST_STATE_CASES: readonly HostStateCase[] = [
  { name: 'pki is a link to another directory', setup: 'mv etc/kubernetes/pki etc/pki-elsewhere && ln -s ../pki-elsewhere etc/kubernetes/pki', says: /^host\[cp-1\]: \/etc\/kubernetes\/pki is a symbolic link to \.\.\/pki-elsewhere/ },
  { name: 'the backup folder is a link', setup: 'mkdir -p elsewhere && ln -s ../../elsewhere etc/kubernetes/tmp', says: /^host\[cp-1\]: \/etc\/kubernetes\/tmp is a symbolic link/ },
  { name: '/var/lib/kubelet is a link', setup: 'mv var/lib/kubelet var/lib/kubelet-disk && ln -s kubelet-disk var/lib/kubelet', says: /^host\[cp-1\]: \/var\/lib\/kubelet is a symbolic link/ },
  { name: 'manifests is a file', setup: 'rm -r etc/kubernetes/manifests && echo x > etc/kubernetes/manifests', says: /^host\[cp-1\]: \/etc\/kubernetes\/manifests is/ },
  { name: 'admin.conf is a link', setup: 'mv etc/kubernetes/admin.conf etc/admin.conf && ln -s /etc/admin.conf etc/kubernetes/admin.conf', says: /^host\[cp-1\]\.file\[\/etc\/kubernetes\/admin\.conf\]: is a symbolic link to \/etc\/admin\.conf/ },
  { name: 'ca.crt is a link', setup: 'mv etc/kubernetes/pki/ca.crt etc/ca.crt && ln -s /etc/ca.crt etc/kubernetes/pki/ca.crt', says: /^host\[cp-1\]\.file\[\/etc\/kubernetes\/pki\/ca\.crt\]: is a symbolic link/ },
  { name: 'scheduler.conf is a FIFO', setup: 'rm etc/kubernetes/scheduler.conf && mkfifo etc/kubernetes/scheduler.conf', says: /scheduler\.conf\]: is a fifo, not a regular file/ },
  { name: 'admin.conf is a directory', setup: 'rm etc/kubernetes/admin.conf && mkdir etc/kubernetes/admin.conf', says: /admin\.conf\]: is a directory/ },
  { name: 'a device where the kubelet config belongs', setup: 'rm var/lib/kubelet/config.yaml && mknod var/lib/kubelet/config.yaml c 1 3', says: /config\.yaml\]: is a character special file/ },
  { name: 'the etcd data directory is a link', setup: 'mv var/lib/etcd var/lib/etcd-disk && ln -s etcd-disk var/lib/etcd', says: /^host\[cp-1\]\.dir\[\/var\/lib\/etcd\]: is a symbolic link to etcd-disk; k8sform never follows a link/ },
  { name: 'a file where the etcd data directory belongs', setup: 'rmdir var/lib/etcd && echo x > var/lib/etcd', says: /^host\[cp-1\]\.dir\[\/var\/lib\/etcd\]: is a regular file, not a directory/ },
  { name: 'ca.crt is not PEM', setup: 'echo garbage > etc/kubernetes/pki/ca.crt', says: /host\[cp-1\]\.file\[\/etc\/kubernetes\/pki\/ca\.crt\]: is not a PEM certificate/ },
  { name: 'a FIFO where ca.key belongs', setup: 'rm etc/kubernetes/pki/ca.key && mkfifo etc/kubernetes/pki/ca.key', says: /^host\[cp-1\]\.file\[\/etc\/kubernetes\/pki\/ca\.key\]: is a fifo, not a regular file; /},
  { name: 'ca.crt armoured but not base64', setup: "printf -- '-----BEGIN CERTIFICATE-----\\n!!! not base64 !!!\\n-----END CERTIFICATE-----\\n' > etc/kubernetes/pki/ca.crt", says: /^host\[cp-1\]\.file\[\/etc\/kubernetes\/pki\/ca\.crt\]: is not a PEM certificate/ },
  { name: 'ca.crt cut in half', setup: 'head -c 300 etc/kubernetes/pki/ca.crt > t && mv t etc/kubernetes/pki/ca.crt', says: /host\[cp-1\]\.file\[\/etc\/kubernetes\/pki\/ca\.crt\]/ },
  { name: 'ca.key belongs to another certificate', setup: 'cp etc/kubernetes/pki/front-proxy-ca.key etc/kubernetes/pki/ca.key', says: /host\[cp-1\]\.file\[\/etc\/kubernetes\/pki\/ca\.key\]: does not match/ },
  { name: 'sa.key is garbage', setup: 'echo garbage > etc/kubernetes/pki/sa.key', says: /host\[cp-1\]\.file\[\/etc\/kubernetes\/pki\/sa\.key\]/ },
  { name: 'the etcd CA key is empty', setup: ': > etc/kubernetes/pki/etcd/ca.key', says: /host\[cp-1\]\.file\[\/etc\/kubernetes\/pki\/etcd\/ca\.key\]/ },
  { name: 'the front-proxy CA is not PEM', setup: 'echo garbage > etc/kubernetes/pki/front-proxy-ca.crt', says: /host\[cp-1\]\.file\[\/etc\/kubernetes\/pki\/front-proxy-ca\.crt\]/ },
  // A CA certificate without its key on a cluster that ran is never taken for an interrupted first apply's (and replaced): the refusal says why.
  { name: 'the cluster CA key removed (a worker holds the CA too)', setup: 'rm etc/kubernetes/pki/ca.key', says: /^host\[cp-1\]: \/etc\/kubernetes\/pki\/ca\.crt exists but \/etc\/kubernetes\/pki\/ca\.key does not: .*not what an interrupted first apply leaves, .*: 2 hosts hold \/etc\/kubernetes\/pki\/ca\.crt \(host\[cp-1\], host\[worker-1\]\)/ },
  { name: 'the front-proxy CA key removed after apply wrote it', setup: 'rm etc/kubernetes/pki/front-proxy-ca.key', says: /front-proxy-ca\.key does not: .*host\[cp-1\]'s record of k8sform's last apply lists \/etc\/kubernetes\/pki\/front-proxy-ca\.key: the key was written there and removed since/ },
  { name: 'the etcd CA without its key nor a record, on a node (external-CA mode)', setup: 'rm etc/kubernetes/pki/etcd/ca.key etc/kubernetes/k8sform.applied.json', says: /etcd\/ca\.key does not: .*host\[cp-1\] has been a node \(\/var\/lib\/kubelet\/config\.yaml exists\)\. Put the key back/ },
];
