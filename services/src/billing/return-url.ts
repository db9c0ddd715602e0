import { DomainError } from '../common/domain-error';

/**
 * A checkout's return address (success or cancel), which must be this app's own: a checkout must
 * not become a redirect to anywhere. Relative addresses resolve against the app's public URL.
 */
export function ownReturnUrl(value: string, field: string, publicUrl: string): string {
  let url: URL;
  try {
    url = new URL(value, publicUrl);
  } catch {
    throw DomainError.validation(`${field} must be an address of this site`, { field });
  }
  if (url.origin !== new URL(publicUrl).origin) throw DomainError.validation(`${field} must be an address of this site`, { field });
  return url.toString();
}
