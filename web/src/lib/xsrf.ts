export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readCookie(name: string): string | null {
  for (const part of document.cookie ? document.cookie.split(';') : []) {
    const separator = part.indexOf('=');
    const key = (separator < 0 ? part : part.slice(0, separator)).trim();
    if (key === name) {
      const value = separator < 0 ? '' : part.slice(separator + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}
