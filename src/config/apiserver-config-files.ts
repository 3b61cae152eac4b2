import { X509Certificate } from 'node:crypto';
import { dirname, resolve as resolvePath } from 'node:path';
import { isMap, isScalar, LineCounter, parseAllDocuments, type Document } from 'yaml';
import { UserError } from '../errors.js';
import type { AuditPolicy, ConfigFileContent } from '../model/cluster.js';
import type { ReadInputFile } from '../model/input-file.js';
import type { ClusterFile } from './cluster-file.generated.js';
import { formatPath, quoted } from './diagnostic.js';
import { releaseFor } from './releases.js';

/** The configuration files of spec.apiServer, read and checked. */
export interface ApiServerConfigFiles {
  readonly auditPolicy?: AuditPolicy;
  readonly admission?: ConfigFileContent;
  readonly authentication?: ConfigFileContent;
}

/** An apiVersion and kind kube-apiserver reads for a file, from the first minor release that reads it. */
interface Served {
  readonly apiVersion: string;
  readonly kind: string;
  readonly fromMinor?: number;
}

/**
 * What kube-apiserver of each supported release decodes, read off k8s.io/apiserver and
 * k8s.io/pod-security-admission at v0.32 to v0.37: the audit policy reader accepts audit.k8s.io/v1
 * alone (pkg/audit/policy/reader.go); AdmissionConfiguration is registered in
 * apiserver.config.k8s.io/v1 and the older apiserver.k8s.io/v1alpha1, AuthenticationConfiguration
 * in apiserver.config.k8s.io/v1alpha1 and v1beta1, and in v1 from 1.34
 * (pkg/apis/apiserver/*\/register.go); the PodSecurity plugin reads
 * pod-security.admission.config.k8s.io v1, v1beta1 and v1alpha1 (admission/api/scheme).
 */
const SERVED = {
  auditPolicy: [{ apiVersion: 'audit.k8s.io/v1', kind: 'Policy' }],
  admission: [
    { apiVersion: 'apiserver.config.k8s.io/v1', kind: 'AdmissionConfiguration' },
    { apiVersion: 'apiserver.k8s.io/v1alpha1', kind: 'AdmissionConfiguration' },
  ],
  authentication: [
    { apiVersion: 'apiserver.config.k8s.io/v1', kind: 'AuthenticationConfiguration', fromMinor: 34 },
    { apiVersion: 'apiserver.config.k8s.io/v1beta1', kind: 'AuthenticationConfiguration' },
    { apiVersion: 'apiserver.config.k8s.io/v1alpha1', kind: 'AuthenticationConfiguration' },
  ],
  podSecurity: ['v1', 'v1beta1', 'v1alpha1'].map((v) => ({ apiVersion: `pod-security.admission.config.k8s.io/${v}`, kind: 'PodSecurityConfiguration' })),
} as const satisfies Record<string, readonly Served[]>;

/** Far larger than any policy or configuration a person writes; a bigger file is not one. */
const CONFIG_FILE_CAP = 1024 * 1024;

/** The audit levels and stages kube-apiserver knows (k8s.io/apiserver/pkg/apis/audit). */
const AUDIT_LEVELS = ['None', 'Metadata', 'Request', 'RequestResponse'];
const AUDIT_STAGES = ['RequestReceived', 'ResponseStarted', 'ResponseComplete', 'Panic'];
const POD_SECURITY_LEVELS = ['privileged', 'baseline', 'restricted'];
const POD_SECURITY_VERSION = /^(latest|v1\.(0|[1-9][0-9]*))$/;

type Path = readonly (string | number)[];

/**
 * Reads the configuration files spec.apiServer names (relative to cluster.yaml) through
 * `readInputFile`, and checks each is what kube-apiserver of the cluster's release reads: one YAML
 * document of an apiVersion and kind it serves, with the fields it needs to start. Every problem is
 * one line naming the field, the file and the cause (`problem` locates the field in cluster.yaml);
 * any problem throws a UserError with all of them. A check here spares a rollout whose first
 * kube-apiserver would refuse the file; what kube-apiserver validates beyond it (CEL expressions,
 * an issuer's discovery) fails that apiserver's gate, and its host is rolled back.
 */
