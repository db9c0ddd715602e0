import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import supertest from 'supertest';
import type { z } from 'zod';
import { changePasswordSchema, resetPasswordEmailSchema, signUpSchema, updateProfileSchema } from '@remotehunt/services/accounts/accounts.schemas';
import { customerSchema } from '@remotehunt/services/billing/subscription-billing.service';
import { mailSenderSchema } from '@remotehunt/services/forms/mail-forwarding';
import { contactCreateSchema, contactUpdateSchema } from '@remotehunt/services/forms/tracking-items';
import { jobFilterSchema } from '@remotehunt/services/jobs/job-filter.schema';
import { statusSchema as shortlistStatusSchema } from '@remotehunt/services/jobs/shortlist.service';
import { loginLinkSchema, subscribeOrderSchema } from '@remotehunt/services/newsletter/newsletter-preferences';
import { createJob } from '@remotehunt/services/test/factories';
import { alertSettingsSchema } from '@remotehunt/services/saved-searches/alerts/alert-settings';
import { statusUpdateSchema } from '@remotehunt/services/tracking/applied-jobs.service';
import { eventCreateSchema } from '@remotehunt/services/tracking/events/event-input';
import { applyCatalogueJobSchema, trackJobSchema } from '@remotehunt/services/tracking/tracked-job-input';
import { mountedRoutes } from '../../http/mounted-routes';
import { checkedAgainstDocument, OpenApiContract } from '../../test/openapi-contract';
import { buildOpenApiDocument } from '../openapi-document';
import { bearer, createTestGateway, type TestGateway } from '../../test/test-gateway';

// Acceptance 6 of issue 20: the document the gateway serves is valid OpenAPI 3.1 (checked by a
// maintained validator), and it lists exactly the routes Express serves under /api/v1 and every
// route of the consumers' tables in docs/api-*.md, so a route added without its docs fails here.

const DOCS = path.resolve(__dirname, '../../../../docs');

/** `/users/:userId/file/:fileId` and `/users/{userId}/file/{fileId}` alike become `/users/{}/file/{}`. */
const shape = (method: string, template: string) => `${method.toUpperCase()} ${template.replace(/:\w+|\{\w+\}/g, '{}')}`;

/**
 * @seriousme/openapi-schema-validator is an ES module, which Jest's CommonJS runtime cannot load:
 * it runs in a Node process of its own, reading the document from stdin.
 */
async function validateOpenApi(document: unknown): Promise<{ valid: boolean; version: string; errors?: unknown }> {
  const script = `let text = '';
process.stdin.on('data', (d) => (text += d)).on('end', async () => {
  const { Validator } = await import('@seriousme/openapi-schema-validator');
  const validator = new Validator();
  const { valid, errors } = await validator.validate(JSON.parse(text));
  process.stdout.write(JSON.stringify({ valid, version: validator.version, errors }));
});`;
  const child = promisify(execFile)(process.execPath, ['-e', script], { cwd: __dirname, maxBuffer: 16 * 1024 * 1024 });
  child.child.stdin?.end(JSON.stringify(document));
  return JSON.parse((await child).stdout);
}

let gw: TestGateway;
let document: {
  openapi: string;
  info: { title: string };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, FieldSchema> };
};

beforeAll(async () => {
  gw = await createTestGateway();
  const res = await gw.request.get('/api/v1/openapi.json').expect(200);
  expect(res.type).toBe('application/json');
  document = res.body;
});
afterAll(() => gw?.close());

