import type { OpenAPIRegistry, ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from './zod-openapi';
import { ErrorResponse } from './responses/common.responses';
import type { ApiTag } from './tags';

/**
 * Who may call: `public` needs no token, `optional` acts on the caller's account when a token
 * comes, `user` needs a signed-in caller, `subscriber` one with app access (trial, plan, free
 * access switch), `admin` the admin role. Under /users/{userId} the caller must be that user or an
 * admin whatever it says.
 */
export type Access = 'public' | 'optional' | 'user' | 'subscriber' | 'admin';

type Status = 200 | 201 | 202;
type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 416 | 429 | 503;

export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Under /api/v1, with OpenAPI's `{name}` parameters. */
  path: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  access: Access;
  query?: z.ZodObject;
  /** Path parameters with more to say than "a string"; the others are taken from the path. */
  params?: Record<string, z.ZodType>;
  body?: NonNullable<RouteConfig['request']>['body'];
  /** The success answer: a JSON schema, or a whole `content` map for anything else. */
  ok: { status?: Status; description: string; schema?: z.ZodType; content?: ResponseConfig['content']; headers?: ResponseConfig['headers'] };
  /** Other successful answers (a download's 206 Partial Content). */
  also?: Record<number, ResponseConfig>;
  /** Failures this call has besides the ones every call of its kind has (see standardErrors). */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** Not mounted behind the JSON parser and the XSRF check (Stripe's webhook). */
  raw?: boolean;
}

const PARAM_DESCRIPTIONS: Record<string, string> = {
  userId: 'The user acted on: the caller’s own id (an admin may give anyone’s).',
};

/** Operations that read or write stored file bytes: the object store may be down (S3 driver). */
export const STORAGE_ERRORS = { 503: 'The file storage is not answering: try again shortly' } as const;

/** Operations that spend an attempt budget or add a job: Redis, which keeps both, may be down (services/src/redis/redis.ts). */
export const REDIS_ERRORS = {
  503: '`This service is briefly unavailable; please try again in a minute`: Redis, which keeps the attempt budgets and the queues, is not answering (nothing was done; wait for the seconds in Retry-After)',
} as const;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The request is not valid: the message names what to fix',
  401: 'No valid bearer token (missing, expired or revoked)',
  402: 'The caller’s trial or plan has ended',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state',
  410: 'No longer usable (a spent or expired link)',
  413: 'Too large',
  415: 'Unsupported media type',
  416: 'The range asked for is not within the file',
  429: 'Too many attempts: wait for the seconds in Retry-After',
  503: 'The file storage is not answering: try again shortly',
};

/** The failures every call of this kind can answer, whatever its handler does. */
function standardErrors(op: Operation): Partial<Record<ErrorStatus, string>> {
  const errors: Partial<Record<ErrorStatus, string>> = {};
  if (!op.raw) {
    errors[400] = 'The request is not valid: malformed JSON, text no field may hold (NUL, unpaired surrogates), or a field the message names';
    errors[413] = 'The request body is too large';
  }
  const writes = op.method !== 'get';
  const underUser = op.path.startsWith('/users/{userId}');
  if (op.access !== 'public' && op.access !== 'optional') errors[401] = ERROR_DESCRIPTIONS[401];
  const forbidden: string[] = [];
  if (underUser) forbidden.push('another user’s {userId} (unless the caller is an admin)');
  if (op.access === 'admin') forbidden.push('the caller is not an admin ("This needs the admin role")');
  if (writes && !op.raw) forbidden.push('a browser session’s XSRF-TOKEN cookie came without the matching X-XSRF-TOKEN header');
  if (forbidden.length) errors[403] = `Forbidden: ${forbidden.join('; or ')}`;
  if (op.access === 'subscriber') errors[402] = ERROR_DESCRIPTIONS[402];
  if (underUser) errors[404] = 'Not found: a malformed {userId}, or a record the caller does not have';
  return errors;
}

const pathParams = (op: Operation) => {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  if (!names.length) return undefined;
  return z.object(
    Object.fromEntries(names.map((name) => [name, op.params?.[name] ?? z.string().openapi({ param: { description: PARAM_DESCRIPTIONS[name] } })])),
  );
};

const BEARER: Record<string, string[]> = { bearerAuth: [] };
const security = (access: Access): Record<string, string[]>[] => (access === 'public' ? [] : access === 'optional' ? [{}, BEARER] : [BEARER]);

const retryAfter = { 'Retry-After': { description: 'Seconds until the attempt is allowed again.', schema: { type: 'integer' as const } } };
const retryAfterOutage = { 'Retry-After': { description: 'Seconds to wait before trying again, when known.', schema: { type: 'integer' as const } } };

export function registerOperation(registry: OpenAPIRegistry, op: Operation): void {
  const errors = { ...standardErrors(op), ...op.errors };
  const responses: Record<string, ResponseConfig> = {
    [op.ok.status ?? 200]: {
      description: op.ok.description,
      headers: op.ok.headers,
      content: op.ok.content ?? (op.ok.schema ? { 'application/json': { schema: op.ok.schema } } : undefined),
    },
  };
  Object.assign(responses, op.also);
  for (const [status, description] of Object.entries(errors)) {
    responses[status] = {
      description: description ?? ERROR_DESCRIPTIONS[Number(status) as ErrorStatus],
      headers: status === '429' ? retryAfter : status === '503' ? retryAfterOutage : undefined,
      content: { 'application/json': { schema: ErrorResponse } },
    };
  }
  registry.registerPath({
    method: op.method,
    path: op.path,
    tags: [op.tag],
    summary: op.summary,
    description: op.description,
    operationId: operationId(op),
    security: security(op.access),
    request: { params: pathParams(op), query: op.query, body: op.body },
    responses,
  });
}

/** `getUsersUserIdAppliedJobsAppliedJobId`: stable, unique, and readable in generated clients. */
function operationId(op: Operation): string {
  const words = op.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return op.method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** A JSON request body. */
export const json = (schema: z.ZodType, description?: string) => ({ description, required: true, content: { 'application/json': { schema } } });
