import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';

const GATEWAY_DIST = path.resolve(__dirname, '../../dist');
const SERVICES_DIST = path.resolve(__dirname, '../../../services/dist');

// The gateway as main.ts serves it (built by `npm test`'s typecheck step), without workers or the
// catalogue seeding, listening on a free port it reports to the test.
const CHILD = `
const { loadConfig } = require(${JSON.stringify(`${SERVICES_DIST}/config/config.js`)});
const { createServices } = require(${JSON.stringify(`${SERVICES_DIST}/app/services.js`)});
const { createApp } = require(${JSON.stringify(`${GATEWAY_DIST}/app.js`)});
const { createLogger } = require(${JSON.stringify(`${GATEWAY_DIST}/logger.js`)});
(async () => {
  const config = loadConfig();
  const services = await createServices(config);
  const gateway = await createApp(services, createLogger(config));
  const server = gateway.app.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  // The test runner gone (killed, crashed): no gateway is left behind.
  process.on('disconnect', () => process.exit(0));
})().catch((err) => { console.error(err); process.exit(1); });
`;

export interface GatewayProcess {
  origin: string;
  pid: number;
  /** kill -9: the process dies where it stands, with no shutdown of its own. */
  kill(): Promise<void>;
}

/**
 * A real gateway process on the test database and Redis, for tests that kill it mid-work. `env`
 * adds to the test process's own (the worker's database, its Redis prefix).
 */
export async function startGatewayProcess(env: NodeJS.ProcessEnv = {}): Promise<GatewayProcess> {
  for (const dist of [GATEWAY_DIST, SERVICES_DIST]) {
    if (!existsSync(dist)) throw new Error(`${dist} is missing: run \`tsc -b services gateway\` (npm test's typecheck) first`);
  }
  const child: ChildProcess = spawn(process.execPath, ['-e', CHILD], {
    env: { ...process.env, WORKERS: 'off', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const [ready] = (await Promise.race([once(child, 'message'), exited.then(([code]) => Promise.reject(new Error(`the gateway exited before it listened (${code})`)))])) as [
    { port: number },
  ];
  return {
    origin: `http://127.0.0.1:${ready.port}`,
    pid: child.pid!,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
