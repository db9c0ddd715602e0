/** Full-page navigations, kept apart so tests can stand in for them (jsdom cannot leave the page). */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}

/** An absolute return address into this app's hash routes, for the card provider's checkout. */
export const appUrl = (href: string): string => `${window.location.origin}/#${href}`;
