import { isSystemdUnitPath } from '../model/kubeadm-paths.js';
import { CONTAINERD_CONFIG_PATH, isRegistryHostsPath } from '../model/node-software.js';
import { RemoteError } from '../errors.js';
import type { Cluster } from '../model/cluster.js';
import { fileAddress, formatAddress, compareAddresses, type FileAddress } from '../model/address.js';
import { isIssued, type Desired, type DesiredFile, type IssuedFile, type KubeconfigMeaning, type PlannedFile } from '../model/desired.js';
import type { Action, FileChange, FileState, Reason } from '../model/plan.js';
import { KUBELET_CLIENT_CURRENT, KUBELET_STORE_CERTIFICATES } from '../render/certificate-files.js';
import { kubeconfigPath } from '../render/kubeconfig/kubeconfigs.js';
import { LEAF_CERTIFICATES, caByName, certPath } from '../render/pki/certificates.js';
import { certificateView, fileView, parseKubeconfig, pemCertificates } from '../state/file-view.js';
import { OBSERVED_FILE_CAP, sha256, type ObservedFile } from '../state/observe-host.js';
import type { FileView } from '../model/plan.js';
import { notRegularProblem } from './unsafe-paths.js';
import { keptUnlessWritten } from '../render/managed-paths.js';
import { nodeCertificate, parsePublicKey, spkiSha256 } from '../state/certificate-meaning.js';
import { publicKeyOf } from '../crypto/withheld-key.js';
import { certificateReasons, type CertificateContext } from './certificate-reasons.js';
import { textReasons } from './text-reasons.js';
import { permissionReasons } from './permission-reasons.js';
import { encryptionReasons } from './encryption-reasons.js';
import { ENCRYPTION_CONFIG_PATH } from '../render/encryption-config.js';
import { APISERVER_CONFIG_PATHS } from '../model/apiserver-config-paths.js';

/** One file's change as decided, before any new key material exists. */
export interface FileDecision {
  /** The change; one that `writes` rendered bytes gets its `after` from them in `completeFiles`. */
  readonly change: FileChange;
  /** The rendered file this change writes: its bytes (a new key and certificate) are made only for changes a run keeps. */
  readonly writes?: PlannedFile;
  /** The bytes already on the host, written back unchanged (a mode or owner fix). */
  readonly keeps?: Buffer;
}

export interface FilePlan {
  readonly changes: FileChange[];
  /** Bytes to write for every create, update and replace, by printable address. Never saved. */
  readonly contents: Map<string, Buffer>;
}

export interface PlanContext {
  readonly now: Date;
  /**
   * Every managed path of every host as observed, by printable address (absent files included),
   * and on control planes the kubelet's rotated client certificate (see rotatedClient).
   */
  readonly observed: ReadonlyMap<string, ObservedFile>;
  /** Replace a managed file that is a symbolic link with a regular file (the link, never its target). */
  readonly replaceSymlinks?: boolean;
  /** CA certificates an interrupted first apply left without their keys, by printable address: why a new CA replaces each. */
  readonly unfinishedCAs?: ReadonlyMap<string, string>;
  /** Whether a host's record of the last apply lists a path: k8sform wrote it there (see keptUnlessWritten). */
  readonly recorded?: (host: string, path: string) => boolean;
}

/** Leaf certificate path → the path of the CA certificate that must sign it. */
const SIGNER_OF = new Map(LEAF_CERTIFICATES.map((s) => [certPath(s), certPath(caByName(s.signer!))]));
const CA_PEM_PATH = certPath(caByName('ca'));
const KUBELET_KUBECONFIG = kubeconfigPath('kubelet.conf');
const KUBELET_STORE: ReadonlySet<string> = new Set(KUBELET_STORE_CERTIFICATES);

/**
 * Desired × observed → one decision per managed file. Pure. Certificates, keys and kubeconfigs are
 * compared by meaning with what render describes, so one that still serves is kept byte for byte
 * and nothing new is made for it. A certificate and its key are decided together, so they are
 * replaced as a pair or not at all.
 */
