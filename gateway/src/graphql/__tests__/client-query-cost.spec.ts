import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
} from 'graphql';
import { MAX_ALIASES, MAX_QUERY_DEPTH, MAX_ROOT_FIELDS } from '../operation-limits';
import { measureOperations } from '../operation-shape';
import { MAX_QUERY_COST, queryCost } from '../query-cost';
import { buildGatewaySchema } from '../schema';

const WEB_SRC = path.resolve(__dirname, '../../../../web/src');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

/** A value the variable's type accepts; `limit` gets the largest page the spec names. */
function sampleValue(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(required.map((f) => [f.name, sampleValue(f.type, f.name)]));
  }
  switch (type.name) {
    case 'Int':
      return name === 'limit' ? 10_000 : 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    default:
      return 'x';
  }
}

function variablesFor(schema: GraphQLSchema, document: DocumentNode): Record<string, unknown> {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const definitions = operation && 'variableDefinitions' in operation ? (operation.variableDefinitions ?? []) : [];
  return Object.fromEntries(
    definitions.map((d) => [d.variable.name.value, sampleValue(typeFromAST(schema, d.type as never) as GraphQLInputType, d.variable.name.value)]),
  );
}

// The limits must never refuse the app's own screens, even at their largest pages.
describe("the web client's operations", () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildGatewaySchema();
  });

  const files = graphqlFiles(WEB_SRC);
  const documents = files.map((f) => [f, parse(readFileSync(f, 'utf8'))] as const);
  // Every fragment of the app, by name: an operation may spread any of them.
  const fragments = new Map(documents.flatMap(([, doc]) => doc.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d])));
  const operations = documents.filter(([, doc]) => doc.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION));

  it('are all found', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  /** The operation with every fragment of the app, as the client sends it (it adds those it spreads). */
  const withFragments = (own: DocumentNode): DocumentNode => ({
    kind: Kind.DOCUMENT,
    definitions: [...own.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION), ...fragments.values()],
  });
  const named = operations.map(([file, doc]) => [path.relative(WEB_SRC, file), doc] as const);

  it.each(named)('%s stays under the cost limit', (_name, own) => {
    expect(queryCost(schema, withFragments(own), variablesFor(schema, own))).toBeLessThan(MAX_QUERY_COST);
  });

  it.each(named)('%s stays within the depth, alias and root-field caps', (_name, own) => {
    for (const shape of measureOperations(withFragments(own))) {
      expect(shape.depth).toBeLessThanOrEqual(MAX_QUERY_DEPTH);
      expect(shape.aliases).toBeLessThanOrEqual(MAX_ALIASES);
      expect(shape.rootFields).toBeLessThanOrEqual(MAX_ROOT_FIELDS);
    }
  });
});
