import { isFileState, removedNode, type CertificateView, type Change, type FileState, type FileView } from '../model/plan.js';
import { palette, type Palette } from './colors.js';
import { unifiedDiff } from './unified-diff.js';
import { octalMode } from './wording.js';

type KubeconfigView = Extract<FileView, { kind: 'kubeconfig' }>;
type Field = readonly [label: string, value: string];

const HIDDEN = '(sensitive: contents hidden)';
const REMOVED = '(file will be removed; a backup is kept on the host)';

/**
 * What one change does to its file, as lines without indentation: permissions, then the content
 * (a unified diff for text, field by field for certificates and kubeconfigs, the key type for keys).
 * Shared by the text and markdown views. Never key bytes or token secrets.
 */
export function changeBody(c: Change, color: boolean): string[] {
  const p = palette(color);
  const before = c.action === 'create' ? undefined : c.before;
  const after = c.action === 'delete' ? undefined : c.after;
  if (!after) return [removedText(c)];
  // Cluster objects have no file permissions.
  const permissions = isFileState(after) ? permissionLines(isFileState(before) ? before : undefined, after, p) : [];
  return [...permissions, ...contentLines(c, before?.view, after.view, color, p)];
}

/** What a deletion does, by what is deleted. */
function removedText(c: Change): string {
  const was = c.before?.view.kind === 'text' ? c.before.view.text.trim() : '';
  switch (c.format) {
    case 'object':
      return removedNode(c) !== undefined ? `(${was} will be deleted: its host is no longer in cluster.yaml)` : '(object will be deleted: k8sform created it and no longer wants it)';
    case 'etcd-member':
      return `(member ${was} will be removed from the member list)`;
    case 'process':
      return `(${was} will be stopped)`;
    case 'directory':
      return '(what the directory holds will be moved into the backup folder on the host; the directory stays)';
    default:
      return REMOVED;
  }
}

function permissionLines(before: FileState | undefined, after: FileState, p: Palette): string[] {
  const mode = (s: FileState) => octalMode(s.mode);
  const owner = (s: FileState) => `${s.uid}:${s.gid}`;
  // Unchanged permissions are not worth a line: nearly every change keeps them.
  return fieldDiff(before && [['mode', mode(before)], ['owner', owner(before)]], [['mode', mode(after)], ['owner', owner(after)]], p, false);
}

function contentLines(c: Change, before: FileView | undefined, after: FileView, color: boolean, p: Palette): string[] {
  // Defence in depth: a sensitive file's text is key or token bytes, whatever view the planner built.
  if (c.sensitive && (after.kind === 'text' || before?.kind === 'text')) return [HIDDEN];
  // A file that was unreadable (or of another kind) is shown as if created, after saying what it was.
  // A process is shown by the release it runs (a kubelet's restart moves it to the one cluster.yaml
  // names), or by when it started (the restart comes after the file it must load); an etcd
  // membership by whether it votes and its peer URL; stored Secrets by the keys they are stored with.
  const field = c.format === 'process' ? (c.after?.digest.startsWith('version:') ? 'version' : 'started') : c.format === 'etcd-member' ? 'member' : c.format === 'stored-secrets' ? 'stored' : undefined;
  if (field) return fieldDiff(before?.kind === 'text' ? [[field, before.text.trim()]] : undefined, [[field, after.kind === 'text' ? after.text.trim() : '?']], p);
  const same = before?.kind === after.kind ? before : undefined;
  const was = before && !same ? [`(currently ${before.kind === 'unreadable' ? `unreadable: ${before.why}` : before.kind})`] : [];
  switch (after.kind) {
    case 'text': {
      const old = same?.kind === 'text' ? same.text : undefined;
      return [...was, ...lines(unifiedDiff(c.addr.name, old, after.text, color))];
    }
    case 'certificate':
      return [...was, ...fieldDiff(same?.kind === 'certificate' ? bundleFields(same) : undefined, bundleFields(after), p)];
    case 'kubeconfig':
      return [...was, ...fieldDiff(same?.kind === 'kubeconfig' ? kubeconfigFields(same) : undefined, kubeconfigFields(after), p)];
    case 'private-key':
    case 'public-key': {
      const old = same && 'keyType' in same && same.keyType !== after.keyType ? `${same.keyType} -> ` : '';
      return [...was, `(${after.kind.replace('-', ' ')}, ${old}${after.keyType}: contents hidden)`];
    }
    case 'unreadable':
      return [...was, `(unreadable: ${after.why})`];
    case 'directory':
      return [...was, '(directory: only its mode and owner are managed; its contents are never read, changed or removed)'];
    case 'binary':
      return [...was, ...fieldDiff(same?.kind === 'binary' ? binaryFields(same) : undefined, binaryFields(after), p)];
  }
}

