/** Unit (*.spec.ts) and integration (*.int-spec.ts) tests of the services, on a real test database. */
module.exports = require('./src/test/jest-preset')({ displayName: 'services', rootDir: __dirname });
