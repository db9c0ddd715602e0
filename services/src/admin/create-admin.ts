import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { EMPTY_SESSION_FILTERS } from '../accounts/user.entity';
import type { PasswordHasher } from '../accounts/password';
import { MIN_PASSWORD_LENGTH } from '../accounts/accounts.schemas';
import { DomainError } from '../common/domain-error';
import { parseInput } from '../common/validate';

const inputSchema = z.object({
  email: z.string().trim().toLowerCase().email('Give the admin’s email address, e.g. npm run admin:create -- ada@example.com'),
  password: z.string().min(MIN_PASSWORD_LENGTH, `ADMIN_PASSWORD must have at least ${MIN_PASSWORD_LENGTH} characters`).optional(),
});

export type CreateAdminResult =
  | { created: false; userId: string; email: string }
  /** A new account: `password` is shown once, to the person running the command. */
  | { created: true; userId: string; email: string; password: string };

/**
 * Makes an account an admin, creating it first if there is none. A new account gets the given
 * password or a random one. Sessions pick the role up at their next request.
 */
export async function createAdmin(db: DataSource, passwords: PasswordHasher, input: { email: string; password?: string }): Promise<CreateAdminResult> {
  const { email, password } = parseInput(inputSchema, input);
  const [[promoted]]: [{ id: string; email: string }[], number] = await db.query(
    `UPDATE users SET is_admin = true, updated_at = now() WHERE lower(email) = $1 RETURNING id, email`,
    [email],
  );
  if (promoted) return { created: false, userId: promoted.id, email: promoted.email };

  const chosen = password ?? randomBytes(12).toString('base64url');
  const name = email.split('@')[0];
  const [created]: { id: string }[] = await db.query(
    `INSERT INTO users (email, name, password_hash, is_admin, session_filters) VALUES ($1, $2, $3, true, $4) RETURNING id`,
    [email, name, await passwords.hash(chosen), JSON.stringify(EMPTY_SESSION_FILTERS)],
  ).catch((e: { code?: string }) => {
    // Someone signed up with this address meanwhile: run the command again to promote them.
    if (e.code === '23505') throw new DomainError('CONFLICT', `${email} was just taken by a sign-up: run the command again to make it an admin`);
    throw e;
  });
  return { created: true, userId: created.id, email, password: chosen };
}
