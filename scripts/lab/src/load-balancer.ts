import { spawn } from 'node:child_process';
import { mkdirSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAB_DIR } from './state.js';
import { isAlive, LabError, sleep, TOOL_PATH } from './system.js';

export interface Backend {
  readonly name: string;
  readonly address: string;
  readonly port: number;
}

/**
 * HAProxy in front of the control planes, as kind runs it: TCP pass-through (clients see the
 * apiservers' own certificates), a backend only in rotation while its /readyz answers 200, and
 * a new connection retried on another backend when one fails. A backend taken out of rotation
 * also has its open connections closed (`on-marked-down shutdown-sessions`): kubelets keep one
 * long-lived connection, and one left on an apiserver whose local etcd member is restarting
 * (about a minute in an upgrade) misses its heartbeats until the node lifecycle controller marks
 * the Node NotReady; closed, the kubelet reconnects to a ready apiserver.
 */
export function haproxyConfig(bind: { address: string; port: number }, backends: readonly Backend[]): string {
  return [
    'global',
    '  log stdout format raw local0 info',
    '  maxconn 4000',
    'defaults',
    '  log global',
    '  mode tcp',
    '  option dontlognull',
    '  timeout connect 5s',
    '  timeout client 1h',
    '  timeout server 1h',
    '  retries 3',
    '  option redispatch',
    'frontend control-plane',
    `  bind ${bind.address}:${bind.port}`,
    '  default_backend kube-apiservers',
    'backend kube-apiservers',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server inter 2s downinter 1s fall 2 rise 1 check check-ssl verify none on-marked-down shutdown-sessions',
    ...backends.map((b) => `  server ${b.name} ${b.address}:${b.port}`),
    '',
  ].join('\n');
}

/** (Re)starts HAProxy in the load balancer's network namespace with the given backends. */
export async function startLoadBalancer(netns: string, previousPid: number, bind: { address: string; port: number }, backends: readonly Backend[]): Promise<number> {
  const dir = join(LAB_DIR, 'load-balancer');
  mkdirSync(dir, { recursive: true });
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(bind, backends));
  if (isAlive(previousPid)) {
    process.kill(previousPid, 'SIGTERM');
    for (let i = 0; i < 50 && isAlive(previousPid); i++) await sleep(100);
  }
  const logFd = openSync(join(dir, 'haproxy.log'), 'a');
  const child = spawn('ip', ['netns', 'exec', netns, 'haproxy', '-db', '-f', config], { detached: true, stdio: ['ignore', logFd, logFd], env: { PATH: TOOL_PATH } });
  child.unref();
  await sleep(300);
  if (!child.pid || !isAlive(child.pid)) throw new LabError(`haproxy did not start; see ${join(dir, 'haproxy.log')}`);
  return child.pid;
}
