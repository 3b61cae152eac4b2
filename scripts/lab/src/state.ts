import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAlive, LabError } from './system.js';

/** Where the lab keeps its hosts' files and its state; caches of builds and images live elsewhere. */
export const LAB_DIR = process.env.K8SFORM_LAB_DIR ?? '/var/lib/k8sform-lab';

export interface LabHost {
  readonly name: string;
  readonly role: 'control-plane' | 'worker' | 'load-balancer';
  /** Addresses on the host's eth0: where SSH connects and the node IP (often the same). */
  readonly addresses: readonly string[];
  readonly sshAddress: string;
  readonly sshPort: number;
  /** Small number naming its veth (kflab<index>); unique within the lab. */
  readonly index: number;
  readonly netns: string;
  readonly dir: string;
  /** The host's first process (init.sh), whose namespaces are the host; 0 for the load balancer. */
  pid: number;
  /** The kubelet and kubectl installed (the bin mount); `install` changes it. */
  kubernetesVersion: string;
  /** sshd's host key line `ssh-ed25519 AAAA…`. */
  readonly hostKey: string;
  /** Made without the kubelet's and kubectl's packages (`up --bare`): k8sform installs them, `install` leaves the binaries alone. */
  readonly bare?: boolean;
}

export interface LabState {
  /** metadata.name of the cluster the lab runs; one lab at a time. */
  cluster: string;
  configPath: string;
  hosts: Record<string, LabHost>;
  /** Paths on the machine the lab created (mount points, key files), removed by `down` if still empty or unchanged. */
  createdPaths: string[];
  /** Lines the lab added to files that existed before (known_hosts), removed by `down`. */
  addedLines: { file: string; lines: string[] }[];
  /** Machine-wide sysctls as they were before the first kubelet started (the kubelet tunes some). */
  sysctls: Record<string, string>;
  /** Blackhole routes on the machine for the cluster's pod and service subnets. */
  blackholes?: string[];
  /** Where the load balancer for controlPlaneEndpoint listens, when the lab runs one. */
  loadBalancer?: { address: string; port: number; pid: number };
  /** Who wires the pod network: the lab (its bridge CNI configuration and routes) or cluster.yaml's add-ons (`--no-pod-network`). */
  podNetwork?: 'lab' | 'add-ons';
  /** Seconds per phase of the last `up`, for bench/. */
  timings?: Record<string, number>;
}

const STATE_FILE = join(LAB_DIR, 'state.json');
const LOCK_FILE = join(LAB_DIR, '.lock');

export function readState(): LabState | undefined {
  if (!existsSync(STATE_FILE)) return undefined;
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as LabState;
}

export function writeState(state: LabState): void {
  const tmp = `${STATE_FILE}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  renameSync(tmp, STATE_FILE);
}

export function removeState(): void {
  rmSync(STATE_FILE, { force: true });
}

/** One lab command at a time: an exclusively created lock file naming the holder's pid. */
export function withLock<T>(fn: () => Promise<T>): Promise<T> {
  mkdirSync(LAB_DIR, { recursive: true, mode: 0o700 });
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(LOCK_FILE, 'wx', 0o600);
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) {
        throw new LabError(`another lab command (pid ${readFileSync(LOCK_FILE, 'utf8').trim()}) is running; wait for it to finish`);
      }
      const holder = Number(readFileSync(LOCK_FILE, 'utf8').trim());
      if (isAlive(holder)) throw new LabError(`another lab command (pid ${holder}) is running; wait for it to finish`);
      rmSync(LOCK_FILE, { force: true }); // left by a killed command
    }
  }
  const release = () => rmSync(LOCK_FILE, { force: true });
  process.once('exit', release);
  return fn().finally(release);
}
