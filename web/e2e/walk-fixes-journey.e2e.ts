import type { Browser, Locator, Page } from 'playwright-core';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { paths } from '../src/config/paths';
import { launchBrowser, screenshotPath } from './support/browser';
import { JourneyPages } from './support/journey-pages';
import { startE2EServer } from './support/server';

// A browser journey: slower than a unit test by nature.
jest.setTimeout(120_000);

/**
 * Issue 50, items 9 to 12: what a walk of every route at a desktop's size (1280×800) and a phone's
 * (390×844) found that only a real layout shows: a top bar wider than the phone, labels printed
 * over what sits beside them, a placeholder cut off, two checkboxes for one, messages that pile up
 * and outlive their page, and a failed sign-in that empties the email and leaves its labels afloat.
 */
let server: Awaited<ReturnType<typeof startE2EServer>>;
let browser: Browser;
let seeker: Awaited<ReturnType<typeof createUser>>;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

// Every request the journey's pages make stays on its own origin (issue 21); any other is aborted and fails the test.
const offsite: string[] = [];
afterEach(() => expect(offsite.splice(0)).toEqual([]));

const pages = new JourneyPages(offsite);
const open = (viewport: { width: number; height: number }, as?: typeof seeker) => pages.open(browser, server.url, { viewport, as });

beforeAll(async () => {
  server = await startE2EServer();
  seeker = await createUser(server.services, { name: 'Walt Walker' });
  // With a country, the filters offer "Jobs I can take from Germany" and its "Only confirmed".
  await server.services.accounts.updateProfile(seeker.owner, { country: 'DE' });
  for (let i = 0; i < 3; i += 1) await createJob(server.services, { title: `Walk job ${i}`, companyName: 'Globex', tags: ['typescript'] });
  browser = await launchBrowser();
});
afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
  await server?.close();
});

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on the page`);
  return box;
};
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('item 9: a visitor’s app pages on a phone (390×844)', () => {
  const VISITOR_PAGES = [
    paths.pricing.getHref(),
    paths.signIn.getHref(),
    paths.signUp.getHref(),
    paths.postJob.getHref(),
    paths.newsletter.getHref(),
    paths.help.getHref(),
    paths.forgotPassword.getHref(),
  ];

  it.each(VISITOR_PAGES)('%s is no wider than the screen, its menu button wholly on it', async (href) => {
    const page = await open(PHONE);
    await page.goto(`${server.url}/#${href}`);
    const menuButton = page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Open site menu' });
    await menuButton.waitFor();
    await page.getByRole('main').getByRole('heading').first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const box = await boxOf(menuButton);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  });

  it('opening the menu does not slide the page sideways', async () => {
    const page = await open(PHONE);
    await page.goto(`${server.url}/#${paths.pricing.getHref()}`);
    const menuButton = page.getByRole('button', { name: 'Open site menu' });
    const before = await boxOf(menuButton);
    // The open menu hides the page from the accessibility tree: the button is kept by its element.
    const button = (await menuButton.elementHandle())!;
    await menuButton.click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Pricing' }).waitFor();
    await page.screenshot({ path: screenshotPath('walk-phone-site-menu') });
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect((await button.boundingBox())!.x).toBe(before.x);
  });
});

