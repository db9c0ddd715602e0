import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server that accepts every message and only counts them: the send benchmark's sink. */
export async function startSmtpCounter() {
  const events = new EventEmitter();
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.once('end', () => {
        accepted++;
        events.emit('count', accepted);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Resolves once `count` messages in all have been accepted. */
    waitForCount(count: number): Promise<void> {
      if (accepted >= count) return Promise.resolve();
      return new Promise((resolve) => {
        const onCount = (n: number) => {
          if (n < count) return;
          events.off('count', onCount);
          resolve();
        };
        events.on('count', onCount);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