const documented = () =>
  Object.entries(document.paths).flatMap(([template, item]) =>
    Object.keys(item)
      .filter((key) => ['get', 'post', 'put', 'delete', 'patch'].includes(key))
      .map((method) => shape(method, template)),
  );

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('RemoteHunt REST API');
    const result = await validateOpenApi(document);
    expect(result.errors).toBeUndefined();
    expect(result).toMatchObject({ valid: true, version: '3.1' });
  });

  it('lists every route Express serves under /api/v1, and no other', () => {
    const served = mountedRoutes((gw.app as unknown as { router: Parameters<typeof mountedRoutes>[0] }).router)
      .filter((route) => route.path.startsWith('/api/v1/'))
      .map((route) => shape(route.method, route.path.slice('/api/v1'.length)));
    expect(served.length).toBeGreaterThan(90);
    const inDocument = documented();
    expect(served.filter((route) => !inDocument.includes(route))).toEqual([]);
    expect(inDocument.filter((route) => !served.includes(route))).toEqual([]);
  });

  it('lists every route of the docs/api-*.md tables', () => {
    const rows = readdirSync(DOCS)
      .filter((file) => /^api-.*\.md$/.test(file))
      .flatMap((file) =>
        [...readFileSync(path.join(DOCS, file), 'utf8').matchAll(/^\|\s*(GET|POST|PUT|DELETE|PATCH)\s*\|\s*([^|\s]+)\s*\|/gm)].map(([, method, route]) => ({
          file,
          route: shape(method, route.split('?')[0]),
        })),
      );
    expect(rows.length).toBeGreaterThan(90);
    const inDocument = documented();
    expect(rows.filter(({ route }) => !inDocument.includes(route))).toEqual([]);
  });

  it('declares every tag its operations use, each with a description', () => {
    const used = new Set(Object.values(document.paths).flatMap((item) => Object.values(item as Record<string, { tags?: string[] }>).flatMap((op) => op.tags ?? [])));
    const declared = new Map(document.tags.map((tag) => [tag.name, tag.description]));
    expect([...used].filter((tag) => !declared.has(tag))).toEqual([]);
    expect(document.tags.filter((tag) => !tag.description)).toEqual([]);
  });

  it('gives every operation a unique id, a success answer and the error shape for its failures', () => {
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item as Record<string, { operationId: string }>).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    for (const [template, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item as Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>)) {
        const statuses = Object.keys(operation.responses);
        expect([`${method} ${template}`, statuses.some((s) => /^2\d\d$/.test(s))]).toEqual([`${method} ${template}`, true]);
        for (const status of statuses.filter((s) => /^4\d\d$/.test(s))) {
          expect([`${method} ${template} ${status}`, operation.responses[status].content?.['application/json']?.schema]).toEqual([
            `${method} ${template} ${status}`,
            { $ref: '#/components/schemas/Error' },
          ]);
        }
      }
    }
  });
});

describe('the contract tests', () => {
  it('fail a request whose answer the document does not describe, naming the route, the status and the difference', async () => {
    const document = buildOpenApiDocument();
    const geo = document.components?.schemas?.Geo as { required: string[] };
    geo.required = [...geo.required, 'continent'];
    const request = checkedAgainstDocument(supertest(gw.app), new OpenApiContract(document));
    await expect(request.get('/api/v1/geo').expect(200)).rejects.toThrow(
      /^OpenAPI contract: GET \/api\/v1\/geo \(GET \/geo\) 200 does not match the document:\n {2}\(body\) must have required property 'continent'/,
    );
    // The test's own expectations come first.
    await expect(request.get('/api/v1/geo').expect(201)).rejects.toThrow('expected 201 "Created", got 200 "OK"');
  });
});

// Issue 50, item 7: a request the document allows must not be refused by the server for the field
// the document describes, and what the server refuses the document refuses too. The email,
// fixed-set and length fields, checked against the schemas the services parse requests with, and
// over HTTP for a contact's email and an application's status (a row the database must have).

interface FieldSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const field = (component: string, name: string): FieldSchema => {
  const schema = document.components.schemas[component]?.properties?.[name];
  if (!schema) throw new Error(`the document has no ${component}.${name}`);
  return schema;
};
const documentTakes = (schema: FieldSchema, value: unknown) => ajv.validate(schema, value) as boolean;

