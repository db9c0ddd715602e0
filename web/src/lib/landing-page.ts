/**
 * The server puts a landing page for visitors into index.html (gateway/src/public/landing-page.ts)
 * and, before the first paint, marks the document `rh-app` when the app should show instead (a
 * session in local storage, or a `#/route`). Neither exists under the dev server.
 */
export const landingPageServed = (): boolean => document.getElementById('landing') !== null;

/** The visitor is looking at the landing page: the app has nothing to show yet. */
export const landingPageShowing = (): boolean => landingPageServed() && !document.documentElement.classList.contains('rh-app');

/** Hands the page over to the app (the landing page hides; the app's first render replaces it). */
export const leaveLandingPage = (): void => document.documentElement.classList.add('rh-app');
