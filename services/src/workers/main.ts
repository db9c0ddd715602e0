import { createServices } from '../app/services';
import { loadConfig } from '../config/config';
import { startWorkers } from './start-workers';

/** `npm run worker`: the queue workers alone, for running them apart from the gateway. */
async function main() {
  const config = loadConfig();
  const services = await createServices(config, { migrate: true });
  const workers = await startWorkers(services);
  console.log('RemoteHunt workers are running');
  const stop = async () => {
    await workers.close();
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
