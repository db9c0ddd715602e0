const os = require('node:os');
const path = require('node:path');

// Tests talk to a database of their own and keep Redis keys apart from a running app.
process.env.NODE_ENV = 'test';
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/remotehunt_test';
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
