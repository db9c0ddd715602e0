import type { Browser, BrowserContext, Page, Request, Response } from 'playwright-core';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { launchBrowser, screenshotPath, signInStorage } from './support/browser';
import { startE2EServer } from './support/server';
import { blockOtherOrigins } from './support/same-origin';
import { waitUntil } from './support/wait';

// Browser journeys through payments in local test mode: slower than a unit test by nature.
jest.setTimeout(180_000);

// Local test mode signs its events with this secret; it must never reach a log or the browser.
const WEBHOOK_SECRET = 'whsec_e2e_never_shown_4f1c9a';
const TEST_CARD = '4242 4242 4242 4242';
const JOB = 'Principal Payments Engineer';

let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let userId: string;
/** Everything the browser sent and received, to check no secret or card number went either way. */
const traffic: string[] = [];

// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  server = await startE2EServer({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, captureLogs: true });
  await createJob(server.services, { title: 'Older Backend Engineer', companyName: 'Initech', tags: ['go'] });
  const session = await createUser(server.services, { name: 'Paying User' });
  userId = session.userId;

  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await blockOtherOrigins(context, server.url, offsite);
  await signInStorage(context, session);
  // The API's traffic (the app's own code, which knows the test card numbers, is not traffic).
  const isApi = (url: string) => /\/(api\/v1|graphql)\b/.test(url);
  context.on('request', (request: Request) => {
    if (isApi(request.url())) traffic.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  });
  context.on('response', (response: Response) => {
    if (!isApi(response.url())) return;
    void response
      .text()
      .then((body) => traffic.push(body))
      .catch(() => undefined);
  });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const db = () => server.services.db;

