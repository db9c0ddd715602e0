import { z } from 'zod';
import { DomainError } from './domain-error';
import { findUnsafeText, unsafeTextError } from './text-safety';

/**
 * Parses untrusted input with a zod schema. Unknown keys are dropped (zod's
 * default for objects), so fields such as `admin` can never sneak through.
 * The first issue becomes the message, phrased for a person.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  if (input !== undefined && input !== null && (typeof input !== 'object' || Array.isArray(input))) {
    throw DomainError.validation('The request body must be a JSON object');
  }
  // The transports refuse such text at entry; checked again here for callers that are no transport (jobs, CLIs).
  const unsafe = findUnsafeText(input);
  if (unsafe !== undefined) throw unsafeTextError(unsafe);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.');
  const message = issue.message.startsWith('Invalid input') && field ? `${field}: ${issue.message}` : issue.message;
  throw DomainError.validation(message, { field });
}

// Built once: a zod schema costs more to construct than to run, and every request checks an id.
const DATABASE_ID = z.guid();

/** Whether a value has the shape of a database id; anything else cannot name a row. */
export const isUuid = (value: unknown): boolean => DATABASE_ID.safeParse(value).success;