export function planFiles(cluster: Cluster, desired: readonly Desired<PlannedFile>[], ctx: PlanContext): FileDecision[] {
  const decisions: FileDecision[] = [];
  const wanted = new Map(desired.map((d) => [formatAddress(d.addr), d]));
  const seen = (host: string, path: string) => ctx.observed.get(formatAddress(fileAddress(host, path)));
  const desiredContent = (host: string, path: string) => {
    const spec = wanted.get(formatAddress(fileAddress(host, path)))?.spec;
    return spec && !isIssued(spec) ? spec.content : undefined;
  };

  /** Content decision: reasons that require new content (empty: keep what is there). */
  const contentReasons = (d: PlannedFile, o: ObservedFile): Reason[] => {
    if (o.notRegular) return [{ code: 'symlink', detail: `${o.notRegular.what}; the link itself is replaced, its target is left alone` }];
    if (!o.content) return [{ code: 'content', detail: tooLarge(o) }];
    const text = o.content.toString('utf8');
    const certCtx = (signerPath?: string) => ({
      now: ctx.now,
      renewBeforeSeconds: cluster.certificates.renewBeforeSeconds,
      signerPem: signerPath ? desiredContent(d.host, signerPath) : undefined,
    });
    if (isIssued(d)) return issuedReasons(d, text, certCtx);
    switch (d.format) {
      case 'certificate': {
        // Render writes only CAs out in full, as it took them from the hosts: a differing CA means a new or replaced CA.
        if (text === d.content) return [];
        const unfinished = ctx.unfinishedCAs?.get(formatAddress(fileAddress(d.host, d.path)));
        return [unfinished ? { code: 'ca-unfinished', detail: unfinished } : { code: 'ca-changed', detail: caChange(text, d.content) }];
      }
      case 'private-key': {
        // An issued certificate's key is decided with it (below). sa.key and CA keys are kept by render,
        // so they differ only when a CA rotation moves signing to the new CA: compared by public key,
        // which a snapshot's withheld key still has.
        const cert = d.path.replace(/\.key$/, '.crt');
        if (isIssued(wanted.get(formatAddress(fileAddress(d.host, cert)))?.spec ?? d)) return [];
        return sameKey(text, d.content) ? [] : [{ code: 'content', detail: 'differs from the key the cluster signs with' }];
      }
      case 'public-key':
        return samePublicKey(text, d.content) ? [] : [{ code: 'key-mismatch', detail: 'does not match sa.key' }];
      case 'kubeconfig':
        return kubeconfigReasons(text, literalKubeconfig(d.content), certCtx(CA_PEM_PATH));
      case 'encryption-config':
        return encryptionReasons(text, d.content);
      default:
        return textReasons(d.format, text, d.content);
    }
  };

  /** Key material is compared by meaning; nothing is generated to decide. */
  const issuedReasons = (d: IssuedFile, text: string, certCtx: (signerPath?: string) => CertificateContext): Reason[] => {
    const meaning = d.issued.meaning;
    switch (meaning.kind) {
      case 'certificate':
        return certificateReasons(text, seen(d.host, d.path.replace(/\.crt$/, '.key'))?.content?.toString('utf8'), meaning.certificate, certCtx(SIGNER_OF.get(d.path)));
      case 'private-key':
        return []; // decided with its certificate (below)
      case 'kubeconfig':
        return kubeconfigReasons(text, meaning.kubeconfig, certCtx(CA_PEM_PATH), rotatedClient(d, meaning.kubeconfig));
    }
  };

  /**
   * kubeadm init's kubelet-finalize phase (and kubeadm join, by TLS bootstrap) leaves a control
   * plane's kubelet.conf naming the client certificate the kubelet rotates itself instead of
   * embedding one. Once that file exists the kubelet uses it and ignores an embedded certificate
   * anyway, so with rotation on such a kubelet.conf serves as well as k8sform's and is kept:
   * replacing it would only restart the kubelet. The kubelet renews that certificate, so it is
   * never "expiring" here; `k8sform certs` shows its expiry.
   */
  // A worker's kubelet.conf names that file whatever rotateCertificates says: TLS bootstrap put it there.
  const rotatedClient = (d: IssuedFile, meaning: KubeconfigMeaning): RotatedClient | undefined =>
    d.path === KUBELET_KUBECONFIG && (cluster.kubelet.rotateCertificates || meaning.writtenByKubelet)
      ? { path: KUBELET_CLIENT_CURRENT, present: seen(d.host, KUBELET_CLIENT_CURRENT)?.exists === true }
      : undefined;

  // Nothing is planned while a desired path holds something k8sform must not write through.
  const refusals = desired.flatMap((d) => {
    const o = seen(d.spec.host, d.spec.path);
    return o?.notRegular ? [notRegularProblem(o, ctx.replaceSymlinks ?? false)].filter((p): p is string => p !== undefined) : [];
  });
  if (refusals.length) throw new RemoteError('', refusals.join('\n'));

  // First pass: certificates decide for their keys.
  const pairReasons = new Map<string, Reason[]>();
  // A renewed certificate depends on its new key, so a --target naming either one writes both.
  const renewedKeyOf = new Map<string, FileAddress>();
  for (const d of desired) {
    if (d.spec.format !== 'certificate' || !isIssued(d.spec)) continue;
    const o = seen(d.spec.host, d.spec.path);
    const key = fileAddress(d.spec.host, d.spec.path.replace(/\.crt$/, '.key'));
    const reasons = !o?.exists ? [{ code: 'missing' as const, detail: 'certificate absent' }] : contentReasons(d.spec, o);
    pairReasons.set(formatAddress(key), reasons.length ? [{ code: 'paired', detail: `replaced with ${d.spec.path.split('/').pop()}` }] : []);
    if (reasons.length) renewedKeyOf.set(formatAddress(d.addr), key);
  }

  for (const d of desired) {
    const addr = formatAddress(d.addr);
    const o = ctx.observed.get(addr);
    const spec = d.spec;
    const pairedKey = renewedKeyOf.get(addr);
    const base = { addr: d.addr, format: spec.format, sensitive: spec.sensitive, dependsOn: pairedKey ? [...d.dependsOn, pairedKey] : d.dependsOn };
    if (!o?.exists) {
      // A new worker's kubelet writes its kubelet.conf itself, after TLS bootstrap.
      if (isIssued(spec) && spec.issued.meaning.kind === 'kubeconfig' && spec.issued.meaning.kubeconfig.writtenByKubelet) continue;
      decisions.push({ change: { ...base, action: 'create', reasons: [{ code: 'missing', detail: `${spec.path} does not exist` }] }, writes: spec });
      continue;
    }
    const before: FileState = { digest: o.digest, mode: o.mode ?? 0o777, uid: o.uid!, gid: o.gid!, view: observedView(spec.format, o) };
    const renew = pairReasons.get(addr) ?? contentReasons(spec, o);
    const modeReasons = o.notRegular ? [] : permissionReasons(spec, o);
    const reasons = [...renew, ...modeReasons];
    if (renew.length) {
      // New key material replaces the file; text files are edited in place.
      const action: Action = o.notRegular || ['certificate', 'private-key', 'kubeconfig', 'public-key'].includes(spec.format) ? 'replace' : 'update';
      decisions.push({ change: { ...base, action, before, reasons }, writes: spec });
    } else if (modeReasons.length && o.content) {
      decisions.push({ change: { ...base, action: 'update', before, after: afterState(spec, o.content), reasons }, keeps: o.content });
    } else {
      decisions.push({ change: { ...base, action: 'noop', before, after: before, reasons } });
    }
  }

  // Files k8sform manages on such a host but no longer renders (e.g. etcd's after a switch to external etcd).
  // The kubelet's own certificates are only read, never k8sform's (see planKubeletStore); an
  // apiserver configuration file or a registry's hosts.toml only when k8sform wrote it.
  for (const [addr, o] of ctx.observed) {
    if (wanted.has(addr) || !o.exists || o.notRegular || KUBELET_STORE.has(o.path)) continue;
    if (keptUnlessWritten(o.path) && !ctx.recorded?.(o.host, o.path)) continue;
    decisions.push({ change: fileDeletion(o, { code: 'not-desired', detail: 'no longer part of this cluster\'s configuration' }) });
  }
  decisions.sort((a, b) => compareAddresses(a.change.addr, b.change.addr));
  return decisions;
}

