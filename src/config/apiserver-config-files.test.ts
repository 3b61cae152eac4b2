import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UserError } from '../errors.js';
import { parseCluster } from './load.js';
import { ADMISSION, ALL_CONFIG_FILES as ALL, AUDIT_POLICY, AUTHENTICATION, CONFIG_FILES as good, readerOf as reader } from '../../test/support/apiserver-config-files.js';

/** A cluster.yaml at /work/c.yaml of `version`, with `apiServer` lines (indented under spec.apiServer). */
const clusterText = (apiServer: string, version = 'v1.34.2') => `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: demo }
spec:
  kubernetesVersion: ${version}
  apiServer:
${apiServer.split('\n').map((l) => `    ${l}`).join('\n')}
  hosts:
    - { name: cp-1, role: control-plane, address: 10.0.0.11 }
`;


const load = (apiServer: string, files: Record<string, string>, version?: string) => parseCluster(clusterText(apiServer, version), '/work/c.yaml', 'c.yaml', { readFile: reader(files) });

function errorsOf(apiServer: string, files: Record<string, string>, version?: string): string[] {
  try {
    load(apiServer, files, version);
  } catch (e) {
    assert.ok(e instanceof UserError, String(e));
    return [...e.lines];
  }
  assert.fail('expected a UserError');
}

test('the files spec.apiServer names are read beside cluster.yaml and carried in the model as they are, with the audit log defaults', () => {
  const { cluster, warnings } = load(ALL, good);
  assert.deepEqual(warnings, []);
  assert.deepEqual(cluster.apiServer.auditPolicy, { sourcePath: '/work/audit.yaml', content: AUDIT_POLICY, logPath: '/var/log/kubernetes/audit/audit.log', maxAgeDays: 30, maxBackups: 10, maxSizeMB: 100 });
  assert.deepEqual(cluster.apiServer.admission, { sourcePath: '/work/admission.yaml', content: ADMISSION });
  assert.deepEqual(cluster.apiServer.authentication, { sourcePath: '/work/authn.yaml', content: AUTHENTICATION() });
  const custom = load('auditPolicy: { policyFile: audit.yaml, logPath: /var/log/apiserver/audit.json, maxAgeDays: 0, maxBackups: 3, maxSizeMB: 20 }', good).cluster.apiServer.auditPolicy;
  assert.deepEqual({ ...custom, content: undefined }, { sourcePath: '/work/audit.yaml', content: undefined, logPath: '/var/log/apiserver/audit.json', maxAgeDays: 0, maxBackups: 3, maxSizeMB: 20 });
});

test('without the fields nothing is read and the model has none of them', () => {
  const { cluster } = load('bindPort: 6443', {});
  assert.equal(cluster.apiServer.auditPolicy, undefined);
  assert.equal(cluster.apiServer.admission, undefined);
  assert.equal(cluster.apiServer.authentication, undefined);
  assert.ok(!('auditPolicy' in cluster.apiServer) && !('admission' in cluster.apiServer) && !('authentication' in cluster.apiServer));
});

test('a missing or unreadable file is one line: the field in cluster.yaml, the file, the cause; every file is reported at once', () => {
  assert.deepEqual(errorsOf(ALL, {}), [
    'c.yaml:7:32: spec.apiServer.auditPolicy.policyFile: /work/audit.yaml: cannot read: no such file',
    'c.yaml:8:30: spec.apiServer.admission.configFile: /work/admission.yaml: cannot read: no such file',
    'c.yaml:9:35: spec.apiServer.authentication.configFile: /work/authn.yaml: cannot read: no such file',
  ]);
  // Given as text, there is nothing beside it to read.
  assert.throws(() => parseCluster(clusterText('admission: { configFile: admission.yaml }'), '/work/c.yaml'), /spec\.apiServer\.admission\.configFile: \/work\/admission\.yaml: not read: this cluster was given as text/);
});

