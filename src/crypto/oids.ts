// The object identifiers of the X.509 extensions and extended key usages kubeadm's certificates use
// (RFC 5280 4.2.1), in one place for the code that writes certificates and the code that reads them.

export const EXTENSION_OID = {
  keyUsage: '2.5.29.15', extKeyUsage: '2.5.29.37', basicConstraints: '2.5.29.19',
  subjectKeyId: '2.5.29.14', authorityKeyId: '2.5.29.35', subjectAltName: '2.5.29.17',
} as const;

export const EXT_KEY_USAGE_OID = { serverAuth: '1.3.6.1.5.5.7.3.1', clientAuth: '1.3.6.1.5.5.7.3.2' } as const;

/** Public key algorithms and the one named curve kubeadm's keys use (RFC 3279, RFC 5480). */
export const KEY_OID = { rsaEncryption: '1.2.840.113549.1.1.1', ecPublicKey: '1.2.840.10045.2.1', prime256v1: '1.2.840.10045.3.1.7' } as const;
