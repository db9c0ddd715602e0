import { TZDate } from '@date-fns/tz';
import type { Page } from 'playwright-core';
import type { Services } from '@remotehunt/services/app/services';
import type { SmtpSink } from '@remotehunt/services/test/smtp-sink';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { screenshotPath, signInStorage } from './support/browser';
import { type MailE2E, startMailE2E } from './support/mail-e2e';

// A browser journey through the mail: slower than a unit test by nature.
jest.setTimeout(120_000);

/**
 * Saved-search alerts (issue 22, item 2, acceptance 4) in a real browser: a saved search gets
 * daily alerts at 08:00 in the account's time zone; a matching job arrives; at the next 08:00 there
 * (the alert run called with that time: the test's clock) the alert mail reaches a real SMTP server
 * with that job and no other; the side menu counts it beside the search and opening the search
 * clears it. The mail's stop link, opened signed out, turns the alerts off only once its button
 * is pressed, and the owner's page shows them off.
 */
const ZONE = 'Europe/Berlin';

let e2e: MailE2E;
let sink: SmtpSink;
let server: MailE2E['server'];
let services: Services;
let page: Page;
let email: string;
/** The stop link of the alert mail the first journey receives. */
let stopLink: string;

// Every request the journey's pages make stays on its own origin (issue 21): the harness's contexts
// abort any other (blockOtherOrigins) and record it here, which must stay empty.
afterEach(() => expect(e2e.offsite.splice(0)).toEqual([]));

beforeAll(async () => {
  e2e = await startMailE2E();
  ({ sink, server } = e2e);
  services = server.services;
  const hour = 3600 * 1000;
  await createJob(services, { title: 'Reactor Platform Engineer', companyName: 'Fission Co', datePosted: new Date(Date.now() - 2 * hour) });
  await createJob(services, { title: 'Golang Developer', companyName: 'Gopher Inc', datePosted: new Date(Date.now() - 3 * hour) });

  // The account's time zone is Berlin; the browser's is another, so the form must take the account's.
  const session = await createUser(services, { name: 'Alerted Searcher' });
  email = session.userInfo.email;
  const userInfo = await services.accounts.updateProfile(session.owner, { timezone: ZONE });
  const context = await e2e.newContext({ viewport: { width: 1300, height: 900 }, timezoneId: 'America/New_York' });
  await signInStorage(context, { token: session.token, userInfo });
  page = await context.newPage();
});
afterAll(() => e2e?.close());

const CARDS = '[data-testid^="job-card-"]';

/** Waits until the list shows exactly these jobs (in this order). */
async function listedJobs(expected: string[]): Promise<string[]> {
  await page.waitForFunction(
    ([selector, titles]) => {
      const shown = [...document.querySelectorAll(`${selector} h2`)].map((heading) => heading.textContent);
      return shown.length === titles.length && shown.every((title, i) => title === titles[i]);
    },
    [CARDS, expected] as const,
  );
  return page.locator(`${CARDS} h2`).allTextContents();
}

const menu = () => page.getByRole('navigation', { name: 'Main menu' });
const savedInMenu = () => menu().getByRole('list', { name: 'Saved searches' });

/** What the app does when the user comes back to its tab. */
const comeBackToTheTab = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

/** The first 08:00 in `zone` after `after`: when a daily alert set now at 08:00 there is due. */
function nextEightAm(zone: string, after: Date): Date {
  const local = new TZDate(after.getTime(), zone);
  const today = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 8, 0, 0, zone);
  return today.getTime() > after.getTime() ? new Date(today.getTime()) : new Date(new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, 8, 0, 0, zone).getTime());
}

/** How the Saved Searches page words a moment in the alerts' zone. */
const inZone = (at: Date) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ZONE }).format(at);

