import { parseCluster } from '../../src/config/load.js';
import type { ReadInputFile } from '../../src/model/input-file.js';
import type { LoadedCluster } from '../../src/model/loaded-cluster.js';

/** Configuration files of spec.apiServer as a person writes them, for unit tests. */

export const AUDIT_POLICY = `apiVersion: audit.k8s.io/v1
kind: Policy
omitStages: [RequestReceived]
rules:
  - level: Metadata
    resources: [{ group: "", resources: [secrets] }]
  - level: Request
`;

/** An AdmissionConfiguration whose PodSecurity defaults enforce `level` (restricted unless given), except in `exempt` namespaces. */
export const admissionConfiguration = (exempt: readonly string[] = ['kube-system'], level: 'baseline' | 'restricted' = 'restricted') => `apiVersion: apiserver.config.k8s.io/v1
kind: AdmissionConfiguration
plugins:
  - name: PodSecurity
    configuration:
      apiVersion: pod-security.admission.config.k8s.io/v1
      kind: PodSecurityConfiguration
      defaults: { enforce: ${level}, enforce-version: latest }
      exemptions: { namespaces: [${exempt.join(', ')}] }
`;

export const ADMISSION = admissionConfiguration();

export const AUTHENTICATION = (apiVersion = 'apiserver.config.k8s.io/v1') => `apiVersion: ${apiVersion}
kind: AuthenticationConfiguration
jwt:
  - issuer:
      url: https://sso.example.com
      audiences: [kubernetes]
    claimMappings:
      username: { claim: email, prefix: "sso:" }
`;

/** Reads the named files, by their name beside cluster.yaml (/work/c.yaml); any other is missing. */
export const readerOf = (files: Readonly<Record<string, string>>): ReadInputFile => (path) => {
  const name = path.replace(/^\/work\//, '');
  return name in files ? { text: files[name]! } : { why: 'cannot read: no such file' };
};

/** The three files, beside /work/c.yaml. */
export const CONFIG_FILES = { 'audit.yaml': AUDIT_POLICY, 'admission.yaml': ADMISSION, 'authn.yaml': AUTHENTICATION() };

/** spec.apiServer lines naming all three. */
export const ALL_CONFIG_FILES = 'auditPolicy: { policyFile: audit.yaml }\nadmission: { configFile: admission.yaml }\nauthentication: { configFile: authn.yaml }';

/**
 * A cluster loaded from /work/c.yaml with `apiServer` lines under spec.apiServer, its files read from
 * `files`: two control planes and a worker by default.
 */
export function loadWithConfigFiles(apiServer: string, files: Readonly<Record<string, string>> = CONFIG_FILES, opts: { version?: string; hosts?: readonly string[] } = {}): LoadedCluster {
  const hosts = opts.hosts ?? ['{ name: cp-1, role: control-plane, address: 10.0.0.11 }', '{ name: cp-2, role: control-plane, address: 10.0.0.12 }', '{ name: w-1, role: worker, address: 10.0.0.21 }'];
  const text = `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata: { name: demo }
spec:
  kubernetesVersion: ${opts.version ?? 'v1.34.2'}
  controlPlaneEndpoint: api.example.com
  apiServer:
${apiServer.split('\n').map((l) => `    ${l}`).join('\n')}
  hosts:
${hosts.map((h) => `    - ${h}`).join('\n')}
`;
  return parseCluster(text, '/work/c.yaml', 'c.yaml', { readFile: readerOf(files) });
}
