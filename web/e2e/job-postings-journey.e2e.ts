import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { launchBrowser, screenshotPath, signInStorage } from './support/browser';
import { blockOtherOrigins } from './support/same-origin';
import { startE2EServer } from './support/server';
import { waitUntil } from './support/wait';

// Issue 23, items 4 to 6: what a poster and a seeker are told when they change something, the
// posted description as the preview showed it, and the way back from paying. Payments run in
// local test mode.
jest.setTimeout(180_000);

type Session = Awaited<ReturnType<typeof createUser>>;

let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];

// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

const db = () => server.services.db;

/** A browser signed in as a new user (a job seeker on a trial, not yet a recruiter). */
async function signedInPage(name: string): Promise<{ page: Page; session: Session }> {
  const session = await createUser(server.services, { name });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  await blockOtherOrigins(context, server.url, offsite);
  await signInStorage(context, session);
  return { page: await context.newPage(), session };
}

/** The REST API as `session`, for what the journey only needs to exist. */
async function api(session: Session, method: string, path: string, body?: object | FormData) {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${session.token}`, ...(body && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}) },
    body: body instanceof FormData ? body : body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A posting by `session`, ordered and paid as the posting screen and the test checkout do; answers its job id. */
async function publishPosting(session: Session, jobTitle: string, autoBump: boolean): Promise<string> {
  const form = new FormData();
  form.append(
    'jobInfo',
    JSON.stringify({
      jobTitle,
      category: 'Developer',
      jobType: 'Full-Time',
      description: 'Keep our ledgers balanced.',
      location: 'Worldwide',
      applyUrl: 'https://acme.example/careers/ledgers',
      companyName: 'Acme Ledgers',
      tags: 'postgres',
      company: { hq: 'Lisbon', email: 'jobs@acme.example', websiteUrl: 'https://acme.example', description: 'We count.' },
    }),
  );
  form.append('priceId', 'job-posting-us');
  form.append('email', 'jobs@acme.example');
  form.append('autoBump', autoBump ? 'yes' : 'no');
  form.append('successCallback', `${server.url}/#/post-job?status=success`);
  form.append('cancelCallback', `${server.url}/#/post-job?status=cancel`);
  const { sessionId } = await api(session, 'POST', '/remotejobs', form);
  const paid = await fetch(`${server.url}/api/v1/test_checkout/${sessionId}/pay`, { method: 'POST' });
  expect(paid.status).toBe(200);
  const [posting] = await db().query(`SELECT job_id FROM job_postings WHERE checkout_session_id = $1`, [sessionId]);
  return posting.job_id;
}

/** Fills the Post a Job form with `description`, previews it and opens the purchase step. */
async function fillAndPreview(page: Page, jobTitle: string, description: string) {
  await page.goto(`${server.url}/#/post-job`);
  const form = page.getByRole('form', { name: 'Job posting' });
  await form.getByLabel('Job Title').waitFor();
  await form.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Developer' }).click();
  await form.getByLabel('Job Title').fill(jobTitle);
  await form.getByLabel('Job Description').fill(description);
  await form.getByLabel('Regional Restriction').click();
  await page.getByRole('option', { name: 'Worldwide' }).click();
  await form.getByLabel('Apply URL or Email').fill('https://acme.example/careers');
  await form.getByLabel('Tags').fill('typescript');
  await form.getByLabel('Company Name').fill('Acme Paragraphs');
  await form.getByLabel('Company HQ').fill('Lisbon');
  await form.getByLabel('Company Website').fill('https://acme.example');
  await form.getByLabel('Company Email').fill('jobs@acme.example');
  await form.getByRole('button', { name: 'Next' }).click();
  await page.getByText(/Pinned until/).waitFor();
}

