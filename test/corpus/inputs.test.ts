import assert from 'node:assert/strict';
import { createHash, webcrypto } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { x509 } from '../support/x509.js';
import { repoPath } from '../support/paths.js';
import { CA_FILE_CASES, FLAG_CASES, HOST_STATE_CASES, PLAN_FILE_CASES } from './input-cases.js';
import { k8sform, oneLineRefusal } from './run-cli.js';

const work = mkdtempSync(join(tmpdir(), 'k8sform-corpus-inputs-'));
after(() => rmSync(work, { recursive: true, force: true }));
/** The local example (hosts are directories), with ECDSA keys so that every run is quick. */
const cluster = join(work, 'cluster');
const hosts = join(cluster, '.k8sform', 'hosts');

/** Every path under the hosts with its type, mode, owner and content or link target: what "nothing written" compares. */
function hostTree(dir = hosts, prefix = ''): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    const st = lstatSync(path);
    const what = st.isSymbolicLink() ? `-> ${readlinkSync(path)}` : st.isFile() ? createHash('sha256').update(readFileSync(path)).digest('hex') : st.isDirectory() ? 'dir' : `special ${st.mode >> 12}`;
    const line = `${prefix}${name} ${(st.mode & 0o7777).toString(8)} ${st.uid}:${st.gid} ${what}`;
    return st.isDirectory() ? [line, ...hostTree(path, `${prefix}${name}/`)] : [line];
  });
}