describe.each([
  ['desktop (1280×800)', DESKTOP],
  ['phone (390×844)', PHONE],
])('item 10: the job filters on a %s', (_size, viewport) => {
  let page: Page;
  let panel: Locator;
  beforeAll(async () => {
    page = await open(viewport, seeker);
    await page.goto(`${server.url}/#${paths.remoteJobs.getHref()}`);
    panel = page.getByRole('region', { name: 'Job filters' });
    await panel.getByRole('searchbox', { name: 'Search' }).waitFor();
    // On a phone the filters are folded behind "Filters (n)".
    const fold = panel.getByRole('button', { name: /^Filters \(\d+\)$/ });
    if (await fold.isVisible()) await fold.click();
    await panel.getByText('Only confirmed').waitFor();
  });

  it('"Minimum pay" is not printed over its "a year"', async () => {
    const label = panel.locator('label', { hasText: 'Minimum pay' });
    const suffix = panel.getByText('a year', { exact: true });
    expect(overlap(await boxOf(label), await boxOf(suffix))).toBe(false);
  });

  it('the search field shows its whole placeholder', async () => {
    const search = panel.getByRole('searchbox', { name: 'Search' });
    const fit = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, room };
    });
    expect(fit.text).toBeLessThanOrEqual(fit.room);
  });

  it('"Only confirmed" shows one checkbox, not the browser’s beside the drawn one', async () => {
    const toggle = panel.locator('label', { hasText: 'Only confirmed' });
    await page.screenshot({ path: screenshotPath(`walk-filters-${viewport.width}`) });
    // What draws a checkbox there: the drawn icon, and the native input unless it is invisible.
    const drawn = await toggle.evaluate((label) => {
      const input = label.querySelector('input[type="checkbox"]')!;
      const nativeShows = getComputedStyle(input).opacity !== '0' && getComputedStyle(input).visibility !== 'hidden';
      return label.querySelectorAll('svg').length + (nativeShows ? 1 : 0);
    });
    expect(drawn).toBe(1);
    // The invisible input still takes the click.
    const checkbox = panel.getByRole('checkbox', { name: 'Only confirmed' });
    await toggle.click();
    expect(await checkbox.isChecked()).toBe(true);
    await toggle.click();
    expect(await checkbox.isChecked()).toBe(false);
  });
});

describe('item 11: messages on a phone (390×844)', () => {
  it('show one at a time, clear of the form’s button, and leave with their page', async () => {
    const page = await open(PHONE);
    await page.goto(`${server.url}/#${paths.newsletter.getHref()}`);
    const form = page.getByRole('form', { name: 'Newsletter preferences' });
    const subscribe = form.getByRole('button', { name: 'Subscribe' });
    await subscribe.waitFor();
    // All but the frequency and the categories: their refusals move the focus nowhere, so nothing scrolls.
    await form.getByRole('textbox', { name: 'Name' }).fill('Walt Walker');
    await form.getByRole('textbox', { name: 'Email' }).fill('walt@example.com');
    await form.getByLabel('Country').selectOption({ label: 'Germany' });
    // The button low on the screen, where a message at the bottom would lie over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = await boxOf(subscribe);
    expect(button.y + button.height).toBeGreaterThan(PHONE.height - 150);
    await subscribe.click();
    const message = page.getByRole('alert');
    await message.getByText('Please select email frequency').waitFor();

    // A second refusal from the same form takes the first one's place, and neither lies over the button.
    await form.getByRole('radio', { name: 'Weekly' }).check();
    await subscribe.click();
    await message.getByText('Please select at least one category').waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.screenshot({ path: screenshotPath('walk-phone-message') });
    for (const shown of await message.all()) expect(overlap(await boxOf(shown), await boxOf(subscribe))).toBe(false);
    expect(await message.allTextContents()).toEqual(['Please select at least one category']);

    // Another page: the newsletter's refusal does not come along.
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Sign up', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: paths.signUp.title }).waitFor();
    expect(await message.count()).toBe(0);
  });
});

describe('item 12: a failed sign-in (1280×800)', () => {
  it('keeps the email, empties only the password, and puts its label back inside the empty field', async () => {
    const page = await open(DESKTOP);
    await page.goto(`${server.url}/#${paths.signIn.getHref()}`);
    const email = page.getByRole('textbox', { name: 'Email' });
    const password = page.getByLabel('Password');
    await email.fill(seeker.userInfo.email);
    await password.fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText(/incorrect/i).waitFor();

    expect(await email.inputValue()).toBe(seeker.userInfo.email);
    expect(await password.inputValue()).toBe('');
    expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);

    // Once left empty, its label is back inside the field, not floated over a gap in the outline.
    await page.getByRole('heading', { level: 1, name: paths.signIn.title }).click();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const label = await boxOf(page.locator('label', { hasText: 'Password' }));
    const field = await boxOf(password);
    expect(label.y).toBeGreaterThanOrEqual(field.y);
    expect(label.y + label.height).toBeLessThanOrEqual(field.y + field.height);
    await page.screenshot({ path: screenshotPath('walk-sign-in-failed') });
  });
});
