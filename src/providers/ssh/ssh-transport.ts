// node:fs's promises, taken when used: node:fs/promises costs every start about 1 ms, and only runs that reach a host read through it.
import { constants as osConstants } from 'node:os';
import type { Duplex, Readable } from 'node:stream';
import type { Algorithms, Client, ConnectConfig } from 'ssh2';
import type { Host, SSHSettings } from '../../model/cluster.js';
import { joinHostPort } from '../../model/net.js';
import { RemoteError, SessionBrokenError, UserError } from '../../errors.js';
import type { ExecResult, HostTransport } from '../../model/host-transport.js';
import { describeFsError, identityKeyProblem, readSSHFile } from './local-ssh-files.js';
import { expandHome } from './home-path.js';
import { preferredHostKeyAlgorithms, readKnownHosts, verifyHostKey, type HostKeyPolicy } from './host-key-policy.js';
import { rootShellCommand, SUDO_PROBE } from './remote-command.js';
import { onDemand } from '../../model/on-demand.js';
import { Semaphore } from '../semaphore.js';

/** ssh2 loads its crypto when required (about 25 ms): only a command that reaches a host pays for it. */
const ssh2Module = onDemand<typeof import('ssh2')>('ssh2');

export type SshHost = Host & { readonly transport: Extract<Host['transport'], { kind: 'ssh' }> };

export interface SshConnectOptions {
  /** Record host keys missing from known_hosts instead of refusing (`--trust-new-host-keys`). */
  readonly trustNewHostKeys: boolean;
  /** SSH_AUTH_SOCK as the caller read it; used when the host has no identityFile. */
  readonly agentSocket?: string;
  /** Reads the identity and known_hosts files (default: from disk). */
  readonly readFile?: (path: string) => Promise<Buffer>;
  /** Limit for TCP connect + handshake + auth, per hop (default 20s). */
  readonly readyTimeoutMs?: number;
}

const READY_TIMEOUT_MS = 20_000;
const KEEPALIVE_INTERVAL_MS = 15_000;
/** Channels open at once on one connection; OpenSSH's MaxSessions defaults to 10. */
const MAX_CHANNELS = 4;

/** How we authenticate; `description` names it in messages and never holds key material. */
interface Credentials {
  readonly config: Pick<ConnectConfig, 'privateKey' | 'agent'>;
  readonly description: string;
}

/** One ssh hop; `label` (user@address:port) is what messages call it. */
interface Endpoint {
  readonly address: string;
  readonly port: number;
  readonly user: string;
  readonly label: string;
}

/**
 * Opens one ssh connection to `host` (through its bastion when it has one), verifying every host
 * key against the host's known_hosts file. For a non-root login user it also checks right away
 * that `sudo -n` works, so a missing sudoers entry fails here rather than halfway through an apply.
 */
export async function connectSsh(host: SshHost, opts: SshConnectOptions): Promise<HostTransport> {
  const ssh = host.transport.ssh;
  const readFile = opts.readFile ?? readSSHFile;
  const credentials = await loadCredentials(host.name, ssh, opts.agentSocket, readFile);
  const policy: HostKeyPolicy = { knownHostsFile: expandHome(ssh.knownHostsFile), trustNewHostKeys: opts.trustNewHostKeys, readFile };
  const timeoutMs = opts.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const hop = { hostName: host.name, credentials, policy, timeoutMs };

  const clients: Client[] = [];
  try {
    let target = endpoint(ssh.user, host.address, ssh.port);
    let sock: Duplex | undefined;
    if (ssh.bastion) {
      const bastion = endpoint(ssh.bastion.user, ssh.bastion.address, ssh.bastion.port, 'bastion ');
      const bastionClient = await openClient(hop, bastion);
      clients.push(bastionClient);
      sock = await openTunnel(hop, bastionClient, bastion, target);
      target = { ...target, label: `${target.label} via ${bastion.label}` };
    }
    clients.push(await openClient(hop, target, sock));
    const transport = new SshTransport(host.name, ssh.user, clients);
    if (ssh.user !== 'root') await transport.checkSudo();
    return transport;
  } catch (e) {
    for (const client of [...clients].reverse()) client.end();
    throw e;
  }
}

class SshTransport implements HostTransport {
  readonly root = '';
  private readonly channels = new Semaphore(MAX_CHANNELS);
  private readonly closed: Promise<void>[];
  /** Why the connection is unusable, once it is. */
  private lost: string | undefined;

