import { formatDuration } from '../model/duration.js';
import type { CertificateView, Reason } from '../model/plan.js';
import { parseCertificate, parsePrivateKey, signedBy } from '../state/certificate-meaning.js';

export interface CertificateContext {
  readonly now: Date;
  readonly renewBeforeSeconds: number;
  /** The CA that must have signed it (PEM); undefined for CAs, which are kept as they are. */
  readonly signerPem?: string;
}

/**
 * Why an existing certificate no longer serves, compared by meaning with the one render describes
 * (no key or bytes needed): subject, SANs, usages, issuer (by signature), remaining validity, key
 * type, and whether its key matches. An empty list means the existing certificate is kept, bytes and all.
 */
export function certificateReasons(observedPem: string, observedKeyPem: string | undefined, want: CertificateView, ctx: CertificateContext): Reason[] {
  let seen: ReturnType<typeof parseCertificate>;
  try {
    seen = parseCertificate(observedPem);
  } catch {
    return [{ code: 'unreadable', detail: 'not a PEM certificate' }];
  }
  const reasons: Reason[] = [];
  if (seen.subject !== want.subject) reasons.push({ code: 'subject', detail: `${seen.subject} → ${want.subject}` });
  const sans = (m: CertificateView) => [...m.dnsNames.map((n) => `DNS:${n}`), ...m.ipAddresses.map((n) => `IP:${n}`)];
  const added = sans(want).filter((s) => !sans(seen).includes(s));
  const removed = sans(seen).filter((s) => !sans(want).includes(s));
  if (added.length) reasons.push({ code: 'san-added', detail: added.join(', ') });
  if (removed.length) reasons.push({ code: 'san-removed', detail: removed.join(', ') });
  if (seen.extKeyUsage.join() !== want.extKeyUsage.join() || seen.isCA !== want.isCA) {
    reasons.push({ code: 'usage', detail: `${describeUsage(seen)} → ${describeUsage(want)}` });
  }
  if (ctx.signerPem && !signedBy(observedPem, ctx.signerPem)) {
    reasons.push({ code: 'issuer', detail: `not signed by the cluster's ${want.issuer} CA (issuer ${seen.issuer})` });
  }
  const left = (Date.parse(seen.notAfter) - ctx.now.getTime()) / 1000;
  if (left <= 0) reasons.push({ code: 'expired', detail: `expired ${seen.notAfter}` });
  // A renewal ends no later than the CA does: one that would not end later (its CA ends within renewBefore) is not asked for.
  else if (left < ctx.renewBeforeSeconds && Date.parse(want.notAfter) > Date.parse(seen.notAfter)) {
    reasons.push({ code: 'expiring', detail: `expires ${seen.notAfter}, within renewBefore (${formatDuration(ctx.renewBeforeSeconds)})` });
  }
  if (Date.parse(seen.notBefore) > ctx.now.getTime()) reasons.push({ code: 'not-yet-valid', detail: `valid only from ${seen.notBefore}` });
  if (seen.publicKey !== want.publicKey) reasons.push({ code: 'key-type', detail: `${seen.publicKey} → ${want.publicKey}` });
  reasons.push(...keyReasons(seen.publicKeySha256, observedKeyPem));
  return reasons;
}

function keyReasons(certKeySha: string, keyPem: string | undefined): Reason[] {
  if (keyPem === undefined) return [{ code: 'key-missing', detail: 'its private key is missing' }];
  try {
    return parsePrivateKey(keyPem).publicKeySha256 === certKeySha ? [] : [{ code: 'key-mismatch', detail: 'the private key does not match the certificate' }];
  } catch {
    return [{ code: 'key-unreadable', detail: 'the private key is not a readable PEM key' }];
  }
}

const describeUsage = (m: { isCA: boolean; extKeyUsage: readonly string[] }) => (m.isCA ? 'CA' : m.extKeyUsage.join('+') || 'none');

