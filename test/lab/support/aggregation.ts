import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request as httpsRequest } from 'node:https';
import { setTimeout as delay } from 'node:timers/promises';
import { issueCertificate } from '../../../src/render/pki/issue.js';
import { systemKeySource } from '../../../src/render/pki/key-source.js';
import { systemSerialSource } from '../../../src/render/inputs.js';

/**
 * Proves a cluster's aggregation layer end to end, the way Kubernetes' conformance test
 * test/e2e/apimachinery/aggregator.go does: k8s.io/sample-apiserver (with an etcd sidecar) behind
 * the APIService v1alpha1.wardle.example.com, reached through kube-apiserver, which must forward
 * the caller's identity in the front-proxy headers over a connection authenticated with its
 * --proxy-client-cert-file. The extension apiserver's audit log (JSON on its stdout) shows which
 * user it saw, so a broken front-proxy setup (wrong CA, wrong allowed names, missing flags) fails
 * here instead of looking like a healthy APIService.
 */

/** Runs kubectl (already pointed at the cluster) with args; input is fed to stdin. */
export interface Kubectl { (args: readonly string[], input?: string): { code: number; stdout: string; stderr: string } }

export interface AggregationProof {
  /** The APIService's name, `v1alpha1.wardle.example.com`. */
  readonly apiService: string;
  readonly namespace: string;
  /** The node the extension apiserver ran on. */
  readonly node: string;
  /** Resources kube-apiserver's discovery lists for wardle.example.com/v1alpha1. */
  readonly resources: readonly string[];
  /** `<namespace>/<name>` of the Flunder created, read back and deleted through kube-apiserver. */
  readonly flunder: string;
  /** The user the extension apiserver's audit log recorded for that create. */
  readonly user: string;
  readonly groups: readonly string[];
  /** Keys of the user's extra info as forwarded in X-Remote-Extra- headers. */
  readonly extraKeys: readonly string[];
  /** The create's X-Forwarded-For chain then its connection's address: the client as kube-apiserver saw it, then that kube-apiserver. */
  readonly sourceIPs: readonly string[];
  /** The caller's identity as kube-apiserver saw it (`kubectl auth whoami`). */
  readonly expectedUser: string;
  readonly forgedHeader: ForgedHeaderResult;
  /** Milliseconds from the start of the proof. */
  readonly timings: { readonly applied: number; readonly available: number; readonly proven: number };
}

/** A request with a forged X-Remote-User sent straight to the extension apiserver, without the front-proxy client certificate. */
export type ForgedHeaderResult =
  | {
    readonly skipped: false;
    /** How it was sent. */
    readonly via: string;
    readonly forgedUser: string;
    readonly status: number;
    readonly message: string;
    /** The user the extension apiserver's audit log recorded for it; undefined when it logged none or an unauthenticated one. */
    readonly auditUser: string | undefined;
  }
  | { readonly skipped: true; readonly reason: string };

/** A local port forwarded to a pod's port, like `kubectl port-forward`; close() ends the forwarding. */
export interface PortForward { (namespace: string, target: string, remotePort: number): Promise<{ readonly port: number; close(): void }> }

export interface ProveOptions {
  /** Default `k8sform-aggregation`. */
  readonly namespace?: string;
  /** How long the APIService may take to become Available. Default 180 s. */
  readonly timeoutMs?: number;
  /** The user the extension apiserver must see; default: kubeconfig's identity from `kubectl auth whoami`. */
  readonly expectedUser?: string;
  readonly image?: string;
  readonly etcdImage?: string;
  /**
   * Needed for the forged-header check (skipped without it): the request must reach the pod
   * directly, since kube-apiserver strips X-Remote-* headers from every request it authenticates,
   * and the synchronous Kubectl cannot keep a port-forward open. See kubectlPortForward.
   */
  readonly portForward?: PortForward;
}

