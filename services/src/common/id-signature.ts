import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs ids for links that act without signing in (unsubscribe, stop a search's alerts): the
 * token is an HMAC of the id, so nobody acts on another id by guessing it. Each purpose has a key
 * of its own, derived from the app secret, so a token for one is never valid as another.
 */
export class IdSignature {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = createHmac('sha256', secret).update(`remotehunt:${purpose}`).digest();
  }

  sign(id: string): string {
    return createHmac('sha256', this.key).update(id).digest('base64url');
  }

  /** Whether `token` is this id's signature; anything else (absent, not text, too long) is not. */
  verify(id: string, token: unknown): boolean {
    if (typeof token !== 'string' || token.length > 100) return false;
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
