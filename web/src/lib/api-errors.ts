import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong, Please try again after sometime';

/** A failed REST call: the HTTP status and the server's `{message}` when it sent one. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

/**
 * The REST status an error stands for. GraphQL errors carry it as
 * `extensions.status` (the gateway's one mapping from domain codes).
 */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof RestError) return error.status;
  if (CombinedGraphQLErrors.is(error)) {
    const status = error.errors[0]?.extensions?.status;
    return typeof status === 'number' ? status : undefined;
  }
  if (ServerError.is(error)) return error.statusCode;
  return undefined;
}

export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED' || e.extensions?.status === 401);
  }
  return errorStatus(error) === 401;
}

/** The text the server meant for people, when there is one (never a network or parse failure). */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof RestError) return error.serverMessage;
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || undefined;
  if (ServerError.is(error)) {
    try {
      const body: unknown = JSON.parse(error.bodyText);
      if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
        return (body as { message: string }).message;
      }
    } catch {
      // Not JSON: there is no message for people.
    }
  }
  return undefined;
}
