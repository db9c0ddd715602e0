import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type supertest from 'supertest';
import { buildOpenApiDocument, type OpenApiDocument } from '../openapi/openapi-document';

/**
 * Every REST answer a contract test receives, checked against the OpenAPI document the gateway
 * serves: the status must be one the operation documents, the content type one it documents for
 * that status, and a JSON body must match its schema (JSON Schema 2020-12, formats included).
 * A test whose answer does not match fails with the route, the status and what differs, so the
 * document cannot drift from what the handlers send.
 */

const API_PREFIX = '/api/v1';
const DOCUMENT_ID = 'https://remotehunt.test/openapi.json';

interface DocumentedOperation {
  method: string;
  template: string;
  pattern: RegExp;
  /** Literal segments count first: `/remotejobs/facets` is chosen over `/remotejobs/{remoteJobId}`, as OpenAPI says. */
  specificity: number[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: unknown;
}

type Schema = Record<string, unknown>;

export class OpenApiContract {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly operations: DocumentedOperation[];
  private readonly validators = new Map<unknown, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    // Multipart file parts; never in a JSON answer.
    this.ajv.addFormat('binary', true);
    // The response schemas refer to #/components/... of the document: that part is one schema resource here.
    this.ajv.addSchema({ $id: DOCUMENT_ID, components: document.components } as Schema);
    this.operations = Object.entries(document.paths ?? {}).flatMap(([template, item]) =>
      Object.entries(item as Record<string, unknown>)
        .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          template,
          pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
          specificity: template.split('/').map((part) => (part.startsWith('{') ? 0 : 1)),
          responses: (operation as DocumentedOperation).responses,
        })),
    );
  }

  /** What is wrong with this answer to `method url`, or null when the document describes it. */
  violation(method: string, url: string, answer: Answer): string | null {
    const path = new URL(url, 'http://gateway').pathname;
    if (!path.startsWith(`${API_PREFIX}/`)) return null;
    const verb = method.toUpperCase();
    // The router's automatic OPTIONS answer (Allow) is no API operation, and a 431 is Node's HTTP
    // parser refusing oversized headers before any of the app runs.
    if (verb === 'OPTIONS' || answer.status === 431) return null;
    // Express routes without `strict`: `/job_notes/` is the `/job_notes` route (a fuzzed empty id makes such paths).
    const apiPath = path.slice(API_PREFIX.length).replace(/(.)\/$/, '$1');
    const operation = this.operationFor(verb === 'HEAD' ? 'GET' : verb, apiPath);
    const contentType = (answer.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const at = `${verb} ${path}`;
    if (!operation) {
      // No operation: the router's own refusals (unknown route, bad path text, another user's path).
      if (answer.status < 400 || answer.status >= 500) return `${at}: no documented operation, yet it answered ${answer.status}`;
      return contentType === 'application/json' ? this.bodyViolation(`${at} (no documented operation)`, answer, { $ref: '#/components/schemas/Error' }) : null;
    }
    const route = `${at} (${operation.method} ${operation.template})`;
    const documented = operation.responses[String(answer.status)];
    if (!documented) {
      return `${route} answered ${answer.status}, which the document does not list (it lists ${Object.keys(operation.responses).join(', ')}): ${show(answer.body)}`;
    }
    if (!contentType || verb === 'HEAD') return null;
    const media = Object.keys(documented.content ?? {});
    const declared = media.find((m) => m === contentType) ?? media.find((m) => m === `${contentType.split('/')[0]}/*`) ?? media.find((m) => m === '*/*');
    if (!declared) return `${route} answered ${answer.status} as ${contentType}, which the document does not list (it lists ${media.join(', ') || 'no body'})`;
    const schema = documented.content?.[declared]?.schema;
    if (contentType !== 'application/json' || !schema) return null;
    return this.bodyViolation(`${route} ${answer.status}`, answer, schema as Schema);
  }

  private operationFor(method: string, apiPath: string): DocumentedOperation | undefined {
    const fits = this.operations.filter((op) => op.method === method && op.pattern.test(apiPath));
    return fits.sort((a, b) => compareSpecificity(b.specificity, a.specificity))[0];
  }

  private bodyViolation(where: string, answer: Answer, schema: Schema): string | null {
    const validate = this.validatorFor(schema);
    if (validate(answer.body)) return null;
    const problems = (validate.errors ?? []).slice(0, 8).map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`);
    return `${where} does not match the document:\n  ${problems.join('\n  ')}\nbody: ${show(answer.body)}`;
  }

  private validatorFor(schema: Schema): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(pointInto(schema) as Schema);
      this.validators.set(schema, validate);
    }
    return validate;
  }
}

/** The schema with its `#/components/...` references made absolute, into the document's resource. */
function pointInto(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointInto);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, key === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${DOCUMENT_ID}${v}` : pointInto(v)]),
  );
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

const show = (body: unknown) => {
  const text = JSON.stringify(body) ?? String(body);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
};

let shared: OpenApiContract | undefined;

/** One per test process: the document is what the app builds at its start. */
export const openApiContract = () => (shared ??= new OpenApiContract(buildOpenApiDocument()));

type Requester = ReturnType<typeof supertest>;
interface CheckedTest {
  assert(resError: unknown, res: Answer | undefined, fn?: (err: unknown, res: unknown) => void): void;
}

/**
 * `supertest(app)` whose every answer is also checked against the document, after the test's own
 * `.expect(...)` assertions: a mismatch rejects the request (or reaches `.end`'s callback) with an
 * error naming the route, the status and what differs.
 */
export function checkedAgainstDocument(request: Requester, contract: OpenApiContract = openApiContract()): Requester {
  const checked = { ...request } as Record<string, unknown>;
  for (const [method, make] of Object.entries(request)) {
    if (typeof make !== 'function') continue;
    checked[method] = (url: string) => {
      const test = (make as (url: string) => CheckedTest)(url);
      const assert = test.assert.bind(test);
      test.assert = (resError, res, fn) =>
        assert(resError, res, (err, done) => {
          const violation = !err && res ? contract.violation(method === 'del' ? 'delete' : method, url, res) : null;
          fn?.call(test, err ?? (violation ? new Error(`OpenAPI contract: ${violation}`) : null), done);
        });
      return test;
    };
  }
  return checked as Requester;
}
