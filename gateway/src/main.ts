import { createServices } from '@remotehunt/services/app/services';
import { loadConfig } from '@remotehunt/services/config/config';
import { seedIfEmpty } from '@remotehunt/services/seed/seed-catalogue';
import { startWorkers } from '@remotehunt/services/workers/start-workers';
import { createApp } from './app';
import { createLogger } from './logger';

/** `npm start`: create and migrate the database, then serve the gateway and the web app. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const services = await createServices(config, { migrate: true });
  // A fresh install gets a realistic catalogue to browse; a database with jobs is left alone.
  const seeded = await seedIfEmpty(services.db);
  if (seeded) logger.info(seeded, 'seeded the starter catalogue');
  const gateway = await createApp(services, logger);
  // One command runs everything locally; WORKERS=off when workers run as their own processes.
  const workers = config.workers ? await startWorkers(services) : null;
  const server = gateway.app.listen(config.port, () => {
    logger.info(`RemoteHunt is up at ${config.publicUrl} (port ${config.port})`);
    logger.info(
      services.payments.testMode
        ? "payments run in local test mode (no STRIPE_SECRET_KEY): checkouts open the app's own test checkout page"
        : 'payments go through Stripe',
    );
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Never hang a deploy: whatever is still running after 15 s is cut off.
    setTimeout(() => process.exit(1), 15_000).unref();
    // Requests in flight finish before the database and Redis they use are closed.
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await Promise.all([drained, workers?.close()]);
    await gateway.close();
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