it('sets daily alerts at 08:00 in the account’s zone; at 08:00 there the alert mails the new matching job, and the menu counts it until the search is opened', async () => {
  await page.goto(`${server.url}/#/remote-jobs`);
  expect(await listedJobs(['Reactor Platform Engineer', 'Golang Developer'])).toHaveLength(2);

  // Filter the list and save it.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Reactor');
  expect(await listedJobs(['Reactor Platform Engineer'])).toHaveLength(1);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save this search' });
  await saveDialog.getByRole('textbox', { name: 'Name' }).fill('Reactor jobs');
  await saveDialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved the search "Reactor jobs": find it under Saved Searches').waitFor();

  // On Saved Searches its alerts are off; set them to daily at 08:00, in the account's zone the form proposes.
  await menu().getByRole('link', { name: 'Saved Searches' }).click();
  const saved = page.getByRole('article', { name: 'Reactor jobs' });
  await saved.getByText('Email alerts are off').waitFor();
  await saved.getByRole('button', { name: 'Email alerts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email alerts for "Reactor jobs"' });
  await dialog.getByRole('combobox', { name: 'Email alerts' }).selectOption({ label: 'Daily' });
  await dialog.getByRole('combobox', { name: 'Time', exact: true }).selectOption({ label: '08:00' });
  expect(await dialog.getByRole('combobox', { name: 'Time zone' }).inputValue()).toBe(ZONE);
  await page.screenshot({ path: screenshotPath('saved-search-alert-settings'), fullPage: true });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const setAt = new Date();
  await page.getByText(`Saved the alerts of "Reactor jobs": Daily alerts at 08:00 (${ZONE})`).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await saved.getByText(`Daily alerts at 08:00 (${ZONE})`).waitFor();
  const due = nextEightAm(ZONE, setAt);
  await saved.getByText(`Next alert: ${inZone(due)}`).waitFor();
  await page.screenshot({ path: screenshotPath('saved-search-alerts-set'), fullPage: true });

  // A matching job and another arrive. Nothing is due before 08:00 in Berlin; at 08:00 the alert goes out.
  await createJob(services, { title: 'Reactor Ops Lead', companyName: 'Fission Co' });
  await createJob(services, { title: 'Golang Backend Lead', companyName: 'Gopher Inc' });
  expect(await services.savedSearchAlerts.run(new Date(due.getTime() - 60_000))).toMatchObject({ due: 0, alerts: 0 });
  expect(await services.savedSearchAlerts.run(due)).toMatchObject({ due: 1, alerts: 1 });

  const [mail] = await sink.waitFor(1, (m) => m.to.includes(email) && m.subject === '1 new job for "Reactor jobs"');
  expect(mail.text).toContain('Reactor Ops Lead');
  expect(mail.text).not.toContain('Golang Backend Lead');
  // Only jobs that arrived since the alerts were set: the search's older match is not news.
  expect(mail.text).not.toContain('Reactor Platform Engineer');
  expect(mail.text).toContain(`Your saved searches: ${server.url}/#/saved-searches`);
  stopLink = mail.text.match(/https?:\/\/\S+#\/saved-searches\/[\w-]+\/stop-alerts\?token=[\w-]+/)?.[0] ?? '';
  expect(stopLink.startsWith(`${server.url}/#/saved-searches/`)).toBe(true);

  // Back in the app, the menu counts the new job beside the search; opening the search lists it and clears the count.
  await comeBackToTheTab();
  await savedInMenu().getByRole('link', { name: 'Reactor jobs 1 new' }).click();
  await page.getByRole('heading', { level: 1, name: 'Remote Jobs' }).waitFor();
  expect(await listedJobs(['Reactor Ops Lead', 'Reactor Platform Engineer'])).toHaveLength(2);
  await savedInMenu().getByRole('link', { name: 'Reactor jobs', exact: true }).waitFor();

  // The next day's 08:00 finds nothing new: no second alert.
  expect(await services.savedSearchAlerts.run(new Date(due.getTime() + 24 * 3600 * 1000))).toMatchObject({ due: 1, alerts: 0 });
});

it('stops the alerts from the mail’s link, signed out, only once its button is pressed; the owner sees them off', async () => {
  const stranger = await (await e2e.newContext()).newPage();
  await stranger.goto(stopLink);
  const stop = stranger.getByRole('button', { name: 'Stop these alerts' });
  await stop.waitFor();
  // Opening the link (as a mail scanner would) changed nothing.
  const [before] = await services.db.query(`SELECT alert_frequency FROM saved_searches WHERE name = 'Reactor jobs'`);
  expect(before.alert_frequency).toBe('daily');

  await stop.click();
  await stranger.getByText('Alerts for "Reactor jobs" are off').waitFor();
  await stranger.screenshot({ path: screenshotPath('saved-search-alerts-stopped'), fullPage: true });

  await menu().getByRole('link', { name: 'Saved Searches' }).click();
  await page.getByRole('article', { name: 'Reactor jobs' }).getByText('Email alerts are off').waitFor();
});