/** Values the document's schema of one field allows: its enum, or strings of its pattern that pass the whole schema. */
function documentValid(schema: FieldSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.type === 'array' && schema.items) return fc.array(documentValid(schema.items), { minLength: 1, maxLength: schema.maxItems ?? 5 });
  if (schema.pattern?.startsWith('^')) return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => documentTakes(schema, value));
  if (schema.type === 'string') {
    return fc.string({ minLength: schema.minLength, maxLength: Math.min(schema.maxLength ?? 40, (schema.minLength ?? 0) + 40) }).filter((value) => documentTakes(schema, value));
  }
  throw new Error(`no values to try for ${JSON.stringify(schema)}`);
}

const SEED = 50;
const UNKNOWN_STATUS = '00000000-0000-4000-8000-000000000000';
const NOT_EMAILS = ['not-an-email', 'a!b@example.com', 'ann@example', 'ann@example.c0m', 'ann@@example.com'];
const NOT_COUNTRIES = ['XX', 'Germany', 'DEU', '276'];
const NOT_TIME_ZONES = ['Mars/Olympus', 'GMT+25', 'Europe/Nowhere'];
const NEWSLETTER_ORDER = { name: 'Ann', scheduleEvery: 'weekly', category: ['design'], countryCode: 'DE', priceId: 'price', successCallback: 'https://a.example/ok', cancelCallback: 'https://a.example/no' };

/** [component, field, the services' schema of that body, the rest of a body it takes, values it refuses] */
const FIELDS: [string, string, z.ZodType, Record<string, unknown>, unknown[]][] = [
  ['SignUpInput', 'email', signUpSchema, { name: 'Ann', password: 'correct horse' }, NOT_EMAILS],
  ['ResetPasswordEmailInput', 'email', resetPasswordEmailSchema, {}, NOT_EMAILS],
  ['ContactInput', 'email', contactCreateSchema, { name: 'Ann' }, NOT_EMAILS],
  ['ContactUpdate', 'email', contactUpdateSchema, {}, NOT_EMAILS],
  ['MailSenderInput', 'address', mailSenderSchema, {}, NOT_EMAILS],
  ['NewsletterOrderInput', 'email', subscribeOrderSchema, NEWSLETTER_ORDER, NOT_EMAILS],
  ['LoginLinkInput', 'email', loginLinkSchema, {}, NOT_EMAILS],
  ['PaymentCustomerInput', 'customerEmail', customerSchema, {}, NOT_EMAILS],
  ['ChangePasswordInput', 'newPassword', changePasswordSchema, { password: 'old one' }, ['', '        ', 'short', 'x'.repeat(257)]],
  ['AppliedJobStatusInput', 'status', statusUpdateSchema, {}, [UNKNOWN_STATUS, 'Offer']],
  ['JobStatusInput', 'status', shortlistStatusSchema, {}, [UNKNOWN_STATUS]],
  ['TrackJobInput', 'status', trackJobSchema, { job: { jobTitle: 'Designer', companyName: 'Acme' } }, [UNKNOWN_STATUS]],
  ['ApplyToJobInput', 'status', applyCatalogueJobSchema, { jobId: UNKNOWN_STATUS }, [UNKNOWN_STATUS]],
  ['JobFilter', 'jobTypes', jobFilterSchema, {}, [['permanent'], ['Full-Time', 'gig']]],
  ['JobFilter', 'seniorities', jobFilterSchema, {}, [['chief']]],
  ['JobFilter', 'country', jobFilterSchema, {}, NOT_COUNTRIES],
  ['NewsletterOrderInput', 'countryCode', subscribeOrderSchema, { ...NEWSLETTER_ORDER, email: 'ann@example.com' }, NOT_COUNTRIES],
  ['UpdateProfileForm', 'country', updateProfileSchema, {}, NOT_COUNTRIES],
  ['UpdateProfileForm', 'timezone', updateProfileSchema, {}, NOT_TIME_ZONES],
  ['SavedSearchAlertInput', 'timezone', alertSettingsSchema, { frequency: 'daily' }, NOT_TIME_ZONES],
  ['AppliedJobEventInput', 'timeZone', eventCreateSchema, { startsAt: '2030-01-01T10:00:00Z' }, NOT_TIME_ZONES],
];

