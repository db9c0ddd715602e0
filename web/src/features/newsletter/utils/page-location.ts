/** Full-page navigations, kept apart so tests can stand in for them (jsdom cannot leave the page). */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}

/** An absolute address of this page in this app, for the card checkout to send the browser back to. */
export const appUrl = (href: string): string => `${window.location.origin}${window.location.pathname}#${href}`;
