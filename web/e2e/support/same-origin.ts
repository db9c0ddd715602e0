import type { BrowserContext, Page } from 'playwright-core';

/**
 * Lets `target` (a page, or every page of a context) reach `origin` only: any other request is
 * aborted before it leaves the browser and recorded in `attempts`, as "METHOD url". A journey
 * asserts the list stays empty (issue 21: the app never tells another site who is using it, and
 * every image, company logos included, is our own). data: URLs never reach the network, so they
 * pass untouched.
 */
export async function blockOtherOrigins(target: BrowserContext | Page, origin: string, attempts: string[]): Promise<void> {
  const own = new URL(origin).origin;
  await target.route(
    () => true,
    (route) => {
      const request = route.request();
      if (originOf(request.url()) === own) return route.fallback();
      attempts.push(`${request.method()} ${request.url()}`);
      return route.abort('blockedbyclient');
    },
  );
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
