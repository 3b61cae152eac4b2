import type { Duplex, Readable } from 'node:stream';

/**
 * How k8sform reaches a host: run a POSIX shell script there, feeding it stdin. Everything
 * host-side (reading managed files, atomic writes, backups) is a shell script run through this one
 * call, so the ssh and local transports differ only in how they start `sh`.
 */
export interface ExecResult {
  readonly code: number;
  readonly stdout: Buffer;
  readonly stderr: string;
}

/** What a failed script said last (its error, as `set -e` scripts end on it), or its exit status when it said nothing. */
export const failureLine = (r: ExecResult): string => r.stderr.trim().split('\n').at(-1) || `exit ${r.code}`;

export interface HostTransport {
  /** The host's name in cluster.yaml, for messages. */
  readonly host: string;
  /**
   * Directory that stands in for the host's `/`: '' for real hosts (ssh), the local root for
   * `transport: local`. Scripts prefix every managed path with it.
   */
  readonly root: string;
  /**
   * Runs `script` with `sh -s` semantics as root (through `sudo -n` when the login user is not
   * root), with `stdin` after the script (a stream for what is too large to hold, such as an etcd
   * snapshot). Never throws for a non-zero exit; throws RemoteError when the host cannot be reached
   * or the session breaks.
   */
  exec(script: string, stdin?: Buffer | Readable): Promise<ExecResult>;
  /** A TCP stream opened from the host to `address:port` (used to reach the apiserver through SSH). */
  connect(address: string, port: number): Promise<Duplex>;
  close(): Promise<void>;
}
