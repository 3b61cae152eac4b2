import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { parse } from 'yaml';
import { testCluster } from '../support/test-clusters.js';
import { etcdManifestGate } from '../../src/apply/gates/etcd-manifest.js';
import type { GateContext } from '../../src/apply/gates/gate-context.js';
import { localTransport, type LocalHost } from '../../src/providers/local/local-transport.js';
import { observeHost } from '../../src/state/observe-host.js';
import type { KubeClient } from '../../src/providers/kube-api/kube-client.js';
import type { KubeObject } from '../../src/model/desired.js';
import type { HostTransport } from '../../src/model/host-transport.js';
import { shQuote } from '../../src/model/shell-quote.js';

// The gate runs its real host scripts (moving the apiserver's manifest out and back, reading when
// etcd started from /proc) through /bin/sh on a temporary root standing in for a control plane's
// `/`. What the kubelet does is played here: it runs a pod while its manifest is in the static pod
// directory, an "etcd" process (a copy of sleep, so /proc names it etcd) that a new manifest
// restarts, and replaces etcd's mirror pod only while the apiserver runs. The host's scripts and its
// etcd run in a network namespace of their own, as a host's do: the gate reads the etcd process of
// its host's network, and a real etcd elsewhere on this machine (another test's) is not the host's.
// The probes still reach the servers played here through this machine's loopback.

const dir = mkdtempSync(join(tmpdir(), 'k8sform-etcd-gate-'));
const ETCD_BINARY = join(dir, 'etcd');
copyFileSync('/bin/sleep', ETCD_BINARY);
const network = spawn('unshare', ['--net', 'sleep', '1000'], { stdio: 'ignore' });
after(() => {
  network.kill();
  rmSync(dir, { recursive: true, force: true });
});
const inNetwork = (): string[] => ['nsenter', `--net=/proc/${network.pid}/ns/net`];

const listen = async (handler: (path: string) => [number, string], port = 0): Promise<{ server: Server; port: number; sockets: Set<Socket> }> => {
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const [status, body] = handler(req.url ?? '/');
    res.writeHead(status).end(body);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port, sockets };
};
const freePort = async () => {
  const l = await listen(() => [200, '']);
  l.server.close();
  return l.port;
};

