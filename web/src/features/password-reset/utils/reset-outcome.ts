import { errorStatus, serverMessage } from '../../../lib/api-errors';
import { PASSWORD_RESET_MESSAGES } from './password-reset-messages';

/**
 * Where a refused reset belongs on the page. The server answers 404 (a link never issued) or 410
 * (used or expired) for the link, and 400 for the password: only the link's problem needs a new
 * link; only a failure with no answer of its own is worth a toast.
 */
export type ResetFailure = { field: string } | { link: string } | { toast: string };

export function resetFailure(error: unknown): ResetFailure {
  const status = errorStatus(error);
  const reason = serverMessage(error);
  if ((status === 404 || status === 410) && reason) return { link: reason };
  if (status === 400 && reason) return { field: reason };
  // A rate limit says when to try again, which the product's own words do not.
  return { toast: status === 429 && reason ? reason : PASSWORD_RESET_MESSAGES.passwordChangeFailed };
}
