const preset = require('../../services/src/test/jest-preset.js');

/** End-to-end journeys in Chromium (playwright-core, /usr/bin/chromium) against a real gateway on the worker's own database. */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  setupFiles: [require.resolve('../../services/src/test/test-env.js')],
  ...preset.databaseSetup,
  moduleNameMapper: {
    '^@remotehunt/services/(.*)$': '<rootDir>/../../services/src/$1',
  },
  transform: preset({ displayName: 'e2e', rootDir: __dirname, tier: 'int' }).transform,
  testTimeout: 120000,
};
