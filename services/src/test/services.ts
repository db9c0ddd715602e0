import { createServices, type Services, type ServicesOptions } from '../app/services';
import { loadConfig, type Config } from '../config/config';
import { resetDatabase } from './database';

/** Real services on the test database, emptied of user data; close them in afterAll. */
export async function createTestServices(overrides: NodeJS.ProcessEnv = {}, opts: Pick<ServicesOptions, 'search'> = {}): Promise<Services> {
  const config: Config = loadConfig({ ...process.env, ...overrides });
  const services = await createServices(config, opts);
  await resetDatabase(services.db);
  return services;
}
