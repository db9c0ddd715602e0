import type { Browser, Page } from 'playwright-core';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { launchBrowser, screenshotPath } from './support/browser';
import { JourneyPages } from './support/journey-pages';
import { startE2EServer } from './support/server';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

/**
 * Issue 50, items 13, 14, 17, 18 and 19 as a user meets them: Forgot password answers the same
 * for any address; each empty list (Viewed, Shortlisted, Applied) leads on to Remote Jobs; "Save
 * this search" opens with a name for the search and saves it; the applied job's breadcrumb names
 * the job, its id kept in the address; the newsletter form starts from the profile's country and
 * names the price beside Subscribe.
 */
let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
let seeker: Awaited<ReturnType<typeof createUser>>;
let jobId: string;

// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

const pages = new JourneyPages(offsite);
const open = (as?: typeof seeker) => pages.open(browser, server.url, { as });

beforeAll(async () => {
  server = await startE2EServer();
  jobId = (await createJob(server.services, { title: 'Reactor Platform Engineer', companyName: 'Fission Co' })).id;
  seeker = await createUser(server.services, { name: 'Wanda Forward' });
  await server.services.accounts.updateProfile(seeker.owner, { country: 'DE' });
  seeker = { ...seeker, userInfo: { ...seeker.userInfo, country: 'DE' } };
  browser = await launchBrowser();
});
afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
  await server?.close();
});

async function shot(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(`way-forward-${name}`) });
}

it('forgot password answers the same words for an address with an account and one without', async () => {
  const page = await open();
  const SAME = 'If an account exists for that address, we have sent a link';
  for (const email of ['nobody-at-all@example.com', seeker.userInfo.email]) {
    await page.goto(`${server.url}/#/forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(SAME).first().waitFor();
    await shot(page, `forgot-password-${email.startsWith('nobody') ? 'unknown' : 'known'}`);
  }
});

it('every empty list of jobs leads on to Remote Jobs', async () => {
  const page = await open(seeker);
  const lists = [
    { path: 'viewed-jobs', empty: "Looks like you haven't viewed any jobs so far." },
    { path: 'shortlisted-jobs', empty: "Looks like you haven't shortlisted any jobs so far." },
    { path: 'applied-jobs', empty: "Looks like you haven't applied for any jobs so far." },
  ];
  for (const list of lists) {
    await page.goto(`${server.url}/#/${list.path}`);
    await page.getByText(list.empty).waitFor();
    await shot(page, `empty-${list.path}`);
    await page.getByRole('main').getByRole('link', { name: 'Browse remote jobs' }).click();
    await page.waitForURL(/#\/remote-jobs/);
    await page.getByRole('heading', { level: 1, name: 'Remote Jobs' }).waitFor();
    await page.getByRole('heading', { name: 'Reactor Platform Engineer' }).first().waitFor();
  }
});

it('"Save this search" opens with a name from the filters, which saves as it is', async () => {
  const page = await open(seeker);
  await page.goto(`${server.url}/#/remote-jobs`);
  await page.getByRole('searchbox', { name: 'Search' }).fill('Reactor');
  // The search is in the address once the list has taken it.
  await page.waitForFunction(() => window.location.hash.includes('q=Reactor'));
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await name.waitFor();
  expect(await name.inputValue()).toBe('Reactor · from Germany');
  await shot(page, 'save-search-suggested');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved the search "Reactor · from Germany": find it under Saved Searches').waitFor();
});

it("the applied job's breadcrumb names the job, and the address keeps its id", async () => {
  const appliedJobId = (await server.services.appliedJobs.markApplied(seeker.owner, { jobId }))._id;
  const page = await open(seeker);
  await page.goto(`${server.url}/#/applied-jobs/${appliedJobId}`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  const last = crumbs.locator('[aria-current="page"]');
  await crumbs.getByText('Reactor Platform Engineer at Fission Co').waitFor();
  expect(await last.textContent()).toBe('Reactor Platform Engineer at Fission Co');
  expect(await crumbs.getByText(appliedJobId).count()).toBe(0);
  expect(page.url()).toContain(`#/applied-jobs/${appliedJobId}`);
  await shot(page, 'applied-job-breadcrumb');

  // Back on the list, the crumb is the list's own again.
  await crumbs.getByRole('link', { name: 'Applied Jobs' }).click();
  await page.waitForURL(/#\/applied-jobs$/);
  await page.getByRole('link', { name: 'Reactor Platform Engineer' }).first().waitFor();
  expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Applied Jobs');
});

it("the newsletter form starts from the profile's country and names the price beside Subscribe", async () => {
  const page = await open(seeker);
  await page.goto(`${server.url}/#/remote-jobs-newsletter`);
  const form = page.getByRole('form', { name: 'Newsletter preferences' });
  await form.getByRole('checkbox').first().waitFor();
  await page.waitForFunction(() => (document.querySelector('select') as HTMLSelectElement | null)?.value === 'DE');
  const subscribe = form.getByRole('button', { name: 'Subscribe' });
  await form.getByText(/a month, paid by card after Subscribe$/).waitFor();
  expect(await subscribe.getAttribute('aria-describedby')).toBeTruthy();
  await shot(page, 'newsletter-country-and-price');
});
