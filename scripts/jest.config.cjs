/** Tests of the repository's own tooling (no database, no gateway). */
module.exports = {
  displayName: 'unit:scripts',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.js'],
};
