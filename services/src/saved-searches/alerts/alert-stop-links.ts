import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The "stop these alerts" link in every alert mail: it turns off that one search's alerts without
 * signing in. The token is an HMAC of the search's id under a key of its own (derived from the app
 * secret), so it stops nothing else and cannot be made up from an id.
 */
export class AlertStopLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly appUrl: string,
  ) {
    this.key = createHmac('sha256', secret).update('remotehunt:saved-search-alert-stop').digest();
  }

  token(savedSearchId: string): string {
    return createHmac('sha256', this.key).update(savedSearchId).digest('base64url');
  }

  verify(savedSearchId: string, token: unknown): boolean {
    if (typeof token !== 'string' || token.length > 100) return false;
    const expected = Buffer.from(this.token(savedSearchId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The web app's page that asks to confirm, then stops them (a mail scanner's GET changes nothing). */
  pageUrl(savedSearchId: string): string {
    return `${this.appUrl}/#/saved-searches/${savedSearchId}/stop-alerts?token=${this.token(savedSearchId)}`;
  }
}
