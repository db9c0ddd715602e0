import type { Browser, Page } from 'playwright-core';
import { createJob } from '@remotehunt/services/test/factories';
import { launchBrowser, screenshotPath } from './support/browser';
import { blockOtherOrigins } from './support/same-origin';
import { startE2EServer } from './support/server';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

/**
 * Issue 49, item 1, as a visitor: search from the landing page, narrow by an option's count, open a
 * job's page and come back to the same search, then, past the pages a visitor sees, sign up from
 * the invitation and land in the app on the same search.
 */
let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
let page: Page;
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

const ENGINEERS = 110;
beforeAll(async () => {
  server = await startE2EServer();
  const hour = 3600 * 1000;
  for (let n = 1; n <= ENGINEERS; n++) {
    await createJob(server.services, { title: `Platform Engineer ${n}`, companyName: `Infra ${n}`, board: 'RemoteOK', category: 'programming', tags: ['go'], datePosted: new Date(Date.now() - n * hour) });
  }
  for (let n = 1; n <= 3; n++) {
    await createJob(server.services, { title: `Design Engineer ${n}`, companyName: `Pixels ${n}`, board: 'RemoteOK', category: 'design', tags: ['figma'], datePosted: new Date(Date.now() - (ENGINEERS + n) * hour) });
  }
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await blockOtherOrigins(page, server.url, offsite);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('searches from the landing page, narrows by a count, opens a job and comes back, then signs up from the invitation', async () => {
  await page.goto(`${server.url}/`);
  await page.getByRole('searchbox', { name: /^Search [\d,]+ remote jobs$/ }).fill('engineer');
  await page.getByRole('search', { name: 'Search jobs' }).getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(`${server.url}/remote-jobs?q=engineer`);
  await page.getByRole('status').filter({ hasText: `${ENGINEERS + 3} jobs` }).waitFor();

  // Narrow by the count beside Design.
  await page.getByText('Filters, with how many jobs each would list').click();
  const design = page.getByRole('checkbox', { name: 'Design (3)' });
  await design.check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByRole('status').filter({ hasText: '3 jobs' }).waitFor();
  const params = new URL(page.url()).searchParams;
  expect([params.get('q'), params.getAll('categories')]).toEqual(['engineer', ['Design']]);
  await page.screenshot({ path: screenshotPath('public-search'), fullPage: true });

  // A job's page, and Back to the same search.
  await page.getByRole('link', { name: 'Design Engineer 1', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Design Engineer 1' }).waitFor();
  await page.goBack();
  await page.getByRole('status').filter({ hasText: '3 jobs' }).waitFor();
  expect(await page.getByRole('checkbox', { name: 'Design (3)' }).isChecked()).toBe(true);

  // Past the five pages a visitor sees: the invitation, then the app on the same search.
  await page.goto(`${server.url}/remote-jobs?tags=go`);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'More', exact: true }).click();
  const invitation = page.getByRole('link', { name: `See all ${ENGINEERS} jobs: sign up free` });
  await invitation.click();
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill('Search Visitor');
  await page.getByLabel('Email', { exact: true }).fill(`visitor-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('visitor-password');
  await page.getByLabel('Confirm Password', { exact: true }).fill('visitor-password');
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(/#\/remote-jobs\?tags=go$/);
  await page.getByRole('status').filter({ hasText: `${ENGINEERS} jobs` }).waitFor();
});

it('says the same things in the same words on the server’s pages and in the app: Sign in, never Login (issue 50, item 20)', async () => {
  // A visitor again: the journey above signed up in its own page.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await blockOtherOrigins(context, server.url, offsite);
  const page = await context.newPage();
  // The server's top bar, on the search.
  await page.goto(`${server.url}/remote-jobs?tags=figma`);
  const barOf = async (nav: ReturnType<Page['getByRole']>) =>
    Object.fromEntries(
      await nav.getByRole('link').evaluateAll((links) => links.map((link) => [link.textContent?.trim() ?? '', new URL((link as HTMLAnchorElement).href).hash || new URL((link as HTMLAnchorElement).href).pathname])),
    );
  const served = await barOf(page.getByRole('navigation', { name: 'Site' }));
  // The app's, for a visitor (pricing, in the app).
  await page.goto(`${server.url}/#/pricing`);
  const appBar = page.getByRole('navigation', { name: 'Site' });
  await appBar.getByRole('link', { name: 'Sign up' }).waitFor();
  const app = await barOf(appBar);
  for (const label of ['Newsletter', 'Post Job at $199', 'Features', 'Pricing', 'Sign in', 'Sign up']) {
    expect([label, served[label]]).toEqual([label, app[label]]);
  }
  for (const bar of [served, app]) expect(Object.keys(bar)).not.toContain('Login');
  await context.close();
});