export const DEFAULT_NAMESPACE = 'k8sform-aggregation';
const GROUP = 'wardle.example.com';
const VERSION = 'v1alpha1';
const API_SERVICE = `${VERSION}.${GROUP}`;
const SERVICE = 'sample-api';
const APP = 'sample-apiserver';
const FIELD_MANAGER = 'k8sform-aggregation-test';
const DEFAULT_IMAGE = 'k8sform.local/sample-apiserver:v0.37.2';
const DEFAULT_ETCD_IMAGE = 'registry.k8s.io/etcd:3.6.5-0';
const DEFAULT_TIMEOUT_MS = 180_000;
const POLL_MS = 2_000;
/** The audit log reaches `kubectl logs` through the kubelet's log file, a moment after the response. */
const AUDIT_WAIT_MS = 20_000;
const DELETE_TIMEOUT = '120s';
const FORGED_USER_AGENT = 'k8sform-aggregation-forged-front-proxy-header';
const PORT_FORWARD_WAIT_MS = 15_000;
const CERT_DIR = '/apiserver.local.config/certificates';
const AUDIT_POLICY_DIR = '/etc/sample-apiserver/audit';

/** Cluster-scoped names carry the namespace so that they say whose they are. */
function names(namespace: string) {
  return {
    clusterRole: `wardler:${namespace}:reader`,
    clusterRoleBinding: `wardler:${namespace}:reader`,
    authDelegator: `wardler:${namespace}:auth-delegator`,
    authReader: `wardler-auth-reader-${namespace}`,
  };
}

/**
 * Deploys k8s.io/sample-apiserver behind an APIService and proves the aggregation layer end to end.
 * Throws with the extension apiserver's logs and the APIService status on failure, leaving the
 * objects in place for inspection; removeAggregationTest deletes them.
 */
export async function proveAggregationLayer(kubectl: Kubectl, opts: ProveOptions = {}): Promise<AggregationProof> {
  const namespace = opts.namespace ?? DEFAULT_NAMESPACE;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const start = Date.now();
  const whoami = whoAmI(kubectl);
  const expectedUser = opts.expectedUser ?? whoami.username;

  refuseForeignAPIService(kubectl, namespace);
  // A leftover from an interrupted run (old serving certificate, old audit log) must not satisfy the checks.
  await removeAggregationTest(kubectl, namespace);

  const pki = await servingCertificate(namespace);
  run(kubectl, ['apply', '--server-side', '--force-conflicts', `--field-manager=${FIELD_MANAGER}`, '-f', '-'],
    JSON.stringify({ apiVersion: 'v1', kind: 'List', items: manifests(namespace, pki, opts.image ?? DEFAULT_IMAGE, opts.etcdImage ?? DEFAULT_ETCD_IMAGE) }));
  const applied = Date.now() - start;

  try {
    await waitAvailable(kubectl, namespace, timeoutMs);
    const available = Date.now() - start;

    const resources = await whileUnavailable(() => discoveredResources(kubectl));
    const flunder = await whileUnavailable(() => flunderRoundTrip(kubectl, namespace));
    const created = await auditEvent(kubectl, namespace, (e) =>
      e.verb === 'create' && e.objectRef?.resource === 'flunders' && e.objectRef.name === flunder.name && e.stage === 'ResponseComplete',
    `the create of flunder ${namespace}/${flunder.name}`);
    const seen = created.user;
    if (seen.username !== expectedUser) {
      throw new Error(`the extension apiserver saw the create of flunder ${flunder.name} as user ${JSON.stringify(seen.username)}, `
        + `not ${JSON.stringify(expectedUser)}: kube-apiserver did not forward the caller's identity in the front-proxy headers`);
    }
    const missingGroups = whoami.groups.filter((g) => !(seen.groups ?? []).includes(g));
    if (missingGroups.length) {
      throw new Error(`the extension apiserver saw user ${expectedUser} without the groups ${missingGroups.join(', ')} `
        + `(it saw ${JSON.stringify(seen.groups ?? [])}): X-Remote-Group was not forwarded`);
    }
    const forgedHeader = opts.portForward
      ? await forgedHeaderProbe(kubectl, opts.portForward, namespace, pki.caPem, expectedUser)
      : { skipped: true as const, reason: 'no portForward option: the request must bypass kube-apiserver, which needs a port-forward kept open alongside it' };

    return {
      apiService: API_SERVICE,
      namespace,
      node: podNode(kubectl, namespace),
      resources,
      flunder: `${namespace}/${flunder.name}`,
      user: seen.username,
      groups: seen.groups ?? [],
      extraKeys: Object.keys(seen.extra ?? {}),
      sourceIPs: created.sourceIPs ?? [],
      expectedUser,
      forgedHeader,
      timings: { applied, available, proven: Date.now() - start },
    };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(`aggregation layer proof failed: ${message}\n\n${diagnostics(kubectl, namespace)}`, { cause: err });
  }
}

