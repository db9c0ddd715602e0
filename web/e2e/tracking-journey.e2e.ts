import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { launchBrowser, screenshotPath, signInStorage } from './support/browser';
import { startE2EServer } from './support/server';
import { blockOtherOrigins } from './support/same-origin';
import { waitUntil } from './support/wait';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

const JOB = 'Staff Platform Engineer';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let userId: string;

// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  server = await startE2EServer();
  await createJob(server.services, { title: JOB, companyName: 'Globex', tags: ['go', 'kubernetes'] });
  const session = await createUser(server.services, { name: 'Tracking User' });
  userId = session.userId;

  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await blockOtherOrigins(context, server.url, offsite);
  // Copying the shareable link writes to the clipboard; the test reads it back.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await signInStorage(context, session);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const db = () => server.services.db;
const column = (status: string) => page.getByRole('region', { name: new RegExp(`^${status} \\d+$`) });
const appliedCard = () => page.getByRole('button', { name: `${JOB} at Globex` });
const statusOfApplication = async () =>
  (
    await db().query(`SELECT s.title FROM applied_jobs a JOIN job_statuses s ON s.id = a.status_id WHERE a.user_id = $1`, [userId])
  )[0]?.title as string | undefined;

/** Drags with the mouse the way a person does: press, move past the library's threshold, glide over the target, release. */
async function dragTo(source: ReturnType<Page['locator']>, target: ReturnType<Page['locator']>) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag source or target is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 20 });
  await page.mouse.up();
}

it('tracks an application from the job list to a shared document', async () => {
  // Mark the job applied from the job list.
  await page.goto(`${server.url}/#/remote-jobs`);
  await page.getByRole('button', { name: JOB }).click();
  const details = page.getByRole('region', { name: `Details of ${JOB}` });
  await details.getByRole('button', { name: 'Yes' }).click();
  await details.getByText('You have applied for this job.').waitFor();

  // It is on the board, in the first status's column.
  await page.goto(`${server.url}/#/applied-jobs`);
  await column('Applied').getByRole('button', { name: `${JOB} at Globex` }).waitFor();
  await page.getByRole('heading', { name: 'Applications by status' }).waitFor();
  await page.screenshot({ path: screenshotPath('applied-jobs-board'), fullPage: true });

  // Drag it to the next column; the move is saved and survives a reload.
  await dragTo(appliedCard(), column('Phone Screen'));
  await page.getByText('Successfully updated the job status to Phone Screen').waitFor();
  await waitUntil(async () => (await statusOfApplication()) === 'Phone Screen');
  await page.reload();
  await column('Phone Screen').getByRole('button', { name: `${JOB} at Globex` }).waitFor();
  expect(await column('Applied').getByRole('button', { name: `${JOB} at Globex` }).count()).toBe(0);

  // Open it: the detail page with the status it was dragged to.
  await page.getByRole('link', { name: JOB }).click();
  await page.waitForURL(/#\/applied-jobs\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name: JOB }).waitFor();
  expect(await page.getByRole('combobox', { name: 'Status' }).innerText()).toContain('Phone Screen');
  const appliedJobId = page.url().split('/').pop() as string;

  // Tasks: add, edit, toggle done (saved at once), delete.
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: 'Add task' }).click();
  await page.getByRole('textbox', { name: 'Task' }).fill('Send the portfolio');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Task added successfully').waitFor();
  await page.getByRole('button', { name: 'Edit task Send the portfolio' }).click();
  await page.getByRole('textbox', { name: 'Task' }).fill('Send the portfolio and references');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Task updated successfully').waitFor();
  await page.getByRole('checkbox', { name: 'Send the portfolio and references' }).check();
  await waitUntil(async () => (await db().query(`SELECT done FROM applied_job_tasks WHERE applied_job_id = $1 AND follow_up IS NULL`, [appliedJobId]))[0]?.done === true);
  await page.getByRole('button', { name: 'Delete task Send the portfolio and references' }).click();
  await page.getByRole('dialog').getByText('Do you really want to delete this task ?').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  await page.getByText('Task deleted successfully').waitFor();
  await page.getByRole('checkbox', { name: 'Send the portfolio and references' }).waitFor({ state: 'detached' });

  // A contact and a note.
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await page.getByRole('button', { name: 'Add contact' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Grace Recruiter');
  await page.getByRole('textbox', { name: 'Email' }).fill('grace@globex.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Grace Recruiter').waitFor();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('First call went well');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('First call went well').waitFor();

  // Upload a PDF linked to this application; the form comes preselected and leads back here.
  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByRole('link', { name: 'Upload document', exact: true }).click();
  await page.waitForURL(/#\/upload-document\?appliedJobId=/);
  await page.getByRole('textbox', { name: 'Title' }).fill('Platform resume');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Resume' }).click();
  await page.getByLabel('Document file').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByText('File uploaded successfully').waitFor();
  await page.waitForURL(new RegExp(`#/applied-jobs/${appliedJobId}$`));

  // Copy its shareable link and open it in a fresh browser context that has never signed in.
  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByRole('button', { name: 'Copy shareable link of Platform resume' }).click();
  await page.getByText('Copied shareable link to the clipboard').waitFor();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/api\/v1\/shared_files\/[A-Za-z0-9_-]{43}$/);
  const stranger = await browser.newContext();
  const shared = await stranger.request.get(`${server.url}${new URL(url).pathname}`);
  expect(shared.status()).toBe(200);
  expect(shared.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await shared.body(), PDF)).toBe(0);
  await stranger.close();

  // Delete the note: the note goes, the contact stays (the old client called the contact route).
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('button', { name: 'Delete note First call went well' }).click();
  await page.getByRole('dialog').getByText('Do you really want to delete this note ?').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  await page.getByText('Note deleted successfully').waitFor();
  await page.getByText('First call went well').waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await page.getByText('Grace Recruiter').waitFor();
  const [counts] = await db().query(
    `SELECT (SELECT count(*)::int FROM applied_job_notes WHERE applied_job_id = $1) AS notes,
            (SELECT count(*)::int FROM applied_job_contacts WHERE applied_job_id = $1) AS contacts`,
    [appliedJobId],
  );
  expect(counts).toEqual({ notes: 0, contacts: 1 });
  await page.screenshot({ path: screenshotPath('applied-job-detail'), fullPage: true });
});