/**
 * The decided changes with the bytes they write. `bytesOf` makes the bytes of the rendered files
 * the decisions write (render's `fileBytes`: new keys and certificates are made there, and only for
 * these). The plan shows exactly these bytes (digest and view) and apply writes exactly them.
 */
export async function completeFiles(decisions: readonly FileDecision[], bytesOf: (files: readonly PlannedFile[]) => Promise<readonly string[]>): Promise<FilePlan> {
  const writes = decisions.filter((d) => d.writes);
  const made = await bytesOf(writes.map((d) => d.writes!));
  const rendered = new Map(writes.map((d, i) => [d, Buffer.from(made[i]!)]));
  const contents = new Map<string, Buffer>();
  const changes = decisions.map((d) => {
    const addr = formatAddress(d.change.addr);
    if (d.keeps) contents.set(addr, d.keeps);
    const bytes = rendered.get(d);
    if (!bytes) return d.change;
    contents.set(addr, bytes);
    return { ...d.change, after: afterState(d.writes!, bytes) };
  });
  return { changes, contents };
}

/** A file as written: the rendered mode and owner, and the view of the bytes themselves. */
function afterState(spec: PlannedFile, bytes: Buffer): FileState {
  return { digest: sha256(bytes), mode: spec.mode, uid: spec.owner.uid, gid: spec.owner.gid, view: fileView(spec.format, bytes) };
}