/** Deletes what proveAggregationLayer creates. The APIService goes first so discovery never lists a dead group. */
export async function removeAggregationTest(kubectl: Kubectl, namespace: string = DEFAULT_NAMESPACE): Promise<void> {
  const n = names(namespace);
  const current = getJson(kubectl, ['get', 'apiservice', API_SERVICE]);
  if (current !== undefined && serviceNamespace(current) === namespace) run(kubectl, ['delete', 'apiservice', API_SERVICE, '--ignore-not-found']);
  run(kubectl, ['delete', 'clusterrolebinding', n.clusterRoleBinding, n.authDelegator, '--ignore-not-found']);
  run(kubectl, ['delete', 'clusterrole', n.clusterRole, '--ignore-not-found']);
  run(kubectl, ['-n', 'kube-system', 'delete', 'rolebinding', n.authReader, '--ignore-not-found']);
  // --wait: the next run must not meet a Terminating namespace.
  run(kubectl, ['delete', 'namespace', namespace, '--ignore-not-found', '--wait=true', `--timeout=${DELETE_TIMEOUT}`]);
}

// ---------------------------------------------------------------------------------------------
// Objects

interface ServingPki { readonly caPem: string; readonly certPem: string; readonly keyPem: string }

/** A throwaway CA and the serving certificate for `<svc>.<ns>.svc`, the name kube-apiserver verifies against caBundle. */
async function servingCertificate(namespace: string): Promise<ServingPki> {
  const now = Date.now();
  const validity = { notBefore: new Date(now - 5 * 60_000), notAfter: new Date(now + 24 * 3600_000) };
  const caKey = await systemKeySource.generate('ecdsa-p256', 'aggregation-ca');
  const ca = await issueCertificate({ subject: { commonName: 'k8sform-aggregation-test-ca' }, key: caKey, serial: systemSerialSource.next(), ...validity });
  const key = await systemKeySource.generate('ecdsa-p256', 'aggregation-serving');
  const host = `${SERVICE}.${namespace}.svc`;
  const cert = await issueCertificate({
    subject: { commonName: host },
    key,
    serial: systemSerialSource.next(),
    ...validity,
    issuer: { cert: ca, key: caKey },
    usages: ['serverAuth'],
    altNames: { dns: [host, `${host}.cluster.local`], ips: [] },
  });
  return { caPem: ca.pem, certPem: cert.pem, keyPem: key.privatePem };
}

/**
 * Without a policy file the apiserver records no audit events at all, even with --audit-log-path;
 * Metadata for the wardle group is enough to see the user.
 */
const AUDIT_POLICY = JSON.stringify({
  apiVersion: 'audit.k8s.io/v1',
  kind: 'Policy',
  omitStages: ['RequestReceived'],
  rules: [{ level: 'Metadata', resources: [{ group: GROUP }] }, { level: 'None' }],
});

