import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from 'playwright-core';
import { createTestGateway, type TestGateway } from '../../test/test-gateway';

// Acceptance 6 of issue 20: the API reference at /api/docs renders in Chromium with the network
// cut off: every request that is not to the gateway itself is refused, and the page must still
// show the API and its operations (Redoc is served from node_modules, not a CDN).

let gw: TestGateway;
let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  gw = await createTestGateway();
  server = gw.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Debian's Chromium, never a downloaded browser (as web/e2e/support/browser.ts).
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await gw?.close();
});

it('shows the API title and its operations with nothing but the gateway reachable', async () => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const refused: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
    refused.push(url);
    return route.abort('internetdisconnected');
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const res = await page.goto(`${origin}/api/docs`);
  expect(res?.status()).toBe(200);
  await page.getByRole('heading', { name: /RemoteHunt REST API/ }).waitFor({ timeout: 60_000 });
  // Operations, each a section headed by its summary, with its method and path.
  for (const summary of ['Sign up', 'The job list for a filter', 'Open a shareable link', 'Stripe’s events']) {
    await page.locator('h2', { hasText: summary }).first().waitFor();
  }
  await page.getByText('/users/{userId}/remotejobs/filter', { exact: true }).first().waitFor({ state: 'attached' });
  await page.screenshot({ path: '/tmp/rh-openapi/api-docs.png' });

  expect(refused).toEqual([]);
  // No script error, and nothing the page's policy refused but Redoc's footer logo, which its
  // bundle always asks of its CDN: the policy keeps that request from leaving the browser.
  const cdnLogo = /^Loading the image 'https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini\.svg' violates the following Content Security Policy directive/;
  expect(problems.filter((problem) => !cdnLogo.test(problem))).toEqual([]);
  await context.close();
}, 120_000);

it('serves the page with a policy that allows its own scripts and blob workers only', async () => {
  const page = await gw.request.get('/api/docs').expect(200);
  expect(page.type).toBe('text/html');
  const csp = page.headers['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("worker-src 'self' blob:");
  expect(csp).not.toMatch(/https?:/);
  expect(page.text).toContain('<redoc spec-url="/api/v1/openapi.json">');

  const bundle = await gw.request.get('/api/docs/redoc.standalone.js').expect(200);
  expect(bundle.type).toBe('text/javascript');
});
