import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { Services } from '@remotehunt/services/app/services';
import { createUser } from '@remotehunt/services/test/factories';
import { startSmtpSink, type SmtpSink } from '@remotehunt/services/test/smtp-sink';
import { startWorkers, type RunningWorkers } from '@remotehunt/services/workers/start-workers';
import { launchBrowser } from './browser';
import { startE2EServer } from './server';
import { blockOtherOrigins } from './same-origin';

export interface MailE2E {
  sink: SmtpSink;
  server: Awaited<ReturnType<typeof startE2EServer>>;
  browser: Browser;
  /** Requests the harness's contexts made to any other origin (each aborted): a journey expects none. */
  offsite: string[];
  /** A browser context that can reach the gateway only (blockOtherOrigins). */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

/** A gateway whose mail worker sends to a real SMTP server on localhost, and Chromium to drive it. */
export async function startMailE2E(): Promise<MailE2E> {
  const sink = await startSmtpSink();
  const server = await startE2EServer({ env: { SMTP_URL: sink.url, WORKER_QUEUES: 'mail' } });
  const workers: RunningWorkers = await startWorkers(server.services);
  const browser = await launchBrowser();
  const offsite: string[] = [];
  return {
    sink,
    server,
    browser,
    offsite,
    async newContext(options) {
      const context = await browser.newContext(options);
      await blockOtherOrigins(context, server.url, offsite);
      return context;
    },
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
  e2e: Pick<MailE2E, 'newContext'>,
  services: Services,
  name: string,
  opts: { admin?: boolean } = {},
): Promise<{ page: Page; userId: string; email: string }> {
  const session = await createUser(services, { name, admin: opts.admin });
  const userInfo = { ...session.userInfo, admin: !!opts.admin, isAdmin: !!opts.admin };
  const context = await e2e.newContext({ viewport: { width: 1300, height: 900 } });
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