/** How an observed file is shown: by meaning, or why it cannot be (a link, too large to read). */
/** A file found on a host, to delete (moved into the run's backup folder, as every file apply replaces). */
export function fileDeletion(o: ObservedFile, reason: Reason): FileChange {
  const format = formatOfPath(o.path);
  return {
    addr: fileAddress(o.host, o.path),
    action: 'delete',
    format,
    sensitive: format === 'private-key' || format === 'kubeconfig' || format === 'encryption-config',
    before: { digest: o.digest, mode: o.mode!, uid: o.uid!, gid: o.gid!, view: observedView(format, o) },
    reasons: [reason],
    dependsOn: [],
  };
}

function observedView(format: DesiredFile['format'], o: ObservedFile): FileView {
  if (o.notRegular) return { kind: 'unreadable', why: o.notRegular.what };
  return o.content ? fileView(format, o.content) : { kind: 'unreadable', why: tooLarge(o) };
}

const tooLarge = (o: ObservedFile) => `larger than ${OBSERVED_FILE_CAP / 1024 / 1024} MiB (${o.size} bytes), so not a file k8sform wrote; not read, only digested on the host`;

/** How a CA file changes: a new CA, or a step of a rotation (which CAs it trusts, which one signs). */
function caChange(before: string, after: string): string {
  let was: string[], now: string[];
  try {
    [was, now] = [before, after].map((t) => pemCertificates(t).map((p) => nodeCertificate(p).fingerprint256));
  } catch {
    return 'the CA differs from the one the cluster uses';
  }
  const [added, dropped] = [now.filter((f) => !was.includes(f)).length, was.filter((f) => !now.includes(f)).length];
  if (added && !dropped) return `trusts ${added === 1 ? 'a new CA' : `${added} new CAs`} beside the one that signs (CA rotation)`;
  if (!added && !dropped && now[0] !== was[0]) return 'the new CA signs; the old one is still trusted (CA rotation)';
  if (dropped && !added) return 'trusts only the CA that signs (CA rotation)';
  return 'the CA differs from the one the cluster uses';
}

