// Real Kubernetes binaries for tests, built from source by scripts/k8s-binaries/build.sh and cached
// outside the repository (K8SFORM_BINARIES_CACHE, default /var/cache/k8sform/k8s-binaries).
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { repoPath } from '../support/paths.js';

/**
 * The release every test with real Kubernetes binaries runs (the control-plane tests, and the lab
 * proof's upgrade target): one version, so a cold CI run builds it once.
 */
export const REAL_BINARIES_VERSION = 'v1.37.2';

export const BUILD_SCRIPT = repoPath('scripts', 'k8s-binaries', 'build.sh');

export const KNOWN_BINARIES = [
  'etcd',
  'kube-apiserver',
  'kube-controller-manager',
  'kube-scheduler',
  'kubelet',
  'kubeadm',
  'kubectl',
] as const;
export type BinaryName = (typeof KNOWN_BINARIES)[number];

export interface EnsureBinariesOptions {
  /** Upper bound for the build (a cold build of everything takes tens of minutes on 2 cores). Default 90 min. */
  timeoutMs?: number;
  /** Where build.sh's progress goes; default process.stderr. */
  progress?: NodeJS.WritableStream;
}

/**
 * Builds (or finds in the cache) the named binaries of Kubernetes `version` and returns their absolute paths.
 * Never skips: a failed or timed-out build throws, with the end of build.sh's output in the message.
 */
export async function ensureBinaries(
  version: string,
  names: string[],
  options: EnsureBinariesOptions = {},
): Promise<Record<string, string>> {
  const unknown = names.filter((n) => !(KNOWN_BINARIES as readonly string[]).includes(n));
  if (unknown.length > 0) throw new Error(`ensureBinaries: unknown binaries ${unknown.join(', ')} (known: ${KNOWN_BINARIES.join(', ')})`);
  if (!/^v1\.\d+\.\d+(-[0-9A-Za-z.]+)?$/.test(version)) throw new Error(`ensureBinaries: '${version}' is not a Kubernetes release tag like v1.34.2`);
  const timeoutMs = options.timeoutMs ?? 90 * 60_000;
  const progress = options.progress ?? process.stderr;

  const out = await new Promise<string>((resolve, reject) => {
    // Own process group, so a timeout (or this process exiting) can stop bash and the go build under it.
    const child = spawn('bash', [BUILD_SCRIPT, version, ...names], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let tail = '';
    const keep = (chunk: Buffer) => {
      progress.write(chunk);
      tail = (tail + chunk.toString()).slice(-16_384);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    };
    process.once('exit', killGroup);
    const timer = setTimeout(() => {
      killGroup();
      reject(new Error(`ensureBinaries: building ${names.join(' ')} (${version}) did not finish within ${Math.round(timeoutMs / 1000)}s; output ends with:\n${lastLines(tail, 30)}`));
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      process.removeListener('exit', killGroup);
      reject(new Error(`ensureBinaries: cannot run ${BUILD_SCRIPT}: ${err.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      process.removeListener('exit', killGroup);
      if (code === 0) resolve(tail);
      else reject(new Error(`ensureBinaries: ${BUILD_SCRIPT} ${version} ${names.join(' ')} failed (${signal ?? `exit ${code}`}):\n${lastLines(tail, 40)}`));
    });
  });

  const binLine = out.split('\n').reverse().find((l) => l.startsWith('bin: '));
  const binDir = binLine?.slice('bin: '.length).trim();
  if (!binDir || !isAbsolute(binDir)) throw new Error(`ensureBinaries: build.sh did not report its bin directory:\n${lastLines(out, 20)}`);
  const paths: Record<string, string> = {};
  for (const name of names) {
    const path = join(binDir, name);
    try {
      accessSync(path, constants.X_OK);
    } catch {
      throw new Error(`ensureBinaries: build.sh succeeded but ${path} is not an executable file`);
    }
    paths[name] = path;
  }
  return paths;
}

function lastLines(text: string, n: number): string {
  return text.trimEnd().split('\n').slice(-n).join('\n');
}
