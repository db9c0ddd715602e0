/**
 * The one error type services throw. Transports map `code` to a status
 * (gateway/src/http/error-handler.ts, gateway/src/graphql/format-error.ts);
 * `message` is shown to people as is, so it must be readable and actionable.
 */
export type DomainErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'PAYMENT_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'GONE'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNAVAILABLE';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static validation(message: string, details?: Record<string, unknown>) {
    return new DomainError('VALIDATION', message, details);
  }
  static unauthenticated(message = 'Please sign in to continue') {
    return new DomainError('UNAUTHENTICATED', message);
  }
  static forbidden(message = 'You are not allowed to do this') {
    return new DomainError('FORBIDDEN', message);
  }
  static notFound(what: string) {
    return new DomainError('NOT_FOUND', `${what} was not found`);
  }
  /** Something that existed and cannot be used any more (a spent or expired link): asking again will not help. */
  static gone(message: string) {
    return new DomainError('GONE', message);
  }
  /**
   * A server we depend on (the file storage, Redis) is not answering: worth trying again shortly.
   * `retryAfter`, when known, is the seconds to wait (REST's Retry-After header).
   */
  static unavailable(message: string, retryAfterSeconds?: number) {
    return new DomainError('UNAVAILABLE', message, retryAfterSeconds === undefined ? undefined : { retryAfter: retryAfterSeconds });
  }
  /** A spent budget: `retryAfter` is the seconds until it allows again (REST's Retry-After header). */
  static rateLimited(message: string, retryAfterSeconds: number) {
    return new DomainError('RATE_LIMITED', message, { retryAfter: retryAfterSeconds });
  }
}

/** The seconds a RATE_LIMITED or UNAVAILABLE error asks the caller to wait, when the service knows them. */
export const retryAfterOf = (e: DomainError): number | undefined =>
  (e.code === 'RATE_LIMITED' || e.code === 'UNAVAILABLE') && typeof e.details?.retryAfter === 'number' ? e.details.retryAfter : undefined;

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
