import { UserError } from '../errors.js';
import { binaryAddress } from '../model/address.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import type { BinarySeen } from '../model/host-facts.js';
import { ARCHITECTURES, archiveMemberPath, binaryChecksum, extractedDigest, NODE_ARCHIVES, NODE_BINARIES, NODE_BINARY_NAMES, parseExtractedDigest, releaseOfDigest, softwareSource } from '../model/node-software.js';
import type { BinaryChange, FileState, FileView, Reason } from '../model/plan.js';
import type { HostSeen } from '../state/observation.js';

/** Executables are root's, readable and runnable by everyone, as the packages install them. */
const BINARY_MODE = 0o755;

/**
 * spec.nodeSoftware × what each host holds → one change per binary per host. Pure. The build a host
 * needs is its architecture's (what `uname -m` said); its digest is cluster.yaml's checksum or the
 * official release's, and a binary with none is refused, one located line each, before anything is
 * written. A binary at another digest (another release, or a build nobody named) is replaced; one
 * at another mode or owner is given the package's. Only real hosts are read (a local directory
 * standing in for one has no architecture), so only they get binaries.
 *
 * A file of a release archive (crictl, a CNI plugin) is planned by the archive's checksum and its
 * member's name (extractedDigest): what the host says it extracted from that archive, with the
 * bytes it still has, is in place; anything else is replaced by the member of the archive asked for.
 */
export function planBinaries(loaded: LoadedCluster, hosts: ReadonlyMap<string, HostSeen>): BinaryChange[] {
  const { cluster } = loaded;
  const software = cluster.nodeSoftware;
  if (!software) return [];
  const version = cluster.kubernetesVersion;
  const refusals: string[] = [];
  const changes = cluster.hosts.flatMap((h) => {
    const facts = hosts.get(h.name)?.facts;
    if (!facts?.binaries) return [];
    const arch = ARCHITECTURES[facts.machine ?? ''];
    if (!arch) {
      refusals.push(`host[${h.name}]: the host is ${facts.machine ? `a ${facts.machine} machine` : 'of an unknown architecture (uname -m said nothing)'}; the Kubernetes binaries are built for amd64 (x86_64) and arm64 (aarch64)`);
      return [];
    }
    const seenAt = (path: string, name: string): BinarySeen | undefined => {
      const seen = facts.binaries![path] ?? { digest: 'absent' };
      if (seen.digest !== 'other' && !seen.digest.startsWith('directory:')) return seen;
      refusals.push(`host[${h.name}]: ${path} is neither a file nor a link; move it away so that k8sform can install ${name} there`);
      return undefined;
    };
    const binaries = NODE_BINARY_NAMES.flatMap((name) => {
      const checksum = binaryChecksum(software, version, arch, name);
      if (!checksum) {
        refusals.push(`${loaded.locateField(['spec', 'nodeSoftware'])}: no sha256 of ${name} ${version} for ${arch} (host[${h.name}]); add spec.nodeSoftware.checksums.${version}["${name}/${arch}"]`);
        return [];
      }
      const path = NODE_BINARIES[name];
      const seen = seenAt(path, name);
      const after = { release: version, sha256: checksum.sha256, source: softwareSource(software.source, version, arch, name) };
      return seen ? [binaryChange(h.name, path, name, after, checksum.sha256, seen, (digest) => releaseOfDigest(software, name, digest))] : [];
    });
    const extracted = software.archives.flatMap((archive) => {
      const checksum = binaryChecksum(software, archive.version, arch, archive.name);
      if (!checksum) {
        refusals.push(`${loaded.locateField(['spec', 'nodeSoftware', NODE_ARCHIVES[archive.name].field])}: no sha256 of the ${archive.name} ${archive.version} archive for ${arch} (host[${h.name}]); add spec.nodeSoftware.checksums.${archive.version}["${archive.name}/${arch}"]`);
        return [];
      }
      const source = softwareSource(archive.source, archive.version, arch, archive.name);
      return archive.members.flatMap((member) => {
        const path = archiveMemberPath(archive.name, member);
        const seen = seenAt(path, member);
        const after = { release: archive.version, sha256: checksum.sha256, source, member };
        const releaseOf = (digest: string) => {
          const from = parseExtractedDigest(digest);
          return from?.member === member ? releaseOfDigest(software, archive.name, from.archive) : undefined;
        };
        return seen ? [binaryChange(h.name, path, archive.name === 'crictl' ? 'crictl' : `the CNI plugin ${member}`, after, extractedDigest(checksum.sha256, member), seen, releaseOf)] : [];
      });
    });
    return [...binaries, ...extracted];
  });
  if (refusals.length) throw new UserError(refusals);
  return changes;
}

/** How a digest seen on a host reads in a plan: the sha256 of the file, or of the archive it was extracted from, with the member. */
function seenView(digest: string, release: string | undefined): FileView {
  const from = parseExtractedDigest(digest);
  return { kind: 'binary', ...(release ? { release } : {}), ...(from ? { sha256: from.archive, member: from.member } : { sha256: digest }) };
}

/**
 * One binary's change: `after` is what to install (the release, the sha256 of the binary or of its
 * archive, where from, and the archive's member), `digest` what the host reports once it is in place.
 */
function binaryChange(
  host: string, path: string, name: string, after: { readonly release: string; readonly sha256: string; readonly source: string; readonly member?: string },
  digest: string, seen: BinarySeen, releaseOf: (digest: string) => string | undefined,
): BinaryChange {
  const installed: FileState = { digest, mode: BINARY_MODE, uid: 0, gid: 0, view: { kind: 'binary', ...after } };
  const base = { addr: binaryAddress(host, path), format: 'binary' as const, sensitive: false, dependsOn: [] };
  if (seen.digest === 'absent') return { ...base, action: 'create', after: installed, reasons: [{ code: 'missing', detail: `${path} is not installed` }] };
  const link = seen.digest.startsWith('symlink:');
  const release = link ? undefined : releaseOf(seen.digest);
  const before: FileState = { digest: seen.digest, mode: seen.mode ?? 0, uid: seen.uid ?? 0, gid: seen.gid ?? 0, view: seenView(seen.digest, release) };
  const reasons: Reason[] = [];
  if (link) reasons.push({ code: 'symlink', detail: `${path} is a symbolic link: replaced by the ${after.release} binary` });
  else if (seen.digest !== digest) {
    reasons.push(release ? { code: 'version', detail: `${name} ${release} → ${after.release}` } : { code: 'content', detail: after.member ? `${path} is not what k8sform extracted from a release archive it knows; replaced by ${after.release}'s` : `${path} is a build no checksum names; replaced by the ${after.release} binary` });
  } else {
    if (seen.mode !== BINARY_MODE) reasons.push({ code: 'mode', detail: `mode ${(seen.mode ?? 0).toString(8).padStart(4, '0')} → 0755` });
    if (seen.uid !== 0 || seen.gid !== 0) reasons.push({ code: 'owner', detail: `owner ${seen.uid}:${seen.gid} → 0:0` });
  }
  return reasons.length ? { ...base, action: 'update', before, after: installed, reasons } : { ...base, action: 'noop', before, after: before, reasons };
}
