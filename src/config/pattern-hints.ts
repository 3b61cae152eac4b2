import { InternalError } from '../errors.js';

/**
 * What each `pattern` in schemas/cluster.schema.json accepts, in the words a validate message uses
 * ("must be a duration such as 24h, 90m or 1h30m"), keyed by the JSON pointer of the schema that
 * holds the pattern. Kept out of the schema so that it stays plain JSON Schema, which any strict
 * validator and editor accepts. A pattern without a hint is reported as the pattern itself.
 */
export const PATTERN_HINTS: Readonly<Record<string, string>> = {
  '#/properties/metadata/properties/name': "a DNS-1123 label: lower-case letters, digits and '-', starting and ending with a letter or digit",
  '#/definitions/Duration': 'a duration such as 24h, 90m or 1h30m',
  '#/definitions/ExtraArgs/additionalProperties': 'one line without control characters',
  '#/definitions/ExtraArgs/propertyNames': 'a flag name without the leading --',
  '#/definitions/HostPathVolume/properties/name': 'a DNS-1123 label',
  '#/definitions/SSHEndpoint/properties/user': "a login name (letters, digits, '_', '-' and '.'; at most 32)",
  '#/definitions/SSHSettings/properties/user': "a login name (letters, digits, '_', '-' and '.'; at most 32)",
  '#/definitions/HostPathVolume/properties/hostPath': 'an absolute, normalised path (no . or .. segments, no //, no trailing /)',
  '#/definitions/HostPathVolume/properties/mountPath': 'an absolute, normalised path (no . or .. segments, no //, no trailing /)',
  '#/definitions/EnvVar/properties/name': 'an environment variable name',
  '#/definitions/EnvVar/properties/value': 'one line without control characters',
  '#/definitions/ClusterSpec/properties/rollout/properties/kubeletStopCommand': 'one line',
  '#/definitions/ClusterSpec/properties/rollout/properties/kubeletStartCommand': 'one line',
  '#/definitions/ClusterSpec/properties/rollout/properties/containerdRestartCommand': 'one line',
  '#/definitions/Host/properties/name': "a DNS-1123 subdomain (labels of at most 63 characters): lower-case letters, digits, '-' and '.'",
  '#/definitions/BootstrapToken/properties/groups/items': 'a group starting with system:bootstrappers:',
  '#/definitions/ClusterSpec/properties/kubernetesVersion': 'an exact version such as v1.37.2',
  '#/definitions/ClusterSpec/properties/clusterName': 'one line without control characters',
  '#/definitions/ClusterSpec/properties/imageRepository': 'a registry and path in lower case, such as registry.k8s.io or my.registry:5000/k8s',
  '#/definitions/ClusterSpec/properties/networking/properties/dnsDomain': 'a DNS-1123 subdomain (labels of at most 63 characters)',
  '#/definitions/ClusterSpec/properties/etcd/properties/local/properties/dataDir': 'an absolute, normalised path (no . or .. segments, no //, no trailing /)',
  '#/definitions/ClusterSpec/properties/etcd/properties/local/properties/imageTag': 'an image tag such as 3.6.5-0',
  '#/definitions/ClusterSpec/properties/etcd/properties/external/properties/endpoints/items': 'a URL such as https://10.0.0.5:2379',
  '#/definitions/ClusterSpec/properties/etcd/properties/external/properties/caFile': 'an absolute, normalised path (no . or .. segments, no //, no trailing /) on the control-plane hosts',
  '#/definitions/ClusterSpec/properties/etcd/properties/external/properties/certFile': 'an absolute, normalised path (no . or .. segments, no //, no trailing /) on the control-plane hosts',
  '#/definitions/ClusterSpec/properties/etcd/properties/external/properties/keyFile': 'an absolute, normalised path (no . or .. segments, no //, no trailing /) on the control-plane hosts',
  '#/definitions/ClusterSpec/properties/apiServer/properties/encryptionAtRest/properties/keys/items': "a key name: letters, digits, '.', '_' and '-', starting and ending with a letter or digit, at most 63 characters",
  '#/definitions/AuditPolicy/properties/logPath': 'an absolute, normalised path (no . or .. segments, no //, no trailing /) on the control-plane hosts',
  '#/definitions/ClusterSpec/properties/addons/properties/helm/items/properties/name': "a Helm release name: lower-case letters, digits and '-', starting and ending with a letter or digit",
  '#/definitions/ClusterSpec/properties/addons/properties/helm/items/properties/namespace': "a namespace: a DNS-1123 label (lower-case letters, digits and '-', starting and ending with a letter or digit)",
  '#/definitions/ClusterSpec/properties/nodeSoftware/properties/source/properties/url': 'an http:// or https:// URL, such as https://dl.k8s.io/release/{version}/bin/linux/{arch}/{name}',
  '#/definitions/ClusterSpec/properties/nodeSoftware/properties/checksums/patternProperties/^v\\d+\\.\\d+\\.\\d+$/patternProperties/^(kubelet|kubectl|crictl|cni-plugins)(~1(amd64|arm64))?$': 'a sha256 digest: 64 lower-case hex digits',
  '#/definitions/ClusterSpec/properties/nodeSoftware/properties/crictl/properties/version': 'an exact release such as v1.35.0',
  '#/definitions/ClusterSpec/properties/nodeSoftware/properties/cniPlugins/properties/version': 'an exact release such as v1.9.1',
  '#/definitions/ClusterSpec/properties/nodeSoftware/properties/cniPlugins/properties/plugins/items': "a plugin's file name in the archive, such as bridge or host-local",
  '#/definitions/ArchiveSource/properties/url': 'an http:// or https:// URL, such as https://github.com/containernetworking/plugins/releases/download/{version}/cni-plugins-linux-{arch}-{version}.tgz',
  '#/definitions/ClusterSpec/properties/nodeSoftware/properties/containerd/properties/registryMirrors/propertyNames': "a registry as images name it, in lower case, such as docker.io or registry.example.com:5000, or _default for every registry without its own",
  '#/definitions/RegistryMirror/properties/url': 'an http:// or https:// URL of a host, with an optional port and path, such as https://mirror.example.com:5000',
  '#/definitions/RegistryMirror/properties/ca': 'an absolute path on the hosts',
  '#/definitions/ClusterSpec/properties/kubelet/properties/criSocket': 'a unix:/// socket URL (letters, digits, ".", "_", "-" and "/"; no . or .. path segments)',
};

/**
 * The hints keyed by the schema objects they describe, as ajv hands them back on an error
 * (`parentSchema`, with the `verbose` option). A pointer that names no pattern is a bug here.
 */
export function hintsBySchema(schema: object): Map<object, string> {
  return new Map(
    Object.entries(PATTERN_HINTS).map(([pointer, hint]) => {
      const node = pointer
        .slice(2)
        .split('/')
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], schema);
      if (!node || typeof node !== 'object' || !('pattern' in node)) throw new InternalError(`pattern hint ${pointer} names no pattern in schemas/cluster.schema.json`);
      return [node, hint];
    }),
  );
}
