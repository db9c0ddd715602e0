import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { jobPagePath } from '@remotehunt/services/public-pages/job-url';
import { launchBrowser, screenshotPath, signInStorage } from './support/browser';
import { startE2EServer } from './support/server';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

/**
 * A visitor's way in (issue 21, acceptance 2): the landing page at `/` with the live figures, a
 * category's public page, a job's public page, Apply, and "Sign up to filter all N jobs" into the
 * app. Every request the pages make stays on our origin; the employer's apply page (the one place a
 * visitor is meant to leave for) is answered here instead of on the internet.
 */
let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
const TITLE = 'Visitor Site Reliability Engineer';
const COMPANY = 'Orbit Works';
const APPLY_URL = 'https://example.com/apply';
let jobPath: string;

beforeAll(async () => {
  server = await startE2EServer();
  const hour = 3_600_000;
  const { id } = await createJob(server.services, {
    title: TITLE,
    companyName: COMPANY,
    category: 'devops-sysadmin',
    datePosted: new Date(Date.now() - hour),
    salary: { min: 110_000, max: 140_000, currency: 'USD', period: 'year' },
    eligibility: { anywhere: false, countries: ['DE', 'FR'], timezones: null },
  });
  jobPath = jobPagePath({ id, title: TITLE, companyName: COMPANY });
  await createJob(server.services, { title: 'Visitor Backend Engineer', category: 'programming', datePosted: new Date(Date.now() - 2 * hour) });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A context where every request off our origin is refused and recorded, but the employer's apply page. */
async function visitorContext(opts: { javaScriptEnabled?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; outside: string[]; applied: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...opts });
  const outside: string[] = [];
  const applied: string[] = [];
  await context.route(
    (url) => url.origin !== server.url,
    async (route) => {
      const url = route.request().url();
      if (url.startsWith(APPLY_URL)) {
        applied.push(url);
        await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Orbit careers</title><h1>Apply to Orbit</h1>' });
        return;
      }
      outside.push(url);
      await route.abort();
    },
  );
  return { context, page: await context.newPage(), outside, applied };
}

it('leads a visitor from the landing page through a category and a job to Apply, then into the app to sign up', async () => {
  const { context, page, outside, applied } = await visitorContext();
  await page.goto(`${server.url}/`);
  await page.getByRole('heading', { level: 1, name: 'Remote jobs you can do from where you live' }).waitFor();
  // The live figures are the catalogue's.
  const stats = await server.services.jobs.clientStats();
  const figure = (label: string) => page.locator('#landing .figures div').filter({ hasText: label }).locator('dd').innerText();
  expect(await figure('Open remote jobs')).toBe(stats.jobs.toLocaleString('en-US'));
  expect(await figure('Job boards')).toBe(stats.jobBoards.toLocaleString('en-US'));
  expect(await page.locator('#landing .jobs').innerText()).toContain(TITLE);
  await page.screenshot({ path: screenshotPath('visitor-landing') });

  // A category's public page: its jobs, its count, and the way into the app.
  await page.getByRole('link', { name: 'Devops & Sysadmin' }).click();
  await page.getByRole('heading', { level: 1, name: 'Remote Devops & Sysadmin jobs' }).waitFor();
  const signUp = page.getByRole('link', { name: /^Sign up to filter all \d+ jobs?$/ });
  const signUpText = await signUp.innerText();

  // The job's public page, with what a seeker asks first, then Apply.
  await page.getByRole('link', { name: TITLE }).click();
  await page.waitForURL(`${server.url}${jobPath}`);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  const facts = await page.getByRole('list', { name: 'About this job' }).innerText();
  expect(facts).toContain('$110K–$140K a year');
  expect(facts).toContain('Germany or France');
  await page.getByRole('link', { name: 'Apply now' }).first().click();
  await page.getByRole('heading', { name: 'Apply to Orbit' }).waitFor();
  expect(applied).toEqual([APPLY_URL]);

  // Back on the category page, "Sign up to filter all N jobs" opens the app's sign-up form.
  await page.goBack();
  await page.goBack();
  await page.getByRole('link', { name: signUpText }).click();
  await page.waitForURL(`${server.url}/#/signup`);
  await page.getByRole('button', { name: /sign up/i }).waitFor();
  expect(await page.locator('#landing').count()).toBe(0);
  expect(outside).toEqual([]);
  await context.close();
});

it('opens the app, not the landing page, for a signed-in visit and for an app address', async () => {
  const session = await createUser(server.services, { name: 'Returning User' });
  const { context, page, outside } = await visitorContext();
  await signInStorage(context, session);
  await page.goto(`${server.url}/`);
  await page.waitForURL(`${server.url}/#/remote-jobs`);
  await page.getByRole('heading', { name: TITLE }).waitFor();
  expect(await page.locator('#landing').isVisible()).toBe(false);
  await context.close();

  // A visitor following a link into the app (here: sign in) gets the app at once.
  const visitor = await visitorContext();
  await visitor.page.goto(`${server.url}/#/signin`);
  await visitor.page.getByRole('button', { name: /sign in/i }).waitFor();
  expect(await visitor.page.locator('#landing').count()).toBe(0);
  expect([...outside, ...visitor.outside]).toEqual([]);
  await visitor.context.close();
});

it('shows the landing page and a job’s page without JavaScript', async () => {
  const { context, page } = await visitorContext({ javaScriptEnabled: false });
  await page.goto(`${server.url}/`);
  expect(await page.locator('#landing .jobs').innerText()).toContain(TITLE);
  await page.goto(`${server.url}${jobPath}`);
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(TITLE);
  expect(await page.getByRole('link', { name: 'Apply now' }).first().getAttribute('href')).toBe(APPLY_URL);
  await context.close();
});
