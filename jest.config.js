/** One `jest` run covers every workspace; see each package's jest config. */
module.exports = {
  // Integration tests talk to PostgreSQL and Redis; Jest reads this only at the top level.
  testTimeout: 30000,
  projects: ['<rootDir>/scripts/jest.config.cjs', '<rootDir>/services', '<rootDir>/gateway', '<rootDir>/web/jest.config.cjs', '<rootDir>/web/e2e/jest.config.cjs'],
};