test('YAML that does not parse, several documents, an empty or binary file, or no mapping: located in the file when it can be', () => {
  const one = (text: string) => errorsOf('admission: { configFile: admission.yaml }', { 'admission.yaml': text });
  assert.deepEqual(one('apiVersion: apiserver.config.k8s.io/v1\nkind: [AdmissionConfiguration\n'), [
    'c.yaml:7:30: spec.apiServer.admission.configFile: /work/admission.yaml:3:1: not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
  ]);
  assert.match(one(`${ADMISSION}---\n${ADMISSION}`)[0]!, /admission\.yaml:10:1: holds more than one YAML document; kube-apiserver reads only the first: keep one$/);
  assert.match(one('')[0]!, /admission\.yaml: is empty$/);
  assert.match(one('~\n')[0]!, /admission\.yaml: is not an admission configuration: the document is empty, not a mapping with apiVersion and kind$/);
  assert.match(one('-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n')[0]!, /admission\.yaml: is not an admission configuration: the document is plain text, not a mapping/);
  assert.match(one('\u0000\u0001binary')[0]!, /admission\.yaml: is not an admission configuration: it holds binary data/);
  assert.match(one('a: 1\na: 2\n')[0]!, /admission\.yaml:2:1: not valid YAML: Map keys must be unique/);
});

test('the kind and apiVersion must be what kube-apiserver of the cluster\'s release reads for the field', () => {
  const audit = (text: string, version?: string) => errorsOf('auditPolicy: { policyFile: audit.yaml }', { 'audit.yaml': text }, version);
  assert.deepEqual(audit(AUDIT_POLICY.replace('audit.k8s.io/v1', 'audit.k8s.io/v1beta1')), [
    'c.yaml:7:32: spec.apiServer.auditPolicy.policyFile: /work/audit.yaml:1:13: apiVersion: "audit.k8s.io/v1beta1" is not one kube-apiserver v1.34.2 reads for Policy: use audit.k8s.io/v1',
  ]);
  assert.deepEqual(audit(ADMISSION), [
    'c.yaml:7:32: spec.apiServer.auditPolicy.policyFile: /work/audit.yaml:2:7: kind: "AdmissionConfiguration" is not what this field takes: expected Policy (apiVersion audit.k8s.io/v1)',
  ]);
  assert.match(audit('kind: Policy\nrules: [{ level: None }]\n')[0]!, /audit\.yaml:1:1: apiVersion: missing: use audit\.k8s\.io\/v1$/);
  // AuthenticationConfiguration v1 is served from Kubernetes 1.34; v1beta1 and v1alpha1 by every supported release.
  const authn = (apiVersion: string, version: string) => errorsOf('authentication: { configFile: authn.yaml }', { 'authn.yaml': AUTHENTICATION(apiVersion) }, version);
  assert.deepEqual(authn('apiserver.config.k8s.io/v1', 'v1.33.2'), [
    'c.yaml:7:35: spec.apiServer.authentication.configFile: /work/authn.yaml:1:13: apiVersion: apiserver.config.k8s.io/v1 is read by kube-apiserver from v1.34 on, not by v1.33.2: use apiserver.config.k8s.io/v1beta1, apiserver.config.k8s.io/v1alpha1',
  ]);
  for (const [apiVersion, version] of [['apiserver.config.k8s.io/v1', 'v1.34.2'], ['apiserver.config.k8s.io/v1beta1', 'v1.32.0'], ['apiserver.config.k8s.io/v1alpha1', 'v1.37.2']]) {
    assert.equal(load('authentication: { configFile: authn.yaml }', { 'authn.yaml': AUTHENTICATION(apiVersion) }, version).cluster.apiServer.authentication?.content, AUTHENTICATION(apiVersion));
  }
  // The AdmissionConfiguration of the older apiserver.k8s.io/v1alpha1 group is still read.
  assert.ok(load('admission: { configFile: a.yaml }', { 'a.yaml': ADMISSION.replace('apiserver.config.k8s.io/v1', 'apiserver.k8s.io/v1alpha1') }).cluster.apiServer.admission);
});

test('an audit policy needs rules of known levels and stages', () => {
  const audit = (text: string) => errorsOf('auditPolicy: { policyFile: audit.yaml }', { 'audit.yaml': text }).map((l) => l.replace(/^.*audit\.yaml:/, ''));
  assert.deepEqual(audit('apiVersion: audit.k8s.io/v1\nkind: Policy\n'), ['1:1: rules: no rules: kube-apiserver refuses a policy without rules; add at least one, such as `- level: Metadata`']);
  assert.deepEqual(audit('apiVersion: audit.k8s.io/v1\nkind: Policy\nomitStages: [Received]\nrules:\n  - level: Everything\n  - verbs: [get]\n'), [
    '3:14: omitStages[0]: "Received" is not an audit stage: use RequestReceived, ResponseStarted, ResponseComplete, Panic',
    '5:12: rules[0].level: "Everything" is not an audit level: use None, Metadata, Request, RequestResponse',
    '6:5: rules[1].level: missing: use None, Metadata, Request, RequestResponse',
  ]);
});

