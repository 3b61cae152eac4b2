import type { Cluster, Host } from '../../model/cluster.js';
import type { DrainSettings } from '../drain/drain-node.js';
import type { KubeObject } from '../../model/desired.js';
import type { KubeClient } from '../../providers/kube-api/kube-client.js';
import { probeHttp, type ProbeTarget } from '../../providers/probe/http-probe.js';
import { failureLine, type HostTransport } from '../../model/host-transport.js';
import type { EtcdAccess, EtcdClient } from '../../providers/etcd/etcd-client.js';
import type { EtcdSeen } from '../../model/etcd-membership.js';

/** What gates need from the run: hosts and an apiserver to ask. */
export interface GateContext {
  readonly cluster: Cluster;
  readonly transports: ReadonlyMap<string, HostTransport>;
  /** A client of the apiserver on another control plane than `avoid` when there is one (that one may be restarting). */
  api(avoid?: string): KubeClient | undefined;
  /** Set by `apply --drain`: each node is drained before its kubelet restarts, and uncordoned after. */
  readonly drain?: DrainSettings;
  /** One line of apply's transcript (stdout). */
  say(line: string): void;
  /** What the gate of the host being waited on saw, each time it differs from the look before (progress). */
  seen?(observation: string): void;
  /** The stacked etcd members, through the control-plane hosts; undefined before there is an etcd CA. */
  readonly etcd?: EtcdAccess;
  /**
   * Reads files on a host as plan reads them (gates read the static pod manifests there), and when
   * the named processes started (clock ticks after boot: a restarted one has others).
   */
  observeHost(transport: HostTransport, paths: readonly string[], extraDirectories?: readonly string[], managedDirectories?: readonly string[], processes?: readonly string[]): Promise<{
    readonly files: ReadonlyMap<string, { readonly content?: Buffer }>;
    readonly processes?: ReadonlyMap<string, { readonly ticks: number }>;
  }>;
  /** The etcd member list through the first of `through` whose member answers, with the client that answered. */
  observeEtcd(access: EtcdAccess, through: readonly Host[]): Promise<{ readonly seen: EtcdSeen; readonly client?: EtcdClient } | undefined>;
}

/** How a gate runs around one unit's write. */
export interface GateRun {
  /**
   * Before the write: records what the gate compares against (and drains the node, when asked).
   * `skip` says why there is nothing to gate (no kubelet runs on the host); `refuse` why the step
   * must not start (an unhealthy kubelet, a node that cannot be drained); `note` what was done.
   */
  prepare(signal: AbortSignal): Promise<{ readonly skip?: string; readonly refuse?: string; readonly note?: string }>;
  /** After the write (restarting what must be restarted); throws GateFailed, or RolloutInterrupted when `signal` fires. */
  passed(signal: AbortSignal): Promise<void>;
  /** After the unit's files were restored: waits for the restored version the same way. */
  restored(signal: AbortSignal): Promise<void>;
  /** The write failed after prepare: undo what prepare did to the cluster (uncordon a drained node). */
  abandoned?(): Promise<void>;
  /** The last lines of the component's log, for the failure report. */
  logs(): Promise<string[]>;
}

/**
 * Whether a kubelet runs on the host, by its health endpoint: `running`, `absent` when nothing
 * listens there (no kubelet, so no static pod can be gated), or why it is unhealthy.
 */
export async function kubeletState(ctx: GateContext, host: string): Promise<'running' | 'absent' | string> {
  const health = await kubeletHealth(ctx, host);
  if (health === 'ok') return 'running';
  return refused(health) ? 'absent' : `the kubelet on ${host} is not healthy (/healthz: ${health}); k8sform does not roll out to it`;
}

/** Whether a probe found nothing listening (the process is not running), as opposed to an unhealthy answer. */
export const refused = (health: string): boolean => /connection refused|ECONNREFUSED/i.test(health);

/** The kubelet's own health endpoint, probed from the host (it listens on loopback by default). */
export function kubeletHealth(ctx: GateContext, host: string): Promise<string> {
  const config = ctx.cluster.kubelet.config as { healthzPort?: number; healthzBindAddress?: string };
  const address = config.healthzBindAddress && config.healthzBindAddress !== '0.0.0.0' ? config.healthzBindAddress : '127.0.0.1';
  const port = config.healthzPort ?? 10248;
  return probeOnHost(ctx, host, { scheme: 'HTTP', host: address, port, path: '/healthz' });
}

/** One probe run from the host, as the kubelet runs it: `ok`, or why not. Never throws. */
export function probeOnHost(ctx: GateContext, host: string, target: ProbeTarget): Promise<string> {
  return probeHttp(() => ctx.transports.get(host)!.connect(target.host, target.port), target);
}

/** Whether a probe run from the host passes; else its URL and what it answered. */
export async function probePasses(ctx: GateContext, host: string, target: ProbeTarget): Promise<true | string> {
  const health = await probeOnHost(ctx, host, target);
  return health === 'ok' ? true : `${target.scheme.toLowerCase()}://${target.host}:${target.port}${target.path}: ${health}`;
}

export async function getObject(ctx: GateContext, avoid: string | undefined, ref: Pick<KubeObject, 'apiVersion' | 'kind' | 'metadata'>): Promise<KubeObject | undefined> {
  const api = ctx.api(avoid);
  if (!api) throw new Error('no apiserver to ask');
  return api.get(ref);
}

/** Runs an operator-configured command (restart or stop the kubelet) on a host; throws saying how it failed. */
export async function runHostCommand(ctx: GateContext, host: string, command: string): Promise<void> {
  const r = await ctx.transports.get(host)!.exec(command);
  if (r.code !== 0) throw new Error(`${command} failed on ${host}: ${failureLine(r)}`);
}

/** The kubelet's last log lines on a host; never throws. */
export const kubeletLog = (ctx: GateContext, host: string): Promise<string[]> => tail(ctx, host, 'journalctl -u kubelet -n 12 --no-pager 2>/dev/null || true');

/** Last lines of a command's output on a host (a log tail); never throws. */
export async function tail(ctx: GateContext, host: string, script: string): Promise<string[]> {
  try {
    const r = await ctx.transports.get(host)!.exec(script);
    return r.stdout.toString('utf8').trimEnd().split('\n').filter(Boolean);
  } catch (e) {
    return [`(could not read the log: ${(e as Error).message})`];
  }
}

export function nodeReady(node: KubeObject | undefined): true | string {
  if (!node) return 'the Node does not exist';
  const ready = ((node.status as { conditions?: { type: string; status: string; reason?: string }[] } | undefined)?.conditions ?? []).find((c) => c.type === 'Ready');
  return ready?.status === 'True' ? true : `Node not Ready (${ready?.reason ?? 'no Ready condition'})`;
}