export function readApiServerConfigFiles(
  file: ClusterFile,
  sourcePath: string,
  problem: (field: Path, message: string) => string,
  readInputFile: ReadInputFile,
): ApiServerConfigFiles {
  const api = file.spec.apiServer ?? {};
  const baseDir = dirname(resolvePath(sourcePath));
  const minor = releaseFor(file.spec.kubernetesVersion)!.minor;
  const version = file.spec.kubernetesVersion;
  const errors: string[] = [];
  const extraArgs = api.extraArgs ?? {};

  const read = (field: Path, given: string, served: readonly Served[], what: string, check: (c: Checked) => void): ConfigFileContent | undefined => {
    const path = resolvePath(baseDir, given);
    const { text, why } = readInputFile(path, CONFIG_FILE_CAP);
    // A problem within the file is located there too: `file:line:col: cause`.
    const fail = (message: string, where?: string) => errors.push(problem(field, `${path}${where ? `:${where}` : ''}: ${message}`));
    if (why !== undefined) return (fail(why), undefined);
    const parsed = parseConfig(text, served, minor, version, what);
    if ('problem' in parsed) return (fail(parsed.problem, parsed.where), undefined);
    const found: string[] = [];
    check({ data: parsed.data, fail: (p, message, atKey) => found.push(`${path}:${parsed.at(p, atKey)}: ${formatPath(p)}: ${message}`) });
    for (const f of found) errors.push(problem(field, f));
    return found.length ? undefined : { sourcePath: path, content: text };
  };

  let auditPolicy: AuditPolicy | undefined;
  if (api.auditPolicy) {
    const a = api.auditPolicy;
    const policy = read(['auditPolicy', 'policyFile'], a.policyFile, SERVED.auditPolicy, 'an audit policy', checkAuditPolicy);
    if (policy) auditPolicy = { ...policy, logPath: a.logPath!, maxAgeDays: a.maxAgeDays!, maxBackups: a.maxBackups!, maxSizeMB: a.maxSizeMB! };
  }
  const admission = api.admission && read(['admission', 'configFile'], api.admission.configFile, SERVED.admission, 'an admission configuration', (c) => checkAdmission(c, minor, version));
  const serviceAccountIssuer = extraArgs['service-account-issuer'] ?? `https://kubernetes.default.svc.${file.spec.networking?.dnsDomain ?? 'cluster.local'}`;
  const authentication = api.authentication && read(['authentication', 'configFile'], api.authentication.configFile, SERVED.authentication, 'an authentication configuration', (c) => {
    checkAuthentication(c, serviceAccountIssuer);
    if (c.data.anonymous !== undefined && 'anonymous-auth' in extraArgs) {
      errors.push(problem(['extraArgs', 'anonymous-auth'], `cannot be set while ${resolvePath(baseDir, api.authentication!.configFile)} configures anonymous requests (its anonymous field): kube-apiserver refuses both; keep one`));
    }
  });
  if (errors.length) throw new UserError(errors);
  return { ...(auditPolicy ? { auditPolicy } : {}), ...(admission ? { admission } : {}), ...(authentication ? { authentication } : {}) };
}

/** A parsed configuration: its data, and a problem at a path within it (at its key, for an unknown field). */
interface Checked {
  readonly data: Record<string, unknown>;
  readonly fail: (path: Path, message: string, atKey?: boolean) => void;
}