function manifests(namespace: string, pki: ServingPki, image: string, etcdImage: string): object[] {
  const n = names(namespace);
  const labels = { 'app.kubernetes.io/name': APP, 'app.kubernetes.io/managed-by': FIELD_MANAGER };
  const sa = { kind: 'ServiceAccount', name: APP, namespace };
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  return [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace, labels } },
    { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: APP, namespace, labels } },
    {
      // Reads the client CA and front-proxy (requestheader) settings from kube-system/extension-apiserver-authentication.
      apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'RoleBinding',
      metadata: { name: n.authReader, namespace: 'kube-system', labels },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'extension-apiserver-authentication-reader' },
      subjects: [sa],
    },
    {
      // TokenReview and SubjectAccessReview: delegated authentication and authorization.
      apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRoleBinding',
      metadata: { name: n.authDelegator, labels },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'system:auth-delegator' },
      subjects: [sa],
    },
    {
      // Informers of the generic apiserver's admission chain (NamespaceLifecycle, admission webhooks and
      // policies; mutating policies only watched when their feature gate is on) and of API priority and fairness.
      apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRole',
      metadata: { name: n.clusterRole, labels },
      rules: [
        { apiGroups: [''], resources: ['namespaces'], verbs: ['get', 'list', 'watch'] },
        {
          apiGroups: ['admissionregistration.k8s.io'],
          resources: [
            'validatingwebhookconfigurations', 'mutatingwebhookconfigurations',
            'validatingadmissionpolicies', 'validatingadmissionpolicybindings', 'mutatingadmissionpolicies', 'mutatingadmissionpolicybindings',
          ],
          verbs: ['get', 'list', 'watch'],
        },
        { apiGroups: ['flowcontrol.apiserver.k8s.io'], resources: ['prioritylevelconfigurations', 'flowschemas'], verbs: ['get', 'list', 'watch'] },
      ],
    },
    {
      apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRoleBinding',
      metadata: { name: n.clusterRoleBinding, labels },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: n.clusterRole },
      subjects: [sa],
    },
    {
      apiVersion: 'v1', kind: 'Secret', type: 'kubernetes.io/tls',
      metadata: { name: `${APP}-serving`, namespace, labels },
      data: { 'tls.crt': b64(pki.certPem), 'tls.key': b64(pki.keyPem) },
    },
    {
      apiVersion: 'v1', kind: 'ConfigMap',
      metadata: { name: `${APP}-audit-policy`, namespace, labels },
      data: { 'policy.json': AUDIT_POLICY },
    },
    deployment(namespace, labels, image, etcdImage),
    {
      apiVersion: 'v1', kind: 'Service',
      metadata: { name: SERVICE, namespace, labels },
      spec: { selector: { app: APP }, ports: [{ name: 'https', protocol: 'TCP', port: 443, targetPort: 443 }] },
    },
    {
      apiVersion: 'apiregistration.k8s.io/v1', kind: 'APIService',
      metadata: { name: API_SERVICE, labels },
      spec: {
        group: GROUP, version: VERSION, groupPriorityMinimum: 2000, versionPriority: 200,
        service: { namespace, name: SERVICE, port: 443 },
        caBundle: b64(pki.caPem),
      },
    },
  ];
}

