import { createServices, type Services } from '../app/services';
import { loadConfig, type Config } from '../config/config';
import { resetDatabase } from './database';

/** Real services on the test database, emptied of user data; close them in afterAll. */
export async function createTestServices(overrides: NodeJS.ProcessEnv = {}): Promise<Services> {
  const config: Config = loadConfig({ ...process.env, ...overrides });
  const services = await createServices(config);
  await resetDatabase(services.db);
  return services;
}
