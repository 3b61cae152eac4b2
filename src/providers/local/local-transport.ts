import { mkdirSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
import type { Host } from '../../model/cluster.js';
import { RemoteError } from '../../errors.js';
import { onDemand } from '../../model/on-demand.js';
import type { ExecResult, HostTransport } from '../../model/host-transport.js';
import type { Readable } from 'node:stream';

// node:child_process and node:net cost about 2 ms of every start; render and validate need neither.
const childProcess = onDemand<typeof import('node:child_process')>('node:child_process');
const net = onDemand<typeof import('node:net')>('node:net');

export type LocalHost = Host & { readonly transport: Extract<Host['transport'], { kind: 'local' }> };

/**
 * Runs host scripts on this machine with `/bin/sh -c`, as the current user. The configured root
 * directory stands in for the host's `/`; it is created here so scripts can rely on it.
 */
export function localTransport(host: LocalHost): HostTransport {
  const root = host.transport.root;
  try {
    mkdirSync(root, { recursive: true });
  } catch (e) {
    throw new RemoteError(host.name, `cannot create local root ${root}: ${(e as Error).message}`);
  }
  return {
    host: host.name,
    root,
    exec: (script, stdin) => runLocal(host.name, script, stdin),
    // A local host shares this machine's network.
    connect: (address, port) =>
      new Promise((resolve, reject) => {
        const socket = net().connect({ host: address, port }, () => resolve(socket));
        socket.once('error', (e) => reject(new RemoteError(host.name, `cannot reach ${address}:${port}: ${e.message}`)));
      }),
    close: async () => {},
  };
}

function runLocal(hostName: string, script: string, stdin?: Buffer | Readable): Promise<ExecResult> {
  return new Promise((resolve, reject) => {
    const child = childProcess().spawn('/bin/sh', ['-c', script], { stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    // EPIPE when the script exits without reading all of stdin: its exit status decides.
    child.stdin.on('error', () => {});
    child.on('error', (e) => reject(new RemoteError(hostName, `cannot run /bin/sh: ${e.message}`)));
    child.on('close', (code, signal) => {
      const status = code ?? 128 + (signal ? osConstants.signals[signal] : 0);
      resolve({ code: status, stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr).toString('utf8') });
    });
    if (stdin && !Buffer.isBuffer(stdin)) stdin.pipe(child.stdin);
    else child.stdin.end(stdin ?? Buffer.alloc(0));
  });
}
