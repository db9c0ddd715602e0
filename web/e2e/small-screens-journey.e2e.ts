import type { Browser, Page } from 'playwright-core';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { paths } from '../src/config/paths';
import { launchBrowser, screenshotPath } from './support/browser';
import { JourneyPages } from './support/journey-pages';
import { startE2EServer } from './support/server';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

/**
 * Issue 23, items 11 and 12: what only a real layout at a phone's width (390 px) or a short
 * window (800 px high) shows — wrapped labels, cut-off tabs, a first screen full of filters, a
 * board that opens on empty columns, a side menu whose last entry falls off the screen.
 */
let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
let seeker: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let appliedJobId: string;
const PHONE = { width: 390, height: 844 };

// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

const pages = new JourneyPages(offsite);
const open = (viewport: { width: number; height: number }, as?: { token: string; userInfo: unknown }) =>
  pages.open(browser, server.url, { viewport, as, phone: viewport.width < 600 });

beforeAll(async () => {
  server = await startE2EServer();
  const services = server.services;
  seeker = await createUser(services, { name: 'Pia Phone' });
  admin = await createUser(services, { name: 'Ada Admin', admin: true });
  // Two applications, both past the board's first columns: one an offer, one hired.
  const statuses: { _id: string; title: string }[] = await services.db.query(`SELECT id AS "_id", title FROM job_statuses ORDER BY position`);
  for (const [title, status] of [['Offer Engineer', 'Offer'], ['Hired Engineer', 'Hired']] as const) {
    const job = await createJob(services, { title, companyName: 'Initech' });
    const applied = await services.appliedJobs.markApplied(seeker.owner, { jobId: job.id });
    await services.appliedJobs.updateStatus(seeker.owner, applied._id, { status: statuses.find((s) => s.title === status)!._id });
    appliedJobId = applied._id;
  }
  for (let i = 0; i < 3; i += 1) await createJob(services, { title: `Phone job ${i}`, companyName: 'Globex', tags: ['typescript'] });
  browser = await launchBrowser();
});
afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
  await server?.close();
});

/** How many lines of text `locator`'s element takes. */
const linesOf = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name, exact: true }).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

it('phone, visitor: the top bar keeps "Sign in" and "Sign up" on one line each', async () => {
  const page = await open(PHONE);
  await page.goto(`${server.url}/#${paths.pricing.getHref()}`);
  const signUp = page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Sign up', exact: true });
  await signUp.waitFor();
  await page.screenshot({ path: screenshotPath('small-screens-top-bar') });
  expect(await linesOf(page, 'Sign up')).toBe(1);
  expect(await linesOf(page, 'Sign in')).toBe(1);
  // The whole bar fits the screen: nothing pushed past its right edge.
  const box = await signUp.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
});

it('phone: the filters fold behind "Filters (n)", the keyword search stays, and the jobs come first', async () => {
  const page = await open(PHONE, seeker);
  await page.goto(`${server.url}/#${paths.remoteJobs.getHref()}`);
  const panel = page.getByRole('region', { name: 'Job filters' });
  const toggle = panel.getByRole('button', { name: /^Filters \(\d+\)$/ });
  await toggle.waitFor();
  expect(await toggle.textContent()).toBe('Filters (0)');
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  await expect(panel.getByRole('searchbox', { name: 'Search' }).isVisible()).resolves.toBe(true);
  await expect(panel.getByRole('combobox', { name: 'Sort by' }).isVisible()).resolves.toBe(false);
  // The first job's card starts within the first screen.
  const firstJob = page.getByRole('button', { name: /^Phone job \d$/ }).first();
  await firstJob.waitFor();
  expect((await firstJob.boundingBox())!.y).toBeLessThan(PHONE.height);
  await page.screenshot({ path: screenshotPath('small-screens-filters-folded') });

  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await panel.getByRole('switch', { name: 'Hide jobs without pay' }).check();
  await panel.getByRole('switch', { name: 'Hide already viewed jobs' }).check();
  await page.getByRole('button', { name: 'Filters (2)' }).waitFor();
  await page.getByRole('button', { name: 'Filters (2)' }).click();
  await expect(panel.getByRole('switch', { name: 'Hide jobs without pay' }).isVisible()).resolves.toBe(false);
});