  /** `clients` in hop order: the bastion (if any) first, the target last. */
  constructor(
    readonly host: string,
    private readonly user: string,
    private readonly clients: readonly Client[],
  ) {
    for (const client of clients) client.on('error', (e: Error) => (this.lost ??= oneLine(e.message)));
    this.closed = clients.map((client) => new Promise<void>((resolve) => client.once('close', () => resolve())));
    clients.at(-1)!.once('close', () => (this.lost ??= 'the connection closed'));
  }

  exec(script: string, stdin?: Buffer | Readable): Promise<ExecResult> {
    return this.run(rootShellCommand(script, this.user), stdin);
  }

  /** A TCP stream from the host to `address:port` (the apiserver, reached as the host reaches it). */
  connect(address: string, port: number): Promise<Duplex> {
    if (this.lost) return Promise.reject(new RemoteError(this.host, `ssh connection lost: ${this.lost}`));
    return new Promise((resolve, reject) => {
      this.clients.at(-1)!.forwardOut('127.0.0.1', 0, address, port, (err, stream) =>
        err ? reject(new RemoteError(this.host, `cannot reach ${joinHostPort(address, port)} from this host: ${oneLine(err.message)}`)) : resolve(stream),
      );
    });
  }

  async checkSudo(): Promise<void> {
    const probe = await this.run(SUDO_PROBE);
    if (probe.code === 0) return;
    const said = oneLine(probe.stderr) || `exit status ${probe.code}`;
    throw new RemoteError(this.host, `sudo -n failed: the user needs passwordless sudo (user ${this.user}; ${said})`);
  }

  async close(): Promise<void> {
    this.lost ??= 'the transport was closed';
    for (const client of [...this.clients].reverse()) client.end();
    await withTimeout(Promise.all(this.closed), 2_000);
  }

  private run(command: string, stdin?: Buffer | Readable): Promise<ExecResult> {
    return this.channels.run(
      () =>
        new Promise<ExecResult>((resolve, reject) => {
          const broken = (what: string) => new RemoteError(this.host, `${what}: ${this.lost ?? 'the connection broke'}`);
          if (this.lost) return reject(broken('ssh connection lost'));
          const onChannel: Parameters<Client['exec']>[1] = (err, channel) => {
            if (err) return reject(broken(`cannot open an ssh session (${oneLine(err.message)})`));
            const stdout: Buffer[] = [];
            const stderr: Buffer[] = [];
            let code: number | undefined;
            channel.on('data', (chunk: Buffer) => stdout.push(chunk));
            channel.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
            channel.on('exit', (exitCode: number | null, signal?: string) => {
              code = exitCode ?? 128 + (osConstants.signals[`SIG${signal}` as NodeJS.Signals] ?? 0);
            });
            // A write error (e.g. the script exited without reading stdin) is not a failure by itself:
            // the exit status decides.
            channel.on('error', () => {});
            channel.on('close', () => {
              if (code === undefined) reject(new SessionBrokenError(this.host, `the ssh session ended without an exit status: ${this.lost ?? 'the connection broke'}`, Buffer.concat(stdout)));
              else resolve({ code, stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr).toString('utf8') });
            });
            if (Buffer.isBuffer(stdin)) channel.end(stdin);
            else if (stdin) stdin.pipe(channel);
            else channel.end();
          };
          try {
            this.clients.at(-1)!.exec(command, onChannel);
          } catch (e) {
            this.lost ??= oneLine((e as Error).message);
            reject(broken('ssh connection lost'));
          }
        }),
    );
  }
}

interface Hop {
  readonly hostName: string;
  readonly credentials: Credentials;
  readonly policy: HostKeyPolicy;
  readonly timeoutMs: number;
}

function endpoint(user: string, address: string, port: number, prefix = ''): Endpoint {
  return { user, address, port, label: `${prefix}${user}@${joinHostPort(address, port)}` };
}

