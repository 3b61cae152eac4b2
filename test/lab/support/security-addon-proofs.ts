import assert from 'node:assert/strict';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseFor } from '../../../src/config/releases.js';
import { admissionConfiguration } from '../../support/apiserver-config-files.js';
import { repoPath } from '../../support/paths.js';
import { editSpec, k8sform } from './k8sform-run.js';
import { eventually, inHost, json, kubectl as kubectlIn } from './lab.js';

/**
 * The security settings and add-ons of the lab's cluster.yaml, there from its first apply: Secrets
 * encrypted at rest, an audit policy, Pod Security defaults, a Helm chart and a manifest add-on of
 * its own beside flannel. Composed into the one lab cluster, so every later proof (the upgrade, CA
 * rotation, disaster recovery, control planes joining and leaving) runs with them too.
 */
export interface SecurityAndAddonContext {
  readonly file: () => string;
  /** The version the cluster runs at this point (whose kubectl to use). */
  readonly version: string;
  readonly controlPlanes: readonly string[];
  readonly proof: (name: string, body: () => Promise<void> | void) => void;
}

/** The encryption key names (the first, then the one it is rotated to), the namespace of the add-ons and the Helm release. */
const ENCRYPTION_KEY = 'key1';
const ROTATED_KEY = 'key2';
const NAMESPACE = 'demo';
const RELEASE = 'web';
const AUDIT_LOG = '/var/log/kubernetes/audit/audit.log';

/** Who touched Secrets and ConfigMaps, never their content; nothing else, so the log stays small. */
const AUDIT_POLICY = `apiVersion: audit.k8s.io/v1
kind: Policy
omitStages: [RequestReceived]
rules:
  - level: Metadata
    resources: [{ group: "", resources: [secrets, configmaps] }]
    verbs: [create, update, patch, delete]
  - level: None
`;

const demoManifest = (colour: string, retired: boolean) => `apiVersion: v1
kind: Namespace
metadata: { name: ${NAMESPACE} }
---
apiVersion: v1
kind: ConfigMap
metadata: { name: settings, namespace: ${NAMESPACE} }
data: { colour: ${colour} }
${retired ? `---
apiVersion: v1
kind: ConfigMap
metadata: { name: retired, namespace: ${NAMESPACE} }
data: { a: "1" }
` : ''}`;

/**
 * Writes what cluster.yaml's security settings and add-ons name into `dir` (cluster.yaml's own) and
 * returns their cluster.yaml lines: `apiServer` fields (indented under it) and the `addons` value.
 */
export function writeSecurityAndAddonFiles(dir: string, version: string, flannel: string): { apiServer: string; addons: string } {
  writeFileSync(join(dir, 'audit-policy.yaml'), AUDIT_POLICY);
  // Pod Security's baseline wherever a namespace says nothing else (the proofs' own pods meet it); kube-system, kube-proxy's, exempt.
  writeFileSync(join(dir, 'admission.yaml'), admissionConfiguration(['kube-system'], 'baseline'));
  mkdirSync(join(dir, 'addons'), { recursive: true });
  writeFileSync(join(dir, 'addons', 'demo.yaml'), demoManifest('blue', true));
  cpSync(repoPath('test', 'fixtures', 'charts', 'web'), join(dir, 'charts', 'web'), { recursive: true });
  // The chart's pod runs the release's pause image, which every lab node holds.
  const pause = `registry.k8s.io/pause:${releaseFor(version)!.pauseVersion}`;
  return {
    apiServer: `encryptionAtRest: { provider: secretbox, keys: [${ENCRYPTION_KEY}] }, auditPolicy: { policyFile: audit-policy.yaml }, admission: { configFile: admission.yaml }`,
    addons: `{ manifests: [${JSON.stringify(flannel)}, addons/demo.yaml], helm: [{ name: ${RELEASE}, chart: charts/web, namespace: ${NAMESPACE}, values: { greeting: hello, image: "${pause}" } }] }`,
  };
}

