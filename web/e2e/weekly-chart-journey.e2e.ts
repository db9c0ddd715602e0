import type { Browser, Page } from 'playwright-core';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { paths } from '../src/config/paths';
import { formatWeek, weekStartOf } from '../src/features/tracking/utils/applied-dates';
import { launchBrowser, screenshotPath, signInStorage } from './support/browser';
import { blockOtherOrigins } from './support/same-origin';
import { startE2EServer } from './support/server';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

/** Issue 23, item 12: what only a real layout shows, the weekly chart's labels and line. */
let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
let page: Page;

// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  server = await startE2EServer();
  const services = server.services;
  const seeker = await createUser(services, { name: 'Lena Layout' });
  // Applications over the last weeks, so the weekly chart has a line to draw.
  for (const [weeksAgo, count] of [[0, 2], [1, 1], [3, 3]] as const) {
    for (let i = 0; i < count; i += 1) {
      const job = await createJob(services, { title: `Layout job ${weeksAgo}-${i}`, companyName: 'Initech' });
      const applied = await services.appliedJobs.markApplied(seeker.owner, { jobId: job.id });
      await services.db.query(`UPDATE applied_jobs SET created_at = now() - $2 * interval '1 week', applied_at = now() - $2 * interval '1 week' WHERE id = $1`, [applied._id, weeksAgo]);
    }
  }
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await blockOtherOrigins(context, server.url, offsite);
  await signInStorage(context, { token: seeker.token, userInfo: seeker.userInfo });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('labels the weekly chart’s latest week inside the drawing and joins the weeks with straight lines', async () => {
  await page.goto(`${server.url}/#${paths.appliedJobs.getHref()}`);
  const chart = page.getByRole('region', { name: 'Applications per week' }).locator('svg').first();
  await chart.waitFor();
  const thisWeek = formatWeek(weekStartOf(new Date().toISOString()));
  await chart.locator('path').first().waitFor({ state: 'attached' });
  const drawn = await chart.evaluate((element, last) => {
    const label = [...element.querySelectorAll('text')].find((text) => text.textContent === last);
    // The series' line: the one path of the line chart's line group.
    const line = element.querySelector('.MuiLineChart-line, [class*="MuiLineElement-root"]');
    return {
      svgRight: element.getBoundingClientRect().right,
      labelRight: label ? label.getBoundingClientRect().right : null,
      lineCommands: line?.getAttribute('d')?.replace(/[^A-Za-z]/g, '') ?? null,
    };
  }, thisWeek);
  await chart.screenshot({ path: screenshotPath('weekly-chart') });

  // MUI leaves out a tick label that would overflow the drawing: the last week's was cut.
  expect(drawn.labelRight).not.toBeNull();
  expect(drawn.labelRight!).toBeLessThanOrEqual(drawn.svgRight);
  // Counts of whole weeks: straight segments (M, L), not a smoothed curve (C) that bulges between them.
  expect(drawn.lineCommands).toMatch(/^ML+$/);
});