function deployment(namespace: string, labels: Record<string, string>, image: string, etcdImage: string): object {
  const etcdURL = 'http://127.0.0.1:2379';
  return {
    apiVersion: 'apps/v1', kind: 'Deployment',
    metadata: { name: APP, namespace, labels },
    spec: {
      replicas: 1,
      selector: { matchLabels: { app: APP } },
      template: {
        metadata: { labels: { ...labels, app: APP } },
        spec: {
          serviceAccountName: APP,
          terminationGracePeriodSeconds: 1,
          containers: [
            {
              name: APP, image, imagePullPolicy: 'IfNotPresent',
              args: [
                `--etcd-servers=${etcdURL}`,
                `--tls-cert-file=${CERT_DIR}/tls.crt`,
                `--tls-private-key-file=${CERT_DIR}/tls.key`,
                `--audit-policy-file=${AUDIT_POLICY_DIR}/policy.json`,
                '--audit-log-path=-',
                '--audit-log-maxage=0',
                '--audit-log-maxbackup=0',
              ],
              ports: [{ name: 'https', containerPort: 443 }],
              // Only a ready pod is a Service endpoint; /readyz is served to anonymous callers.
              readinessProbe: { httpGet: { scheme: 'HTTPS', port: 443, path: '/readyz' }, periodSeconds: 2, failureThreshold: 3 },
              volumeMounts: [
                { name: 'serving-cert', mountPath: CERT_DIR, readOnly: true },
                { name: 'audit-policy', mountPath: AUDIT_POLICY_DIR, readOnly: true },
              ],
            },
            {
              name: 'etcd', image: etcdImage, imagePullPolicy: 'IfNotPresent',
              command: ['/usr/local/bin/etcd', `--listen-client-urls=${etcdURL}`, `--advertise-client-urls=${etcdURL}`, '--data-dir=/var/lib/etcd-data'],
              volumeMounts: [{ name: 'etcd-data', mountPath: '/var/lib/etcd-data' }],
            },
          ],
          volumes: [
            { name: 'serving-cert', secret: { secretName: `${APP}-serving` } },
            { name: 'audit-policy', configMap: { name: `${APP}-audit-policy` } },
            { name: 'etcd-data', emptyDir: {} },
          ],
        },
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Checks

interface Condition { readonly type?: string; readonly status?: string; readonly reason?: string; readonly message?: string }

/**
 * Runs `f` again while kube-apiserver answers 503 for the group. The APIService turns Available once
 * one apiserver reached the extension server, but each apiserver reaches it through the Service
 * rules of its own node's kube-proxy: one that has seen the Service before its EndpointSlice
 * rejects the connection for a moment (under load, a few seconds). A 503 means the request never
 * reached the extension server, so nothing was created and a retry is safe.
 */
async function whileUnavailable<T>(f: () => T, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return f();
    } catch (e) {
      if (!/ServiceUnavailable|currently unable to handle the request/.test((e as Error).message) || Date.now() >= deadline) throw e;
      await delay(POLL_MS);
    }
  }
}

async function waitAvailable(kubectl: Kubectl, namespace: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'not yet observed';
  for (;;) {
    const svc = getJson(kubectl, ['get', 'apiservice', API_SERVICE]);
    const available = conditionsOf(svc).find((c) => c.type === 'Available');
    if (available?.status === 'True') return;
    if (available) last = `Available=${available.status} (${available.reason ?? ''}: ${available.message ?? ''})`;
    failOnMissingImage(kubectl, namespace);
    if (Date.now() >= deadline) throw new Error(`APIService ${API_SERVICE} not Available after ${timeoutMs} ms; last condition: ${last}`);
    await delay(POLL_MS);
  }
}

/** Reasons a container waits that no amount of waiting fixes where images are preloaded and no registry exists. */
const IMAGE_FAILURES = new Set(['ErrImagePull', 'ImagePullBackOff', 'ErrImageNeverPull', 'InvalidImageName']);

/** Fails at once, not after the whole timeout, when a node lacks an image. */
function failOnMissingImage(kubectl: Kubectl, namespace: string): void {
  const pods = getJson(kubectl, ['-n', namespace, 'get', 'pods', '-l', `app=${APP}`]);
  for (const pod of arrayOf(field(pods, 'items'))) {
    const node = field(field(pod, 'spec'), 'nodeName');
    for (const c of arrayOf(field(field(pod, 'status'), 'containerStatuses'))) {
      const waiting = field(field(c, 'state'), 'waiting');
      const reason = field(waiting, 'reason');
      if (typeof reason === 'string' && IMAGE_FAILURES.has(reason)) {
        throw new Error(`container ${String(field(c, 'name'))} cannot start on node ${String(node)}: image ${String(field(c, 'image'))} `
          + `is not on the node and cannot be pulled (${reason}: ${String(field(waiting, 'message') ?? '')}); the images must be preloaded on every schedulable node`);
      }
    }
  }
}

/** kube-apiserver's discovery must list the group and its resources, served by the extension apiserver. */
function discoveredResources(kubectl: Kubectl): string[] {
  const groups = parseJson(run(kubectl, ['get', '--raw', '/apis']), 'GET /apis');
  const groupNames = arrayOf(field(groups, 'groups')).map((g) => field(g, 'name'));
  if (!groupNames.includes(GROUP)) throw new Error(`GET /apis does not list the group ${GROUP} (groups: ${groupNames.join(', ')})`);
  const path = `/apis/${GROUP}/${VERSION}`;
  const list = parseJson(run(kubectl, ['get', '--raw', path]), `GET ${path}`);
  const resources = arrayOf(field(list, 'resources')).map((r) => field(r, 'name')).filter((r): r is string => typeof r === 'string');
  for (const want of ['flunders', 'fischers']) {
    if (!resources.includes(want)) throw new Error(`GET ${path} does not list ${want} (it lists: ${resources.join(', ') || 'nothing'})`);
  }
  return resources;
}

/** Create, read back and delete a Flunder, all through kube-apiserver's aggregator. */
function flunderRoundTrip(kubectl: Kubectl, namespace: string): { name: string; uid: string } {
  const name = `proof-${randomBytes(4).toString('hex')}`;
  const collection = `/apis/${GROUP}/${VERSION}/namespaces/${namespace}/flunders`;
  const body = { apiVersion: `${GROUP}/${VERSION}`, kind: 'Flunder', metadata: { name, namespace, labels: { 'k8sform.dev/proof': 'aggregation' } }, spec: {} };
  const created = parseJson(run(kubectl, ['create', '--raw', collection, '-f', '-'], JSON.stringify(body)), `POST ${collection}`);
  const uid = field(field(created, 'metadata'), 'uid');
  if (field(created, 'kind') !== 'Flunder' || field(field(created, 'metadata'), 'name') !== name || typeof uid !== 'string') {
    throw new Error(`POST ${collection} did not return the Flunder ${name}: ${JSON.stringify(created)}`);
  }
  const read = parseJson(run(kubectl, ['get', '--raw', `${collection}/${name}`]), `GET ${collection}/${name}`);
  if (field(field(read, 'metadata'), 'uid') !== uid) {
    throw new Error(`GET ${collection}/${name} returned another object than was created (uid ${uid}): ${JSON.stringify(read)}`);
  }
  run(kubectl, ['delete', '--raw', `${collection}/${name}`]);
  const gone = kubectl(['get', '--raw', `${collection}/${name}`]);
  if (gone.code === 0 || !/NotFound|not found/i.test(gone.stderr)) {
    throw new Error(`flunder ${name} still readable after DELETE: exit ${gone.code} ${gone.stderr.trim() || gone.stdout.trim()}`);
  }
  return { name, uid };
}

/**
 * Sends X-Remote-User/X-Remote-Group straight to the extension apiserver's pod (through a
 * port-forward, TLS verified against our CA) without any client certificate: the spoof the
 * front-proxy design must stop, since the extension apiserver may trust those headers only on a
 * connection whose client certificate chains to the requestheader CA with an allowed CN. Going
 * through kube-apiserver (service or pod proxy) would prove nothing here: its authentication
 * filter deletes X-Remote-* headers from every request it authenticates.
 */
async function forgedHeaderProbe(kubectl: Kubectl, portForward: PortForward, namespace: string, caPem: string, forgedUser: string): Promise<ForgedHeaderResult> {
  const pod = podName(kubectl, namespace);
  const path = `/apis/${GROUP}/${VERSION}/namespaces/${namespace}/flunders`;
  const forward = await portForward(namespace, `pod/${pod}`, 443);
  const via = `GET ${path} through a port-forward to pod/${pod}:443, no client certificate, X-Remote-User: ${forgedUser}, X-Remote-Group: system:masters`;
  let res: { status: number; body: string };
  try {
    res = await httpsGet(forward.port, `${SERVICE}.${namespace}.svc`, caPem, path, {
      'X-Remote-User': forgedUser,
      'X-Remote-Group': 'system:masters',
      'User-Agent': FORGED_USER_AGENT,
      Accept: 'application/json',
    });
  } finally {
    forward.close();
  }
  const message = statusMessage(res.body);
  // 401: anonymous requests refused; 403 for system:anonymous: authenticated as nobody. Either way the header was ignored.
  const ignored = res.status === 401 || (res.status === 403 && message.includes('system:anonymous'));
  if (!ignored) {
    const trusted = res.status >= 200 && res.status < 300 ? ': the extension apiserver trusted a forged front-proxy header without the front-proxy client certificate' : '';
    throw new Error(`${via}: expected 401, or 403 for system:anonymous; got ${res.status}${trusted}: ${message}`);
  }
  // The audit record says whom the extension apiserver believed it served; it must not be the forged user.
  const event = await auditEvent(kubectl, namespace, (e) => e.userAgent === FORGED_USER_AGENT, 'the forged-header request', false);
  const auditUser = event?.user.username;
  if (auditUser === forgedUser) throw new Error(`${via}: the extension apiserver's audit log records it as ${forgedUser}`);
  return { skipped: false, via, forgedUser, status: res.status, message, auditUser };
}

/**
 * A PortForward running `kubectl port-forward` as a child process; command is kubectl with its
 * global flags, e.g. ['/path/to/kubectl', '--kubeconfig', '/tmp/admin.conf'].
 */
export function kubectlPortForward(command: readonly string[]): PortForward {
  const [bin, ...global] = command;
  if (!bin) throw new Error('kubectlPortForward: empty command');
  return (namespace, target, remotePort) => new Promise((resolve, reject) => {
    const child = spawn(bin, [...global, '-n', namespace, 'port-forward', '--address=127.0.0.1', target, `:${remotePort}`], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill();
      reject(new Error(`kubectl port-forward ${target} ${why}: ${stderr.trim() || stdout.trim()}`));
    };
    const timer = setTimeout(() => fail(`announced no local port within ${PORT_FORWARD_WAIT_MS} ms`), PORT_FORWARD_WAIT_MS);
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      const m = /Forwarding from 127\.0\.0\.1:(\d+) ->/.exec(stdout);
      if (m) {
        clearTimeout(timer);
        resolve({ port: Number(m[1]), close: () => child.kill() });
      }
    });
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    child.on('error', (e) => fail(`could not start (${e.message})`));
    // After resolve() this is a no-op; before it, the forward never came up.
    child.on('exit', (code) => fail(`exited ${code}`));
  });
}

