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

const EVERY_JOB = ['Berlin Friendly Engineer', 'Stateside Designer', 'Anywhere Writer', 'Hideaway Backend Developer', 'Hideaway Support Engineer'];

/**
 * The job list's filters of issue #19 in a real browser: once the seeker says they work from
 * Germany the list holds only jobs they can take, a minimum pay leaves out the jobs that pay less
 * or say nothing, and a company hidden from a card leaves the list until the seeker unhides it in
 * Account Settings.
 */
// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  server = await startE2EServer();
  const { services } = server;
  const hour = 3600 * 1000;
  const year = 'year' as const;
  // Newest first, so the list's order is this one.
  const jobs = [
    { title: 'Berlin Friendly Engineer', companyName: 'Euro Widgets', location: 'Europe', salary: { min: 60000, max: 75000, currency: 'EUR', period: year } },
    { title: 'Stateside Designer', companyName: 'Stars Inc', location: 'USA Only', salary: { min: 90000, max: 110000, currency: 'USD', period: year } },
    { title: 'Anywhere Writer', companyName: 'Global Words', location: 'Anywhere in the World' },
    { title: 'Hideaway Backend Developer', companyName: 'Hideaway Labs', location: 'Anywhere in the World', salary: { min: 120000, max: 150000, currency: 'USD', period: year } },
    { title: 'Hideaway Support Engineer', companyName: 'Hideaway Labs', location: 'Europe', salary: { min: 70000, max: 80000, currency: 'USD', period: year } },
  ];
  for (const [i, job] of jobs.entries()) await createJob(services, { ...job, datePosted: new Date(Date.now() - (i + 1) * hour) });
  const session = await createUser(services, { name: 'Filters User' });

  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await blockOtherOrigins(page, server.url, offsite);
  await signInStorage(page, session);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const CARDS = '[data-testid^="job-card-"]';
const card = (title: string) => page.locator(CARDS).filter({ has: page.getByRole('heading', { name: title }) });

/** Waits until the list shows exactly these jobs (in this order), then gives back what it shows. */
async function listedJobs(expected: string[]): Promise<string[]> {
  await page.waitForFunction(
    ([selector, titles]) => {
      const shown = [...document.querySelectorAll(`${selector} h2`)].map((heading) => heading.textContent);
      return shown.length === titles.length && shown.every((title, i) => title === titles[i]);
    },
    [CARDS, expected] as const,
  );
  return page.locator(`${CARDS} h2`).allTextContents();
}

it('lists only jobs the seeker can take from Germany, at their minimum pay, without the companies they hid', async () => {
  await page.goto(`${server.url}/#/remote-jobs`);
  expect(await listedJobs(EVERY_JOB)).toHaveLength(5);

  // Without a country the panel points to where it is set.
  await page.getByRole('region', { name: 'Job filters' }).getByRole('link', { name: 'Account Settings' }).click();
  const form = page.getByRole('form', { name: 'Where you work from' });
  await form.getByLabel('Country').fill('Germ');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await form.getByLabel('Time zone (optional)').fill('Europe/Berl');
  await page.getByRole('option', { name: 'Europe/Berlin' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved where you work from').waitFor();

  // Jobs I can take from Germany is on by default now: the US-only job leaves, Europe and Anywhere stay.
  await page.goto(`${server.url}/#/remote-jobs`);
  expect(await page.getByLabel('Jobs I can take from Germany').isChecked()).toBe(true);
  const openToGermany = EVERY_JOB.filter((title) => title !== 'Stateside Designer');
  expect(await listedJobs(openToGermany)).toHaveLength(4);
  await card('Berlin Friendly Engineer').getByLabel('Europe: Open to where you work from').waitFor();
  await card('Anywhere Writer').getByLabel('Anywhere: Open to where you work from').waitFor();
  await card('Hideaway Support Engineer').getByLabel('Europe: Open to where you work from').waitFor();

  // A minimum pay (USD a year): the job that says no pay leaves; the others show theirs.
  await page.getByLabel('Minimum pay').fill('50000');
  const paid = openToGermany.filter((title) => title !== 'Anywhere Writer');
  expect(await listedJobs(paid)).toHaveLength(3);
  await card('Berlin Friendly Engineer').getByText('€60k–75k a year').waitFor();
  await card('Hideaway Backend Developer').getByText('$120k–150k a year').waitFor();
  await card('Hideaway Support Engineer').getByText('$70k–80k a year').waitFor();
  await page.screenshot({ path: screenshotPath('remote-jobs-seeker-filters'), fullPage: true });

  // Hiding a company from one card takes every job of theirs off the list.
  await card('Hideaway Backend Developer').getByRole('button', { name: 'Hide jobs from this company' }).click();
  await page.getByText('Jobs from Hideaway Labs are hidden').waitFor();
  expect(await listedJobs(['Berlin Friendly Engineer'])).toHaveLength(1);

  // Account Settings lists it; Unhide brings its jobs back to the list.
  await page.goto(`${server.url}/#/account-settings`);
  const hidden = page.getByRole('list', { name: 'Hidden companies' });
  await hidden.getByRole('listitem', { name: 'Hideaway Labs' }).waitFor();
  await page.screenshot({ path: screenshotPath('account-settings-hidden-companies'), fullPage: true });
  await hidden.getByRole('listitem', { name: 'Hideaway Labs' }).getByRole('button', { name: 'Unhide' }).click();
  await page.getByText('Jobs from Hideaway Labs are shown again').waitFor();
  await page.getByText('You have not hidden any companies.').waitFor();

  await page.goto(`${server.url}/#/remote-jobs`);
  await card('Hideaway Backend Developer').waitFor();
  await card('Hideaway Support Engineer').waitFor();
  expect(await card('Stateside Designer').count()).toBe(0);
});
