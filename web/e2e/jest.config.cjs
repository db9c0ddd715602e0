/** End-to-end journeys in Chromium (playwright-core, /usr/bin/chromium) against a real gateway. */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  setupFiles: [require.resolve('../../services/src/test/test-env.js')],
  globalSetup: require.resolve('../../services/src/test/global-setup.ts'),
  moduleNameMapper: {
    '^@remotehunt/services/(.*)$': '<rootDir>/../../services/src/$1',
  },
  transform: require('../../services/src/test/jest-preset.js')({ displayName: 'x', rootDir: __dirname }).transform,
  testTimeout: 120000,
};
