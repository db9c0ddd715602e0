import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from './zod-openapi';
import { registerOperation } from './operation';
import { registerAccountPaths } from './paths/accounts.paths';
import { registerAdminPaths } from './paths/admin.paths';
import { registerBillingPaths } from './paths/billing.paths';
import { registerDocumentPaths } from './paths/documents.paths';
import { registerJobPaths } from './paths/jobs.paths';
import { registerSavedSearchPaths } from './paths/saved-searches.paths';
import { registerSavedSearchFeedPaths } from './paths/saved-search-feeds.paths';
import { registerNewsletterPaths } from './paths/newsletter.paths';
import { registerTrackingPaths } from './paths/tracking.paths';
import { registerTrackingEventPaths } from './paths/tracking-events.paths';
import { registerMailForwardingPaths } from './paths/mail-forwarding.paths';
import { COUNTRY_CODES } from '@remotehunt/services/common/country-code';
import { TIME_ZONE_NAMES } from '@remotehunt/services/common/time-zones';
import { API_TAGS } from './tags';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

export const API_TITLE = 'RemoteHunt REST API';

const DESCRIPTION = `The REST API for existing consumers; GraphQL at \`/graphql\` calls the same services.

Sign up or sign in for a token and send it as \`Authorization: Bearer <token>\`. Every \`/users/{userId}\` call acts on that user:
the caller's own id, or anyone's for an admin (another id answers 403).

Errors answer \`{"message"}\` (and \`fields\` where a form names them) with a 4xx; a refused attempt answers 429 with \`Retry-After\`,
and a call that needs Redis (an attempt budget, a queued job) answers 503 with \`Retry-After\` while Redis is down.
A request that carries the \`XSRF-TOKEN\` cookie the gateway sets (a browser) must echo it in \`X-XSRF-TOKEN\` on anything but GET, or it gets 403.

Generated from the zod schemas the services validate requests with (gateway/src/openapi/); see docs/api-foundation.md.`;

/**
 * The OpenAPI 3.1 document of /api/v1: the request schemas are the services' own zod schemas, the
 * answers the zod schemas of ./responses. Built once, when the app is made.
 */
export function buildOpenApiDocument(): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The token of POST /signup or /signin; revoked by POST /users/{userId}/logout.',
  });
  registerAccountPaths(registry);
  registerJobPaths(registry);
  registerSavedSearchPaths(registry);
  registerSavedSearchFeedPaths(registry);
  registerTrackingPaths(registry);
  registerTrackingEventPaths(registry);
  registerMailForwardingPaths(registry);
  registerDocumentPaths(registry);
  registerBillingPaths(registry);
  registerNewsletterPaths(registry);
  registerAdminPaths(registry);
  registerOperation(registry, {
    method: 'get',
    path: '/openapi.json',
    tag: 'Meta',
    summary: 'This document',
    access: 'public',
    ok: { description: 'OpenAPI 3.1', schema: z.record(z.string(), z.unknown()) },
  });
  const document = new OpenApiGeneratorV31(registry.definitions, { sortComponents: 'alphabetically' }).generateDocument({
    openapi: '3.1.0',
    info: { title: API_TITLE, version: 'v1', description: DESCRIPTION },
    servers: [{ url: '/api/v1' }],
    security: [{ bearerAuth: [] }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
  });
  forEachRequestSchema(document, withEmailPattern);
  forEachRequestSchema(document, withPlaceEnums);
  return document;
}

type JsonSchema = { $ref?: string; format?: string; pattern?: string; type?: string | string[]; enum?: unknown[] } & Record<string, unknown>;

/**
 * zod-to-openapi writes z.email() as `format: email`, which JSON Schema reads as RFC 5321; the
 * services check zod's own, narrower pattern (no `!` or `%` in the name, a top-level domain of
 * letters). Each request schema says that pattern too, so what the document lets through the
 * server takes. Answers keep the plain format.
 */
function withEmailPattern(schema: JsonSchema): void {
  if (schema.format === 'email' && schema.pattern === undefined) schema.pattern = z.regexes.email.source;
}

/**
 * A request's country and time zone fields are checked against lists (common/country-code.ts,
 * common/time-zones.ts) that refinements hide from the document: each such field of a request
 * gets the list as its enum (the server takes a few more spellings, such as lower case; the
 * document names the canonical ones).
 */
function withPlaceEnums(schema: JsonSchema): void {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  for (const [name, property] of Object.entries(properties ?? {})) {
    const list = /^country(Code)?$/.test(name) ? COUNTRY_CODES : /^time[zZ]one$/.test(name) ? TIME_ZONE_NAMES : null;
    if (!list || property.enum) continue;
    const nullable = Array.isArray(property.type) && property.type.includes('null');
    property.enum = nullable ? [...list, null] : [...list];
  }
}

/** Calls `edit` on every schema a request body reaches, its components' included, once each. */
function forEachRequestSchema(document: OpenApiDocument, edit: (schema: JsonSchema) => void): void {
  const components = (document.components?.schemas ?? {}) as Record<string, JsonSchema>;
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach(visit);
    const schema = value as JsonSchema;
    edit(schema);
    if (typeof schema.$ref === 'string') visit(components[schema.$ref.replace('#/components/schemas/', '')]);
    Object.values(schema).forEach(visit);
  };
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item as Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>)) {
      for (const media of Object.values(operation.requestBody?.content ?? {})) visit(media.schema);
    }
  }
}
