import { parse } from 'yaml';
import type { FileFormat, KubeconfigFields } from '../model/desired.js';
import { withholdSecretText } from '../crypto/secret-text.js';
import type { CertificateView, FileView } from '../model/plan.js';
import { parseCertificate, parsePrivateKey, parsePublicKey, rememberedByText } from './certificate-meaning.js';

/** What a file means, for display and saved plans: never key bytes, never a token secret. */
export function fileView(format: FileFormat, bytes: Buffer): FileView {
  const text = bytes.toString('utf8');
  try {
    switch (format) {
      case 'certificate': {
        const [first, ...more] = pemCertificates(text);
        const certificate = certificateView(first ?? text);
        return more.length ? { kind: 'certificate', certificate, alsoTrusted: more.map(certificateView) } : { kind: 'certificate', certificate };
      }
      case 'private-key':
        return { kind: 'private-key', keyType: parsePrivateKey(text).type };
      case 'public-key':
        return { kind: 'public-key', keyType: parsePublicKey(text).type };
      case 'kubeconfig':
        return kubeconfigView(parseKubeconfig(text));
      default:
        // A key pasted into a manifest or config is still a key: it never reaches a view or a saved plan.
        return { kind: 'text', text: withholdSecretText(text) };
    }
  } catch (e) {
    return { kind: 'unreadable', why: `not a valid ${format}: ${(e as Error).message.split('\n')[0]}` };
  }
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n?/g;

/** Each PEM certificate in a file, in order (a CA trust bundle holds several). */
export function pemCertificates(text: string): string[] {
  return (text.match(PEM_CERTIFICATE) ?? []).map((pem) => (pem.endsWith('\n') ? pem : `${pem}\n`));
}

export function certificateView(pem: string): CertificateView {
  const { publicKeySha256: _sha, ...view } = parseCertificate(pem);
  return view;
}

/** The parts of a single-user kubeconfig k8sform manages, decoded. */
export interface KubeconfigParts extends KubeconfigFields {
  readonly clientCertificatePem?: string;
  readonly clientKeyPem?: string;
  /** `client-certificate` and `client-key`: files named instead of embedded data. */
  readonly clientCertificateFile?: string;
  readonly clientKeyFile?: string;
}

export const parseKubeconfig: (text: string) => KubeconfigParts = rememberedByText(kubeconfigParts);

function kubeconfigParts(text: string): KubeconfigParts {
  const doc = parse(text) as {
    clusters?: { name: string; cluster: Record<string, string> }[];
    users?: { name: string; user: Record<string, string> }[];
    'current-context'?: string;
  };
  const cluster = doc.clusters?.[0];
  const user = doc.users?.[0];
  if (!cluster || !user) throw new Error('no cluster or user');
  const decode = (b64: string | undefined) => (b64 === undefined ? undefined : Buffer.from(b64, 'base64').toString('utf8'));
  return {
    server: cluster.cluster.server ?? '',
    cluster: cluster.name,
    user: user.name,
    context: doc['current-context'] ?? '',
    caPem: decode(cluster.cluster['certificate-authority-data']),
    clientCertificatePem: decode(user.user['client-certificate-data']),
    clientKeyPem: decode(user.user['client-key-data']),
    clientCertificateFile: user.user['client-certificate'],
    clientKeyFile: user.user['client-key'],
    token: user.user.token,
  };
}

function kubeconfigView(k: KubeconfigParts): FileView {
  return {
    kind: 'kubeconfig',
    server: k.server,
    cluster: k.cluster,
    user: k.user,
    certificateAuthority: k.caPem ? parseCertificate(k.caPem).subject : undefined,
    clientCertificate: k.clientCertificatePem ? certificateView(k.clientCertificatePem) : undefined,
    tokenId: k.token ? k.token.split('.')[0] : undefined,
  };
}
