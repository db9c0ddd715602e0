import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '@remotehunt/services/test/smtp-sink';
import { startWorkers, type RunningWorkers } from '@remotehunt/services/workers/start-workers';
import { launchBrowser, screenshotPath } from './support/browser';
import { blockOtherOrigins } from './support/same-origin';
import { startE2EServer } from './support/server';
import { waitUntil } from './support/wait';

// A visitor's purchases in local test mode, each followed to the mailbox and back.
jest.setTimeout(180_000);

let sink: SmtpSink;
let server: Awaited<ReturnType<typeof startE2EServer>>;
let workers: RunningWorkers;
let browser: Browser;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startE2EServer({ env: { SMTP_URL: sink.url, WORKER_QUEUES: 'mail' } });
  workers = await startWorkers(server.services);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await workers?.close();
  await server?.services.queues.mail.obliterate({ force: true });
  await server?.close();
  await sink?.close();
});

const db = () => server.services.db;
/** Requests the pages tried to make outside our origin (issue 21): none, ever. */
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

/** A browser with nobody signed in, as a visitor arrives. */
async function visitorPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
  await blockOtherOrigins(context, server.url, offsite);
  return context.newPage();
}

async function receiptTo(email: string): Promise<ReceivedMail> {
  const [mail] = await sink.waitFor(1, (m) => m.to.includes(email) && m.subject.startsWith('Your RemoteHunt receipt'));
  return mail;
}

/** The receipt's one-time sign-in link, from its text part. */
function signInLinkIn(mail: ReceivedMail): string {
  const link = mail.text.match(new RegExp(`${server.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/#/sign-in-link\\?\\S+`))?.[0];
  if (!link) throw new Error(`no sign-in link in:\n${mail.text}`);
  return link;
}

const isSignedIn = (page: Page) => page.evaluate(() => Boolean(window.localStorage.getItem('token')));

