import { errorCode, serverMessage } from '../../../lib/api-errors';

/**
 * The server's explanation of invalid input ("Please provide a valid contact email"),
 * worth showing beside the form; undefined for every other kind of failure.
 */
export function validationProblem(error: unknown): string | undefined {
  return errorCode(error) === 'BAD_USER_INPUT' ? serverMessage(error) : undefined;
}
