import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import supertest from 'supertest';
import { mountedRoutes } from '../../http/mounted-routes';
import { checkedAgainstDocument, OpenApiContract } from '../../test/openapi-contract';
import { buildOpenApiDocument } from '../openapi-document';
import { createTestGateway, type TestGateway } from '../../test/test-gateway';

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
let document: { openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> };

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
