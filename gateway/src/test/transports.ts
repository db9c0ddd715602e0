/**
 * Every rule is tested over both transports: a call made over REST or GraphQL comes back as the
 * same { status, body } so one assertion covers both.
 */
export type Transport = 'REST' | 'GraphQL';
export const TRANSPORTS: Transport[] = ['REST', 'GraphQL'];
export type Answer = { status: number; body: Record<string, unknown> & { message?: string } };

type GraphQLBody = { data?: Record<string, unknown> | null; errors?: { message: string; extensions: { status: number } }[] };

/** A GraphQL answer as REST would give it: the error's status and message, or the field's value (a scalar as `{ success: value }`, a list as `{ data: list }`). */
export function fromGraphQL(body: GraphQLBody, field: string): Answer {
  const error = body.errors?.[0];
  if (error) return { status: error.extensions.status, body: { message: error.message } };
  const value = body.data![field];
  if (Array.isArray(value)) return { status: 200, body: { data: value } };
  return { status: 200, body: (typeof value === 'object' && value !== null ? value : { success: value }) as Answer['body'] };
}
