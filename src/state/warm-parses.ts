import { nodeCertificate, parseCertificate, parsePrivateKey } from './certificate-meaning.js';
import { parseKubeconfig, pemCertificates } from './file-view.js';
import type { ObservedFile } from './observe-host.js';
import { containerImages } from './running-versions.js';
import { STATIC_POD_PATH } from '../model/kubeadm-paths.js';

/**
 * Parses what one host holds — its certificates, keys, kubeconfigs and manifests — into the
 * remembered parses plan asks for later, as soon as that host's read is in. Plan waits for every
 * host before it can render (the CAs and tokens of all of them decide what is wanted), so this
 * work, done while slower hosts are still being read, no longer follows the last read. Changes no
 * result; a file that does not parse is left for plan to report.
 */
export function warmParses(files: Iterable<ObservedFile>): void {
  for (const f of files) {
    const text = f.content?.toString('utf8') ?? f.certificatePem;
    if (text === undefined) continue;
    try {
      if (f.path.startsWith(`${STATIC_POD_PATH}/`)) containerImages(text);
      else if (f.path.endsWith('.conf')) warmKubeconfig(text);
      else if (text.includes('PRIVATE KEY-----')) parsePrivateKey(text);
      else if (text.includes('-----BEGIN CERTIFICATE-----')) warmCertificates(text);
    } catch {
      // Plan parses it again and says what is wrong with it.
    }
  }
}

function warmCertificates(text: string): void {
  const blocks = pemCertificates(text);
  for (const pem of [text, ...blocks]) {
    parseCertificate(pem);
    nodeCertificate(pem);
  }
}

function warmKubeconfig(text: string): void {
  const k = parseKubeconfig(text);
  if (k.caPem) warmCertificates(k.caPem);
  if (k.clientCertificatePem) warmCertificates(k.clientCertificatePem);
  if (k.clientKeyPem) parsePrivateKey(k.clientKeyPem);
}