async function ok(args: string[]): Promise<string> {
  const r = await k8sform(args, cluster);
  assert.equal(r.status, 0, `${args.join(' ')}: ${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

before(async () => {
  cpSync(repoPath('examples', 'clusters', 'local'), cluster, { recursive: true });
  rmSync(join(cluster, '.k8sform'), { recursive: true, force: true });
  const file = join(cluster, 'cluster.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace('  networking:', '  certificates: { keyAlgorithm: ecdsa-p256 }\n  networking:'));
  await ok(['plan', '--out', 'fresh.plan']);
  await ok(['apply', '--auto-approve', '--target', 'host']);
  await ok(['plan', '--target', 'host', '--out', 'noop.plan']);
  cpSync(hosts, join(work, 'pristine'), { recursive: true });
});

describe('broken plan files: show and apply refuse them in one line, and nothing is written', { concurrency: 2 }, () => {
  PLAN_FILE_CASES.forEach((c, i) => {
    test(c.name, async () => {
      const name = `case-${i}.plan`;
      const path = join(cluster, name);
      const original = readFileSync(join(cluster, `${c.from}.plan`), 'utf8');
      if (c.special === 'dev-zero') {
        // Nothing to make.
      } else if (c.special === 'fifo') execFileSync('mkfifo', [path]);
      else if (c.special === 'directory') mkdirSync(path);
      else if (c.special === 'sparse-300M') execFileSync('truncate', ['-s', '300M', path]);
      else if (c.cut) writeFileSync(path, original.slice(0, original.length / 2));
      else if (c.text !== undefined) writeFileSync(path, c.text);
      else {
        const plan = JSON.parse(original);
        c.edit!(plan);
        writeFileSync(path, JSON.stringify(plan));
      }
      const shown = c.special === 'dev-zero' ? '/dev/zero' : name;
      const tree = hostTree();
      for (const args of [['show', shown], ['apply', shown]]) {
        const line = oneLineRefusal(await k8sform(args, cluster), `${args[0]} ${c.name}`);
        assert.ok(line.startsWith(`${shown}: `), `names the file: ${line}`);
        assert.match(line, c.says);
      }
      assert.deepEqual(hostTree(), tree, 'nothing written on the hosts');
      rmSync(path, { recursive: true, force: true });
    });
  });
});

// One at a time: an apply that takes the lock and gives it back changes the hosts meanwhile.
describe('wrong command lines: one line, exit 1, nothing written', () => {
  for (const c of FLAG_CASES) {
    test(JSON.stringify(c.args), async () => {
      const tree = hostTree();
      const files = readdirSync(cluster).sort();
      // Some flags are found wrong only against what the hosts hold (a target that matches nothing).
      assert.match(oneLineRefusal(await k8sform(c.args, cluster), c.args.join(' '), { afterProgress: true }), c.says);
      assert.deepEqual(hostTree(), tree, 'nothing written on the hosts');
      assert.deepEqual(readdirSync(cluster).filter((f) => !f.startsWith('case-')).sort(), files.filter((f) => !f.startsWith('case-')), 'nothing written beside cluster.yaml');
    });
  }
});

describe('bad external CA files: validate names the field and the file in one line', { concurrency: 2 }, () => {
  const dir = join(work, 'ca-files');
  before(async () => {
    mkdirSync(join(dir, 'a-directory'), { recursive: true });
    const ssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
    ssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-subj', '/CN=kubernetes', '-days', '365', '-out', 'ca.crt');
    ssl('genrsa', '-out', 'other.key', '2048');
    ssl('req', '-new', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'leaf.key', '-subj', '/CN=leaf', '-out', 'leaf.csr');
    ssl('x509', '-req', '-in', 'leaf.csr', '-CA', 'ca.crt', '-CAkey', 'ca.key', '-days', '30', '-out', 'leaf.crt');
    ssl('genpkey', '-algorithm', 'ed25519', '-out', 'ed.key');
    ssl('req', '-x509', '-key', 'ed.key', '-subj', '/CN=kubernetes', '-days', '365', '-out', 'ed.crt');
    ssl('genrsa', '-out', 'small.key', '1024');
    ssl('req', '-x509', '-key', 'small.key', '-subj', '/CN=kubernetes', '-days', '365', '-out', 'small.crt');
    ssl('ecparam', '-name', 'secp521r1', '-genkey', '-noout', '-out', 'p521.key');
    ssl('req', '-x509', '-key', 'p521.key', '-subj', '/CN=kubernetes', '-days', '365', '-out', 'p521.crt');
    // Outside their validity: made with the x509 library, since openssl 3.0 cannot set notBefore.
    for (const [name, notBefore, notAfter] of [['expired', '2020-01-01', '2021-01-01'], ['future', '2090-01-01', '2095-01-01']] as const) {
      const alg = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
      const keys = await webcrypto.subtle.generateKey(alg, true, ['sign', 'verify']);
      const cert = await x509.X509CertificateGenerator.createSelfSigned({
        serialNumber: '01', name: 'CN=kubernetes', notBefore: new Date(`${notBefore}T00:00:00Z`), notAfter: new Date(`${notAfter}T00:00:00Z`), keys, signingAlgorithm: alg,
        extensions: [new x509.BasicConstraintsExtension(true, undefined, true)],
      }, webcrypto);
      writeFileSync(join(dir, `${name}.crt`), cert.toString('pem'));
      writeFileSync(join(dir, `${name}.key`), `-----BEGIN PRIVATE KEY-----\n${Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64').replace(/.{64}/g, '$&\n')}\n-----END PRIVATE KEY-----\n`);
    }
    writeFileSync(join(dir, 'huge.crt'), `${readFileSync(join(dir, 'ca.crt'), 'utf8')}${'#'.repeat(2 * 1024 * 1024)}\n`);
    writeFileSync(join(dir, 'empty.crt'), '');
    writeFileSync(join(dir, 'text.crt'), 'this is a certificate, honest\n');
    execFileSync('mkfifo', [join(dir, 'fifo.crt')]);
  });
  CA_FILE_CASES.forEach((c, i) => {
    test(c.name, async () => {
      const field = c.field ?? 'ca';
      const files = (f: string) => `${f}: { certFile: ${c.certFile}, keyFile: ${c.keyFile} }`;
      const yaml = readFileSync(join(cluster, 'cluster.yaml'), 'utf8').replace('certificates: { keyAlgorithm: ecdsa-p256 }', `certificates: { keyAlgorithm: ecdsa-p256, ${files(field)}${c.sameAsClusterCA ? `, ${files('ca')}` : ''} }`);
      writeFileSync(join(dir, `case-${i}.yaml`), yaml);
      const line = oneLineRefusal(await k8sform(['validate', '-f', `case-${i}.yaml`], dir), c.name);
      assert.match(line, new RegExp(`^case-${i}\\.yaml:\\d+:\\d+: spec\\.certificates\\.(${field}|ca)`));
      assert.match(line, c.says);
    });
  });
});

describe('host states k8sform refuses: plan and apply name the host and path in one line, and write nothing', () => {
  for (const c of HOST_STATE_CASES) {
    test(c.name, async () => {
      rmSync(join(hosts, 'cp-1'), { recursive: true });
      cpSync(join(work, 'pristine', 'cp-1'), join(hosts, 'cp-1'), { recursive: true, verbatimSymlinks: true });
      execFileSync('/bin/sh', ['-ec', c.setup], { cwd: join(hosts, 'cp-1') });
      const tree = hostTree();
      for (const args of [['plan', '--target', 'host'], ['apply', '--auto-approve', '--target', 'host'], ['diff', '--target', 'host']]) {
        assert.match(oneLineRefusal(await k8sform(args, cluster), `${args[0]}: ${c.name}`, { afterProgress: true }), c.says);
        assert.deepEqual(hostTree(), tree, `${args[0]} wrote nothing`);
      }
    });
  }
});
