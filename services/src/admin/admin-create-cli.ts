import { migrate } from '../app/services';
import { isDomainError } from '../common/domain-error';
import { loadConfig } from '../config/config';
import { createDataSource } from '../database/data-source';
import { ensureDatabase } from '../database/ensure-database';
import { commandLineServers } from '../embedded/resolve-servers';
import { createAdmin } from './create-admin';
import { PasswordHasher } from '../accounts/password';
import { closeDataSource } from '../database/close-data-source';

const USAGE = `Usage: npm run admin:create -- EMAIL

Makes the account with this email an admin. Without an account, creates one with the
password in ADMIN_PASSWORD, or a random one that is printed once.`;

/** `npm run admin:create -- EMAIL` */
async function main(args: string[]): Promise<number> {
  const email = args.find((a) => !a.startsWith('-'));
  if (!email || args.includes('--help') || args.includes('-h')) {
    console.error(USAGE);
    return email ? 0 : 2;
  }
  // Only the database: no queues or Redis to open (and close) for one UPDATE or INSERT.
  const servers = await commandLineServers(loadConfig());
  const { config } = servers;
  if (config.databasePooler === 'none') await ensureDatabase(config.databaseUrl);
  const db = createDataSource(config);
  await db.initialize();
  try {
    await migrate(db);
    const result = await createAdmin(db, new PasswordHasher(config.passwordHashCost), { email, password: process.env.ADMIN_PASSWORD || undefined });
    if (result.created) {
      const password = process.env.ADMIN_PASSWORD ? '(from ADMIN_PASSWORD)' : result.password;
      console.log(`Created the admin account ${result.email}.\nPassword: ${password}\nSign in, then change it under Account Settings.`);
    } else {
      console.log(`${result.email} is now an admin. The Admin Panel shows up at their next page load.`);
    }
    return 0;
  } catch (e) {
    if (!isDomainError(e)) throw e;
    console.error(e.message);
    return 1;
  } finally {
    await closeDataSource(db);
    await servers.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
