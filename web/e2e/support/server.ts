import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createTestServices } from '@remotehunt/services/test/services';
import { createApp } from '../../../gateway/src/app';
import { createLogger } from '../../../gateway/src/logger';

const WEB_DIST = path.resolve(__dirname, '../../dist');

/**
 * The real gateway (REST, GraphQL and the built web app) on a free port. `env` adds settings;
 * with `captureLogs`, everything the gateway logs at debug level is kept in `logs()`.
 */
export async function startE2EServer(opts: { env?: NodeJS.ProcessEnv; captureLogs?: boolean } = {}) {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build:web` before the end-to-end tests');
  }
  // Listen first: the app's public URL (checkout pages and return addresses) names the real port.
  const server: Server = await new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const services = await createTestServices({ WEB_DIST_DIR: WEB_DIST, PUBLIC_URL: url, ...opts.env });
  const logged: string[] = [];
  const logger = opts.captureLogs
    ? createLogger({ logLevel: 'debug', env: 'test' }, { write: (line: string) => void logged.push(line) })
    : createLogger({ logLevel: 'silent', env: 'test' });
  const gateway = await createApp(services, logger);
  server.on('request', gateway.app);
  return {
    services,
    url,
    logs: () => logged.join(''),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await gateway.close();
      await services.close();
    },
  };
}