const manifest = (component: string, image: string, port: number) => `apiVersion: v1
kind: Pod
metadata: { name: ${component}, namespace: kube-system }
spec:
  containers:
  - name: ${component}
    image: ${image}
    command: [${component}]
    readinessProbe: { httpGet: { host: 127.0.0.1, path: /readyz, port: ${port}, scheme: HTTP } }
`;
const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A control plane whose kubelet runs etcd and kube-apiserver from /etc/kubernetes/manifests under `root`. */
async function controlPlane(root: string, ports: { apiserver: number; etcd: number }) {
  const manifests = join(root, 'etc/kubernetes/manifests');
  mkdirSync(manifests, { recursive: true });
  const events: string[] = [];
  const at = (what: string) => events.push(what);
  let etcd: { process: ChildProcess; hash: string; server: Awaited<ReturnType<typeof listen>> } | undefined;
  let apiserver: Awaited<ReturnType<typeof listen>> | undefined;
  let mirror: { hash: string; resourceVersion: number; text: string } | undefined;
  let resourceVersion = 1;
  let deletes = 0;
  let busy = false;
  const stop = (l: Awaited<ReturnType<typeof listen>>) => {
    l.server.close();
    l.sockets.forEach((s) => s.destroy());
  };
  const sync = async () => {
    if (busy) return;
    busy = true;
    try {
      const apiserverManifest = existsSync(join(manifests, 'kube-apiserver.yaml'));
      if (apiserverManifest && !apiserver) {
        apiserver = await listen(() => (etcd ? [200, 'ok'] : [500, 'etcd failed']), ports.apiserver);
        at('apiserver started');
      } else if (!apiserverManifest && apiserver) {
        stop(apiserver);
        apiserver = undefined;
        at('apiserver stopped');
      }
      const text = readFileSync(join(manifests, 'etcd.yaml'), 'utf8');
      if (etcd?.hash !== hash(text)) {
        if (etcd) {
          etcd.process.kill();
          stop(etcd.server);
          etcd = undefined;
          at('etcd stopped');
          await new Promise((r) => setTimeout(r, 300));
        }
        if (!text.includes('image: broken')) {
          const server = await listen((path) => (path.startsWith('/health') ? [200, '{"health":"true"}'] : [404, '']), ports.etcd);
          const [program, ...args] = [...inNetwork(), ETCD_BINARY, '1000'];
          etcd = { process: spawn(program!, args, { stdio: 'ignore' }), hash: hash(text), server };
          at('etcd started');
        }
        // The kubelet replaces the mirror pod when it syncs the new pod, through the apiserver.
        if (apiserver && etcd) mirror = { hash: etcd.hash, resourceVersion: ++resourceVersion, text };
      }
      if (!mirror && apiserver && etcd) mirror = { hash: etcd.hash, resourceVersion: ++resourceVersion, text };
    } finally {
      busy = false;
    }
  };
  writeFileSync(join(manifests, 'kube-apiserver.yaml'), manifest('kube-apiserver', 'registry.k8s.io/kube-apiserver:v1.34.2', ports.apiserver));
  writeFileSync(join(manifests, 'etcd.yaml'), manifest('etcd', 'registry.k8s.io/etcd:3.5.24-0', ports.etcd));
  await sync();
  const timer = setInterval(() => void sync(), 25);
  const mirrorPod = (): KubeObject | undefined => mirror && {
    apiVersion: 'v1', kind: 'Pod',
    metadata: { name: 'etcd-cp-1', namespace: 'kube-system', resourceVersion: String(mirror.resourceVersion), annotations: { 'kubernetes.io/config.hash': mirror.hash } },
    spec: (parse(mirror.text) as { spec: object }).spec,
  };
  // Another control plane's apiserver: it answers while this one is stopped.
  const api = {
    get: async () => mirrorPod(),
    deleteAt: async (_: unknown, rv: string) => {
      if (!mirror || String(mirror.resourceVersion) !== rv) return false;
      mirror = undefined;
      deletes++;
      at('mirror pod deleted');
      return true;
    },
  } as unknown as KubeClient;
  return {
    manifests, events, api,
    deletes: () => deletes,
    mirrorHash: () => mirror?.hash,
    apiserverListening: () => Boolean(apiserver),
    close: () => {
      clearInterval(timer);
      etcd?.process.kill();
      if (etcd) stop(etcd.server);
      if (apiserver) stop(apiserver);
    },
  };
}

/** The host's scripts run in its network namespace (nsenter execs the shell, so /proc sees it there). */
const inItsNetwork = (t: HostTransport): HostTransport => ({ ...t, exec: (script, stdin) => t.exec(`exec ${inNetwork().join(' ')} sh -c ${shQuote(script)}`, stdin) });

async function setUp(name: string, spec = '') {
  // unshare has made the namespace once its process is in another network than this one.
  while (readlinkSync(`/proc/${network.pid}/ns/net`) === readlinkSync('/proc/self/ns/net')) await new Promise((r) => setTimeout(r, 10));
  const root = join(dir, name);
  const ports = { apiserver: await freePort(), etcd: await freePort() };
  const kubelet = await listen(() => [200, 'ok']);
  const cluster = testCluster([
    `{ name: cp-1, role: control-plane, address: 10.0.0.1, transport: local, local: { root: ${root} } }`,
    `{ name: cp-2, role: control-plane, address: 10.0.0.2, transport: local, local: { root: ${join(dir, `${name}-cp-2`)} } }`,
  ], { spec: `kubelet: { config: { healthzPort: ${kubelet.port} } }${spec}` });
  const host = await controlPlane(root, ports);
  const said: string[] = [];
  const ctx: GateContext = {
    cluster,
    transports: new Map([['cp-1', inItsNetwork(localTransport(cluster.hosts[0] as LocalHost))]]),
    api: () => host.api,
    say: (line) => said.push(line),
    observeHost,
    observeEtcd: async () => undefined,
  };
  return { root, ports, host, ctx, said, close: () => { host.close(); kubelet.server.close(); } };
}

const PARK_DIR = '/etc/kubernetes/tmp/k8sform-backup-20261201T000000Z';

