// Runs a real control plane (etcd + kube-apiserver, optionally kube-controller-manager and kube-scheduler)
// as plain processes, from a tree rendered by `k8sform render`: the flags come from the rendered
// static-pod manifests, so tests exercise k8sform's real flags, certificates and kubeconfigs.
//
// What the runner changes, and nothing else:
//  - every path under /etc/kubernetes points into <dir>/hosts/<host>/etc/kubernetes;
//  - etcd: --data-dir is a temporary directory, every URL port is a free port, non-loopback URL hosts
//    become `address`, and the member starts as a fresh single-member cluster;
//  - kube-apiserver: --etcd-servers is that etcd, --bind-address is `address` (kubeadm binds all
//    interfaces), --secure-port is `bindPort` when given, and with a loopback advertise address (the
//    tests' own 127.x address) --endpoint-reconciler-type=none: from v1.37 the apiserver refuses to
//    publish a loopback address as the `kubernetes` Service's endpoint, which no test here uses;
//    an --audit-log-path is moved into the work directory (its directory made as the kubelet's
//    DirectoryOrCreate volume would), so no test writes under this machine's /var/log;
//  - kube-controller-manager / kube-scheduler: their kubeconfigs are copies whose server is
//    https://address:port, and --secure-port is a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { ensureBinaries } from './binaries.js';

export type OptionalComponent = 'kube-controller-manager' | 'kube-scheduler';

export interface StartControlPlaneOptions {
  /** A rendered k8sform tree (the --out directory of `k8sform render`). */
  dir: string;
  /** The control-plane host to run, a directory under <dir>/hosts. */
  host: string;
  /** The IP address to bind kube-apiserver and etcd to (default 127.0.0.1); use the host's rendered address, which the certificates name. */
  address?: string;
  /** kube-apiserver's --secure-port (default: the rendered --secure-port). */
  bindPort?: number;
  /** Kubernetes version of the binaries (default: the tag of the rendered kube-apiserver image). */
  version?: string;
  /** Also start these, with their rendered flags and kubeconfigs. */
  components?: OptionalComponent[];
  /** Bound for each component to become ready (default 180 s). */
  readyTimeoutMs?: number;
  /** Binaries to use instead of ensureBinaries(version, ...). */
  binaries?: Record<string, string>;
  /** Keep the work directory (data dir, logs, kubeconfig copies) after stop(), for debugging. Also K8SFORM_KEEP_CONTROLPLANE=1. */
  keepWorkDir?: boolean;
}

export interface Credentials {
  server: string;
  ca: Buffer;
  cert: Buffer;
  key: Buffer;
}

export interface ApiResponse {
  status: number;
  body: string;
  json<T = unknown>(): T;
}

export interface ControlPlane {
  address: string;
  port: number;
  /** https://address:port */
  server: string;
  /** The client URL kube-apiserver uses for etcd. */
  etcdEndpoint: string;
  version: string;
  /** <dir>/hosts/<host>/etc/kubernetes */
  etcKubernetes: string;
  /** Temporary directory holding etcd's data, logs and rewritten kubeconfigs. */
  workDir: string;
  /** Log file of each started component. */
  logs: Record<string, string>;
  /** Where kube-apiserver writes its audit log, when its manifest asks for one (see the header). */
  auditLog?: string;
  /** The exact command line each component was started with. */
  commands: Record<string, string[]>;
  /** Client credentials of a rendered kubeconfig, e.g. 'admin.conf' or 'super-admin.conf'. */
  credentials(kubeconfig: string): Credentials;
  /** An HTTPS request to this kube-apiserver as the identity of a rendered kubeconfig (default super-admin.conf). */
  request(path: string, opts?: { kubeconfig?: string; method?: string; body?: unknown; timeoutMs?: number }): Promise<ApiResponse>;
  /** Stops kube-apiserver alone, as a control plane restarting it does: etcd and its data stay. */
  stopApiserver(): Promise<void>;
  /** Starts kube-apiserver again with the same flags; resolves once it is ready (within `readyTimeoutMs`, default the control plane's). */
  startApiserver(opts?: { readyTimeoutMs?: number }): Promise<void>;
  /** Stops every process (SIGTERM, SIGKILL after 10 s) and removes the work directory. Idempotent. */
  stop(): Promise<void>;
}

