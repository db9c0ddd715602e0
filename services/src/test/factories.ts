import { randomUUID } from 'node:crypto';
import type { Services } from '../app/services';
import type { AuthSession } from '../accounts/accounts.service';

export const DEFAULT_PASSWORD = 'correct horse battery';

export interface UserOverrides {
  name?: string;
  email?: string;
  password?: string;
  admin?: boolean;
  recruiter?: boolean;
}

/** Signs up a user through the real service; roles are set directly, as an admin tool would. */
export async function createUser(services: Services, overrides: UserOverrides = {}): Promise<AuthSession & { password: string }> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const session = await services.accounts.signUp({
    name: overrides.name ?? 'Test User',
    email: overrides.email ?? `user-${randomUUID()}@example.com`,
    password,
  });
  if (overrides.admin || overrides.recruiter) {
    await services.db.query(`UPDATE users SET is_admin = $2, is_recruiter = $3 WHERE id = $1`, [
      session.userId,
      overrides.admin ?? false,
      overrides.recruiter ?? false,
    ]);
  }
  return { ...session, password };
}
