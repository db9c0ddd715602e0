import { getStoredToken } from './session-storage';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from './xsrf';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Headers every API call carries: the bearer token when signed in, and on
 * state-changing methods the double-submit XSRF header the gateway checks
 * against its cookie (it answers 403 when the cookie is sent without it).
 */
export function requestHeaders(method: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (!SAFE_METHODS.has(method.toUpperCase())) {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }
  return headers;
}
