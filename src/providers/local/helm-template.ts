import { spawnSync } from 'node:child_process';
import { parse } from 'yaml';
import type { ChartRelease, RenderedChart } from '../../model/input-file.js';

/** Far more than any chart renders (kube-prometheus-stack's manifests are a few MiB). */
const OUTPUT_CAP = 64 * 1024 * 1024;
const HELM_TIMEOUT_MS = 120_000;
/** Helm 3.8 and later render with `--kube-version`, `--skip-tests` and values from stdin (`-f -`). */
function supported(version: string): boolean {
  const [major, minor] = (/^v([0-9]+)\.([0-9]+)/.exec(version) ?? []).slice(1).map(Number);
  return major !== undefined && minor !== undefined && (major > 3 || (major === 3 && minor >= 8));
}

/** The helm command: $K8SFORM_HELM, else `helm` on PATH. */
const helmCommand = () => process.env.K8SFORM_HELM || 'helm';

let checkedVersion: { command: string; why?: string } | undefined;

/**
 * Renders a chart as `helm template` does, for the cluster's Kubernetes version: the chart's
 * CustomResourceDefinitions first (`--include-crds`), without hooks or tests, which k8sform does not
 * run. Values files apply in order, then `values` (given on stdin, so they never appear in a
 * process list). Nothing reaches the cluster: helm only renders.
 */
export function renderHelmChart(release: ChartRelease): RenderedChart {
  const notUsable = helmVersionProblem();
  if (notUsable) return { why: notUsable };
  const shown = runHelm(['show', 'chart', release.chart]);
  if (shown.why !== undefined) return { why: shown.why };
  const meta = chartMetadata(shown.stdout);
  if (typeof meta === 'string') return { why: meta };
  const args = ['template', release.name, release.chart, '--namespace', release.namespace, '--kube-version', release.kubeVersion, '--include-crds', '--no-hooks', '--skip-tests'];
  for (const file of release.valuesFiles) args.push('--values', file);
  args.push('--values', '-');
  const rendered = runHelm(args, JSON.stringify(release.values));
  if (rendered.why !== undefined) return { why: rendered.why };
  return { text: rendered.stdout, chartName: meta.name, chartVersion: meta.version };
}

/** Why the helm command cannot render charts (missing, or a version without what k8sform uses), once per process. */
function helmVersionProblem(): string | undefined {
  const command = helmCommand();
  if (checkedVersion?.command !== command) {
    const got = runHelm(['version', '--template', '{{.Version}}']);
    const version = got.stdout?.trim() ?? '';
    checkedVersion = {
      command,
      why: got.why ?? (supported(version) ? undefined : `the helm command (${command}) is Helm ${version || '(version unknown)'}: k8sform needs Helm 3.8 or newer, or Helm 4`),
    };
  }
  return checkedVersion.why;
}

function runHelm(args: readonly string[], input = ''): { stdout: string; why?: undefined } | { stdout?: undefined; why: string } {
  const command = helmCommand();
  const run = spawnSync(command, args, { input, encoding: 'utf8', maxBuffer: OUTPUT_CAP, timeout: HELM_TIMEOUT_MS });
  if (run.error) {
    const code = (run.error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      return { why: `the helm command (${command}) is not installed: install Helm 3.8 or newer (https://helm.sh/docs/intro/install/), or set K8SFORM_HELM to its path` };
    }
    return { why: `helm ${args[0]} failed: ${code === 'ETIMEDOUT' ? `no answer in ${HELM_TIMEOUT_MS / 1000} s` : run.error.message}` };
  }
  if (run.status !== 0) return { why: `helm ${args[0]} failed: ${helmError(run.stderr)}` };
  return { stdout: run.stdout };
}

/** Helm's own one-line cause (`Error: ...`), without the usage text or warnings around it. */
function helmError(stderr: string): string {
  const lines = stderr.split('\n').map((l) => l.trim()).filter(Boolean);
  const error = lines.find((l) => l.startsWith('Error: ')) ?? lines.at(-1) ?? 'no message';
  return error.replace(/^Error: /, '');
}

function chartMetadata(chartYaml: string): { name: string; version: string } | string {
  let data: unknown;
  try {
    data = parse(chartYaml);
  } catch {
    return 'helm show chart gave text that is not YAML';
  }
  const { name, version } = (data ?? {}) as { name?: unknown; version?: unknown };
  if (typeof name !== 'string' || (typeof version !== 'string' && typeof version !== 'number')) return 'the chart\'s Chart.yaml has no name or version';
  return { name, version: String(version) };
}
