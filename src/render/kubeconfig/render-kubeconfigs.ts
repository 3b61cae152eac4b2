import type { Cluster, Host } from '../../model/cluster.js';
import { controlPlaneURL } from '../../config/resolve.js';
import { fileAddress } from '../../model/address.js';
import type { Desired, DesiredFile, IssuedFile } from '../../model/desired.js';
import { canonicalYaml } from '../canonical-yaml.js';
import { desiredFile, issuedFile } from '../desired-file.js';
import type { RenderInputs } from '../inputs.js';
import { caByName, certPath } from '../pki/certificates.js';
import { describeLeaf, type SharedPki } from '../pki/render-pki.js';
import { KUBECONFIGS, kubeconfigContext, kubeconfigDocument, kubeconfigPath, kubeconfigsFor, serverURL, type KubeconfigSpec } from './kubeconfigs.js';

export const BOOTSTRAP_KUBECONFIG_PATH = kubeconfigPath('bootstrap-kubelet.conf');
/** kubeadm always names the cluster in bootstrap-kubelet.conf `kubernetes`, whatever clusterName is. */
const BOOTSTRAP_CLUSTER_NAME = 'kubernetes';
const BOOTSTRAP_USER = 'tls-bootstrap-token-user';
/** Written when no bootstrap token is configured; the kubelet cannot join with it. */
export const TOKEN_PLACEHOLDER = '<no bootstrap token: add one to spec.bootstrapTokens>';

/**
 * admin.conf, controller-manager.conf, scheduler.conf and kubelet.conf of a control-plane host, and
 * super-admin.conf on the first: described by meaning, each client key made only if it is written.
 */
export function renderControlPlaneKubeconfigs(cluster: Cluster, host: Host, pki: SharedPki, inputs: RenderInputs): Desired<IssuedFile>[] {
  return kubeconfigsFor(cluster, host).map((spec) => issuedKubeconfig(cluster, host, pki, inputs, spec, serverURL(cluster, host, spec.server)));
}

/**
 * A worker's kubelet.conf. Its kubelet writes it itself after TLS bootstrap (naming the client
 * certificate it rotates, and the CA and server of bootstrap-kubelet.conf), and plan leaves it to
 * that while it is absent; once there it is compared by where it points, the CA it trusts and
 * whether its client certificate serves (see plan-files.ts), and when one of those must change (a
 * new controlPlaneEndpoint, a CA rotation) it is written as a control plane's is, with an embedded
 * client certificate the kubelet starts from and then rotates.
 */
export function renderWorkerKubeletConf(cluster: Cluster, host: Host, pki: SharedPki, inputs: RenderInputs): Desired<IssuedFile> {
  const spec = KUBECONFIGS.find((k) => k.fileName === 'kubelet.conf')!;
  return issuedKubeconfig(cluster, host, pki, inputs, spec, controlPlaneURL(cluster), true);
}

/** A kubeconfig with a client certificate of the cluster CA, by meaning; its key is made only if it is written. */
function issuedKubeconfig(cluster: Cluster, host: Host, pki: SharedPki, inputs: RenderInputs, spec: KubeconfigSpec, server: string, writtenByKubelet = false): Desired<IssuedFile> {
  const ca = pki.cas.get('ca')!;
  const subject = spec.subject(host);
  const leaf = describeLeaf(cluster, pki, inputs, { signer: 'ca', subject, usages: ['clientAuth'], keyLabel: `${host.name}/${spec.fileName}` });
  const user = subject.commonName;
  const kubeconfig = {
    server, cluster: cluster.clusterName, user, context: kubeconfigContext(user, cluster.clusterName), caPem: ca.certPem, clientCertificate: leaf.certificate,
    ...(writtenByKubelet ? { writtenByKubelet } : {}),
  };
  const bytes = async () => {
    const { certPem, keyPem } = await leaf.material();
    const doc = kubeconfigDocument(cluster.clusterName, server, ca.certPem, user, { clientCertificatePem: certPem, clientKeyPem: keyPem }, cluster.release.legacyClientGoSerialization);
    return canonicalYaml(doc);
  };
  return issuedFile(host.name, kubeconfigPath(spec.fileName), 'kubeconfig', { meaning: { kind: 'kubeconfig', kubeconfig }, bytes }, {
    sensitive: true,
    dependsOn: [fileAddress(host.name, certPath(caByName('ca')))],
  });
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
