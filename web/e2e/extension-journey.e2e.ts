import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { createUser } from '@remotehunt/services/test/factories';
import { screenshotPath, signInStorage } from './support/browser';
import { launchWithExtension, tabIdOf } from './support/extension';
import { blockOtherOrigins } from './support/same-origin';
import { startE2EServer } from './support/server';
import { waitUntil } from './support/wait';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

const JOB = 'Senior Data Engineer';
const COMPANY = 'Initech';
const JOB_PATH = '/careers/jobs/4711-senior-data-engineer';

let server: Awaited<ReturnType<typeof startE2EServer>>;
let jobSite: { url: string; close: () => Promise<void> };
let browser: Awaited<ReturnType<typeof launchWithExtension>>;
let context: BrowserContext;
let session: Awaited<ReturnType<typeof createUser>>;

// The web app's pages stay on its own origin (issue 21); the extension's pages and the job site are not the app.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  server = await startE2EServer();
  session = await createUser(server.services, { name: 'Extension User' });
  jobSite = await startJobSite();
  browser = await launchWithExtension();
  context = browser.context;
});
afterAll(async () => {
  await browser?.close();
  await jobSite?.close();
  await server?.close();
});

/** The API as the signed-in user, with the session: how Account Settings makes and revokes tracking tokens. */
async function asUser<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api/v1/users/${session.userId}${path}`, {
    method,
    headers: { Authorization: `Bearer ${session.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const extensionPage = (page: string) => `chrome-extension://${browser.extensionId}/${page}`;
const column = (page: Page, status: string) => page.getByRole('region', { name: new RegExp(`^${status} \\d+$`) });

it('saves the job on a page behind a sign-in as applied, shows it tracked, and asks to connect again once the token is revoked', async () => {
  // Account Settings makes a tracking token; the user pastes it in the extension's settings.
  const made = await asUser<{ _id: string; token: string }>('POST', '/tracking_tokens', { name: 'Chromium at home' });
  expect(made.token).toMatch(/^rht_[A-Za-z0-9_-]{43}$/);
  const options = await context.newPage();
  await options.goto(extensionPage('options.html'));
  await options.getByRole('textbox', { name: 'RemoteHunt address' }).fill(server.url);
  await options.getByLabel('Tracking token').fill(made.token);
  await options.getByRole('button', { name: 'Connect' }).click();
  await options.getByText('Connected as Extension User').waitFor();

  // The job page shows the posting only to a signed-in visitor: the server could not fetch it.
  const jobUrl = `${jobSite.url}${JOB_PATH}`;
  expect(await (await fetch(jobUrl)).text()).not.toContain('JobPosting');
  const jobPage = await context.newPage();
  await jobPage.goto(`${jobSite.url}/sign-in?next=${encodeURIComponent(JOB_PATH)}`);
  await jobPage.getByRole('heading', { name: JOB }).waitFor();
  const tabId = await tabIdOf(options, jobUrl);
  await options.close();

  // The popup reads the tab with the server's readers and offers the job, prefilled, for review.
  const popup = await context.newPage();
  const popupUrl = `${extensionPage('popup.html')}?tab=${tabId}`;
  await popup.goto(popupUrl);
  const form = popup.getByRole('form', { name: 'Job to save' });
  await form.waitFor();
  expect(await form.getByRole('textbox', { name: 'Job title' }).inputValue()).toBe(JOB);
  expect(await form.getByRole('textbox', { name: 'Company' }).inputValue()).toBe(COMPANY);
  expect(await form.getByRole('textbox', { name: 'Location' }).inputValue()).toBe('Remote (Germany)');
  expect(await form.getByRole('textbox', { name: 'Pay' }).inputValue()).toBe('€80,000–€95,000 a year');
  expect(await form.getByRole('textbox', { name: 'Link' }).inputValue()).toBe(`${jobSite.url}/careers/apply/4711`);
  expect(await form.getByRole('combobox', { name: 'Employment type' }).inputValue()).toBe('full-time');
  await popup.screenshot({ path: screenshotPath('extension-popup-form'), fullPage: true });

  await form.getByRole('radio', { name: 'I applied' }).check();
  expect(await form.getByRole('combobox', { name: 'Status' }).locator('option:checked').innerText()).toBe('Applied');
  await form.getByRole('button', { name: 'Save' }).click();
  await popup.getByRole('heading', { name: 'Saved to RemoteHunt' }).waitFor();
  const trackerLink = await popup.getByRole('link', { name: 'Open it in RemoteHunt' }).getAttribute('href');
  expect(trackerLink).toMatch(new RegExp(`^${server.url}/#/applied-jobs/[0-9a-f-]{36}$`));
  const [tracked] = await server.services.db.query(
    `SELECT origin, applied_at IS NOT NULL AS applied, job_snapshot->>'companyName' AS company FROM applied_jobs WHERE user_id = $1`,
    [session.userId],
  );
  expect(tracked).toEqual({ origin: 'extension', applied: true, company: COMPANY });

  // It is on the kanban, under Applied.
  const app = await context.newPage();
  await signInStorage(app, session);
  await blockOtherOrigins(app, server.url, offsite);
  await app.goto(`${server.url}/#/applied-jobs`);
  await column(app, 'Applied').getByRole('button', { name: `${JOB} at ${COMPANY}` }).waitFor();
  await app.close();

  // Opened again on the same page, the popup says it is tracked instead of offering the form.
  await popup.goto(popupUrl);
  await popup.getByRole('heading', { name: /^Applied on / }).waitFor();
  expect(await popup.getByRole('link', { name: 'Open it in RemoteHunt' }).getAttribute('href')).toBe(trackerLink);
  await popup.screenshot({ path: screenshotPath('extension-popup-tracked'), fullPage: true });

  // Account Settings lists the token with when the extension last used it.
  type Listed = { data: { _id: string; lastUsedAt: string | null }[] };
  await waitUntil(async () => !!(await asUser<Listed>('GET', '/tracking_tokens')).data.find((t) => t._id === made._id)?.lastUsedAt);

  // Revoked in Account Settings, the token no longer works: the popup leads back to the settings.
  await asUser('DELETE', `/tracking_tokens/${made._id}`);
  await popup.goto(popupUrl);
  await popup.getByText('Connect RemoteHunt again: your token was revoked or has expired').waitFor();
  const [settings] = await Promise.all([context.waitForEvent('page'), popup.getByRole('button', { name: 'Open the extension’s settings' }).click()]);
  await settings.waitForURL(extensionPage('options.html'));
});

/**
 * A company's careers site on 127.0.0.1 whose job page shows its posting (JobPosting JSON-LD)
 * only after signing in, as many do: only a reader in the user's own tab can see it.
 */
async function startJobSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const site: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/sign-in') {
      res.writeHead(302, { 'Set-Cookie': 'candidate=signed-in; Path=/; HttpOnly', Location: url.searchParams.get('next') ?? '/' });
      return void res.end();
    }
    if (url.pathname !== JOB_PATH) {
      res.writeHead(404);
      return void res.end();
    }
    const signedIn = /(?:^|;\s*)candidate=signed-in/.test(req.headers.cookie ?? '');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(signedIn ? jobPageHtml(`http://${req.headers.host}`) : '<!doctype html><title>Sign in – Initech Careers</title><h1>Sign in to see this job</h1>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => site.close(() => resolve())) };
}

function jobPageHtml(origin: string): string {
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: JOB,
    hiringOrganization: { '@type': 'Organization', name: COMPANY },
    employmentType: 'FULL_TIME',
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'Germany' },
    baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 80000, maxValue: 95000, unitText: 'YEAR' } },
    datePosted: '2026-11-02',
    description: '<p>Own the pipelines that feed our reporting.</p>',
    url: `${origin}/careers/apply/4711`,
  };
  return `<!doctype html>
<html lang="en">
  <head>
    <title>${JOB} – ${COMPANY} Careers</title>
    <link rel="canonical" href="${origin}${JOB_PATH}" />
    <script type="application/ld+json">${JSON.stringify(posting)}</script>
  </head>
  <body><h1>${JOB}</h1><p>Own the pipelines that feed our reporting.</p></body>
</html>`;
}
