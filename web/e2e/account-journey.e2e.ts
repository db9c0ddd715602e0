import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, screenshotPath } from './support/browser';
import { blockOtherOrigins } from './support/same-origin';
import { startE2EServer } from './support/server';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
let page: Page;

// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await blockOtherOrigins(page, server.url, offsite);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const hash = () => new URL(page.url()).hash;
const storage = (key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

async function confirmOk() {
  await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
}

it('a new user signs up, keeps the session, manages the account, logs out and signs in again', async () => {
  const email = `journey-${Date.now()}@example.com`;

  // Logged out: a guarded route sends a visitor to sign in, under the public bar (`/` itself is
  // the landing page for visitors, see visitor-journey.e2e.ts).
  await page.goto(`${server.url}/#/remote-jobs`);
  await page.waitForURL(/#\/signin/);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByRole('navigation', { name: 'Site' }).waitFor();
  await page.screenshot({ path: screenshotPath('logged-out-shell'), fullPage: true });

  // Sign up.
  await page.goto(`${server.url}/#/signup`);
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill('Journey User');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.getByLabel('Confirm Password', { exact: true }).fill('first-password');
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await page.waitForURL(/#\/remote-jobs/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Journey User').waitFor();
  expect(await storage('token')).toEqual(expect.any(String));
  expect(JSON.parse((await storage('userInfo')) ?? '{}')).toMatchObject({ email, name: 'Journey User' });

  // A reload keeps the session.
  await page.reload();
  await menu.getByText('Journey User').waitFor();
  expect(hash()).toMatch(/^#\/remote-jobs/);
  await page.screenshot({ path: screenshotPath('logged-in-shell'), fullPage: true });

  // Settings: change the name.
  await menu.getByRole('link', { name: 'Account Settings' }).click();
  await page.waitForURL(/#\/account-settings/);
  const nameField = page.getByRole('form', { name: 'Profile details' }).getByLabel('Name', { exact: true });
  await nameField.fill('Renamed User');
  await page.getByRole('button', { name: 'Update Details' }).click();
  await page.getByText('Updated user details successfully').waitFor();
  await menu.getByText('Renamed User').waitFor();

  // Upload an avatar (checked and re-encoded by the server), then delete it.
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1565c0' } }).png().toBuffer();
  await page.getByLabel('Avatar image file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  // The avatar is fetched with the bearer token and shown as a data: URL (the CSP allows no blob:).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('img[alt="Avatar of Renamed User"]')].some((img) => img.getAttribute('src')?.startsWith('data:image/webp')),
  );
  const [row] = await server.services.db.query(`SELECT avatar_file_id FROM users WHERE lower(email) = $1`, [email]);
  expect(row.avatar_file_id).toEqual(expect.any(String));

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Do you really want to delete the Avatar ?').waitFor();
  await confirmOk();
  await page.getByText('Deleted user avatar successfully').waitFor();
  const [after] = await server.services.db.query(`SELECT avatar_file_id FROM users WHERE lower(email) = $1`, [email]);
  expect(after.avatar_file_id).toBeNull();

  // Change the password, meeting each validation message on the way.
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  const current = passwordForm.getByLabel('Current Password');
  const next = passwordForm.getByLabel('New Password');
  const submit = passwordForm.getByRole('button', { name: 'Change Password' });

  await submit.click();
  await page.getByText('Current & Previous passwords are not matching, Please provide valid passwords.').waitFor();

  await current.fill('short');
  await next.fill('tiny');
  await submit.click();
  await page.getByText('Password length should not be less than 8 characters').waitFor();

  await current.fill('not-my-password');
  await next.fill('second-password');
  await submit.click();
  await page.getByText('Your login password is going to be modified with the new one is it fine ?').waitFor();
  await confirmOk();
  await page.getByText('Current password is incorrect').waitFor();

  await current.fill('first-password');
  await next.fill('second-password');
  await submit.click();
  await confirmOk();
  await page.getByText('Updated user password successfully').waitFor();

  // Logout clears the stored session and revokes the token.
  const token = await storage('token');
  await menu.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/#\/signin/);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  expect(await storage('token')).toBeNull();
  expect(await storage('userInfo')).toBeNull();
  expect(await server.services.accounts.authenticate(token as string)).toBeNull();

  // The old password no longer works; the new one does.
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Incorrect email or password').waitFor();

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('second-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/#\/remote-jobs/);
  await menu.getByText('Renamed User').waitFor();
});
