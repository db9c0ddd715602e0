import { createServices } from '../app/services';
import { loadConfig } from '../config/config';
import { resolveServers } from '../embedded/resolve-servers';
import { startWorkers } from './start-workers';

/**
 * `npm run worker`: the queue workers alone, for running them apart from the gateway. Beside an
 * `npm start` on the same DATA_DIR it uses that process's embedded PostgreSQL and Redis, and stops
 * when they do; alone, it starts its own.
 */
async function main() {
  const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  const servers = await resolveServers(loadConfig(), log);
  try {
    const services = await createServices(servers.config, { migrate: true });
    const workers = await startWorkers(services);
    console.log('RemoteHunt workers are running');
    let stopping = false;
    const stop = async (exitCode = 0) => {
      if (stopping) return;
      stopping = true;
      await workers.close();
      await services.close();
      await servers.stop();
      process.exit(exitCode);
    };
    process.on('SIGINT', () => void stop());
    process.on('SIGTERM', () => void stop());
    servers.onLost((message) => {
      console.error(`${message}: stopping`);
      void stop(1);
    });
  } catch (err) {
    await servers.stop();
    throw err;
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
