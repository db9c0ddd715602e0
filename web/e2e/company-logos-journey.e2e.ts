import type { Browser, Page } from 'playwright-core';
import { createCompanyLogo, createJob, createUser } from '@remotehunt/services/test/factories';
import { jobPagePath } from '@remotehunt/services/public-pages/job-url';
import { launchBrowser, screenshotPath, signInStorage } from './support/browser';
import { blockOtherOrigins } from './support/same-origin';
import { startE2EServer } from './support/server';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

/**
 * Company logos in the browser (issue 21): the app's cards and a public job page show our own
 * copy of a logo or a monogram, and nothing is asked of any other site, even for jobs whose boards
 * gave hot-linked logos. Also shows that blockOtherOrigins, which every journey relies on, does
 * catch a request to another origin.
 */
let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
let page: Page;
const offsite: string[] = [];
let withLogo: { id: string; logo: string };
let withoutLogo: { id: string };

beforeAll(async () => {
  server = await startE2EServer();
  const { services } = server;
  const logoful = await createJob(services, { title: 'Logo Engineer', companyName: 'Logoful', companyImage: 'https://board.example/logoful.png' });
  withLogo = { id: logoful.id, logo: await createCompanyLogo(services, logoful.companyId) };
  withoutLogo = await createJob(services, { title: 'Plain Engineer', companyName: 'Zephyr Works', companyImage: 'https://board.example/zephyr.png' });
  const session = await createUser(services, { name: 'Logo Viewer' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await blockOtherOrigins(page, server.url, offsite);
  await signInStorage(page, session);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('the job list shows our copy of a logo, loaded from our origin, and a monogram without one', async () => {
  await page.goto(`${server.url}/#/remote-jobs`);
  const logo = page.getByRole('img', { name: 'Logoful logo' });
  await logo.waitFor();
  expect(await logo.getAttribute('src')).toBe(withLogo.logo);
  // The picture really loaded (a broken one would have fallen back to the monogram).
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('img[alt="Logoful logo"]');
    return !!img && img.complete && img.naturalWidth === 128;
  });
  const monogram = page.getByRole('img', { name: 'Zephyr Works logo' });
  expect(await monogram.textContent()).toBe('Z');
  await page.screenshot({ path: screenshotPath('company-logos-list') });
  expect(offsite.splice(0)).toEqual([]);
});

it('a public job page shows the logo or the monogram and asks nothing of another site', async () => {
  for (const [job, title, company] of [
    [withLogo, 'Logo Engineer', 'Logoful'],
    [withoutLogo, 'Plain Engineer', 'Zephyr Works'],
  ] as const) {
    const res = await page.goto(`${server.url}${jobPagePath({ id: job.id, title, companyName: company })}`);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: title }).waitFor();
  }
  expect(await page.locator('.logo.mono').textContent()).toBe('Z');
  expect(offsite.splice(0)).toEqual([]);
});

it('an image from another origin is refused by the CSP, and any request that gets past it is stopped and recorded', async () => {
  await page.goto(`${server.url}/#/remote-jobs`);
  const violation = page.evaluate(
    () => new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true })),
  );
  const outcome = await page.evaluate(async () => {
    const img = new Image();
    const loaded = new Promise<string>((resolve) => {
      img.onload = () => resolve('loaded');
      img.onerror = () => resolve('failed');
    });
    document.body.append(img);
    img.src = 'https://tracker.example/pixel.gif';
    return loaded;
  });
  expect(outcome).toBe('failed');
  expect(await violation).toBe('img-src');
  // The policy never sees a navigation; the journeys' guard does.
  await expect(page.goto('https://tracker.example/landing')).rejects.toThrow();
  expect(offsite.splice(0)).toEqual(['GET https://tracker.example/landing']);
});
