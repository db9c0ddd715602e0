const path = require('node:path');

/** Shared jest settings for the Node workspaces: swc with decorator metadata, test env, one migrated database. */
module.exports = ({ displayName, rootDir }) => ({
  displayName,
  rootDir,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.spec.ts', '**/*.int-spec.ts'],
  setupFiles: [path.join(__dirname, 'test-env.js')],
  globalSetup: path.join(__dirname, 'global-setup.ts'),
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