test('an AdmissionConfiguration is decoded strictly; plugins configure inline; a PodSecurity configuration is checked as the plugin reads it', () => {
  const admission = (text: string, version?: string) => errorsOf('admission: { configFile: a.yaml }', { 'a.yaml': text }, version).map((l) => l.replace(/^.*a\.yaml:/, ''));
  assert.deepEqual(admission(`${ADMISSION}pluginz: []\n`), ['10:1: pluginz: unknown field: kube-apiserver decodes this file strictly and would refuse it (known here: apiVersion, kind, plugins)']);
  assert.deepEqual(admission('apiVersion: apiserver.config.k8s.io/v1\nkind: AdmissionConfiguration\nplugins:\n  - name: EventRateLimit\n    path: eventconfig.yaml\n'), [
    "5:11: plugins[0].path: names a file on the control planes that k8sform does not write: put the plugin's configuration inline, under configuration",
  ]);
  assert.deepEqual(admission(ADMISSION.replace('pod-security.admission.config.k8s.io/v1', 'pod-security.admission.config.k8s.io/v2')), [
    '6:19: plugins[0].configuration.apiVersion: "pod-security.admission.config.k8s.io/v2" is not one kube-apiserver v1.34.2 reads for PodSecurityConfiguration: use pod-security.admission.config.k8s.io/v1, pod-security.admission.config.k8s.io/v1beta1, pod-security.admission.config.k8s.io/v1alpha1',
  ]);
  assert.deepEqual(admission(ADMISSION.replace('enforce: restricted, enforce-version: latest', 'enforce: strict, enforce-version: "1.30", warn: baseline').replace('namespaces: [kube-system]', 'namespace: [kube-system]')), [
    '8:28: plugins[0].configuration.defaults.enforce: "strict" is not a Pod Security level: use privileged, baseline, restricted',
    '8:53: plugins[0].configuration.defaults["enforce-version"]: "1.30" is not a Pod Security version: use latest or v1.N',
    '9:21: plugins[0].configuration.exemptions.namespace: unknown field: kube-apiserver decodes this file strictly and would refuse it (known here: usernames, namespaces, runtimeClasses)',
  ]);
  // Another plugin's configuration is its own business.
  assert.ok(load('admission: { configFile: a.yaml }', { 'a.yaml': `${ADMISSION}  - name: EventRateLimit\n    configuration: { apiVersion: eventratelimit.admission.k8s.io/v1alpha1, kind: Configuration, limits: [] }\n` }).cluster.apiServer.admission);
});

test('an AuthenticationConfiguration needs https issuers with audiences and a username mapping, none of them the service-account issuer', () => {
  const authn = (text: string, extra = '') => errorsOf(`authentication: { configFile: authn.yaml }${extra}`, { 'authn.yaml': text }).map((l) => l.replace(/^.*authn\.yaml:/, ''));
  const base = AUTHENTICATION();
  assert.deepEqual(authn(`${base}  - issuer: { url: "http://idp.example", audiences: [] }\n  - issuer: { url: "https://kubernetes.default.svc.cluster.local", audiences: [k] }\n    claimMappings: { username: { expression: claims.sub } }\n  - issuer: { url: "https://sso.example.com", audiences: [k], certificateAuthority: "not a certificate" }\n    claimMappings: { username: { claim: sub, prefix: "" } }\n`), [
    '9:20: jwt[1].issuer.url: "http://idp.example" is not an https URL: kube-apiserver reads issuers over https only',
    '9:53: jwt[1].issuer.audiences: must list at least one audience (client ID) the tokens carry',
    '9:5: jwt[1].claimMappings.username: missing: the claim (with a prefix) or expression that names the user',
    '10:20: jwt[2].issuer.url: "https://kubernetes.default.svc.cluster.local" is the cluster\'s own service-account issuer (--service-account-issuer); kube-apiserver refuses it as a JWT issuer',
    '12:20: jwt[3].issuer.url: "https://sso.example.com" is already the issuer of jwt[0]',
    '12:85: jwt[3].issuer.certificateAuthority: must be one or more PEM certificates (the CA that signs the issuer\'s serving certificate)',
  ]);
  assert.deepEqual(authn(`${base}anonymous: { enabled: true }\n`, '\nextraArgs: { anonymous-auth: "false" }').map((l) => l.replace(/^c\.yaml:\d+:\d+: /, '')), [
    'spec.apiServer.extraArgs["anonymous-auth"]: cannot be set while /work/authn.yaml configures anonymous requests (its anonymous field): kube-apiserver refuses both; keep one',
  ]);
  assert.ok(load('authentication: { configFile: authn.yaml }', { 'authn.yaml': `${base}anonymous: { enabled: false }\n` }).cluster.apiServer.authentication);
});

