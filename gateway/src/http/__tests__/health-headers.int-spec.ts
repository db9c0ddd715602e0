import { Writable } from 'node:stream';
import supertest from 'supertest';
import type { Services } from '@remotehunt/services/app/services';
import { createTestServices } from '@remotehunt/services/test/services';
import { createApp, type GatewayApp } from '../../app';
import { createLogger } from '../../logger';

// The security headers as a browser or a load balancer sees them: HSTS over HTTPS only, the health
// probes dressed like every other answer, and /readyz telling the public nothing but ready or not.

let services: Services;
let gateway: GatewayApp;
let request: ReturnType<typeof supertest>;
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  services = await createTestServices();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
      done();
    },
  });
  gateway = await createApp(services, createLogger({ logLevel: 'warn', env: 'test' }, sink));
  request = supertest(gateway.app);
});
afterAll(async () => {
  await gateway.close();
  await services.close();
});

// What helmet and the app set on every answer (HSTS aside, which depends on the scheme).
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const securityHeaders = (res: supertest.Response) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, res.headers[name]]));
// Loopback is the trusted proxy by default (TRUST_PROXY), as a TLS-terminating proxy on the same host.
const overHttps = (req: supertest.Test) => req.set('x-forwarded-proto', 'https');

describe('Strict-Transport-Security', () => {
  it.each(['/api/v1/no-such-route', '/healthz', '/readyz'])('is sent on %s over HTTPS (through the trusted proxy)', async (path) => {
    const res = await overHttps(request.get(path));
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
  });

  it.each(['/api/v1/no-such-route', '/healthz', '/readyz'])('is not sent on %s over plain HTTP', async (path) => {
    const res = await request.get(path);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent when an untrusted client merely claims HTTPS', async () => {
    // The only trusted proxy is elsewhere: this request comes straight from the client.
    const elsewhere = await createTestServices({ TRUST_PROXY: '10.9.8.7' });
    const untrusted = await createApp(elsewhere, createLogger({ logLevel: 'silent', env: 'test' }));
    try {
      const res = await overHttps(supertest(untrusted.app).get('/healthz'));
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await untrusted.close();
      await elsewhere.close();
    }
  });
});

describe('health probes', () => {
  it('carry the same security headers as any other answer', async () => {
    const api = await request.get('/api/v1/no-such-route');
    expect(api.headers['content-security-policy']).toContain("default-src 'self'");
    for (const path of ['/healthz', '/readyz']) {
      const res = await request.get(path);
      expect(res.status).toBe(200);
      expect({ path, ...securityHeaders(res) }).toEqual({ path, ...securityHeaders(api) });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('/readyz tells the public only that it is not ready, and the log which dependency failed', async () => {
    const ping = jest.spyOn(services.redis, 'ping').mockRejectedValueOnce(new Error('Connection is closed.'));
    try {
      const res = await request.get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable' });
      expect(securityHeaders(res)['x-content-type-options']).toBe('nosniff');
    } finally {
      ping.mockRestore();
    }
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 40, database: true, redis: false, msg: 'not ready: a dependency does not answer' }),
    );
  });
});
