import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { UserError } from '../errors.js';
import { keyAlgorithmOf } from '../crypto/key-encoding.js';
import type { CAMaterial } from '../model/ca-material.js';
import type { Cluster } from '../model/cluster.js';
import type { ReadInputFile } from '../model/input-file.js';

type CAName = 'ca' | 'frontProxyCA' | 'etcdCA';

/**
 * Reads the CA files cluster.yaml points at and checks they are usable CAs whose key matches. The
 * front-proxy CA must differ from the cluster CA (otherwise any cluster client
 * certificate could assert any identity through the aggregation layer).
 */
export function readCAFiles(
  cluster: Cluster,
  problem: (field: (string | number)[], message: string) => string,
  readInputFile: ReadInputFile,
): Partial<Record<CAName, CAMaterial>> {
  const out: Partial<Record<CAName, CAMaterial>> = {};
  const errors: string[] = [];
  for (const [name, files] of Object.entries(cluster.certificates.caFiles) as [CAName, { certFile: string; keyFile: string }][]) {
    const read = (field: 'certFile' | 'keyFile', path: string) => {
      const { text, why } = readInputFile(path, PEM_FILE_CAP);
      if (why) errors.push(problem([name, field], `${path}: ${why}`));
      return text;
    };
    const certPem = read('certFile', files.certFile);
    const keyPem = read('keyFile', files.keyFile);
    if (certPem === undefined || keyPem === undefined) continue;
    const encrypted = ageEncryptedHint(files.keyFile, keyPem);
    if (encrypted) {
      errors.push(problem([name, 'keyFile'], encrypted));
      continue;
    }
    let cert: X509Certificate;
    try {
      cert = new X509Certificate(certPem);
    } catch {
      errors.push(problem([name, 'certFile'], `${files.certFile} is not a PEM certificate`));
      continue;
    }
    if (!cert.ca) errors.push(problem([name, 'certFile'], `${files.certFile} is not a CA certificate (basicConstraints CA:FALSE)`));
    const now = new Date();
    if (new Date(cert.validTo) <= now) errors.push(problem([name, 'certFile'], `${files.certFile} expired on ${new Date(cert.validTo).toISOString()}; every certificate signed with it would be invalid`));
    else if (new Date(cert.validFrom) > now) errors.push(problem([name, 'certFile'], `${files.certFile} is not valid before ${new Date(cert.validFrom).toISOString()} (check this machine's clock)`));
    const keyProblem = unsupportedKey(cert.publicKey);
    if (keyProblem) errors.push(problem([name, 'certFile'], `${files.certFile} has ${keyProblem}; kubeadm's CAs use RSA of 2048 bits or more, or ECDSA P-256 or P-384`));
    try {
      if (!cert.checkPrivateKey(createPrivateKey(keyPem))) errors.push(problem([name, 'keyFile'], `${files.keyFile} does not match the certificate in ${files.certFile}`));
    } catch {
      errors.push(problem([name, 'keyFile'], `${files.keyFile} is not a PEM private key`));
      continue;
    }
    out[name] = { certPem, keyPem };
  }
  if (out.ca && out.frontProxyCA && new X509Certificate(out.ca.certPem).fingerprint256 === new X509Certificate(out.frontProxyCA.certPem).fingerprint256) {
    errors.push(problem(['frontProxyCA', 'certFile'], 'the front-proxy CA must not be the cluster CA: any client certificate from the cluster CA could then impersonate any user through the aggregation layer'));
  }
  if (errors.length) throw new UserError(errors);
  return out;
}

/**
 * Reads the service-account signing key cluster.yaml points at (spec.certificates.serviceAccountKey)
 * and checks it is a private key of a type the apiserver signs tokens with and k8sform writes:
 * RSA of 2048, 3072 or 4096 bits, or ECDSA P-256. Undefined when cluster.yaml names none.
 */
export function readServiceAccountKeyFile(
  cluster: Cluster,
  problem: (field: (string | number)[], message: string) => string,
  readInputFile: ReadInputFile,
): string | undefined {
  const path = cluster.certificates.serviceAccountKeyFile;
  if (path === undefined) return undefined;
  const field = ['serviceAccountKey', 'keyFile'];
  const { text, why } = readInputFile(path, PEM_FILE_CAP);
  if (why) throw new UserError(problem(field, `${path}: ${why}`));
  const encrypted = ageEncryptedHint(path, text!);
  if (encrypted) throw new UserError(problem(field, encrypted));
  let key: KeyObject;
  try {
    key = createPrivateKey(text!);
  } catch {
    throw new UserError(problem(field, `${path} is not a PEM private key`));
  }
  if (!keyAlgorithmOf(key)) throw new UserError(problem(field, `${path} is ${describeKey(key)}; a service-account key is RSA of 2048, 3072 or 4096 bits, or ECDSA P-256`));
  return text;
}

const describeKey = (key: KeyObject) => unsupportedKey(key) ?? (key.asymmetricKeyType === 'rsa' ? `an RSA key of ${key.asymmetricKeyDetails?.modulusLength} bits` : `an ECDSA key on curve ${key.asymmetricKeyDetails?.namedCurve}`);

/**
 * Why a file cluster.yaml names for a key is not read as it is, when it is one `pki export
 * --recipient` wrote (ASCII-armored age): k8sform holds no age identity, so it is decrypted first.
 */
export function ageEncryptedHint(path: string, text: string): string | undefined {
  if (!text.trimStart().startsWith('-----BEGIN AGE ENCRYPTED FILE-----')) return undefined;
  const plain = path.replace(/\.age$/, '');
  return `${path} is encrypted with age (as pki export --recipient writes it): decrypt it first (age -d -i IDENTITY_FILE -o ${plain === path ? `${path}.plain` : plain} ${path}) and name the decrypted file`;
}

/** Far larger than any PEM certificate or key; a bigger file is not one. */
const PEM_FILE_CAP = 1024 * 1024;

/** The key types kubeadm generates CAs with; undefined when `key` is one of them. */
function unsupportedKey(key: KeyObject): string | undefined {
  const details = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === 'rsa') return (details.modulusLength ?? 0) >= 2048 ? undefined : `an RSA key of ${details.modulusLength} bits`;
  if (key.asymmetricKeyType === 'ec') return ['prime256v1', 'secp384r1'].includes(details.namedCurve ?? '') ? undefined : `an ECDSA key on curve ${details.namedCurve}`;
  return `an ${key.asymmetricKeyType} key`;
}
