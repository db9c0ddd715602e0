/**
 * Every URL a mail links must be an absolute http(s) URL: anything else
 * (javascript:, data:, relative paths) throws before it reaches an href.
 */
export function httpUrl(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`Mail link ${field} is missing`);
  // The parser silently drops tabs and newlines; a link with any whitespace or control character is refused outright.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(value)) throw new Error(`Mail link ${field} contains whitespace or control characters`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Mail link ${field} is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Mail link ${field} must be an http(s) URL, not ${url.protocol}`);
  }
  return value;
}

/** The app's base URL, checked, without trailing slashes so that `${appUrl}/#/…` stays clean. */
export function baseUrl(value: unknown): string {
  return httpUrl(value, 'appUrl').replace(/\/+$/, '');
}
