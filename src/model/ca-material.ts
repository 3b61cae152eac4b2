/** A CA certificate and its private key, PEM. */
export interface CAMaterial {
  readonly certPem: string;
  readonly keyPem: string;
}
