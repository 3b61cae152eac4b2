import { chmodSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { UserError } from '../errors.js';
import type { Desired } from '../model/desired.js';
import { canonicalYaml } from '../render/canonical-yaml.js';

/** Where a rendered resource lands below the output directory. */
export function outputPath(d: Desired): string {
  if (d.spec.kind === 'file') return join('hosts', d.spec.host, d.spec.path);
  const m = d.spec.manifest;
  const name = `${m.kind}.${m.metadata.name}.yaml`;
  return join('cluster', m.metadata.namespace ?? '_cluster', name);
}

/**
 * Writes a render into `dir` as real files (kubeadm's dry-run folder, per host): files with their
 * modes, objects as YAML (0600 when they hold a secret). Everything is written into a sibling
 * temporary directory first and moved into place at the end, so `dir` is either complete or absent.
 */
export function writeOutputDir(dir: string, desired: readonly Desired[]): void {
  const target = resolve(dir);
  if (isNonEmptyDir(target)) throw new UserError(`${dir}: already exists and is not empty; choose a new --out directory`);
  const staging = join(dirname(target), `.${basename(target)}.k8sform-tmp-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    for (const d of desired) {
      const path = join(staging, outputPath(d));
      mkdirSync(dirname(path), { recursive: true, mode: 0o755 });
      const [content, mode] = d.spec.kind === 'file' ? [d.spec.content, d.spec.mode] : [canonicalYaml(d.spec.manifest), d.spec.sensitive ? 0o600 : 0o644];
      writeFileSync(path, content, { mode });
      chmodSync(path, mode);
    }
    rmSync(target, { recursive: true, force: true });
    mkdirSync(dirname(target), { recursive: true });
    renameSync(staging, target);
  } catch (e) {
    rmSync(staging, { recursive: true, force: true });
    throw e instanceof UserError ? e : new UserError(`${dir}: cannot write: ${(e as Error).message}`);
  }
}

function isNonEmptyDir(path: string): boolean {
  try {
    return readdirSync(path).length > 0;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    if ((e as NodeJS.ErrnoException).code === 'ENOTDIR') return true;
    throw e;
  }
}
