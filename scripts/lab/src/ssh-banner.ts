import { connect } from 'node:net';

/** Whether an SSH server answers at address:port with its banner (a listening socket alone is not enough). */
export function answersSsh(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port, timeout: 1_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('data', (data) => done(data.toString('latin1').startsWith('SSH-')));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
