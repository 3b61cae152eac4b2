/**
 * sha256 of the crictl and CNI plugin release archives, as their releases publish them
 * (https://github.com/kubernetes-sigs/cri-tools/releases/download/{version}/crictl-{version}-linux-{arch}.tar.gz and
 * https://github.com/containernetworking/plugins/releases/download/{version}/cni-plugins-linux-{arch}-{version}.tgz),
 * copied from kubernetes-sigs/kubespray,
 * roles/kubespray_defaults/vars/main/checksums.yml (crictl_checksums, cni_binary_checksums)
 * at commit 46dbdd3994b32640bcd806b0097f50e8fdf1d514 (branch master). An archive not here needs
 * spec.nodeSoftware.checksums.
 */
export const OFFICIAL_ARCHIVE_CHECKSUMS: Readonly<Record<'crictl' | 'cni-plugins', Readonly<Record<string, Readonly<Record<'amd64' | 'arm64', string>>>>>> = {
  crictl: {
    'v1.33.0': { amd64: '8307399e714626e69d1213a4cd18c8dec3d0201ecdac009b1802115df8973f0f', arm64: 'e1f34918d77d5b4be85d48f5d713ca617698a371b049ea1486000a5e86ab1ff3' },
    'v1.34.0': { amd64: 'a8ff2a3edb37a98daf3aba7c3b284fe0aa5bff24166d896ab9ef64c8913c9f51', arm64: 'c31d252e203df5f4cf37f314bd3092eb79087e791631c1e607087c74b6d0423f' },
    'v1.35.0': { amd64: '2e141e5b22cb189c40365a11807d69b76b9b3caced89fac2f4ec879408ce2177', arm64: '519071de89b64c43e2a1661bb5489c6c3fd5e9e5fcef75e50e542b0c891f1118' },
    'v1.36.0': { amd64: '83855e114566a8a8c44c548d515670f51de3a5e1da8b2effb59870e2f10c25a3', arm64: '68328594ccf780a80ae2b092d9f6ce484eec7cf540c275242e8fd954bfd95332' },
  },
  'cni-plugins': {
    'v1.6.0': { amd64: '682b49ff8933a997a52107161f1745f8312364b4c7f605ccdf7a77499130d89d', arm64: 'db09ab057ecf60b05ba05cbec38d55b95cc139c7f1078e2e4857cc13af158cee' },
    'v1.6.2': { amd64: 'b8e811578fb66023f90d2e238d80cec3bdfca4b44049af74c374d4fae0f9c090', arm64: '01e0e22acc7f7004e4588c1fe1871cc86d7ab562cd858e1761c4641d89ebfaa4' },
    'v1.7.1': { amd64: '1a28a0506bfe5bcdc981caf1a49eeab7e72da8321f1119b7be85f22621013098', arm64: '119fcb508d1ac2149e49a550752f9cd64d023a1d70e189b59c476e4d2bf7c497' },
    'v1.8.0': { amd64: 'ab3bda535f9d90766cccc90d3dddb5482003dd744d7f22bcf98186bf8eea8be6', arm64: '57ce466fc3b79db1f19b8f4c63e07a1112306efa53c94fe810a2150dd9e07ddb' },
    'v1.9.1': { amd64: 'b98f74a0f8522f0a83867178729c1aa70f2158f90c45a2ca8fa791db1c76b303', arm64: '56171987d3947707c3563db2f4001bccaf50fd63468611b9f3cbecb1375ee7ec' },
  },
};