it('a visitor buys the newsletter, sees what they chose, and the receipt signs them in on their saved preferences', async () => {
  const email = `newsletter-visitor-${randomUUID()}@example.com`;
  const page = await visitorPage();
  await page.goto(`${server.url}/#/remote-jobs-newsletter`);
  const form = page.getByRole('form', { name: 'Newsletter preferences' });
  await page.getByText(/as little as \$2 per month/).first().waitFor();
  await form.getByRole('textbox', { name: 'Name' }).fill('Nia Visitor');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Country').selectOption({ label: 'Germany' });
  await form.getByRole('checkbox', { name: 'Programming' }).check();
  await form.getByRole('checkbox', { name: 'Design' }).check();
  await form.getByLabel('Keywords').fill('react');
  await form.getByLabel('Keywords').press('Enter');
  await form.getByRole('radio', { name: /weekly/i }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();

  await page.waitForURL(/#\/test-checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on the newsletter page: what they bought, never a blank form; and not signed in for having paid.
  await page.waitForURL(/#\/remote-jobs-newsletter/);
  await page.getByText('Newsletter subscribed successfully').waitFor();
  await page.getByText(`Your newsletter is paid for. We emailed your receipt to ${email}`, { exact: false }).waitFor();
  const summary = page.getByLabel('Your newsletter');
  await summary.getByText('Germany').waitFor();
  await summary.getByText('Programming, Design').waitFor();
  await summary.getByText('react', { exact: true }).waitFor();
  await summary.getByText('Weekly').waitFor();
  await page.screenshot({ path: screenshotPath('newsletter-paid-visitor'), fullPage: true });
  expect(await isSignedIn(page)).toBe(false);

  const receipt = await receiptTo(email);
  expect(receipt.subject).toBe('Your RemoteHunt receipt: Remote jobs newsletter (Monthly)');
  expect(receipt.text).toContain('Amount paid: $2.00');
  expect(receipt.text).toMatch(/Next renewal: \d{1,2} \w{3} \d{4} \(every month\)/);

  // The link from the mailbox signs them in on their preferences, as saved.
  await page.goto(signInLinkIn(receipt));
  await page.waitForURL(/#\/remote-jobs-newsletter$/);
  await form.getByRole('button', { name: 'Update Preferences' }).waitFor();
  expect(await isSignedIn(page)).toBe(true);
  expect(await form.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
  expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Nia Visitor');
  expect(await form.getByLabel('Country').inputValue()).toBe('DE');
  expect(await form.getByRole('checkbox', { name: 'Programming' }).isChecked()).toBe(true);
  expect(await form.getByRole('checkbox', { name: 'Design' }).isChecked()).toBe(true);
  expect(await form.getByRole('radio', { name: /weekly/i }).isChecked()).toBe(true);
  await form.getByText('react', { exact: true }).waitFor();
  await page.screenshot({ path: screenshotPath('newsletter-receipt-link'), fullPage: true });
});

it('a visitor posts a job with auto-bump, and the receipt opens My job postings where they cancel the auto-bump and mark it filled', async () => {
  const email = `poster-visitor-${randomUUID()}@example.com`;
  const title = `Visiting Rust Engineer ${randomUUID().slice(0, 6)}`;
  const page = await visitorPage();
  await page.goto(`${server.url}/#/post-job`);
  const form = page.getByRole('form', { name: 'Job posting' });
  await form.getByLabel('Job Title').waitFor();
  await form.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Developer' }).click();
  await form.getByLabel('Job Title').fill(title);
  await form.getByLabel('Job Description').fill('Build our engine, from anywhere.');
  await form.getByLabel('Regional Restriction').click();
  await page.getByRole('option', { name: 'Worldwide' }).click();
  await form.getByLabel('Apply URL or Email').fill('https://acme.example/careers/rust');
  await form.getByLabel('Tags').fill('rust');
  await form.getByLabel('Company Name').fill('Acme Visitors');
  await form.getByLabel('Company HQ').fill('Porto');
  await form.getByLabel('Company Website').fill('https://acme.example');
  await form.getByLabel('Company Email').fill('jobs@acme.example');
  await form.getByRole('button', { name: 'Next' }).click();
  await page.getByText(/Pinned until/).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  const purchase = page.getByRole('form', { name: 'Purchase' });
  await purchase.getByLabel(/Auto bump/).check();
  await purchase.getByLabel('Email').fill(email);
  await purchase.getByRole('button', { name: 'Place your order' }).click();

  await page.waitForURL(/#\/test-checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/#\/post-job/);
  await page.getByText('Job posted successfully').waitFor();
  expect(await isSignedIn(page)).toBe(false);

  const receipt = await receiptTo(email);
  expect(receipt.subject).toBe(`Your RemoteHunt receipt: Job posting, renewed every 30 days: ${title} at Acme Visitors`);
  expect(receipt.text).toContain('Amount paid: $199.00');
  expect(receipt.text).toMatch(/Next renewal: \d{1,2} \w{3} \d{4} \(every 30 days\)/);

  await page.goto(signInLinkIn(receipt));
  await page.waitForURL(/#\/my-job-postings$/);
  await page.getByRole('button', { name: title }).click();
  // Each asks first (issue 23): the dialog's Ok goes on.
  await page.getByRole('button', { name: 'Cancel Job Auto Bump' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  await page.getByRole('button', { name: 'Cancel Job Auto Bump' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Mark Job As Filled' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  await page.getByText('Filled', { exact: true }).waitFor();
  await page.screenshot({ path: screenshotPath('visitor-job-postings'), fullPage: true });
  const [job] = await db().query(
    `SELECT j.filled, j.is_subscription, u.email FROM jobs j JOIN users u ON u.id = j.posted_by WHERE j.title = $1`,
    [title],
  );
  await waitUntil(async () => (await db().query(`SELECT filled FROM jobs WHERE title = $1`, [title]))[0].filled === true);
  expect(job).toMatchObject({ is_subscription: false, email });
});
