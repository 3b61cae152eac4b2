import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import { connect as netConnect, type Socket } from 'node:net';
import { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { after, before, test } from 'node:test';
import { CERTIFICATE_BACKDATE_SECONDS, issueCertificate } from '../../src/render/pki/issue.js';
import { systemKeySource } from '../../src/render/pki/key-source.js';
import { ApiConnections, type KubeCredentials } from '../../src/providers/kube-api/api-connections.js';
import { KubeClient } from '../../src/providers/kube-api/kube-client.js';

/**
 * The client against a local HTTPS server that asks for client certificates, reached through a
 * stream that is not a socket (as an SSH channel is): connections are kept and reused, identities
 * never share one, and destroying the run's connections closes them all.
 */
let server: Server;
let port: number;
let caPem: string;
let issue: (commonName: string) => Promise<KubeCredentials>;
const open = new Set<Socket>();
let handshakes = 0;
const hangs = { once: 0, always: 0 };

before(async () => {
  const now = Date.now();
  const validity = { notBefore: new Date(now - CERTIFICATE_BACKDATE_SECONDS * 1000), notAfter: new Date(now + 3600_000) };
  const caKey = await systemKeySource.generate('ecdsa-p256', 'ca');
  const ca = { cert: await issueCertificate({ subject: { commonName: 'test-ca' }, key: caKey, serial: '1', ...validity }), key: caKey };
  caPem = ca.cert.pem;
  let serial = 2;
  const leaf = async (commonName: string, usage: 'serverAuth' | 'clientAuth') => {
    const key = await systemKeySource.generate('ecdsa-p256', commonName);
    const cert = await issueCertificate({ subject: { commonName }, key, serial: (serial++).toString(16), ...validity, issuer: ca, usages: [usage], altNames: { dns: [], ips: ['127.0.0.1'] } });
    return { caPem, certPem: cert.pem, keyPem: key.privatePem };
  };
  issue = (cn) => leaf(cn, 'clientAuth');
  const serving = await leaf('apiserver', 'serverAuth');
  server = createServer({ ca: caPem, cert: serving.certPem, key: serving.keyPem, requestCert: true, rejectUnauthorized: true }, (req, res) => {
    // Who asked, by the certificate of the connection the request came on.
    const who = (req.socket as TLSSocket).getPeerCertificate().subject.CN;
    req.resume();
    // An apiserver that hangs (the first time, or always) until the client gives up.
    const hang = /\/namespaces\/hang-once\//.test(req.url ?? '') ? hangs.once++ === 0 : (req.url ?? '').startsWith('/apis/hang-always') && ++hangs.always > 0;
    if (hang) return;
    // Storage reinitializing, as after a restart or restore: refused for now, twice, then answered.
    const refusal = REFUSALS.get(req.url ?? '');
    if (refusal && refusal.left-- > 0) {
      res.writeHead(refusal.status, { 'Content-Type': 'application/json', ...(refusal.retryAfter === undefined ? {} : { 'Retry-After': refusal.retryAfter }) });
      return void res.end(JSON.stringify({ kind: 'Status', message: 'storage is (re)initializing', code: refusal.status }));
    }
    const streamed = STREAMS[req.url ?? ''];
    if (streamed) return void req.on('end', () => streamed(res));
    req.on('end', () => {
      res.writeHead(req.method === 'GET' ? 200 : 201, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ who }));
    });
  });
  server.on('connection', (s: Socket) => {
    open.add(s);
    s.on('close', () => open.delete(s));
  });
  server.on('secureConnection', () => handshakes++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Answers of a server-streaming call, as etcd's gateway writes them, by path. */
const STREAMS: Record<string, (res: ServerResponse) => void> = {
  // Three messages cut at awkward places: inside a message, at a line's end, mid-way through a blob.
  '/stream/pieces': (res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    const text = [{ n: 1, blob: 'YQ==' }, { n: 2, blob: 'Yg==' }, { n: 3 }].map((result) => `${JSON.stringify({ result })}\n`).join('');
    for (const [from, to] of [[0, 7], [7, 28], [28, 29], [29, 40], [40, text.length]] as const) res.write(text.slice(from, to));
    res.end();
  },
  '/stream/fails': (res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(`${JSON.stringify({ result: { n: 1 } })}\n${JSON.stringify({ error: { grpc_code: 8, message: 'etcdserver: too many requests' } })}\n`);
  },
  '/stream/refused': (res) => {
    res.writeHead(403, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'permission', code: 7, message: 'etcdserver: permission denied' }));
  },
  '/stream/cut': (res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.write(`${JSON.stringify({ result: { n: 1 } })}\n{"result":`);
    setTimeout(() => res.socket?.destroy(), 50);
  },
};

