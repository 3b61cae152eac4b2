import type { Cluster, Host } from '../../config/cluster.js';
import { controlPlaneURL } from '../../config/resolve.js';
import { fileAddress } from '../../model/address.js';
import type { Desired, DesiredFile } from '../../model/desired.js';
import { canonicalYaml } from '../canonical-yaml.js';
import { desiredFile } from '../desired-file.js';
import type { RenderInputs } from '../inputs.js';
import { caByName, certPath } from '../pki/certificates.js';
import { issueLeaf, type SharedPki } from '../pki/render-pki.js';
import { kubeconfigDocument, kubeconfigPath, kubeconfigsFor, serverURL } from './kubeconfigs.js';

export const BOOTSTRAP_KUBECONFIG_PATH = kubeconfigPath('bootstrap-kubelet.conf');
/** kubeadm always names the cluster in bootstrap-kubelet.conf `kubernetes`, whatever clusterName is. */
const BOOTSTRAP_CLUSTER_NAME = 'kubernetes';
const BOOTSTRAP_USER = 'tls-bootstrap-token-user';
/** Written when no bootstrap token is configured; the kubelet cannot join with it. */
export const TOKEN_PLACEHOLDER = '<no bootstrap token: add one to spec.bootstrapTokens>';

/** admin.conf, controller-manager.conf, scheduler.conf and kubelet.conf of a control-plane host, and super-admin.conf on the first. */
export async function renderControlPlaneKubeconfigs(cluster: Cluster, host: Host, pki: SharedPki, inputs: RenderInputs): Promise<Desired<DesiredFile>[]> {
  const ca = pki.cas.get('ca')!;
  const out: Desired<DesiredFile>[] = [];
  for (const spec of kubeconfigsFor(cluster, host)) {
    const subject = spec.subject(host);
    const { certPem, key } = await issueLeaf(cluster, pki, inputs, {
      signer: 'ca',
      subject,
      usages: ['clientAuth'],
      keyLabel: `${host.name}/${spec.fileName}`,
    });
    const doc = kubeconfigDocument(cluster.clusterName, serverURL(cluster, host, spec.server), ca.certPem, subject.commonName, {
      clientCertificatePem: certPem,
      clientKeyPem: key.privatePem,
    }, cluster.release.legacyClientGoSerialization);
    out.push(desiredFile(host.name, kubeconfigPath(spec.fileName), 'kubeconfig', canonicalYaml(doc), {
      sensitive: true,
      dependsOn: [fileAddress(host.name, certPath(caByName('ca')))],
    }));
  }
  return out;
}

/** A worker's bootstrap-kubelet.conf: the endpoint, the cluster CA and a bootstrap token. */
export function renderBootstrapKubeconfig(cluster: Cluster, host: Host, pki: SharedPki, token: string | undefined): Desired<DesiredFile> {
  const doc = kubeconfigDocument(BOOTSTRAP_CLUSTER_NAME, controlPlaneURL(cluster), pki.cas.get('ca')!.certPem, BOOTSTRAP_USER, {
    token: token ?? TOKEN_PLACEHOLDER,
  }, cluster.release.legacyClientGoSerialization);
  return desiredFile(host.name, BOOTSTRAP_KUBECONFIG_PATH, 'kubeconfig', canonicalYaml(doc), {
    sensitive: true,
    dependsOn: [fileAddress(host.name, certPath(caByName('ca')))],
  });
}
