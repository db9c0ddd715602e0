import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createAdmin } from '@remotehunt/services/admin/create-admin';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { launchBrowser, screenshotPath, signInStorage } from './support/browser';
import { blockOtherOrigins } from './support/same-origin';
import { startE2EServer } from './support/server';

// Browser journeys: slower than a unit test by nature.
jest.setTimeout(120_000);

const DAY_MS = 24 * 3600 * 1000;

let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;

// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  server = await startE2EServer();
  await createJob(server.services, { title: 'Staff Platform Engineer', companyName: 'Globex', category: 'programming' });
  browser = await launchBrowser();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await blockOtherOrigins(context, server.url, offsite);
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const hash = () => new URL(page.url()).hash;

/** A user fresh from sign-up whose trial ends `ms` from now (negative: it ended that long ago). */
async function trialUser(name: string, ms: number) {
  const session = await createUser(server.services, { name });
  await server.services.db.query(`UPDATE app_subscriptions SET end_time = $2 WHERE user_id = $1`, [session.userId, new Date(Date.now() + ms)]);
  await signInStorage(context, session);
  return session;
}

it('an admin made with admin:create, with no trial or plan, opens every job screen (issue 23, item 1)', async () => {
  const email = `admin-${Date.now()}@example.com`;
  const password = 'admin-password-1';
  // What `npm run admin:create -- EMAIL` does: an account with no app subscription at all.
  await createAdmin(server.services.db, server.services.passwords, { email, password });

  await page.goto(`${server.url}/#/signin`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/#\/remote-jobs/);
  await page.getByText('Staff Platform Engineer').waitFor();

  const screens: [string, string][] = [
    ['/remote-companies', 'Remote Companies'],
    ['/remotejob-boards', 'Remote Job Boards'],
    ['/viewed-jobs', 'Viewed Jobs'],
    ['/upload-document', 'Upload Documents'],
    ['/remote-jobs/programming', 'Programming Remote Jobs'],
    ['/remote-jobs', 'Remote Jobs'],
  ];
  for (const [path, title] of screens) {
    await page.goto(`${server.url}/#${path}`);
    await heading(title).waitFor();
    expect(hash()).toBe(`#${path}`);
  }
  await page.getByText('Staff Platform Engineer').waitFor();
  // No plan to count down for an admin, and never the pricing table.
  expect(await page.getByRole('region', { name: 'Your plan' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Select Plan' }).count()).toBe(0);
});

it('a user on trial sees the days left, and finds the Subscription page from the banner and Account Settings (issue 23, item 3)', async () => {
  // Five days and a bit: "5 days left" whenever the test runs.
  await trialUser('Trial User', 5 * DAY_MS - 3600 * 1000);

  await page.goto(`${server.url}/#/remote-jobs`);
  const banner = page.getByRole('region', { name: 'Your plan' });
  await banner.getByText('Trial: 5 days left').waitFor();
  await page.screenshot({ path: screenshotPath('trial-banner'), fullPage: true });
  // The menu entry stays hidden, as the spec has it.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  expect(await menu.getByRole('link', { name: 'Subscription' }).count()).toBe(0);

  await banner.getByRole('link', { name: 'See plans' }).click();
  await page.waitForURL(/#\/subscription$/);
  await heading('Subscription').waitFor();
  await page.getByText(/Your free trial ends on/).waitFor();
  // The banner is not repeated on the page it links to.
  expect(await banner.count()).toBe(0);

  await menu.getByRole('link', { name: 'Account Settings' }).click();
  await page.waitForURL(/#\/account-settings/);
  const plan = page.getByRole('region', { name: 'Subscription' });
  await plan.getByText('Trial: 5 days left').waitFor();
  await page.screenshot({ path: screenshotPath('account-settings-subscription'), fullPage: true });
  await plan.getByRole('link', { name: 'See plans' }).click();
  await page.waitForURL(/#\/subscription$/);
  await heading('Subscription').waitFor();

  // Dismissed, the banner stays away for the rest of the visit.
  await page.goto(`${server.url}/#/remote-jobs`);
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await banner.waitFor({ state: 'detached' });
  await page.goto(`${server.url}/#/applied-jobs`);
  await heading('Applied Jobs').waitFor();
  expect(await banner.count()).toBe(0);
});

it('once the trial has ended, the pricing table and Account Settings say so (issue 23, item 3)', async () => {
  await trialUser('Lapsed User', -2 * DAY_MS);

  await page.goto(`${server.url}/#/remote-jobs`);
  await page.waitForURL(/#\/subscription/);
  await page.getByText('Your trial has ended').first().waitFor();
  expect(await page.getByRole('button', { name: 'Select Plan' }).count()).toBeGreaterThan(0);
  await page.screenshot({ path: screenshotPath('trial-ended-pricing'), fullPage: true });

  await page.goto(`${server.url}/#/account-settings`);
  const plan = page.getByRole('region', { name: 'Subscription' });
  await plan.getByText('Your trial has ended').waitFor();
  await plan.getByRole('link', { name: 'See plans' }).click();
  await page.waitForURL(/#\/subscription$/);
  await page.getByText('Your trial has ended').first().waitFor();
});
