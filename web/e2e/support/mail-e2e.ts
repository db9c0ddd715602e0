import type { Browser, Page } from 'playwright-core';
import type { Services } from '@remotehunt/services/app/services';
import { createUser } from '@remotehunt/services/test/factories';
import { startSmtpSink, type SmtpSink } from '@remotehunt/services/test/smtp-sink';
import { startWorkers, type RunningWorkers } from '@remotehunt/services/workers/start-workers';
import { launchBrowser } from './browser';
import { startE2EServer } from './server';

export interface MailE2E {
  sink: SmtpSink;
  server: Awaited<ReturnType<typeof startE2EServer>>;
  browser: Browser;
  close(): Promise<void>;
}

/** A gateway whose mail worker sends to a real SMTP server on localhost, and Chromium to drive it. */
export async function startMailE2E(): Promise<MailE2E> {
  const sink = await startSmtpSink();
  const server = await startE2EServer({ env: { SMTP_URL: sink.url, WORKER_QUEUES: 'mail' } });
  const workers: RunningWorkers = await startWorkers(server.services);
  const browser = await launchBrowser();
  return {
    sink,
    server,
    browser,
    async close() {
      await browser.close();
      await workers.close();
      await server.services.queues.mail.obliterate({ force: true });
      await server.close();
      await sink.close();
    },
  };
}

/** A page signed in as a fresh user (an admin if asked), as the app keeps a session (localStorage). */
export async function signedInPage(
  browser: Browser,
  services: Services,
  name: string,
  opts: { admin?: boolean } = {},
): Promise<{ page: Page; userId: string; email: string }> {
  const session = await createUser(services, { name, admin: opts.admin });
  const userInfo = { ...session.userInfo, admin: !!opts.admin, isAdmin: !!opts.admin };
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
  await context.addInitScript(
    ([token, info]) => {
      if (!window.localStorage.getItem('token')) {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('userInfo', info);
      }
    },
    [session.token, JSON.stringify(userInfo)] as const,
  );
  return { page: await context.newPage(), userId: session.userId, email: session.userInfo.email };
}
