import type { Browser, Page } from 'playwright-core';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { launchBrowser, screenshotPath, signInStorage } from './support/browser';
import { startE2EServer } from './support/server';
import { blockOtherOrigins } from './support/same-origin';
import { waitUntil } from './support/wait';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

// Issue 47, item 5: a job both shortlisted and applied has one status, the application's.
const APPLIED = 'Staff Data Engineer';
const SHORTLISTED = 'Frontend Developer';

let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
let page: Page;
let userId: string;

// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  server = await startE2EServer();
  const hour = 3600 * 1000;
  await createJob(server.services, { title: APPLIED, companyName: 'Globex', tags: ['python'], datePosted: new Date(Date.now() - hour) });
  await createJob(server.services, { title: SHORTLISTED, companyName: 'Initech', tags: ['react'], datePosted: new Date(Date.now() - 2 * hour) });
  // Signed up through the accounts service: a new account's trial opens the guarded job screens.
  const session = await createUser(server.services, { name: 'Status User' });
  userId = session.userId;

  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await blockOtherOrigins(page, server.url, offsite);
  await signInStorage(page, session);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const db = () => server.services.db;
const menu = (name: string) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });
const card = (title: string) => page.locator('[data-testid^="job-card-"]').filter({ has: page.getByRole('heading', { name: title }) });
const details = (title: string) => page.getByRole('region', { name: `Details of ${title}` });
const statusSelect = (title: string) => details(title).getByRole('combobox', { name: 'Status' });
const column = (status: string) => page.getByRole('region', { name: new RegExp(`^${status} \\d+$`) });

async function openDetails(title: string) {
  await card(title).getByRole('button', { name: title }).click();
  await details(title).waitFor();
}

/** Waits until the details row's Status dropdown shows `status` (a list may first show its cached copy). */
const statusShown = (title: string, status: string) => statusSelect(title).filter({ hasText: status }).waitFor();

async function pickStatus(title: string, status: string) {
  await statusSelect(title).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

const applicationStatus = async () =>
  (await db().query(`SELECT s.title FROM applied_jobs a JOIN job_statuses s ON s.id = a.status_id WHERE a.user_id = $1`, [userId]))[0]?.title;
const shortlistStatus = async (title: string) =>
  (
    await db().query(
      `SELECT s.title FROM shortlisted_jobs sj JOIN jobs j ON j.id = sj.job_id LEFT JOIN job_statuses s ON s.id = sj.status_id
        WHERE sj.user_id = $1 AND j.title = $2`,
      [userId, title],
    )
  )[0]?.title;

it("gives a shortlisted, applied job the application's status in the details row, the board and the applied job's page", async () => {
  await page.goto(`${server.url}/#/remote-jobs`);
  await openDetails(APPLIED);
  await details(APPLIED).getByRole('button', { name: 'Shortlist Job' }).click();
  await page.getByText('Shortlisted the job').waitFor();
  await details(APPLIED).getByRole('button', { name: 'Yes' }).click();
  await details(APPLIED).getByText('You have applied for this job.').waitFor();

  // The dropdown shows the application's first status, not the shortlist's empty one.
  await statusShown(APPLIED, 'Applied');
  await pickStatus(APPLIED, 'Phone Screen');
  await page.getByText('Successfully updated the job status to Phone Screen').waitFor();
  await waitUntil(async () => (await applicationStatus()) === 'Phone Screen');
  await statusShown(APPLIED, 'Phone Screen');
  await page.screenshot({ path: screenshotPath('job-status-details-row'), fullPage: true });

  // The board and the applied job's page show the same status.
  await menu('Applied Jobs').click();
  await page.waitForURL(/#\/applied-jobs$/);
  await column('Phone Screen').getByRole('button', { name: `${APPLIED} at Globex` }).waitFor();
  expect(await column('Applied').getByRole('button', { name: `${APPLIED} at Globex` }).count()).toBe(0);
  await page.getByRole('link', { name: APPLIED }).click();
  await page.waitForURL(/#\/applied-jobs\/[0-9a-f-]{36}$/);
  const pageStatus = page.getByRole('combobox', { name: 'Status' });
  await pageStatus.filter({ hasText: 'Phone Screen' }).waitFor();

  // A change made on the applied job's page shows in the job's details row too.
  await pageStatus.click();
  await page.getByRole('option', { name: 'Interviewing', exact: true }).click();
  await page.getByText('Successfully updated the job status to Interviewing').waitFor();
  await menu('Remote Jobs').click();
  await openDetails(APPLIED);
  await statusShown(APPLIED, 'Interviewing');
  expect(await applicationStatus()).toBe('Interviewing');
});

it('still changes the shortlist status of a shortlisted job that is not applied', async () => {
  await menu('Remote Jobs').click();
  await openDetails(SHORTLISTED);
  await details(SHORTLISTED).getByRole('button', { name: 'Shortlist Job' }).click();
  // The row's own button says it is shortlisted; the toast may stand beside the first test's, if
  // that one's timer was paused under the pointer.
  await details(SHORTLISTED).getByRole('button', { name: 'Delist Job' }).waitFor();
  await page.getByText('Shortlisted the job').first().waitFor();

  await menu('Shortlisted Jobs').click();
  await page.waitForURL(/#\/shortlisted-jobs/);
  await openDetails(SHORTLISTED);
  await details(SHORTLISTED).getByText('Did you apply for this job?').waitFor();
  await pickStatus(SHORTLISTED, 'Assessment');
  await page.getByText('Successfully updated the job status to Assessment').waitFor();
  await waitUntil(async () => (await shortlistStatus(SHORTLISTED)) === 'Assessment');
  await statusShown(SHORTLISTED, 'Assessment');

  // The applied job on the same list keeps its application's status, and the application is untouched.
  await openDetails(APPLIED);
  await statusShown(APPLIED, 'Interviewing');
  expect(await applicationStatus()).toBe('Interviewing');
  const [{ n }] = await db().query(`SELECT count(*)::int AS n FROM applied_jobs WHERE user_id = $1`, [userId]);
  expect(n).toBe(1);
});
