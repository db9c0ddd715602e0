import jwt from 'jsonwebtoken';

export interface TokenClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
}

export function signSessionToken(secret: string, userId: string, sessionId: string, expiresAt: Date, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const token = jwt.sign({ sub: userId, jti: sessionId, iat, exp }, secret, { algorithm: 'HS256' });
  return { token, iat, exp };
}

/** Returns the claims of a well-formed, correctly signed, unexpired token, else null. */
export function verifySessionToken(secret: string, token: string): TokenClaims | null {
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'] });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.jti !== 'string') return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}
