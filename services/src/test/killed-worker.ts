import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Services } from '../app/services';
import type { QueueName } from '../queues/queue-names';
import { createTestServices } from './services';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

const WORKER_MAIN = path.resolve(__dirname, '../../dist/workers/main.js');
/** Messages the mail server accepts before the first worker dies holding the next one. */
export const ACCEPTED_BEFORE_KILL = 7;

export interface KilledWorkerRun {
  services: Services;
  sink: SmtpSink;
  /** Starts a worker, runs `enqueue`, and returns once the worker was killed mid-send (SIGKILL, no cleanup of its own). */
  firstWorkerKilledDuring(enqueue: () => Promise<unknown>): Promise<void>;
  /** Starts a second worker and stops it (SIGTERM, awaited) once `finished` resolves. */
  secondWorkerUntil(finished: () => Promise<void>): Promise<void>;
}

/**
 * The crash test of a batch that mails many people (digests, alerts): real worker processes
 * (`dist/workers/main.js`, built by `tsc -b services`, which npm test runs first) against a real
 * SMTP server that kills the first worker as it holds a message, before accepting it. The test
 * then restarts a worker and checks every recipient got exactly one mail. Queues are short-locked
 * so the second worker takes the dead one's jobs over in a second.
 */
export async function withKilledWorker(queues: QueueName[], test: (run: KilledWorkerRun) => Promise<void>): Promise<void> {
  if (!existsSync(WORKER_MAIN)) throw new Error(`${WORKER_MAIN} is missing: run tsc -b services first`);
  const children: ChildProcess[] = [];
  let kill: (() => void) | null = null;
  const sink = await startSmtpSink({
    beforeAccept: (index) => {
      if (index === ACCEPTED_BEFORE_KILL && kill) {
        kill();
        kill = null;
        throw new Error('421 connection lost');
      }
    },
  });
  const services = await createTestServices({ SMTP_URL: sink.url });
  const env = { ...process.env, SMTP_URL: sink.url, WORKER_QUEUES: queues.join(','), QUEUE_LOCK_MS: '1000', MAIL_CONCURRENCY: '1', MAIL_BACKOFF_MS: '100' };
  const startWorker = () => {
    const child = spawn(process.execPath, [WORKER_MAIN], { env, stdio: 'ignore' });
    children.push(child);
    return child;
  };
  const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(undefined) : child.once('exit', resolve)));
  try {
    await test({
      services,
      sink,
      async firstWorkerKilledDuring(enqueue) {
        const first = startWorker();
        const firstExited = exited(first);
        kill = () => first.kill('SIGKILL');
        await enqueue();
        await firstExited;
      },
      async secondWorkerUntil(finished) {
        const second = startWorker();
        await finished();
        second.kill('SIGTERM');
        await exited(second);
      },
    });
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const name of queues) await services.queues[name].obliterate({ force: true });
    await services.close();
    await sink.close();
  }
}
