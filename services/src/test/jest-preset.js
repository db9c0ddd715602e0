const path = require('node:path');

/**
 * Shared jest settings for the Node workspaces' tests, one project per tier:
 * - `unit`: `__tests__/**\/*.spec.ts`, no database or Redis, so no setup to pay for;
 * - `int`: `*.int-spec.ts`, on real PostgreSQL and Redis: the global setup migrates a template
 *   database once and gives each jest worker its own copy (global-setup.ts, test-databases.js).
 * swc compiles TypeScript with decorator metadata (TypeORM, type-graphql).
 */
module.exports = ({ displayName, rootDir, tier }) => ({
  displayName,
  rootDir,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: tier === 'unit' ? ['**/__tests__/**/*.spec.ts'] : ['**/*.int-spec.ts'],
  setupFiles: [path.join(__dirname, 'test-env.js')],
  ...(tier === 'unit' ? {} : databaseSetup),
  moduleNameMapper: {
    '^@remotehunt/services/(.*)$': path.join(__dirname, '..', '$1'),
  },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  testTimeout: 30000,
});

/** The tiers that reach PostgreSQL: one migrated template per run, one copy per worker. */
const databaseSetup = {
  globalSetup: path.join(__dirname, 'global-setup.ts'),
  globalTeardown: path.join(__dirname, 'global-teardown.ts'),
};
module.exports.databaseSetup = databaseSetup;