describe('the request schemas of the document', () => {
  it.each(FIELDS)('%s.%s: what the document takes the server takes, and what the server refuses the document refuses', (component, name, server, rest, refused) => {
    const schema = field(component, name);
    for (const value of refused) {
      expect([value, server.safeParse({ ...rest, [name]: value }).success]).toEqual([value, false]);
      expect([value, documentTakes(schema, value)]).toEqual([value, false]);
    }
    fc.assert(
      fc.property(documentValid(schema), (value) => {
        const parsed = server.safeParse({ ...rest, [name]: value });
        expect([value, parsed.success ? 'taken' : parsed.error.issues[0].message]).toEqual([value, 'taken']);
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('says `format: email` for every email field of a request, as the server checks them (sign-in alone takes any text)', () => {
    const requestComponents = new Set(
      Object.values(document.paths).flatMap((item) =>
        Object.values(item as Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string; anyOf?: { $ref?: string }[] } }> } }>).flatMap((op) =>
          Object.values(op.requestBody?.content ?? {}).flatMap(({ schema }) => [schema.$ref, ...(schema.anyOf ?? []).map((s) => s.$ref)]),
        ),
      ),
    );
    const emailFields = [...requestComponents]
      .filter((ref): ref is string => !!ref)
      .map((ref) => ref.split('/').pop()!)
      .flatMap((component) =>
        Object.entries(document.components.schemas[component]?.properties ?? {})
          .filter(([name]) => /email|^address$/i.test(name))
          .map(([name, schema]) => [`${component}.${name}`, schema.format ?? 'no format'] as const),
      );
    expect(emailFields.length).toBeGreaterThanOrEqual(9);
    expect(emailFields.filter(([name, format]) => format !== 'email' && name !== 'SignInInput.email')).toEqual([]);
  });
});

describe('the request schemas of the document, over HTTP', () => {
  let user: Awaited<ReturnType<TestGateway['signUp']>>;
  let appliedJob: string;
  const at = (path: string) => `/api/v1/users/${user.userId}${path}`;

  beforeAll(async () => {
    user = await gw.signUp();
    const job = await createJob(gw.services);
    appliedJob = (await gw.request.post(at('/applied_jobs')).set(bearer(user)).send({ jobId: job.id }).expect(201)).body._id;
  });

  it('takes every contact email the document allows, and refuses with 400 the ones it does not', async () => {
    const schema = field('ContactInput', 'email');
    await fc.assert(
      fc.asyncProperty(documentValid(schema), async (email) => {
        const res = await gw.request.post(at(`/applied_jobs/${appliedJob}/job_contacts`)).set(bearer(user)).send({ name: 'Ann', email });
        expect([email, res.status, res.body.message]).toEqual([email, 201, undefined]);
      }),
      { seed: SEED, numRuns: 20 },
    );
    for (const email of NOT_EMAILS) {
      const res = await gw.request.post(at(`/applied_jobs/${appliedJob}/job_contacts`)).set(bearer(user)).send({ name: 'Ann', email });
      expect([email, res.status, documentTakes(schema, email)]).toEqual([email, 400, false]);
    }
  });

  it('names as status values exactly the statuses the app offers, each of which an application can move to; another is refused by both', async () => {
    const schema = field('AppliedJobStatusInput', 'status');
    const offered = (await gw.request.get(at('/job/statuses')).set(bearer(user)).expect(200)).body.data.map((s: { _id: string }) => s._id);
    expect(schema.enum).toEqual(offered);
    for (const status of offered) {
      const res = await gw.request.put(at(`/applied_jobs/${appliedJob}`)).set(bearer(user)).send({ status });
      expect([status, res.status, res.body.status]).toEqual([status, 200, status]);
    }
    const res = await gw.request.put(at(`/applied_jobs/${appliedJob}`)).set(bearer(user)).send({ status: UNKNOWN_STATUS });
    expect([res.status, res.body.message, documentTakes(schema, UNKNOWN_STATUS)]).toEqual([400, 'Please choose a valid job status', false]);
  });
});