it('posts a job through all three steps, pays on the test checkout, and manages it', async () => {
  await page.goto(`${server.url}/#/post-job`);
  const form = page.getByRole('form', { name: 'Job posting' });
  await form.getByLabel('Job Title').waitFor();

  // Next on an empty form: the spec's alert.
  await form.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Please provide all the details').first().waitFor();

  await form.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Developer' }).click();
  await form.getByLabel('Job Title').fill(JOB);
  await form.getByLabel('Job Description').fill('Own our billing platform end to end.');
  await form.getByLabel('Regional Restriction').click();
  await page.getByRole('option', { name: 'Worldwide' }).click();
  await form.getByLabel('Apply URL or Email').fill('https://acme.example/careers/payments');
  await form.getByLabel('Tags').fill('stripe, typescript, , ');
  await form.getByLabel('Company Name').fill('Acme Payments');
  await form.getByLabel('Company HQ').fill('Lisbon');
  await form.getByLabel('Company Website').fill('https://acme.example');
  await form.getByLabel('Company Email').fill('jobs@acme.example');
  await form.getByRole('button', { name: 'Next' }).click();

  // Preview, then purchase with auto-bump.
  await page.getByText(/Pinned until/).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  const purchase = page.getByRole('form', { name: 'Purchase' });
  await purchase.getByRole('table', { name: 'Order summary' }).getByText('$199').first().waitFor();
  await purchase.getByLabel(/Auto bump/).check();
  await page.screenshot({ path: screenshotPath('post-job-purchase'), fullPage: true });
  await purchase.getByRole('button', { name: 'Place your order' }).click();

  // The app's own checkout page, clearly in test mode.
  await page.waitForURL(/#\/test-checkout\//);
  await page.getByText(/Test mode/i).first().waitFor();
  await page.screenshot({ path: screenshotPath('test-checkout'), fullPage: true });
  await page.getByRole('button', { name: 'Pay' }).click();

  await page.waitForURL(/#\/post-job/);
  await page.getByText('Job posted successfully').waitFor();

  // On the job list it is first, featured (highlighted) and pinned.
  await page.goto(`${server.url}/#/remote-jobs`);
  const firstCard = page.locator('[data-testid^="job-card-"]').first();
  await firstCard.getByText(JOB).waitFor();
  await firstCard.getByText('Featured').waitFor();
  const [job] = await db().query(`SELECT id, pin_till, highlight, is_subscription, tags FROM jobs WHERE title = $1`, [JOB]);
  expect(job).toMatchObject({ highlight: true, is_subscription: true, tags: ['stripe', 'typescript'] });
  expect(job.pin_till.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

  // Posting made the user a recruiter: Job Postings is in the menu, without a reload (issue 23).
  await page.getByRole('link', { name: 'Job Postings', exact: true }).click();
  await page.waitForURL(/#\/my-job-postings/);
  await page.getByRole('button', { name: JOB }).click();
  // Each asks first (issue 23): the dialog's Ok goes on.
  await page.getByRole('button', { name: 'Cancel Job Auto Bump' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  await page.getByRole('button', { name: 'Cancel Job Auto Bump' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Mark Job As Filled' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  await page.getByText('Filled', { exact: true }).waitFor();
  await page.screenshot({ path: screenshotPath('my-job-postings'), fullPage: true });
  await waitUntil(async () => (await db().query(`SELECT filled FROM jobs WHERE id = $1`, [job.id]))[0].filled === true);
  expect((await db().query(`SELECT is_subscription FROM jobs WHERE id = $1`, [job.id]))[0].is_subscription).toBe(false);
});

it('subscribes to a monthly plan with the test card, sees the next billing date, and cancels', async () => {
  await page.goto(`${server.url}/#/subscription?status=change_pricing`);
  const monthly = page.getByRole('article').filter({ hasText: /month/i }).first();
  await monthly.getByRole('button', { name: 'Select Plan' }).click();
  await page.waitForURL(/subscription_type=/);

  await page.getByLabel(/first and last name/i).fill('Paying User');
  await page.getByLabel(/card number/i).fill(TEST_CARD);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  // The spec's sequence waits 5 s before reading the subscription back; the form says so meanwhile (issue 50, item 16).
  await page.getByRole('status').filter({ hasText: 'Step 4 of 4: Waiting for your bank to confirm the first payment' }).waitFor();
  await page.getByText('Subscription successful').waitFor({ timeout: 20_000 });
  await page.waitForURL(/#\/remote-jobs/);

  await page.goto(`${server.url}/#/subscription`);
  await page.getByText(/next billing date/i).waitFor();
  await page.screenshot({ path: screenshotPath('subscription-manage'), fullPage: true });
  const [subscription] = await db().query(`SELECT status, subscription_id, cancel_at_period_end FROM app_subscriptions WHERE user_id = $1`, [userId]);
  expect(subscription).toMatchObject({ status: 'paid', cancel_at_period_end: false });

  // Account Settings names the plan and links the page that manages it.
  await page.goto(`${server.url}/#/account-settings`);
  const plan = page.getByRole('region', { name: 'Subscription' });
  await plan.getByText(/^Monthly plan, renews on /).waitFor();
  await plan.getByRole('link', { name: 'Manage subscription' }).click();
  await page.waitForURL(/#\/subscription$/);

  // Cancelling says so at once and updates the page in place (issue 23, item 2): no reload.
  await page.getByText(/next billing date/i).waitFor();
  await page.evaluate(() => Object.assign(window, { beforeCancel: true }));
  await page.getByRole('button', { name: /cancel/i }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  await page.getByText('Cancelled subscription successfully').waitFor();
  await page.getByText(/cancelled and ends on/i).waitFor();
  const [after] = await db().query(`SELECT cancel_at_period_end FROM app_subscriptions WHERE user_id = $1`, [userId]);
  expect(after.cancel_at_period_end).toBe(true);
  expect(await page.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
  expect(await page.evaluate(() => (window as { beforeCancel?: boolean }).beforeCancel)).toBe(true);

  await page.goto(`${server.url}/#/account-settings`);
  await plan.getByText(/^Monthly plan, ends on /).waitFor();
});

it('logged no secret and sent none (nor the card number) to the browser', async () => {
  const logs = server.logs();
  expect(logs.length).toBeGreaterThan(0);
  const browserTraffic = traffic.join('\n');
  for (const secret of [WEBHOOK_SECRET, TEST_CARD, TEST_CARD.replace(/ /g, '')]) {
    expect(logs).not.toContain(secret);
    expect(browserTraffic).not.toContain(secret);
  }
  expect(logs).not.toMatch(/sk_(test|live)_/);
  expect(browserTraffic).not.toMatch(/sk_(test|live)_|whsec_/);
});
