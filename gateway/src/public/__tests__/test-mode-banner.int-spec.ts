import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestGateway, type TestGateway } from '../../test/test-gateway';

// Issue 46, finding 9: while payments run in local test mode (anyone can "pay"), every page the
// gateway renders says so before any script runs: the app's page, which every client route is
// under, and the server-rendered public pages. With Stripe keys, none does.

const INDEX = `<!doctype html><html lang="en"><head><title>RemoteHunt</title></head><body><div id="root"></div></body></html>`;
const BANNER = 'Test mode: payments here are simulated, no card is charged and nothing bought is real.';

const gateways: TestGateway[] = [];
afterAll(async () => {
  for (const gw of gateways) await gw.close();
});

async function gatewayWith(env: NodeJS.ProcessEnv): Promise<TestGateway> {
  const webDist = mkdtempSync(path.join(tmpdir(), 'rh-banner-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  const gw = await createTestGateway({ WEB_DIST_DIR: webDist, ...env });
  gateways.push(gw);
  return gw;
}

const PAGES = ['/', '/remote-design-jobs', '/jobs/nothing-here-0000'];

it('is at the top of every rendered page in local test mode', async () => {
  const gw = await gatewayWith({});
  for (const page of PAGES) {
    const res = await gw.request.get(page);
    expect(res.type).toBe('text/html');
    expect(res.text).toMatch(new RegExp(`<body[^>]*><div role="status" data-payments-test-mode[^>]*>${BANNER}</div>`));
    // Its style is in the head, where a <style> belongs.
    expect(res.text).toMatch(/<style>body\{padding-bottom:2\.5rem\}<\/style><\/head>/);
  }
});

it('is nowhere when Stripe takes the payments', async () => {
  const gw = await gatewayWith({ STRIPE_SECRET_KEY: 'sk_test_51BannerStripeKey000000000000000000000', STRIPE_WEBHOOK_SECRET: 'whsec_banner' });
  for (const page of PAGES) {
    const res = await gw.request.get(page);
    expect(res.type).toBe('text/html');
    expect(res.text).not.toContain('data-payments-test-mode');
  }
});
