import net from 'node:net';

/** Whether something accepts TCP connections at host:port (a closed port answers at once; a filtered one times out). */
export function isAnswering(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** `preferred` when nothing listens on it at 127.0.0.1, else a port the system picks. */
export async function freePort(preferred: number): Promise<number> {
  return (await tryListen(preferred)) ?? (await tryListen(0))!;
}

function tryListen(port: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (err: NodeJS.ErrnoException) => (err.code === 'EADDRINUSE' || err.code === 'EACCES' ? resolve(null) : reject(err)));
    server.listen({ host: '127.0.0.1', port, exclusive: true }, () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}
