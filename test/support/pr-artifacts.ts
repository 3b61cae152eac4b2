import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CliRun } from '../corpus/run-cli.js';
import { gitleaksFindings, type Finding } from './tools.js';

/**
 * What a pull request's job runs against the hosts of `run`'s cluster and shows or keeps: plan in
 * every format, diff, a saved plan (saved.plan) and a snapshot (snap.json), each named.
 */
export async function pullRequestOutputs(run: (...args: string[]) => Promise<CliRun>): Promise<[string, CliRun][]> {
  return [
    ['plan', await run('plan', '--target', 'host')],
    ['plan --json', await run('plan', '--target', 'host', '--json')],
    ['plan --format markdown', await run('plan', '--target', 'host', '--format', 'markdown')],
    ['diff', await run('diff', '--target', 'host')],
    ['plan --out', await run('plan', '--target', 'host', '--out', 'saved.plan')],
    ['snapshot', await run('snapshot', '-o', 'snap.json')],
  ];
}

/** What gitleaks finds in the job's artifacts: the outputs' logs, the saved plan and the snapshot, copied from `dir` into `dir`/artifacts. */
export function artifactFindings(dir: string, outputs: readonly [string, CliRun][]): Finding[] {
  const artifacts = join(dir, 'artifacts');
  mkdirSync(artifacts);
  outputs.forEach(([name, r], i) => writeFileSync(join(artifacts, `${i}.log`), `${name}\n${r.stdout}${r.stderr}`));
  cpSync(join(dir, 'saved.plan'), join(artifacts, 'saved.plan'));
  cpSync(join(dir, 'snap.json'), join(artifacts, 'snap.json'));
  return gitleaksFindings(artifacts);
}
