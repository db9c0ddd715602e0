import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createAdmin } from '@remotehunt/services/admin/create-admin';
import { createJob } from '@remotehunt/services/test/factories';
import { launchBrowser } from './support/browser';
import { blockOtherOrigins } from './support/same-origin';
import { startE2EServer } from './support/server';

// Browser journeys: slower than a unit test by nature.
jest.setTimeout(120_000);

let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;

// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  server = await startE2EServer();
  await createJob(server.services, { title: 'Staff Platform Engineer', companyName: 'Globex', category: 'programming' });
  browser = await launchBrowser();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await blockOtherOrigins(context, server.url, offsite);
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const hash = () => new URL(page.url()).hash;

it('an admin made with admin:create, with no trial or plan, opens every job screen (issue 23, item 1)', async () => {
  const email = `admin-${Date.now()}@example.com`;
  const password = 'admin-password-1';
  // What `npm run admin:create -- EMAIL` does: an account with no app subscription at all.
  await createAdmin(server.services.db, { email, password });

  await page.goto(`${server.url}/#/signin`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/#\/remote-jobs/);
  await page.getByText('Staff Platform Engineer').waitFor();

  const screens: [string, string][] = [
    ['/remote-companies', 'Remote Companies'],
    ['/remotejob-boards', 'Remote Job Boards'],
    ['/viewed-jobs', 'Viewed Jobs'],
    ['/upload-document', 'Upload Documents'],
    ['/remote-jobs/programming', 'Programming Remote Jobs'],
    ['/remote-jobs', 'Remote Jobs'],
  ];
  for (const [path, title] of screens) {
    await page.goto(`${server.url}/#${path}`);
    await heading(title).waitFor();
    expect(hash()).toBe(`#${path}`);
  }
  await page.getByText('Staff Platform Engineer').waitFor();
  // Never the pricing table.
  expect(await page.getByRole('button', { name: 'Select Plan' }).count()).toBe(0);
});
