import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoPath } from './paths.js';

/**
 * Runs scripts/tools/NAME.sh, which builds or fetches a tool into the cache outside the
 * repository, and returns the path it prints last. Throws (failing the test, never skipping it)
 * with the script's own explanation when it cannot.
 */
export function toolPath(name: string): string {
  try {
    const out = execFileSync('bash', [repoPath('scripts', 'tools', `${name}.sh`)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 900_000 });
    return out.trimEnd().split('\n').at(-1)!;
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    throw new Error(`scripts/tools/${name}.sh could not provide ${name}: ${err.stderr?.trim() || err.message}`);
  }
}

/** One thing gitleaks reads as a credential: its rule and the file, never the secret itself. */
export interface Finding {
  readonly rule: string;
  readonly file: string;
}

/**
 * What gitleaks (its default rules, as push protection and CI pipelines run it) finds in a file or
 * directory. Secrets are redacted from its report, so a failing test never prints one.
 */
export function gitleaksFindings(path: string): Finding[] {
  const report = join(mkdtempSync(join(tmpdir(), 'k8sform-gitleaks-')), 'report.json');
  try {
    execFileSync(toolPath('gitleaks'), ['dir', path, '--no-banner', '--redact', '--log-level', 'error', '--exit-code', '0', '--report-format', 'json', '--report-path', report], { stdio: ['ignore', 'ignore', 'pipe'], timeout: 300_000 });
    return (JSON.parse(readFileSync(report, 'utf8')) as { RuleID: string; File: string }[]).map((f) => ({ rule: f.RuleID, file: f.File }));
  } finally {
    rmSync(join(report, '..'), { recursive: true, force: true });
  }
}
