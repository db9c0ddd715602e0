import { DomainError } from '../common/domain-error';

/** Seconds a caller is asked to wait (Retry-After) when PostgreSQL does not answer. */
export const DATABASE_RETRY_SECONDS = 10;

/**
 * What a caller reads then: the cause is ours, and passing. Not naming the database: a socket error
 * of another server reaching the transports unconverted reads the same, and is as true of it.
 */
export const DATABASE_UNAVAILABLE = 'This service is briefly unavailable; please try again in a moment';

/** Node's socket errors when a server is not there, or went away. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs of a server that is shutting down or not accepting connections (class 08: connection exception). */
const SERVER_GONE = /^(08...|57P01|57P02|57P03)$/;
/** node-postgres's own words for a connection that never came or was cut. */
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether `err` says PostgreSQL is unreachable (refused, cut, shutting down, or no connection within
 * the pool's timeout) rather than that a statement failed. TypeORM wraps a driver's error in
 * `driverError`; Node wraps one refusal per address in an AggregateError.
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; message?: unknown; driverError?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || SERVER_GONE.test(e.code))) return true;
  if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return true;
  if (e.driverError && e.driverError !== err) return isDatabaseUnreachable(e.driverError);
  return Array.isArray(e.errors) && e.errors.length > 0 && e.errors.every(isDatabaseUnreachable);
}

/** `err` as the 503 a transport answers while PostgreSQL is unreachable, or null for any other error. */
export function databaseUnavailable(err: unknown): DomainError | null {
  return isDatabaseUnreachable(err) ? DomainError.unavailable(DATABASE_UNAVAILABLE, DATABASE_RETRY_SECONDS) : null;
}
