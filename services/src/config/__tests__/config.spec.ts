import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { PasswordHasher } from '../../accounts/password';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return e as ConfigError;
  }
  throw new Error('expected loadConfig to refuse this environment');
}

describe('loadConfig', () => {
  it('has working local defaults: port 4000, PostgreSQL and Redis on 127.0.0.1', () => {
    const config = loadConfig({});
    expect(config.env).toBe('development');
    expect(config.port).toBe(4000);
    const db = new URL(config.databaseUrl);
    expect([db.protocol, db.hostname, db.port]).toEqual(['postgres:', '127.0.0.1', '5432']);
    const redis = new URL(config.redisUrl);
    expect([redis.protocol, redis.hostname, redis.port]).toEqual(['redis:', '127.0.0.1', '6379']);
    expect(config).toMatchObject({
      publicUrl: 'http://localhost:4000',
      redisPrefix: 'rh:',
      sessionTtlHours: 24 * 14,
      trialDays: 7,
      avatarMaxBytes: 5 * 1024 * 1024,
      jsonBodyLimit: '100kb',
      rateLimits: { signinPer15Min: 10, signupPerHour: 20 },
      workers: true,
      secureCookies: false,
      geo: { trustedCountryHeaders: [], defaultCountry: 'US' },
    });
  });

  it('reads values from the environment and converts their types', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://remotehunt.example/',
      TRIAL_DAYS: '0',
      WORKERS: 'off',
      SECURE_COOKIES: 'yes',
      RATE_LIMIT_SIGNIN_PER_15_MIN: '3',
      DATA_DIR: 'relative/data',
    });
    expect(config).toMatchObject({ port: 8080, publicUrl: 'https://remotehunt.example', trialDays: 0, workers: false, secureCookies: true });
    expect(config.rateLimits.signinPer15Min).toBe(3);
    expect(config.dataDir).toBe(path.resolve('relative/data'));
  });

  it('reads DATABASE_URL and REDIS_URL as where the servers come from: unset or empty, a URL, or embedded', () => {
    expect(loadConfig({}).servers).toEqual({ database: 'auto', redis: 'auto' });
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).servers).toEqual({ database: 'auto', redis: 'auto' });
    const embedded = loadConfig({ DATABASE_URL: 'embedded', REDIS_URL: 'embedded' });
    expect(embedded.servers).toEqual({ database: 'embedded', redis: 'embedded' });
    // Until the embedded servers' URLs are known, the defaults name the database and stand in.
    expect(new URL(embedded.databaseUrl).pathname).toBe('/remotehunt');
    const set = loadConfig({ DATABASE_URL: 'postgres://db.internal/rh', REDIS_URL: 'redis://cache.internal:6380' });
    expect(set).toMatchObject({ databaseUrl: 'postgres://db.internal/rh', redisUrl: 'redis://cache.internal:6380', servers: { database: 'url', redis: 'url' } });
  });

  it('reads TRUST_PROXY as Express takes it: true/false, a hop count, or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it('reads the trusted country headers as lowercase names, and an empty GEO_COUNTRY_HEADER as none', () => {
    expect(loadConfig({ GEO_COUNTRY_HEADER: ' X-Vercel-IP-Country , x-country-code,' }).geo.trustedCountryHeaders).toEqual([
      'x-vercel-ip-country',
      'x-country-code',
    ]);
    expect(loadConfig({ GEO_COUNTRY_HEADER: '' }).geo.trustedCountryHeaders).toEqual([]);
    expect(configError({ GEO_COUNTRY_HEADER: 'cf-ipcountry, not a header' }).message).toContain('GEO_COUNTRY_HEADER:');
  });

  it('takes DEFAULT_COUNTRY in any case but only as an ISO 3166 alpha-2 code', () => {
    expect(loadConfig({ DEFAULT_COUNTRY: 'de' }).geo.defaultCountry).toBe('DE');
    for (const bad of ['ZZ', 'DEU', '276', 'U', '']) {
      expect(configError({ DEFAULT_COUNTRY: bad }).message).toContain('DEFAULT_COUNTRY: must be a two-letter ISO 3166 country code');
    }
  });

  it('answers a frozen object', () => {
    expect(Object.isFrozen(loadConfig({}))).toBe(true);
  });

  it.each(['abc', '70000', '-1', '80.5'])('refuses PORT=%s with a ConfigError naming PORT', (port) => {
    expect(configError({ PORT: port }).message).toMatch(/^Invalid configuration:\n {2}PORT: /);
  });

  it('names every invalid setting at once', () => {
    const message = configError({ PORT: 'x', LOG_LEVEL: 'loud', SECURE_COOKIES: 'maybe' }).message;
    expect(message).toContain('PORT:');
    expect(message).toContain('LOG_LEVEL:');
    expect(message).toContain('SECURE_COOKIES:');
  });

  it('refuses a JWT_SECRET shorter than 16 characters', () => {
    expect(configError({ JWT_SECRET: 'short' }).message).toContain('JWT_SECRET: JWT_SECRET must be at least 16 characters');
  });

  it('refuses to run in production with the default JWT secret', () => {
    expect(configError({ NODE_ENV: 'production' }).message).toContain('JWT_SECRET: set a secret of your own in production');
    expect(configError({ NODE_ENV: 'production', JWT_SECRET: 'change-me-in-production-please' }).message).toContain('JWT_SECRET');
  });

  it('refuses to run in production without Stripe keys, unless test payments are meant (PAYMENTS_TEST_MODE=on)', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-real-secret-of-our-own' };
    expect(configError(production).message).toContain('STRIPE_SECRET_KEY: set Stripe\'s keys in production, or PAYMENTS_TEST_MODE=on');
    expect(configError({ ...production, PAYMENTS_TEST_MODE: 'off' }).message).toContain('STRIPE_SECRET_KEY');
    expect(configError({ ...production, PAYMENTS_TEST_MODE: 'yes' }).message).toContain('PAYMENTS_TEST_MODE: PAYMENTS_TEST_MODE must be on or off');
    expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: 'on' }).env).toBe('production');
    expect(loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_51RealKey' }).env).toBe('production');
    // Development and tests take test payments without saying so.
    expect(loadConfig({}).env).toBe('development');
  });

  it('runs in production with a secret of its own', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-real-secret-of-our-own', PAYMENTS_TEST_MODE: 'on' }).env).toBe('production');
  });

  it("hashes passwords in production at OWASP's argon2id baseline, and refuses a cheaper cost there", async () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-real-secret-of-our-own', PAYMENTS_TEST_MODE: 'on' };
    const hash = await new PasswordHasher(loadConfig(production).passwordHashCost).hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    // The cheap cost the tests run at (test-env.js) is refused in production, and a dearer one taken.
    expect(configError({ ...production, PASSWORD_HASH_MEMORY_KIB: '256', PASSWORD_HASH_ITERATIONS: '1' }).message).toContain(
      'PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_ITERATIONS: production hashes passwords at 19456 KiB and 2 passes or more',
    );
    expect(configError({ ...production, PASSWORD_HASH_ITERATIONS: '1' }).message).toContain('PASSWORD_HASH_ITERATIONS');
    expect(loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_ITERATIONS: '3' }).passwordHashCost).toEqual({ memoryKib: 65536, iterations: 3 });
    // Outside production the setting is taken as given.
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '256', PASSWORD_HASH_ITERATIONS: '1' }).passwordHashCost).toEqual({ memoryKib: 256, iterations: 1 });
  });

  it('refuses an unknown NODE_ENV', () => {
    expect(configError({ NODE_ENV: 'staging' }).message).toContain('NODE_ENV:');
  });
});
