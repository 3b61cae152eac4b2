import type { Cluster } from '../model/cluster.js';
import { RemoteError } from '../errors.js';
import { KUBELET_CONF, manifestPath } from '../model/kubeadm-paths.js';
import type { PlanWarning } from '../model/plan.js';
import { hostScope, naturalCompare } from '../model/address.js';
import type { HostSeen } from '../state/observation.js';
import { clockOffset, PREFLIGHT_CHECKS, type StartingComponent } from './preflight-checks.js';

/** What the preflight checks found on one host: the check's name, how bad, what and the fix. */
export interface PreflightFinding extends PlanWarning {
  readonly severity: 'error' | 'warning';
}

/** How failures count: see PlanOptions.preflight. */
export type PreflightMode = 'plan' | 'apply' | 'report';

/** Every check on every host whose facts were read (a local directory standing in for a host has none). */
export function preflightFindings(cluster: Cluster, hosts: ReadonlyMap<string, HostSeen>, applying = false): PreflightFinding[] {
  const offsets = [...hosts.values()].flatMap((h) => (h.facts ? [clockOffset(h.facts).mid] : [])).sort((a, b) => a - b);
  const clockMedian = offsets[Math.floor(offsets.length / 2)] ?? 0;
  return cluster.hosts.flatMap((host) => {
    const seen = hosts.get(host.name);
    if (!seen?.facts) return [];
    const under = { host, facts: seen.facts, starting: startingComponents(cluster, host.role, seen), clockMedian, applying };
    return PREFLIGHT_CHECKS.flatMap((check) => check.run(cluster, under).map((p) => ({ host: host.name, check: check.name, ...p })));
  });
}

/**
 * The preflight checks as a plan applies them: a failure on a host the plan changes (one of
 * `changedScopes`, the scopes of its effective changes: `host[NAME]`) stops the plan
 * before anything is written, naming each host, check and fix; a failure of a check
 * spec.preflight.ignore names, or on a host the plan leaves as it is, is a warning like the
 * checks' own warnings. Returns the warnings, which the plan carries.
 */
export function preflight(cluster: Cluster, hosts: ReadonlyMap<string, HostSeen>, mode: PreflightMode, changedScopes: ReadonlySet<string>): PlanWarning[] {
  const findings = preflightFindings(cluster, hosts, mode === 'apply');
  const ignored = new Set(cluster.preflight.ignore);
  const blocking = mode === 'report' ? [] : findings.filter((f) => f.severity === 'error' && !ignored.has(f.check) && changedScopes.has(hostScope(f.host)));
  if (blocking.length) {
    const lines = blocking.map((f) => `host[${f.host}]: preflight check ${f.check} failed: ${f.message}\n  fix: ${f.fix}`).sort(naturalCompare);
    throw new RemoteError('', [...lines, 'Nothing was written. A check that cannot pass on these hosts and does not matter to them can be named in spec.preflight.ignore: its failure is then a warning.'].join('\n'));
  }
  return findings.map(({ host, check, message, fix, severity }) => ({
    host, check, fix,
    message: severity === 'warning' ? message : `${message} (${ignored.has(check) ? 'ignored: spec.preflight.ignore names this check' : mode === 'report' ? 'an error for plan and apply' : 'not blocking: this plan changes nothing on the host'})`,
  })).sort((a, b) => naturalCompare(a.host, b.host) || naturalCompare(a.check, b.check));
}

/**
 * The components whose files are not on the host yet and that do not run there: k8sform starts
 * them, so their ports must be free. (One that runs, as a kubelet still bootstrapping its
 * kubeconfig does, holds its own port.)
 */
function startingComponents(cluster: Cluster, role: 'control-plane' | 'worker', seen: HostSeen): Set<StartingComponent> {
  const absent = (path: string, component: StartingComponent) => seen.files.get(path)?.exists !== true && !seen.processes?.has(component);
  const out = new Set<StartingComponent>();
  if (absent(KUBELET_CONF, 'kubelet')) out.add('kubelet');
  if (role !== 'control-plane') return out;
  for (const c of ['kube-apiserver', 'kube-controller-manager', 'kube-scheduler'] as const) if (absent(manifestPath(c), c)) out.add(c);
  if (cluster.etcd.mode === 'local' && absent(manifestPath('etcd'), 'etcd')) out.add('etcd');
  return out;
}
