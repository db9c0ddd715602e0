import ICAL from 'ical.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { launchBrowser, screenshotPath, signInStorage } from './support/browser';
import { startE2EServer } from './support/server';
import { blockOtherOrigins } from './support/same-origin';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

const JOB = 'Staff Interview Engineer';
const DAY = 24 * 3600 * 1000;

let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let appliedJobId: string;

const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  server = await startE2EServer();
  const job = await createJob(server.services, { title: JOB, companyName: 'Globex', tags: ['go'] });
  const session = await createUser(server.services, { name: 'Interview User' });
  appliedJobId = (await server.services.appliedJobs.markApplied(session.owner, { jobId: job.id }))._id;

  browser = await launchBrowser();
  // Berlin on this device; the interview is set in New York's time, so the page shows both.
  context = await browser.newContext({ viewport: { width: 1400, height: 900 }, timezoneId: 'Europe/Berlin' });
  await blockOtherOrigins(context, server.url, offsite);
  await signInStorage(context, session);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Three days from now at 09:00 on New York's clocks, as datetime-local reads it. */
function inThreeDays(): string {
  const day = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
  return `${day}T09:00`;
}

it('adds an interview, sees it on the board and Upcoming, and subscribes to it as a calendar', async () => {
  // Add a technical interview on the application, set in New York's time.
  await page.goto(`${server.url}/#/applied-jobs/${appliedJobId}`);
  await page.getByRole('heading', { level: 1, name: JOB }).waitFor();
  await page.getByRole('tab', { name: 'Interviews' }).click();
  await page.getByText('No interviews yet. Add one when it is booked.').waitFor();
  await page.getByRole('button', { name: 'Add interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add interview' });
  expect(await dialog.getByRole('combobox', { name: 'Time zone' }).inputValue()).toBe('Europe/Berlin');
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Technical' }).click();
  await dialog.getByLabel('Starts').fill(inThreeDays());
  await dialog.getByRole('combobox', { name: 'Time zone' }).fill('New_York');
  await page.getByRole('option', { name: 'America/New_York' }).click();
  await dialog.getByRole('textbox', { name: 'Meeting link' }).fill('https://meet.example.com/globex');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText(/^Added the technical interview on \w{3} \d{1,2} \w{3,4}$/).waitFor();
  const item = page.getByRole('list', { name: 'Interviews' }).getByRole('listitem').first();
  await item.getByText(/, 1[45]:00 \(09:00 New York\)$/).waitFor();
  await page.screenshot({ path: screenshotPath('applied-job-interviews'), fullPage: true });

  // The board's card names it.
  await page.goto(`${server.url}/#/applied-jobs`);
  await page.getByText(/^Technical \w{3} 1[45]:00$/).waitFor();

  // Upcoming lists it under its day, linking to the application.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Upcoming' }).click();
  await page.getByRole('heading', { level: 1, name: 'Upcoming' }).waitFor();
  const day = page.getByRole('region', { name: /^\w{3} \d{1,2} \w{3,4}$/ }).filter({ hasText: /Technical ·/ });
  await day.getByText(/^Technical · \w{3} \d{1,2} \w{3,4}, 1[45]:00 \(09:00 New York\)$/).waitFor();
  // Applying made a follow-up task, due in a week: listed under its own day.
  const followUpDay = page.getByRole('region', { name: /^\w{3} \d{1,2} \w{3,4}$/ }).filter({ hasText: 'Follow up with Globex' });
  await followUpDay.getByText(/^Task due \w{3} \d{1,2} \w{3,4}, \d\d:\d\d/).waitFor();
  await page.screenshot({ path: screenshotPath('upcoming'), fullPage: true });
  // The interview's link (its day may hold the follow-up too, which links to the same application).
  await day.getByRole('link', { name: `${JOB} at Globex` }).first().click();
  await page.waitForURL(new RegExp(`#/applied-jobs/${appliedJobId}$`));

  // Make the private calendar address in Account Settings.
  await page.goto(`${server.url}/#/account-settings`);
  const calendar = page.getByRole('region', { name: 'Calendar' });
  await calendar.getByRole('button', { name: 'Make a calendar address' }).click();
  const address = calendar.getByRole('textbox', { name: 'Calendar address' });
  await address.waitFor();
  const url = await address.inputValue();
  expect(url).toMatch(new RegExp(`^${server.url}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  await calendar.getByText(/^Google Calendar:/).waitFor();

  // A calendar app reads the interview from it.
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const root = new ICAL.Component(ICAL.parse(await response.text()));
  ICAL.TimezoneService.reset();
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events).toHaveLength(1);
  expect(events[0].summary).toBe(`Technical interview: ${JOB} at Globex`);
  expect(events[0].location).toBe('https://meet.example.com/globex');
  expect(events[0].startDate.toJSDate().toLocaleString('en-US', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe('09:00');
});
