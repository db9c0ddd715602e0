/** A full-page navigation, kept apart so tests can stand in for it (jsdom cannot leave the page). */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}

/** An absolute return address into this app's hash routes, for the card provider's checkout. */
export const appUrl = (href: string): string => `${window.location.origin}/#${href}`;
