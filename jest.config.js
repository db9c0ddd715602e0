const os = require('node:os');
const path = require('node:path');
const preset = require('./services/src/test/jest-preset');

const workspace = (name) => path.join(__dirname, name);

/**
 * One `jest` run covers every workspace, in three tiers (each selectable with --selectProjects,
 * as `npm run test:unit`, `test:int` and `test:e2e` do):
 * - unit (`unit:*`): no database, Redis or browser;
 * - int (`int:*`): the services and the gateway on real PostgreSQL and Redis;
 * - e2e: journeys in Chromium against a real gateway.
 * The int and e2e tiers share the run's per-worker databases (services/src/test/global-setup.ts),
 * so their files run side by side with each other and with the unit files.
 */
module.exports = {
  // Integration tests talk to PostgreSQL and Redis; Jest reads this only at the top level.
  testTimeout: 30000,
  // One worker per core, at least two: the run is bound by CPU (Chromium, jsdom, the gateway), and
  // on 2 cores a third worker made the whole run slower, not faster (README, "Tests"). Jest reads a
  // percentage over 100 as a plain number of workers, hence the product.
  maxWorkers: Math.max(2, Math.ceil(os.availableParallelism() * Number(process.env.TEST_WORKERS_PER_CORE ?? 1))),
  // A guard, not a cure: a worker holding more than this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1536MB',
  // The longest files first, guessed by tier where jest has not timed them yet.
  testSequencer: '<rootDir>/services/src/test/test-sequencer.js',
  projects: [
    '<rootDir>/scripts/jest.config.cjs',
    preset({ displayName: 'unit:services', rootDir: workspace('services'), tier: 'unit' }),
    preset({ displayName: 'unit:gateway', rootDir: workspace('gateway'), tier: 'unit' }),
    '<rootDir>/web/jest.config.cjs',
    '<rootDir>/extension/jest.config.cjs',
    preset({ displayName: 'int:services', rootDir: workspace('services'), tier: 'int' }),
    preset({ displayName: 'int:gateway', rootDir: workspace('gateway'), tier: 'int' }),
    '<rootDir>/web/e2e/jest.config.cjs',
  ],
};
