import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { isUuid } from '../common/validate';

export interface TokenClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
}

// A string secret makes jsonwebtoken try (and fail) to parse it as a public key on every
// verify: 446 µs against 8 µs with a key object, measured in the benchmark.
const keys = new Map<string, KeyObject>();
const keyFor = (secret: string): KeyObject => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
};

export function signSessionToken(secret: string, userId: string, sessionId: string, expiresAt: Date, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const token = jwt.sign({ sub: userId, jti: sessionId, iat, exp }, keyFor(secret), { algorithm: 'HS256' });
  return { token, iat, exp };
}

/** Returns the claims of a well-formed, correctly signed, unexpired token, else null. */
export function verifySessionToken(secret: string, token: string): TokenClaims | null {
  try {
    const claims = jwt.verify(token, keyFor(secret), { algorithms: ['HS256'] });
    // The claims are looked up as uuid columns: anything else is not one of our tokens (and made PostgreSQL fail).
    if (typeof claims !== 'object' || !isUuid(claims.sub) || !isUuid(claims.jti)) return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}
