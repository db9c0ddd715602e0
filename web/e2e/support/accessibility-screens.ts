import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createJob, createUser } from '@remotehunt/services/test/factories';
import { minimalPdf } from '@remotehunt/services/test/document-files';
import { jobPagePath } from '@remotehunt/services/public-pages/job-url';
import { AlertStopLinks } from '@remotehunt/services/saved-searches/alerts/alert-stop-links';
import { paths, staticPages } from '../../src/config/paths';
import type { startE2EServer } from './server';

/**
 * The screens the accessibility journeys check (issue 23, acceptance 2): every route of paths.ts,
 * the server's public pages and the states a route opens into (tabs, steps, dialogs, menus), for a
 * visitor, a user and an admin, and what they show: the records seed() makes. The journeys
 * themselves (accessibility-journey.ts) run them at each width, split over several files so they
 * run side by side.
 */

export const VIEWPORTS = [
  { label: 'desktop', width: 1300, height: 900 },
  { label: 'phone', width: 390, height: 844 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

const FEATURED = 'Featured Rust Engineer';
const JOB = 'Staff Platform Engineer';
const FILLED = 'Filled Data Engineer';
const SEARCH = 'Platform jobs';
const POSTED = 'Principal Accessibility Engineer';

type TestUser = Awaited<ReturnType<typeof createUser>>;
/** What seed() made: the signed-in callers, and the ids the screens' addresses name. */
export const fixtures = {
  user: undefined as unknown as TestUser,
  admin: undefined as unknown as TestUser,
};
const ids = { featuredJobPage: '', filledJobPage: '', appliedJob: '', savedSearch: '', stopToken: '', checkout: '' };
/** The reset form is the same whatever its link's token: it is checked when the form is sent. */
const RESET_TOKEN = 'a11y-reset-link-token';

/**
 * What the screens show: jobs (one featured, one filled), a user with a visit, a shortlist, an
 * application with a task, an interview, a contact, a note and a document, a saved search, a support query and a
 * checkout left open, and an admin.
 */
export async function seed(server: Awaited<ReturnType<typeof startE2EServer>>): Promise<void> {
  const services = server.services;
  const day = 24 * 3600 * 1000;
  const featured = await createJob(services, {
    title: FEATURED,
    companyName: 'Globex',
    category: 'programming',
    tags: ['rust', 'wasm'],
    pinTill: new Date(Date.now() + 7 * day),
    salary: { min: 120_000, max: 150_000, currency: 'USD', period: 'year' },
    eligibility: { anywhere: false, countries: ['DE', 'FR'], timezones: null },
  });
  const job = await createJob(services, { title: JOB, companyName: 'Initech', category: 'programming', tags: ['go', 'kubernetes'], datePosted: new Date(Date.now() - day) });
  const filled = await createJob(services, { title: FILLED, companyName: 'Umbrella', category: 'programming', filled: true });
  ids.featuredJobPage = jobPagePath({ id: featured.id, title: FEATURED, companyName: 'Globex' });
  ids.filledJobPage = jobPagePath({ id: filled.id, title: FILLED, companyName: 'Umbrella' });

  const user = await createUser(services, { name: 'Ada Audit' });
  const admin = await createUser(services, { name: 'Sam Admin', admin: true });
  fixtures.user = user;
  fixtures.admin = admin;

  // What the user's pages list: a visit, a shortlist, an application with a task, a contact, a
  // note and a document, a saved search, a support query, and a checkout left open.
  await services.visits.recordVisit(user.owner, { jobId: job.id });
  await services.shortlist.shortlist(user.owner, { jobId: job.id });
  const applied = await services.appliedJobs.markApplied(user.owner, { jobId: job.id });
  ids.appliedJob = applied._id;
  await services.jobTasks.create(user.owner, applied._id, { content: 'Send the portfolio' });
  await services.jobContacts.create(user.owner, applied._id, { name: 'Grace Recruiter', email: 'grace@initech.example' });
  await services.jobNotes.create(user.owner, applied._id, { title: 'First call went well', description: 'They use Go and Kubernetes.' });
  await services.appliedJobEvents.create(user.owner, applied._id, {
    kind: 'technical',
    startsAt: new Date(Date.now() + 3 * day).toISOString(),
    timeZone: 'America/New_York',
    meetingUrl: 'https://meet.example.com/initech',
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'a11y-'));
  const pdf = { path: path.join(dir, 'resume.pdf'), bytes: minimalPdf('Ada Audit') };
  writeFileSync(pdf.path, pdf.bytes);
  await services.documents.upload(user.owner, {
    fields: { title: 'Platform resume', type: 'resume', appliedJobId: applied._id },
    file: { path: pdf.path, size: pdf.bytes.length, originalName: 'resume.pdf' },
  });
  rmSync(dir, { recursive: true, force: true });
  const search = await services.savedSearches.create(user.owner, { name: SEARCH, filter: { query: 'platform' } });
  ids.savedSearch = search.id;
  ids.stopToken = new AlertStopLinks(services.config.jwtSecret, server.url).token(search.id);
  await services.support.send(user.owner.actor, user.userId, { details: 'How do I export my applied jobs?' });
  const plan = (await services.catalogue.productInfo('app-subscription', null)).prices.find((price) => price.subscription);
  ids.checkout = (
    await services.subscriptionBilling.checkout(user.owner, {
      priceId: plan?.id,
      successCallback: `/#${paths.subscription.getHref({ status: 'success' })}`,
      cancelCallback: `/#${paths.subscription.getHref({ status: 'cancel' })}`,
    })
  ).sessionId;
}

export type RouteName = keyof typeof paths;

export interface Screen {
  /** The test's name. */
  name: string;
  /** The route of paths.ts it shows (each must be shown by some screen); none for the server's other pages. */
  route?: RouteName;
  /** The address to open, relative to the server. */
  url: () => string;
  /** Resolves once the screen shows its content. */
  ready(page: Page): Promise<unknown>;
  /** Brings the screen into the state to check once it is ready: a tab, a step, a dialog, a menu. */
  open?(page: Page): Promise<unknown>;
  /** Only at this width (a phone's menu drawer, say). */
  only?: Viewport['label'];
}

const app = (href: string) => `/#${href}`;
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const text = (page: Page, value: string | RegExp) => page.getByText(value).first().waitFor();
const tab = (name: string) => (page: Page) => page.getByRole('tab', { name }).click().then(() => page.getByRole('tab', { name, selected: true }).waitFor());

/**
 * The job list with the featured job on it (the orange chip's contrast), its cards with their links
 * to the jobs' public pages (their boards allow them; issue 50, item 8).
 */
const jobList = async (page: Page) => {
  const cards = page.locator('[data-testid^="job-card-"]');
  await cards.getByText('Featured').first().waitFor();
  await cards.locator('a[href^="/jobs/"]').first().waitFor();
};

const PUBLIC_SCREENS: Screen[] = [
  { name: 'landing page', route: 'home', url: () => '/', ready: (page) => h1(page, 'Remote jobs you can do from where you live') },
  { name: 'public category page', url: () => '/remote-programming-jobs', ready: (page) => h1(page, /Remote Programming jobs/) },
  { name: 'public job page', url: () => ids.featuredJobPage, ready: (page) => h1(page, FEATURED) },
  { name: 'public page of a filled job', url: () => ids.filledJobPage, ready: (page) => h1(page, FILLED) },
  { name: 'terms of service', url: () => staticPages.terms, ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'privacy policy', url: () => staticPages.privacy, ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
];

/** Pages anyone may open, signed in or not. */
const OPEN_SCREENS: Screen[] = [
  { name: 'help', route: 'help', url: () => app(paths.help.getHref()), ready: (page) => h1(page, paths.help.title) },
  { name: 'pricing', route: 'pricing', url: () => app(paths.pricing.getHref()), ready: (page) => page.getByRole('article').first().waitFor() },
  {
    name: 'newsletter',
    route: 'newsletter',
    url: () => app(paths.newsletter.getHref()),
    ready: (page) => page.getByRole('button', { name: 'Subscribe' }).waitFor(),
  },
  { name: 'forgot password', route: 'forgotPassword', url: () => app(paths.forgotPassword.getHref()), ready: (page) => h1(page, paths.forgotPassword.title) },
  {
    name: 'reset password',
    route: 'resetPassword',
    url: () => app(paths.resetPassword.getHref(RESET_TOKEN)),
    ready: (page) => h1(page, paths.resetPassword.title),
  },
  {
    name: 'test checkout',
    route: 'testCheckout',
    url: () => app(paths.testCheckout.getHref(ids.checkout)),
    ready: (page) => page.getByRole('button', { name: 'Pay' }).waitFor(),
  },
  {
    name: 'stop saved-search alerts',
    route: 'stopSavedSearchAlerts',
    url: () => app(paths.stopSavedSearchAlerts.getHref(ids.savedSearch, { token: ids.stopToken })),
    ready: (page) => page.getByRole('button', { name: 'Stop these alerts' }).waitFor(),
  },
  {
    name: 'confirm a forwarding address with a used link',
    route: 'verifyMailSender',
    url: () => app(paths.verifyMailSender.getHref({ token: 'no-such-token' })),
    // The page confirms only when asked (a mail scanner opening the link confirms nothing).
    ready: async (page) => {
      await page.getByRole('button', { name: 'Confirm this address' }).click();
      await page.getByRole('alert').waitFor();
    },
  },
  {
    name: 'sign-in link that has expired',
    route: 'signInLink',
    url: () => app(paths.signInLink.getHref({ token: 'no-such-token' })),
    ready: (page) => page.getByRole('alert').waitFor(),
  },
  { name: 'page not found', url: () => app('/no-such-page'), ready: (page) => h1(page, 'Page not found') },
];

const POST_JOB_STEPS: Screen[] = [
  {
    name: 'post a job: the form',
    route: 'postJob',
    url: () => app(paths.postJob.getHref()),
    ready: (page) => page.getByRole('form', { name: 'Job posting' }).getByLabel('Job Title').waitFor(),
  },
  {
    name: 'post a job: the form with its errors',
    url: () => app(paths.postJob.getHref()),
    ready: (page) => page.getByRole('form', { name: 'Job posting' }).getByLabel('Job Title').waitFor(),
    open: async (page) => {
      await page.getByRole('form', { name: 'Job posting' }).getByRole('button', { name: 'Next' }).click();
      await text(page, 'Please provide all the details');
    },
  },
];

export const VISITOR_SCREENS: Screen[] = [
  ...PUBLIC_SCREENS,
  ...OPEN_SCREENS,
  ...POST_JOB_STEPS,
  { name: 'sign in', route: 'signIn', url: () => app(paths.signIn.getHref()), ready: (page) => h1(page, paths.signIn.title) },
  { name: 'sign up', route: 'signUp', url: () => app(paths.signUp.getHref()), ready: (page) => h1(page, paths.signUp.title) },
  {
    name: 'a category in the app (its invitation to sign up)',
    route: 'remoteJobsCategory',
    url: () => app(paths.remoteJobsCategory.getHref('programming')),
    ready: (page) => h1(page, 'Programming Remote Jobs'),
  },
  {
    name: 'job categories menu',
    only: 'desktop',
    url: () => app(paths.help.getHref()),
    ready: (page) => h1(page, paths.help.title),
    open: async (page) => {
      await page.getByRole('button', { name: 'Job Categories' }).click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'site menu',
    only: 'phone',
    url: () => app(paths.help.getHref()),
    ready: (page) => h1(page, paths.help.title),
    open: async (page) => {
      await page.getByRole('button', { name: 'Open site menu' }).click();
      await page.getByRole('menu').waitFor();
    },
  },
];

export const USER_SCREENS: Screen[] = [
  { name: 'remote jobs', route: 'remoteJobs', url: () => app(paths.remoteJobs.getHref()), ready: jobList },
  {
    name: 'remote jobs with a job’s details open',
    url: () => app(paths.remoteJobs.getHref()),
    ready: jobList,
    open: async (page) => {
      await page.getByRole('button', { name: FEATURED }).click();
      await page.getByRole('region', { name: `Details of ${FEATURED}` }).getByText('Build remote things.').waitFor();
    },
  },
  { name: 'remote jobs of a category', route: 'remoteJobsCategory', url: () => app(paths.remoteJobsCategory.getHref('programming')), ready: jobList },
  {
    name: 'remote jobs of a company',
    url: () => app(paths.remoteJobs.getHref({ companyName: 'Globex' })),
    ready: (page) => h1(page, paths.remoteJobs.companyTitle('Globex')).then(() => jobList(page)),
  },
  {
    name: 'save a search',
    url: () => app(paths.remoteJobs.getHref()),
    ready: jobList,
    open: async (page) => {
      await page.getByRole('searchbox', { name: 'Search' }).fill('Platform');
      // On a phone the filters, the save button among them, are folded behind "Filters (n)".
      const fold = page.getByRole('button', { name: /^Filters \(\d+\)$/ });
      if (await fold.isVisible()) await fold.click();
      await page.getByRole('button', { name: 'Save this search' }).click();
      await page.getByRole('dialog', { name: 'Save this search' }).getByRole('textbox', { name: 'Name' }).waitFor();
    },
  },
  {
    name: 'opening a saved search',
    route: 'openSavedSearch',
    url: () => app(paths.openSavedSearch.getHref(ids.savedSearch)),
    ready: async (page) => {
      await page.waitForURL(/#\/remote-jobs\?q=platform$/);
      await page.getByRole('button', { name: JOB }).waitFor();
    },
  },
  { name: 'remote companies', route: 'remoteCompanies', url: () => app(paths.remoteCompanies.getHref()), ready: (page) => page.getByRole('heading', { name: 'Globex' }).waitFor() },
  { name: 'remote job boards', route: 'remoteJobBoards', url: () => app(paths.remoteJobBoards.getHref()), ready: (page) => page.getByRole('heading', { name: 'Remote OK' }).waitFor() },
  { name: 'viewed jobs', route: 'viewedJobs', url: () => app(paths.viewedJobs.getHref()), ready: (page) => page.getByRole('button', { name: JOB }).waitFor() },
  { name: 'shortlisted jobs', route: 'shortlistedJobs', url: () => app(paths.shortlistedJobs.getHref()), ready: (page) => page.getByRole('button', { name: JOB }).waitFor() },
  { name: 'saved searches', route: 'savedSearches', url: () => app(paths.savedSearches.getHref()), ready: (page) => page.getByRole('article', { name: SEARCH }).waitFor() },
  {
    name: 'saved search alert settings',
    url: () => app(paths.savedSearches.getHref()),
    ready: (page) => page.getByRole('article', { name: SEARCH }).waitFor(),
    open: async (page) => {
      await page.getByRole('article', { name: SEARCH }).getByRole('button', { name: 'Email alerts' }).click();
      await page.getByRole('dialog', { name: `Email alerts for "${SEARCH}"` }).waitFor();
    },
  },
  {
    name: 'applied jobs board',
    route: 'appliedJobs',
    url: () => app(paths.appliedJobs.getHref()),
    ready: async (page) => {
      await page.getByRole('region', { name: /^Applied \d+$/ }).getByRole('button', { name: `${JOB} at Initech` }).waitFor();
      await page.getByRole('heading', { name: 'Applications by status' }).waitFor();
    },
  },
  {
    name: 'applied jobs board: confirming a delete',
    url: () => app(paths.appliedJobs.getHref()),
    ready: (page) => page.getByRole('button', { name: `${JOB} at Initech` }).waitFor(),
    open: async (page) => {
      await page.getByRole('button', { name: `Delete ${JOB} from applied jobs` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).waitFor();
    },
  },
  ...(['Tasks', 'Interviews', 'Contacts', 'Notes', 'Documents'] as const).map(
    (name): Screen => ({
      name: `applied job: ${name.toLowerCase()}`,
      route: 'appliedJob',
      url: () => app(paths.appliedJob.getHref(ids.appliedJob)),
      ready: (page) => h1(page, JOB),
      open: async (page) => {
        await tab(name)(page);
        const shown = { Tasks: 'Send the portfolio', Interviews: 'https://meet.example.com/initech', Contacts: 'Grace Recruiter', Notes: 'First call went well', Documents: 'Platform resume' }[name];
        await page.getByRole('tabpanel').getByText(shown).first().waitFor();
      },
    }),
  ),
  { name: 'upcoming', route: 'upcoming', url: () => app(paths.upcoming.getHref()), ready: (page) => text(page, `${JOB} at Initech`) },
  { name: 'documents', route: 'documents', url: () => app(paths.documents.getHref()), ready: (page) => text(page, 'Platform resume') },
  {
    name: 'upload a document',
    route: 'uploadDocument',
    url: () => app(paths.uploadDocument.getHref()),
    ready: (page) => page.getByRole('textbox', { name: 'Title' }).waitFor(),
  },
  {
    name: 'account settings',
    route: 'accountSettings',
    url: () => app(paths.accountSettings.getHref()),
    ready: (page) => page.getByRole('form', { name: 'Profile details' }).getByRole('textbox', { name: 'Name' }).waitFor(),
  },
  { name: 'subscription', route: 'subscription', url: () => app(paths.subscription.getHref()), ready: (page) => h1(page, paths.subscription.title) },
  {
    name: 'subscription: the plans',
    url: () => app(paths.subscription.getHref({ status: 'change_pricing' })),
    ready: (page) => page.getByRole('article').first().getByRole('button', { name: 'Select Plan' }).waitFor(),
  },
  {
    name: 'subscription: paying for a plan',
    url: () => app(paths.subscription.getHref({ status: 'change_pricing' })),
    ready: (page) => page.getByRole('article').first().getByRole('button', { name: 'Select Plan' }).waitFor(),
    open: async (page) => {
      await page.getByRole('article').filter({ hasText: /month/i }).first().getByRole('button', { name: 'Select Plan' }).click();
      await page.getByLabel(/card number/i).waitFor();
    },
  },
  ...OPEN_SCREENS,
  ...POST_JOB_STEPS,
  {
    name: 'post a job: the preview',
    url: () => app(paths.postJob.getHref()),
    ready: (page) => page.getByRole('form', { name: 'Job posting' }).getByLabel('Job Title').waitFor(),
    open: async (page) => {
      await fillPostingForm(page);
      await text(page, /Pinned until/);
    },
  },
  {
    name: 'post a job: the purchase',
    url: () => app(paths.postJob.getHref()),
    ready: (page) => page.getByRole('form', { name: 'Job posting' }).getByLabel('Job Title').waitFor(),
    open: async (page) => {
      await fillPostingForm(page);
      await text(page, /Pinned until/);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('form', { name: 'Purchase' }).getByRole('table', { name: 'Order summary' }).waitFor();
    },
  },
  {
    name: 'post a job: paid',
    url: () => app(paths.postJob.getHref()),
    ready: (page) => page.getByRole('form', { name: 'Job posting' }).getByLabel('Job Title').waitFor(),
    open: async (page) => {
      await fillPostingForm(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('form', { name: 'Purchase' }).getByRole('button', { name: 'Place your order' }).click();
      await page.waitForURL(/#\/test-checkout\//);
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.getByText('Job posted successfully').waitFor();
    },
  },
  {
    name: 'my job postings',
    route: 'myJobPostings',
    url: () => app(paths.myJobPostings.getHref()),
    ready: (page) => page.getByRole('button', { name: POSTED }).first().waitFor(),
    open: async (page) => {
      await page.getByRole('button', { name: POSTED }).first().click();
      await page.getByRole('button', { name: 'Mark Job As Filled' }).first().waitFor();
    },
  },
  { name: 'support', route: 'support', url: () => app(paths.support.getHref()), ready: (page) => text(page, 'How do I export my applied jobs?') },
  { name: 'unsubscribe', route: 'unsubscribe', url: () => app(paths.unsubscribe.getHref(fixtures.user.userId)), ready: (page) => h1(page, paths.unsubscribe.title) },
  {
    name: 'side menu in its drawer',
    only: 'phone',
    url: () => app(paths.help.getHref()),
    ready: (page) => h1(page, paths.help.title),
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Applied Jobs' }).waitFor();
    },
  },
];

export const ADMIN_SCREENS: Screen[] = [
  ...(['Users', 'Access', 'Job boards', 'Ingestion runs', 'Email templates', 'Exchange rates'] as const).map(
    (name): Screen => ({
      name: `admin panel: ${name.toLowerCase()}`,
      route: 'adminPanel',
      url: () => app(paths.adminPanel.getHref()),
      ready: (page) => page.getByRole('tab', { name: 'Users' }).waitFor(),
      open: tab(name),
    }),
  ),
  { name: 'support threads', route: 'support', url: () => app(paths.support.getHref()), ready: (page) => text(page, 'Support query from Ada Audit') },
  { name: 'remote jobs', route: 'remoteJobs', url: () => app(paths.remoteJobs.getHref()), ready: jobList },
];

/** Step one of Post a Job, filled in, then on to the preview. */
async function fillPostingForm(page: Page) {
  const form = page.getByRole('form', { name: 'Job posting' });
  await form.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Developer' }).click();
  await form.getByLabel('Job Title').fill(POSTED);
  await form.getByLabel('Job Description').fill('Make every screen work for everyone.');
  await form.getByLabel('Regional Restriction').click();
  await page.getByRole('option', { name: 'Worldwide' }).click();
  await form.getByLabel('Apply URL or Email').fill('https://acme.example/careers/a11y');
  await form.getByLabel('Tags').fill('a11y, react');
  await form.getByLabel('Company Name').fill('Acme Access');
  await form.getByLabel('Company HQ').fill('Lisbon');
  await form.getByLabel('Company Website').fill('https://acme.example');
  await form.getByLabel('Company Email').fill('jobs@acme.example');
  await form.getByRole('button', { name: 'Next' }).click();
}

/**
 * Waits until nothing on the page is still loading or moving: no progress indicator, and no
 * transition running (a dialog fading in is checked once it is fully there).
 */
export async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('[role="progressbar"], .MuiSkeleton-root') === null &&
      document.getAnimations().every((animation) => animation.effect?.getComputedTiming().iterations === Infinity || animation.playState !== 'running'),
  );
}

/** The kinds of caller, each with the screens it reaches and how it is signed in. */
export const ROLES = {
  visitor: { who: 'a visitor', screens: VISITOR_SCREENS, session: () => null },
  user: { who: 'a user', screens: USER_SCREENS, session: () => fixtures.user },
  admin: { who: 'an admin', screens: ADMIN_SCREENS, session: () => fixtures.admin },
} as const;
export type RoleName = keyof typeof ROLES;

/** The routes of paths.ts no screen of any caller shows (the journeys assert there are none). */
export function routesNotShown(): string[] {
  const shown = new Set(Object.values(ROLES).flatMap(({ screens }) => screens.map((screen: Screen) => screen.route)));
  return Object.keys(paths).filter((route) => !shown.has(route as RouteName));
}
