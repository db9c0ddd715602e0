const os = require('node:os');
const path = require('node:path');

const { testDatabaseUrl } = require('./test-databases');

// Tests talk to a database of their own (one per jest worker: test-databases.js) and keep Redis
// keys apart from a running app and from the other workers (the prefix names this process).
process.env.NODE_ENV = 'test';
process.env.DATABASE_URL = testDatabaseUrl();
process.env.REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
process.env.REDIS_PREFIX = `rhtest:${process.pid}:`;
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL || 'silent';
process.env.DATA_DIR = path.join(os.tmpdir(), `remotehunt-test-${process.pid}`);
process.env.JWT_SECRET = 'test-secret-that-is-long-enough';
process.env.RATE_LIMIT_SIGNIN_PER_15_MIN = '1000';
process.env.RATE_LIMIT_SIGNUP_PER_HOUR = '1000';
process.env.WORKERS = 'off';
process.env.RATE_LIMIT_EMAIL_LINKS_PER_HOUR = '1000';
process.env.RATE_LIMIT_SIGNIN_PER_IP_PER_15_MIN = '1000';
process.env.RATE_LIMIT_EMAIL_LINKS_PER_IP_PER_HOUR = '1000';
// A cheap argon2id cost: hundreds of sign-ups at the production cost (about 57 ms each) buy the
// tests nothing; config.spec.ts proves production hashes at the full cost and refuses this one.
process.env.PASSWORD_HASH_MEMORY_KIB = '256';
process.env.PASSWORD_HASH_ITERATIONS = '1';
