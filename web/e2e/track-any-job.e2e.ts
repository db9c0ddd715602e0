import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Locator, Page } from 'playwright-core';
import { createUser } from '@remotehunt/services/test/factories';
import { expectNoSeriousViolations } from './support/axe';
import { launchBrowser, screenshotPath, signInStorage } from './support/browser';
import { startE2EServer } from './support/server';
import { blockOtherOrigins } from './support/same-origin';
import { waitUntil } from './support/wait';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

// Issue 47, item 1: jobs found anywhere, tracked by hand (applied, or saved for later) beside the catalogue's.
const TYPED = { title: 'Site Reliability Engineer', company: 'Hooli' };
const LINKED = { title: 'Senior Go Engineer', company: 'Umbrella' };

// The web as the gateway reads it when a link is pasted: a job page, and a page that is no job.
const JOB_PAGE = `<!doctype html><html><head><title>Senior Go Engineer at Umbrella</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Senior Go Engineer",
"hiringOrganization":{"@type":"Organization","name":"Umbrella"},"jobLocationType":"TELECOMMUTE","employmentType":"CONTRACTOR",
"description":"<p>Write Go.</p>","datePosted":"2026-11-20"}</script></head><body><h1>Senior Go Engineer</h1></body></html>`;
const NOT_A_JOB = '<!doctype html><html><head><title>Hooli careers</title></head><body>Sign in to see this job</body></html>';

let site: http.Server;
let siteUrl: string;
let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
let page: Page;
let userId: string;

// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  site = http.createServer((req, res) => {
    if (req.url === '/jobs/senior-go-engineer') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(JOB_PAGE);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(NOT_A_JOB);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  // The test site is on this machine, an address the link reader refuses unless told otherwise.
  server = await startE2EServer({ env: { INGESTION_ALLOW_PRIVATE_ADDRESSES: 'true' } });
  // Signed up through the accounts service: a new account's trial opens the tracker.
  const session = await createUser(server.services, { name: 'Tracker User' });
  userId = session.userId;

  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await blockOtherOrigins(page, server.url, offsite);
  await signInStorage(page, session);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => site?.close(resolve));
});

const db = () => server.services.db;
const column = (status: string) => page.getByRole('region', { name: new RegExp(`^${status} \\d+$`) });
const card = (job: { title: string; company: string }) => page.getByRole('button', { name: `${job.title} at ${job.company}` });
const addJobDialog = () => page.getByRole('dialog', { name: 'Add job' });
const tracked = async (title: string) =>
  (
    await db().query(
      `SELECT a.applied_at, a.origin, s.title AS status FROM applied_jobs a JOIN job_statuses s ON s.id = a.status_id
        WHERE a.user_id = $1 AND a.job_snapshot->>'jobTitle' = $2`,
      [userId, title],
    )
  )[0] as { applied_at: Date | null; origin: string; status: string } | undefined;

/** Drags with the mouse the way a person does: press, move past the library's threshold, glide over the target, release. */
async function dragTo(source: Locator, target: Locator) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag source or target is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 20 });
  await page.mouse.up();
}

