// For tests only: @peculiar/x509, a general ASN.1 and X.509 library, makes the unusual certificates
// tests need and is the reference k8sform's own DER encoding is checked against. It resolves its
// ASN.1 schemas through tsyringe, which needs the reflect polyfill loaded first, and needs Node's
// webcrypto as its provider. Import x509 only from here.
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

export { x509 };
