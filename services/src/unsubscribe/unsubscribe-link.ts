/* eslint-disable no-restricted-syntax -- signs and checks links for any user id: the signed token is the authorization */
import { IdSignature } from '../common/id-signature';
import type { UnsubscribeKind } from './unsubscribe-kinds';

/**
 * Links in bulk mail that unsubscribe without signing in. The token signs the user id
 * (IdSignature), so nobody can unsubscribe someone else by guessing an id, and a link keeps
 * working for good (as mail clients and RFC 8058 expect).
 */
export class UnsubscribeLinks {
  private readonly signature: IdSignature;

  constructor(
    secret: string,
    private readonly appUrl: string,
  ) {
    this.signature = new IdSignature(secret, 'unsubscribe-links');
  }

  token(userId: string): string {
    return this.signature.sign(userId);
  }

  verify(userId: string, token: unknown): boolean {
    return this.signature.verify(userId, token);
  }

  /** The page with the reason box (spec: unsubscribe/:userId); with a kind, it stops that kind of mail only. */
  pageUrl(userId: string, kind?: UnsubscribeKind): string {
    return `${this.appUrl}/#/unsubscribe/${userId}?token=${this.token(userId)}${kind ? `&kind=${kind}` : ''}`;
  }

  /**
   * RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` here. The kind is not signed:
   * the token already allows stopping every mail, so naming less to stop grants nothing.
   */
  oneClickUrl(userId: string, kind?: UnsubscribeKind): string {
    return `${this.appUrl}/api/v1/unsubscribe/${userId}?token=${this.token(userId)}${kind ? `&kind=${kind}` : ''}`;
  }
}
