/** Contract and integration tests of the gateway: the real app on the real test database and Redis. */
module.exports = require('../services/src/test/jest-preset')({ displayName: 'gateway', rootDir: __dirname });
