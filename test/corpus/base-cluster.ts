/**
 * A valid cluster.yaml that the corpus breaks one field at a time. Block style throughout, so each
 * field sits on its own line and an error's line can be checked against where the field is.
 */
export const BASE_CLUSTER = `apiVersion: k8sform/v1alpha1
kind: Cluster
metadata:
  name: corpus
spec:
  kubernetesVersion: v1.34.2
  clusterName: kubernetes
  controlPlaneEndpoint: api.corpus.example:6443
  imageRepository: registry.k8s.io
  networking:
    serviceSubnet: 10.96.0.0/12
    podSubnet: 10.244.0.0/16
    dnsDomain: cluster.local
  certificates:
    keyAlgorithm: ecdsa-p256
    caValidity: 87600h
    validity: 8760h
    renewBefore: 720h
    certSANs:
      - k8s.corpus.example
      - 192.0.2.100
  etcd:
    local:
      dataDir: /var/lib/etcd
      extraArgs:
        quota-backend-bytes: "8589934592"
  apiServer:
    bindPort: 6443
    extraArgs:
      audit-log-maxage: "30"
    extraVolumes:
      - name: audit
        hostPath: /var/log/kubernetes
        mountPath: /var/log/kubernetes
        readOnly: false
        pathType: DirectoryOrCreate
    extraEnvs:
      - name: GOMAXPROCS
        value: "2"
  controllerManager:
    extraArgs:
      node-monitor-grace-period: 40s
  scheduler:
    extraArgs:
      v: "2"
  kubelet:
    cgroupDriver: systemd
    criSocket: unix:///run/containerd/containerd.sock
    rotateCertificates: true
    serverTLSBootstrap: false
    config:
      maxPods: 110
  bootstrapTokens:
    - description: corpus token
      ttl: 24h
  addons:
    kubeProxy:
      enabled: true
      mode: iptables
    coreDNS:
      enabled: true
      replicas: 2
  rollout:
    staticPodTimeout: 5m
    kubeletTimeout: 4m
    workloadTimeout: 5m
    workerParallelism: 1
    kubeletRestartCommand: systemctl restart kubelet
  ssh:
    user: root
    port: 22
    knownHostsFile: ./known_hosts
    identityFile: ./id_ed25519
  hosts:
    - name: cp-1
      role: control-plane
      address: 192.0.2.11
    - name: cp-2
      role: control-plane
      address: 192.0.2.12
    - name: cp-3
      role: control-plane
      address: 192.0.2.13
      internalAddress: 10.0.0.13
    - name: worker-1
      role: worker
      address: 192.0.2.21
      labels:
        node.example.com/pool: general
      taints:
        - key: dedicated
          value: batch
          effect: NoSchedule
`;
