import { UserError } from '../errors.js';
import { binaryAddress } from '../model/address.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import type { BinarySeen } from '../model/host-facts.js';
import { ARCHITECTURES, binaryChecksum, binarySource, NODE_BINARIES, NODE_BINARY_NAMES, releaseOfDigest, type NodeBinaryName, type NodeSoftware } from '../model/node-software.js';
import type { BinaryChange, FileState, Reason } from '../model/plan.js';
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
    return NODE_BINARY_NAMES.flatMap((name) => {
      const checksum = binaryChecksum(software, version, arch, name);
      if (!checksum) {
        refusals.push(`${loaded.locateField(['spec', 'nodeSoftware'])}: no sha256 of ${name} ${version} for ${arch} (host[${h.name}]); add spec.nodeSoftware.checksums.${version}["${name}/${arch}"]`);
        return [];
      }
      const path = NODE_BINARIES[name];
      const seen = facts.binaries![path] ?? { digest: 'absent' };
      if (seen.digest === 'other' || seen.digest.startsWith('directory:')) {
        refusals.push(`host[${h.name}]: ${path} is neither a file nor a link; move it away so that k8sform can install ${name} there`);
        return [];
      }
      return [binaryChange(h.name, name, software, version, checksum.sha256, binarySource(software, version, arch, name), seen)];
    });
  });
  if (refusals.length) throw new UserError(refusals);
  return changes;
}

function binaryChange(host: string, name: NodeBinaryName, software: NodeSoftware, version: string, sha256: string, source: string, seen: BinarySeen): BinaryChange {
  const path = NODE_BINARIES[name];
  const after: FileState = { digest: sha256, mode: BINARY_MODE, uid: 0, gid: 0, view: { kind: 'binary', release: version, sha256, source } };
  const base = { addr: binaryAddress(host, path), format: 'binary' as const, sensitive: false, dependsOn: [] };
  if (seen.digest === 'absent') return { ...base, action: 'create', after, reasons: [{ code: 'missing', detail: `${path} is not installed` }] };
  const link = seen.digest.startsWith('symlink:');
  const release = link ? undefined : releaseOfDigest(software, name, seen.digest);
  const before: FileState = { digest: seen.digest, mode: seen.mode ?? 0, uid: seen.uid ?? 0, gid: seen.gid ?? 0, view: { kind: 'binary', ...(release ? { release } : {}), sha256: seen.digest } };
  const reasons: Reason[] = [];
  if (link) reasons.push({ code: 'symlink', detail: `${path} is a symbolic link: replaced by the ${version} binary` });
  else if (seen.digest !== sha256) reasons.push(release ? { code: 'version', detail: `${name} ${release} → ${version}` } : { code: 'content', detail: `${path} is a build no checksum names; replaced by the ${version} binary` });
  else {
    if (seen.mode !== BINARY_MODE) reasons.push({ code: 'mode', detail: `mode ${(seen.mode ?? 0).toString(8).padStart(4, '0')} → 0755` });
    if (seen.uid !== 0 || seen.gid !== 0) reasons.push({ code: 'owner', detail: `owner ${seen.uid}:${seen.gid} → 0:0` });
  }
  return reasons.length ? { ...base, action: 'update', before, after, reasons } : { ...base, action: 'noop', before, after: before, reasons };
}
