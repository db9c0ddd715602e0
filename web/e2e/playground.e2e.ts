import type { Browser } from 'playwright-core';
import { createAdmin } from '@remotehunt/services/admin/create-admin';
import { launchBrowser, screenshotPath } from './support/browser';
import { blockOtherOrigins } from './support/same-origin';
import { startE2EServer } from './support/server';

// The GraphQL playground must work with no internet: every request but the gateway's is refused.
jest.setTimeout(120_000);

let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;

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

it('loads offline at /graphql, introspects the schema, and runs an authenticated me query for a signed-in admin', async () => {
  const email = `playground-admin-${Date.now()}@example.com`;
  await createAdmin(server.services.db, server.services.passwords, { email, password: 'playground-password' });

  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await blockOtherOrigins(context, server.url, offsite);
  const page = await context.newPage();
  const introspection = page.waitForResponse((res) => res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('__schema'));
  await page.goto(`${server.url}/graphql`);

  // The schema came back through introspection, and GraphiQL's docs read it.
  const schema = await (await introspection).json();
  expect(schema.data.__schema.queryType).toMatchObject({ name: 'Query' });
  expect(schema.data.__schema.types.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['SupportMessage', 'AdminUser']));
  await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
  await page.getByText('A GraphQL schema provides a root type for each kind of operation.').waitFor();
  await page.getByRole('link', { name: 'Query' }).first().waitFor();

  // Anonymous, `me` is refused; signed in, the token goes with the query.
  await page.getByRole('button', { name: /Execute query/i }).click();
  await page.locator('.graphiql-response').getByText('Please sign in to continue').waitFor();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('playground-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('status').getByText(`Signed in as ${email} (admin)`).waitFor();
  await page.getByRole('button', { name: /Execute query/i }).click();
  const response = page.locator('.graphiql-response');
  await response.getByText(`"${email}"`).waitFor();
  await response.getByText('"isAdmin": true').waitFor();
  await page.screenshot({ path: screenshotPath('graphql-playground'), fullPage: true });

  await context.close();
});
