import type { Browser, Page } from 'playwright-core';
import type { Services } from '@remotehunt/services/app/services';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { launchBrowser, screenshotPath, signInStorage } from './support/browser';
import { blockOtherOrigins } from './support/same-origin';
import { startE2EServer } from './support/server';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

let server: Awaited<ReturnType<typeof startE2EServer>>;
let services: Services;
let browser: Browser;
let page: Page;

/**
 * Saved searches and "new since your last visit" (issue 22) in a real browser: a filtered list
 * is saved under a name, shows in the side menu and on the Saved Searches page; a matching job
 * posted later shows as new beside it and beside Remote Jobs; opening the search lists the job
 * with the search's filter and clears its count.
 */
// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  server = await startE2EServer();
  services = server.services;
  const hour = 3600 * 1000;
  await createJob(services, { title: 'Reactor Platform Engineer', companyName: 'Fission Co', datePosted: new Date(Date.now() - 2 * hour) });
  await createJob(services, { title: 'Golang Developer', companyName: 'Gopher Inc', datePosted: new Date(Date.now() - 3 * hour) });
  const session = await createUser(services, { name: 'Searcher' });

  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
  await blockOtherOrigins(page, server.url, offsite);
  await signInStorage(page, session);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const CARDS = '[data-testid^="job-card-"]';

/** Waits until the list shows exactly these jobs (in this order). */
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

const menu = () => page.getByRole('navigation', { name: 'Main menu' });
const savedInMenu = () => menu().getByRole('list', { name: 'Saved searches' });

/** What the app does when the user comes back to its tab. */
const comeBackToTheTab = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

it('saves a filtered list, counts the new jobs it gets in the menu, and opening it shows them and clears the count', async () => {
  await page.goto(`${server.url}/#/remote-jobs`);
  expect(await listedJobs(['Reactor Platform Engineer', 'Golang Developer'])).toHaveLength(2);

  // Filter the list, then save it under a name.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Reactor');
  expect(await listedJobs(['Reactor Platform Engineer'])).toHaveLength(1);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Reactor jobs');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved the search "Reactor jobs": find it under Saved Searches').waitFor();

  // It is in the menu, under Remote Jobs, and on the Saved Searches page with its filter in words.
  await savedInMenu().getByRole('link', { name: 'Reactor jobs', exact: true }).waitFor();
  await menu().getByRole('link', { name: 'Saved Searches' }).click();
  const saved = page.getByRole('article', { name: 'Reactor jobs' });
  await saved.getByText('Keyword “Reactor” · newest first').waitFor();

  // A matching job is posted; coming back to the tab, the menu counts it beside the search and
  // beside Remote Jobs (whose session filters, the keyword aside, match every job).
  await createJob(services, { title: 'Reactor Ops Lead', companyName: 'Fission Co' });
  await comeBackToTheTab();
  await savedInMenu().getByRole('link', { name: 'Reactor jobs 1 new' }).waitFor();
  await menu().getByRole('link', { name: 'Remote Jobs 1 new' }).waitFor();
  await saved.getByText('1 new').waitFor();
  await page.screenshot({ path: screenshotPath('saved-searches-new-jobs'), fullPage: true });

  // Opening it from the menu lists the new job with the search's filter and clears its count.
  await savedInMenu().getByRole('link', { name: 'Reactor jobs 1 new' }).click();
  await page.getByRole('heading', { level: 1, name: 'Remote Jobs' }).waitFor();
  expect(await listedJobs(['Reactor Ops Lead', 'Reactor Platform Engineer'])).toHaveLength(2);
  expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('Reactor');
  await savedInMenu().getByRole('link', { name: 'Reactor jobs', exact: true }).waitFor();
  await page.screenshot({ path: screenshotPath('saved-search-opened'), fullPage: true });

  // The server agrees: asked again, nothing is new, for the search nor for Remote Jobs once left.
  await menu().getByRole('link', { name: 'Saved Searches' }).click();
  await page.getByRole('heading', { level: 1, name: 'Saved Searches' }).waitFor();
  const asked = page.waitForResponse((res) => res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('SideMenuNews'));
  await comeBackToTheTab();
  await asked;
  await savedInMenu().getByRole('link', { name: 'Reactor jobs', exact: true }).waitFor();
  await menu().getByRole('link', { name: 'Remote Jobs', exact: true }).waitFor();
});
