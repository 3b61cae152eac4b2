export { connectSsh, type SshConnectOptions, type SshHost } from './ssh-transport.js';
export {
  checkHostKey,
  keyTypeOfBlob,
  knownHostsLine,
  knownHostsName,
  knownKeysFor,
  sha256Fingerprint,
  type HostKeyStatus,
  type KnownHostKey,
} from './known-hosts.js';
export { rootShellCommand, shellQuote } from './remote-command.js';
