import type { LoadedCluster } from '../model/loaded-cluster.js';
import { controlPlaneHosts } from '../model/cluster.js';
import { holdsKeys, type ExportedFile, type IdentityFile, type PkiExportReport } from '../model/pki-export.js';
import { ageEncryptArmored, ageRecipientProblems } from '../crypto/age.js';
import { UserError } from '../errors.js';
import { clusterIdentity } from '../planner/cluster-identity.js';
import { PRIVATE_FILE_MODE, refusePrivateDir, writePrivateDir } from '../providers/local/private-dir.js';
import { controlPlaneMaterial } from './control-plane-material.js';
import type { Session } from './session.js';

export interface PkiExportOptions {
  /** The export directory (-o). */
  readonly dir: string;
  /** age recipients (`age1...`) to encrypt the private keys and encryption keys to; none: written in the clear. */
  readonly recipients: readonly string[];
  /** Write into a directory that is not empty, replacing the files named here. */
  readonly force: boolean;
}

/** Suffix of a private key encrypted to age recipients, as the age tool names its files. */
const AGE_SUFFIX = '.age';

/**
 * What can be refused before connecting: recipients that are not age public keys, an export
 * directory that is not empty (without --force) or holds something other than files where the
 * export's files go. Nothing is written.
 */
export function refusePkiExport(opts: PkiExportOptions): void {
  const problems = ageRecipientProblems('--recipient', opts.recipients);
  if (problems.length) throw new UserError(problems);
  refusePrivateDir(opts.dir, [], opts);
}

/**
 * `k8sform pki export`: the cluster's identity read from the control planes (as plan reads it),
 * written into `opts.dir` in kubeadm's layout with the keys of encryption at rest beside it, each
 * file holding keys encrypted to the recipients when there are any. `session` connects to the control planes (controlPlanesOnly).
 */
export async function exportClusterIdentity(loaded: LoadedCluster, session: Session, now: Date, opts: PkiExportOptions): Promise<PkiExportReport> {
  const { material, hosts } = await controlPlaneMaterial(loaded, session, now);
  const identity = await clusterIdentity(loaded, material, new Map([...hosts].map(([h, seen]) => [h, seen.files])));
  const encrypt = opts.recipients.length > 0;
  const written = await Promise.all(identity.files.map(async (f) => (encrypt && holdsKeys(f) ? { ...f, path: `${f.path}${AGE_SUFFIX}`, content: await ageEncryptArmored(f.content, opts.recipients) } : f)));
  // With --force, a key left there in the other form (in the clear beside its encrypted copy, or an old encrypted one) goes.
  const stale = identity.files.filter(holdsKeys).map((f) => (encrypt ? f.path : `${f.path}${AGE_SUFFIX}`));
  writePrivateDir(opts.dir, written, { force: opts.force, stale: opts.force ? stale : [] });
  const mode = `0${PRIVATE_FILE_MODE.toString(8)}`;
  const exported = (f: IdentityFile, i: number): ExportedFile => ({ path: written[i]!.path, kind: f.kind, mode, encrypted: written[i] !== f });
  const files = identity.files.map(exported);
  const pathOf = (p: string) => written[identity.files.findIndex((f) => f.path === p)]!.path;
  return {
    cluster: loaded.cluster.name,
    directory: opts.dir,
    readFrom: controlPlaneHosts(loaded.cluster).map((h) => h.name).filter((h) => hosts.has(h)),
    recipients: [...opts.recipients],
    files,
    authorities: identity.authorities.map((a) => ({ ...a, keyFile: pathOf(a.keyFile) })),
    serviceAccountKey: { keyFile: pathOf('sa.key'), publicKeyFile: 'sa.pub' },
    ...(identity.encryption ? { encryptionKeys: { ...identity.encryption, keysFile: pathOf(identity.encryption.keysFile) } } : {}),
  };
}
