import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
