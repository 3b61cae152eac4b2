import type { Host } from '../model/cluster.js';
import { isIP, normalizeIP } from '../model/net.js';
import { certificateRequestFields } from '../crypto/certificate-request-fields.js';

/** The signer a kubelet asks for its serving certificate (serverTLSBootstrap). */
export const KUBELET_SERVING_SIGNER = 'kubernetes.io/kubelet-serving';

/** A CertificateSigningRequest as the apiserver returns it, in the fields judged here. */
export interface ServingRequest {
  readonly name: string;
  readonly signerName: string;
  /** Who created it, as the apiserver authenticated them. */
  readonly username: string;
  readonly groups: readonly string[];
  readonly usages: readonly string[];
  /** The PKCS #10 request, PEM. */
  readonly requestPem: string;
  /** Its status conditions' types: Approved, Denied, Failed. */
  readonly conditions: readonly string[];
}

export type ServingVerdict =
  | { readonly request: string; readonly host: string; readonly approve: true }
  | { readonly request: string; readonly host?: string; readonly approve: false; readonly why: string };

const ALLOWED_USAGES = new Set(['digital signature', 'key encipherment', 'server auth']);

/**
 * What apply does with each pending kubelet serving certificate request: approve it when a kubelet
 * of a host in cluster.yaml asks, as its Node, for exactly its own names (the host's name, and its
 * addresses) and for serving only; leave it pending otherwise, saying why. Nothing is ever denied:
 * a request left alone stays for a person to judge. Requests already decided, and those for other
 * signers, are not judged. Pure.
 */
export function judgeServingRequests(requests: readonly ServingRequest[], hosts: readonly Host[]): ServingVerdict[] {
  const byName = new Map(hosts.map((h) => [h.name, h]));
  return requests.filter((r) => r.signerName === KUBELET_SERVING_SIGNER && r.conditions.length === 0).map((r): ServingVerdict => {
    const leave = (why: string, host?: string): ServingVerdict => ({ request: r.name, ...(host ? { host } : {}), approve: false, why });
    const node = /^system:node:(.+)$/.exec(r.username)?.[1];
    if (!node || !r.groups.includes('system:nodes')) return leave(`was made by ${r.username}, not by a node's kubelet`);
    const host = byName.get(node);
    if (!host) return leave(`was made by the kubelet of ${node}, which is not a host in cluster.yaml`);
    const odd = r.usages.filter((u) => !ALLOWED_USAGES.has(u));
    if (odd.length || !r.usages.includes('server auth')) return leave(`asks for the usages ${r.usages.join(', ')}, not for serving alone`, node);
    let fields;
    try {
      fields = certificateRequestFields(r.requestPem);
    } catch (e) {
      return leave(`cannot be read (${(e as Error).message})`, node);
    }
    if (fields.subject !== `O=system:nodes, CN=system:node:${node}`) return leave(`asks for the subject ${fields.subject}, not O=system:nodes, CN=system:node:${node}`, node);
    if (fields.otherNames) return leave('asks for names other than DNS names and IP addresses', node);
    const ownNames = new Set([host.name, ...(isIP(host.address) ? [] : [host.address])]);
    const ownAddresses = new Set([host.internalAddress, host.address].filter(isIP).map(normalizeIP));
    const foreign = [...fields.dnsNames.filter((n) => !ownNames.has(n)), ...fields.ipAddresses.filter((a) => !ownAddresses.has(a))];
    if (foreign.length) return leave(`asks for ${foreign.join(', ')}, which cluster.yaml does not give host[${node}]`, node);
    if (!fields.dnsNames.length && !fields.ipAddresses.length) return leave('asks for no name or address', node);
    return { request: r.name, host: node, approve: true };
  });
}
