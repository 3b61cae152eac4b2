import { withholdSecretText } from '../crypto/secret-text.js';
import { formatAddress } from '../model/address.js';
import { isFileState, summarize, type Action, type CertificateView, type Change, type FileState, type FileView, type ObjectState, type Plan } from '../model/plan.js';
import { orderedChanges } from './ordered-changes.js';
import type { PlannedRollout } from '../model/rollout.js';
import { jsonSafe } from './terminal-safe.js';
import { octalMode } from './wording.js';
import type { SnapshotSource } from '../model/snapshot-source.js';

/** Terraform's `actions` lists: a replacement deletes, then creates. */
const ACTIONS: Record<Action, readonly string[]> = {
  noop: ['no-op'],
  create: ['create'],
  update: ['update'],
  replace: ['delete', 'create'],
  delete: ['delete'],
};

/**
 * The plan for machines (format_version "1"): every change, noops included, in address order. Every
 * object is built key by key, so the output is byte-stable whatever order the plan's objects had.
 */
export function renderPlanJson(plan: Plan, rollout?: PlannedRollout, snapshot?: SnapshotSource): string {
  const s = summarize(plan);
  const doc = {
    format_version: '1',
    cluster: plan.cluster,
    kubernetes_version: plan.kubernetesVersion,
    config_digest: plan.configDigest,
    ...(plan.targets?.length ? { targets: plan.targets } : {}),
    resource_changes: orderedChanges(plan).map(resourceChange),
    summary: { add: s.add, change: s.change, destroy: s.destroy },
    ...(plan.warnings?.length ? { warnings: plan.warnings.map((w) => ({ host: w.host, check: w.check, message: w.message, fix: w.fix })) } : {}),
    ...(snapshot ? { snapshot: { file: snapshot.file, taken_at: snapshot.takenAt.toISOString(), age_seconds: Math.max(0, Math.round(snapshot.ageSeconds)), same_config: snapshot.sameConfig, unseen: snapshot.unseen } } : {}),
    ...(rollout ? { rollout: rollout.steps.map((step) => ({
      step: step.number,
      title: step.title,
      parallelism: step.parallelism,
      units: step.units.map((u) => ({ host: u.host ?? null, changes: u.changes.map(formatAddress), gate: u.gate ? { ...u.gate, ...('workloads' in u.gate ? { workloads: u.gate.workloads.map(formatAddress) } : {}) } : null })),
    })) } : {}),
  };
  return `${jsonSafe(JSON.stringify(doc, null, 2))}\n`;
}

function resourceChange(c: Change) {
  return {
    address: formatAddress(c.addr),
    scope: c.addr.scope,
    kind: c.addr.kind,
    name: c.addr.name,
    action: c.action,
    actions: ACTIONS[c.action],
    origin: c.origin ?? null,
    format: c.format,
    sensitive: c.sensitive,
    reasons: c.reasons.map((r) => ({ code: r.code, detail: r.detail })),
    before: c.before ? state(c.before, c.sensitive) : null,
    after: c.after ? state(c.after, c.sensitive) : null,
    depends_on: c.dependsOn.map(formatAddress).sort(),
  };
}

/** Files have a mode and owner; cluster objects do not. */
function state(s: FileState | ObjectState, sensitive: boolean) {
  return isFileState(s) ? { digest: s.digest, mode: octalMode(s.mode), uid: s.uid, gid: s.gid, view: view(s.view, sensitive) } : { digest: s.digest, view: view(s.view, sensitive) };
}

function view(v: FileView, sensitive: boolean) {
  switch (v.kind) {
    case 'text':
      // Defence in depth: a sensitive file's text is key or token bytes, and any other text may hold
      // a key someone pasted (the planner withholds those too, but a saved plan can be edited).
      return sensitive ? { kind: 'hidden' } : { kind: 'text', text: withholdSecretText(v.text) };
    case 'certificate':
      return { kind: v.kind, certificate: certificate(v.certificate), ...(v.alsoTrusted?.length ? { also_trusted: v.alsoTrusted.map(certificate) } : {}) };
    case 'private-key':
    case 'public-key':
      return { kind: v.kind, key_type: v.keyType };
    case 'kubeconfig':
      return {
        kind: v.kind,
        server: v.server,
        cluster: v.cluster,
        user: v.user,
        certificate_authority: v.certificateAuthority ?? null,
        client_certificate: v.clientCertificate ? certificate(v.clientCertificate) : null,
        token_id: v.tokenId ?? null,
      };
    case 'unreadable':
      return { kind: v.kind, why: v.why };
    case 'directory':
      return { kind: v.kind };
    case 'binary':
      return { kind: v.kind, ...(v.release ? { release: v.release } : {}), sha256: v.sha256, ...(v.source ? { source: v.source } : {}), ...(v.member ? { member: v.member } : {}) };
  }
}

function certificate(c: CertificateView) {
  return {
    subject: c.subject,
    issuer: c.issuer,
    not_before: c.notBefore,
    not_after: c.notAfter,
    is_ca: c.isCA,
    ext_key_usage: [...c.extKeyUsage],
    dns_names: [...c.dnsNames],
    ip_addresses: [...c.ipAddresses],
    public_key: c.publicKey,
  };
}
