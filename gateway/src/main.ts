import { createServices } from '@remotehunt/services/app/services';
import { loadConfig } from '@remotehunt/services/config/config';
import { type ResolvedServers, resolveServers } from '@remotehunt/services/embedded/resolve-servers';
import { seedIfEmpty } from '@remotehunt/services/seed/seed-catalogue';
import { startWorkers } from '@remotehunt/services/workers/start-workers';
import { createApp } from './app';
import { createLogger, type Logger } from './logger';

/**
 * `npm start`: find PostgreSQL and Redis (or start embedded ones), create and migrate the database,
 * then serve the gateway and the web app.
 */
async function main() {
  const settings = loadConfig();
  const logger = createLogger(settings);
  const servers = await resolveServers(settings, { info: (m) => logger.info(m), warn: (m) => logger.warn(m) });
  try {
    await serve(servers, logger);
  } catch (err) {
    // The embedded servers stop before the error ends the process.
    await servers.stop();
    throw err;
  }
}

async function serve(servers: ResolvedServers, logger: Logger) {
  const { config } = servers;
  const services = await createServices(config, { migrate: true });
  // A fresh install gets a realistic catalogue to browse; a database with jobs is left alone.
  const seeded = await seedIfEmpty(services.db);
  if (seeded) logger.info(seeded, 'seeded the starter catalogue');
  const gateway = await createApp(services, logger);
  // One command runs everything locally; WORKERS=off when workers run as their own processes.
  const workers = config.workers ? await startWorkers(services) : null;
  // Express 5 calls back with the error too when the port is taken: that is handled below.
  const server = gateway.app.listen(config.port, (err?: Error) => {
    if (err) return;
    logger.info(`RemoteHunt is up at ${config.publicUrl} (port ${config.port})`);
    logger.info(
      services.payments.testMode
        ? "payments run in local test mode (no STRIPE_SECRET_KEY): checkouts open the app's own test checkout page"
        : 'payments go through Stripe',
    );
  });

  let stopping = false;
  const stop = async (signal: string, exitCode = 0) => {
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
    await servers.stop();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  server.once('error', (err: NodeJS.ErrnoException) => {
    // Typically a second `npm start`: it found the first one's embedded servers, but not a free port.
    logger.error(err.code === 'EADDRINUSE' ? `port ${config.port} is in use (is RemoteHunt already running? PORT picks another)` : err.message);
    void stop('listen failed', 1);
  });
  servers.onLost((message) => {
    logger.error(`${message}: stopping`);
    void stop('embedded server gone', 1);
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