/** Connects and authenticates one hop; `sock` is the tunnel when going through a bastion. */
async function openClient(hop: Hop, ep: Endpoint, sock?: Duplex): Promise<Client> {
  let knownHostsText: string;
  try {
    knownHostsText = await readKnownHosts(hop.policy);
  } catch (e) {
    throw new UserError(`${hop.hostName}: cannot read known_hosts file ${hop.policy.knownHostsFile}: ${describeFsError(e)}`);
  }
  const preferred = preferredHostKeyAlgorithms(knownHostsText, ep.address, ep.port);
  // Remove, then prepend: ssh2's prepend alone leaves algorithms already in its list where they are.
  const serverHostKey = { remove: preferred, prepend: preferred } as unknown as Algorithms['serverHostKey'];
  const ssh2 = ssh2Module();

  return new Promise<Client>((resolve, reject) => {
    const client = new ssh2.Client();
    let settled = false;
    let refusal: string | undefined;
    const fail = (err: Error & { code?: string; level?: string }) => {
      if (settled) return;
      settled = true;
      client.end();
      reject(new RemoteError(hop.hostName, refusal ? `${ep.label}: ${refusal}` : describeConnectError(err, ep, hop)));
    };
    client.on('error', fail);
    client.on('close', () => fail(new Error('the connection closed during the ssh handshake')));
    client.once('ready', () => {
      settled = true;
      resolve(client);
    });
    try {
      client.connect({
        host: ep.address,
        port: ep.port,
        username: ep.user,
        sock,
        ...hop.credentials.config,
        readyTimeout: hop.timeoutMs,
        keepaliveInterval: KEEPALIVE_INTERVAL_MS,
        algorithms: preferred.length > 0 ? { serverHostKey } : undefined,
        hostVerifier: (key: Buffer, verify: (valid: boolean) => void) => {
          verifyHostKey(hop.policy, knownHostsText, ep.address, ep.port, key).then(
            (problem) => {
              refusal = problem;
              verify(problem === undefined);
            },
            (e: Error) => {
              refusal = `cannot record the new host key in ${hop.policy.knownHostsFile}: ${describeFsError(e)}`;
              verify(false);
            },
          );
        },
      });
    } catch (e) {
      fail(e as Error);
    }
  });
}

/** A TCP stream from the bastion to the target, over which the target's own ssh session runs. */
function openTunnel(hop: Hop, bastionClient: Client, bastion: Endpoint, target: Endpoint): Promise<Duplex> {
  const destination = joinHostPort(target.address, target.port);
  return new Promise<Duplex>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      reject(new RemoteError(hop.hostName, `${bastion.label} could not reach ${destination} within ${hop.timeoutMs / 1000}s`));
    }, hop.timeoutMs);
    bastionClient.forwardOut('127.0.0.1', 0, target.address, target.port, (err, stream) => {
      clearTimeout(timer);
      if (settled) return stream?.destroy();
      settled = true;
      if (err) reject(new RemoteError(hop.hostName, `${bastion.label} cannot open a tunnel to ${destination}: ${oneLine(err.message)}`));
      else resolve(stream);
    });
  });
}

async function loadCredentials(
  hostName: string,
  ssh: SSHSettings,
  agentSocket: string | undefined,
  readFile: (path: string) => Promise<Buffer>,
): Promise<Credentials> {
  if (ssh.identityFile) {
    const path = expandHome(ssh.identityFile);
    let privateKey: Buffer;
    try {
      privateKey = await readFile(path);
    } catch (e) {
      throw new UserError(`${hostName}: cannot read ssh identityFile ${path}: ${describeFsError(e)}`);
    }
    // Parse up front so a bad key is a clear config error; only ssh2's generic reason is quoted.
    const why = identityKeyProblem(privateKey);
    if (why) throw new UserError(`${hostName}: ssh identityFile ${path} cannot be used: ${why}`);
    return { config: { privateKey }, description: `identity file ${path}` };
  }
  if (agentSocket) return { config: { agent: agentSocket }, description: 'the keys in ssh-agent' };
  throw new UserError(`${hostName}: no ssh identityFile is configured and no ssh-agent is running (SSH_AUTH_SOCK is not set)`);
}

function describeConnectError(err: Error & { code?: string; level?: string }, ep: Endpoint, hop: Hop): string {
  const cannot = `cannot connect to ${ep.label}`;
  switch (err.code) {
    case 'ECONNREFUSED':
      return `${cannot}: connection refused (is sshd listening on port ${ep.port}?)`;
    case 'ETIMEDOUT':
      return `${cannot}: timed out`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${cannot}: no route to host`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${cannot}: cannot resolve ${ep.address}`;
  }
  switch (err.level) {
    case 'client-timeout':
      return `${cannot}: no ssh handshake within ${hop.timeoutMs / 1000}s`;
    case 'client-authentication':
      return `authentication failed for ${ep.label} with ${hop.credentials.description}`;
    case 'agent':
      return `${cannot}: ssh-agent failed: ${oneLine(err.message)}`;
  }
  return `${cannot}: ${oneLine(err.message)}`;
}

/** Waits for `promise`, but no longer than `ms`; the timer never outlives the wait. */
async function withTimeout(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** Messages end up in one-line RemoteErrors; remote text may span lines. */
function oneLine(text: string): string {
  return text.trim().split('\n').map((l) => l.trim()).filter(Boolean).join('; ');
}