// ---------------------------------------------------------------------------------------------
// Audit log

interface AuditEvent {
  readonly auditID?: string;
  readonly stage?: string;
  readonly verb?: string;
  readonly userAgent?: string;
  readonly sourceIPs?: string[];
  readonly user: { readonly username?: string; readonly groups?: string[]; readonly extra?: Record<string, string[]> };
  readonly objectRef?: { readonly resource?: string; readonly namespace?: string; readonly name?: string };
}

function isAuditEvent(v: unknown): v is AuditEvent {
  return field(v, 'kind') === 'Event' && field(v, 'apiVersion') === 'audit.k8s.io/v1' && typeof field(v, 'user') === 'object';
}

/** The audit events the extension apiserver wrote to stdout (one JSON object a line, between klog lines). */
function auditEvents(kubectl: Kubectl, namespace: string): AuditEvent[] {
  const logs = kubectl(['-n', namespace, 'logs', `deployment/${APP}`, '-c', APP]);
  if (logs.code !== 0) return [];
  const events: AuditEvent[] = [];
  for (const line of logs.stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const v: unknown = JSON.parse(line);
      if (isAuditEvent(v)) events.push(v);
    } catch { /* a klog line that happens to start with a brace */ }
  }
  return events;
}

async function auditEvent(kubectl: Kubectl, namespace: string, match: (e: AuditEvent) => boolean, what: string, required?: true): Promise<AuditEvent>;
async function auditEvent(kubectl: Kubectl, namespace: string, match: (e: AuditEvent) => boolean, what: string, required: false): Promise<AuditEvent | undefined>;
async function auditEvent(kubectl: Kubectl, namespace: string, match: (e: AuditEvent) => boolean, what: string, required = true): Promise<AuditEvent | undefined> {
  const deadline = Date.now() + AUDIT_WAIT_MS;
  for (;;) {
    const found = auditEvents(kubectl, namespace).find(match);
    if (found) return found;
    if (Date.now() >= deadline) {
      if (!required) return undefined;
      throw new Error(`no audit event for ${what} in the extension apiserver's log after ${AUDIT_WAIT_MS} ms`);
    }
    await delay(POLL_MS);
  }
}