/** Whether two private keys (either may be a snapshot's withheld one) are the same key. */
function sameKey(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return spkiSha256(publicKeyOf(a)) === spkiSha256(publicKeyOf(b));
  } catch {
    return false;
  }
}

function samePublicKey(a: string, b: string): boolean {
  try {
    return parsePublicKey(a).publicKeySha256 === parsePublicKey(b).publicKeySha256;
  } catch {
    return false;
  }
}

/** A kubeconfig render wrote out in full (a worker's bootstrap-kubelet.conf), by meaning. */
function literalKubeconfig(text: string): KubeconfigMeaning {
  const { clientCertificatePem, clientKeyPem: _key, clientCertificateFile: _cf, clientKeyFile: _kf, ...parts } = parseKubeconfig(text);
  return { ...parts, clientCertificate: clientCertificatePem ? certificateView(clientCertificatePem) : undefined };
}

/** The client certificate the kubelet rotates, which kubelet.conf may name instead of embedding one. */
interface RotatedClient {
  readonly path: string;
  readonly present: boolean;
}

function kubeconfigReasons(observed: string, want: KubeconfigMeaning, certCtx: CertificateContext, rotated?: RotatedClient): Reason[] {
  let seen: ReturnType<typeof parseKubeconfig>;
  try {
    seen = parseKubeconfig(observed);
  } catch {
    return [{ code: 'unreadable', detail: 'not a readable kubeconfig' }];
  }
  const reasons: Reason[] = [];
  // The names a kubelet gives its own kubelet.conf are its business; where it points is not.
  for (const field of want.writtenByKubelet ? (['server'] as const) : (['server', 'cluster', 'user', 'context'] as const)) {
    if (seen[field] !== want[field]) reasons.push({ code: field, detail: `${seen[field]} → ${want[field]}` });
  }
  if (seen.caPem?.trim() !== want.caPem?.trim()) reasons.push({ code: 'ca', detail: 'embeds a different certificate authority' });
  if (want.token !== undefined && seen.token !== want.token) reasons.push({ code: 'token', detail: 'uses a different bootstrap token' });
  const namesRotated = rotated && !seen.clientCertificatePem && seen.clientCertificateFile === rotated.path && seen.clientKeyFile === rotated.path;
  if (namesRotated) {
    if (!rotated.present) reasons.push({ code: 'credentials', detail: `names ${rotated.path}, which does not exist` });
  } else if (want.clientCertificate) {
    if (!seen.clientCertificatePem) reasons.push({ code: 'credentials', detail: 'no embedded client certificate' });
    else reasons.push(...certificateReasons(seen.clientCertificatePem, seen.clientKeyPem, want.clientCertificate, certCtx));
  }
  return reasons;
}

/** The format of a managed path that is no longer rendered, for showing its deletion. */
function formatOfPath(path: string): DesiredFile['format'] {
  if (isSystemdUnitPath(path)) return 'systemd-unit';
  if (path === CONTAINERD_CONFIG_PATH || isRegistryHostsPath(path)) return 'containerd-config';
  if (path.endsWith('.crt')) return 'certificate';
  if (path.endsWith('.key')) return 'private-key';
  if (path.endsWith('.pub')) return 'public-key';
  if (path.endsWith('.conf')) return 'kubeconfig';
  if (path.includes('/manifests/')) return 'static-pod';
  if (path.endsWith('.env')) return 'env';
  if (path === ENCRYPTION_CONFIG_PATH) return 'encryption-config';
  if (APISERVER_CONFIG_PATHS.includes(path)) return 'apiserver-config';
  return 'kubelet-config';
}

