import type { Browser, Page } from 'playwright-core';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { launchBrowser, screenshotPath, signInStorage } from './support/browser';
import { startE2EServer } from './support/server';
import { blockOtherOrigins } from './support/same-origin';
import { waitUntil } from './support/wait';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
let page: Page;
let userId: string;
const jobIds: Record<string, string> = {};

// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  server = await startE2EServer();
  const { services } = server;
  const hour = 3600 * 1000;
  const jobs = [
    { title: 'React Platform Engineer', companyName: 'Globex', category: 'programming', tags: ['react', 'typescript'] },
    { title: 'Go Backend Engineer', companyName: 'Initech', category: 'programming', tags: ['go'] },
    { title: 'Product Designer', companyName: 'Globex', category: 'design', tags: ['figma'] },
    { title: 'QA Analyst', companyName: 'Hooli', category: 'qa', tags: ['react'] },
  ];
  for (const [i, job] of jobs.entries()) {
    jobIds[job.title] = (await createJob(services, { ...job, datePosted: new Date(Date.now() - (i + 1) * hour) })).id;
  }
  const session = await createUser(services, { name: 'Discovery User' });
  userId = session.userId;

  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await blockOtherOrigins(page, server.url, offsite);
  // Signed in the way the app keeps a session: token and userInfo in local storage.
  await signInStorage(page, session);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const card = (title: string) => page.locator('[data-testid^="job-card-"]').filter({ has: page.getByRole('heading', { name: title }) });
const cardTitles = () => page.locator('[data-testid^="job-card-"] h2').allInnerTexts();
async function waitForTitles(expected: string[]) {
  await page.waitForFunction(
    (want) => JSON.stringify([...document.querySelectorAll('[data-testid^="job-card-"] h2')].map((h) => h.textContent?.trim())) === JSON.stringify(want),
    expected,
  );
}
const db = () => server.services.db;

it('shows how many jobs each filter option would list and picks options by their counts', async () => {
  await page.goto(`${server.url}/#/remote-jobs`);
  await waitForTitles(['React Platform Engineer', 'Go Backend Engineer', 'Product Designer', 'QA Analyst']);

  // None of the four is open worldwide, so the switch says 0 and cannot be turned on.
  const worldwide = page.getByRole('switch', { name: 'Worldwide (0)' });
  await worldwide.waitFor();
  expect(await worldwide.isDisabled()).toBe(true);

  await page.getByRole('combobox', { name: 'Job Categories' }).click();
  const legal = page.getByRole('option', { name: 'Legal 0', exact: true });
  await legal.waitFor();
  expect(await legal.getAttribute('aria-disabled')).toBe('true');
  await page.getByRole('option', { name: 'Design 1', exact: true }).click();
  await page.keyboard.press('Escape');
  await waitForTitles(['Product Designer']);
  await page.screenshot({ path: screenshotPath('remote-jobs-filter-counts'), fullPage: true });

  // Counts follow the filter: within Design, only figma is left among the popular tags' jobs.
  const popular = page.getByRole('group', { name: 'Popular tags' });
  await popular.getByRole('button', { name: 'Add tag figma, 1 job' }).waitFor();
  await popular.getByRole('button', { name: 'Add tag react, 0 jobs' }).waitFor();
  await page.getByRole('button', { name: 'Remove all filters' }).click();
  await waitForTitles(['React Platform Engineer', 'Go Backend Engineer', 'Product Designer', 'QA Analyst']);

  await popular.getByRole('button', { name: 'Add tag go, 1 job' }).click();
  await waitForTitles(['Go Backend Engineer']);
  await page.getByRole('button', { name: 'Remove all filters' }).click();
  await waitForTitles(['React Platform Engineer', 'Go Backend Engineer', 'Product Designer', 'QA Analyst']);
});

it('drops tag suggestions over the filters instead of pushing them down, and picks one by keyboard', async () => {
  await page.goto(`${server.url}/#/remote-jobs`);
  await waitForTitles(['React Platform Engineer', 'Go Backend Engineer', 'Product Designer', 'QA Analyst']);
  const panel = page.getByRole('region', { name: 'Job filters' });
  const nextField = panel.getByRole('combobox', { name: 'Employment type' });
  const firstCard = card('React Platform Engineer');
  const before = { panel: await panel.boundingBox(), nextField: await nextField.boundingBox(), firstCard: await firstCard.boundingBox() };

  const tags = panel.getByLabel('Tags', { exact: true });
  await tags.fill('rea');
  const suggestions = page.getByLabel('Tags suggestions');
  await suggestions.waitFor();
  await page.screenshot({ path: screenshotPath('remote-jobs-tag-suggestions') });
  expect({ panel: await panel.boundingBox(), nextField: await nextField.boundingBox(), firstCard: await firstCard.boundingBox() }).toEqual(before);
  // Over the panel, not beside or behind it: the list's top edge is below the field, inside the page.
  const [field, list] = [await tags.boundingBox(), await suggestions.boundingBox()];
  expect(list!.y).toBeGreaterThanOrEqual(field!.y + field!.height);

  await tags.press('ArrowDown');
  await tags.press('Enter');
  await page.getByRole('group', { name: 'Chosen filters' }).getByRole('button', { name: 'Remove react' }).waitFor();
  await waitForTitles(['React Platform Engineer', 'QA Analyst']);
  expect(await tags.inputValue()).toBe('');
  await page.getByRole('button', { name: 'Remove all filters' }).click();
  await waitForTitles(['React Platform Engineer', 'Go Backend Engineer', 'Product Designer', 'QA Analyst']);
});

