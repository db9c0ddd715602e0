import { startWorkers } from '@remotehunt/services/workers/start-workers';
import { startSmtpSink } from '@remotehunt/services/test/smtp-sink';
import { createTestGateway } from './test-gateway';

/** The test gateway whose mail worker sends to a local SMTP server, for tests that read the mail. */
export async function createMailTestGateway(env: NodeJS.ProcessEnv = {}) {
  const sink = await startSmtpSink();
  const gw = await createTestGateway({ SMTP_URL: sink.url, WORKER_QUEUES: 'mail', MAIL_BACKOFF_MS: '50', ...env });
  const workers = await startWorkers(gw.services);
  return {
    ...gw,
    sink,
    async close() {
      await workers.close();
      await gw.services.queues.mail.obliterate({ force: true });
      await gw.close();
      await sink.close();
    },
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = text.match(new RegExp(`${escaped}[^\\s)>\\]]+`));
  if (!match) throw new Error(`no link starting ${prefix} in:\n${text}`);
  return match[0];
}
