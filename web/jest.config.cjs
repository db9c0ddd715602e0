/** Component tests: jsdom + Testing Library, transformed by swc. */
module.exports = {
  displayName: 'unit:web',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/src/test/jsdom-environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.spec.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // As in vite.config.ts: the forms' schemas shared with the server.
    '^@remotehunt/forms/(.*)$': '<rootDir>/../services/src/forms/$1',
    '\\.(css|less|svg|png|jpg)$': 'identity-obj-proxy',
  },
};
