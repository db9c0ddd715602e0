import type { SmtpSink } from '@remotehunt/services/test/smtp-sink';
import { createUser } from '@remotehunt/services/test/factories';
import { screenshotPath } from './support/browser';
import { type MailE2E, signedInPage as signIn, startMailE2E } from './support/mail-e2e';

// Browser journeys that go through the mail: the mail worker sends to a real SMTP server on localhost.
jest.setTimeout(120_000);

let e2e: MailE2E;
let sink: SmtpSink;
let server: MailE2E['server'];

beforeAll(async () => {
  e2e = await startMailE2E();
  ({ sink, server } = e2e);
});
afterAll(() => e2e?.close());
// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
afterEach(() => expect(e2e.offsite.splice(0)).toEqual([]));

const db = () => server.services.db;
const signedInPage = (name: string) => signIn(e2e, server.services, name);

it('subscribes to the newsletter free, saves and updates the preferences, and unsubscribes after confirming', async () => {
  await db().query(`UPDATE access_switches SET enabled = true WHERE key = 'enableFreeAccessForNewsletter'`);
  const { page, userId } = await signedInPage('Nia Reader');
  await page.goto(`${server.url}/#/remote-jobs-newsletter`);
  await page.getByRole('heading', { name: 'Subscribe to Remote Jobs Newsletter' }).waitFor();
  const form = page.getByRole('form', { name: 'Newsletter preferences' });
  // Free access is on: no payment box.
  expect(await page.getByText(/as little as \$2 per month/).count()).toBe(0);

  await form.getByLabel('Country').selectOption({ label: 'Germany' });
  await form.getByRole('checkbox', { name: 'Programming' }).check();
  await form.getByRole('checkbox', { name: 'Design' }).check();
  await form.getByLabel('Keywords').fill('react');
  await form.getByLabel('Keywords').press('Enter');
  await form.getByRole('radio', { name: /daily/i }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText('Newsletter subscribed successfully').waitFor();

  // Saved: a reload shows the preferences and Update Preferences.
  await page.reload();
  await form.getByRole('button', { name: 'Update Preferences' }).waitFor();
  expect(await form.getByRole('checkbox', { name: 'Programming' }).isChecked()).toBe(true);
  expect(await form.getByLabel('Country').inputValue()).toBe('DE');
  await form.getByText('react', { exact: true }).waitFor();
  await page.screenshot({ path: screenshotPath('newsletter-subscribed'), fullPage: true });

  await form.getByRole('radio', { name: /weekly/i }).check();
  await form.getByRole('checkbox', { name: 'Design' }).uncheck();
  await form.getByRole('button', { name: 'Update Preferences' }).click();
  await page.getByText('Updated newsletter preferences successfully').waitFor();
  const [saved] = await db().query(`SELECT frequency, categories, keywords, country_code, status FROM newsletters WHERE user_id = $1`, [userId]);
  expect(saved).toEqual({ frequency: 'weekly', categories: ['programming'], keywords: ['react'], country_code: 'DE', status: 'active' });

  await form.getByRole('button', { name: 'Unsubscribe' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Do you really want to unsubscribe ?').waitFor();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await page.getByText('Unsubscribed newsletter successfully').waitFor();
  await form.getByRole('button', { name: 'Subscribe' }).waitFor();
  const [after] = await db().query(`SELECT status FROM newsletters WHERE user_id = $1`, [userId]);
  expect(after.status).toBe('cancelled');
  await db().query(`UPDATE access_switches SET enabled = false`);
});

it('forgot password: the link arrives by mail, sets a new password, and the new password signs in', async () => {
  const user = await createUser(server.services, { name: 'Forgetful', password: 'the-old-password' });
  const email = user.userInfo.email;
  const page = await (await e2e.newContext()).newPage();
  await page.goto(`${server.url}/#/forgot-password`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('If an account exists for that address, we have sent a link').waitFor();

  const [mail] = await sink.waitFor(1, (m) => m.to.includes(email) && m.subject === 'Reset your RemoteHunt password');
  const link = mail.text.match(/https?:\/\/\S+#\/reset-password\/[\w-]+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await page.getByLabel('New Password').fill('the-new-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Password changed successfully').waitFor();
  await page.waitForURL(/#\/signin/);

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('the-new-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/#\/remote-jobs/);

  // The same link a second time: refused, with a way to ask again.
  const again = await (await e2e.newContext()).newPage();
  await again.goto(link!);
  await again.getByLabel('New Password').fill('a-third-password');
  await again.getByRole('button', { name: 'Change password' }).click();
  const problem = again.getByRole('alert').filter({ hasText: 'This password reset link has already been used, please ask for a new one' });
  await problem.getByRole('link', { name: 'Ask for a new link' }).waitFor();
  expect(await again.getByText('Password change failed').count()).toBe(0);
});

it('unsubscribes from emails through the link in a mail, without signing in, then goes home', async () => {
  const user = await createUser(server.services, { name: 'Done Hunting' });
  const [welcome] = await sink.waitFor(1, (m) => m.to.includes(user.userInfo.email) && m.subject === 'Welcome to RemoteHunt');
  const link = welcome.text.match(/https?:\/\/\S+#\/unsubscribe\/\S+/)?.[0];
  expect(link).toBeDefined();
  const page = await (await e2e.newContext()).newPage();
  await page.goto(link!);
  await page.getByLabel('Reason (optional)').fill('I found a job');
  await page.getByRole('button', { name: 'Ok' }).click();
  await page.getByText('unsubscribed successfully').waitFor();
  await page.waitForURL((url) => !url.hash.includes('unsubscribe'), { timeout: 10_000 });
  const [row] = await db().query(`SELECT unsubscribe_reason, emails_unsubscribed_at IS NOT NULL AS out FROM users WHERE id = $1`, [user.userId]);
  expect(row).toEqual({ unsubscribe_reason: 'I found a job', out: true });
});