// ---------------------------------------------------------------------------------------------
// Cluster access

function whoAmI(kubectl: Kubectl): { username: string; groups: string[] } {
  const review = parseJson(run(kubectl, ['auth', 'whoami', '-o', 'json']), 'kubectl auth whoami');
  const info = field(field(review, 'status'), 'userInfo');
  const username = field(info, 'username');
  if (typeof username !== 'string') throw new Error(`kubectl auth whoami returned no username: ${JSON.stringify(review)}`);
  return { username, groups: arrayOf(field(info, 'groups')).filter((g): g is string => typeof g === 'string') };
}

function serviceNamespace(apiService: unknown): unknown {
  return field(field(field(apiService, 'spec'), 'service'), 'namespace');
}

/** The APIService name is cluster-wide; never take it over from another namespace's installation. */
function refuseForeignAPIService(kubectl: Kubectl, namespace: string): void {
  const current = getJson(kubectl, ['get', 'apiservice', API_SERVICE]);
  if (current === undefined) return;
  const owner = serviceNamespace(current);
  if (owner !== namespace) {
    throw new Error(`APIService ${API_SERVICE} already exists and points to namespace ${String(owner ?? '(a local service)')}, not ${namespace}; remove it first`);
  }
}

function podNode(kubectl: Kubectl, namespace: string): string {
  const r = kubectl(['-n', namespace, 'get', 'pods', '-l', `app=${APP}`, '-o', 'jsonpath={.items[*].spec.nodeName}']);
  return r.code === 0 ? r.stdout.trim() : '(unknown)';
}