it('tracks a job typed in as applied, and one read from its link as saved, then applies to the saved one', async () => {
  await page.goto(`${server.url}/#/applied-jobs`);
  await page.getByText("Looks like you haven't applied for any jobs so far.").waitFor();

  // A job typed in by hand, applied today in the first status. Its link leads to no job page, so nothing is filled in.
  await page.getByRole('button', { name: 'Add job' }).click();
  const form = addJobDialog();
  await expectNoSeriousViolations(page, 'the Add job form');
  // Saved with nothing in it, the form says what it needs beside each field (the shared rules' words).
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText('Please provide the job title').waitFor();
  await form.getByText('Please provide the company').waitFor();
  await expectNoSeriousViolations(page, 'the Add job form, refused');
  await form.getByRole('textbox', { name: 'Link to the job' }).fill(`${siteUrl}/careers/sre`);
  await form.getByRole('textbox', { name: 'Job title' }).fill(TYPED.title);
  await form.getByRole('textbox', { name: 'Company' }).fill(TYPED.company);
  await form.getByRole('textbox', { name: 'Location' }).fill('Remote (EU)');
  await form.getByRole('textbox', { name: 'Pay' }).fill('€90k a year');
  await form.getByRole('combobox', { name: 'Employment type' }).click();
  await page.getByRole('option', { name: 'Full-time', exact: true }).click();
  await form.getByRole('textbox', { name: 'Where you found it' }).fill('A referral');
  await form.getByRole('textbox', { name: 'Description' }).fill('Keep the search engine up.');
  expect(await form.getByRole('radio', { name: 'I applied' }).isChecked()).toBe(true);
  await form.getByRole('combobox', { name: 'Status' }).filter({ hasText: 'Applied' }).waitFor();
  await page.screenshot({ path: screenshotPath('track-any-job-form'), fullPage: true });
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`Added ${TYPED.title} at ${TYPED.company}`).waitFor();
  await form.waitFor({ state: 'detached' });

  // It is on the board under Applied, without a reload.
  await column('Applied').getByRole('button', { name: `${TYPED.title} at ${TYPED.company}` }).waitFor();
  expect(await tracked(TYPED.title)).toMatchObject({ origin: 'manual', status: 'Applied', applied_at: expect.any(Date) });

  // Its page shows what was typed, no posting date, and takes a task.
  await column('Applied').getByRole('link', { name: TYPED.title }).click();
  await page.waitForURL(/#\/applied-jobs\/[0-9a-f-]{36}$/);
  const job = page.getByRole('article');
  await job.getByRole('heading', { level: 1, name: TYPED.title }).waitFor();
  await job.getByText('Remote (EU) · €90k a year · Full-time').waitFor();
  await job.getByText('Found on A referral').waitFor();
  expect(await job.getByText(/Posted/).count()).toBe(0);
  expect(await job.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe(`${siteUrl}/careers/sre`);
  await page.getByRole('button', { name: 'Add task' }).click();
  await page.getByRole('textbox', { name: 'Task' }).fill('Ask the referrer about the team');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Task added successfully').waitFor();
  await page.getByRole('checkbox', { name: 'Ask the referrer about the team' }).waitFor();

  // A job read from its link, saved for later from the Saved column's +.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Applied Jobs', exact: true }).click();
  await page.waitForURL(/#\/applied-jobs$/);
  await column('Saved').getByRole('button', { name: 'Add a job saved for later' }).click();
  expect(await form.getByRole('radio', { name: 'Saved for later' }).isChecked()).toBe(true);
  await form.getByRole('textbox', { name: 'Link to the job' }).fill(`${siteUrl}/jobs/senior-go-engineer`);
  // The form fills itself from the page once the link is left alone a moment.
  await waitUntil(async () => (await form.getByRole('textbox', { name: 'Job title' }).inputValue()) === LINKED.title);
  expect(await form.getByRole('textbox', { name: 'Company' }).inputValue()).toBe(LINKED.company);
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`Added ${LINKED.title} at ${LINKED.company}`).waitFor();
  await column('Saved').getByRole('button', { name: `${LINKED.title} at ${LINKED.company}` }).waitFor();
  expect(await tracked(LINKED.title)).toMatchObject({ origin: 'link', applied_at: null });
  await page.screenshot({ path: screenshotPath('track-any-job-board'), fullPage: true });

  // Dragged to Applied, the saved job becomes an application.
  await dragTo(card(LINKED), column('Applied'));
  await page.getByText(`Marked ${LINKED.title} as applied, in Applied`).waitFor();
  await column('Applied').getByRole('button', { name: `${LINKED.title} at ${LINKED.company}` }).waitFor();
  await page.getByRole('region', { name: 'Saved 0' }).waitFor();
  await waitUntil(async () => (await tracked(LINKED.title))?.applied_at instanceof Date);
  await page.reload();
  await page.getByRole('region', { name: 'Applied 2' }).waitFor();
});

it('fills a phone’s screen with the Add job form', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/#/applied-jobs`);
  await page.getByRole('region', { name: 'Applied 2' }).waitFor();

  await page.getByRole('button', { name: 'Add job' }).click();
  const box = await addJobDialog().boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  await expectNoSeriousViolations(page, 'the Add job form on a phone');
  await page.screenshot({ path: screenshotPath('track-any-job-form-phone') });
  await addJobDialog().getByRole('button', { name: 'Cancel' }).click();
  await addJobDialog().waitFor({ state: 'detached' });
});
