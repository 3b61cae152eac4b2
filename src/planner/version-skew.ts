import coerce from 'semver/functions/coerce.js';
import compare from 'semver/functions/compare.js';
import gt from 'semver/functions/gt.js';
import { latestOfMinor } from '../config/releases.js';
import type { RunningVersions } from '../model/running-versions.js';
import type { SkewViolation } from '../model/upgrade-report.js';

const parse = (v: string) => coerce(v.replace(/^v/, ''));

/** Newest k8sform-supported patch of a minor, or a description of that minor when none is known. */
const newestOf = (minor: number) => latestOfMinor(minor) ?? `v1.${minor}`;

/**
 * Checks a target version against what runs now, as `kubeadm upgrade apply` does, but strictly:
 * the control plane moves at most one minor up at a time and never down a minor (etcd data and
 * stored objects may already be in the newer release's formats); kubelets are never newer than
 * the control plane and at most three minors older. Hosts not set up yet constrain nothing.
 */
export function skewViolations(target: string, running: RunningVersions): SkewViolation[] {
  const t = parse(target);
  if (!t) return [];
  const out: SkewViolation[] = [];
  for (const [host, components] of running.controlPlanes) {
    const now = components.get('kube-apiserver');
    const v = now && parse(now);
    if (!v || v.major !== t.major) continue;
    if (t.minor > v.minor + 1) {
      out.push({ where: `host[${host}]`, message: `kube-apiserver runs ${now}; the control plane moves one minor release at a time: go to ${newestOf(v.minor + 1)} first` });
    } else if (t.minor < v.minor) {
      out.push({ where: `host[${host}]`, message: `kube-apiserver runs ${now}; going down a minor release is not supported (etcd and stored objects may already use the newer formats): the lowest target is v1.${v.minor}.0` });
    }
  }
  for (const [node, now] of running.kubelets) {
    const v = parse(now);
    if (!v || v.major !== t.major) continue;
    if (v.minor > t.minor) {
      out.push({ where: `Node ${node}`, message: `its kubelet runs ${now}, newer than the target control plane ${target}; a kubelet must never be newer than kube-apiserver` });
    } else if (v.minor < t.minor - 3) {
      out.push({ where: `Node ${node}`, message: `its kubelet runs ${now}, more than three minor releases older than ${target}; upgrade that kubelet to v1.${t.minor - 3} or newer first` });
    }
  }
  return out;
}

/** The lowest kube-apiserver version among the control planes: the version the cluster is at. */
export function clusterVersion(running: RunningVersions): string | undefined {
  const versions = [...running.controlPlanes.values()].map((c) => c.get('kube-apiserver')).filter((v): v is string => v !== undefined && parse(v) !== null);
  return versions.sort((a, b) => compare(parse(a)!, parse(b)!))[0];
}

/**
 * What the skew policy allows next from `current`, as `kubeadm upgrade plan` lists it: the newest
 * supported patch of the same minor (when newer) and of the next minor (when k8sform renders it).
 */
export function allowedNext(current: string): string[] {
  const v = parse(current);
  if (!v) return [];
  return [latestOfMinor(v.minor), latestOfMinor(v.minor + 1)].filter((x): x is string => x !== undefined && gt(parse(x)!, v));
}