export async function startControlPlane(opts: StartControlPlaneOptions): Promise<ControlPlane> {
  const address = opts.address ?? '127.0.0.1';
  if (net.isIP(address) === 0) throw new Error(`startControlPlane: address '${address}' is not an IP address`);
  const hostDir = resolve(opts.dir, 'hosts', opts.host);
  const etcKubernetes = join(hostDir, 'etc', 'kubernetes');
  const manifests = join(etcKubernetes, 'manifests');
  if (!existsSync(manifests)) throw new Error(`startControlPlane: ${manifests} does not exist: is '${opts.host}' a control-plane host of the tree rendered in ${opts.dir}?`);

  const apiserverPod = readManifest(join(manifests, 'kube-apiserver.yaml'));
  const etcdManifest = join(manifests, 'etcd.yaml');
  if (!existsSync(etcdManifest)) throw new Error(`startControlPlane: ${etcdManifest} does not exist (external etcd is not supported by this runner)`);
  const etcdPod = readManifest(etcdManifest);
  const version = opts.version ?? imageTag(apiserverPod.image);
  const components = opts.components ?? [];

  const binaries = opts.binaries ?? (await ensureBinaries(version, ['etcd', 'kube-apiserver', ...components]));
  for (const name of ['etcd', 'kube-apiserver', ...components]) {
    if (!binaries[name]) throw new Error(`startControlPlane: no binary for ${name}`);
  }

  const workDir = mkdtempSync(join(tmpdir(), `k8sform-cp-${opts.host}-`));
  const rewrite = (value: string) => value.replace(/(^|[=,:])\/etc\/kubernetes(?=\/|,|$)/g, (_m, pre: string) => pre + etcKubernetes);
  const procs: Proc[] = [];
  const logs: Record<string, string> = {};
  const commands: Record<string, string[]> = {};
  const readyTimeoutMs = opts.readyTimeoutMs ?? 180_000;
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const p of [...procs].reverse()) await p.stop();
    if (!(opts.keepWorkDir || process.env.K8SFORM_KEEP_CONTROLPLANE === '1')) rmSync(workDir, { recursive: true, force: true });
  };
  const start = (name: string, args: Flags) => {
    const argv = args.toArgs();
    commands[name] = [binaries[name]!, ...argv];
    logs[name] = join(workDir, `${name}.log`);
    const p = startProcess(name, binaries[name]!, argv, workDir, logs[name]);
    procs.push(p);
    return p;
  };

  try {
    // etcd
    const etcdFlags = Flags.from(etcdPod.command, rewrite);
    const portMap = new Map<string, number>();
    const mapUrl = async (url: string) => {
      const u = new URL(url);
      const bare = u.hostname.replace(/^\[|\]$/g, '');
      if (!isLoopback(bare)) u.hostname = address.includes(':') ? `[${address}]` : address;
      if (!portMap.has(u.port)) portMap.set(u.port, await freePort());
      u.port = String(portMap.get(u.port));
      return u.origin;
    };
    const mapUrls = async (list: string) => [...new Set(await Promise.all(list.split(',').filter(Boolean).map(mapUrl)))].join(',');
    for (const f of ['listen-client-urls', 'advertise-client-urls', 'listen-peer-urls', 'initial-advertise-peer-urls', 'listen-metrics-urls']) {
      const v = etcdFlags.get(f);
      if (v !== undefined) etcdFlags.set(f, await mapUrls(v));
    }
    const member = etcdFlags.get('name') ?? opts.host;
    const peerUrls = etcdFlags.get('initial-advertise-peer-urls');
    if (!peerUrls) throw new Error(`${etcdManifest} has no --initial-advertise-peer-urls`);
    etcdFlags.set('initial-cluster', peerUrls.split(',').map((u) => `${member}=${u}`).join(','));
    etcdFlags.set('initial-cluster-state', 'new');
    const dataDir = join(workDir, 'etcd-data');
    mkdirSync(dataDir, { mode: 0o700 });
    etcdFlags.set('data-dir', dataDir);
    const clientUrls = etcdFlags.get('listen-client-urls')!.split(',');
    const etcdEndpoint = clientUrls.find((u) => isLoopback(new URL(u).hostname.replace(/^\[|\]$/g, ''))) ?? clientUrls[0]!;
    const etcd = start('etcd', etcdFlags);
    const metrics = etcdFlags.get('listen-metrics-urls')?.split(',')[0];
    await waitFor('etcd', etcd, readyTimeoutMs, async () => {
      if (metrics) {
        const r = await httpGet(`${metrics}/readyz`, 2000);
        return r.status === 200 ? true : `/readyz ${r.status}: ${r.body.trim()}`;
      }
      const u = new URL(etcdEndpoint);
      return (await tcpOpen(u.hostname, Number(u.port))) || 'client port not open';
    });

    // kube-apiserver
    const apiFlags = Flags.from(apiserverPod.command, rewrite);
    const port = opts.bindPort ?? Number(apiFlags.get('secure-port') ?? 6443);
    apiFlags.set('secure-port', String(port));
    apiFlags.set('bind-address', address);
    apiFlags.set('etcd-servers', etcdEndpoint);
    if (net.isIP(apiFlags.get('advertise-address') ?? '') && /^127\./.test(apiFlags.get('advertise-address')!)) apiFlags.set('endpoint-reconciler-type', 'none');
    const auditLog = apiFlags.get('audit-log-path') === undefined ? undefined : join(workDir, 'audit', 'audit.log');
    if (auditLog) {
      mkdirSync(dirname(auditLog), { mode: 0o700 });
      apiFlags.set('audit-log-path', auditLog);
    }
    let apiserver = start('kube-apiserver', apiFlags);
    const server = `https://${address.includes(':') ? `[${address}]` : address}:${port}`;

    // The serving certificate names the rendered advertise address; when binding elsewhere, verify against that name.
    const serverName = apiFlags.get('advertise-address') ?? address;
    const credentials = (kubeconfig: string) => readCredentials(join(etcKubernetes, kubeconfig), rewrite);
    const probeIdentity = existsSync(join(etcKubernetes, 'super-admin.conf')) ? 'super-admin.conf' : 'admin.conf';
    const request: ControlPlane['request'] = (path, ro = {}) =>
      apiRequest(address, port, serverName, credentials(ro.kubeconfig ?? probeIdentity), path, ro.method ?? 'GET', ro.body, ro.timeoutMs ?? 10_000);
    const apiserverReady = (timeoutMs = readyTimeoutMs) => waitFor('kube-apiserver', apiserver, timeoutMs, async () => {
      const r = await request('/readyz?verbose', { timeoutMs: 5000 });
      return r.status === 200 ? true : `/readyz ${r.status}: ${failingChecks(r.body)}`;
    });
    await apiserverReady();
    const stopApiserver = async () => {
      await apiserver.stop();
      procs.splice(procs.indexOf(apiserver), 1);
    };
    const startApiserver: ControlPlane['startApiserver'] = async (so = {}) => {
      apiserver = start('kube-apiserver', apiFlags);
      await apiserverReady(so.readyTimeoutMs);
    };

    // Optional: kube-controller-manager and kube-scheduler with copies of their kubeconfigs aimed at this apiserver.
    for (const name of components) {
      const pod = readManifest(join(manifests, `${name}.yaml`));
      const flags = Flags.from(pod.command, rewrite);
      const copies = new Map<string, string>();
      for (const f of ['kubeconfig', 'authentication-kubeconfig', 'authorization-kubeconfig']) {
        const path = flags.get(f);
        if (path === undefined) continue;
        if (!copies.has(path)) {
          const copy = join(workDir, `${name}-${copies.size}.conf`);
          const tlsServerName = serverName === address ? undefined : serverName;
          writeFileSync(copy, retargetKubeconfig(readFileSync(path, 'utf8'), server, tlsServerName, dirname(path), rewrite), { mode: 0o600 });
          copies.set(path, copy);
        }
        flags.set(f, copies.get(path)!);
      }
      const healthPort = await freePort();
      flags.set('secure-port', String(healthPort));
      const bind = flags.get('bind-address') ?? '127.0.0.1';
      const p = start(name, flags);
      await waitFor(name, p, readyTimeoutMs, async () => {
        const r = await httpsGetInsecure(`https://${bind.includes(':') ? `[${bind}]` : bind}:${healthPort}/healthz`, 2000);
        return r.status === 200 ? true : `/healthz ${r.status}: ${r.body.trim().slice(0, 300)}`;
      });
    }

    return { address, port, server, etcdEndpoint, version, etcKubernetes, workDir, logs, commands, credentials, request, stopApiserver, startApiserver, stop, ...(auditLog ? { auditLog } : {}) };
  } catch (err) {
    await stop();
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Manifests and flags

interface Container {
  command: string[];
  image: string;
}

function readManifest(path: string): Container {
  if (!existsSync(path)) throw new Error(`startControlPlane: ${path} does not exist`);
  const pod = parse(readFileSync(path, 'utf8')) as { spec?: { containers?: Array<{ command?: string[]; args?: string[]; image?: string }> } };
  const c = pod?.spec?.containers?.[0];
  if (!c?.command?.length) throw new Error(`startControlPlane: ${path} has no container command`);
  return { command: [...c.command, ...(c.args ?? [])], image: c.image ?? '' };
}

function imageTag(image: string): string {
  const tag = /:(v\d+\.\d+\.\d+[^@]*)$/.exec(image)?.[1];
  if (!tag) throw new Error(`startControlPlane: cannot tell the Kubernetes version from image '${image}': pass opts.version`);
  return tag;
}

/** The --flag=value list of a static-pod command (the first element, the program, is dropped), in order. */
class Flags {
  private constructor(private readonly entries: Array<[string, string | undefined]>) {}

  static from(command: string[], rewrite: (v: string) => string): Flags {
    const entries: Array<[string, string | undefined]> = [];
    for (const arg of command.slice(1)) {
      const m = /^--([^=]+)(?:=(.*))?$/s.exec(arg);
      if (!m) throw new Error(`startControlPlane: unexpected argument '${arg}' (expected --flag=value)`);
      entries.push([m[1]!, m[2] === undefined ? undefined : rewrite(m[2])]);
    }
    return new Flags(entries);
  }
  get(name: string): string | undefined {
    return this.entries.find(([n]) => n === name)?.[1];
  }
  set(name: string, value: string): void {
    const e = this.entries.find(([n]) => n === name);
    if (e) e[1] = value;
    else this.entries.push([name, value]);
  }
  toArgs(): string[] {
    return this.entries.map(([n, v]) => (v === undefined ? `--${n}` : `--${n}=${v}`));
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Kubeconfigs

interface Kubeconfig {
  'current-context'?: string;
  clusters?: Array<{ name: string; cluster: Record<string, unknown> }>;
  users?: Array<{ name: string; user: Record<string, unknown> }>;
  contexts?: Array<{ name: string; context: { cluster: string; user: string } }>;
}

function currentEntries(kc: Kubeconfig, path: string) {
  const ctx = kc.contexts?.find((c) => c.name === kc['current-context']) ?? kc.contexts?.[0];
  const cluster = kc.clusters?.find((c) => c.name === ctx?.context.cluster) ?? kc.clusters?.[0];
  const user = kc.users?.find((u) => u.name === ctx?.context.user) ?? kc.users?.[0];
  if (!cluster || !user) throw new Error(`startControlPlane: ${path} has no cluster or user`);
  return { cluster: cluster.cluster, user: user.user };
}

function readCredentials(path: string, rewrite: (v: string) => string): Credentials {
  if (!existsSync(path)) throw new Error(`startControlPlane: ${path} does not exist`);
  const kc = parse(readFileSync(path, 'utf8')) as Kubeconfig;
  const { cluster, user } = currentEntries(kc, path);
  const material = (obj: Record<string, unknown>, key: string): Buffer => {
    const data = obj[`${key}-data`];
    if (typeof data === 'string') return Buffer.from(data, 'base64');
    const file = obj[key];
    if (typeof file === 'string') {
      const p = rewrite(file);
      return readFileSync(isAbsolute(p) ? p : join(dirname(path), p));
    }
    throw new Error(`startControlPlane: ${path} has neither ${key}-data nor ${key}`);
  };
  return {
    server: String(cluster.server),
    ca: material(cluster, 'certificate-authority'),
    cert: material(user, 'client-certificate'),
    key: material(user, 'client-key'),
  };
}

/** A copy of a kubeconfig whose current cluster's server is `server`, with file references made absolute. */
function retargetKubeconfig(text: string, server: string, tlsServerName: string | undefined, baseDir: string, rewrite: (v: string) => string): string {
  const kc = parse(text) as Kubeconfig;
  const { cluster, user } = currentEntries(kc, 'kubeconfig');
  cluster.server = server;
  if (tlsServerName !== undefined) cluster['tls-server-name'] = tlsServerName;
  for (const [obj, key] of [[cluster, 'certificate-authority'], [user, 'client-certificate'], [user, 'client-key']] as const) {
    const v = obj[key];
    if (typeof v === 'string') {
      const p = rewrite(v);
      obj[key] = isAbsolute(p) ? p : join(baseDir, p);
    }
  }
  return stringify(kc);
}

// ---------------------------------------------------------------------------------------------------------------------
// Processes

interface Proc {
  name: string;
  child: ChildProcess;
  logFile: string;
  exited: () => string | undefined;
  stop: () => Promise<void>;
}

const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => existsSync(p));
const running = new Set<ChildProcess>();
let exitHookInstalled = false;
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // If the test process dies without stop(), take the control plane down with it.
  process.on('exit', () => {
    for (const c of running) {
      try {
        c.kill('SIGKILL');
      } catch {
        /* gone */
      }
    }
  });
}

function startProcess(name: string, bin: string, args: string[], cwd: string, logFile: string): Proc {
  installExitHook();
  const fd = openSync(logFile, 'a', 0o600);
  let child: ChildProcess;
  try {
    // With setpriv (util-linux), the kernel kills the component if this process dies without stop(), even by SIGKILL.
    child = SETPRIV
      ? spawn(SETPRIV, ['--pdeathsig', 'SIGKILL', '--', bin, ...args], { cwd, stdio: ['ignore', fd, fd] })
      : spawn(bin, args, { cwd, stdio: ['ignore', fd, fd] });
  } finally {
    closeSync(fd);
  }
  running.add(child);
  let exit: string | undefined;
  const done = new Promise<void>((res) => {
    child.on('error', (err) => {
      exit = `could not start: ${err.message}`;
      running.delete(child);
      res();
    });
    child.on('exit', (code, signal) => {
      exit = signal ? `killed by ${signal}` : `exited with code ${code}`;
      running.delete(child);
      res();
    });
  });
  return {
    name,
    child,
    logFile,
    exited: () => exit,
    stop: async () => {
      if (exit !== undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(timer);
    },
  };
}

function logTail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Polls `check` until it returns true; fails early when the process exits, and with the log tail on timeout. */
async function waitFor(name: string, p: Proc, timeoutMs: number, check: () => Promise<true | string>): Promise<void> {
  const t0 = Date.now();
  let last = 'not checked yet';
  while (true) {
    const exit = p.exited();
    if (exit !== undefined) {
      throw new Error(`${name} ${exit} before becoming ready (last check: ${last}); the end of its log:\n${logTail(p.logFile)}`);
    }
    try {
      const r = await check();
      if (r === true) return;
      last = r;
    } catch (err) {
      last = (err as Error).message;
    }
    if (Date.now() - t0 > timeoutMs) {
      throw new Error(`${name} not ready after ${Math.round(timeoutMs / 1000)}s (last check: ${last}); the end of its log:\n${logTail(p.logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

function failingChecks(verbose: string): string {
  const bad = verbose.split('\n').filter((l) => l.startsWith('[-]'));
  return (bad.length ? bad.join('; ') : verbose.trim()).slice(0, 500);
}

// ---------------------------------------------------------------------------------------------------------------------
// Network helpers

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

const handedOut = new Set<number>();

/**
 * A currently free TCP port on 127.0.0.1, never the same twice in this process (there is a small window
 * before the component binds it, in which another process could take it).
 */
export async function freePort(): Promise<number> {
  for (let i = 0; i < 20; i++) {
    const port = await ephemeralPort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('freePort: the kernel keeps handing out ports already given out');
}

function ephemeralPort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen({ host: '127.0.0.1', port: 0 }, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => res(port));
    });
  });
}

function tcpOpen(host: string, port: number): Promise<boolean> {
  return new Promise((res) => {
    const s = net.connect({ host, port, timeout: 1000 });
    s.on('connect', () => (s.destroy(), res(true)));
    s.on('error', () => res(false));
    s.on('timeout', () => (s.destroy(), res(false)));
  });
}

function collect(res: http.IncomingMessage): Promise<string> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => ok(Buffer.concat(chunks).toString('utf8')));
    res.on('error', fail);
  });
}

function httpGet(url: string, timeoutMs: number): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    const req = http.get(url, { timeout: timeoutMs }, (res) => collect(res).then((body) => ok({ status: res.statusCode ?? 0, body }), fail));
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', fail);
  });
}

/** For the self-signed health endpoints of kube-controller-manager and kube-scheduler. */
function httpsGetInsecure(url: string, timeoutMs: number): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    const req = https.get(url, { timeout: timeoutMs, rejectUnauthorized: false }, (res) =>
      collect(res).then((body) => ok({ status: res.statusCode ?? 0, body }), fail),
    );
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', fail);
  });
}

function apiRequest(
  host: string,
  port: number,
  serverName: string,
  cred: Credentials,
  path: string,
  method: string,
  body: unknown,
  timeoutMs: number,
): Promise<ApiResponse> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((ok, fail) => {
    const req = https.request(
      {
        host,
        port,
        path,
        method,
        ca: cred.ca,
        cert: cred.cert,
        key: cred.key,
        timeout: timeoutMs,
        agent: false,
        checkServerIdentity: (_host, cert) => tls.checkServerIdentity(serverName, cert),
        headers: { Accept: 'application/json', ...(payload !== undefined ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}) },
      },
      (res) =>
        collect(res).then(
          (text) =>
            ok({
              status: res.statusCode ?? 0,
              body: text,
              json<T>() {
                return JSON.parse(text) as T;
              },
            }),
          fail,
        ),
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out after ${timeoutMs} ms`)));
    req.on('error', fail);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}