test('the flags and volumes of the fields are theirs: extraArgs and extraVolumes naming them, or --oidc-* flags beside authentication, are located errors', () => {
  const lines = errorsOf(`${ALL}\nextraArgs: { audit-policy-file: /etc/kubernetes/audit/policy.yaml, admission-control-config-file: /x, authentication-config: /y, oidc-issuer-url: "https://idp", oidc-client-id: k8s, audit-log-format: legacy }\nextraVolumes:\n  - { name: audit-policy, hostPath: /srv/audit, mountPath: /srv/audit }\n  - { name: logs, hostPath: /var/log/kubernetes/audit, mountPath: /var/log/kubernetes/audit }`, good);
  assert.deepEqual(lines.map((l) => l.replace(/^c\.yaml:\d+:\d+: /, '')), [
    'spec.apiServer.extraArgs["audit-policy-file"]: --audit-policy-file is set by spec.apiServer.auditPolicy, which writes the file it names: remove it from extraArgs',
    'spec.apiServer.extraArgs["admission-control-config-file"]: --admission-control-config-file is set by spec.apiServer.admission, which writes the file it names: remove it from extraArgs',
    'spec.apiServer.extraArgs["authentication-config"]: --authentication-config is set by spec.apiServer.authentication, which writes the file it names: remove it from extraArgs',
    'spec.apiServer.extraArgs["oidc-issuer-url"]: --oidc-issuer-url cannot be combined with spec.apiServer.authentication: kube-apiserver refuses --oidc-* flags beside --authentication-config; configure the issuer as a jwt authenticator in that file',
    'spec.apiServer.extraArgs["oidc-client-id"]: --oidc-client-id cannot be combined with spec.apiServer.authentication: kube-apiserver refuses --oidc-* flags beside --authentication-config; configure the issuer as a jwt authenticator in that file',
    'spec.apiServer.extraVolumes[0].name: "audit-policy" is the volume spec.apiServer.auditPolicy mounts /etc/kubernetes/audit-policy.yaml with: name this volume otherwise, or remove it',
    'spec.apiServer.extraVolumes[1].mountPath: /var/log/kubernetes/audit is where spec.apiServer.auditPolicy mounts its volume audit-log: remove this volume',
  ]);
  // Without the fields, the same flags and volumes are the user's, as they always were: no error, no warning.
  const own = load('extraArgs: { audit-policy-file: /etc/kubernetes/audit-policy.yaml, oidc-issuer-url: "https://idp", oidc-client-id: k8s }\nextraVolumes: [{ name: audit-policy, hostPath: /etc/kubernetes/audit-policy.yaml, mountPath: /etc/kubernetes/audit-policy.yaml }]', {});
  assert.deepEqual(own.warnings, []);
});

test("the audit log's directory is one of its own: not in /etc/kubernetes, /var/lib/kubelet or etcd's data", () => {
  const at = (path: string) => errorsOf(`auditPolicy: { policyFile: audit.yaml, logPath: ${path} }`, good).map((l) => l.replace(/^c\.yaml:\d+:\d+: /, ''));
  assert.deepEqual(at('/etc/kubernetes/audit/audit.log'), ['spec.apiServer.auditPolicy.logPath: /etc/kubernetes/audit cannot hold the audit log: kube-apiserver gets the log\'s directory mounted writable, so it must be a directory of its own, such as /var/log/kubernetes/audit, outside /etc/kubernetes and /var/lib/kubelet']);
  assert.match(at('/audit.log')[0]!, /logPath: \/ cannot hold the audit log/);
  assert.match(at('/var/lib/etcd/audit.log')[0]!, /logPath: \/var\/lib\/etcd is etcd's data directory or holds it/);
  assert.match(at('var/log/audit.log')[0]!, /logPath: must be an absolute, normalised path/);
  assert.match(at('/var/log/../audit.log')[0]!, /logPath: must be an absolute, normalised path/);
});