/** One YAML document holding a mapping of an apiVersion and kind kube-apiserver reads; else why not, and where. */
function parseConfig(text: string, served: readonly Served[], minor: number, version: string, what: string): { data: Record<string, unknown>; at: (p: Path, atKey?: boolean) => string } | { problem: string; where?: string } {
  // Nothing of a binary file is parsed, so nothing of it can be quoted back.
  if (/[\u0000\ufffd]/.test(text)) return { problem: `is not ${what}: it holds binary data (NUL or bytes that are not UTF-8), not YAML text` };
  const lines = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (!Array.isArray(docs) || docs.length === 0) return { problem: 'is empty' };
  const place = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return `${line}:${col}`;
  };
  const syntax = docs.flatMap((d) => d.errors)[0];
  if (syntax) return { problem: `not valid YAML: ${syntax.message.split('\n')[0]!.trim()}`, where: place(syntax.pos[0]) };
  if (docs.length > 1) return { problem: 'holds more than one YAML document; kube-apiserver reads only the first: keep one', where: place(docs[1]!.range[0]) };
  const doc = docs[0] as Document;
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    return { problem: `is not ${what}: ${(e as Error).message.split('\n')[0]}` };
  }
  // A path's key (for an unknown field) or value, else the nearest enclosing node that has a place.
  const at = (p: Path, atKey = false) => {
    const parent = atKey ? doc.getIn(p.slice(0, -1), true) : undefined;
    const key = isMap(parent) ? parent.items.find((pair) => isScalar(pair.key) && pair.key.value === p.at(-1))?.key : undefined;
    if (isScalar(key) && key.range) return place(key.range[0]);
    for (let n = p.length; n > 0; n--) {
      const node = doc.getIn(p.slice(0, n), true) as { range?: [number, number, number] } | undefined;
      if (node && typeof node === 'object' && node.range) return place(node.range[0]);
    }
    return '1:1';
  };
  if (!isObject(data)) {
    const shape = data === null || data === undefined ? 'empty' : Array.isArray(data) ? 'a list' : typeof data === 'string' ? 'plain text' : `a ${typeof data}`;
    return { problem: `is not ${what}: the document is ${shape}, not a mapping with apiVersion and kind` };
  }
  const kindProblem = servedProblem(data, served, minor, version);
  if (kindProblem) return { problem: `${kindProblem.field}: ${kindProblem.message}`, where: at([kindProblem.field]) };
  return { data, at };
}

/** Why `data`'s apiVersion and kind are not one kube-apiserver of `version` reads, or undefined. */
function servedProblem(data: Record<string, unknown>, served: readonly Served[], minor: number, version: string): { field: 'apiVersion' | 'kind'; message: string } | undefined {
  const here = served.filter((s) => (s.fromMinor ?? 0) <= minor);
  const list = (ss: readonly Served[]) => [...new Set(ss.map((s) => s.apiVersion))].join(', ');
  const kinds = [...new Set(here.map((s) => s.kind))];
  if (!kinds.includes(data.kind as string)) {
    return { field: 'kind', message: `${data.kind === undefined ? 'missing' : `${quoted(data.kind)} is not what this field takes`}: expected ${kinds.join(' or ')} (apiVersion ${list(here)})` };
  }
  if (here.some((s) => s.apiVersion === data.apiVersion && s.kind === data.kind)) return undefined;
  const later = served.find((s) => s.apiVersion === data.apiVersion && s.kind === data.kind);
  const why = data.apiVersion === undefined
    ? 'missing'
    : later
      ? `${data.apiVersion as string} is read by kube-apiserver from v1.${later.fromMinor} on, not by ${version}`
      : `${quoted(data.apiVersion)} is not one kube-apiserver ${version} reads for ${data.kind as string}`;
  return { field: 'apiVersion', message: `${why}: use ${list(here)}` };
}