it('filters, opens, shortlists, tracks, hides viewed and browses a company', async () => {
  await page.goto(`${server.url}/#/remote-jobs`);
  await waitForTitles(['React Platform Engineer', 'Go Backend Engineer', 'Product Designer', 'QA Analyst']);

  // A category and a tag: chips show, and only jobs matching both remain.
  await page.getByRole('combobox', { name: 'Job Categories' }).click();
  await page.getByRole('option', { name: 'Programming' }).click();
  await page.keyboard.press('Escape');
  await waitForTitles(['React Platform Engineer', 'Go Backend Engineer']);
  await page.getByRole('combobox', { name: 'Tags' }).fill('rea');
  await page.getByRole('listbox', { name: 'Tags suggestions' }).getByRole('option', { name: 'react' }).click();
  const chips = page.getByRole('group', { name: 'Chosen filters' });
  await chips.getByRole('button', { name: 'Remove Programming' }).waitFor();
  await chips.getByRole('button', { name: 'Remove react' }).waitFor();
  await waitForTitles(['React Platform Engineer']);
  await page.screenshot({ path: screenshotPath('remote-jobs-filtered'), fullPage: true });

  // Open the job: a details row appears beneath it and the visit is recorded.
  await card('React Platform Engineer').getByRole('button', { name: 'React Platform Engineer' }).click();
  const details = page.getByRole('region', { name: 'Details of React Platform Engineer' });
  await details.waitFor();
  await details.getByText('Build remote things.').waitFor();
  const visits = async () => (await db().query(`SELECT count(*)::int AS n FROM job_visits WHERE user_id = $1`, [userId]))[0].n;
  await waitUntil(async () => (await visits()) === 1);

  // Shortlist it; it shows on the Shortlisted page.
  await details.getByRole('button', { name: 'Shortlist Job' }).click();
  await page.getByText('Shortlisted the job').waitFor();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shortlisted Jobs' }).click();
  await page.waitForURL(/#\/shortlisted-jobs/);
  await waitForTitles(['React Platform Engineer']);

  // Change its status, then say yes to having applied.
  await card('React Platform Engineer').getByRole('button', { name: 'React Platform Engineer' }).click();
  const shortlistedDetails = page.getByRole('region', { name: 'Details of React Platform Engineer' });
  await shortlistedDetails.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Interviewing' }).click();
  await waitUntil(async () => {
    const [row] = await db().query(
      `SELECT st.title FROM shortlisted_jobs s JOIN job_statuses st ON st.id = s.status_id WHERE s.user_id = $1`,
      [userId],
    );
    return row?.title === 'Interviewing';
  });
  await shortlistedDetails.getByText('Did you apply for this job?').waitFor();
  await shortlistedDetails.getByRole('button', { name: 'Yes' }).click();
  await shortlistedDetails.getByText('You have applied for this job.').waitFor();
  const [applied] = await db().query(`SELECT job_snapshot->>'jobTitle' AS title FROM applied_jobs WHERE user_id = $1`, [userId]);
  expect(applied.title).toBe('React Platform Engineer');

  // Back on the list (the saved filters come back): hiding viewed jobs hides it.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Remote Jobs', exact: true }).click();
  await waitForTitles(['React Platform Engineer']);
  await page.getByRole('switch', { name: 'Hide already viewed jobs' }).click();
  await page.getByText('There are no jobs at the moment matching this search criteria').waitFor();
  expect(await cardTitles()).toEqual([]);

  // Clear the filters, then browse one company's postings and come back.
  await page.getByRole('switch', { name: 'Hide already viewed jobs' }).click();
  await page.getByRole('button', { name: 'Remove all filters' }).click();
  await waitForTitles(['React Platform Engineer', 'Go Backend Engineer', 'Product Designer', 'QA Analyst']);
  await card('Product Designer').getByTitle('Show the jobs of Globex').click();
  await page.getByRole('heading', { name: 'Globex Job Postings' }).waitFor();
  await waitForTitles(['React Platform Engineer', 'Product Designer']);
  expect(new URL(page.url()).hash).toContain('companyName=Globex');
  await page.getByRole('link', { name: 'Back to all remote jobs' }).click();
  await waitForTitles(['React Platform Engineer', 'Go Backend Engineer', 'Product Designer', 'QA Analyst']);
  expect(new URL(page.url()).hash).not.toContain('companyName');
});

