/** The popup's and the settings page's logic in jsdom, with the browser's APIs and fetch stubbed at their edges. */
module.exports = {
  displayName: 'unit:extension',
  rootDir: __dirname,
  // The web app's jsdom, which lends jsdom the Fetch API and TextDecoder from Node (the readers decode text).
  testEnvironment: '<rootDir>/../web/src/test/jsdom-environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleNameMapper: {
    '^@remotehunt/job-links/(.*)$': '<rootDir>/../services/src/job-links/$1',
    '^@remotehunt/forms/(.*)$': '<rootDir>/../services/src/forms/$1',
  },
};
