import { createTestGateway, type TestGateway } from '../../test/test-gateway';

// GET /api/v1/geo as docs/api-billing.md gives it. supertest calls from loopback, which has no
// country, and loopback is the proxy TRUST_PROXY trusts by default.

let gw: TestGateway;
let untrusting: TestGateway;

beforeAll(async () => {
  // Behind Cloudflare or CloudFront: their country headers are trusted.
  gw = await createTestGateway({ GEO_COUNTRY_HEADER: 'cf-ipcountry,cloudfront-viewer-country' });
  // No CDN header trusted, another default, and a proxy that is not where supertest calls from.
  untrusting = await createTestGateway({ GEO_COUNTRY_HEADER: '', DEFAULT_COUNTRY: 'ca', TRUST_PROXY: '10.9.9.9' });
});
afterAll(async () => {
  for (const g of [untrusting, gw]) await g?.close();
});

describe('GET /api/v1/geo', () => {
  it('answers the default country to a caller without a token, uncached and varying on the trusted headers', async () => {
    const res = await gw.request.get('/api/v1/geo');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ country_code: 'US' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary?.toLowerCase()).toContain('cf-ipcountry, cloudfront-viewer-country');
  });

  it.each([
    ['cf-ipcountry', 'de', 'DE'],
    ['cloudfront-viewer-country', 'FR', 'FR'],
  ])('takes the country from the trusted %s header', async (header, value, country) => {
    const res = await gw.request.get('/api/v1/geo').set(header, value);
    expect(res.body).toEqual({ country_code: country });
  });

  it.each([
    ['x-vercel-ip-country', 'DE', 'a header not configured as trusted'],
    ['cf-ipcountry', 'XX', "Cloudflare's unknown"],
    ['cf-ipcountry', 'T1', "Cloudflare's Tor"],
    ['cf-ipcountry', 'nowhere', 'garbage'],
  ])('ignores %s: %s (%s)', async (header, value) => {
    const res = await gw.request.get('/api/v1/geo').set(header, value);
    expect(res.body).toEqual({ country_code: 'US' });
  });

  it("looks up the client's address that a trusted proxy forwards", async () => {
    const res = await gw.request.get('/api/v1/geo').set('x-forwarded-for', '193.99.144.80');
    expect(res.body).toEqual({ country_code: 'DE' });
  });

  it('ignores the CDN header when GEO_COUNTRY_HEADER is empty, and answers DEFAULT_COUNTRY', async () => {
    const res = await untrusting.request.get('/api/v1/geo').set('cf-ipcountry', 'DE');
    expect(res.body).toEqual({ country_code: 'CA' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary ?? '').not.toMatch(/cf-ipcountry/i);
  });

  it('ignores a forwarded address from a proxy TRUST_PROXY does not name', async () => {
    const res = await untrusting.request.get('/api/v1/geo').set('x-forwarded-for', '193.99.144.80');
    expect(res.body).toEqual({ country_code: 'CA' });
  });
});
