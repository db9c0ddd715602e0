import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Services } from '../../app/services';
import { createUser } from '../../test/factories';
import { createTestServices } from '../../test/services';

// `npm run admin:create -- EMAIL` runs this compiled script (after `npm run build:server`).
const CLI = path.resolve(__dirname, '../../../dist/admin/admin-create-cli.js');

const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  promisify(execFile)(process.execPath, [CLI, ...args], { env: { ...process.env, ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
  );

let services: Services;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

const isAdmin = async (email: string) =>
  (await services.db.query(`SELECT is_admin FROM users WHERE lower(email) = lower($1)`, [email]))[0]?.is_admin as boolean | undefined;

describe('npm run admin:create -- EMAIL', () => {
  it('makes an existing account an admin; their next sign-in says so', async () => {
    const user = await createUser(services, { email: `Grace-${Date.now()}@Example.com` });
    expect(user.userInfo.admin).toBe(false);
    const res = await run([user.userInfo.email.toUpperCase()]);
    expect(res).toEqual({ code: 0, stdout: `${user.userInfo.email} is now an admin. The Admin Panel shows up at their next page load.\n`, stderr: '' });
    expect(await isAdmin(user.userInfo.email)).toBe(true);
    const session = await services.accounts.signIn({ email: user.userInfo.email, password: user.password });
    expect(session.userInfo).toMatchObject({ admin: true, isAdmin: true });
  });

  it('creates the account when there is none, with the password printed once, which signs in', async () => {
    const email = `new-admin-${Date.now()}@example.com`;
    const res = await run([email]);
    expect({ code: res.code, stderr: res.stderr }).toEqual({ code: 0, stderr: '' });
    const password = /Password: (\S+)/.exec(res.stdout)?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(await isAdmin(email)).toBe(true);
    const session = await services.accounts.signIn({ email, password });
    expect(session.userInfo).toMatchObject({ email, admin: true });
  });

  it('uses ADMIN_PASSWORD for a new account, and does not print it', async () => {
    const email = `env-admin-${Date.now()}@example.com`;
    const res = await run([email], { ADMIN_PASSWORD: 'chosen-by-ops-123' });
    expect({ code: res.code, stderr: res.stderr }).toEqual({ code: 0, stderr: '' });
    expect(res.stdout).toContain('Password: (from ADMIN_PASSWORD)');
    expect(res.stdout).not.toContain('chosen-by-ops-123');
    await expect(services.accounts.signIn({ email, password: 'chosen-by-ops-123' })).resolves.toMatchObject({ userInfo: { admin: true } });
  });

  it('explains what to type when the email is missing or not an email, and changes nothing', async () => {
    const missing = await run([]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage: npm run admin:create -- EMAIL');
    const bad = await run(['not-an-email']);
    expect(bad).toMatchObject({ code: 1, stderr: 'Give the admin’s email address, e.g. npm run admin:create -- ada@example.com\n' });
    expect(await isAdmin('not-an-email')).toBeUndefined();
  });
});