/** A byte stream to the server that is not a net.Socket, as an SSH channel is not. */
function channel(): Promise<Duplex> {
  return new Promise((resolve, reject) => {
    const tcp = netConnect(port, '127.0.0.1', () => {
      const stream = new Duplex({
        read: () => tcp.resume(),
        write: (chunk, _enc, done) => tcp.write(chunk, done),
        final: (done) => tcp.end(done),
        destroy: (err, done) => {
          tcp.destroy();
          done(err);
        },
      });
      tcp.on('data', (c) => stream.push(c) || tcp.pause());
      tcp.on('end', () => stream.push(null));
      tcp.on('close', () => stream.destroy());
      resolve(stream);
    });
    tcp.once('error', reject);
  });
}

/** A client whose tunnels and identity requests are counted. */
function client(connections: ApiConnections, who: string, tunnel: () => Promise<Duplex> = channel) {
  const counts = { tunnels: 0, identities: 0 };
  const kube = new KubeClient({
    host: '127.0.0.1',
    port,
    connections,
    credentials: () => {
      counts.identities++;
      return issue(who);
    },
    tunnel: () => {
      counts.tunnels++;
      return tunnel();
    },
  });
  return { kube, counts, ask: async () => ((await kube.create('/apis/test', {})) as { who: string }).who };
}

test('requests reuse one kept-alive connection through the tunnel; the identity is asked for once it is open', async () => {
  const connections = new ApiConnections();
  const before = handshakes;
  const admin = client(connections, 'admin');
  assert.deepEqual(admin.counts, { tunnels: 0, identities: 0 }, 'nothing before the first request');
  for (let i = 0; i < 4; i++) assert.equal(await admin.ask(), 'admin');
  assert.deepEqual(admin.counts, { tunnels: 1, identities: 1 });
  assert.equal(handshakes - before, 1, 'one TLS connection for four requests');
  connections.destroy();
});

test('two identities to the same apiserver never share a connection', async () => {
  const connections = new ApiConnections();
  const admin = client(connections, 'admin');
  const root = client(connections, 'super-admin');
  for (let i = 0; i < 3; i++) {
    assert.equal(await admin.ask(), 'admin');
    assert.equal(await root.ask(), 'super-admin');
  }
  assert.deepEqual([admin.counts, root.counts], [{ tunnels: 1, identities: 1 }, { tunnels: 1, identities: 1 }]);
  assert.deepEqual(await Promise.all([admin.ask(), root.ask(), admin.ask()]), ['admin', 'super-admin', 'admin']);
  connections.destroy();
});

test('destroy closes every connection the run opened, so nothing keeps the process alive', async () => {
  const connections = new ApiConnections();
  const admin = client(connections, 'admin');
  await Promise.all([admin.ask(), admin.ask(), admin.ask()]);
  assert.ok(open.size > 0);
  connections.destroy();
  for (let i = 0; i < 100 && open.size > 0; i++) await new Promise((r) => setTimeout(r, 10));
  assert.equal(open.size, 0, 'the server saw every connection close');
});

test('when nothing answers, no identity is made and the error says why', async () => {
  const connections = new ApiConnections();
  const down = client(connections, 'admin', () => Promise.reject(new Error('cannot reach 127.0.0.1:6443 from this host: connection refused')));
  assert.match(await down.kube.readiness(), /cannot reach 127\.0\.0\.1:6443 from this host: connection refused/);
  assert.deepEqual(down.counts, { tunnels: 1, identities: 0 });
  connections.destroy();
});

/** Answers refused for now, by path: how many more refusals, with which status and Retry-After. */
const REFUSALS = new Map<string, { left: number; status: number; retryAfter?: string }>();