/** An audit.k8s.io Policy: kube-apiserver refuses one without rules, or with an unknown level or stage. */
function checkAuditPolicy({ data, fail }: Checked): void {
  const stages = (value: unknown, path: Path) => {
    if (value === undefined) return;
    if (!Array.isArray(value)) return fail(path, `must be a list of stages (${AUDIT_STAGES.join(', ')})`);
    value.forEach((s, i) => {
      if (!AUDIT_STAGES.includes(s as string)) fail([...path, i], `${quoted(s)} is not an audit stage: use ${AUDIT_STAGES.join(', ')}`);
    });
  };
  stages(data.omitStages, ['omitStages']);
  const rules = data.rules;
  if (!Array.isArray(rules) || rules.length === 0) {
    fail(['rules'], 'no rules: kube-apiserver refuses a policy without rules; add at least one, such as `- level: Metadata`');
    return;
  }
  rules.forEach((rule, i) => {
    if (!isObject(rule)) return fail(['rules', i], 'must be a mapping with a level');
    if (!AUDIT_LEVELS.includes(rule.level as string)) fail(['rules', i, 'level'], `${rule.level === undefined ? 'missing' : `${quoted(rule.level)} is not an audit level`}: use ${AUDIT_LEVELS.join(', ')}`);
    stages(rule.omitStages, ['rules', i, 'omitStages']);
  });
}

/**
 * An AdmissionConfiguration. kube-apiserver decodes it strictly (an unknown field is refused). A
 * plugin's configuration must be inline: a `path` names a file on the hosts that nothing puts there.
 * The PodSecurity plugin's configuration is checked as that plugin reads it.
 */
function checkAdmission(c: Checked, minor: number, version: string): void {
  const { data, fail } = c;
  unknownFields(c, [], data, ['apiVersion', 'kind', 'plugins']);
  if (data.plugins === undefined) return;
  if (!Array.isArray(data.plugins)) return fail(['plugins'], 'must be a list of plugins, each with a name and its configuration');
  data.plugins.forEach((plugin, i) => {
    const at: Path = ['plugins', i];
    if (!isObject(plugin)) return fail(at, 'must be a mapping with a name and its configuration');
    unknownFields(c, at, plugin, ['name', 'path', 'configuration']);
    if (typeof plugin.name !== 'string' || plugin.name === '') fail([...at, 'name'], 'a plugin needs a name, such as PodSecurity');
    if (plugin.path !== undefined) fail([...at, 'path'], 'names a file on the control planes that k8sform does not write: put the plugin\'s configuration inline, under configuration');
    if (plugin.configuration === undefined) return;
    if (!isObject(plugin.configuration)) return fail([...at, 'configuration'], 'must be a mapping: the plugin\'s own configuration, with its apiVersion and kind');
    if (plugin.name === 'PodSecurity') checkPodSecurity(c, [...at, 'configuration'], plugin.configuration, minor, version);
  });
}

/** The PodSecurity plugin's PodSecurityConfiguration (k8s.io/pod-security-admission/admission/api), decoded strictly. */
function checkPodSecurity(c: Checked, at: Path, config: Record<string, unknown>, minor: number, version: string): void {
  const { fail } = c;
  const served = servedProblem(config, SERVED.podSecurity, minor, version);
  if (served) return fail([...at, served.field], served.message);
  unknownFields(c, at, config, ['apiVersion', 'kind', 'defaults', 'exemptions']);
  const defaults = config.defaults;
  if (defaults !== undefined) {
    if (!isObject(defaults)) return fail([...at, 'defaults'], 'must be a mapping of enforce, audit and warn levels and their versions');
    unknownFields(c, [...at, 'defaults'], defaults, ['enforce', 'enforce-version', 'audit', 'audit-version', 'warn', 'warn-version']);
    for (const mode of ['enforce', 'audit', 'warn']) {
      const level = defaults[mode];
      if (level !== undefined && !POD_SECURITY_LEVELS.includes(level as string)) fail([...at, 'defaults', mode], `${quoted(level)} is not a Pod Security level: use ${POD_SECURITY_LEVELS.join(', ')}`);
      const v = defaults[`${mode}-version`];
      if (v !== undefined && !(typeof v === 'string' && POD_SECURITY_VERSION.test(v))) fail([...at, 'defaults', `${mode}-version`], `${quoted(v)} is not a Pod Security version: use latest or v1.N`);
    }
  }
  const exemptions = config.exemptions;
  if (exemptions === undefined) return;
  if (!isObject(exemptions)) return fail([...at, 'exemptions'], 'must be a mapping of usernames, namespaces and runtimeClasses');
  unknownFields(c, [...at, 'exemptions'], exemptions, ['usernames', 'namespaces', 'runtimeClasses']);
  for (const k of ['usernames', 'namespaces', 'runtimeClasses']) {
    const list = exemptions[k];
    if (list !== undefined && !(Array.isArray(list) && list.every((x) => typeof x === 'string' && x !== ''))) fail([...at, 'exemptions', k], 'must be a list of names');
  }
}

