import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestGateway, type TestGateway } from '../../test/test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'playground'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>RemoteHunt</title>');
  writeFileSync(path.join(dist, 'playground', 'index.html'), '<!doctype html><title>RemoteHunt GraphQL playground</title>');
  gw = await createTestGateway({ WEB_DIST_DIR: dist });
});
afterAll(() => gw.close());

describe('GET /graphql', () => {
  it('answers the playground page to a browser, with a policy that lets its inlined fonts load and nothing from elsewhere', async () => {
    const res = await gw.request.get('/graphql').set('accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('RemoteHunt GraphQL playground');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
  });

  it("still runs a client's GET query (Apollo's CSRF prevention asks for a preflight header)", async () => {
    const refused = await gw.request.get('/graphql').query({ query: '{ jobCategories { slug } }' }).set('accept', 'application/json');
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/CSRF/);
    const res = await gw.request
      .get('/graphql')
      .query({ query: '{ jobCategories { slug } }' })
      .set('accept', 'application/json')
      .set('apollo-require-preflight', 'true');
    expect(res.status).toBe(200);
    expect(res.body.data.jobCategories.length).toBeGreaterThan(0);
  });
});
