import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { repoPath } from '../../support/paths.js';
import { editSpec } from './k8sform-run.js';

/**
 * The lab's own builds of a release (scripts/k8s-binaries/build.sh, from the Go module proxy): the
 * directory cluster.yaml's nodeSoftware uploads them from. Its digests are not the official
 * releases', so cluster.yaml names them in its checksums, as it would for any build of one's own.
 */
export const labBinariesDirectory = (): string => join(process.env.K8SFORM_BINARIES_CACHE ?? '/var/cache/k8sform/k8s-binaries', '{version}', 'bin');

/** The sha256 of the lab's kubelet and kubectl of `version`, built first if need be (or waited for, when a build of it runs). */
export function labBinaryChecksums(version: string): { kubelet: string; kubectl: string } {
  const build = spawnSync('bash', [repoPath('scripts/k8s-binaries/build.sh'), version, 'kubelet', 'kubectl'], { encoding: 'utf8', timeout: 60 * 60_000 });
  assert.equal(build.status, 0, `build.sh ${version}: ${build.stdout.slice(-2000)}\n${build.stderr}`);
  const dir = /^bin: (.*)$/m.exec(build.stdout)?.[1];
  assert.ok(dir, build.stdout);
  const sha = (name: string) => createHash('sha256').update(readFileSync(join(dir, name))).digest('hex');
  return { kubelet: sha('kubelet'), kubectl: sha('kubectl') };
}

/** Sets kubernetesVersion and the checksums of its binaries (the lab's builds unless given): an upgrade with node software is this one edit. */
export function setNodeSoftwareVersion(file: string, version: string, checksums: { kubelet: string; kubectl: string } = labBinaryChecksums(version)): void {
  editSpec(file, (set) => {
    set(['kubernetesVersion'], version);
    set(['nodeSoftware', 'checksums', version], checksums);
  });
}

/** The lab's hosts are this machine's architecture, as the releases name it. */
export const LAB_ARCH = process.arch === 'arm64' ? 'arm64' : 'amd64';

/** What an archive of the lab's own making is, for cluster.yaml: its release, its file (by `{arch}` and `{version}`), its sha256. */
export interface LabArchive { readonly version: string; readonly directory: string; readonly sha256: string }

/** Packs `names` of `from` into `path` as gzipped tar, with `prefix` before each name, and returns its sha256. */
function pack(path: string, from: string, names: readonly string[], prefix: string): string {
  const made = spawnSync('tar', ['czf', path, '-C', from, ...names.map((n) => `${prefix}${n}`)], { encoding: 'utf8' });
  assert.equal(made.status, 0, `tar czf ${path}: ${made.stderr}`);
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/**
 * Debian's CNI plugins (bookworm's containernetworking-plugins 1.1.1, from the lab's node image),
 * packed as the containernetworking/plugins releases pack theirs (`./bridge`, …): the archive
 * cluster.yaml's cniPlugins uploads to the bare hosts, whose /opt/cni/bin is then empty.
 */
export function labCniArchive(dir: string): LabArchive {
  const image = spawnSync('bash', [repoPath('scripts/lab/node-image/build.sh')], { encoding: 'utf8', timeout: 60 * 60_000 });
  assert.equal(image.status, 0, `node-image/build.sh: ${image.stdout.slice(-2000)}\n${image.stderr}`);
  const plugins = join(/^rootfs: (.*)$/m.exec(image.stdout)![1]!, 'usr/lib/cni');
  const version = 'v1.1.1';
  const sha256 = pack(join(dir, `cni-plugins-linux-${LAB_ARCH}-${version}.tgz`), plugins, readdirSync(plugins).sort(), './');
  return { version, directory: join(dir, 'cni-plugins-linux-{arch}-{version}.tgz'), sha256 };
}

/** The crictl release the lab builds from the Go module proxy (scripts/tools/go-tool.sh, cached outside the repository). */
export const LAB_CRICTL_VERSION = 'v1.34.0';

/** Builds crictl in the background (on a cold cache a minute or two, while lab up builds the nodes); resolves to the binary. */
export function buildLabCrictl(): Promise<string> {
  return new Promise((resolve, reject) => {
    const build = spawn('bash', [repoPath('scripts/tools/go-tool.sh'), 'crictl', `sigs.k8s.io/cri-tools/cmd/crictl@${LAB_CRICTL_VERSION}`], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    build.stdout.on('data', (d: Buffer) => { out += d.toString('utf8'); });
    build.stderr.on('data', (d: Buffer) => { out += d.toString('utf8'); });
    build.on('close', (code) => (code === 0 ? resolve(out.trim().split('\n').pop()!) : reject(new Error(`go-tool.sh crictl: ${out.slice(-2000)}`))));
  });
}

/** crictl packed as cri-tools' releases pack it (`crictl` at the top): the archive cluster.yaml's crictl uploads. */
export function labCrictlArchive(dir: string, binary: string): LabArchive {
  const sha256 = pack(join(dir, `crictl-${LAB_CRICTL_VERSION}-linux-${LAB_ARCH}.tar.gz`), dirname(binary), [basename(binary)], '');
  return { version: LAB_CRICTL_VERSION, directory: join(dir, 'crictl-{version}-linux-{arch}.tar.gz'), sha256 };
}
