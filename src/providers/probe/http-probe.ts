import type { Duplex } from 'node:stream';
import { onDemand } from '../../model/on-demand.js';

const http = onDemand<typeof import('node:http')>('node:http');
const tls = onDemand<typeof import('node:tls')>('node:tls');

export interface ProbeTarget {
  readonly scheme: 'HTTP' | 'HTTPS';
  readonly host: string;
  readonly port: number;
  readonly path: string;
}

/**
 * One GET through a stream opened from the host (an SSH channel), as the kubelet probes a static
 * pod: HTTPS without verifying the serving certificate, which the kubelet does not verify either
 * (kube-controller-manager and kube-scheduler serve self-signed ones). Returns `ok` for a 2xx, else
 * why not; never throws.
 */
export async function probeHttp(open: () => Promise<Duplex>, target: ProbeTarget, timeoutMs = 5000): Promise<string> {
  let socket: Duplex;
  try {
    socket = await open();
  } catch (e) {
    return `cannot connect: ${(e as Error).message}`;
  }
  return new Promise((resolve) => {
    const req = http().request({
      host: target.host,
      port: target.port,
      path: target.path,
      method: 'GET',
      // No agent: with one, Node ignores createConnection and dials the address itself.
      timeout: timeoutMs,
      createConnection: () => (target.scheme === 'HTTPS' ? tls().connect({ socket, rejectUnauthorized: false, servername: undefined }) : socket) as never,
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8').trim().slice(0, 200);
        resolve(res.statusCode && res.statusCode >= 200 && res.statusCode < 300 ? 'ok' : `HTTP ${res.statusCode}: ${body.split('\n').pop()}`);
      });
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (e) => resolve(e.message));
    req.end();
  });
}
