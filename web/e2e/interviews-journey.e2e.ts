import ICAL from 'ical.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import nodemailer from 'nodemailer';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { type RunningReceiver, startSmtpReceiver } from '@remotehunt/services/tracking/mail-forwarding/smtp-receiver';
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
let session: Awaited<ReturnType<typeof createUser>>;
let receiver: RunningReceiver;
const MAIL_DOMAIN = 'in.remotehunt.test';

const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  server = await startE2EServer({ env: { INBOUND_MAIL_DOMAIN: MAIL_DOMAIN } });
  // The workers' SMTP receiver, on the app's own services, as `npm start` runs it.
  receiver = await startSmtpReceiver(server.services.forwardingAddresses, server.services.mailIntake, { port: 0, host: '127.0.0.1', name: MAIL_DOMAIN });
  const job = await createJob(server.services, { title: JOB, companyName: 'Globex', tags: ['go'] });
  session = await createUser(server.services, { name: 'Interview User' });
  appliedJobId = (await server.services.appliedJobs.markApplied(session.owner, { jobId: job.id }))._id;

  browser = await launchBrowser();
  // Berlin on this device; the interview is set in New York's time, so the page shows both.
  context = await browser.newContext({ viewport: { width: 1400, height: 900 }, timezoneId: 'Europe/Berlin' });
  await blockOtherOrigins(context, server.url, offsite);
  await signInStorage(context, session);
  page = await context.newPage();
});
afterAll(async () => {
  await receiver?.close();
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

it('reads a forwarded rejection it cannot place, suggests it, and the person confirms it onto the application', async () => {
  // The forwarding address, from Account Settings.
  await page.goto(`${server.url}/#/account-settings`);
  const forwarding = page.getByRole('region', { name: 'Forwarded mail' });
  const address = await forwarding.getByRole('textbox', { name: 'Forwarding address' }).inputValue();
  expect(address).toMatch(new RegExp(`^fw-[a-z2-7]{20}@${MAIL_DOMAIN.replace(/\./g, '\\.')}$`));

  // A rejection from a staffing partner that names neither the company nor the role, forwarded from
  // the account's address through a real SMTP client.
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true });
  const subject = 'Update on your application with our client';
  const sent = await transport.sendMail({
    from: session.userInfo.email,
    to: address,
    subject: `Fwd: ${subject}`,
    text: [
      '---------- Forwarded message ---------',
      'From: Talent Team <talent@northstar-staffing.example>',
      `Subject: ${subject}`,
      '',
      'Hi,',
      '',
      'Thank you for your interest. Unfortunately, we have decided not to move forward with your application at this time.',
      '',
    ].join('\n'),
  });
  transport.close();
  expect(sent.response).toBe('250 2.0.0 Read (suggested)');

  // It waits on the board, and is confirmed onto the application it is about.
  await page.goto(`${server.url}/#/applied-jobs`);
  const panel = page.getByRole('region', { name: 'From your forwarded mail' });
  const item = panel.getByRole('listitem', { name: subject });
  await item.getByText('“Unfortunately, we have decided not to move forward with your application at this time.”').waitFor();
  const pick = item.getByRole('combobox', { name: 'Which application?' });
  await pick.selectOption((await pick.locator('option', { hasText: JOB }).getAttribute('value'))!);
  await page.screenshot({ path: screenshotPath('mail-suggestion'), fullPage: true });
  await item.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText(new RegExp(`^Moved ${JOB}.* to Rejected$`)).waitFor();
  await panel.waitFor({ state: 'detached' });

  // The move is the application's, with the mail's sentence in its history.
  const history = await server.services.appliedJobs.statusHistory(session.owner, appliedJobId);
  expect(history.at(-1)).toMatchObject({ toStatus: '5f0c6c1e-0000-4000-8000-000000000007', evidence: expect.stringContaining('not to move forward') });
});

it('takes a signed-out person who opens an application’s link to it once they have signed in', async () => {
  const signedOut = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await blockOtherOrigins(signedOut, server.url, offsite);
  try {
    const tab = await signedOut.newPage();
    // As from a reminder mail's link.
    await tab.goto(`${server.url}/#/applied-jobs/${appliedJobId}`);
    await tab.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await tab.getByLabel('Email').fill(session.userInfo.email);
    await tab.getByLabel('Password').fill(session.password);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await tab.getByRole('heading', { level: 1, name: JOB }).waitFor();
    expect(new URL(tab.url()).hash).toBe(`#/applied-jobs/${appliedJobId}`);
  } finally {
    await signedOut.close();
  }
});
