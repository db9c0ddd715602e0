import type { BrowserContext, Page, Request } from 'playwright-core';

/**
 * Records in `attempts`, as "METHOD url", every request `target` (a page, or every page of a
 * context) makes to an origin other than `origin`; a journey asserts the list stays empty (issue
 * 21: the app never tells another site who is using it, and every image, company logos included,
 * is our own). data: URLs never reach the network, and what the page's Content-Security-Policy
 * refuses never leaves the page: neither is an attempt.
 *
 * Such a request never leaves the browser either: launchBrowser's host resolver rules resolve no
 * name but the test server's address. The requests are watched rather than intercepted because
 * Playwright turns the HTTP cache off for a page with a route: every load would then fetch and
 * compile the app's scripts again (a third of the browser's CPU in the accessibility journeys).
 */
export async function blockOtherOrigins(target: BrowserContext | Page, origin: string, attempts: string[]): Promise<void> {
  const own = new URL(origin).origin;
  const attempt = (request: Request) => `${request.method()} ${request.url()}`;
  target.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || originOf(url) === own) return;
    attempts.push(attempt(request));
  });
  // What the page's Content-Security-Policy refused never left the page: not an attempt.
  target.on('requestfailed', (request) => {
    // Chromium's reason for such a request is "csp" (net::ERR_BLOCKED_BY_CSP elsewhere).
    if (!/^csp$|ERR_BLOCKED_BY_CSP/.test(request.failure()?.errorText ?? '')) return;
    const at = attempts.lastIndexOf(attempt(request));
    if (at >= 0) attempts.splice(at, 1);
  });
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