/** The one running extension apiserver pod (a rollout in progress would make the check ambiguous). */
function podName(kubectl: Kubectl, namespace: string): string {
  const pods = run(kubectl, ['-n', namespace, 'get', 'pods', '-l', `app=${APP}`, '--field-selector=status.phase=Running', '-o', 'jsonpath={.items[*].metadata.name}']).trim().split(/\s+/).filter(Boolean);
  if (pods.length !== 1) throw new Error(`expected one running ${APP} pod in ${namespace}, found ${pods.length ? pods.join(', ') : 'none'}`);
  return pods[0]!;
}

function diagnostics(kubectl: Kubectl, namespace: string): string {
  const section = (title: string, args: readonly string[], filter?: (out: string) => string) => {
    const r = kubectl(args);
    const out = r.code === 0 ? (filter ? filter(r.stdout) : r.stdout) : `(kubectl ${args.join(' ')} failed: ${r.stderr.trim()})`;
    return `--- ${title} ---\n${out.trim()}`;
  };
  // Audit events drown the server's own messages; count them instead of printing them.
  const withoutAudit = (out: string) => {
    const lines = out.split('\n');
    const kept = lines.filter((l) => !l.startsWith('{"kind":"Event"'));
    const omitted = lines.length - kept.length;
    return kept.slice(-150).join('\n') + (omitted ? `\n(${omitted} audit event lines omitted)` : '');
  };
  return [
    section(`APIService ${API_SERVICE} status`, ['get', 'apiservice', API_SERVICE, '-o', 'jsonpath={.spec.service}{"\\n"}{range .status.conditions[*]}{.type}={.status} {.reason}: {.message}{"\\n"}{end}']),
    section(`pods in ${namespace}`, ['-n', namespace, 'get', 'pods', '-o', 'wide']),
    section(`endpoints of ${SERVICE}`, ['-n', namespace, 'get', 'endpointslices', '-l', `kubernetes.io/service-name=${SERVICE}`, '-o', 'wide']),
    section(`${APP} logs`, ['-n', namespace, 'logs', `deployment/${APP}`, '-c', APP, '--tail=400'], withoutAudit),
    section(`${APP} previous logs`, ['-n', namespace, 'logs', `deployment/${APP}`, '-c', APP, '--previous', '--tail=100'], withoutAudit),
    section('etcd logs', ['-n', namespace, 'logs', `deployment/${APP}`, '-c', 'etcd', '--tail=40']),
    section(`events in ${namespace}`, ['-n', namespace, 'get', 'events', '--sort-by=.lastTimestamp']),
  ].join('\n');
}

/** GET https://127.0.0.1:<port><path>, verifying the server as servername against caPem, with no client certificate. */
function httpsGet(port: number, servername: string, caPem: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest({ host: '127.0.0.1', port, path, method: 'GET', headers, ca: caPem, servername, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${path} via 127.0.0.1:${port} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

function statusMessage(body: string): string {
  try {
    const message = field(JSON.parse(body) as unknown, 'message');
    if (typeof message === 'string') return message;
  } catch { /* not a Status object */ }
  return body.trim().slice(0, 500);
}

// ---------------------------------------------------------------------------------------------
// Small helpers

/** Runs kubectl and returns stdout, or throws with what it printed. */
function run(kubectl: Kubectl, args: readonly string[], input?: string): string {
  const r = kubectl(args, input);
  if (r.code !== 0) throw new Error(`kubectl ${args.join(' ')} exited ${r.code}: ${(r.stderr.trim() || r.stdout.trim()).slice(0, 2000)}`);
  return r.stdout;
}

/** An object as JSON, or undefined when it does not exist. */
function getJson(kubectl: Kubectl, args: readonly string[]): unknown {
  const r = kubectl([...args, '-o', 'json']);
  if (r.code === 0) return parseJson(r.stdout, `kubectl ${args.join(' ')}`);
  if (/NotFound|not found/i.test(r.stderr)) return undefined;
  throw new Error(`kubectl ${args.join(' ')} exited ${r.code}: ${r.stderr.trim()}`);
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${what} did not return JSON: ${text.slice(0, 500)}`);
  }
}

function field(v: unknown, key: string): unknown {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>)[key] : undefined;
}

function arrayOf(v: unknown): unknown[] {
  return Array.isArray(v) ? (v as unknown[]) : [];
}

function conditionsOf(apiService: unknown): Condition[] {
  return arrayOf(field(field(apiService, 'status'), 'conditions')).filter((c): c is Condition => typeof c === 'object' && c !== null);
}