/** From the preview: Next, Place your order, and Pay on the test checkout; back on Post a Job. */
async function purchase(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('form', { name: 'Purchase' }).getByRole('button', { name: 'Place your order' }).click();
  await page.waitForURL(/#\/test-checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/#\/post-job$/);
  await page.getByText('Job posted successfully').waitFor();
}

/** The dialog's question, then its answer. */
async function answer(page: Page, question: RegExp, button: 'Ok' | 'Cancel') {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(question).waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

it('item 4: the poster confirms Mark filled and Cancel auto bump and is told each worked; a filled job offers no Apply Now; ticking a task says so', async () => {
  const { page, session } = await signedInPage('Posting Poster');
  const title = `Ledger Engineer ${randomUUID().slice(0, 6)}`;
  const jobId = await publishPosting(session, title, true);
  // The poster keeps an eye on their own ad as a seeker would.
  await api(session, 'POST', `/users/${session.userId}/shortlist_job`, { jobId });

  await page.goto(`${server.url}/#/my-job-postings`);
  const card = page.getByTestId(`job-card-${jobId}`);
  await card.getByRole('link', { name: 'Apply Now' }).waitFor();

  // Cancel auto bump: asked first; Cancel leaves it renewing.
  await card.getByRole('button', { name: 'Cancel Job Auto Bump' }).click();
  await answer(page, /Cancel the auto bump of ".*"\? It will not be renewed/, 'Cancel');
  expect((await db().query(`SELECT is_subscription FROM jobs WHERE id = $1`, [jobId]))[0].is_subscription).toBe(true);
  await card.getByRole('button', { name: 'Cancel Job Auto Bump' }).click();
  await answer(page, /Cancel the auto bump of/, 'Ok');
  await page.getByText(`Cancelled the auto bump of "${title}"`).waitFor();
  await card.getByRole('button', { name: 'Cancel Job Auto Bump' }).waitFor({ state: 'detached' });
  expect((await db().query(`SELECT is_subscription FROM jobs WHERE id = $1`, [jobId]))[0].is_subscription).toBe(false);

  // Mark filled: it cannot be undone, and the dialog says so.
  await card.getByRole('button', { name: 'Mark Job As Filled' }).click();
  await page.getByRole('dialog').screenshot({ path: screenshotPath('mark-filled-confirmation') });
  await answer(page, /as filled\? .*This cannot be undone\./, 'Ok');
  await page.getByText(`Marked "${title}" as filled`).waitFor();
  await card.getByText('Filled', { exact: true }).waitFor();
  expect(await card.getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
  await waitUntil(async () => (await db().query(`SELECT filled FROM jobs WHERE id = $1`, [jobId]))[0].filled === true);

  // Where a seeker still sees it (their shortlist), it says it is filled and offers no Apply Now.
  await page.goto(`${server.url}/#/shortlisted-jobs`);
  const shortlisted = page.getByTestId(`job-card-${jobId}`);
  await shortlisted.getByText('Filled', { exact: true }).waitFor();
  expect(await shortlisted.getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
  await shortlisted.getByRole('button', { name: title }).click();
  await page.getByRole('region', { name: `Details of ${title}` }).getByText('This job has been filled and no longer takes applications.').waitFor();
  await page.screenshot({ path: screenshotPath('filled-job-shortlisted'), fullPage: true });

  // Ticking a task of an application done, and undone: each says it was saved.
  const job = await createJob(server.services, { title: 'Billing Engineer', companyName: 'Initech' });
  const applied = await api(session, 'POST', `/users/${session.userId}/applied_jobs`, { jobId: job.id });
  await api(session, 'POST', `/users/${session.userId}/applied_jobs/${applied._id}/job_tasks`, { content: 'Send the portfolio' });
  await page.goto(`${server.url}/#/applied-jobs/${applied._id}`);
  await page.getByRole('tab', { name: 'Tasks' }).click();
  const task = page.getByRole('checkbox', { name: 'Send the portfolio' });
  await task.check();
  await page.getByText('Task marked as done').waitFor();
  await waitUntil(async () => (await db().query(`SELECT done FROM applied_job_tasks WHERE applied_job_id = $1 AND follow_up IS NULL`, [applied._id]))[0].done === true);
  await task.uncheck();
  await page.getByText('Task marked as not done').waitFor();
  await waitUntil(async () => (await db().query(`SELECT done FROM applied_job_tasks WHERE applied_job_id = $1 AND follow_up IS NULL`, [applied._id]))[0].done === false);
});

it('item 5: the published description keeps the paragraphs the preview showed', async () => {
  const { page } = await signedInPage('Paragraph Poster');
  const title = `Paragraph Engineer ${randomUUID().slice(0, 6)}`;
  const description = 'We build payments for small shops.\n\nYou will own the ledger\nand its reports.\n\nApply with a short note.';
  const paragraphs = ['We build payments for small shops.', 'You will own the ledger\nand its reports.', 'Apply with a short note.'];

  await fillAndPreview(page, title, description);
  const preview = page.getByRole('region', { name: `Details of ${title}` });
  expect(await preview.getByText(/^We build payments/).innerText()).toBe(description);
  await purchase(page);

  // The poster's own view of it, and a seeker's: the same three paragraphs.
  await page.goto(`${server.url}/#/my-job-postings`);
  await page.getByRole('button', { name: title }).click();
  const posted = page.getByRole('region', { name: `Details of ${title}` }).locator('.job-description p');
  await posted.first().waitFor();
  expect(await posted.allInnerTexts()).toEqual(paragraphs);

  await page.goto(`${server.url}/#/remote-jobs`);
  await page.getByRole('button', { name: title }).click();
  const listed = page.getByRole('region', { name: `Details of ${title}` }).locator('.job-description p');
  await listed.first().waitFor();
  expect(await listed.allInnerTexts()).toEqual(paragraphs);
  await page.screenshot({ path: screenshotPath('posted-description-paragraphs'), fullPage: true });
});

it('item 6: back from paying, the poster sees what they bought with a link to My job postings, and Job Postings joins the menu without a reload', async () => {
  const { page } = await signedInPage('First Time Poster');
  const title = `Menu Engineer ${randomUUID().slice(0, 6)}`;
  await fillAndPreview(page, title, 'Keep the menu honest.');
  await page.getByRole('link', { name: 'Account Settings', exact: true }).waitFor();
  expect(await page.getByRole('link', { name: 'Job Postings', exact: true }).count()).toBe(0);
  await purchase(page);

  await page.getByRole('link', { name: 'Job Postings', exact: true }).waitFor();
  await page.getByRole('heading', { name: `Your ad "${title}" is posted` }).waitFor();
  expect(await page.getByRole('form', { name: 'Job posting' }).count()).toBe(0);
  await page.screenshot({ path: screenshotPath('post-job-paid'), fullPage: true });

  await page.getByRole('link', { name: 'Open My job postings' }).click();
  await page.waitForURL(/#\/my-job-postings$/);
  await page.getByRole('button', { name: title }).waitFor();
});
