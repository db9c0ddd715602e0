import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousViolations } from './axe';
import { fixtures, ROLES, type RoleName, seed, settled, type Viewport } from './accessibility-screens';
import { launchBrowser, signInStorage } from './browser';
import { blockOtherOrigins } from './same-origin';
import { startE2EServer } from './server';

/**
 * Issue 23, acceptance 2: axe-core finds no serious or critical violation on any screen of the app
 * (accessibility-screens.ts), as a visitor, a user and an admin, on a desktop and on a phone. Each
 * screen is checked once its content is on it, never its loading state. One call defines the
 * journey of some callers at one width, with a server and a browser of its own: the journeys are
 * the longest of all by design, so they are split over files (accessibility-*.e2e.ts) that run
 * side by side.
 */
export function accessibilityJourney(viewport: Viewport, roles: RoleName[]): void {
  let server: Awaited<ReturnType<typeof startE2EServer>>;
  let browser: Browser;

  // Every request the journey's pages make stays on its own origin (issue 21); any other fails the test.
  const offsite: string[] = [];
  afterEach(() => expect(offsite.splice(0)).toEqual([]));

  beforeAll(async () => {
    server = await startE2EServer();
    await seed(server);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  describe.each(roles.map((name) => ROLES[name]))(`at ${viewport.width}×${viewport.height} (${viewport.label}) as $who`, ({ screens, session }) => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      await blockOtherOrigins(context, server.url, offsite);
      const signedIn = session();
      if (signedIn) {
        const isAdmin = signedIn === fixtures.admin;
        await signInStorage(context, { token: signedIn.token, userInfo: { ...signedIn.userInfo, admin: isAdmin, isAdmin } });
      }
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it.each(screens.filter((screen) => !screen.only || screen.only === viewport.label))('$name', async (screen) => {
      // A fresh load for each screen, no state carried over from the one before: first a page of
      // the same origin that is not the app (about:blank would start a new renderer process for
      // every screen, which cost a third of the journey's browser CPU), then the screen's address.
      await page.goto(`${server.url}/healthz`);
      await page.goto(`${server.url}${screen.url()}`);
      await screen.ready(page);
      await settled(page);
      if (screen.open) {
        await screen.open(page);
        await settled(page);
      }
      await expectNoSeriousViolations(page, `${screen.name} (${page.url()})`);
    });
  });
}
