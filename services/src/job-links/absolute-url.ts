import { PAGE_LIMITS } from './page-limits';

/** An http(s) address made absolute against the page's; null for anything else (javascript:, data:, garbage). */
export function absoluteHttpUrl(href: unknown, base: string): string | null {
  if (typeof href !== 'string' || !href.trim() || href.length > PAGE_LIMITS.urlChars) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A URL's host name, lower-cased, or null when it is not a URL. */
export function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}
