// @ts-nocheck
/* Generated from schemas/cluster.schema.json by `npm run gen:types` (ajv standalone). Do not edit. */
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
const ucs2length = typeof ucs2lengthModule === 'function' ? ucs2lengthModule : ucs2lengthModule.default;

export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://k8sform.dev/schemas/cluster.schema.json","title":"ClusterFile","description":"A k8sform cluster definition (cluster.yaml). Defaults follow kubeadm.","type":"object","additionalProperties":false,"required":["apiVersion","kind","metadata","spec"],"properties":{"apiVersion":{"const":"k8sform/v1alpha1","description":"Version of the cluster.yaml format. Always k8sform/v1alpha1."},"kind":{"const":"Cluster","description":"Always Cluster."},"metadata":{"type":"object","description":"Identifies this cluster definition.","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","description":"Name of this cluster definition, a DNS-1123 label: k8sform names the cluster by it in messages, plans and reports. Not kubeadm's clusterName (spec.clusterName).","examples":["prod-eu1"],"pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":63}}},"spec":{"$ref":"#/definitions/ClusterSpec","description":"The cluster: Kubernetes version, networking, certificates, control-plane components, kubelet, cluster objects, rollout and hosts."}},"definitions":{"Duration":{"type":"string","description":"A Go-style duration such as 24h, 90m or 1h30m (units h, m, s, ms).","pattern":"^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$"},"ExtraArgs":{"type":"object","description":"Command-line flags (without the leading --) mapped to values. Overriding a flag k8sform manages is allowed but warned about.","additionalProperties":{"type":"string","pattern":"^[^\\u0000-\\u001f\\u007f-\\u009f]*$"},"propertyNames":{"pattern":"^[a-z0-9][-a-z0-9.]*$"}},"HostPathVolume":{"type":"object","description":"A hostPath volume mounted into a control-plane static pod, as kubeadm's extraVolumes.","additionalProperties":false,"required":["name","hostPath","mountPath"],"properties":{"name":{"type":"string","description":"Volume name, a DNS-1123 label, unique within the component. A volume named like one k8sform mounts by default (ca-certs, k8s-certs, kubeconfig, ...) replaces it.","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":63},"hostPath":{"type":"string","description":"Absolute path on the host.","examples":["/etc/kubernetes/audit"],"pattern":"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"},"mountPath":{"type":"string","description":"Absolute path inside the container.","examples":["/etc/kubernetes/audit"],"pattern":"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"},"readOnly":{"type":"boolean","description":"Mount read-only. Default false.","default":false},"pathType":{"type":"string","description":"hostPath type the kubelet checks before mounting: DirectoryOrCreate, Directory, FileOrCreate, File, Socket, CharDevice or BlockDevice. Default \"\" (no check).","enum":["","DirectoryOrCreate","Directory","FileOrCreate","File","Socket","CharDevice","BlockDevice"],"default":""}}},"ExtraVolumes":{"type":"array","description":"Extra hostPath volumes of a control-plane static pod.","items":{"$ref":"#/definitions/HostPathVolume"}},"EnvVar":{"type":"object","description":"An environment variable of a control-plane container.","additionalProperties":false,"required":["name","value"],"properties":{"name":{"type":"string","description":"Variable name.","examples":["HTTPS_PROXY"],"pattern":"^[A-Za-z_][A-Za-z0-9_]*$"},"value":{"type":"string","description":"Value, on one line.","pattern":"^[^\\u0000-\\u001f\\u007f-\\u009f]*$"}}},"ExtraEnvs":{"type":"array","description":"Extra environment variables of a control-plane container. None are taken from the environment k8sform runs in (HTTP(S)_PROXY included).","items":{"$ref":"#/definitions/EnvVar"}},"ControlPlaneComponent":{"type":"object","description":"Settings of a control-plane static pod.","additionalProperties":false,"properties":{"extraArgs":{"$ref":"#/definitions/ExtraArgs","description":"Extra flags of the component: flag name without the leading -- mapped to its value. Overriding a flag k8sform sets is allowed and warned about. Default {}.","default":{}},"extraVolumes":{"$ref":"#/definitions/ExtraVolumes","description":"hostPath volumes added to the component's static pod. Default [].","default":[]},"extraEnvs":{"$ref":"#/definitions/ExtraEnvs","description":"Environment variables of the component's container; none are taken from the environment k8sform runs in (HTTP(S)_PROXY included). Default [].","default":[]}}},"CAFiles":{"type":"object","description":"An existing CA to use instead of generating one: PEM files on the machine running k8sform, relative to cluster.yaml.","additionalProperties":false,"required":["certFile","keyFile"],"properties":{"certFile":{"type":"string","description":"The CA certificate (PEM), relative to cluster.yaml.","examples":["pki/ca.crt"],"minLength":1},"keyFile":{"type":"string","description":"The CA's private key (PEM), relative to cluster.yaml; it must match certFile.","examples":["pki/ca.key"],"minLength":1}}},"AuditPolicy":{"type":"object","description":"kube-apiserver's audit log: a Policy file on the machine running k8sform, and where and how long the log is kept on the control planes.","additionalProperties":false,"required":["policyFile"],"properties":{"policyFile":{"type":"string","description":"The audit Policy (YAML, apiVersion audit.k8s.io/v1, kind Policy, at least one rule), relative to cluster.yaml. It is written to every control plane as /etc/kubernetes/audit-policy.yaml (0600) and named by --audit-policy-file.","examples":["audit-policy.yaml"],"minLength":1},"logPath":{"type":"string","description":"--audit-log-path: the log file (JSON lines) on each control plane; its directory is mounted into the kube-apiserver static pod writable (DirectoryOrCreate). It must lie outside /etc/kubernetes, /var/lib/kubelet and the etcd data directory. Default /var/log/kubernetes/audit/audit.log.","pattern":"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$","default":"/var/log/kubernetes/audit/audit.log"},"maxAgeDays":{"type":"integer","description":"--audit-log-maxage: days a rotated log file is kept; 0 keeps rotated files whatever their age (maxBackups still bounds them). Default 30.","minimum":0,"maximum":3650,"default":30},"maxBackups":{"type":"integer","description":"--audit-log-maxbackup: how many rotated log files are kept. Default 10.","minimum":1,"maximum":1000,"default":10},"maxSizeMB":{"type":"integer","description":"--audit-log-maxsize: the size in megabytes at which the log is rotated. Default 100.","minimum":1,"maximum":102400,"default":100}}},"ApiServerConfigFile":{"type":"object","description":"A kube-apiserver configuration file on the machine running k8sform, copied to the control planes.","additionalProperties":false,"required":["configFile"],"properties":{"configFile":{"type":"string","description":"The file (YAML), relative to cluster.yaml.","minLength":1}}},"SSHEndpoint":{"type":"object","description":"A jump host k8sform connects through (as ssh -J); its host key is checked too.","additionalProperties":false,"required":["address"],"properties":{"address":{"type":"string","description":"Host name or IP of the bastion.","examples":["bastion.example.com"],"minLength":1},"user":{"type":"string","pattern":"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,31}$","description":"Login user on the bastion. Default: the SSH user of the host it leads to.","minLength":1},"port":{"type":"integer","description":"SSH port of the bastion. Default 22.","minimum":1,"maximum":65535}}},"SSHSettings":{"type":"object","description":"How k8sform reaches hosts over SSH. Under spec.ssh for every host; under a host's ssh, overriding spec.ssh field by field.","additionalProperties":false,"properties":{"user":{"type":"string","pattern":"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,31}$","description":"Login user; any other user needs sudo: true. Default root.","minLength":1},"port":{"type":"integer","description":"SSH port. Default 22.","minimum":1,"maximum":65535},"identityFile":{"type":"string","description":"Private key file, relative to cluster.yaml (~/ is the home of the user running k8sform). Default: the keys of the ssh-agent in SSH_AUTH_SOCK.","examples":["~/.ssh/id_ed25519"],"minLength":1},"knownHostsFile":{"type":"string","description":"OpenSSH known_hosts file that host keys are checked against, relative to cluster.yaml; commit it beside cluster.yaml. Default ./known_hosts.","minLength":1},"sudo":{"type":"boolean","description":"Run every command through passwordless sudo -n; needed when user is not root. Default false."},"bastion":{"$ref":"#/definitions/SSHEndpoint","description":"Jump host to connect through (as ssh -J); its host key is checked too. Default: none, k8sform connects directly."}}},"Taint":{"type":"object","description":"A taint on the host's Node, as in the Node's spec.taints.","additionalProperties":false,"required":["key","effect"],"properties":{"key":{"type":"string","description":"Taint key ([prefix/]name).","examples":["dedicated"],"minLength":1},"value":{"type":"string","description":"Taint value. Default: none."},"effect":{"type":"string","description":"What the taint does to pods that do not tolerate it: NoSchedule, PreferNoSchedule or NoExecute.","enum":["NoSchedule","PreferNoSchedule","NoExecute"]}}},"Host":{"type":"object","description":"A machine of the cluster.","additionalProperties":false,"required":["name","role","address"],"properties":{"name":{"type":"string","description":"Node name (a DNS-1123 subdomain), unique; the kubelet registers the Node under it (--hostname-override).","examples":["cp-1"],"pattern":"^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?)*$","maxLength":253},"role":{"type":"string","description":"control-plane: runs etcd (when stacked), kube-apiserver, kube-controller-manager, kube-scheduler and a kubelet, with kubeadm's control-plane label and taint. worker: a kubelet that joins by TLS bootstrap.","enum":["control-plane","worker"]},"address":{"type":"string","description":"Where k8sform connects (IP or DNS name), unique.","examples":["10.0.0.11"],"minLength":1},"internalAddress":{"type":"string","description":"IP the control plane advertises and the kubelet's --node-ip. Default: address, which must then be an IP.","examples":["10.0.0.11"]},"labels":{"type":"object","description":"Labels k8sform sets on the host's Node, besides kubeadm's control-plane labels. Default {}.","examples":[{"topology.kubernetes.io/zone":"eu1-a"}],"additionalProperties":{"type":"string"},"default":{}},"taints":{"type":"array","description":"Taints k8sform sets on the host's Node, besides kubeadm's control-plane taint (a taint with the same key and effect replaces it). Default [].","items":{"$ref":"#/definitions/Taint"},"default":[]},"ssh":{"$ref":"#/definitions/SSHSettings","description":"SSH settings of this host, overriding spec.ssh field by field. Default: spec.ssh."},"transport":{"type":"string","description":"How k8sform reaches the host: ssh, or local (the host's / is the directory local.root on this machine, to try k8sform without servers). Default ssh.","enum":["ssh","local"],"default":"ssh"},"local":{"type":"object","description":"Settings of transport: local.","additionalProperties":false,"required":["root"],"properties":{"root":{"type":"string","description":"Directory standing in for the host's /, relative to cluster.yaml. Required with transport: local.","examples":[".k8sform/hosts/cp-1"],"minLength":1}}}}},"RegistryMirror":{"type":"object","description":"One mirror of a registry, a `[host]` entry of containerd's hosts.toml.","additionalProperties":false,"required":["url"],"properties":{"url":{"type":"string","pattern":"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*)?$","description":"The mirror's address, http or https, with a path where the mirror serves the registry API under one (containerd then appends `/v2/...` to it unless overridePath)."},"capabilities":{"type":"array","description":"What containerd uses this mirror for: `pull` (blobs), `resolve` (tags to digests), `push`. Default [pull, resolve]: a mirror that only holds content by digest takes [pull].","items":{"enum":["pull","resolve","push"]},"minItems":1,"default":["pull","resolve"]},"ca":{"type":"string","pattern":"^/","description":"An absolute path on the hosts to the CA certificate that signed the mirror's serving certificate (k8sform does not write it)."},"skipVerify":{"type":"boolean","description":"Accept any serving certificate of the mirror (containerd's skip_verify). Default false.","default":false},"overridePath":{"type":"boolean","description":"The url's path is the registry API's root itself (containerd's override_path), for mirrors that serve it elsewhere than /v2. Default false.","default":false}}},"BootstrapToken":{"type":"object","description":"A bootstrap token (a Secret in kube-system) that workers join with, as kubeadm's bootstrapTokens. Its id and secret are generated and never written in cluster.yaml; an expired token is replaced by a new one.","additionalProperties":false,"properties":{"description":{"type":"string","description":"Description stored in the token's Secret. Default: none.","examples":["default join token"]},"ttl":{"$ref":"#/definitions/Duration","description":"How long the token is valid after it was created. Default 24h.","default":"24h"},"usages":{"type":"array","description":"What the token may be used for: signing (the cluster-info ConfigMap, for discovery) and authentication (as a bearer token). Default [signing, authentication].","items":{"type":"string","enum":["signing","authentication"]},"uniqueItems":true,"default":["signing","authentication"]},"groups":{"type":"array","description":"Extra groups the token authenticates as, each starting with system:bootstrappers:. Default [system:bootstrappers:kubeadm:default-node-token].","items":{"type":"string","pattern":"^system:bootstrappers:[a-z0-9:-]{0,255}[a-z0-9]$"},"default":["system:bootstrappers:kubeadm:default-node-token"]}}},"ClusterSpec":{"type":"object","description":"What the cluster is made of. Everything but kubernetesVersion and hosts has kubeadm's default.","additionalProperties":false,"required":["kubernetesVersion","hosts"],"properties":{"kubernetesVersion":{"type":"string","description":"Exact Kubernetes version of the control plane and kubelets; selects what kubeadm of that release writes (etcd tag, pause image, CoreDNS, flags, serialisation). Required; must be a release this k8sform supports (validate names the nearest ones).","examples":["v1.37.2"],"pattern":"^v[0-9]+\\.[0-9]+\\.[0-9]+$"},"clusterName":{"type":"string","description":"kubeadm's clusterName: the cluster's name in kubeconfigs and --cluster-name. Default kubernetes.","minLength":1,"default":"kubernetes","maxLength":253,"pattern":"^[^\\u0000-\\u001f\\u007f-\\u009f]*$"},"controlPlaneEndpoint":{"type":"string","description":"host[:port] that clients and nodes use to reach the apiservers, such as a load balancer or DNS name; the port defaults to apiServer.bindPort. Default: the first control-plane host's internalAddress and apiServer.bindPort. Required with more than one control-plane host.","examples":["api.example.com:6443"]},"imageRepository":{"type":"string","description":"Registry the component images come from. Default registry.k8s.io.","examples":["my.registry:5000/k8s"],"minLength":1,"default":"registry.k8s.io","pattern":"^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?(/[a-z0-9]+([._-]+[a-z0-9]+)*)*$"},"networking":{"type":"object","description":"Service and pod networks, as kubeadm's networking.","additionalProperties":false,"default":{},"properties":{"serviceSubnet":{"type":"string","description":"Service CIDR, at least /28 and at most 2^20 addresses; its 1st address is the kubernetes Service, its 10th kube-dns. Default 10.96.0.0/12.","default":"10.96.0.0/12"},"podSubnet":{"type":"string","description":"Pod CIDR, of the service subnet's IP family; when set, the controller-manager allocates node CIDRs from it. Default: none.","examples":["10.244.0.0/16"]},"dnsDomain":{"type":"string","description":"Cluster DNS domain. Default cluster.local.","default":"cluster.local","maxLength":253,"pattern":"^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?)*$"}}},"certificates":{"type":"object","description":"Key type, lifetimes and SANs of the certificates k8sform issues, and CAs you bring. See [certificates](docs/certificates.md) for renewal and CA rotation.","additionalProperties":false,"default":{},"properties":{"keyAlgorithm":{"type":"string","description":"Type of every key k8sform generates, sa.key included: rsa-2048, rsa-3072, rsa-4096 or ecdsa-p256. Default rsa-2048.","enum":["rsa-2048","rsa-3072","rsa-4096","ecdsa-p256"],"default":"rsa-2048"},"caValidity":{"$ref":"#/definitions/Duration","description":"Lifetime of generated CAs. Default 87600h (10 years).","default":"87600h"},"validity":{"$ref":"#/definitions/Duration","description":"Lifetime of leaf and kubeconfig certificates, never past their CA's expiry. Default 8760h (1 year).","default":"8760h"},"renewBefore":{"$ref":"#/definitions/Duration","description":"plan renews every leaf certificate and kubeconfig whose certificate is closer than this to its expiry. Default 720h (30 days).","default":"720h"},"certSANs":{"type":"array","maxItems":1000,"description":"Extra subject alternative names of the apiserver certificate: DNS names, wildcards or IPs. Default [].","examples":[["api.example.com","10.0.0.100"]],"items":{"type":"string","minLength":1},"default":[]},"ca":{"$ref":"#/definitions/CAFiles","description":"Your own cluster CA, instead of a generated one: it signs the apiserver, kubelet and kubeconfig certificates. Default: generated."},"frontProxyCA":{"$ref":"#/definitions/CAFiles","description":"Your own front-proxy CA (the aggregation layer's client CA); it must differ from ca. Default: generated."},"etcdCA":{"$ref":"#/definitions/CAFiles","description":"Your own etcd CA. Default: generated."},"serviceAccountKey":{"type":"object","description":"Your own service-account signing key (sa.key; sa.pub is derived from it), e.g. from `k8sform pki export`, so that tokens signed before a cluster was rebuilt stay valid. Used when the control planes hold no sa.key; plan refuses one that differs from theirs. Default: generated.","additionalProperties":false,"required":["keyFile"],"properties":{"keyFile":{"type":"string","description":"The private key (PEM: RSA of 2048, 3072 or 4096 bits, or ECDSA P-256), relative to cluster.yaml.","examples":["pki/sa.key"],"minLength":1}}},"rotateCA":{"type":"object","description":"Rotates a CA k8sform generated, one apply per phase, in this order: trust-both (a new CA is made and trusted beside the old one, which still signs), reissue (the new CA signs and every certificate it signs is issued again; the old one is still trusted), drop-old (only the new CA is trusted). Remove the field once drop-old is applied. Removing it during trust-both abandons the rotation. A CA that is expired or not valid yet (which plan refuses) goes to reissue straight away, without trust-both. The cluster CA, the front-proxy CA and the etcd CA can be rotated, one at a time or together. See [rotating a CA](docs/certificates.md#rotating-a-ca). Default: no rotation.","additionalProperties":false,"examples":[{"ca":"trust-both"},{"frontProxyCA":"trust-both"},{"etcdCA":"reissue"}],"properties":{"ca":{"type":"string","description":"The phase of the cluster CA's rotation to apply: trust-both, then reissue, then drop-old. Every kubelet, the control-plane components and the in-cluster clients k8sform manages (kube-proxy, CoreDNS) are restarted in each phase; restart your own workloads that talk to the apiserver after trust-both, before reissue. In reissue each kubelet requests a new client certificate (and, with serverTLSBootstrap, a new serving certificate, which that apply approves).","enum":["trust-both","reissue","drop-old"]},"frontProxyCA":{"type":"string","description":"The phase of the front-proxy CA's rotation to apply: trust-both, then reissue, then drop-old.","enum":["trust-both","reissue","drop-old"]},"etcdCA":{"type":"string","description":"The phase of the etcd CA's rotation to apply: trust-both, then reissue, then drop-old. Each phase restarts etcd and kube-apiserver on one control plane at a time (both read the etcd CA only at start). Local etcd only.","enum":["trust-both","reissue","drop-old"]}}}}},"etcd":{"type":"object","description":"Where the cluster's etcd runs: local (stacked on the control planes) or external, not both. See [membership](docs/membership.md) for how control planes join and leave stacked etcd. Default: local.","additionalProperties":false,"default":{"local":{}},"properties":{"local":{"type":"object","description":"Stacked etcd: a member on every control-plane host, as kubeadm's local etcd.","additionalProperties":false,"properties":{"dataDir":{"type":"string","description":"etcd's data directory on each control-plane host; k8sform keeps it 0700 (see [safety](docs/safety.md#symbolic-links-are-never-followed-on-a-host)). Default /var/lib/etcd.","pattern":"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$","default":"/var/lib/etcd"},"extraArgs":{"$ref":"#/definitions/ExtraArgs","description":"Extra etcd flags: flag name without the leading -- mapped to its value. Overriding a flag k8sform sets is allowed and warned about. Default {}.","default":{}},"extraEnvs":{"$ref":"#/definitions/ExtraEnvs","description":"Environment variables of the etcd container; none are taken from the environment k8sform runs in (HTTP(S)_PROXY included). Default [].","default":[]},"imageTag":{"type":"string","description":"etcd image tag. Default: the one kubeadm of kubernetesVersion uses.","examples":["3.6.5-0"],"pattern":"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$"},"keepSnapshots":{"type":"integer","minimum":0,"maximum":100,"description":"Before every rollout step that changes etcd (its manifest, its members, its CA or certificates), apply saves a snapshot of etcd on the first control plane that runs a member, under /var/lib/k8sform/etcd-snapshots (0700; each file 0600), and keeps the newest this many there. 0 takes none. See [backups](docs/backups.md#snapshots-apply-takes). Default 3.","default":3}}},"external":{"type":"object","description":"An etcd cluster run elsewhere. The client certificate files must already be on every control-plane host; caFile, certFile and keyFile are all required.","additionalProperties":false,"required":["endpoints"],"properties":{"endpoints":{"type":"array","description":"Client URLs of the etcd members.","examples":[["https://10.0.0.5:2379","https://10.0.0.6:2379"]],"minItems":1,"items":{"type":"string","pattern":"^https?://[^\\s\\u0000-\\u001f\\u007f]+$"}},"caFile":{"type":"string","description":"CA certificate of the etcd servers: an absolute path on the control-plane hosts.","examples":["/etc/etcd/pki/ca.crt"],"pattern":"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"},"certFile":{"type":"string","description":"Client certificate kube-apiserver presents to etcd: an absolute path on the control-plane hosts.","examples":["/etc/etcd/pki/apiserver-etcd-client.crt"],"pattern":"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"},"keyFile":{"type":"string","description":"Private key of certFile: an absolute path on the control-plane hosts.","examples":["/etc/etcd/pki/apiserver-etcd-client.key"],"pattern":"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"}}}}},"apiServer":{"type":"object","description":"kube-apiserver settings.","additionalProperties":false,"default":{},"properties":{"bindPort":{"type":"integer","description":"Secure port kube-apiserver listens on. Default 6443.","minimum":1,"maximum":65535,"default":6443},"extraArgs":{"$ref":"#/definitions/ExtraArgs","description":"Extra kube-apiserver flags: flag name without the leading -- mapped to its value. Overriding a flag k8sform sets is allowed and warned about; the flags of auditPolicy, admission and authentication are refused while those are set. Default {}.","examples":[{"shutdown-delay-duration":"10s"}],"default":{}},"extraVolumes":{"$ref":"#/definitions/ExtraVolumes","description":"hostPath volumes added to the kube-apiserver static pod. Default [].","default":[]},"extraEnvs":{"$ref":"#/definitions/ExtraEnvs","description":"Environment variables of the kube-apiserver container; none are taken from the environment k8sform runs in (HTTP(S)_PROXY included). Default [].","default":[]},"aggregatorRouting":{"type":"boolean","description":"--enable-aggregator-routing=true, for control planes that do not run kube-proxy. Default false.","default":false},"mixedVersionProxy":{"type":"boolean","description":"The mixed version proxy for HA upgrades: the UnknownVersionInteroperabilityProxy feature gate with --peer-ca-file and --peer-advertise-ip/port. See [upgrading Kubernetes](docs/rollouts-and-upgrades.md#upgrading-kubernetes). Default false.","default":false},"verifyKubeletServingCerts":{"type":"boolean","description":"--kubelet-certificate-authority: the apiserver verifies kubelets' serving certificates. Needs kubelet.serverTLSBootstrap: true. Default false.","default":false},"encryptionAtRest":{"type":"object","description":"Encrypts Secrets in etcd: every control plane gets an EncryptionConfiguration at /etc/kubernetes/enc/enc.yaml (0600, as Kubernetes' documentation places it) with one 32-byte key per name, made by the apply that first writes it and kept from the control planes after that (never printed nor saved in a plan), and kube-apiserver reads it through --encryption-provider-config. identity comes last, so Secrets written before stay readable. The first name is the key Secrets are written with; put a new name first to rotate. See [encryption at rest](docs/encryption-at-rest.md). Default: Secrets are stored unencrypted.","additionalProperties":false,"required":["provider","keys"],"examples":[{"provider":"secretbox","keys":["key1"]}],"properties":{"provider":{"type":"string","description":"How Secrets are encrypted: secretbox (XSalsa20 and Poly1305) or aescbc (AES-CBC with PKCS#7 padding), each with a 32-byte key.","enum":["secretbox","aescbc"]},"keys":{"type":"array","description":"The key names, the one Secrets are written with first; each name is part of what etcd stores (k8s:enc:PROVIDER:v1:NAME:), so a name stands for one key for good. Letters, digits, '.', '_' and '-', at most 63 characters, each name once.","minItems":1,"items":{"type":"string","pattern":"^[A-Za-z0-9]([A-Za-z0-9._-]{0,61}[A-Za-z0-9])?$"}},"keysFile":{"type":"string","description":"Your own keys, e.g. the encryption-config.yaml of `k8sform pki export` (decrypted), relative to cluster.yaml: an EncryptionConfiguration holding a key of this provider for every name in keys, so that Secrets in an etcd snapshot stay readable when a cluster is rebuilt. Used for the names no control plane holds; plan refuses a key that differs from the one the control planes hold. See [encryption at rest](docs/encryption-at-rest.md#bringing-your-own-keys). Default: each key is made once, by the apply that first writes it.","examples":["pki/encryption-config.yaml"],"minLength":1}}},"auditPolicy":{"$ref":"#/definitions/AuditPolicy","description":"Audit logging: the Policy in policyFile is written to every control plane as /etc/kubernetes/audit-policy.yaml (0600) and kube-apiserver logs to logPath, rotated by size and pruned by age and count (--audit-policy-file, --audit-log-path, --audit-log-maxage, --audit-log-maxbackup, --audit-log-maxsize). A change of the policy restarts kube-apiserver one control plane at a time. See [security configuration](docs/security-configuration.md#audit-logging). Default: no audit log."},"admission":{"$ref":"#/definitions/ApiServerConfigFile","description":"An AdmissionConfiguration (apiVersion apiserver.config.k8s.io/v1) in configFile, e.g. the PodSecurity plugin's defaults and exemptions, written to every control plane as /etc/kubernetes/admission-config.yaml (0600) and named by --admission-control-config-file. Plugin configurations are inline (configuration:), never a path on the hosts; a PodSecurityConfiguration is checked too. See [security configuration](docs/security-configuration.md#admission-pod-security-defaults). Default: none."},"authentication":{"$ref":"#/definitions/ApiServerConfigFile","description":"A structured AuthenticationConfiguration (JWT issuers, anonymous access; apiVersion apiserver.config.k8s.io/v1 from Kubernetes 1.34, v1beta1 before) in configFile, written to every control plane as /etc/kubernetes/authentication-config.yaml (0600) and named by --authentication-config. extraArgs cannot then hold --oidc-* flags. See [security configuration](docs/security-configuration.md#authentication-jwt-issuers). Default: none."}}},"controllerManager":{"$ref":"#/definitions/ControlPlaneComponent","description":"kube-controller-manager settings.","default":{}},"scheduler":{"$ref":"#/definitions/ControlPlaneComponent","description":"kube-scheduler settings.","default":{}},"kubelet":{"type":"object","description":"Kubelet settings, the same on every host.","additionalProperties":false,"default":{},"properties":{"cgroupDriver":{"type":"string","description":"cgroup driver of the kubelet; it must match the container runtime's. Default systemd.","enum":["systemd","cgroupfs"],"default":"systemd"},"criSocket":{"type":"string","description":"Container runtime endpoint, a plain unix:/// path. Default unix:///run/containerd/containerd.sock.","pattern":"^unix://(?!.*/\\.{1,2}(/|$))/[A-Za-z0-9._/-]+$","default":"unix:///run/containerd/containerd.sock"},"rotateCertificates":{"type":"boolean","description":"The kubelet renews its own client certificate through the CSR API. Default true.","default":true},"serverTLSBootstrap":{"type":"boolean","description":"Kubelets request their serving certificates from the cluster CA through the CSR API instead of signing their own; apply approves the requests a host's own kubelet makes for its own names and addresses, and names any other it leaves pending. See [kubelet serving certificates](docs/certificates.md#kubelet-serving-certificates). Default false.","default":false},"config":{"type":"object","description":"Extra KubeletConfiguration fields, merged over the rendered ones; apiVersion and kind are set by k8sform. Default {}.","examples":[{"maxPods":200}],"default":{}}}},"nodeSoftware":{"type":"object","description":"The node software apply installs on every host: the kubelet and kubectl of kubernetesVersion, each checked against its sha256 before it is written, in the host's kubelet step (gated, rolled back with the kubelet's files), with the kubelet's systemd unit and kubeadm's drop-in; crictl and the CNI plugins when asked for. Omitted: the operator installs them (kubeadm's packages). See [node software](docs/node-software.md).","additionalProperties":false,"properties":{"source":{"type":"object","description":"Where the binaries come from: `url` (each host downloads, with curl or wget) or `directory` (on the machine running k8sform, uploaded over the SSH connection). `{version}`, `{arch}` (amd64, arm64) and `{name}` (kubelet, kubectl) expand in either. Default: the official releases, https://dl.k8s.io/release/{version}/bin/linux/{arch}/{name}.","additionalProperties":false,"minProperties":1,"maxProperties":1,"properties":{"url":{"type":"string","pattern":"^https?://[^\\s]+$","description":"An http(s) URL each host downloads from (a mirror of dl.k8s.io for air-gapped hosts)."},"directory":{"type":"string","minLength":1,"description":"A directory on the machine running k8sform (relative to cluster.yaml) holding the binaries, uploaded to each host over its SSH connection."}},"default":{"url":"https://dl.k8s.io/release/{version}/bin/linux/{arch}/{name}"}},"checksums":{"type":"object","description":"sha256 digests by version, then by name (`kubelet`, `kubectl`; `crictl` and `cni-plugins` for their release archives) or by `NAME/ARCH` where architectures differ: for builds k8sform's own table of official releases does not know. A binary without a checksum is never installed.","additionalProperties":false,"patternProperties":{"^v\\d+\\.\\d+\\.\\d+$":{"type":"object","additionalProperties":false,"patternProperties":{"^(kubelet|kubectl|crictl|cni-plugins)(/(amd64|arm64))?$":{"type":"string","pattern":"^[0-9a-f]{64}$"}}}},"default":{}},"crictl":{"type":"object","description":"crictl, the container runtime's command-line client, at /usr/bin/crictl on every host (where kubeadm's cri-tools package puts it): extracted from its release archive, the archive checked against its sha256 first, in the host's kubelet step like the kubelet. Omitted: crictl is not managed. See [node software](docs/node-software.md#crictl-and-the-cni-plugins).","additionalProperties":false,"required":["version"],"properties":{"version":{"type":"string","pattern":"^v\\d+\\.\\d+\\.\\d+$","description":"The cri-tools release (its minor follows Kubernetes': v1.34.0 for v1.34). k8sform knows the official archives' checksums of v1.33.0 to v1.36.0; another needs spec.nodeSoftware.checksums.VERSION.crictl."},"source":{"$ref":"#/definitions/ArchiveSource","description":"Where the archive comes from: `url` (each host downloads it) or `directory`, a path on the machine running k8sform (relative to cluster.yaml) uploaded over the SSH connection; `{version}` and `{arch}` expand in either. Default: the official release, https://github.com/kubernetes-sigs/cri-tools/releases/download/{version}/crictl-{version}-linux-{arch}.tar.gz.","default":{"url":"https://github.com/kubernetes-sigs/cri-tools/releases/download/{version}/crictl-{version}-linux-{arch}.tar.gz"}}}},"cniPlugins":{"type":"object","description":"The standard CNI plugins (bridge, host-local, loopback, portmap, ...) in /opt/cni/bin on every host (where kubeadm's kubernetes-cni package puts them), which network add-ons and containerd call: extracted from the containernetworking/plugins release archive, the archive checked against its sha256 first, in the host's kubelet step. Omitted: the plugins are not managed. See [node software](docs/node-software.md#crictl-and-the-cni-plugins).","additionalProperties":false,"required":["version"],"properties":{"version":{"type":"string","pattern":"^v\\d+\\.\\d+\\.\\d+$","description":"The containernetworking/plugins release (v1.9.1). k8sform knows the official archives' checksums of v1.6.0, v1.6.2, v1.7.1, v1.8.0 and v1.9.1; another needs spec.nodeSoftware.checksums.VERSION.cni-plugins."},"source":{"$ref":"#/definitions/ArchiveSource","description":"Where the archive comes from: `url` (each host downloads it) or `directory`, a path on the machine running k8sform (relative to cluster.yaml) uploaded over the SSH connection; `{version}` and `{arch}` expand in either. Default: the official release, https://github.com/containernetworking/plugins/releases/download/{version}/cni-plugins-linux-{arch}-{version}.tgz.","default":{"url":"https://github.com/containernetworking/plugins/releases/download/{version}/cni-plugins-linux-{arch}-{version}.tgz"}},"plugins":{"type":"array","minItems":1,"items":{"type":"string","pattern":"^[a-z0-9][a-z0-9_-]*$"},"description":"The plugins of the archive to install, by name. Default: the 16 every release since v1.1.0 ships: bandwidth, bridge, dhcp, firewall, host-device, host-local, ipvlan, loopback, macvlan, portmap, ptp, sbr, static, tuning, vlan, vrf.","default":["bandwidth","bridge","dhcp","firewall","host-device","host-local","ipvlan","loopback","macvlan","portmap","ptp","sbr","static","tuning","vlan","vrf"]}}},"containerd":{"type":"object","description":"containerd's /etc/containerd/config.toml, written by apply on every host (config version 2, which containerd 1.6 to 2.x read): the CRI plugin with runc, SystemdCgroup as spec.kubelet.cgroupDriver, the sandbox (pause) image of kubernetesVersion, CNI plugins in /opt/cni/bin and configurations in /etc/cni/net.d, registry hosts in /etc/containerd/certs.d, and listening at spec.kubelet.criSocket. A change restarts containerd in the host's kubelet step, gated on the runtime answering and the kubelet healthy, and restored with the step's other files when the gate fails. See [node software](docs/node-software.md#containerds-configuration). Default: written, with no extra settings.","additionalProperties":false,"default":{},"properties":{"manageConfig":{"type":"boolean","description":"Write containerd's config.toml; false leaves it to you (it must then match the kubelet's cgroup driver and the release's pause image). Default true.","default":true},"config":{"type":"object","description":"Extra config.toml settings, merged over the rendered ones: tables merge key by key, anything else replaces. Written as TOML, so values are strings, numbers, booleans, lists and tables (no null). Default {}.","examples":[{"plugins":{"io.containerd.grpc.v1.cri":{"max_container_log_line_size":32768}}}],"default":{}},"registryMirrors":{"type":"object","description":"Mirrors by registry (`docker.io`, `registry.k8s.io`, `registry.example.com:5000`, or `_default` for every registry without its own): each registry's mirrors go to /etc/containerd/certs.d/REGISTRY/hosts.toml on every host, tried in the order given before the registry itself. containerd reads these files at each pull, so a change restarts nothing; a registry removed from here has its hosts.toml deleted where apply wrote it (a hosts.toml you wrote yourself is left alone). See [node software](docs/node-software.md#registry-mirrors). Default {}.","propertyNames":{"pattern":"^(_default|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?)$"},"additionalProperties":{"type":"array","minItems":1,"items":{"$ref":"#/definitions/RegistryMirror"}},"examples":[{"docker.io":[{"url":"https://mirror.gcr.io"}],"registry.k8s.io":[{"url":"https://registry.internal.example:5000","ca":"/etc/pki/internal-ca.crt"}]}],"default":{}}}}}},"bootstrapTokens":{"type":"array","description":"Bootstrap tokens workers join with. Their ids and secrets are generated, never written in cluster.yaml; an expired token is replaced by a new one. Default: one token, with the description default join token, valid 24h.","items":{"$ref":"#/definitions/BootstrapToken"},"default":[{"description":"default join token","ttl":"24h"}]},"addons":{"type":"object","description":"The addons kubeadm installs (kube-proxy and CoreDNS), and your own objects from manifest files and Helm charts.","additionalProperties":false,"default":{},"properties":{"kubeProxy":{"type":"object","description":"The kube-proxy DaemonSet and its configuration. Default: enabled, mode iptables.","additionalProperties":false,"default":{},"properties":{"enabled":{"type":"boolean","description":"Run kube-proxy; false deletes the kube-proxy objects k8sform created. Default true.","default":true},"mode":{"type":"string","description":"Proxy mode: iptables, ipvs or nftables. Default iptables.","enum":["iptables","ipvs","nftables"],"default":"iptables"}}},"coreDNS":{"type":"object","description":"The CoreDNS Deployment and the kube-dns Service on the 10th service IP. Default: enabled, 2 replicas.","additionalProperties":false,"default":{},"properties":{"enabled":{"type":"boolean","description":"Run CoreDNS; false deletes the CoreDNS objects k8sform created. Default true.","default":true},"replicas":{"type":"integer","description":"Number of CoreDNS replicas. Default 2.","minimum":1,"default":2}}},"manifests":{"type":"array","description":"Manifest files (YAML, one or more documents each) whose objects k8sform applies as one set, relative to cluster.yaml; globs such as addons/*.yaml match files in natural order. Every document is a planned cluster object (server-side apply, field manager k8sform), shown in plan and diff, tracked with Kubernetes' ApplySet labels (parent: the ConfigMap kube-system/k8sform-addons), and deleted once it leaves the files. CustomResourceDefinitions and Namespaces go before the objects that need them; Deployments, DaemonSets and StatefulSets are gated on their rollout. Secrets are refused: keep them out of git. See [add-ons](addons.md).","items":{"type":"string","minLength":1},"default":[]},"helm":{"type":"array","description":"Helm charts whose objects k8sform applies with the manifests' objects, as one set: each rendered by the helm command (helm template, Helm 3 or 4, found as K8SFORM_HELM or helm on PATH) from a chart directory or .tgz beside cluster.yaml, then planned, applied, gated and pruned like a manifest's objects. Hooks and tests are left out; Secrets are refused. See [add-ons](addons.md#helm-charts).","items":{"type":"object","additionalProperties":false,"required":["name","chart","namespace"],"properties":{"name":{"type":"string","description":"The release name (.Release.Name in the chart's templates): lower-case letters, digits and '-', at most 53 characters, unique among the charts.","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":53},"chart":{"type":"string","description":"The chart: a directory holding Chart.yaml, or a packaged chart (.tgz), relative to cluster.yaml.","minLength":1},"namespace":{"type":"string","description":"The release namespace (.Release.Namespace), given to every namespaced object the chart leaves without one. k8sform does not create it: add the Namespace to spec.addons.manifests or make it another way.","pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$","maxLength":63},"version":{"type":"string","description":"The chart version this cluster expects; when given, the chart's Chart.yaml must carry exactly it, so a chart file replaced by another version is an error rather than a surprise.","minLength":1},"values":{"type":"object","description":"Values for the chart, as in a values file; they override valuesFiles.","additionalProperties":true},"valuesFiles":{"type":"array","description":"Values files, relative to cluster.yaml, applied in order (helm template -f), before values.","items":{"type":"string","minLength":1},"default":[]}}},"default":[]}}},"rollout":{"type":"object","description":"How apply rolls changes out to running hosts: one control-plane component at a time, each gated on its health and rolled back when the gate fails. See [how apply rolls out changes](docs/rollouts-and-upgrades.md#how-apply-rolls-out-changes) and [removing a host](docs/membership.md#removing-a-host).","additionalProperties":false,"default":{},"properties":{"staticPodTimeout":{"$ref":"#/definitions/Duration","description":"How long a control-plane static pod may take to run a new manifest and pass its probe before that host's files are rolled back, as kubeadm upgrade waits. Default 5m.","default":"5m"},"kubeletTimeout":{"$ref":"#/definitions/Duration","description":"How long a restarted kubelet may take to answer /healthz with its Node Ready, as kubeadm waits. Default 4m.","default":"4m"},"workloadTimeout":{"$ref":"#/definitions/Duration","description":"How long a changed DaemonSet or Deployment (kube-proxy, CoreDNS) may take to roll out. Default 5m.","default":"5m"},"workerParallelism":{"type":"integer","description":"How many workers have their kubelet restarted at once; control planes always go one at a time. Default 1.","minimum":1,"default":1},"kubeletRestartCommand":{"type":"string","description":"Command run as root on a host to restart its kubelet after its configuration changed. Default systemctl restart kubelet.","minLength":1,"pattern":"^[^\\n]+$","default":"systemctl restart kubelet"},"kubeletStopCommand":{"type":"string","description":"Command run as root on a host that left cluster.yaml, to stop its kubelet once its Node is deleted. Default systemctl stop kubelet.","minLength":1,"pattern":"^[^\\n]+$","default":"systemctl stop kubelet"},"kubeletStartCommand":{"type":"string","description":"Command run as root on a host being set up (a new host, or one added back), once its files are written, to enable and start its kubelet, as kubeadm init and join start it. Default systemctl enable kubelet && systemctl restart kubelet.","minLength":1,"pattern":"^[^\\n]+$","default":"systemctl enable kubelet && systemctl restart kubelet"},"containerdRestartCommand":{"type":"string","description":"Command run as root on a host whose containerd config.toml apply changed (spec.nodeSoftware.containerd), before its kubelet is restarted or started; running containers keep running. Default systemctl restart containerd.","minLength":1,"pattern":"^[^\\n]+$","default":"systemctl restart containerd"},"keepBackups":{"type":"integer","description":"How many of apply's backup folders (/etc/kubernetes/tmp/k8sform-backup-TIME: every file, binary and key an apply replaced on the host) each host keeps: after an apply that finished, the older ones are removed on the hosts it changed. An apply that stopped removes none. Default 10.","minimum":1,"maximum":1000,"default":10}}},"preflight":{"type":"object","description":"The checks plan runs on every host before anything is written (swap, IP forwarding, cgroups, the container runtime, the kubelet's version, free ports, tools, clocks, disk space). See [host readiness](docs/preflight.md).","additionalProperties":false,"default":{},"properties":{"ignore":{"type":"array","description":"Checks whose failures are shown as warnings instead of stopping the plan, as kubeadm's ignorePreflightErrors: for hosts a check does not fit. Default: none.","items":{"enum":["swap","ip-forward","bridge-netfilter","overlay","cgroups","cgroup-driver","container-runtime","registry-ca","kubelet","ports","tools","clock","disk","resources","kernel"]},"default":[]}}},"ssh":{"$ref":"#/definitions/SSHSettings","description":"SSH settings of every host; a host's own ssh overrides them field by field. See [reaching hosts](docs/cluster-yaml.md#reaching-hosts). Default: user root, port 22, knownHostsFile ./known_hosts, sudo false."},"hosts":{"type":"array","description":"The machines of the cluster, at least one control-plane. The first control-plane host is where kubeadm init would run.","minItems":1,"items":{"$ref":"#/definitions/Host"}}}},"ArchiveSource":{"type":"object","description":"Where a release archive comes from: a URL each host downloads, or a file on the machine running k8sform.","additionalProperties":false,"minProperties":1,"maxProperties":1,"properties":{"url":{"type":"string","pattern":"^https?://[^\\s]+$","description":"An http(s) URL each host downloads the archive from (with curl or wget)."},"directory":{"type":"string","minLength":1,"description":"The archive's path on the machine running k8sform (relative to cluster.yaml), uploaded to each host over its SSH connection."}}}}};
const func2 = ucs2length;
const pattern0 = new RegExp("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "u");
const schema12 = schema11["definitions"]["ClusterSpec"];
const schema13 = schema11["definitions"]["Duration"];
const schema16 = schema11["definitions"]["CAFiles"];
const schema19 = schema11["definitions"]["ExtraArgs"];
const schema25 = schema11["definitions"]["AuditPolicy"];
const schema26 = schema11["definitions"]["ApiServerConfigFile"];
const schema30 = schema11["definitions"]["ArchiveSource"];
const schema32 = schema11["definitions"]["RegistryMirror"];
const func3 = Object.prototype.hasOwnProperty;
const pattern1 = new RegExp("^v[0-9]+\\.[0-9]+\\.[0-9]+$", "u");
const pattern2 = new RegExp("^[^\\u0000-\\u001f\\u007f-\\u009f]*$", "u");
const pattern3 = new RegExp("^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?(/[a-z0-9]+([._-]+[a-z0-9]+)*)*$", "u");
const pattern4 = new RegExp("^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?)*$", "u");
const pattern5 = new RegExp("^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$", "u");
const pattern8 = new RegExp("^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$", "u");
const pattern9 = new RegExp("^[a-z0-9][-a-z0-9.]*$", "u");
const pattern13 = new RegExp("^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$", "u");
const pattern14 = new RegExp("^https?://[^\\s\\u0000-\\u001f\\u007f]+$", "u");
const pattern23 = new RegExp("^[A-Za-z0-9]([A-Za-z0-9._-]{0,61}[A-Za-z0-9])?$", "u");
const pattern27 = new RegExp("^unix://(?!.*/\\.{1,2}(/|$))/[A-Za-z0-9._/-]+$", "u");
const pattern28 = new RegExp("^https?://[^\\s]+$", "u");
const pattern29 = new RegExp("^v\\d+\\.\\d+\\.\\d+$", "u");
const pattern31 = new RegExp("^(kubelet|kubectl|crictl|cni-plugins)(/(amd64|arm64))?$", "u");
const pattern33 = new RegExp("^[0-9a-f]{64}$", "u");
const pattern38 = new RegExp("^[a-z0-9][a-z0-9_-]*$", "u");
const pattern39 = new RegExp("^(_default|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?)$", "u");
const pattern40 = new RegExp("^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*)?$", "u");
const pattern41 = new RegExp("^/", "u");
const pattern49 = new RegExp("^[^\\n]+$", "u");
const schema20 = schema11["definitions"]["ExtraEnvs"];
const schema21 = schema11["definitions"]["EnvVar"];
const pattern11 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/EnvVar/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema21.required,parentSchema:schema21,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.value === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/EnvVar/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema21.required,parentSchema:schema21,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data0){
if(!((key0 === "name") || (key0 === "value"))){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/EnvVar/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema21,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.name !== undefined){
let data1 = data0.name;
if(typeof data1 === "string"){
if(!pattern11.test(data1)){
const err3 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/definitions/EnvVar/properties/name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema21.properties.name,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/definitions/EnvVar/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.name.type,parentSchema:schema21.properties.name,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.value !== undefined){
let data2 = data0.value;
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
const err5 = {instancePath:instancePath+"/" + i0+"/value",schemaPath:"#/definitions/EnvVar/properties/value/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f\\u007f-\\u009f]*$"},message:"must match pattern \""+"^[^\\u0000-\\u001f\\u007f-\\u009f]*$"+"\"",schema:"^[^\\u0000-\\u001f\\u007f-\\u009f]*$",parentSchema:schema21.properties.value,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/" + i0+"/value",schemaPath:"#/definitions/EnvVar/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.value.type,parentSchema:schema21.properties.value,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/EnvVar/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema21.type,parentSchema:schema21,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema20.type,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

const schema23 = schema11["definitions"]["ExtraVolumes"];
const schema24 = schema11["definitions"]["HostPathVolume"];

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.readOnly === undefined){
data0.readOnly = false;
}
if(data0.pathType === undefined){
data0.pathType = "";
}
if(data0.name === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/HostPathVolume/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema24.required,parentSchema:schema24,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.hostPath === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/HostPathVolume/required",keyword:"required",params:{missingProperty: "hostPath"},message:"must have required property '"+"hostPath"+"'",schema:schema24.required,parentSchema:schema24,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.mountPath === undefined){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/HostPathVolume/required",keyword:"required",params:{missingProperty: "mountPath"},message:"must have required property '"+"mountPath"+"'",schema:schema24.required,parentSchema:schema24,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data0){
if(!(((((key0 === "name") || (key0 === "hostPath")) || (key0 === "mountPath")) || (key0 === "readOnly")) || (key0 === "pathType"))){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/HostPathVolume/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema24,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.name !== undefined){
let data1 = data0.name;
if(typeof data1 === "string"){
if(func2(data1) > 63){
const err4 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/definitions/HostPathVolume/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema24.properties.name,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/definitions/HostPathVolume/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\"",schema:"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",parentSchema:schema24.properties.name,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/definitions/HostPathVolume/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.properties.name.type,parentSchema:schema24.properties.name,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.hostPath !== undefined){
let data2 = data0.hostPath;
if(typeof data2 === "string"){
if(!pattern8.test(data2)){
const err7 = {instancePath:instancePath+"/" + i0+"/hostPath",schemaPath:"#/definitions/HostPathVolume/properties/hostPath/pattern",keyword:"pattern",params:{pattern: "^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"},message:"must match pattern \""+"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"+"\"",schema:"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$",parentSchema:schema24.properties.hostPath,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/" + i0+"/hostPath",schemaPath:"#/definitions/HostPathVolume/properties/hostPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.properties.hostPath.type,parentSchema:schema24.properties.hostPath,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.mountPath !== undefined){
let data3 = data0.mountPath;
if(typeof data3 === "string"){
if(!pattern8.test(data3)){
const err9 = {instancePath:instancePath+"/" + i0+"/mountPath",schemaPath:"#/definitions/HostPathVolume/properties/mountPath/pattern",keyword:"pattern",params:{pattern: "^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"},message:"must match pattern \""+"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"+"\"",schema:"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$",parentSchema:schema24.properties.mountPath,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/" + i0+"/mountPath",schemaPath:"#/definitions/HostPathVolume/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.properties.mountPath.type,parentSchema:schema24.properties.mountPath,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
let data4 = data0.readOnly;
if(typeof data4 !== "boolean"){
const err11 = {instancePath:instancePath+"/" + i0+"/readOnly",schemaPath:"#/definitions/HostPathVolume/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema24.properties.readOnly.type,parentSchema:schema24.properties.readOnly,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data5 = data0.pathType;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/" + i0+"/pathType",schemaPath:"#/definitions/HostPathVolume/properties/pathType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.properties.pathType.type,parentSchema:schema24.properties.pathType,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((((((data5 === "") || (data5 === "DirectoryOrCreate")) || (data5 === "Directory")) || (data5 === "FileOrCreate")) || (data5 === "File")) || (data5 === "Socket")) || (data5 === "CharDevice")) || (data5 === "BlockDevice"))){
const err13 = {instancePath:instancePath+"/" + i0+"/pathType",schemaPath:"#/definitions/HostPathVolume/properties/pathType/enum",keyword:"enum",params:{allowedValues: schema24.properties.pathType.enum},message:"must be equal to one of the allowed values",schema:schema24.properties.pathType.enum,parentSchema:schema24.properties.pathType,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/HostPathVolume/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema24.type,parentSchema:schema24,data:data0};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema23.type,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

const schema28 = schema11["definitions"]["ControlPlaneComponent"];

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.extraArgs === undefined){
data.extraArgs = {};
}
if(data.extraVolumes === undefined){
data.extraVolumes = [];
}
if(data.extraEnvs === undefined){
data.extraEnvs = [];
}
for(const key0 in data){
if(!(((key0 === "extraArgs") || (key0 === "extraVolumes")) || (key0 === "extraEnvs"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.extraArgs;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
const _errs5 = errors;
if(typeof key1 === "string"){
if(!pattern9.test(key1)){
const err1 = {instancePath:instancePath+"/extraArgs",schemaPath:"#/definitions/ExtraArgs/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][-a-z0-9.]*$"},message:"must match pattern \""+"^[a-z0-9][-a-z0-9.]*$"+"\"",schema:"^[a-z0-9][-a-z0-9.]*$",parentSchema:schema19.propertyNames,data:key1,propertyName:key1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var valid2 = _errs5 === errors;
if(!valid2){
const err2 = {instancePath:instancePath+"/extraArgs",schemaPath:"#/definitions/ExtraArgs/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid",schema:schema19.propertyNames,parentSchema:schema19,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
for(const key2 in data0){
let data1 = data0[key2];
if(typeof data1 === "string"){
if(!pattern2.test(data1)){
const err3 = {instancePath:instancePath+"/extraArgs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/ExtraArgs/additionalProperties/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f\\u007f-\\u009f]*$"},message:"must match pattern \""+"^[^\\u0000-\\u001f\\u007f-\\u009f]*$"+"\"",schema:"^[^\\u0000-\\u001f\\u007f-\\u009f]*$",parentSchema:schema19.additionalProperties,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/extraArgs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/ExtraArgs/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.additionalProperties.type,parentSchema:schema19.additionalProperties,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/extraArgs",schemaPath:"#/definitions/ExtraArgs/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(validate14(data.extraVolumes, {instancePath:instancePath+"/extraVolumes",parentData:data,parentDataProperty:"extraVolumes",rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
if(!(validate12(data.extraEnvs, {instancePath:instancePath+"/extraEnvs",parentData:data,parentDataProperty:"extraEnvs",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.type,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

const schema33 = schema11["definitions"]["BootstrapToken"];
const pattern43 = new RegExp("^system:bootstrappers:[a-z0-9:-]{0,255}[a-z0-9]$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ttl === undefined){
data.ttl = "24h";
}
if(data.usages === undefined){
data.usages = ["signing","authentication"];
}
if(data.groups === undefined){
data.groups = ["system:bootstrappers:kubeadm:default-node-token"];
}
for(const key0 in data){
if(!((((key0 === "description") || (key0 === "ttl")) || (key0 === "usages")) || (key0 === "groups"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.description !== undefined){
let data0 = data.description;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.description.type,parentSchema:schema33.properties.description,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
let data1 = data.ttl;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err2 = {instancePath:instancePath+"/ttl",schemaPath:"#/definitions/Duration/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$"+"\"",schema:"^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$",parentSchema:schema13,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/ttl",schemaPath:"#/definitions/Duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.type,parentSchema:schema13,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
let data2 = data.usages;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/usages/" + i0,schemaPath:"#/properties/usages/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.usages.items.type,parentSchema:schema33.properties.usages.items,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data3 === "signing") || (data3 === "authentication"))){
const err5 = {instancePath:instancePath+"/usages/" + i0,schemaPath:"#/properties/usages/items/enum",keyword:"enum",params:{allowedValues: schema33.properties.usages.items.enum},message:"must be equal to one of the allowed values",schema:schema33.properties.usages.items.enum,parentSchema:schema33.properties.usages.items,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let i1 = data2.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data2[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err6 = {instancePath:instancePath+"/usages",schemaPath:"#/properties/usages/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema33.properties.usages,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err7 = {instancePath:instancePath+"/usages",schemaPath:"#/properties/usages/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema33.properties.usages.type,parentSchema:schema33.properties.usages,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
let data4 = data.groups;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i2=0; i2<len1; i2++){
let data5 = data4[i2];
if(typeof data5 === "string"){
if(!pattern43.test(data5)){
const err8 = {instancePath:instancePath+"/groups/" + i2,schemaPath:"#/properties/groups/items/pattern",keyword:"pattern",params:{pattern: "^system:bootstrappers:[a-z0-9:-]{0,255}[a-z0-9]$"},message:"must match pattern \""+"^system:bootstrappers:[a-z0-9:-]{0,255}[a-z0-9]$"+"\"",schema:"^system:bootstrappers:[a-z0-9:-]{0,255}[a-z0-9]$",parentSchema:schema33.properties.groups.items,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/groups/" + i2,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.groups.items.type,parentSchema:schema33.properties.groups.items,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema33.properties.groups.type,parentSchema:schema33.properties.groups,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema33.type,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

const schema38 = schema11["definitions"]["SSHSettings"];
const schema39 = schema11["definitions"]["SSHEndpoint"];
const pattern53 = new RegExp("^[A-Za-z0-9_][A-Za-z0-9_.-]{0,31}$", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "user") || (key0 === "port")) || (key0 === "identityFile")) || (key0 === "knownHostsFile")) || (key0 === "sudo")) || (key0 === "bastion"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.user !== undefined){
let data0 = data.user;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema38.properties.user,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern53.test(data0)){
const err2 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_][A-Za-z0-9_.-]{0,31}$"},message:"must match pattern \""+"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,31}$"+"\"",schema:"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,31}$",parentSchema:schema38.properties.user,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.user.type,parentSchema:schema38.properties.user,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.port !== undefined){
let data1 = data.port;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema38.properties.port.type,parentSchema:schema38.properties.port,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 65535 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535",schema:65535,parentSchema:schema38.properties.port,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema38.properties.port,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.identityFile !== undefined){
let data2 = data.identityFile;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err7 = {instancePath:instancePath+"/identityFile",schemaPath:"#/properties/identityFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema38.properties.identityFile,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/identityFile",schemaPath:"#/properties/identityFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.identityFile.type,parentSchema:schema38.properties.identityFile,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.knownHostsFile !== undefined){
let data3 = data.knownHostsFile;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err9 = {instancePath:instancePath+"/knownHostsFile",schemaPath:"#/properties/knownHostsFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema38.properties.knownHostsFile,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/knownHostsFile",schemaPath:"#/properties/knownHostsFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.knownHostsFile.type,parentSchema:schema38.properties.knownHostsFile,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.sudo !== undefined){
let data4 = data.sudo;
if(typeof data4 !== "boolean"){
const err11 = {instancePath:instancePath+"/sudo",schemaPath:"#/properties/sudo/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema38.properties.sudo.type,parentSchema:schema38.properties.sudo,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.bastion !== undefined){
let data5 = data.bastion;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.address === undefined){
const err12 = {instancePath:instancePath+"/bastion",schemaPath:"#/definitions/SSHEndpoint/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'",schema:schema39.required,parentSchema:schema39,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data5){
if(!(((key1 === "address") || (key1 === "user")) || (key1 === "port"))){
const err13 = {instancePath:instancePath+"/bastion",schemaPath:"#/definitions/SSHEndpoint/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema39,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.address !== undefined){
let data6 = data5.address;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err14 = {instancePath:instancePath+"/bastion/address",schemaPath:"#/definitions/SSHEndpoint/properties/address/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema39.properties.address,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/bastion/address",schemaPath:"#/definitions/SSHEndpoint/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.address.type,parentSchema:schema39.properties.address,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.user !== undefined){
let data7 = data5.user;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err16 = {instancePath:instancePath+"/bastion/user",schemaPath:"#/definitions/SSHEndpoint/properties/user/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema39.properties.user,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern53.test(data7)){
const err17 = {instancePath:instancePath+"/bastion/user",schemaPath:"#/definitions/SSHEndpoint/properties/user/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_][A-Za-z0-9_.-]{0,31}$"},message:"must match pattern \""+"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,31}$"+"\"",schema:"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,31}$",parentSchema:schema39.properties.user,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/bastion/user",schemaPath:"#/definitions/SSHEndpoint/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.user.type,parentSchema:schema39.properties.user,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.port !== undefined){
let data8 = data5.port;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err19 = {instancePath:instancePath+"/bastion/port",schemaPath:"#/definitions/SSHEndpoint/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema39.properties.port.type,parentSchema:schema39.properties.port,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 65535 || isNaN(data8)){
const err20 = {instancePath:instancePath+"/bastion/port",schemaPath:"#/definitions/SSHEndpoint/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535",schema:65535,parentSchema:schema39.properties.port,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err21 = {instancePath:instancePath+"/bastion/port",schemaPath:"#/definitions/SSHEndpoint/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema39.properties.port,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/bastion",schemaPath:"#/definitions/SSHEndpoint/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

const schema40 = schema11["definitions"]["Host"];
const schema41 = schema11["definitions"]["Taint"];

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.labels === undefined){
data.labels = {};
}
if(data.taints === undefined){
data.taints = [];
}
if(data.transport === undefined){
data.transport = "ssh";
}
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.role === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.address === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema40.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 253){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters",schema:253,parentSchema:schema40.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?)*$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?)*$"+"\"",schema:"^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?)*$",parentSchema:schema40.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.name.type,parentSchema:schema40.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.role !== undefined){
let data1 = data.role;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.role.type,parentSchema:schema40.properties.role,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data1 === "control-plane") || (data1 === "worker"))){
const err8 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema40.properties.role.enum},message:"must be equal to one of the allowed values",schema:schema40.properties.role.enum,parentSchema:schema40.properties.role,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.address !== undefined){
let data2 = data.address;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err9 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema40.properties.address,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.address.type,parentSchema:schema40.properties.address,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.internalAddress !== undefined){
let data3 = data.internalAddress;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/internalAddress",schemaPath:"#/properties/internalAddress/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.internalAddress.type,parentSchema:schema40.properties.internalAddress,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let data4 = data.labels;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
let data5 = data4[key1];
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/labels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/labels/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.labels.additionalProperties.type,parentSchema:schema40.properties.labels.additionalProperties,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.properties.labels.type,parentSchema:schema40.properties.labels,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
let data6 = data.taints;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.key === undefined){
const err14 = {instancePath:instancePath+"/taints/" + i0,schemaPath:"#/definitions/Taint/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'",schema:schema41.required,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data7.effect === undefined){
const err15 = {instancePath:instancePath+"/taints/" + i0,schemaPath:"#/definitions/Taint/required",keyword:"required",params:{missingProperty: "effect"},message:"must have required property '"+"effect"+"'",schema:schema41.required,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key2 in data7){
if(!(((key2 === "key") || (key2 === "value")) || (key2 === "effect"))){
const err16 = {instancePath:instancePath+"/taints/" + i0,schemaPath:"#/definitions/Taint/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data7.key !== undefined){
let data8 = data7.key;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err17 = {instancePath:instancePath+"/taints/" + i0+"/key",schemaPath:"#/definitions/Taint/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema41.properties.key,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/taints/" + i0+"/key",schemaPath:"#/definitions/Taint/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.key.type,parentSchema:schema41.properties.key,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data7.value !== undefined){
let data9 = data7.value;
if(typeof data9 !== "string"){
const err19 = {instancePath:instancePath+"/taints/" + i0+"/value",schemaPath:"#/definitions/Taint/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.value.type,parentSchema:schema41.properties.value,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data7.effect !== undefined){
let data10 = data7.effect;
if(typeof data10 !== "string"){
const err20 = {instancePath:instancePath+"/taints/" + i0+"/effect",schemaPath:"#/definitions/Taint/properties/effect/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.effect.type,parentSchema:schema41.properties.effect,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(((data10 === "NoSchedule") || (data10 === "PreferNoSchedule")) || (data10 === "NoExecute"))){
const err21 = {instancePath:instancePath+"/taints/" + i0+"/effect",schemaPath:"#/definitions/Taint/properties/effect/enum",keyword:"enum",params:{allowedValues: schema41.properties.effect.enum},message:"must be equal to one of the allowed values",schema:schema41.properties.effect.enum,parentSchema:schema41.properties.effect,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/taints/" + i0,schemaPath:"#/definitions/Taint/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema41.type,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/taints",schemaPath:"#/properties/taints/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema40.properties.taints.type,parentSchema:schema40.properties.taints,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.ssh !== undefined){
if(!(validate24(data.ssh, {instancePath:instancePath+"/ssh",parentData:data,parentDataProperty:"ssh",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
let data12 = data.transport;
if(typeof data12 !== "string"){
const err24 = {instancePath:instancePath+"/transport",schemaPath:"#/properties/transport/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.transport.type,parentSchema:schema40.properties.transport,data:data12};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((data12 === "ssh") || (data12 === "local"))){
const err25 = {instancePath:instancePath+"/transport",schemaPath:"#/properties/transport/enum",keyword:"enum",params:{allowedValues: schema40.properties.transport.enum},message:"must be equal to one of the allowed values",schema:schema40.properties.transport.enum,parentSchema:schema40.properties.transport,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.local !== undefined){
let data13 = data.local;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.root === undefined){
const err26 = {instancePath:instancePath+"/local",schemaPath:"#/properties/local/required",keyword:"required",params:{missingProperty: "root"},message:"must have required property '"+"root"+"'",schema:schema40.properties.local.required,parentSchema:schema40.properties.local,data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key3 in data13){
if(!(key3 === "root")){
const err27 = {instancePath:instancePath+"/local",schemaPath:"#/properties/local/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema40.properties.local,data:data13};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data13.root !== undefined){
let data14 = data13.root;
if(typeof data14 === "string"){
if(func2(data14) < 1){
const err28 = {instancePath:instancePath+"/local/root",schemaPath:"#/properties/local/properties/root/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema40.properties.local.properties.root,data:data14};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/local/root",schemaPath:"#/properties/local/properties/root/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.local.properties.root.type,parentSchema:schema40.properties.local.properties.root,data:data14};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/local",schemaPath:"#/properties/local/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.properties.local.type,parentSchema:schema40.properties.local,data:data13};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}


function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.clusterName === undefined){
data.clusterName = "kubernetes";
}
if(data.imageRepository === undefined){
data.imageRepository = "registry.k8s.io";
}
if(data.networking === undefined){
data.networking = {};
}
if(data.certificates === undefined){
data.certificates = {};
}
if(data.etcd === undefined){
data.etcd = {"local":{}};
}
if(data.apiServer === undefined){
data.apiServer = {};
}
if(data.controllerManager === undefined){
data.controllerManager = {};
}
if(data.scheduler === undefined){
data.scheduler = {};
}
if(data.kubelet === undefined){
data.kubelet = {};
}
if(data.bootstrapTokens === undefined){
data.bootstrapTokens = [{"description":"default join token","ttl":"24h"}];
}
if(data.addons === undefined){
data.addons = {};
}
if(data.rollout === undefined){
data.rollout = {};
}
if(data.preflight === undefined){
data.preflight = {};
}
if(data.kubernetesVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kubernetesVersion"},message:"must have required property '"+"kubernetesVersion"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hosts === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hosts"},message:"must have required property '"+"hosts"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema12.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.kubernetesVersion !== undefined){
let data0 = data.kubernetesVersion;
if(typeof data0 === "string"){
if(!pattern1.test(data0)){
const err3 = {instancePath:instancePath+"/kubernetesVersion",schemaPath:"#/properties/kubernetesVersion/pattern",keyword:"pattern",params:{pattern: "^v[0-9]+\\.[0-9]+\\.[0-9]+$"},message:"must match pattern \""+"^v[0-9]+\\.[0-9]+\\.[0-9]+$"+"\"",schema:"^v[0-9]+\\.[0-9]+\\.[0-9]+$",parentSchema:schema12.properties.kubernetesVersion,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/kubernetesVersion",schemaPath:"#/properties/kubernetesVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.kubernetesVersion.type,parentSchema:schema12.properties.kubernetesVersion,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data1 = data.clusterName;
if(typeof data1 === "string"){
if(func2(data1) > 253){
const err5 = {instancePath:instancePath+"/clusterName",schemaPath:"#/properties/clusterName/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters",schema:253,parentSchema:schema12.properties.clusterName,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func2(data1) < 1){
const err6 = {instancePath:instancePath+"/clusterName",schemaPath:"#/properties/clusterName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.clusterName,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern2.test(data1)){
const err7 = {instancePath:instancePath+"/clusterName",schemaPath:"#/properties/clusterName/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f\\u007f-\\u009f]*$"},message:"must match pattern \""+"^[^\\u0000-\\u001f\\u007f-\\u009f]*$"+"\"",schema:"^[^\\u0000-\\u001f\\u007f-\\u009f]*$",parentSchema:schema12.properties.clusterName,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/clusterName",schemaPath:"#/properties/clusterName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.clusterName.type,parentSchema:schema12.properties.clusterName,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.controlPlaneEndpoint !== undefined){
let data2 = data.controlPlaneEndpoint;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/controlPlaneEndpoint",schemaPath:"#/properties/controlPlaneEndpoint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.controlPlaneEndpoint.type,parentSchema:schema12.properties.controlPlaneEndpoint,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
let data3 = data.imageRepository;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err10 = {instancePath:instancePath+"/imageRepository",schemaPath:"#/properties/imageRepository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.imageRepository,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern3.test(data3)){
const err11 = {instancePath:instancePath+"/imageRepository",schemaPath:"#/properties/imageRepository/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?(/[a-z0-9]+([._-]+[a-z0-9]+)*)*$"},message:"must match pattern \""+"^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?(/[a-z0-9]+([._-]+[a-z0-9]+)*)*$"+"\"",schema:"^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?(/[a-z0-9]+([._-]+[a-z0-9]+)*)*$",parentSchema:schema12.properties.imageRepository,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/imageRepository",schemaPath:"#/properties/imageRepository/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.imageRepository.type,parentSchema:schema12.properties.imageRepository,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
let data4 = data.networking;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.serviceSubnet === undefined){
data4.serviceSubnet = "10.96.0.0/12";
}
if(data4.dnsDomain === undefined){
data4.dnsDomain = "cluster.local";
}
for(const key1 in data4){
if(!(((key1 === "serviceSubnet") || (key1 === "podSubnet")) || (key1 === "dnsDomain"))){
const err13 = {instancePath:instancePath+"/networking",schemaPath:"#/properties/networking/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.networking,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
let data5 = data4.serviceSubnet;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/networking/serviceSubnet",schemaPath:"#/properties/networking/properties/serviceSubnet/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.networking.properties.serviceSubnet.type,parentSchema:schema12.properties.networking.properties.serviceSubnet,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.podSubnet !== undefined){
let data6 = data4.podSubnet;
if(typeof data6 !== "string"){
const err15 = {instancePath:instancePath+"/networking/podSubnet",schemaPath:"#/properties/networking/properties/podSubnet/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.networking.properties.podSubnet.type,parentSchema:schema12.properties.networking.properties.podSubnet,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
let data7 = data4.dnsDomain;
if(typeof data7 === "string"){
if(func2(data7) > 253){
const err16 = {instancePath:instancePath+"/networking/dnsDomain",schemaPath:"#/properties/networking/properties/dnsDomain/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters",schema:253,parentSchema:schema12.properties.networking.properties.dnsDomain,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern4.test(data7)){
const err17 = {instancePath:instancePath+"/networking/dnsDomain",schemaPath:"#/properties/networking/properties/dnsDomain/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?)*$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?)*$"+"\"",schema:"^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?)*$",parentSchema:schema12.properties.networking.properties.dnsDomain,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/networking/dnsDomain",schemaPath:"#/properties/networking/properties/dnsDomain/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.networking.properties.dnsDomain.type,parentSchema:schema12.properties.networking.properties.dnsDomain,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/networking",schemaPath:"#/properties/networking/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.networking.type,parentSchema:schema12.properties.networking,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
let data8 = data.certificates;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.keyAlgorithm === undefined){
data8.keyAlgorithm = "rsa-2048";
}
if(data8.caValidity === undefined){
data8.caValidity = "87600h";
}
if(data8.validity === undefined){
data8.validity = "8760h";
}
if(data8.renewBefore === undefined){
data8.renewBefore = "720h";
}
if(data8.certSANs === undefined){
data8.certSANs = [];
}
for(const key2 in data8){
if(!(func3.call(schema12.properties.certificates.properties, key2))){
const err20 = {instancePath:instancePath+"/certificates",schemaPath:"#/properties/certificates/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.certificates,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
let data9 = data8.keyAlgorithm;
if(typeof data9 !== "string"){
const err21 = {instancePath:instancePath+"/certificates/keyAlgorithm",schemaPath:"#/properties/certificates/properties/keyAlgorithm/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.certificates.properties.keyAlgorithm.type,parentSchema:schema12.properties.certificates.properties.keyAlgorithm,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((((data9 === "rsa-2048") || (data9 === "rsa-3072")) || (data9 === "rsa-4096")) || (data9 === "ecdsa-p256"))){
const err22 = {instancePath:instancePath+"/certificates/keyAlgorithm",schemaPath:"#/properties/certificates/properties/keyAlgorithm/enum",keyword:"enum",params:{allowedValues: schema12.properties.certificates.properties.keyAlgorithm.enum},message:"must be equal to one of the allowed values",schema:schema12.properties.certificates.properties.keyAlgorithm.enum,parentSchema:schema12.properties.certificates.properties.keyAlgorithm,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data10 = data8.caValidity;
if(typeof data10 === "string"){
if(!pattern5.test(data10)){
const err23 = {instancePath:instancePath+"/certificates/caValidity",schemaPath:"#/definitions/Duration/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$"+"\"",schema:"^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$",parentSchema:schema13,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/certificates/caValidity",schemaPath:"#/definitions/Duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.type,parentSchema:schema13,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
let data11 = data8.validity;
if(typeof data11 === "string"){
if(!pattern5.test(data11)){
const err25 = {instancePath:instancePath+"/certificates/validity",schemaPath:"#/definitions/Duration/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$"+"\"",schema:"^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$",parentSchema:schema13,data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/certificates/validity",schemaPath:"#/definitions/Duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.type,parentSchema:schema13,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
let data12 = data8.renewBefore;
if(typeof data12 === "string"){
if(!pattern5.test(data12)){
const err27 = {instancePath:instancePath+"/certificates/renewBefore",schemaPath:"#/definitions/Duration/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$"+"\"",schema:"^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$",parentSchema:schema13,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/certificates/renewBefore",schemaPath:"#/definitions/Duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.type,parentSchema:schema13,data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
let data13 = data8.certSANs;
if(Array.isArray(data13)){
if(data13.length > 1000){
const err29 = {instancePath:instancePath+"/certificates/certSANs",schemaPath:"#/properties/certificates/properties/certSANs/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema12.properties.certificates.properties.certSANs,data:data13};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(typeof data14 === "string"){
if(func2(data14) < 1){
const err30 = {instancePath:instancePath+"/certificates/certSANs/" + i0,schemaPath:"#/properties/certificates/properties/certSANs/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.certificates.properties.certSANs.items,data:data14};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/certificates/certSANs/" + i0,schemaPath:"#/properties/certificates/properties/certSANs/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.certificates.properties.certSANs.items.type,parentSchema:schema12.properties.certificates.properties.certSANs.items,data:data14};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/certificates/certSANs",schemaPath:"#/properties/certificates/properties/certSANs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.certificates.properties.certSANs.type,parentSchema:schema12.properties.certificates.properties.certSANs,data:data13};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data8.ca !== undefined){
let data15 = data8.ca;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.certFile === undefined){
const err33 = {instancePath:instancePath+"/certificates/ca",schemaPath:"#/definitions/CAFiles/required",keyword:"required",params:{missingProperty: "certFile"},message:"must have required property '"+"certFile"+"'",schema:schema16.required,parentSchema:schema16,data:data15};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data15.keyFile === undefined){
const err34 = {instancePath:instancePath+"/certificates/ca",schemaPath:"#/definitions/CAFiles/required",keyword:"required",params:{missingProperty: "keyFile"},message:"must have required property '"+"keyFile"+"'",schema:schema16.required,parentSchema:schema16,data:data15};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key3 in data15){
if(!((key3 === "certFile") || (key3 === "keyFile"))){
const err35 = {instancePath:instancePath+"/certificates/ca",schemaPath:"#/definitions/CAFiles/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema16,data:data15};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data15.certFile !== undefined){
let data16 = data15.certFile;
if(typeof data16 === "string"){
if(func2(data16) < 1){
const err36 = {instancePath:instancePath+"/certificates/ca/certFile",schemaPath:"#/definitions/CAFiles/properties/certFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.properties.certFile,data:data16};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/certificates/ca/certFile",schemaPath:"#/definitions/CAFiles/properties/certFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.certFile.type,parentSchema:schema16.properties.certFile,data:data16};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data15.keyFile !== undefined){
let data17 = data15.keyFile;
if(typeof data17 === "string"){
if(func2(data17) < 1){
const err38 = {instancePath:instancePath+"/certificates/ca/keyFile",schemaPath:"#/definitions/CAFiles/properties/keyFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.properties.keyFile,data:data17};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/certificates/ca/keyFile",schemaPath:"#/definitions/CAFiles/properties/keyFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.keyFile.type,parentSchema:schema16.properties.keyFile,data:data17};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/certificates/ca",schemaPath:"#/definitions/CAFiles/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data8.frontProxyCA !== undefined){
let data18 = data8.frontProxyCA;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.certFile === undefined){
const err41 = {instancePath:instancePath+"/certificates/frontProxyCA",schemaPath:"#/definitions/CAFiles/required",keyword:"required",params:{missingProperty: "certFile"},message:"must have required property '"+"certFile"+"'",schema:schema16.required,parentSchema:schema16,data:data18};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data18.keyFile === undefined){
const err42 = {instancePath:instancePath+"/certificates/frontProxyCA",schemaPath:"#/definitions/CAFiles/required",keyword:"required",params:{missingProperty: "keyFile"},message:"must have required property '"+"keyFile"+"'",schema:schema16.required,parentSchema:schema16,data:data18};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key4 in data18){
if(!((key4 === "certFile") || (key4 === "keyFile"))){
const err43 = {instancePath:instancePath+"/certificates/frontProxyCA",schemaPath:"#/definitions/CAFiles/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema16,data:data18};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data18.certFile !== undefined){
let data19 = data18.certFile;
if(typeof data19 === "string"){
if(func2(data19) < 1){
const err44 = {instancePath:instancePath+"/certificates/frontProxyCA/certFile",schemaPath:"#/definitions/CAFiles/properties/certFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.properties.certFile,data:data19};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/certificates/frontProxyCA/certFile",schemaPath:"#/definitions/CAFiles/properties/certFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.certFile.type,parentSchema:schema16.properties.certFile,data:data19};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data18.keyFile !== undefined){
let data20 = data18.keyFile;
if(typeof data20 === "string"){
if(func2(data20) < 1){
const err46 = {instancePath:instancePath+"/certificates/frontProxyCA/keyFile",schemaPath:"#/definitions/CAFiles/properties/keyFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.properties.keyFile,data:data20};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/certificates/frontProxyCA/keyFile",schemaPath:"#/definitions/CAFiles/properties/keyFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.keyFile.type,parentSchema:schema16.properties.keyFile,data:data20};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/certificates/frontProxyCA",schemaPath:"#/definitions/CAFiles/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data18};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data8.etcdCA !== undefined){
let data21 = data8.etcdCA;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.certFile === undefined){
const err49 = {instancePath:instancePath+"/certificates/etcdCA",schemaPath:"#/definitions/CAFiles/required",keyword:"required",params:{missingProperty: "certFile"},message:"must have required property '"+"certFile"+"'",schema:schema16.required,parentSchema:schema16,data:data21};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data21.keyFile === undefined){
const err50 = {instancePath:instancePath+"/certificates/etcdCA",schemaPath:"#/definitions/CAFiles/required",keyword:"required",params:{missingProperty: "keyFile"},message:"must have required property '"+"keyFile"+"'",schema:schema16.required,parentSchema:schema16,data:data21};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key5 in data21){
if(!((key5 === "certFile") || (key5 === "keyFile"))){
const err51 = {instancePath:instancePath+"/certificates/etcdCA",schemaPath:"#/definitions/CAFiles/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema16,data:data21};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data21.certFile !== undefined){
let data22 = data21.certFile;
if(typeof data22 === "string"){
if(func2(data22) < 1){
const err52 = {instancePath:instancePath+"/certificates/etcdCA/certFile",schemaPath:"#/definitions/CAFiles/properties/certFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.properties.certFile,data:data22};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/certificates/etcdCA/certFile",schemaPath:"#/definitions/CAFiles/properties/certFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.certFile.type,parentSchema:schema16.properties.certFile,data:data22};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data21.keyFile !== undefined){
let data23 = data21.keyFile;
if(typeof data23 === "string"){
if(func2(data23) < 1){
const err54 = {instancePath:instancePath+"/certificates/etcdCA/keyFile",schemaPath:"#/definitions/CAFiles/properties/keyFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.properties.keyFile,data:data23};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/certificates/etcdCA/keyFile",schemaPath:"#/definitions/CAFiles/properties/keyFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.keyFile.type,parentSchema:schema16.properties.keyFile,data:data23};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/certificates/etcdCA",schemaPath:"#/definitions/CAFiles/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data:data21};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data8.serviceAccountKey !== undefined){
let data24 = data8.serviceAccountKey;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.keyFile === undefined){
const err57 = {instancePath:instancePath+"/certificates/serviceAccountKey",schemaPath:"#/properties/certificates/properties/serviceAccountKey/required",keyword:"required",params:{missingProperty: "keyFile"},message:"must have required property '"+"keyFile"+"'",schema:schema12.properties.certificates.properties.serviceAccountKey.required,parentSchema:schema12.properties.certificates.properties.serviceAccountKey,data:data24};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key6 in data24){
if(!(key6 === "keyFile")){
const err58 = {instancePath:instancePath+"/certificates/serviceAccountKey",schemaPath:"#/properties/certificates/properties/serviceAccountKey/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.certificates.properties.serviceAccountKey,data:data24};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data24.keyFile !== undefined){
let data25 = data24.keyFile;
if(typeof data25 === "string"){
if(func2(data25) < 1){
const err59 = {instancePath:instancePath+"/certificates/serviceAccountKey/keyFile",schemaPath:"#/properties/certificates/properties/serviceAccountKey/properties/keyFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.certificates.properties.serviceAccountKey.properties.keyFile,data:data25};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/certificates/serviceAccountKey/keyFile",schemaPath:"#/properties/certificates/properties/serviceAccountKey/properties/keyFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.certificates.properties.serviceAccountKey.properties.keyFile.type,parentSchema:schema12.properties.certificates.properties.serviceAccountKey.properties.keyFile,data:data25};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/certificates/serviceAccountKey",schemaPath:"#/properties/certificates/properties/serviceAccountKey/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.certificates.properties.serviceAccountKey.type,parentSchema:schema12.properties.certificates.properties.serviceAccountKey,data:data24};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data8.rotateCA !== undefined){
let data26 = data8.rotateCA;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
for(const key7 in data26){
if(!(((key7 === "ca") || (key7 === "frontProxyCA")) || (key7 === "etcdCA"))){
const err62 = {instancePath:instancePath+"/certificates/rotateCA",schemaPath:"#/properties/certificates/properties/rotateCA/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.certificates.properties.rotateCA,data:data26};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data26.ca !== undefined){
let data27 = data26.ca;
if(typeof data27 !== "string"){
const err63 = {instancePath:instancePath+"/certificates/rotateCA/ca",schemaPath:"#/properties/certificates/properties/rotateCA/properties/ca/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.certificates.properties.rotateCA.properties.ca.type,parentSchema:schema12.properties.certificates.properties.rotateCA.properties.ca,data:data27};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(!(((data27 === "trust-both") || (data27 === "reissue")) || (data27 === "drop-old"))){
const err64 = {instancePath:instancePath+"/certificates/rotateCA/ca",schemaPath:"#/properties/certificates/properties/rotateCA/properties/ca/enum",keyword:"enum",params:{allowedValues: schema12.properties.certificates.properties.rotateCA.properties.ca.enum},message:"must be equal to one of the allowed values",schema:schema12.properties.certificates.properties.rotateCA.properties.ca.enum,parentSchema:schema12.properties.certificates.properties.rotateCA.properties.ca,data:data27};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data26.frontProxyCA !== undefined){
let data28 = data26.frontProxyCA;
if(typeof data28 !== "string"){
const err65 = {instancePath:instancePath+"/certificates/rotateCA/frontProxyCA",schemaPath:"#/properties/certificates/properties/rotateCA/properties/frontProxyCA/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.certificates.properties.rotateCA.properties.frontProxyCA.type,parentSchema:schema12.properties.certificates.properties.rotateCA.properties.frontProxyCA,data:data28};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(!(((data28 === "trust-both") || (data28 === "reissue")) || (data28 === "drop-old"))){
const err66 = {instancePath:instancePath+"/certificates/rotateCA/frontProxyCA",schemaPath:"#/properties/certificates/properties/rotateCA/properties/frontProxyCA/enum",keyword:"enum",params:{allowedValues: schema12.properties.certificates.properties.rotateCA.properties.frontProxyCA.enum},message:"must be equal to one of the allowed values",schema:schema12.properties.certificates.properties.rotateCA.properties.frontProxyCA.enum,parentSchema:schema12.properties.certificates.properties.rotateCA.properties.frontProxyCA,data:data28};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data26.etcdCA !== undefined){
let data29 = data26.etcdCA;
if(typeof data29 !== "string"){
const err67 = {instancePath:instancePath+"/certificates/rotateCA/etcdCA",schemaPath:"#/properties/certificates/properties/rotateCA/properties/etcdCA/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.certificates.properties.rotateCA.properties.etcdCA.type,parentSchema:schema12.properties.certificates.properties.rotateCA.properties.etcdCA,data:data29};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(!(((data29 === "trust-both") || (data29 === "reissue")) || (data29 === "drop-old"))){
const err68 = {instancePath:instancePath+"/certificates/rotateCA/etcdCA",schemaPath:"#/properties/certificates/properties/rotateCA/properties/etcdCA/enum",keyword:"enum",params:{allowedValues: schema12.properties.certificates.properties.rotateCA.properties.etcdCA.enum},message:"must be equal to one of the allowed values",schema:schema12.properties.certificates.properties.rotateCA.properties.etcdCA.enum,parentSchema:schema12.properties.certificates.properties.rotateCA.properties.etcdCA,data:data29};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/certificates/rotateCA",schemaPath:"#/properties/certificates/properties/rotateCA/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.certificates.properties.rotateCA.type,parentSchema:schema12.properties.certificates.properties.rotateCA,data:data26};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/certificates",schemaPath:"#/properties/certificates/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.certificates.type,parentSchema:schema12.properties.certificates,data:data8};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
let data30 = data.etcd;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key8 in data30){
if(!((key8 === "local") || (key8 === "external"))){
const err71 = {instancePath:instancePath+"/etcd",schemaPath:"#/properties/etcd/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.etcd,data:data30};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data30.local !== undefined){
let data31 = data30.local;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.dataDir === undefined){
data31.dataDir = "/var/lib/etcd";
}
if(data31.extraArgs === undefined){
data31.extraArgs = {};
}
if(data31.extraEnvs === undefined){
data31.extraEnvs = [];
}
if(data31.keepSnapshots === undefined){
data31.keepSnapshots = 3;
}
for(const key9 in data31){
if(!(((((key9 === "dataDir") || (key9 === "extraArgs")) || (key9 === "extraEnvs")) || (key9 === "imageTag")) || (key9 === "keepSnapshots"))){
const err72 = {instancePath:instancePath+"/etcd/local",schemaPath:"#/properties/etcd/properties/local/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.etcd.properties.local,data:data31};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
let data32 = data31.dataDir;
if(typeof data32 === "string"){
if(!pattern8.test(data32)){
const err73 = {instancePath:instancePath+"/etcd/local/dataDir",schemaPath:"#/properties/etcd/properties/local/properties/dataDir/pattern",keyword:"pattern",params:{pattern: "^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"},message:"must match pattern \""+"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"+"\"",schema:"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$",parentSchema:schema12.properties.etcd.properties.local.properties.dataDir,data:data32};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/etcd/local/dataDir",schemaPath:"#/properties/etcd/properties/local/properties/dataDir/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.etcd.properties.local.properties.dataDir.type,parentSchema:schema12.properties.etcd.properties.local.properties.dataDir,data:data32};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
let data33 = data31.extraArgs;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
for(const key10 in data33){
const _errs86 = errors;
if(typeof key10 === "string"){
if(!pattern9.test(key10)){
const err75 = {instancePath:instancePath+"/etcd/local/extraArgs",schemaPath:"#/definitions/ExtraArgs/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][-a-z0-9.]*$"},message:"must match pattern \""+"^[a-z0-9][-a-z0-9.]*$"+"\"",schema:"^[a-z0-9][-a-z0-9.]*$",parentSchema:schema19.propertyNames,data:key10,propertyName:key10};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
var valid19 = _errs86 === errors;
if(!valid19){
const err76 = {instancePath:instancePath+"/etcd/local/extraArgs",schemaPath:"#/definitions/ExtraArgs/propertyNames",keyword:"propertyNames",params:{propertyName: key10},message:"property name must be valid",schema:schema19.propertyNames,parentSchema:schema19,data:data33};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
for(const key11 in data33){
let data34 = data33[key11];
if(typeof data34 === "string"){
if(!pattern2.test(data34)){
const err77 = {instancePath:instancePath+"/etcd/local/extraArgs/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/ExtraArgs/additionalProperties/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f\\u007f-\\u009f]*$"},message:"must match pattern \""+"^[^\\u0000-\\u001f\\u007f-\\u009f]*$"+"\"",schema:"^[^\\u0000-\\u001f\\u007f-\\u009f]*$",parentSchema:schema19.additionalProperties,data:data34};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/etcd/local/extraArgs/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/ExtraArgs/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.additionalProperties.type,parentSchema:schema19.additionalProperties,data:data34};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/etcd/local/extraArgs",schemaPath:"#/definitions/ExtraArgs/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data:data33};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(!(validate12(data31.extraEnvs, {instancePath:instancePath+"/etcd/local/extraEnvs",parentData:data31,parentDataProperty:"extraEnvs",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
if(data31.imageTag !== undefined){
let data36 = data31.imageTag;
if(typeof data36 === "string"){
if(!pattern13.test(data36)){
const err80 = {instancePath:instancePath+"/etcd/local/imageTag",schemaPath:"#/properties/etcd/properties/local/properties/imageTag/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$"},message:"must match pattern \""+"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$"+"\"",schema:"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$",parentSchema:schema12.properties.etcd.properties.local.properties.imageTag,data:data36};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/etcd/local/imageTag",schemaPath:"#/properties/etcd/properties/local/properties/imageTag/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.etcd.properties.local.properties.imageTag.type,parentSchema:schema12.properties.etcd.properties.local.properties.imageTag,data:data36};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
let data37 = data31.keepSnapshots;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
const err82 = {instancePath:instancePath+"/etcd/local/keepSnapshots",schemaPath:"#/properties/etcd/properties/local/properties/keepSnapshots/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.etcd.properties.local.properties.keepSnapshots.type,parentSchema:schema12.properties.etcd.properties.local.properties.keepSnapshots,data:data37};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 > 100 || isNaN(data37)){
const err83 = {instancePath:instancePath+"/etcd/local/keepSnapshots",schemaPath:"#/properties/etcd/properties/local/properties/keepSnapshots/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema12.properties.etcd.properties.local.properties.keepSnapshots,data:data37};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data37 < 0 || isNaN(data37)){
const err84 = {instancePath:instancePath+"/etcd/local/keepSnapshots",schemaPath:"#/properties/etcd/properties/local/properties/keepSnapshots/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.etcd.properties.local.properties.keepSnapshots,data:data37};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
else {
const err85 = {instancePath:instancePath+"/etcd/local",schemaPath:"#/properties/etcd/properties/local/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.etcd.properties.local.type,parentSchema:schema12.properties.etcd.properties.local,data:data31};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data30.external !== undefined){
let data38 = data30.external;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.endpoints === undefined){
const err86 = {instancePath:instancePath+"/etcd/external",schemaPath:"#/properties/etcd/properties/external/required",keyword:"required",params:{missingProperty: "endpoints"},message:"must have required property '"+"endpoints"+"'",schema:schema12.properties.etcd.properties.external.required,parentSchema:schema12.properties.etcd.properties.external,data:data38};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
for(const key12 in data38){
if(!((((key12 === "endpoints") || (key12 === "caFile")) || (key12 === "certFile")) || (key12 === "keyFile"))){
const err87 = {instancePath:instancePath+"/etcd/external",schemaPath:"#/properties/etcd/properties/external/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.etcd.properties.external,data:data38};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data38.endpoints !== undefined){
let data39 = data38.endpoints;
if(Array.isArray(data39)){
if(data39.length < 1){
const err88 = {instancePath:instancePath+"/etcd/external/endpoints",schemaPath:"#/properties/etcd/properties/external/properties/endpoints/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema12.properties.etcd.properties.external.properties.endpoints,data:data39};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
const len1 = data39.length;
for(let i1=0; i1<len1; i1++){
let data40 = data39[i1];
if(typeof data40 === "string"){
if(!pattern14.test(data40)){
const err89 = {instancePath:instancePath+"/etcd/external/endpoints/" + i1,schemaPath:"#/properties/etcd/properties/external/properties/endpoints/items/pattern",keyword:"pattern",params:{pattern: "^https?://[^\\s\\u0000-\\u001f\\u007f]+$"},message:"must match pattern \""+"^https?://[^\\s\\u0000-\\u001f\\u007f]+$"+"\"",schema:"^https?://[^\\s\\u0000-\\u001f\\u007f]+$",parentSchema:schema12.properties.etcd.properties.external.properties.endpoints.items,data:data40};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/etcd/external/endpoints/" + i1,schemaPath:"#/properties/etcd/properties/external/properties/endpoints/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.etcd.properties.external.properties.endpoints.items.type,parentSchema:schema12.properties.etcd.properties.external.properties.endpoints.items,data:data40};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
else {
const err91 = {instancePath:instancePath+"/etcd/external/endpoints",schemaPath:"#/properties/etcd/properties/external/properties/endpoints/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.etcd.properties.external.properties.endpoints.type,parentSchema:schema12.properties.etcd.properties.external.properties.endpoints,data:data39};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data38.caFile !== undefined){
let data41 = data38.caFile;
if(typeof data41 === "string"){
if(!pattern8.test(data41)){
const err92 = {instancePath:instancePath+"/etcd/external/caFile",schemaPath:"#/properties/etcd/properties/external/properties/caFile/pattern",keyword:"pattern",params:{pattern: "^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"},message:"must match pattern \""+"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"+"\"",schema:"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$",parentSchema:schema12.properties.etcd.properties.external.properties.caFile,data:data41};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
else {
const err93 = {instancePath:instancePath+"/etcd/external/caFile",schemaPath:"#/properties/etcd/properties/external/properties/caFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.etcd.properties.external.properties.caFile.type,parentSchema:schema12.properties.etcd.properties.external.properties.caFile,data:data41};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data38.certFile !== undefined){
let data42 = data38.certFile;
if(typeof data42 === "string"){
if(!pattern8.test(data42)){
const err94 = {instancePath:instancePath+"/etcd/external/certFile",schemaPath:"#/properties/etcd/properties/external/properties/certFile/pattern",keyword:"pattern",params:{pattern: "^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"},message:"must match pattern \""+"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"+"\"",schema:"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$",parentSchema:schema12.properties.etcd.properties.external.properties.certFile,data:data42};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/etcd/external/certFile",schemaPath:"#/properties/etcd/properties/external/properties/certFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.etcd.properties.external.properties.certFile.type,parentSchema:schema12.properties.etcd.properties.external.properties.certFile,data:data42};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data38.keyFile !== undefined){
let data43 = data38.keyFile;
if(typeof data43 === "string"){
if(!pattern8.test(data43)){
const err96 = {instancePath:instancePath+"/etcd/external/keyFile",schemaPath:"#/properties/etcd/properties/external/properties/keyFile/pattern",keyword:"pattern",params:{pattern: "^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"},message:"must match pattern \""+"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"+"\"",schema:"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$",parentSchema:schema12.properties.etcd.properties.external.properties.keyFile,data:data43};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/etcd/external/keyFile",schemaPath:"#/properties/etcd/properties/external/properties/keyFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.etcd.properties.external.properties.keyFile.type,parentSchema:schema12.properties.etcd.properties.external.properties.keyFile,data:data43};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
else {
const err98 = {instancePath:instancePath+"/etcd/external",schemaPath:"#/properties/etcd/properties/external/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.etcd.properties.external.type,parentSchema:schema12.properties.etcd.properties.external,data:data38};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
else {
const err99 = {instancePath:instancePath+"/etcd",schemaPath:"#/properties/etcd/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.etcd.type,parentSchema:schema12.properties.etcd,data:data30};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
let data44 = data.apiServer;
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
if(data44.bindPort === undefined){
data44.bindPort = 6443;
}
if(data44.extraArgs === undefined){
data44.extraArgs = {};
}
if(data44.extraVolumes === undefined){
data44.extraVolumes = [];
}
if(data44.extraEnvs === undefined){
data44.extraEnvs = [];
}
if(data44.aggregatorRouting === undefined){
data44.aggregatorRouting = false;
}
if(data44.mixedVersionProxy === undefined){
data44.mixedVersionProxy = false;
}
if(data44.verifyKubeletServingCerts === undefined){
data44.verifyKubeletServingCerts = false;
}
for(const key13 in data44){
if(!(func3.call(schema12.properties.apiServer.properties, key13))){
const err100 = {instancePath:instancePath+"/apiServer",schemaPath:"#/properties/apiServer/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.apiServer,data:data44};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
let data45 = data44.bindPort;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err101 = {instancePath:instancePath+"/apiServer/bindPort",schemaPath:"#/properties/apiServer/properties/bindPort/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.apiServer.properties.bindPort.type,parentSchema:schema12.properties.apiServer.properties.bindPort,data:data45};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 > 65535 || isNaN(data45)){
const err102 = {instancePath:instancePath+"/apiServer/bindPort",schemaPath:"#/properties/apiServer/properties/bindPort/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535",schema:65535,parentSchema:schema12.properties.apiServer.properties.bindPort,data:data45};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data45 < 1 || isNaN(data45)){
const err103 = {instancePath:instancePath+"/apiServer/bindPort",schemaPath:"#/properties/apiServer/properties/bindPort/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.apiServer.properties.bindPort,data:data45};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
let data46 = data44.extraArgs;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
for(const key14 in data46){
const _errs116 = errors;
if(typeof key14 === "string"){
if(!pattern9.test(key14)){
const err104 = {instancePath:instancePath+"/apiServer/extraArgs",schemaPath:"#/definitions/ExtraArgs/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][-a-z0-9.]*$"},message:"must match pattern \""+"^[a-z0-9][-a-z0-9.]*$"+"\"",schema:"^[a-z0-9][-a-z0-9.]*$",parentSchema:schema19.propertyNames,data:key14,propertyName:key14};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
var valid26 = _errs116 === errors;
if(!valid26){
const err105 = {instancePath:instancePath+"/apiServer/extraArgs",schemaPath:"#/definitions/ExtraArgs/propertyNames",keyword:"propertyNames",params:{propertyName: key14},message:"property name must be valid",schema:schema19.propertyNames,parentSchema:schema19,data:data46};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
for(const key15 in data46){
let data47 = data46[key15];
if(typeof data47 === "string"){
if(!pattern2.test(data47)){
const err106 = {instancePath:instancePath+"/apiServer/extraArgs/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/ExtraArgs/additionalProperties/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f\\u007f-\\u009f]*$"},message:"must match pattern \""+"^[^\\u0000-\\u001f\\u007f-\\u009f]*$"+"\"",schema:"^[^\\u0000-\\u001f\\u007f-\\u009f]*$",parentSchema:schema19.additionalProperties,data:data47};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
else {
const err107 = {instancePath:instancePath+"/apiServer/extraArgs/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/ExtraArgs/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.additionalProperties.type,parentSchema:schema19.additionalProperties,data:data47};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
else {
const err108 = {instancePath:instancePath+"/apiServer/extraArgs",schemaPath:"#/definitions/ExtraArgs/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data:data46};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(!(validate14(data44.extraVolumes, {instancePath:instancePath+"/apiServer/extraVolumes",parentData:data44,parentDataProperty:"extraVolumes",rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
if(!(validate12(data44.extraEnvs, {instancePath:instancePath+"/apiServer/extraEnvs",parentData:data44,parentDataProperty:"extraEnvs",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
let data50 = data44.aggregatorRouting;
if(typeof data50 !== "boolean"){
const err109 = {instancePath:instancePath+"/apiServer/aggregatorRouting",schemaPath:"#/properties/apiServer/properties/aggregatorRouting/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema12.properties.apiServer.properties.aggregatorRouting.type,parentSchema:schema12.properties.apiServer.properties.aggregatorRouting,data:data50};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
let data51 = data44.mixedVersionProxy;
if(typeof data51 !== "boolean"){
const err110 = {instancePath:instancePath+"/apiServer/mixedVersionProxy",schemaPath:"#/properties/apiServer/properties/mixedVersionProxy/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema12.properties.apiServer.properties.mixedVersionProxy.type,parentSchema:schema12.properties.apiServer.properties.mixedVersionProxy,data:data51};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
let data52 = data44.verifyKubeletServingCerts;
if(typeof data52 !== "boolean"){
const err111 = {instancePath:instancePath+"/apiServer/verifyKubeletServingCerts",schemaPath:"#/properties/apiServer/properties/verifyKubeletServingCerts/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema12.properties.apiServer.properties.verifyKubeletServingCerts.type,parentSchema:schema12.properties.apiServer.properties.verifyKubeletServingCerts,data:data52};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(data44.encryptionAtRest !== undefined){
let data53 = data44.encryptionAtRest;
if(data53 && typeof data53 == "object" && !Array.isArray(data53)){
if(data53.provider === undefined){
const err112 = {instancePath:instancePath+"/apiServer/encryptionAtRest",schemaPath:"#/properties/apiServer/properties/encryptionAtRest/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'",schema:schema12.properties.apiServer.properties.encryptionAtRest.required,parentSchema:schema12.properties.apiServer.properties.encryptionAtRest,data:data53};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(data53.keys === undefined){
const err113 = {instancePath:instancePath+"/apiServer/encryptionAtRest",schemaPath:"#/properties/apiServer/properties/encryptionAtRest/required",keyword:"required",params:{missingProperty: "keys"},message:"must have required property '"+"keys"+"'",schema:schema12.properties.apiServer.properties.encryptionAtRest.required,parentSchema:schema12.properties.apiServer.properties.encryptionAtRest,data:data53};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
for(const key16 in data53){
if(!(((key16 === "provider") || (key16 === "keys")) || (key16 === "keysFile"))){
const err114 = {instancePath:instancePath+"/apiServer/encryptionAtRest",schemaPath:"#/properties/apiServer/properties/encryptionAtRest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.apiServer.properties.encryptionAtRest,data:data53};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data53.provider !== undefined){
let data54 = data53.provider;
if(typeof data54 !== "string"){
const err115 = {instancePath:instancePath+"/apiServer/encryptionAtRest/provider",schemaPath:"#/properties/apiServer/properties/encryptionAtRest/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.apiServer.properties.encryptionAtRest.properties.provider.type,parentSchema:schema12.properties.apiServer.properties.encryptionAtRest.properties.provider,data:data54};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(!((data54 === "secretbox") || (data54 === "aescbc"))){
const err116 = {instancePath:instancePath+"/apiServer/encryptionAtRest/provider",schemaPath:"#/properties/apiServer/properties/encryptionAtRest/properties/provider/enum",keyword:"enum",params:{allowedValues: schema12.properties.apiServer.properties.encryptionAtRest.properties.provider.enum},message:"must be equal to one of the allowed values",schema:schema12.properties.apiServer.properties.encryptionAtRest.properties.provider.enum,parentSchema:schema12.properties.apiServer.properties.encryptionAtRest.properties.provider,data:data54};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data53.keys !== undefined){
let data55 = data53.keys;
if(Array.isArray(data55)){
if(data55.length < 1){
const err117 = {instancePath:instancePath+"/apiServer/encryptionAtRest/keys",schemaPath:"#/properties/apiServer/properties/encryptionAtRest/properties/keys/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema12.properties.apiServer.properties.encryptionAtRest.properties.keys,data:data55};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
const len2 = data55.length;
for(let i2=0; i2<len2; i2++){
let data56 = data55[i2];
if(typeof data56 === "string"){
if(!pattern23.test(data56)){
const err118 = {instancePath:instancePath+"/apiServer/encryptionAtRest/keys/" + i2,schemaPath:"#/properties/apiServer/properties/encryptionAtRest/properties/keys/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]([A-Za-z0-9._-]{0,61}[A-Za-z0-9])?$"},message:"must match pattern \""+"^[A-Za-z0-9]([A-Za-z0-9._-]{0,61}[A-Za-z0-9])?$"+"\"",schema:"^[A-Za-z0-9]([A-Za-z0-9._-]{0,61}[A-Za-z0-9])?$",parentSchema:schema12.properties.apiServer.properties.encryptionAtRest.properties.keys.items,data:data56};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
else {
const err119 = {instancePath:instancePath+"/apiServer/encryptionAtRest/keys/" + i2,schemaPath:"#/properties/apiServer/properties/encryptionAtRest/properties/keys/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.apiServer.properties.encryptionAtRest.properties.keys.items.type,parentSchema:schema12.properties.apiServer.properties.encryptionAtRest.properties.keys.items,data:data56};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
else {
const err120 = {instancePath:instancePath+"/apiServer/encryptionAtRest/keys",schemaPath:"#/properties/apiServer/properties/encryptionAtRest/properties/keys/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.apiServer.properties.encryptionAtRest.properties.keys.type,parentSchema:schema12.properties.apiServer.properties.encryptionAtRest.properties.keys,data:data55};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data53.keysFile !== undefined){
let data57 = data53.keysFile;
if(typeof data57 === "string"){
if(func2(data57) < 1){
const err121 = {instancePath:instancePath+"/apiServer/encryptionAtRest/keysFile",schemaPath:"#/properties/apiServer/properties/encryptionAtRest/properties/keysFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.apiServer.properties.encryptionAtRest.properties.keysFile,data:data57};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
else {
const err122 = {instancePath:instancePath+"/apiServer/encryptionAtRest/keysFile",schemaPath:"#/properties/apiServer/properties/encryptionAtRest/properties/keysFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.apiServer.properties.encryptionAtRest.properties.keysFile.type,parentSchema:schema12.properties.apiServer.properties.encryptionAtRest.properties.keysFile,data:data57};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
else {
const err123 = {instancePath:instancePath+"/apiServer/encryptionAtRest",schemaPath:"#/properties/apiServer/properties/encryptionAtRest/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.apiServer.properties.encryptionAtRest.type,parentSchema:schema12.properties.apiServer.properties.encryptionAtRest,data:data53};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data44.auditPolicy !== undefined){
let data58 = data44.auditPolicy;
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
if(data58.logPath === undefined){
data58.logPath = "/var/log/kubernetes/audit/audit.log";
}
if(data58.maxAgeDays === undefined){
data58.maxAgeDays = 30;
}
if(data58.maxBackups === undefined){
data58.maxBackups = 10;
}
if(data58.maxSizeMB === undefined){
data58.maxSizeMB = 100;
}
if(data58.policyFile === undefined){
const err124 = {instancePath:instancePath+"/apiServer/auditPolicy",schemaPath:"#/definitions/AuditPolicy/required",keyword:"required",params:{missingProperty: "policyFile"},message:"must have required property '"+"policyFile"+"'",schema:schema25.required,parentSchema:schema25,data:data58};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
for(const key17 in data58){
if(!(((((key17 === "policyFile") || (key17 === "logPath")) || (key17 === "maxAgeDays")) || (key17 === "maxBackups")) || (key17 === "maxSizeMB"))){
const err125 = {instancePath:instancePath+"/apiServer/auditPolicy",schemaPath:"#/definitions/AuditPolicy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties",schema:false,parentSchema:schema25,data:data58};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data58.policyFile !== undefined){
let data59 = data58.policyFile;
if(typeof data59 === "string"){
if(func2(data59) < 1){
const err126 = {instancePath:instancePath+"/apiServer/auditPolicy/policyFile",schemaPath:"#/definitions/AuditPolicy/properties/policyFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema25.properties.policyFile,data:data59};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
else {
const err127 = {instancePath:instancePath+"/apiServer/auditPolicy/policyFile",schemaPath:"#/definitions/AuditPolicy/properties/policyFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.properties.policyFile.type,parentSchema:schema25.properties.policyFile,data:data59};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
let data60 = data58.logPath;
if(typeof data60 === "string"){
if(!pattern8.test(data60)){
const err128 = {instancePath:instancePath+"/apiServer/auditPolicy/logPath",schemaPath:"#/definitions/AuditPolicy/properties/logPath/pattern",keyword:"pattern",params:{pattern: "^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"},message:"must match pattern \""+"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$"+"\"",schema:"^(?!.*/\\.{1,2}(/|$))(/[^/\\u0000-\\u001f\\u007f]+)+$",parentSchema:schema25.properties.logPath,data:data60};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
else {
const err129 = {instancePath:instancePath+"/apiServer/auditPolicy/logPath",schemaPath:"#/definitions/AuditPolicy/properties/logPath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.properties.logPath.type,parentSchema:schema25.properties.logPath,data:data60};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
let data61 = data58.maxAgeDays;
if(!(((typeof data61 == "number") && (!(data61 % 1) && !isNaN(data61))) && (isFinite(data61)))){
const err130 = {instancePath:instancePath+"/apiServer/auditPolicy/maxAgeDays",schemaPath:"#/definitions/AuditPolicy/properties/maxAgeDays/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema25.properties.maxAgeDays.type,parentSchema:schema25.properties.maxAgeDays,data:data61};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if((typeof data61 == "number") && (isFinite(data61))){
if(data61 > 3650 || isNaN(data61)){
const err131 = {instancePath:instancePath+"/apiServer/auditPolicy/maxAgeDays",schemaPath:"#/definitions/AuditPolicy/properties/maxAgeDays/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3650},message:"must be <= 3650",schema:3650,parentSchema:schema25.properties.maxAgeDays,data:data61};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(data61 < 0 || isNaN(data61)){
const err132 = {instancePath:instancePath+"/apiServer/auditPolicy/maxAgeDays",schemaPath:"#/definitions/AuditPolicy/properties/maxAgeDays/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema25.properties.maxAgeDays,data:data61};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
let data62 = data58.maxBackups;
if(!(((typeof data62 == "number") && (!(data62 % 1) && !isNaN(data62))) && (isFinite(data62)))){
const err133 = {instancePath:instancePath+"/apiServer/auditPolicy/maxBackups",schemaPath:"#/definitions/AuditPolicy/properties/maxBackups/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema25.properties.maxBackups.type,parentSchema:schema25.properties.maxBackups,data:data62};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if((typeof data62 == "number") && (isFinite(data62))){
if(data62 > 1000 || isNaN(data62)){
const err134 = {instancePath:instancePath+"/apiServer/auditPolicy/maxBackups",schemaPath:"#/definitions/AuditPolicy/properties/maxBackups/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema25.properties.maxBackups,data:data62};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(data62 < 1 || isNaN(data62)){
const err135 = {instancePath:instancePath+"/apiServer/auditPolicy/maxBackups",schemaPath:"#/definitions/AuditPolicy/properties/maxBackups/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema25.properties.maxBackups,data:data62};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
let data63 = data58.maxSizeMB;
if(!(((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63))) && (isFinite(data63)))){
const err136 = {instancePath:instancePath+"/apiServer/auditPolicy/maxSizeMB",schemaPath:"#/definitions/AuditPolicy/properties/maxSizeMB/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema25.properties.maxSizeMB.type,parentSchema:schema25.properties.maxSizeMB,data:data63};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if((typeof data63 == "number") && (isFinite(data63))){
if(data63 > 102400 || isNaN(data63)){
const err137 = {instancePath:instancePath+"/apiServer/auditPolicy/maxSizeMB",schemaPath:"#/definitions/AuditPolicy/properties/maxSizeMB/maximum",keyword:"maximum",params:{comparison: "<=", limit: 102400},message:"must be <= 102400",schema:102400,parentSchema:schema25.properties.maxSizeMB,data:data63};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(data63 < 1 || isNaN(data63)){
const err138 = {instancePath:instancePath+"/apiServer/auditPolicy/maxSizeMB",schemaPath:"#/definitions/AuditPolicy/properties/maxSizeMB/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema25.properties.maxSizeMB,data:data63};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
else {
const err139 = {instancePath:instancePath+"/apiServer/auditPolicy",schemaPath:"#/definitions/AuditPolicy/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema25.type,parentSchema:schema25,data:data58};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data44.admission !== undefined){
let data64 = data44.admission;
if(data64 && typeof data64 == "object" && !Array.isArray(data64)){
if(data64.configFile === undefined){
const err140 = {instancePath:instancePath+"/apiServer/admission",schemaPath:"#/definitions/ApiServerConfigFile/required",keyword:"required",params:{missingProperty: "configFile"},message:"must have required property '"+"configFile"+"'",schema:schema26.required,parentSchema:schema26,data:data64};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
for(const key18 in data64){
if(!(key18 === "configFile")){
const err141 = {instancePath:instancePath+"/apiServer/admission",schemaPath:"#/definitions/ApiServerConfigFile/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties",schema:false,parentSchema:schema26,data:data64};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data64.configFile !== undefined){
let data65 = data64.configFile;
if(typeof data65 === "string"){
if(func2(data65) < 1){
const err142 = {instancePath:instancePath+"/apiServer/admission/configFile",schemaPath:"#/definitions/ApiServerConfigFile/properties/configFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema26.properties.configFile,data:data65};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
else {
const err143 = {instancePath:instancePath+"/apiServer/admission/configFile",schemaPath:"#/definitions/ApiServerConfigFile/properties/configFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties.configFile.type,parentSchema:schema26.properties.configFile,data:data65};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
}
else {
const err144 = {instancePath:instancePath+"/apiServer/admission",schemaPath:"#/definitions/ApiServerConfigFile/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema26.type,parentSchema:schema26,data:data64};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data44.authentication !== undefined){
let data66 = data44.authentication;
if(data66 && typeof data66 == "object" && !Array.isArray(data66)){
if(data66.configFile === undefined){
const err145 = {instancePath:instancePath+"/apiServer/authentication",schemaPath:"#/definitions/ApiServerConfigFile/required",keyword:"required",params:{missingProperty: "configFile"},message:"must have required property '"+"configFile"+"'",schema:schema26.required,parentSchema:schema26,data:data66};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
for(const key19 in data66){
if(!(key19 === "configFile")){
const err146 = {instancePath:instancePath+"/apiServer/authentication",schemaPath:"#/definitions/ApiServerConfigFile/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties",schema:false,parentSchema:schema26,data:data66};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data66.configFile !== undefined){
let data67 = data66.configFile;
if(typeof data67 === "string"){
if(func2(data67) < 1){
const err147 = {instancePath:instancePath+"/apiServer/authentication/configFile",schemaPath:"#/definitions/ApiServerConfigFile/properties/configFile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema26.properties.configFile,data:data67};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
else {
const err148 = {instancePath:instancePath+"/apiServer/authentication/configFile",schemaPath:"#/definitions/ApiServerConfigFile/properties/configFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties.configFile.type,parentSchema:schema26.properties.configFile,data:data67};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
}
else {
const err149 = {instancePath:instancePath+"/apiServer/authentication",schemaPath:"#/definitions/ApiServerConfigFile/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema26.type,parentSchema:schema26,data:data66};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
}
else {
const err150 = {instancePath:instancePath+"/apiServer",schemaPath:"#/properties/apiServer/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.apiServer.type,parentSchema:schema12.properties.apiServer,data:data44};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
if(!(validate17(data.controllerManager, {instancePath:instancePath+"/controllerManager",parentData:data,parentDataProperty:"controllerManager",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
if(!(validate17(data.scheduler, {instancePath:instancePath+"/scheduler",parentData:data,parentDataProperty:"scheduler",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
let data70 = data.kubelet;
if(data70 && typeof data70 == "object" && !Array.isArray(data70)){
if(data70.cgroupDriver === undefined){
data70.cgroupDriver = "systemd";
}
if(data70.criSocket === undefined){
data70.criSocket = "unix:///run/containerd/containerd.sock";
}
if(data70.rotateCertificates === undefined){
data70.rotateCertificates = true;
}
if(data70.serverTLSBootstrap === undefined){
data70.serverTLSBootstrap = false;
}
if(data70.config === undefined){
data70.config = {};
}
for(const key20 in data70){
if(!(((((key20 === "cgroupDriver") || (key20 === "criSocket")) || (key20 === "rotateCertificates")) || (key20 === "serverTLSBootstrap")) || (key20 === "config"))){
const err151 = {instancePath:instancePath+"/kubelet",schemaPath:"#/properties/kubelet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.kubelet,data:data70};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
let data71 = data70.cgroupDriver;
if(typeof data71 !== "string"){
const err152 = {instancePath:instancePath+"/kubelet/cgroupDriver",schemaPath:"#/properties/kubelet/properties/cgroupDriver/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.kubelet.properties.cgroupDriver.type,parentSchema:schema12.properties.kubelet.properties.cgroupDriver,data:data71};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(!((data71 === "systemd") || (data71 === "cgroupfs"))){
const err153 = {instancePath:instancePath+"/kubelet/cgroupDriver",schemaPath:"#/properties/kubelet/properties/cgroupDriver/enum",keyword:"enum",params:{allowedValues: schema12.properties.kubelet.properties.cgroupDriver.enum},message:"must be equal to one of the allowed values",schema:schema12.properties.kubelet.properties.cgroupDriver.enum,parentSchema:schema12.properties.kubelet.properties.cgroupDriver,data:data71};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
let data72 = data70.criSocket;
if(typeof data72 === "string"){
if(!pattern27.test(data72)){
const err154 = {instancePath:instancePath+"/kubelet/criSocket",schemaPath:"#/properties/kubelet/properties/criSocket/pattern",keyword:"pattern",params:{pattern: "^unix://(?!.*/\\.{1,2}(/|$))/[A-Za-z0-9._/-]+$"},message:"must match pattern \""+"^unix://(?!.*/\\.{1,2}(/|$))/[A-Za-z0-9._/-]+$"+"\"",schema:"^unix://(?!.*/\\.{1,2}(/|$))/[A-Za-z0-9._/-]+$",parentSchema:schema12.properties.kubelet.properties.criSocket,data:data72};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
else {
const err155 = {instancePath:instancePath+"/kubelet/criSocket",schemaPath:"#/properties/kubelet/properties/criSocket/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.kubelet.properties.criSocket.type,parentSchema:schema12.properties.kubelet.properties.criSocket,data:data72};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
let data73 = data70.rotateCertificates;
if(typeof data73 !== "boolean"){
const err156 = {instancePath:instancePath+"/kubelet/rotateCertificates",schemaPath:"#/properties/kubelet/properties/rotateCertificates/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema12.properties.kubelet.properties.rotateCertificates.type,parentSchema:schema12.properties.kubelet.properties.rotateCertificates,data:data73};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
let data74 = data70.serverTLSBootstrap;
if(typeof data74 !== "boolean"){
const err157 = {instancePath:instancePath+"/kubelet/serverTLSBootstrap",schemaPath:"#/properties/kubelet/properties/serverTLSBootstrap/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema12.properties.kubelet.properties.serverTLSBootstrap.type,parentSchema:schema12.properties.kubelet.properties.serverTLSBootstrap,data:data74};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
let data75 = data70.config;
if(!(data75 && typeof data75 == "object" && !Array.isArray(data75))){
const err158 = {instancePath:instancePath+"/kubelet/config",schemaPath:"#/properties/kubelet/properties/config/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.kubelet.properties.config.type,parentSchema:schema12.properties.kubelet.properties.config,data:data75};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
else {
const err159 = {instancePath:instancePath+"/kubelet",schemaPath:"#/properties/kubelet/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.kubelet.type,parentSchema:schema12.properties.kubelet,data:data70};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
if(data.nodeSoftware !== undefined){
let data76 = data.nodeSoftware;
if(data76 && typeof data76 == "object" && !Array.isArray(data76)){
if(data76.source === undefined){
data76.source = {"url":"https://dl.k8s.io/release/{version}/bin/linux/{arch}/{name}"};
}
if(data76.checksums === undefined){
data76.checksums = {};
}
if(data76.containerd === undefined){
data76.containerd = {};
}
for(const key21 in data76){
if(!(((((key21 === "source") || (key21 === "checksums")) || (key21 === "crictl")) || (key21 === "cniPlugins")) || (key21 === "containerd"))){
const err160 = {instancePath:instancePath+"/nodeSoftware",schemaPath:"#/properties/nodeSoftware/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.nodeSoftware,data:data76};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
let data77 = data76.source;
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
if(Object.keys(data77).length > 1){
const err161 = {instancePath:instancePath+"/nodeSoftware/source",schemaPath:"#/properties/nodeSoftware/properties/source/maxProperties",keyword:"maxProperties",params:{limit: 1},message:"must NOT have more than 1 properties",schema:1,parentSchema:schema12.properties.nodeSoftware.properties.source,data:data77};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
if(Object.keys(data77).length < 1){
const err162 = {instancePath:instancePath+"/nodeSoftware/source",schemaPath:"#/properties/nodeSoftware/properties/source/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema12.properties.nodeSoftware.properties.source,data:data77};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
for(const key22 in data77){
if(!((key22 === "url") || (key22 === "directory"))){
const err163 = {instancePath:instancePath+"/nodeSoftware/source",schemaPath:"#/properties/nodeSoftware/properties/source/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.nodeSoftware.properties.source,data:data77};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data77.url !== undefined){
let data78 = data77.url;
if(typeof data78 === "string"){
if(!pattern28.test(data78)){
const err164 = {instancePath:instancePath+"/nodeSoftware/source/url",schemaPath:"#/properties/nodeSoftware/properties/source/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://[^\\s]+$"},message:"must match pattern \""+"^https?://[^\\s]+$"+"\"",schema:"^https?://[^\\s]+$",parentSchema:schema12.properties.nodeSoftware.properties.source.properties.url,data:data78};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
else {
const err165 = {instancePath:instancePath+"/nodeSoftware/source/url",schemaPath:"#/properties/nodeSoftware/properties/source/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.nodeSoftware.properties.source.properties.url.type,parentSchema:schema12.properties.nodeSoftware.properties.source.properties.url,data:data78};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
if(data77.directory !== undefined){
let data79 = data77.directory;
if(typeof data79 === "string"){
if(func2(data79) < 1){
const err166 = {instancePath:instancePath+"/nodeSoftware/source/directory",schemaPath:"#/properties/nodeSoftware/properties/source/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.nodeSoftware.properties.source.properties.directory,data:data79};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
else {
const err167 = {instancePath:instancePath+"/nodeSoftware/source/directory",schemaPath:"#/properties/nodeSoftware/properties/source/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.nodeSoftware.properties.source.properties.directory.type,parentSchema:schema12.properties.nodeSoftware.properties.source.properties.directory,data:data79};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
else {
const err168 = {instancePath:instancePath+"/nodeSoftware/source",schemaPath:"#/properties/nodeSoftware/properties/source/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.nodeSoftware.properties.source.type,parentSchema:schema12.properties.nodeSoftware.properties.source,data:data77};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
let data80 = data76.checksums;
if(data80 && typeof data80 == "object" && !Array.isArray(data80)){
for(const key23 in data80){
if(!(pattern29.test(key23))){
const err169 = {instancePath:instancePath+"/nodeSoftware/checksums",schemaPath:"#/properties/nodeSoftware/properties/checksums/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.nodeSoftware.properties.checksums,data:data80};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
for(const key24 in data80){
if(pattern29.test(key24)){
let data81 = data80[key24];
if(data81 && typeof data81 == "object" && !Array.isArray(data81)){
for(const key25 in data81){
if(!(pattern31.test(key25))){
const err170 = {instancePath:instancePath+"/nodeSoftware/checksums/" + key24.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nodeSoftware/properties/checksums/patternProperties/%5Ev%5Cd%2B%5C.%5Cd%2B%5C.%5Cd%2B%24/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.nodeSoftware.properties.checksums.patternProperties["^v\\d+\\.\\d+\\.\\d+$"],data:data81};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
for(const key26 in data81){
if(pattern31.test(key26)){
let data82 = data81[key26];
if(typeof data82 === "string"){
if(!pattern33.test(data82)){
const err171 = {instancePath:instancePath+"/nodeSoftware/checksums/" + key24.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nodeSoftware/properties/checksums/patternProperties/%5Ev%5Cd%2B%5C.%5Cd%2B%5C.%5Cd%2B%24/patternProperties/%5E(kubelet%7Ckubectl%7Ccrictl%7Ccni-plugins)(~1(amd64%7Carm64))%3F%24/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\"",schema:"^[0-9a-f]{64}$",parentSchema:schema12.properties.nodeSoftware.properties.checksums.patternProperties["^v\\d+\\.\\d+\\.\\d+$"].patternProperties["^(kubelet|kubectl|crictl|cni-plugins)(/(amd64|arm64))?$"],data:data82};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
else {
const err172 = {instancePath:instancePath+"/nodeSoftware/checksums/" + key24.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nodeSoftware/properties/checksums/patternProperties/%5Ev%5Cd%2B%5C.%5Cd%2B%5C.%5Cd%2B%24/patternProperties/%5E(kubelet%7Ckubectl%7Ccrictl%7Ccni-plugins)(~1(amd64%7Carm64))%3F%24/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.nodeSoftware.properties.checksums.patternProperties["^v\\d+\\.\\d+\\.\\d+$"].patternProperties["^(kubelet|kubectl|crictl|cni-plugins)(/(amd64|arm64))?$"].type,parentSchema:schema12.properties.nodeSoftware.properties.checksums.patternProperties["^v\\d+\\.\\d+\\.\\d+$"].patternProperties["^(kubelet|kubectl|crictl|cni-plugins)(/(amd64|arm64))?$"],data:data82};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
}
}
else {
const err173 = {instancePath:instancePath+"/nodeSoftware/checksums/" + key24.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nodeSoftware/properties/checksums/patternProperties/%5Ev%5Cd%2B%5C.%5Cd%2B%5C.%5Cd%2B%24/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.nodeSoftware.properties.checksums.patternProperties["^v\\d+\\.\\d+\\.\\d+$"].type,parentSchema:schema12.properties.nodeSoftware.properties.checksums.patternProperties["^v\\d+\\.\\d+\\.\\d+$"],data:data81};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
}
}
else {
const err174 = {instancePath:instancePath+"/nodeSoftware/checksums",schemaPath:"#/properties/nodeSoftware/properties/checksums/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.nodeSoftware.properties.checksums.type,parentSchema:schema12.properties.nodeSoftware.properties.checksums,data:data80};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
if(data76.crictl !== undefined){
let data83 = data76.crictl;
if(data83 && typeof data83 == "object" && !Array.isArray(data83)){
if(data83.source === undefined){
data83.source = {"url":"https://github.com/kubernetes-sigs/cri-tools/releases/download/{version}/crictl-{version}-linux-{arch}.tar.gz"};
}
if(data83.version === undefined){
const err175 = {instancePath:instancePath+"/nodeSoftware/crictl",schemaPath:"#/properties/nodeSoftware/properties/crictl/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema12.properties.nodeSoftware.properties.crictl.required,parentSchema:schema12.properties.nodeSoftware.properties.crictl,data:data83};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
for(const key27 in data83){
if(!((key27 === "version") || (key27 === "source"))){
const err176 = {instancePath:instancePath+"/nodeSoftware/crictl",schemaPath:"#/properties/nodeSoftware/properties/crictl/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.nodeSoftware.properties.crictl,data:data83};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
if(data83.version !== undefined){
let data84 = data83.version;
if(typeof data84 === "string"){
if(!pattern29.test(data84)){
const err177 = {instancePath:instancePath+"/nodeSoftware/crictl/version",schemaPath:"#/properties/nodeSoftware/properties/crictl/properties/version/pattern",keyword:"pattern",params:{pattern: "^v\\d+\\.\\d+\\.\\d+$"},message:"must match pattern \""+"^v\\d+\\.\\d+\\.\\d+$"+"\"",schema:"^v\\d+\\.\\d+\\.\\d+$",parentSchema:schema12.properties.nodeSoftware.properties.crictl.properties.version,data:data84};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
else {
const err178 = {instancePath:instancePath+"/nodeSoftware/crictl/version",schemaPath:"#/properties/nodeSoftware/properties/crictl/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.nodeSoftware.properties.crictl.properties.version.type,parentSchema:schema12.properties.nodeSoftware.properties.crictl.properties.version,data:data84};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
let data85 = data83.source;
if(data85 && typeof data85 == "object" && !Array.isArray(data85)){
if(Object.keys(data85).length > 1){
const err179 = {instancePath:instancePath+"/nodeSoftware/crictl/source",schemaPath:"#/definitions/ArchiveSource/maxProperties",keyword:"maxProperties",params:{limit: 1},message:"must NOT have more than 1 properties",schema:1,parentSchema:schema30,data:data85};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if(Object.keys(data85).length < 1){
const err180 = {instancePath:instancePath+"/nodeSoftware/crictl/source",schemaPath:"#/definitions/ArchiveSource/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema30,data:data85};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
for(const key28 in data85){
if(!((key28 === "url") || (key28 === "directory"))){
const err181 = {instancePath:instancePath+"/nodeSoftware/crictl/source",schemaPath:"#/definitions/ArchiveSource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties",schema:false,parentSchema:schema30,data:data85};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
if(data85.url !== undefined){
let data86 = data85.url;
if(typeof data86 === "string"){
if(!pattern28.test(data86)){
const err182 = {instancePath:instancePath+"/nodeSoftware/crictl/source/url",schemaPath:"#/definitions/ArchiveSource/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://[^\\s]+$"},message:"must match pattern \""+"^https?://[^\\s]+$"+"\"",schema:"^https?://[^\\s]+$",parentSchema:schema30.properties.url,data:data86};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
else {
const err183 = {instancePath:instancePath+"/nodeSoftware/crictl/source/url",schemaPath:"#/definitions/ArchiveSource/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema30.properties.url.type,parentSchema:schema30.properties.url,data:data86};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data85.directory !== undefined){
let data87 = data85.directory;
if(typeof data87 === "string"){
if(func2(data87) < 1){
const err184 = {instancePath:instancePath+"/nodeSoftware/crictl/source/directory",schemaPath:"#/definitions/ArchiveSource/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema30.properties.directory,data:data87};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
else {
const err185 = {instancePath:instancePath+"/nodeSoftware/crictl/source/directory",schemaPath:"#/definitions/ArchiveSource/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema30.properties.directory.type,parentSchema:schema30.properties.directory,data:data87};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
}
else {
const err186 = {instancePath:instancePath+"/nodeSoftware/crictl/source",schemaPath:"#/definitions/ArchiveSource/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema30.type,parentSchema:schema30,data:data85};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
else {
const err187 = {instancePath:instancePath+"/nodeSoftware/crictl",schemaPath:"#/properties/nodeSoftware/properties/crictl/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.nodeSoftware.properties.crictl.type,parentSchema:schema12.properties.nodeSoftware.properties.crictl,data:data83};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
if(data76.cniPlugins !== undefined){
let data88 = data76.cniPlugins;
if(data88 && typeof data88 == "object" && !Array.isArray(data88)){
if(data88.source === undefined){
data88.source = {"url":"https://github.com/containernetworking/plugins/releases/download/{version}/cni-plugins-linux-{arch}-{version}.tgz"};
}
if(data88.plugins === undefined){
data88.plugins = ["bandwidth","bridge","dhcp","firewall","host-device","host-local","ipvlan","loopback","macvlan","portmap","ptp","sbr","static","tuning","vlan","vrf"];
}
if(data88.version === undefined){
const err188 = {instancePath:instancePath+"/nodeSoftware/cniPlugins",schemaPath:"#/properties/nodeSoftware/properties/cniPlugins/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema12.properties.nodeSoftware.properties.cniPlugins.required,parentSchema:schema12.properties.nodeSoftware.properties.cniPlugins,data:data88};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
for(const key29 in data88){
if(!(((key29 === "version") || (key29 === "source")) || (key29 === "plugins"))){
const err189 = {instancePath:instancePath+"/nodeSoftware/cniPlugins",schemaPath:"#/properties/nodeSoftware/properties/cniPlugins/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.nodeSoftware.properties.cniPlugins,data:data88};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data88.version !== undefined){
let data89 = data88.version;
if(typeof data89 === "string"){
if(!pattern29.test(data89)){
const err190 = {instancePath:instancePath+"/nodeSoftware/cniPlugins/version",schemaPath:"#/properties/nodeSoftware/properties/cniPlugins/properties/version/pattern",keyword:"pattern",params:{pattern: "^v\\d+\\.\\d+\\.\\d+$"},message:"must match pattern \""+"^v\\d+\\.\\d+\\.\\d+$"+"\"",schema:"^v\\d+\\.\\d+\\.\\d+$",parentSchema:schema12.properties.nodeSoftware.properties.cniPlugins.properties.version,data:data89};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
else {
const err191 = {instancePath:instancePath+"/nodeSoftware/cniPlugins/version",schemaPath:"#/properties/nodeSoftware/properties/cniPlugins/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.nodeSoftware.properties.cniPlugins.properties.version.type,parentSchema:schema12.properties.nodeSoftware.properties.cniPlugins.properties.version,data:data89};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
let data90 = data88.source;
if(data90 && typeof data90 == "object" && !Array.isArray(data90)){
if(Object.keys(data90).length > 1){
const err192 = {instancePath:instancePath+"/nodeSoftware/cniPlugins/source",schemaPath:"#/definitions/ArchiveSource/maxProperties",keyword:"maxProperties",params:{limit: 1},message:"must NOT have more than 1 properties",schema:1,parentSchema:schema30,data:data90};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
if(Object.keys(data90).length < 1){
const err193 = {instancePath:instancePath+"/nodeSoftware/cniPlugins/source",schemaPath:"#/definitions/ArchiveSource/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema30,data:data90};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
for(const key30 in data90){
if(!((key30 === "url") || (key30 === "directory"))){
const err194 = {instancePath:instancePath+"/nodeSoftware/cniPlugins/source",schemaPath:"#/definitions/ArchiveSource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties",schema:false,parentSchema:schema30,data:data90};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data90.url !== undefined){
let data91 = data90.url;
if(typeof data91 === "string"){
if(!pattern28.test(data91)){
const err195 = {instancePath:instancePath+"/nodeSoftware/cniPlugins/source/url",schemaPath:"#/definitions/ArchiveSource/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://[^\\s]+$"},message:"must match pattern \""+"^https?://[^\\s]+$"+"\"",schema:"^https?://[^\\s]+$",parentSchema:schema30.properties.url,data:data91};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
else {
const err196 = {instancePath:instancePath+"/nodeSoftware/cniPlugins/source/url",schemaPath:"#/definitions/ArchiveSource/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema30.properties.url.type,parentSchema:schema30.properties.url,data:data91};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
if(data90.directory !== undefined){
let data92 = data90.directory;
if(typeof data92 === "string"){
if(func2(data92) < 1){
const err197 = {instancePath:instancePath+"/nodeSoftware/cniPlugins/source/directory",schemaPath:"#/definitions/ArchiveSource/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema30.properties.directory,data:data92};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
else {
const err198 = {instancePath:instancePath+"/nodeSoftware/cniPlugins/source/directory",schemaPath:"#/definitions/ArchiveSource/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema30.properties.directory.type,parentSchema:schema30.properties.directory,data:data92};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
}
else {
const err199 = {instancePath:instancePath+"/nodeSoftware/cniPlugins/source",schemaPath:"#/definitions/ArchiveSource/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema30.type,parentSchema:schema30,data:data90};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
let data93 = data88.plugins;
if(Array.isArray(data93)){
if(data93.length < 1){
const err200 = {instancePath:instancePath+"/nodeSoftware/cniPlugins/plugins",schemaPath:"#/properties/nodeSoftware/properties/cniPlugins/properties/plugins/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema12.properties.nodeSoftware.properties.cniPlugins.properties.plugins,data:data93};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
const len3 = data93.length;
for(let i3=0; i3<len3; i3++){
let data94 = data93[i3];
if(typeof data94 === "string"){
if(!pattern38.test(data94)){
const err201 = {instancePath:instancePath+"/nodeSoftware/cniPlugins/plugins/" + i3,schemaPath:"#/properties/nodeSoftware/properties/cniPlugins/properties/plugins/items/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9_-]*$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9_-]*$"+"\"",schema:"^[a-z0-9][a-z0-9_-]*$",parentSchema:schema12.properties.nodeSoftware.properties.cniPlugins.properties.plugins.items,data:data94};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
else {
const err202 = {instancePath:instancePath+"/nodeSoftware/cniPlugins/plugins/" + i3,schemaPath:"#/properties/nodeSoftware/properties/cniPlugins/properties/plugins/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.nodeSoftware.properties.cniPlugins.properties.plugins.items.type,parentSchema:schema12.properties.nodeSoftware.properties.cniPlugins.properties.plugins.items,data:data94};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
}
else {
const err203 = {instancePath:instancePath+"/nodeSoftware/cniPlugins/plugins",schemaPath:"#/properties/nodeSoftware/properties/cniPlugins/properties/plugins/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.nodeSoftware.properties.cniPlugins.properties.plugins.type,parentSchema:schema12.properties.nodeSoftware.properties.cniPlugins.properties.plugins,data:data93};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
else {
const err204 = {instancePath:instancePath+"/nodeSoftware/cniPlugins",schemaPath:"#/properties/nodeSoftware/properties/cniPlugins/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.nodeSoftware.properties.cniPlugins.type,parentSchema:schema12.properties.nodeSoftware.properties.cniPlugins,data:data88};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
let data95 = data76.containerd;
if(data95 && typeof data95 == "object" && !Array.isArray(data95)){
if(data95.manageConfig === undefined){
data95.manageConfig = true;
}
if(data95.config === undefined){
data95.config = {};
}
if(data95.registryMirrors === undefined){
data95.registryMirrors = {};
}
for(const key31 in data95){
if(!(((key31 === "manageConfig") || (key31 === "config")) || (key31 === "registryMirrors"))){
const err205 = {instancePath:instancePath+"/nodeSoftware/containerd",schemaPath:"#/properties/nodeSoftware/properties/containerd/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.nodeSoftware.properties.containerd,data:data95};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
let data96 = data95.manageConfig;
if(typeof data96 !== "boolean"){
const err206 = {instancePath:instancePath+"/nodeSoftware/containerd/manageConfig",schemaPath:"#/properties/nodeSoftware/properties/containerd/properties/manageConfig/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema12.properties.nodeSoftware.properties.containerd.properties.manageConfig.type,parentSchema:schema12.properties.nodeSoftware.properties.containerd.properties.manageConfig,data:data96};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
let data97 = data95.config;
if(!(data97 && typeof data97 == "object" && !Array.isArray(data97))){
const err207 = {instancePath:instancePath+"/nodeSoftware/containerd/config",schemaPath:"#/properties/nodeSoftware/properties/containerd/properties/config/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.nodeSoftware.properties.containerd.properties.config.type,parentSchema:schema12.properties.nodeSoftware.properties.containerd.properties.config,data:data97};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
let data98 = data95.registryMirrors;
if(data98 && typeof data98 == "object" && !Array.isArray(data98)){
for(const key32 in data98){
const _errs237 = errors;
if(typeof key32 === "string"){
if(!pattern39.test(key32)){
const err208 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors",schemaPath:"#/properties/nodeSoftware/properties/containerd/properties/registryMirrors/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(_default|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?)$"},message:"must match pattern \""+"^(_default|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?)$"+"\"",schema:"^(_default|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?)$",parentSchema:schema12.properties.nodeSoftware.properties.containerd.properties.registryMirrors.propertyNames,data:key32,propertyName:key32};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
var valid51 = _errs237 === errors;
if(!valid51){
const err209 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors",schemaPath:"#/properties/nodeSoftware/properties/containerd/properties/registryMirrors/propertyNames",keyword:"propertyNames",params:{propertyName: key32},message:"property name must be valid",schema:schema12.properties.nodeSoftware.properties.containerd.properties.registryMirrors.propertyNames,parentSchema:schema12.properties.nodeSoftware.properties.containerd.properties.registryMirrors,data:data98};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
for(const key33 in data98){
let data99 = data98[key33];
if(Array.isArray(data99)){
if(data99.length < 1){
const err210 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors/" + key33.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nodeSoftware/properties/containerd/properties/registryMirrors/additionalProperties/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema12.properties.nodeSoftware.properties.containerd.properties.registryMirrors.additionalProperties,data:data99};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
const len4 = data99.length;
for(let i4=0; i4<len4; i4++){
let data100 = data99[i4];
if(data100 && typeof data100 == "object" && !Array.isArray(data100)){
if(data100.capabilities === undefined){
data100.capabilities = ["pull","resolve"];
}
if(data100.skipVerify === undefined){
data100.skipVerify = false;
}
if(data100.overridePath === undefined){
data100.overridePath = false;
}
if(data100.url === undefined){
const err211 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors/" + key33.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4,schemaPath:"#/definitions/RegistryMirror/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema32.required,parentSchema:schema32,data:data100};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
for(const key34 in data100){
if(!(((((key34 === "url") || (key34 === "capabilities")) || (key34 === "ca")) || (key34 === "skipVerify")) || (key34 === "overridePath"))){
const err212 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors/" + key33.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4,schemaPath:"#/definitions/RegistryMirror/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties",schema:false,parentSchema:schema32,data:data100};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
if(data100.url !== undefined){
let data101 = data100.url;
if(typeof data101 === "string"){
if(!pattern40.test(data101)){
const err213 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors/" + key33.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4+"/url",schemaPath:"#/definitions/RegistryMirror/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*)?$"},message:"must match pattern \""+"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*)?$"+"\"",schema:"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*)?$",parentSchema:schema32.properties.url,data:data101};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
}
else {
const err214 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors/" + key33.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4+"/url",schemaPath:"#/definitions/RegistryMirror/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.url.type,parentSchema:schema32.properties.url,data:data101};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
let data102 = data100.capabilities;
if(Array.isArray(data102)){
if(data102.length < 1){
const err215 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors/" + key33.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4+"/capabilities",schemaPath:"#/definitions/RegistryMirror/properties/capabilities/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema32.properties.capabilities,data:data102};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
const len5 = data102.length;
for(let i5=0; i5<len5; i5++){
let data103 = data102[i5];
if(!(((data103 === "pull") || (data103 === "resolve")) || (data103 === "push"))){
const err216 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors/" + key33.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4+"/capabilities/" + i5,schemaPath:"#/definitions/RegistryMirror/properties/capabilities/items/enum",keyword:"enum",params:{allowedValues: schema32.properties.capabilities.items.enum},message:"must be equal to one of the allowed values",schema:schema32.properties.capabilities.items.enum,parentSchema:schema32.properties.capabilities.items,data:data103};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
}
else {
const err217 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors/" + key33.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4+"/capabilities",schemaPath:"#/definitions/RegistryMirror/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema32.properties.capabilities.type,parentSchema:schema32.properties.capabilities,data:data102};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
if(data100.ca !== undefined){
let data104 = data100.ca;
if(typeof data104 === "string"){
if(!pattern41.test(data104)){
const err218 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors/" + key33.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4+"/ca",schemaPath:"#/definitions/RegistryMirror/properties/ca/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\"",schema:"^/",parentSchema:schema32.properties.ca,data:data104};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
else {
const err219 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors/" + key33.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4+"/ca",schemaPath:"#/definitions/RegistryMirror/properties/ca/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.ca.type,parentSchema:schema32.properties.ca,data:data104};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
let data105 = data100.skipVerify;
if(typeof data105 !== "boolean"){
const err220 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors/" + key33.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4+"/skipVerify",schemaPath:"#/definitions/RegistryMirror/properties/skipVerify/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.properties.skipVerify.type,parentSchema:schema32.properties.skipVerify,data:data105};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
let data106 = data100.overridePath;
if(typeof data106 !== "boolean"){
const err221 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors/" + key33.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4+"/overridePath",schemaPath:"#/definitions/RegistryMirror/properties/overridePath/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.properties.overridePath.type,parentSchema:schema32.properties.overridePath,data:data106};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
else {
const err222 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors/" + key33.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4,schemaPath:"#/definitions/RegistryMirror/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data:data100};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
}
else {
const err223 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors/" + key33.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nodeSoftware/properties/containerd/properties/registryMirrors/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.nodeSoftware.properties.containerd.properties.registryMirrors.additionalProperties.type,parentSchema:schema12.properties.nodeSoftware.properties.containerd.properties.registryMirrors.additionalProperties,data:data99};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
}
else {
const err224 = {instancePath:instancePath+"/nodeSoftware/containerd/registryMirrors",schemaPath:"#/properties/nodeSoftware/properties/containerd/properties/registryMirrors/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.nodeSoftware.properties.containerd.properties.registryMirrors.type,parentSchema:schema12.properties.nodeSoftware.properties.containerd.properties.registryMirrors,data:data98};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
else {
const err225 = {instancePath:instancePath+"/nodeSoftware/containerd",schemaPath:"#/properties/nodeSoftware/properties/containerd/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.nodeSoftware.properties.containerd.type,parentSchema:schema12.properties.nodeSoftware.properties.containerd,data:data95};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
else {
const err226 = {instancePath:instancePath+"/nodeSoftware",schemaPath:"#/properties/nodeSoftware/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.nodeSoftware.type,parentSchema:schema12.properties.nodeSoftware,data:data76};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
let data107 = data.bootstrapTokens;
if(Array.isArray(data107)){
const len6 = data107.length;
for(let i6=0; i6<len6; i6++){
if(!(validate22(data107[i6], {instancePath:instancePath+"/bootstrapTokens/" + i6,parentData:data107,parentDataProperty:i6,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err227 = {instancePath:instancePath+"/bootstrapTokens",schemaPath:"#/properties/bootstrapTokens/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.bootstrapTokens.type,parentSchema:schema12.properties.bootstrapTokens,data:data107};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
let data109 = data.addons;
if(data109 && typeof data109 == "object" && !Array.isArray(data109)){
if(data109.kubeProxy === undefined){
data109.kubeProxy = {};
}
if(data109.coreDNS === undefined){
data109.coreDNS = {};
}
if(data109.manifests === undefined){
data109.manifests = [];
}
if(data109.helm === undefined){
data109.helm = [];
}
for(const key35 in data109){
if(!((((key35 === "kubeProxy") || (key35 === "coreDNS")) || (key35 === "manifests")) || (key35 === "helm"))){
const err228 = {instancePath:instancePath+"/addons",schemaPath:"#/properties/addons/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.addons,data:data109};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
let data110 = data109.kubeProxy;
if(data110 && typeof data110 == "object" && !Array.isArray(data110)){
if(data110.enabled === undefined){
data110.enabled = true;
}
if(data110.mode === undefined){
data110.mode = "iptables";
}
for(const key36 in data110){
if(!((key36 === "enabled") || (key36 === "mode"))){
const err229 = {instancePath:instancePath+"/addons/kubeProxy",schemaPath:"#/properties/addons/properties/kubeProxy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.addons.properties.kubeProxy,data:data110};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
let data111 = data110.enabled;
if(typeof data111 !== "boolean"){
const err230 = {instancePath:instancePath+"/addons/kubeProxy/enabled",schemaPath:"#/properties/addons/properties/kubeProxy/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema12.properties.addons.properties.kubeProxy.properties.enabled.type,parentSchema:schema12.properties.addons.properties.kubeProxy.properties.enabled,data:data111};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
let data112 = data110.mode;
if(typeof data112 !== "string"){
const err231 = {instancePath:instancePath+"/addons/kubeProxy/mode",schemaPath:"#/properties/addons/properties/kubeProxy/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.addons.properties.kubeProxy.properties.mode.type,parentSchema:schema12.properties.addons.properties.kubeProxy.properties.mode,data:data112};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
if(!(((data112 === "iptables") || (data112 === "ipvs")) || (data112 === "nftables"))){
const err232 = {instancePath:instancePath+"/addons/kubeProxy/mode",schemaPath:"#/properties/addons/properties/kubeProxy/properties/mode/enum",keyword:"enum",params:{allowedValues: schema12.properties.addons.properties.kubeProxy.properties.mode.enum},message:"must be equal to one of the allowed values",schema:schema12.properties.addons.properties.kubeProxy.properties.mode.enum,parentSchema:schema12.properties.addons.properties.kubeProxy.properties.mode,data:data112};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
else {
const err233 = {instancePath:instancePath+"/addons/kubeProxy",schemaPath:"#/properties/addons/properties/kubeProxy/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.addons.properties.kubeProxy.type,parentSchema:schema12.properties.addons.properties.kubeProxy,data:data110};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
let data113 = data109.coreDNS;
if(data113 && typeof data113 == "object" && !Array.isArray(data113)){
if(data113.enabled === undefined){
data113.enabled = true;
}
if(data113.replicas === undefined){
data113.replicas = 2;
}
for(const key37 in data113){
if(!((key37 === "enabled") || (key37 === "replicas"))){
const err234 = {instancePath:instancePath+"/addons/coreDNS",schemaPath:"#/properties/addons/properties/coreDNS/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.addons.properties.coreDNS,data:data113};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
let data114 = data113.enabled;
if(typeof data114 !== "boolean"){
const err235 = {instancePath:instancePath+"/addons/coreDNS/enabled",schemaPath:"#/properties/addons/properties/coreDNS/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema12.properties.addons.properties.coreDNS.properties.enabled.type,parentSchema:schema12.properties.addons.properties.coreDNS.properties.enabled,data:data114};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
let data115 = data113.replicas;
if(!(((typeof data115 == "number") && (!(data115 % 1) && !isNaN(data115))) && (isFinite(data115)))){
const err236 = {instancePath:instancePath+"/addons/coreDNS/replicas",schemaPath:"#/properties/addons/properties/coreDNS/properties/replicas/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.addons.properties.coreDNS.properties.replicas.type,parentSchema:schema12.properties.addons.properties.coreDNS.properties.replicas,data:data115};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
if((typeof data115 == "number") && (isFinite(data115))){
if(data115 < 1 || isNaN(data115)){
const err237 = {instancePath:instancePath+"/addons/coreDNS/replicas",schemaPath:"#/properties/addons/properties/coreDNS/properties/replicas/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.addons.properties.coreDNS.properties.replicas,data:data115};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
}
else {
const err238 = {instancePath:instancePath+"/addons/coreDNS",schemaPath:"#/properties/addons/properties/coreDNS/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.addons.properties.coreDNS.type,parentSchema:schema12.properties.addons.properties.coreDNS,data:data113};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
let data116 = data109.manifests;
if(Array.isArray(data116)){
const len7 = data116.length;
for(let i7=0; i7<len7; i7++){
let data117 = data116[i7];
if(typeof data117 === "string"){
if(func2(data117) < 1){
const err239 = {instancePath:instancePath+"/addons/manifests/" + i7,schemaPath:"#/properties/addons/properties/manifests/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.addons.properties.manifests.items,data:data117};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
else {
const err240 = {instancePath:instancePath+"/addons/manifests/" + i7,schemaPath:"#/properties/addons/properties/manifests/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.addons.properties.manifests.items.type,parentSchema:schema12.properties.addons.properties.manifests.items,data:data117};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
}
else {
const err241 = {instancePath:instancePath+"/addons/manifests",schemaPath:"#/properties/addons/properties/manifests/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.addons.properties.manifests.type,parentSchema:schema12.properties.addons.properties.manifests,data:data116};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
let data118 = data109.helm;
if(Array.isArray(data118)){
const len8 = data118.length;
for(let i8=0; i8<len8; i8++){
let data119 = data118[i8];
if(data119 && typeof data119 == "object" && !Array.isArray(data119)){
if(data119.valuesFiles === undefined){
data119.valuesFiles = [];
}
if(data119.name === undefined){
const err242 = {instancePath:instancePath+"/addons/helm/" + i8,schemaPath:"#/properties/addons/properties/helm/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema12.properties.addons.properties.helm.items.required,parentSchema:schema12.properties.addons.properties.helm.items,data:data119};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
if(data119.chart === undefined){
const err243 = {instancePath:instancePath+"/addons/helm/" + i8,schemaPath:"#/properties/addons/properties/helm/items/required",keyword:"required",params:{missingProperty: "chart"},message:"must have required property '"+"chart"+"'",schema:schema12.properties.addons.properties.helm.items.required,parentSchema:schema12.properties.addons.properties.helm.items,data:data119};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
if(data119.namespace === undefined){
const err244 = {instancePath:instancePath+"/addons/helm/" + i8,schemaPath:"#/properties/addons/properties/helm/items/required",keyword:"required",params:{missingProperty: "namespace"},message:"must have required property '"+"namespace"+"'",schema:schema12.properties.addons.properties.helm.items.required,parentSchema:schema12.properties.addons.properties.helm.items,data:data119};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
for(const key38 in data119){
if(!((((((key38 === "name") || (key38 === "chart")) || (key38 === "namespace")) || (key38 === "version")) || (key38 === "values")) || (key38 === "valuesFiles"))){
const err245 = {instancePath:instancePath+"/addons/helm/" + i8,schemaPath:"#/properties/addons/properties/helm/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.addons.properties.helm.items,data:data119};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
if(data119.name !== undefined){
let data120 = data119.name;
if(typeof data120 === "string"){
if(func2(data120) > 53){
const err246 = {instancePath:instancePath+"/addons/helm/" + i8+"/name",schemaPath:"#/properties/addons/properties/helm/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 53},message:"must NOT have more than 53 characters",schema:53,parentSchema:schema12.properties.addons.properties.helm.items.properties.name,data:data120};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
if(!pattern0.test(data120)){
const err247 = {instancePath:instancePath+"/addons/helm/" + i8+"/name",schemaPath:"#/properties/addons/properties/helm/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\"",schema:"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",parentSchema:schema12.properties.addons.properties.helm.items.properties.name,data:data120};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
else {
const err248 = {instancePath:instancePath+"/addons/helm/" + i8+"/name",schemaPath:"#/properties/addons/properties/helm/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.addons.properties.helm.items.properties.name.type,parentSchema:schema12.properties.addons.properties.helm.items.properties.name,data:data120};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
if(data119.chart !== undefined){
let data121 = data119.chart;
if(typeof data121 === "string"){
if(func2(data121) < 1){
const err249 = {instancePath:instancePath+"/addons/helm/" + i8+"/chart",schemaPath:"#/properties/addons/properties/helm/items/properties/chart/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.addons.properties.helm.items.properties.chart,data:data121};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
else {
const err250 = {instancePath:instancePath+"/addons/helm/" + i8+"/chart",schemaPath:"#/properties/addons/properties/helm/items/properties/chart/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.addons.properties.helm.items.properties.chart.type,parentSchema:schema12.properties.addons.properties.helm.items.properties.chart,data:data121};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
if(data119.namespace !== undefined){
let data122 = data119.namespace;
if(typeof data122 === "string"){
if(func2(data122) > 63){
const err251 = {instancePath:instancePath+"/addons/helm/" + i8+"/namespace",schemaPath:"#/properties/addons/properties/helm/items/properties/namespace/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema12.properties.addons.properties.helm.items.properties.namespace,data:data122};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
if(!pattern0.test(data122)){
const err252 = {instancePath:instancePath+"/addons/helm/" + i8+"/namespace",schemaPath:"#/properties/addons/properties/helm/items/properties/namespace/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\"",schema:"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",parentSchema:schema12.properties.addons.properties.helm.items.properties.namespace,data:data122};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
else {
const err253 = {instancePath:instancePath+"/addons/helm/" + i8+"/namespace",schemaPath:"#/properties/addons/properties/helm/items/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.addons.properties.helm.items.properties.namespace.type,parentSchema:schema12.properties.addons.properties.helm.items.properties.namespace,data:data122};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
}
if(data119.version !== undefined){
let data123 = data119.version;
if(typeof data123 === "string"){
if(func2(data123) < 1){
const err254 = {instancePath:instancePath+"/addons/helm/" + i8+"/version",schemaPath:"#/properties/addons/properties/helm/items/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.addons.properties.helm.items.properties.version,data:data123};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
else {
const err255 = {instancePath:instancePath+"/addons/helm/" + i8+"/version",schemaPath:"#/properties/addons/properties/helm/items/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.addons.properties.helm.items.properties.version.type,parentSchema:schema12.properties.addons.properties.helm.items.properties.version,data:data123};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
if(data119.values !== undefined){
let data124 = data119.values;
if(data124 && typeof data124 == "object" && !Array.isArray(data124)){
}
else {
const err256 = {instancePath:instancePath+"/addons/helm/" + i8+"/values",schemaPath:"#/properties/addons/properties/helm/items/properties/values/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.addons.properties.helm.items.properties.values.type,parentSchema:schema12.properties.addons.properties.helm.items.properties.values,data:data124};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
let data125 = data119.valuesFiles;
if(Array.isArray(data125)){
const len9 = data125.length;
for(let i9=0; i9<len9; i9++){
let data126 = data125[i9];
if(typeof data126 === "string"){
if(func2(data126) < 1){
const err257 = {instancePath:instancePath+"/addons/helm/" + i8+"/valuesFiles/" + i9,schemaPath:"#/properties/addons/properties/helm/items/properties/valuesFiles/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.addons.properties.helm.items.properties.valuesFiles.items,data:data126};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
else {
const err258 = {instancePath:instancePath+"/addons/helm/" + i8+"/valuesFiles/" + i9,schemaPath:"#/properties/addons/properties/helm/items/properties/valuesFiles/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.addons.properties.helm.items.properties.valuesFiles.items.type,parentSchema:schema12.properties.addons.properties.helm.items.properties.valuesFiles.items,data:data126};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
}
else {
const err259 = {instancePath:instancePath+"/addons/helm/" + i8+"/valuesFiles",schemaPath:"#/properties/addons/properties/helm/items/properties/valuesFiles/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.addons.properties.helm.items.properties.valuesFiles.type,parentSchema:schema12.properties.addons.properties.helm.items.properties.valuesFiles,data:data125};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
else {
const err260 = {instancePath:instancePath+"/addons/helm/" + i8,schemaPath:"#/properties/addons/properties/helm/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.addons.properties.helm.items.type,parentSchema:schema12.properties.addons.properties.helm.items,data:data119};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
}
else {
const err261 = {instancePath:instancePath+"/addons/helm",schemaPath:"#/properties/addons/properties/helm/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.addons.properties.helm.type,parentSchema:schema12.properties.addons.properties.helm,data:data118};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
else {
const err262 = {instancePath:instancePath+"/addons",schemaPath:"#/properties/addons/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.addons.type,parentSchema:schema12.properties.addons,data:data109};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
let data127 = data.rollout;
if(data127 && typeof data127 == "object" && !Array.isArray(data127)){
if(data127.staticPodTimeout === undefined){
data127.staticPodTimeout = "5m";
}
if(data127.kubeletTimeout === undefined){
data127.kubeletTimeout = "4m";
}
if(data127.workloadTimeout === undefined){
data127.workloadTimeout = "5m";
}
if(data127.workerParallelism === undefined){
data127.workerParallelism = 1;
}
if(data127.kubeletRestartCommand === undefined){
data127.kubeletRestartCommand = "systemctl restart kubelet";
}
if(data127.kubeletStopCommand === undefined){
data127.kubeletStopCommand = "systemctl stop kubelet";
}
if(data127.kubeletStartCommand === undefined){
data127.kubeletStartCommand = "systemctl enable kubelet && systemctl restart kubelet";
}
if(data127.containerdRestartCommand === undefined){
data127.containerdRestartCommand = "systemctl restart containerd";
}
if(data127.keepBackups === undefined){
data127.keepBackups = 10;
}
for(const key39 in data127){
if(!(func3.call(schema12.properties.rollout.properties, key39))){
const err263 = {instancePath:instancePath+"/rollout",schemaPath:"#/properties/rollout/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key39},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.rollout,data:data127};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
let data128 = data127.staticPodTimeout;
if(typeof data128 === "string"){
if(!pattern5.test(data128)){
const err264 = {instancePath:instancePath+"/rollout/staticPodTimeout",schemaPath:"#/definitions/Duration/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$"+"\"",schema:"^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$",parentSchema:schema13,data:data128};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
}
else {
const err265 = {instancePath:instancePath+"/rollout/staticPodTimeout",schemaPath:"#/definitions/Duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.type,parentSchema:schema13,data:data128};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
let data129 = data127.kubeletTimeout;
if(typeof data129 === "string"){
if(!pattern5.test(data129)){
const err266 = {instancePath:instancePath+"/rollout/kubeletTimeout",schemaPath:"#/definitions/Duration/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$"+"\"",schema:"^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$",parentSchema:schema13,data:data129};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
else {
const err267 = {instancePath:instancePath+"/rollout/kubeletTimeout",schemaPath:"#/definitions/Duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.type,parentSchema:schema13,data:data129};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
let data130 = data127.workloadTimeout;
if(typeof data130 === "string"){
if(!pattern5.test(data130)){
const err268 = {instancePath:instancePath+"/rollout/workloadTimeout",schemaPath:"#/definitions/Duration/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$"+"\"",schema:"^([0-9]+(\\.[0-9]+)?(h|m|s|ms))+$",parentSchema:schema13,data:data130};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
else {
const err269 = {instancePath:instancePath+"/rollout/workloadTimeout",schemaPath:"#/definitions/Duration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.type,parentSchema:schema13,data:data130};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
let data131 = data127.workerParallelism;
if(!(((typeof data131 == "number") && (!(data131 % 1) && !isNaN(data131))) && (isFinite(data131)))){
const err270 = {instancePath:instancePath+"/rollout/workerParallelism",schemaPath:"#/properties/rollout/properties/workerParallelism/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.rollout.properties.workerParallelism.type,parentSchema:schema12.properties.rollout.properties.workerParallelism,data:data131};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
if((typeof data131 == "number") && (isFinite(data131))){
if(data131 < 1 || isNaN(data131)){
const err271 = {instancePath:instancePath+"/rollout/workerParallelism",schemaPath:"#/properties/rollout/properties/workerParallelism/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.rollout.properties.workerParallelism,data:data131};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
let data132 = data127.kubeletRestartCommand;
if(typeof data132 === "string"){
if(func2(data132) < 1){
const err272 = {instancePath:instancePath+"/rollout/kubeletRestartCommand",schemaPath:"#/properties/rollout/properties/kubeletRestartCommand/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.rollout.properties.kubeletRestartCommand,data:data132};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
if(!pattern49.test(data132)){
const err273 = {instancePath:instancePath+"/rollout/kubeletRestartCommand",schemaPath:"#/properties/rollout/properties/kubeletRestartCommand/pattern",keyword:"pattern",params:{pattern: "^[^\\n]+$"},message:"must match pattern \""+"^[^\\n]+$"+"\"",schema:"^[^\\n]+$",parentSchema:schema12.properties.rollout.properties.kubeletRestartCommand,data:data132};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
else {
const err274 = {instancePath:instancePath+"/rollout/kubeletRestartCommand",schemaPath:"#/properties/rollout/properties/kubeletRestartCommand/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.rollout.properties.kubeletRestartCommand.type,parentSchema:schema12.properties.rollout.properties.kubeletRestartCommand,data:data132};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
let data133 = data127.kubeletStopCommand;
if(typeof data133 === "string"){
if(func2(data133) < 1){
const err275 = {instancePath:instancePath+"/rollout/kubeletStopCommand",schemaPath:"#/properties/rollout/properties/kubeletStopCommand/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.rollout.properties.kubeletStopCommand,data:data133};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
if(!pattern49.test(data133)){
const err276 = {instancePath:instancePath+"/rollout/kubeletStopCommand",schemaPath:"#/properties/rollout/properties/kubeletStopCommand/pattern",keyword:"pattern",params:{pattern: "^[^\\n]+$"},message:"must match pattern \""+"^[^\\n]+$"+"\"",schema:"^[^\\n]+$",parentSchema:schema12.properties.rollout.properties.kubeletStopCommand,data:data133};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
else {
const err277 = {instancePath:instancePath+"/rollout/kubeletStopCommand",schemaPath:"#/properties/rollout/properties/kubeletStopCommand/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.rollout.properties.kubeletStopCommand.type,parentSchema:schema12.properties.rollout.properties.kubeletStopCommand,data:data133};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
let data134 = data127.kubeletStartCommand;
if(typeof data134 === "string"){
if(func2(data134) < 1){
const err278 = {instancePath:instancePath+"/rollout/kubeletStartCommand",schemaPath:"#/properties/rollout/properties/kubeletStartCommand/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.rollout.properties.kubeletStartCommand,data:data134};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
if(!pattern49.test(data134)){
const err279 = {instancePath:instancePath+"/rollout/kubeletStartCommand",schemaPath:"#/properties/rollout/properties/kubeletStartCommand/pattern",keyword:"pattern",params:{pattern: "^[^\\n]+$"},message:"must match pattern \""+"^[^\\n]+$"+"\"",schema:"^[^\\n]+$",parentSchema:schema12.properties.rollout.properties.kubeletStartCommand,data:data134};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
else {
const err280 = {instancePath:instancePath+"/rollout/kubeletStartCommand",schemaPath:"#/properties/rollout/properties/kubeletStartCommand/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.rollout.properties.kubeletStartCommand.type,parentSchema:schema12.properties.rollout.properties.kubeletStartCommand,data:data134};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
let data135 = data127.containerdRestartCommand;
if(typeof data135 === "string"){
if(func2(data135) < 1){
const err281 = {instancePath:instancePath+"/rollout/containerdRestartCommand",schemaPath:"#/properties/rollout/properties/containerdRestartCommand/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.rollout.properties.containerdRestartCommand,data:data135};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
if(!pattern49.test(data135)){
const err282 = {instancePath:instancePath+"/rollout/containerdRestartCommand",schemaPath:"#/properties/rollout/properties/containerdRestartCommand/pattern",keyword:"pattern",params:{pattern: "^[^\\n]+$"},message:"must match pattern \""+"^[^\\n]+$"+"\"",schema:"^[^\\n]+$",parentSchema:schema12.properties.rollout.properties.containerdRestartCommand,data:data135};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
}
else {
const err283 = {instancePath:instancePath+"/rollout/containerdRestartCommand",schemaPath:"#/properties/rollout/properties/containerdRestartCommand/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.rollout.properties.containerdRestartCommand.type,parentSchema:schema12.properties.rollout.properties.containerdRestartCommand,data:data135};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
let data136 = data127.keepBackups;
if(!(((typeof data136 == "number") && (!(data136 % 1) && !isNaN(data136))) && (isFinite(data136)))){
const err284 = {instancePath:instancePath+"/rollout/keepBackups",schemaPath:"#/properties/rollout/properties/keepBackups/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.rollout.properties.keepBackups.type,parentSchema:schema12.properties.rollout.properties.keepBackups,data:data136};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
if((typeof data136 == "number") && (isFinite(data136))){
if(data136 > 1000 || isNaN(data136)){
const err285 = {instancePath:instancePath+"/rollout/keepBackups",schemaPath:"#/properties/rollout/properties/keepBackups/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema12.properties.rollout.properties.keepBackups,data:data136};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
if(data136 < 1 || isNaN(data136)){
const err286 = {instancePath:instancePath+"/rollout/keepBackups",schemaPath:"#/properties/rollout/properties/keepBackups/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.rollout.properties.keepBackups,data:data136};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
}
else {
const err287 = {instancePath:instancePath+"/rollout",schemaPath:"#/properties/rollout/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.rollout.type,parentSchema:schema12.properties.rollout,data:data127};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
let data137 = data.preflight;
if(data137 && typeof data137 == "object" && !Array.isArray(data137)){
if(data137.ignore === undefined){
data137.ignore = [];
}
for(const key40 in data137){
if(!(key40 === "ignore")){
const err288 = {instancePath:instancePath+"/preflight",schemaPath:"#/properties/preflight/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key40},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.preflight,data:data137};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
let data138 = data137.ignore;
if(Array.isArray(data138)){
const len10 = data138.length;
for(let i10=0; i10<len10; i10++){
let data139 = data138[i10];
if(!(((((((((((((((data139 === "swap") || (data139 === "ip-forward")) || (data139 === "bridge-netfilter")) || (data139 === "overlay")) || (data139 === "cgroups")) || (data139 === "cgroup-driver")) || (data139 === "container-runtime")) || (data139 === "registry-ca")) || (data139 === "kubelet")) || (data139 === "ports")) || (data139 === "tools")) || (data139 === "clock")) || (data139 === "disk")) || (data139 === "resources")) || (data139 === "kernel"))){
const err289 = {instancePath:instancePath+"/preflight/ignore/" + i10,schemaPath:"#/properties/preflight/properties/ignore/items/enum",keyword:"enum",params:{allowedValues: schema12.properties.preflight.properties.ignore.items.enum},message:"must be equal to one of the allowed values",schema:schema12.properties.preflight.properties.ignore.items.enum,parentSchema:schema12.properties.preflight.properties.ignore.items,data:data139};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
}
else {
const err290 = {instancePath:instancePath+"/preflight/ignore",schemaPath:"#/properties/preflight/properties/ignore/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.preflight.properties.ignore.type,parentSchema:schema12.properties.preflight.properties.ignore,data:data138};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
else {
const err291 = {instancePath:instancePath+"/preflight",schemaPath:"#/properties/preflight/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.preflight.type,parentSchema:schema12.properties.preflight,data:data137};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
if(data.ssh !== undefined){
if(!(validate24(data.ssh, {instancePath:instancePath+"/ssh",parentData:data,parentDataProperty:"ssh",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
if(data.hosts !== undefined){
let data141 = data.hosts;
if(Array.isArray(data141)){
if(data141.length < 1){
const err292 = {instancePath:instancePath+"/hosts",schemaPath:"#/properties/hosts/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema12.properties.hosts,data:data141};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
const len11 = data141.length;
for(let i11=0; i11<len11; i11++){
if(!(validate26(data141[i11], {instancePath:instancePath+"/hosts/" + i11,parentData:data141,parentDataProperty:i11,rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
else {
const err293 = {instancePath:instancePath+"/hosts",schemaPath:"#/properties/hosts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.hosts.type,parentSchema:schema12.properties.hosts,data:data141};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
}
else {
const err294 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://k8sform.dev/schemas/cluster.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiVersion"},message:"must have required property '"+"apiVersion"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.metadata === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metadata"},message:"must have required property '"+"metadata"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.spec === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "apiVersion") || (key0 === "kind")) || (key0 === "metadata")) || (key0 === "spec"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.apiVersion !== undefined){
let data0 = data.apiVersion;
if("k8sform/v1alpha1" !== data0){
const err5 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/const",keyword:"const",params:{allowedValue: "k8sform/v1alpha1"},message:"must be equal to constant",schema:"k8sform/v1alpha1",parentSchema:schema11.properties.apiVersion,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if("Cluster" !== data1){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "Cluster"},message:"must be equal to constant",schema:"Cluster",parentSchema:schema11.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.metadata !== undefined){
let data2 = data.metadata;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.name === undefined){
const err7 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.properties.metadata.required,parentSchema:schema11.properties.metadata,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data2){
if(!(key1 === "name")){
const err8 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.metadata,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.name !== undefined){
let data3 = data2.name;
if(typeof data3 === "string"){
if(func2(data3) > 63){
const err9 = {instancePath:instancePath+"/metadata/name",schemaPath:"#/properties/metadata/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema11.properties.metadata.properties.name,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern0.test(data3)){
const err10 = {instancePath:instancePath+"/metadata/name",schemaPath:"#/properties/metadata/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"+"\"",schema:"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",parentSchema:schema11.properties.metadata.properties.name,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/metadata/name",schemaPath:"#/properties/metadata/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.metadata.properties.name.type,parentSchema:schema11.properties.metadata.properties.name,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.metadata.type,parentSchema:schema11.properties.metadata,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.spec !== undefined){
if(!(validate11(data.spec, {instancePath:instancePath+"/spec",parentData:data,parentDataProperty:"spec",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export { schema11 as schema };