/** Unchanged fields once without a marker, changed ones `~ label: old -> new`, new `+`, gone `-`. */
function fieldDiff(before: readonly Field[] | undefined, after: readonly Field[], p: Palette, showUnchanged = true): string[] {
  const old = new Map(before);
  const shown = after.flatMap(([label, value]) => {
    const was = old.get(label);
    if (was === undefined) return [`${p.green('+')} ${label}: ${value}`];
    if (was !== value) return [`${p.yellow('~')} ${label}: ${was} -> ${value}`];
    return showUnchanged ? [`  ${label}: ${value}`] : [];
  });
  const gone = (before ?? []).filter(([label]) => !after.some(([l]) => l === label)).map(([label, value]) => `${p.red('-')} ${label}: ${value}`);
  return [...shown, ...gone];
}

const list = (xs: readonly string[]) => `[${xs.join(', ')}]`;

/** A certificate file's fields; a CA bundle adds each further certificate it trusts (the other CA during a rotation). */
function bundleFields(v: { certificate: CertificateView; alsoTrusted?: readonly CertificateView[] }): Field[] {
  const more = (v.alsoTrusted ?? []).map((c) => `${c.subject}, not after ${c.notAfter}, ${c.publicKey}`);
  return [...certificateFields(v.certificate), ...(more.length ? [['also trusted', more.join('; ')] as const] : [])];
}

/** An executable: the release its digest is, the digest, and (to install) where it comes from. */
function binaryFields(b: Extract<FileView, { kind: 'binary' }>): Field[] {
  return [
    ['release', b.release ?? 'unknown (no checksum names this digest)'], ['sha256', b.sha256], ...(b.source ? [['from', b.source] as const] : []),
    ...(b.member ? [['member', `${b.member} (the sha256 is its archive's)`] as const] : []),
  ];
}

function certificateFields(c: CertificateView): Field[] {
  return [
    ['subject', c.subject],
    ['issuer', c.issuer],
    ['not before', c.notBefore],
    ['not after', c.notAfter],
    ['CA', c.isCA ? 'yes' : 'no'],
    ['extended key usage', list(c.extKeyUsage)],
    ['dns names', list(c.dnsNames)],
    ['ip addresses', list(c.ipAddresses)],
    ['public key', c.publicKey],
  ];
}

function kubeconfigFields(k: KubeconfigView): Field[] {
  const c = k.clientCertificate;
  return [
    ['server', k.server],
    ['cluster', k.cluster],
    ['user', k.user],
    ...(k.certificateAuthority ? [['certificate authority', k.certificateAuthority] as const] : []),
    ...(c
      ? ([
          ['client certificate subject', c.subject],
          ['client certificate issuer', c.issuer],
          ['client certificate validity', `${c.notBefore} to ${c.notAfter}`],
        ] as const)
      : []),
    // The id names the token; the secret after the dot never leaves the host.
    ...(k.tokenId ? [['token', `${k.tokenId}.<hidden>`] as const] : []),
  ];
}

const lines = (text: string) => (text ? text.replace(/\n$/, '').split('\n') : []);
