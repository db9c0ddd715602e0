import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { launchBrowser, signInStorage } from './support/browser';
import { blockOtherOrigins } from './support/same-origin';
import { startE2EServer } from './support/server';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

/**
 * Issue 49, item 2: the app's search lives in its address. A user pages to page 3 of a search,
 * goes elsewhere and comes Back to the same page of the same search; a reload keeps it; the
 * address, opened by someone else, shows them the same jobs.
 */
let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

const TAGGED = 25;
const title = (n: number) => `Figma Role ${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  server = await startE2EServer();
  const hour = 3600 * 1000;
  // Newest first: Figma Role 01 leads the list.
  for (let n = 1; n <= TAGGED; n++) {
    await createJob(server.services, { title: title(n), companyName: `Studio ${n}`, tags: ['figma'], datePosted: new Date(Date.now() - n * hour) });
  }
  await createJob(server.services, { title: 'Untagged Writer', companyName: 'Words', tags: ['writing'], datePosted: new Date(Date.now() - 30 * hour) });
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.close();
});

async function signedIn(name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await blockOtherOrigins(context, server.url, offsite);
  await signInStorage(context, await createUser(server.services, { name }));
  return context.newPage();
}

const CARDS = '[data-testid^="job-card-"] h2';
/** Waits until the list shows exactly these titles, in order. */
async function listed(page: Page, titles: string[]): Promise<void> {
  await page.waitForFunction(
    ([selector, expected]) => {
      const shown = [...document.querySelectorAll(selector)].map((heading) => heading.textContent);
      return shown.length === expected.length && shown.every((text, i) => text === expected[i]);
    },
    [CARDS, titles] as const,
  );
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => title(from + i));

it('keeps the page and filters through a trip elsewhere, Back, a reload and a copied address', async () => {
  const page = await signedIn('Address User');
  await page.goto(`${server.url}/#/remote-jobs?tags=figma`);
  await listed(page, range(1, 10));
  await page.getByRole('status').filter({ hasText: `${TAGGED} jobs` }).waitFor();

  await page.getByRole('button', { name: 'Go to page 2' }).first().click();
  await listed(page, range(11, 20));
  await page.getByRole('button', { name: 'Go to page 3' }).first().click();
  await listed(page, range(21, 25));
  expect(new URL(page.url()).hash).toBe('#/remote-jobs?tags=figma&page=3');

  // Elsewhere, then Back: the same page of the same search.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Applied Jobs' }).click();
  await page.getByRole('heading', { level: 1, name: 'Applied Jobs' }).waitFor();
  await page.goBack();
  await listed(page, range(21, 25));
  await page.goBack();
  await listed(page, range(11, 20));

  // A reload keeps the place.
  await page.reload();
  await listed(page, range(11, 20));

  // The address, opened by someone else.
  const address = page.url();
  const other = await signedIn('Friend');
  await other.goto(address);
  await listed(other, range(11, 20));
});
