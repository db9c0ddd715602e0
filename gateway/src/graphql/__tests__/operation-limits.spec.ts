import type { GraphQLRequestContextDidResolveOperation, GraphQLRequestListener } from '@apollo/server';
import { getIntrospectionQuery, getOperationAST, type GraphQLSchema, parse, specifiedRules, validate } from 'graphql';
import type { GraphQLContext } from '../context';
import { MAX_ALIASES, MAX_QUERY_DEPTH, MAX_ROOT_FIELDS, operationLimits } from '../operation-limits';
import { measureOperations } from '../operation-shape';
import { queryCost, queryCostLimit } from '../query-cost';
import { operationCost } from '../operation-cost';
import { buildGatewaySchema } from '../schema';
import { supportedOperationTypes } from '../supported-operations';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildGatewaySchema();
});

/** Everything Apollo validates a document with: graphql's specified rules and ours, in one pass. */
const validationErrors = (query: string) => validate(schema, parse(query), [...specifiedRules, operationLimits(), supportedOperationTypes]).map((e) => e.message);

/** `query Chain { ...F0 }` where each of `levels` fragments spreads the next `width` times. */
const chain = (levels: number, width: number, leaf = '__typename') =>
  `query Chain { ...F0 } ${Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ${`...F${i + 1} `.repeat(width)}}`).join(' ')} fragment F${levels} on Query { ${leaf} }`;

describe('operation limits', () => {
  it("let GraphiQL's introspection query through (introspection is not counted for depth)", () => {
    expect(validationErrors(getIntrospectionQuery())).toEqual([]);
  });

  it.each([
    ['2 spreads a fragment, 40 levels', chain(40, 2)],
    ['50 spreads a fragment, 40 levels', chain(40, 50)],
    ['a chain of 2,500 fragments (the most a 100 kB body holds)', chain(2500, 1)],
  ])('measure a chain of fragments without walking every path: %s', (_name, query) => {
    expect(measureOperations(parse(query))).toEqual([expect.objectContaining({ depth: 0, aliases: 0, rootFields: 1 })]);
  });

  it('count depth through fragments nested in fields, once per fragment', () => {
    const nested = `query N { jobCategories { ...A } } fragment A on JobCategory { ...B ...B ...B } fragment B on JobCategory { x { y { ...A } } }`;
    // The cycle adds nothing; NoFragmentCycles reports it.
    expect(measureOperations(parse(nested))).toEqual([expect.objectContaining({ depth: 3 })]);
    expect(validationErrors(nested)).toContain('Cannot spread fragment "A" within itself via "B".');
  });

  it('report each limit an operation passes, naming it', () => {
    const deep = `query Deep { jobCategories { ${'a { '.repeat(MAX_QUERY_DEPTH)}b${' }'.repeat(MAX_QUERY_DEPTH)} } }`;
    expect(validationErrors(deep)).toContain(`'Deep' exceeds maximum operation depth of ${MAX_QUERY_DEPTH}`);
    expect(validationErrors(chain(3, 2, Array.from({ length: 2 }, (_, i) => `t${i}: __typename`).join(' ')))).toEqual([
      `'Chain' asks for 16 aliased fields and the most is ${MAX_ALIASES}. Ask for fewer fields under other names, or send several requests.`,
    ]);
    expect(validationErrors(`{ ${Array.from({ length: MAX_ROOT_FIELDS + 1 }, (_, i) => `r${i}: __typename`).join(' ')} }`)).toContain(
      `'' asks for ${MAX_ROOT_FIELDS + 1} root fields and the most is ${MAX_ROOT_FIELDS}. Ask for fewer, or send several requests.`,
    );
  });

  it('do not count a field under its own name as an alias', () => {
    expect(measureOperations(parse('{ jobCategories: jobCategories { title: title } }'))).toEqual([expect.objectContaining({ aliases: 0 })]);
  });
});

describe('query cost', () => {
  it('costs every spread of a fragment, computing each fragment once', () => {
    expect(queryCost(schema, parse(chain(40, 2)))).toBe(2 ** 40);
  });

  it.each([
    // Small enough that a walk of every path (65,536 and 1,000,000 of them) would finish and be counted.
    ['2 spreads a fragment, 16 levels', chain(16, 2)],
    ['10 spreads a fragment, 6 levels', chain(6, 10)],
  ])('costs the one field at the end of a chain once, however many paths lead to it: %s', (_name, query) => {
    // The work, counted: every field the cost looks at goes through fieldCost. Expanding each
    // spread again (as graphql-query-complexity did) would look at the leaf once per path.
    const document = parse(query);
    let fieldsCosted = 0;
    operationCost(schema, document, getOperationAST(document)!, {}, ({ childCost }) => (fieldsCosted++, 1 + childCost));
    expect(fieldsCosted).toBe(1);
  });

  it("prices the saved searches' news by the job-list counts it runs: one is fine, two in one operation are not", async () => {
    const news = (aliases: number) => `{ ${Array.from({ length: aliases }, (_, i) => `n${i}: savedSearchNews { id newJobs }`).join(' ')} }`;
    // 25 saved searches at most, each counting up to a page (100) of new jobs.
    expect(queryCost(schema, parse(news(1)))).toBe(1 + 25 * (100 + 2));
    const hooks = (await queryCostLimit(schema).requestDidStart!({} as never)) as GraphQLRequestListener<GraphQLContext>;
    const run = (query: string) => {
      const document = parse(query);
      return hooks.didResolveOperation!({ request: { variables: {} }, document, operation: getOperationAST(document) } as unknown as GraphQLRequestContextDidResolveOperation<GraphQLContext>);
    };
    await expect(run(news(1))).resolves.toBeUndefined();
    await expect(run(news(10))).rejects.toMatchObject({ extensions: { code: 'QUERY_TOO_COSTLY', cost: 10 * (1 + 25 * 102) } });
    expect(queryCost(schema, parse('{ jobListNews { newJobs } }'))).toBe(1 + 1 * (100 + 1));
  });

  it('refuses an operation it cannot cost rather than letting it run', async () => {
    // Validation would refuse this argument first; here it stands for anything the cost cannot be worked out for.
    const document = parse('{ jobs(limit: "many") { total } }');
    const hooks = (await queryCostLimit(schema).requestDidStart!({} as never)) as GraphQLRequestListener<GraphQLContext>;
    const context = { request: { variables: {} }, document, operation: getOperationAST(document) } as unknown as GraphQLRequestContextDidResolveOperation<GraphQLContext>;
    await expect(hooks.didResolveOperation!(context)).rejects.toMatchObject({
      message: 'The cost of this query could not be worked out, so it was not run. Ask for fewer fields, or spread fewer fragments.',
      extensions: { code: 'QUERY_TOO_COSTLY', status: 400 },
    });
  });
});
