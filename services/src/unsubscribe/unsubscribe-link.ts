/* eslint-disable no-restricted-syntax -- signs and checks links for any user id: the signed token is the authorization */
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links in bulk mail that unsubscribe without signing in. The token is an HMAC of the user id, so
 * nobody can unsubscribe someone else by guessing an id, and a link keeps working for good (as
 * mail clients and RFC 8058 expect).
 */
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly appUrl: string,
  ) {
    // A key of its own, derived from the app secret, so this token is never valid as anything else.
    this.key = createHmac('sha256', secret).update('remotehunt:unsubscribe-links').digest();
  }

  token(userId: string): string {
    return createHmac('sha256', this.key).update(userId).digest('base64url');
  }

  verify(userId: string, token: unknown): boolean {
    if (typeof token !== 'string' || token.length > 100) return false;
    const expected = Buffer.from(this.token(userId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The page with the reason box (spec: unsubscribe/:userId). */
  pageUrl(userId: string): string {
    return `${this.appUrl}/#/unsubscribe/${userId}?token=${this.token(userId)}`;
  }

  /** RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` here. */
  oneClickUrl(userId: string): string {
    return `${this.appUrl}/api/v1/unsubscribe/${userId}?token=${this.token(userId)}`;
  }
}
