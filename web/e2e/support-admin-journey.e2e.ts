import type { Page } from 'playwright-core';
import { createJob } from '@remotehunt/services/test/factories';
import { screenshotPath } from './support/browser';
import { type MailE2E, signedInPage as signIn, startMailE2E } from './support/mail-e2e';

// A support conversation between a user and an admin, then a marketing mail sent from the admin
// panel: two signed-in browsers against one gateway, the mail worker sending to SMTP on localhost.
jest.setTimeout(120_000);

let e2e: MailE2E;
beforeAll(async () => {
  e2e = await startMailE2E();
});
afterAll(() => e2e?.close());
// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
afterEach(() => expect(e2e.offsite.splice(0)).toEqual([]));

const signedInPage = (name: string, opts: { admin?: boolean } = {}) => signIn(e2e, e2e.server.services, name, opts);

const supportLink = (page: Page) => page.getByRole('link', { name: /Support/ });
const unreadDot = (page: Page) => supportLink(page).getByTestId('unread-dot');

it('a query reaches the admin (unread dot), who replies after confirming; the user sees the reply and the dot clears', async () => {
  const user = await signedInPage('Ada Asker');
  const admin = await signedInPage('Sam Support', { admin: true });

  await user.page.goto(`${e2e.server.url}/#/post-your-query-here`);
  const send = user.page.getByRole('button', { name: 'Send' });
  await send.waitFor();
  expect(await send.isDisabled()).toBe(true);
  await user.page.getByLabel('Your query').fill('How do I export my applied jobs?');
  await send.click();
  await user.page.getByText('Sent query successfully').waitFor();
  await user.page.getByText('How do I export my applied jobs?').waitFor();

  // The admin, anywhere in the app, sees the dot on Support.
  await admin.page.goto(`${e2e.server.url}/#/applied-jobs`);
  await unreadDot(admin.page).waitFor();
  await supportLink(admin.page).click();
  await admin.page.getByText('Support query from Ada Asker').waitFor();
  // Opening the page read the query: the dot is gone.
  await unreadDot(admin.page).waitFor({ state: 'detached' });

  await admin.page.getByLabel('Reply').fill('Open Applied Jobs and choose Export: you get a CSV file.');
  await admin.page.getByRole('button', { name: 'Reply', exact: true }).click();
  const confirm = admin.page.getByRole('dialog');
  await confirm.getByText('Are you sure about this ?').waitFor();
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await admin.page.getByText('Replied to query successfully').waitFor();
  await admin.page.screenshot({ path: screenshotPath('support-admin-replied'), fullPage: true });

  // The user's dot comes with the reply (on their next load: a hash change alone loads nothing), and clears on opening the page.
  await user.page.goto(`${e2e.server.url}/#/applied-jobs`);
  await user.page.reload();
  await unreadDot(user.page).waitFor();
  await supportLink(user.page).click();
  await user.page.getByText('Reply from support team').waitFor();
  await user.page.getByText('Open Applied Jobs and choose Export: you get a CSV file.').waitFor();
  await unreadDot(user.page).waitFor({ state: 'detached' });
  await user.page.screenshot({ path: screenshotPath('support-user-reply'), fullPage: true });

  // The reply also went out by email.
  const [mail] = await e2e.sink.waitFor(1, (m) => m.to.includes(user.email) && m.subject === 'RemoteHunt support replied to your query');
  expect(mail.text).toContain('Open Applied Jobs and choose Export');
});

it('the admin finds a user in the admin panel, sees their JSON, and sends them a marketing template that arrives by mail', async () => {
  const grace = await signedInPage(`Grace Marketing ${Date.now()}`);
  const admin = await signedInPage('Ann Admin', { admin: true });
  await admin.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });

  await admin.page.goto(`${e2e.server.url}/#/admin-panel`);
  await admin.page.getByRole('tab', { name: 'Users' }).waitFor();
  await admin.page.getByLabel('Search users').fill(grace.email);
  const row = admin.page.getByRole('row').filter({ hasText: grace.email });
  await row.waitFor();
  // The search has applied once the admin's own row is gone (the table keeps the last page while loading).
  await admin.page.getByRole('row').filter({ hasText: admin.email }).waitFor({ state: 'detached' });
  expect(await admin.page.getByRole('row').filter({ hasText: '@example.com' }).count()).toBe(1);
  await admin.page.getByRole('button', { name: `Actions for ${grace.email}` }).click();

  await admin.page.getByText(`"_id": "${grace.userId}"`).waitFor();
  await admin.page.getByRole('button', { name: 'Copy JSON' }).click();
  await admin.page.getByText('Copied json to the clipboard').waitFor();
  expect(JSON.parse(await admin.page.evaluate(() => navigator.clipboard.readText()))).toMatchObject({ _id: grace.userId, email: grace.email });

  await admin.page.getByLabel('Email template').click();
  await admin.page.getByRole('option', { name: 'Subscription offer' }).click();
  await admin.page.getByRole('button', { name: 'Send email' }).click();
  await admin.page.getByText('Sent Subscription offer email successfully').waitFor();
  await admin.page.screenshot({ path: screenshotPath('admin-panel-users'), fullPage: true });

  const [mail] = await e2e.sink.waitFor(1, (m) => m.to.includes(grace.email) && m.subject === 'Track your whole job search with RemoteHunt');
  expect(mail.headers.get('list-unsubscribe')).toContain(`/api/v1/unsubscribe/${grace.userId}?token=`);

  // The other tabs answer too: the boards with their schedules, the switches.
  await admin.page.getByRole('tab', { name: 'Job boards' }).click();
  await admin.page.getByRole('switch', { name: 'Enabled: Remotive' }).or(admin.page.getByRole('checkbox', { name: 'Enabled: Remotive' })).waitFor();
  await admin.page.getByRole('tab', { name: 'Access' }).click();
  await admin.page.getByLabel('Free access for the app').waitFor();

  // An exchange rate set here is what jobs paid in that currency are converted by.
  await createJob(e2e.server.services, { title: 'Paid in euros', salary: { min: 50000, max: 60000, currency: 'EUR', period: 'year' } });
  await admin.page.getByRole('tab', { name: 'Exchange rates' }).click();
  const eur = admin.page.getByRole('textbox', { name: 'USD per EUR' });
  await eur.fill('1.5');
  await admin.page.getByRole('button', { name: 'Save rate for EUR' }).click();
  await admin.page.getByText("EUR: rate saved; its jobs' annual USD pay follows").waitFor();
  const [job] = await e2e.server.services.db.query(`SELECT salary_annual_usd_min, salary_annual_usd_max FROM jobs WHERE title = 'Paid in euros'`);
  expect(job).toEqual({ salary_annual_usd_min: 75000, salary_annual_usd_max: 90000 });
});