test('a request the apiserver refuses for now (429, or a 5xx with Retry-After) is asked again after the time it names; a 5xx without it and an endless refusal are reported', async () => {
  const connections = new ApiConnections();
  const kube = new KubeClient({ host: '127.0.0.1', port, connections, credentials: () => issue('admin'), tunnel: channel });
  REFUSALS.set('/api/v1/namespaces/reinit/configmaps/x', { left: 2, status: 429, retryAfter: '0' });
  REFUSALS.set('/api/v1/namespaces/reinit/configmaps', { left: 1, status: 503, retryAfter: '0' });
  REFUSALS.set('/api/v1/namespaces/broken/configmaps', { left: 1, status: 500 });
  REFUSALS.set('/api/v1/namespaces/busy/configmaps/x', { left: 1000, status: 429, retryAfter: '0' });
  const found = await kube.get({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x', namespace: 'reinit' } });
  assert.equal((found as unknown as { who: string }).who, 'admin');
  assert.equal(REFUSALS.get('/api/v1/namespaces/reinit/configmaps/x')!.left, -1, 'answered on the third request');
  await kube.create('/api/v1/namespaces/reinit/configmaps', { kind: 'ConfigMap' });
  assert.equal(REFUSALS.get('/api/v1/namespaces/reinit/configmaps')!.left, -1, 'a refused write is sent again: it was not carried out');
  await assert.rejects(kube.create('/api/v1/namespaces/broken/configmaps', { kind: 'ConfigMap' }), /storage is \(re\)initializing/);
  await assert.rejects(kube.get({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x', namespace: 'busy' } }), /storage is \(re\)initializing/);
  assert.equal(REFUSALS.get('/api/v1/namespaces/busy/configmaps/x')!.left, 1000 - 11, 'asked 11 times, then reported');
  connections.destroy();
});

test('a read whose connection times out is asked again on a new connection; a write is not repeated', async () => {
  const connections = new ApiConnections();
  const kube = new KubeClient({ host: '127.0.0.1', port, connections, credentials: () => issue('admin'), tunnel: channel, timeoutMs: 300 });
  const before = handshakes;
  const found = await kube.get({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x', namespace: 'hang-once' } });
  assert.equal((found as unknown as { who: string }).who, 'admin', 'answered the second time');
  assert.equal(hangs.once, 2, 'asked twice');
  assert.equal(handshakes - before, 2, 'the timed-out connection was not reused');
  await assert.rejects(kube.create('/apis/hang-always', {}), /apiserver 127\.0\.0\.1:\d+: POST \/apis\/hang-always: timed out/);
  assert.equal(hangs.always, 1, 'a write is sent once: it may have been done');
  connections.destroy();
});

test('a streamed answer reaches the caller one message at a time, whatever pieces it arrives in; an error message, an error status and a cut connection each fail it with their cause', async () => {
  const connections = new ApiConnections();
  const kube = new KubeClient({ host: '127.0.0.1', port, connections, credentials: () => issue('admin'), tunnel: channel, label: 'etcd' });
  const seen: unknown[] = [];
  await kube.stream('/stream/pieces', {}, async (result) => {
    // The next message waits for this one to settle.
    await new Promise((r) => setTimeout(r, 5));
    seen.push(result);
  });
  assert.deepEqual(seen, [{ n: 1, blob: 'YQ==' }, { n: 2, blob: 'Yg==' }, { n: 3 }]);
  const results = (path: string) => {
    const got: unknown[] = [];
    return { got, done: kube.stream(path, {}, async (r) => void got.push(r)) };
  };
  const fails = results('/stream/fails');
  await assert.rejects(fails.done, /etcd 127\.0\.0\.1:\d+: stream \/stream\/fails: etcdserver: too many requests$/);
  assert.deepEqual(fails.got, [{ n: 1 }], 'what came before the error was handed on');
  await assert.rejects(kube.stream('/stream/refused', {}, async () => undefined), /stream \/stream\/refused: etcdserver: permission denied/);
  await assert.rejects(kube.stream('/stream/cut', {}, async () => undefined), /etcd 127\.0\.0\.1:\d+: stream \/stream\/cut: /);
  connections.destroy();
});