export function securityAndAddonProofs(ctx: SecurityAndAddonContext): void {
  const kubectl = (args: readonly string[], input?: string) => kubectlIn(ctx.version, args, input);
  /** A Secret as etcd stores it, read raw from the first control plane's member. */
  const stored = (namespace: string, name: string) => {
    const raw = kubectl(['-n', 'kube-system', 'exec', `etcd-${ctx.controlPlanes[0]}`, '--', 'etcdctl', '--endpoints=https://127.0.0.1:2379',
      '--cacert=/etc/kubernetes/pki/etcd/ca.crt', '--cert=/etc/kubernetes/pki/etcd/healthcheck-client.crt', '--key=/etc/kubernetes/pki/etcd/healthcheck-client.key',
      'get', `/registry/secrets/${namespace}/${name}`, '--print-value-only']);
    assert.equal(raw.code, 0, raw.stderr);
    return raw.stdout;
  };
  const secretValue = (namespace: string, name: string) => Buffer.from(kubectl(['-n', namespace, 'get', 'secret', name, '-o', 'jsonpath={.data.value}']).stdout, 'base64').toString();

  ctx.proof('security settings and add-ons from cluster.yaml: a Secret is stored encrypted in etcd, its creation is in the audit log without its content, the Pod Security default refuses a privileged Pod, the Helm chart runs, and a manifest add-on changed in its file is updated and what left the file pruned; the next plan is empty', async () => {
    // Encryption at rest: etcd holds the Secret sealed with the key cluster.yaml names, not its value.
    const value = `k8sform-at-rest-${process.pid}-${Date.now()}`;
    assert.equal(kubectl(['-n', 'default', 'create', 'secret', 'generic', 'at-rest', `--from-literal=value=${value}`]).code, 0);
    const raw = stored('default', 'at-rest');
    assert.ok(raw.startsWith(`k8s:enc:secretbox:v1:${ENCRYPTION_KEY}:`), `stored as ${JSON.stringify(raw.slice(0, 40))}`);
    assert.ok(!raw.includes(value), 'the value is not in etcd in the clear');
    assert.equal(secretValue('default', 'at-rest'), value);

    // Audit: the apiserver that served the creation logged who made it, at Metadata level, so not the value.
    const creation = await eventually('the Secret\'s creation in an apiserver\'s audit log', 30_000, () => {
      for (const cp of ctx.controlPlanes) {
        const log = inHost(cp, ['cat', AUDIT_LOG]).stdout;
        assert.ok(!log.includes(value), `${cp}'s audit log holds no Secret value`);
        const event = log.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { verb: string; level: string; user: { username: string }; objectRef?: { resource: string; namespace: string; name: string }; responseStatus?: { code: number } })
          .find((e) => e.verb === 'create' && e.objectRef?.resource === 'secrets' && e.objectRef.namespace === 'default' && e.objectRef.name === 'at-rest');
        if (event) return event;
      }
      return undefined;
    });
    assert.deepEqual([creation.level, creation.user.username, creation.responseStatus?.code], ['Metadata', 'kubernetes-admin', 201]);
    for (const cp of ctx.controlPlanes) assert.equal(inHost(cp, ['stat', '-c', '%a', '/etc/kubernetes/audit-policy.yaml', '/etc/kubernetes/admission-config.yaml', '/etc/kubernetes/enc/enc.yaml']).stdout, '600\n600\n600\n');

    // Admission: the baseline default refuses a privileged Pod; kube-system is exempt (asked as a server-side dry run).
    const privileged = (namespace: string) => JSON.stringify({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'privileged', namespace }, spec: { containers: [{ name: 'c', image: 'registry.k8s.io/pause', securityContext: { privileged: true } }] } });
    const refused = kubectl(['create', '--dry-run=server', '-f', '-'], privileged('default'));
    assert.notEqual(refused.code, 0);
    assert.match(refused.stderr, /violates PodSecurity "baseline:latest": privileged/);
    const exempt = kubectl(['create', '--dry-run=server', '-f', '-'], privileged('kube-system'));
    assert.equal(exempt.code, 0, exempt.stderr);

    // The Helm chart: its objects in the release namespace, its Deployment available, its hook not applied; one ApplySet with the manifests.
    // A workload created (rather than changed) is not waited for by apply: its pod starts once a worker and its pod network are up.
    await eventually('the chart\'s Deployment available', 180_000, () =>
      json<{ status: { availableReplicas?: number } }>(kubectl(['-n', NAMESPACE, 'get', 'deployment', RELEASE, '-o', 'json']), 'the chart\'s Deployment').status.availableReplicas === 1 ? true : undefined);
    assert.equal(kubectl(['-n', NAMESPACE, 'get', 'configmap', `${RELEASE}-settings`, '-o', 'jsonpath={.data.greeting}']).stdout, 'hello');
    assert.equal(kubectl(['get', 'gauges.example.com', `${RELEASE}-gauge`, '-o', 'jsonpath={.level}']).stdout, '3');
    assert.match(kubectl(['-n', NAMESPACE, 'get', 'job', `${RELEASE}-migrate`]).stderr, /NotFound/);
    const partOf = (kind: string, name: string, namespace?: string) => kubectl([...(namespace ? ['-n', namespace] : []), 'get', kind, name, '-o', "jsonpath={.metadata.labels['applyset\\.kubernetes\\.io/part-of']}"]).stdout;
    const applyset = partOf('configmap', 'settings', NAMESPACE);
    assert.match(applyset, /^applyset-/);
    assert.equal(partOf('deployment', RELEASE, NAMESPACE), applyset);
    assert.equal(partOf('clusterrole', `${RELEASE}-reader`), applyset);

    // A manifest add-on changed in its file: plan shows the field and the pruning, apply does both.
    writeFileSync(join(ctx.file(), '..', 'addons', 'demo.yaml'), demoManifest('green', false));
    const planned = k8sform(['plan', '-f', ctx.file()]);
    assert.equal(planned.code, 0, planned.stderr);
    assert.match(planned.stdout, new RegExp(`# cluster\\.object\\[v1/ConfigMap/${NAMESPACE}/settings\\] will be updated in-place\\n\\s+because: field: data\\.colour`));
    assert.match(planned.stdout, /-\s+colour: blue\n\s+\+\s+colour: green/);
    assert.match(planned.stdout, new RegExp(`# cluster\\.object\\[v1/ConfigMap/${NAMESPACE}/retired\\] will be destroyed`));
    const applied = k8sform(['apply', '--auto-approve', '-f', ctx.file()]);
    assert.equal(applied.code, 0, `${applied.stdout}\n${applied.stderr}`);
    assert.equal(kubectl(['-n', NAMESPACE, 'get', 'configmap', 'settings', '-o', 'jsonpath={.data.colour}']).stdout, 'green');
    assert.match(kubectl(['-n', NAMESPACE, 'get', 'configmap', 'retired']).stderr, /NotFound/);
    const again = k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]);
    assert.equal(again.code, 0, `${again.stdout}\n${again.stderr}`);
  });
  ctx.proof('the encryption key is rotated in four applies (learn, write, rewrite, drop), each apiserver phase one control plane at a time: the Secret written with the old key ends stored with the new one and readable, the old key gone from every control plane; the next plan is empty', () => {
    const value = secretValue('default', 'at-rest');
    assert.ok(stored('default', 'at-rest').startsWith(`k8s:enc:secretbox:v1:${ENCRYPTION_KEY}:`), 'written with the first key');
    const phase = (expected: RegExp) => {
      const plan = k8sform(['plan', '-f', ctx.file()]);
      assert.equal(plan.code, 0, plan.stderr);
      assert.match(plan.stdout, expected);
      const applied = k8sform(['apply', '--auto-approve', '--quiet', '-f', ctx.file()]);
      assert.equal(applied.code, 0, `${applied.stdout.slice(-3000)}\n${applied.stderr}`);
    };
    editSpec(ctx.file(), (set) => set(['apiServer', 'encryptionAtRest', 'keys'], [ROTATED_KEY, ENCRYPTION_KEY]));
    phase(/key rotation, phase 1 of 4: learns key key2 to read Secrets with/);
    phase(/key rotation, phase 2 of 4: Secrets are now written with key key2/);
    phase(/because: stored-with: key rotation, phase 3 of 4: \d+ Secrets? stored with key1 (and \d+ Secrets? stored in the clear )?(is|are) written again with key2/);
    assert.ok(stored('default', 'at-rest').startsWith(`k8s:enc:secretbox:v1:${ROTATED_KEY}:`), 'written again with the new key');
    editSpec(ctx.file(), (set) => set(['apiServer', 'encryptionAtRest', 'keys'], [ROTATED_KEY]));
    phase(/key rotation, phase 4 of 4: key1 is removed/);
    for (const cp of ctx.controlPlanes) {
      // Key names only: the file's keys are never printed.
      const names = inHost(cp, ['sh', '-c', "grep -o 'name: key[0-9]*' /etc/kubernetes/enc/enc.yaml"]).stdout.trim().split('\n');
      assert.deepEqual(names, [`name: ${ROTATED_KEY}`], `${cp} holds the new key alone`);
    }
    assert.equal(secretValue('default', 'at-rest'), value);
    assert.equal(kubectl(['-n', 'default', 'delete', 'secret', 'at-rest']).code, 0);
    const again = k8sform(['plan', '--detailed-exitcode', '-f', ctx.file()]);
    assert.equal(again.code, 0, `${again.stdout}\n${again.stderr}`);
  });
}
