import type { BrowserContext, Page } from 'playwright-core';

/**
 * Records in `attempts`, as "METHOD url", every request `target` (a page, or every page of a
 * context) makes to an origin other than `origin`; a journey asserts the list stays empty (issue
 * 21: the app never tells another site who is using it, and every image, company logos included,
 * is our own). data: URLs never reach the network, so they are not requests to record.
 *
 * Such a request never leaves the browser either: launchBrowser's host resolver rules resolve no
 * name but the test server's address. The requests are watched rather than intercepted because
 * Playwright turns the HTTP cache off for a page with a route: every load would then fetch and
 * compile the app's scripts again (a third of the browser's CPU in the accessibility journeys).
 */
export async function blockOtherOrigins(target: BrowserContext | Page, origin: string, attempts: string[]): Promise<void> {
  const own = new URL(origin).origin;
  target.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || originOf(url) === own) return;
    attempts.push(`${request.method()} ${url}`);
  });
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
