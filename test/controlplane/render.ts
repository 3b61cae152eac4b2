// Renders a one-control-plane cluster with the real k8sform CLI, for the control-plane tests.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI } from '../support/paths.js';

/**
 * A loopback address of this process's own (all of 127/8 is local on Linux), so nothing else listens on it
 * and parallel test files never collide. 127.0.0.1 is avoided on purpose.
 */
export function ownLoopbackAddress(): string {
  const r = () => Math.floor(Math.random() * 250) + 1;
  return `127.${100 + (process.pid % 100)}.${r()}.${r()}`;
}

export interface RenderedCluster {
  /** The --out directory. */
  dir: string;
  host: string;
  address: string;
  bindPort: number;
  clusterYaml: string;
}

/**
 * Writes <work>/cluster.yaml (one control-plane host at `address`, apiServer.bindPort, and
 * `apiServer` lines under spec.apiServer) with `files` beside it, and renders it into <work>/rendered.
 */
export function renderSingleControlPlane(work: string, opts: { version: string; address: string; bindPort: number; host?: string; apiServer?: readonly string[]; files?: Readonly<Record<string, string>> }): RenderedCluster {
  const host = opts.host ?? 'cp-1';
  const clusterYaml = join(work, 'cluster.yaml');
  for (const [name, text] of Object.entries(opts.files ?? {})) writeFileSync(join(work, name), text);
  writeFileSync(
    clusterYaml,
    [
      'apiVersion: k8sform/v1alpha1',
      'kind: Cluster',
      'metadata:',
      '  name: controlplane-test',
      'spec:',
      `  kubernetesVersion: ${opts.version}`,
      '  networking:',
      '    podSubnet: 10.244.0.0/16',
      '  apiServer:',
      `    bindPort: ${opts.bindPort}`,
      ...(opts.apiServer ?? []).map((l) => `    ${l}`),
      '  ssh:',
      '    user: root',
      '    identityFile: ~/.ssh/id_ed25519',
      '  hosts:',
      `    - name: ${host}`,
      '      role: control-plane',
      `      address: ${opts.address}`,
      '',
    ].join('\n'),
  );
  const dir = join(work, 'rendered');
  const r = spawnSync(CLI, ['render', '-f', clusterYaml, '--out', dir], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`k8sform render -f ${clusterYaml} failed (${r.status ?? r.signal}):\n${r.stdout}${r.stderr}`);
  return { dir, host, address: opts.address, bindPort: opts.bindPort, clusterYaml };
}
