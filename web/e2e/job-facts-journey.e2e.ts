import type { Browser, Page } from 'playwright-core';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { launchBrowser, screenshotPath, signInStorage } from './support/browser';
import { blockOtherOrigins } from './support/same-origin';
import { startE2EServer } from './support/server';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
let page: Page;

/**
 * What a seeker asks of a job first (issue #19), in a real browser: each card says where the job
 * can be done from and what it pays; once the seeker says where they work from in Account
 * Settings, each card says whether it is open to them; a job's details name the other boards that
 * list it.
 */
// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  server = await startE2EServer();
  const { services } = server;
  const hour = 3600 * 1000;
  const jobs = [
    { title: 'Berlin Friendly Engineer', location: 'Europe', salary: { min: 60000, max: 75000, currency: 'EUR', period: 'year' as const }, seniority: 'senior' },
    { title: 'Stateside Designer', location: 'USA Only', salary: { min: 45, max: 60, currency: 'USD', period: 'hour' as const }, jobType: 'Contract' },
    { title: 'Anywhere Writer', location: 'Anywhere in the World' },
  ];
  for (const [i, job] of jobs.entries()) await createJob(services, { ...job, datePosted: new Date(Date.now() - (i + 1) * hour) });
  const session = await createUser(services, { name: 'Facts User' });

  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await blockOtherOrigins(page, server.url, offsite);
  await signInStorage(page, session);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const card = (title: string) => page.locator('[data-testid^="job-card-"]').filter({ has: page.getByRole('heading', { name: title }) });

it('shows where each job can be done from and its pay, and once the seeker sets Germany, whether each is open to them', async () => {
  await page.goto(`${server.url}/#/remote-jobs`);
  await card('Berlin Friendly Engineer').getByText('€60k–75k a year').waitFor();
  await card('Berlin Friendly Engineer').getByLabel('Europe: where the job can be done from').waitFor();
  await card('Stateside Designer').getByText('$45–60 an hour').waitFor();
  await card('Stateside Designer').getByText('Contract').waitFor();
  await card('Anywhere Writer').getByLabel('Anywhere: where the job can be done from').waitFor();

  await page.goto(`${server.url}/#/account-settings`);
  const form = page.getByRole('form', { name: 'Where you work from' });
  await form.getByLabel('Country').fill('Germ');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await form.getByLabel('Time zone (optional)').fill('Europe/Berl');
  await page.getByRole('option', { name: 'Europe/Berlin' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved where you work from').waitFor();
  await page.screenshot({ path: screenshotPath('account-settings-work-place'), fullPage: true });

  await page.goto(`${server.url}/#/remote-jobs`);
  await card('Berlin Friendly Engineer').getByLabel('Europe: Open to where you work from').waitFor();
  // With a country set the list leaves out the jobs that refuse it; switched off, it shows them, marked.
  await page.getByLabel('Jobs I can take from Germany').uncheck();
  await card('Stateside Designer').getByLabel('US only: Not open to where you work from').waitFor();
  await card('Anywhere Writer').getByLabel('Anywhere: Open to where you work from').waitFor();
  await page.screenshot({ path: screenshotPath('remote-jobs-open-to-you'), fullPage: true });

  // The choice is kept: the settings page shows it again after a reload.
  await page.goto(`${server.url}/#/account-settings`);
  await page.reload();
  expect(await page.getByRole('form', { name: 'Where you work from' }).getByLabel('Country').inputValue()).toBe('Germany');
});
