import type { KubeObject } from '../../model/desired.js';
import { certificatePem } from '../../crypto/certificate-fields.js';
import { KUBE_SYSTEM, configMap } from './kube-objects.js';

export const EXTENSION_APISERVER_AUTHENTICATION = 'extension-apiserver-authentication';

/** The CAs extension apiservers must trust from the drop-old phase of a rotation on: each given one alone. */
export interface ExtensionApiserverTrust {
  /** The cluster CA: client certificates of users and components. */
  readonly clientCAPem?: string;
  /** The front-proxy CA: the front-proxy client certificate the aggregation layer presents. */
  readonly requestheaderClientCAPem?: string;
}

/**
 * kube-system/extension-apiserver-authentication tells extension apiservers (metrics-server, the
 * aggregation layer's backends) which CAs sign client certificates (`client-ca-file`) and the
 * front-proxy client certificate (`requestheader-client-ca-file`). Every kube-apiserver merges its
 * own --client-ca-file and --requestheader-client-ca-file into it and never removes a CA that has
 * not expired (its clusterauthenticationtrust controller), so after a CA rotation the old CA would
 * stay trusted there for years. In the drop-old phase k8sform sets the field to the new CA alone;
 * cluster objects are applied after every control plane, so each apiserver then trusts only the
 * new CA and keeps the field as it is. The apiserver owns the ConfigMap: k8sform sets these fields
 * and never labels or deletes it.
 */
export function extensionApiserverTrust(trust: ExtensionApiserverTrust): KubeObject | undefined {
  const data = {
    ...(trust.clientCAPem ? { 'client-ca-file': goPemBundle(trust.clientCAPem) } : {}),
    ...(trust.requestheaderClientCAPem ? { 'requestheader-client-ca-file': goPemBundle(trust.requestheaderClientCAPem) } : {}),
  };
  return Object.keys(data).length ? configMap(KUBE_SYSTEM, EXTENSION_APISERVER_AUTHENTICATION, data) : undefined;
}

/** The apiserver's own encoding of a CA bundle (Go's pem.Encode of each certificate), so it sees no change to make. */
function goPemBundle(pem: string): string {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((b) => {
    const body = b.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
    return certificatePem(Buffer.from(body, 'base64'));
  }).join('');
}