it('phone: the applied job shows its "Documents" tab whole', async () => {
  const page = await open(PHONE, seeker);
  await page.goto(`${server.url}/#${paths.appliedJob.getHref(appliedJobId)}`);
  const tab = page.getByRole('tab', { name: 'Documents' });
  await tab.waitFor();
  await tab.scrollIntoViewIfNeeded();
  const whole = await tab.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(whole).toBe(true);
  const box = (await tab.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await tab.click();
  expect(await tab.getAttribute('aria-selected')).toBe('true');
  await page.screenshot({ path: screenshotPath('small-screens-documents-tab') });
});

it('phone: "Tracking panel" brings the open panel under a long job into view, rather than hiding it (issue 50, item 15)', async () => {
  const services = server.services;
  const long = Array.from({ length: 30 }, (_, i) => `<p>Paragraph ${i + 1} of what this role involves, day to day and week to week.</p>`).join('');
  const job = await createJob(services, { title: 'Long Read Engineer', companyName: 'Initech', description: long });
  // Their own seeker: the kanban step below counts the other one's applications.
  const reader = await createUser(services, { name: 'Rea Reader' });
  const applied = await services.appliedJobs.markApplied(reader.owner, { jobId: job.id });
  const page = await open(PHONE, reader);
  await page.goto(`${server.url}/#${paths.appliedJob.getHref(applied._id)}`);
  const button = page.getByRole('button', { name: 'Tracking panel' });
  await button.waitFor();
  const panelTop = () => page.locator('aside[aria-label="Tracking panel"]').evaluate((panel) => panel.getBoundingClientRect().top);
  // Open, but below the fold: under the job's description.
  expect(await panelTop()).toBeGreaterThan(PHONE.height);

  await button.click();
  await page.waitForFunction(() => {
    const top = document.querySelector('aside[aria-label="Tracking panel"]')?.getBoundingClientRect().top;
    return top !== undefined && top >= 0 && top < window.innerHeight;
  });
  await expect(page.getByRole('tab', { name: 'Tasks' }).isVisible()).resolves.toBe(true);
  // Pressed again, it still shows it: there is nothing beside the job to make room for.
  await page.evaluate(() => window.scrollTo(0, 0));
  await button.click();
  await page.waitForFunction(() => (document.querySelector('aside[aria-label="Tracking panel"]')?.getBoundingClientRect().top ?? -1) >= 0 && window.scrollY > 0);
  await expect(page.getByRole('tab', { name: 'Tasks' }).isVisible()).resolves.toBe(true);
  await page.screenshot({ path: screenshotPath('small-screens-tracking-panel') });
});

it('phone: the kanban opens on the first status with applications and says there are more statuses', async () => {
  const page = await open(PHONE, seeker);
  await page.goto(`${server.url}/#${paths.appliedJobs.getHref()}`);
  await page.getByText('Scroll sideways to see all 8 statuses.').waitFor();
  const offer = page.getByRole('region', { name: /^Offer/ });
  await offer.getByText('Offer Engineer').waitFor();
  const box = (await offer.boundingBox())!;
  // The Offer column (fifth of eight) is on screen, not the empty Applied column.
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeLessThan(PHONE.width / 2);
  expect(await page.getByTestId('status-board').evaluate((board) => board.scrollLeft)).toBeGreaterThan(0);
  await page.screenshot({ path: screenshotPath('small-screens-kanban') });
});

it('an 800 px high window: the side menu scrolls, so Logout can be reached whole', async () => {
  const page = await open({ width: 1280, height: 800 }, admin);
  await page.goto(`${server.url}/#${paths.remoteJobs.getHref()}`);
  const menu = page.locator('#side-menu');
  const logout = menu.getByRole('button', { name: 'Logout' });
  await logout.waitFor();
  // An admin's menu is taller than the window...
  expect(await menu.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await logout.scrollIntoViewIfNeeded();
  const box = (await logout.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(800);
  // Reached by scrolling the menu, not by the page around it.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: screenshotPath('small-screens-side-menu') });
});
