/** One `jest` run covers every workspace; see each package's jest config. */
module.exports = {
  projects: ['<rootDir>/services', '<rootDir>/gateway', '<rootDir>/web/jest.config.cjs', '<rootDir>/web/e2e/jest.config.cjs'],
};