test('an etcd manifest change on one of several control planes: the host\'s apiserver is stopped before etcd restarts and started again only once the new member runs; the gate passes once its mirror pod, made again, shows the new manifest', async (t) => {
  const s = await setUp('changed');
  t.after(s.close);
  const apiserverManifest = readFileSync(join(s.host.manifests, 'kube-apiserver.yaml'));
  const next = manifest('etcd', 'registry.k8s.io/etcd:3.6.5-0', s.ports.etcd);
  const gate = etcdManifestGate(s.ctx, 'cp-1', next, readFileSync(join(s.host.manifests, 'etcd.yaml'), 'utf8'), PARK_DIR);

  const prepared = await gate.prepare(new AbortController().signal);
  assert.match(prepared.note ?? '', /^kube-apiserver stopped \(its manifest moved out until the new etcd member runs\)/);
  assert.equal(existsSync(join(s.host.manifests, 'kube-apiserver.yaml')), false, 'the manifest is out of the kubelet\'s directory');
  assert.equal(s.host.apiserverListening(), false, 'the apiserver stopped before the write');
  assert.deepEqual(readdirSync(join(s.root, PARK_DIR)).map((f) => f.replace(/-[0-9a-f]{8}$/, '-X')), ['kube-apiserver.yaml.restart-X']);

  // The step's write, as run-rollout makes it.
  writeFileSync(join(s.host.manifests, 'etcd.yaml'), next);
  await gate.passed(new AbortController().signal);

  assert.deepEqual(readFileSync(join(s.host.manifests, 'kube-apiserver.yaml')), apiserverManifest, 'the same manifest is back');
  assert.deepEqual(readdirSync(join(s.root, PARK_DIR)), []);
  assert.equal(s.host.mirrorHash(), hash(next));
  assert.equal(s.host.deletes(), 1, 'the stale mirror pod was deleted once, so the kubelet made it again');
  assert.deepEqual(s.host.events.filter((e) => e !== 'mirror pod deleted'), ['apiserver started', 'etcd started', 'apiserver stopped', 'etcd stopped', 'etcd started', 'apiserver started']);
  const watchdogs = spawnSync('pgrep', ['-f', `${s.root}${PARK_DIR}`], { encoding: 'utf8' });
  assert.equal(watchdogs.stdout, '', 'the watchdog that would put the manifest back was stopped');
});

test('a new etcd member that never starts: the gate fails while the apiserver is still stopped, puts it back, and the restored manifest passes with the apiserver in rotation again', async (t) => {
  const s = await setUp('broken', '\n  rollout: { staticPodTimeout: 4s }');
  t.after(s.close);
  const before = readFileSync(join(s.host.manifests, 'etcd.yaml'), 'utf8');
  const broken = manifest('etcd', 'broken', s.ports.etcd);
  const gate = etcdManifestGate(s.ctx, 'cp-1', broken, before, PARK_DIR);
  await gate.prepare(new AbortController().signal);
  writeFileSync(join(s.host.manifests, 'etcd.yaml'), broken);
  await assert.rejects(gate.passed(new AbortController().signal), /etcd on cp-1 started again from the new manifest did not happen within 4s \(last seen: etcd is not running/);
  assert.equal(existsSync(join(s.host.manifests, 'kube-apiserver.yaml')), true, 'put back on the way out');

  // The rollback, as run-rollout makes it.
  writeFileSync(join(s.host.manifests, 'etcd.yaml'), before);
  await gate.restored(new AbortController().signal);
  assert.equal(s.host.mirrorHash(), hash(before));
  assert.equal(s.host.apiserverListening(), true);
});

test('with one control plane the etcd gate is the static pod gate: nothing else is stopped', async (t) => {
  const s = await setUp('single');
  t.after(s.close);
  const ctx: GateContext = { ...s.ctx, cluster: { ...s.ctx.cluster, hosts: s.ctx.cluster.hosts.slice(0, 1) } };
  const next = manifest('etcd', 'registry.k8s.io/etcd:3.6.5-0', s.ports.etcd);
  const gate = etcdManifestGate(ctx, 'cp-1', next, readFileSync(join(s.host.manifests, 'etcd.yaml'), 'utf8'), PARK_DIR);
  assert.deepEqual(await gate.prepare(new AbortController().signal), {});
  writeFileSync(join(s.host.manifests, 'etcd.yaml'), next);
  await gate.passed(new AbortController().signal);
  assert.deepEqual(s.host.events, ['apiserver started', 'etcd started', 'etcd stopped', 'etcd started']);
  assert.equal(s.host.mirrorHash(), hash(next));
});
