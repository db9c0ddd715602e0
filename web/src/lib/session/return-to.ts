import { paths } from '../../config/paths';

/** The sign-in page's query parameter naming where to go once signed in. */
export const RETURN_TO_PARAM = 'next';

const MAX_LENGTH = 2000;
const BASE = 'https://app.invalid';
/** Whitespace, control characters and backslashes: none belongs in a path of ours, and browsers read a backslash as a slash. */
// eslint-disable-next-line no-control-regex -- exactly the characters refused
const FORBIDDEN = /[\s\u0000-\u001f\u007f\\]/;

/**
 * Where `next` may send a person who just signed in: a page of this app, given as its path and
 * query, and never the sign-in or sign-up page itself. Anything else (another site, `//host`, a
 * scheme, an over-long or odd string) is null, so a link cannot use the sign-in page to send a
 * freshly signed-in browser somewhere else.
 */
export function returnTarget(next: string | null): string | null {
  if (!next || next.length > MAX_LENGTH || !next.startsWith('/') || next.startsWith('//') || FORBIDDEN.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname === paths.signIn.path || url.pathname === paths.signUp.path) return null;
  return `${url.pathname}${url.search}`;
}

/** The return target a page's query string carries, if any. */
export function returnTargetIn(search: string): string | null {
  return returnTarget(new URLSearchParams(search).get(RETURN_TO_PARAM));
}

/** The sign-in page, remembering `location` as where to go once signed in. */
export function signInHref(location: { pathname: string; search: string }): string {
  const target = returnTarget(`${location.pathname}${location.search}`);
  return target ? `${paths.signIn.getHref()}?${new URLSearchParams({ [RETURN_TO_PARAM]: target })}` : paths.signIn.getHref();
}
