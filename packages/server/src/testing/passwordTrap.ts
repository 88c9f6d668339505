import { createServer, type Server, type Socket } from 'node:net';

/**
 * A server that answers as PostgreSQL does up to authentication, asks for the password in clear text
 * (AuthenticationCleartextPassword, as a hostile or misconfigured server may), records what it is sent,
 * then refuses the login. It stands for "the caller's own server" in tests that a stored secret never
 * reaches a host it was not saved for.
 */
export interface PasswordTrap {
  port: number;
  /** Passwords received, in order. */
  passwords: string[];
  /** Connections accepted. */
  connections: number;
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;

function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

const authCleartext = () => message('R', Buffer.from([0, 0, 0, 3]));
const authFailed = () =>
  message('E', Buffer.concat([Buffer.from('SFATAL\0', 'latin1'), Buffer.from('C28P01\0', 'latin1'), Buffer.from('Mpassword authentication failed\0\0', 'latin1')]));

function serve(socket: Socket, trap: PasswordTrap): void {
  let buffered = Buffer.alloc(0);
  let started = false;
  socket.on('error', () => undefined);
  socket.on('data', (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      if (!started) {
        if (buffered.length < 8) return;
        const length = buffered.readInt32BE(0);
        if (buffered.length < length) return;
        const code = buffered.readInt32BE(4);
        buffered = buffered.subarray(length);
        if (code === SSL_REQUEST) {
          socket.write('N');
          continue;
        }
        started = true;
        socket.write(authCleartext());
        continue;
      }
      if (buffered.length < 5) return;
      const length = buffered.readInt32BE(1);
      if (buffered.length < length + 1) return;
      const type = String.fromCharCode(buffered[0] as number);
      const body = buffered.subarray(5, length + 1);
      buffered = buffered.subarray(length + 1);
      if (type === 'p') {
        trap.passwords.push(body.toString('utf8').replace(/\0$/, ''));
        socket.end(authFailed());
        return;
      }
    }
  });
}

export async function startPasswordTrap(): Promise<PasswordTrap> {
  const trap: PasswordTrap = { port: 0, passwords: [], connections: 0, close: () => Promise.resolve() };
  const server: Server = createServer((socket) => {
    trap.connections += 1;
    serve(socket, trap);
  });
  trap.close = () => new Promise((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  trap.port = typeof address === 'object' && address ? address.port : 0;
  return trap;
}