/**
 * A structured AuthenticationConfiguration, decoded strictly: each JWT issuer an https URL, unique,
 * not the cluster's own service-account issuer, with audiences, a username claim mapping, and a
 * certificateAuthority that is PEM certificates when given.
 */
function checkAuthentication(c: Checked, serviceAccountIssuer: string): void {
  const { data, fail } = c;
  unknownFields(c, [], data, ['apiVersion', 'kind', 'jwt', 'anonymous']);
  if (data.jwt === undefined) return;
  if (!Array.isArray(data.jwt)) return fail(['jwt'], 'must be a list of JWT authenticators');
  if (data.jwt.length > 64) return fail(['jwt'], `holds ${data.jwt.length} authenticators; kube-apiserver takes at most 64`);
  const issuers = new Map<string, number>();
  data.jwt.forEach((jwt, i) => {
    const at: Path = ['jwt', i];
    if (!isObject(jwt)) return fail(at, 'must be a mapping with issuer and claimMappings');
    const issuer = jwt.issuer;
    if (!isObject(issuer)) return fail([...at, 'issuer'], 'must be a mapping with the issuer\'s url and audiences');
    const url = issuer.url;
    if (typeof url !== 'string' || !isHttpsURL(url)) fail([...at, 'issuer', 'url'], `${url === undefined ? 'missing' : `${quoted(url)} is not an https URL`}: kube-apiserver reads issuers over https only`);
    else if (issuers.has(url)) fail([...at, 'issuer', 'url'], `${quoted(url)} is already the issuer of jwt[${issuers.get(url)}]`);
    else if (url === serviceAccountIssuer) fail([...at, 'issuer', 'url'], `${quoted(url)} is the cluster's own service-account issuer (--service-account-issuer); kube-apiserver refuses it as a JWT issuer`);
    if (typeof url === 'string') issuers.set(url, issuers.get(url) ?? i);
    const audiences = issuer.audiences;
    if (!Array.isArray(audiences) || audiences.length === 0 || !audiences.every((a) => typeof a === 'string' && a !== '')) {
      fail([...at, 'issuer', 'audiences'], 'must list at least one audience (client ID) the tokens carry');
    }
    const ca = issuer.certificateAuthority;
    if (ca !== undefined && !pemCertificates(ca)) fail([...at, 'issuer', 'certificateAuthority'], 'must be one or more PEM certificates (the CA that signs the issuer\'s serving certificate)');
    const mappings = jwt.claimMappings;
    if (!isObject(mappings) || !isObject(mappings.username)) fail([...at, 'claimMappings', 'username'], 'missing: the claim (with a prefix) or expression that names the user');
  });
}

/** Fields of `value` (at `path`) outside `known`: kube-apiserver decodes these files strictly and would refuse them. */
function unknownFields({ fail }: Checked, path: Path, value: Record<string, unknown>, known: readonly string[]): void {
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) fail([...path, key], `unknown field: kube-apiserver decodes this file strictly and would refuse it (known here: ${known.join(', ')})`, true);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isHttpsURL(s: string): boolean {
  try {
    return new URL(s).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Whether `value` is text of one or more PEM certificates, each of which parses. */
function pemCertificates(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const pems = value.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  if (pems.length === 0) return false;
  try {
    for (const pem of pems) new X509Certificate(pem);
    return true;
  } catch {
    return false;
  }
}
