import { IdSignature } from '../../common/id-signature';

/**
 * The "stop these alerts" link in every alert mail: it turns off that one search's alerts without
 * signing in. The token signs the search's id (IdSignature), so it stops nothing else and cannot
 * be made up from an id.
 */
export class AlertStopLinks {
  private readonly signature: IdSignature;

  constructor(
    secret: string,
    private readonly appUrl: string,
  ) {
    this.signature = new IdSignature(secret, 'saved-search-alert-stop');
  }

  token(savedSearchId: string): string {
    return this.signature.sign(savedSearchId);
  }

  verify(savedSearchId: string, token: unknown): boolean {
    return this.signature.verify(savedSearchId, token);
  }

  /** The web app's page that asks to confirm, then stops them (a mail scanner's GET changes nothing). */
  pageUrl(savedSearchId: string): string {
    return `${this.appUrl}/#/saved-searches/${savedSearchId}/stop-alerts?token=${this.token(savedSearchId)}`;
  }
}
