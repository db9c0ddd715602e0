import { BREAK, type DefinitionNode, type DocumentNode, Kind, type OperationDefinitionNode, visit } from 'graphql';

/** What one operation or fragment definition asks for by itself, its spreads not followed. */
interface DefinitionFacts {
  /** Fields with a selection below one another, the root field being 0 deep. */
  depth: number;
  /** Each fragment spread with the depth it sits at. */
  spreads: { name: string; depth: number; topLevel: boolean }[];
  /** Fields under a name other than their own. */
  aliases: number;
  /** Response names asked for at the definition's own level (not inside a field). */
  topLevelKeys: Set<string>;
}

export interface OperationShape {
  operation: OperationDefinitionNode;
  /** `name` for messages: the operation's name, '' when anonymous (as graphql-depth-limit said it). */
  name: string;
  depth: number;
  aliases: number;
  rootFields: number;
}

// Introspection fields (GraphiQL's own query nests `ofType` deeper than any limit we would set) do
// not count towards depth, as graphql-depth-limit did not count them.
const isIntrospection = (name: string) => name.startsWith('__');

/**
 * The depth, alias count and root-field count of every operation in a document, in time linear in
 * the document: each definition is walked once (with graphql's iterative visitor) and each
 * fragment's totals are computed once and reused at every spread. Nothing here recurses, so neither
 * deep nesting nor a long chain of fragments can overflow the stack. A fragment spread inside its
 * own cycle (which NoFragmentCycles reports in the same validation pass) adds nothing.
 */
export function measureOperations(document: DocumentNode): OperationShape[] {
  const fragments = new Map<string, DefinitionFacts>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definitionFacts(definition));
  }
  const depthOf: Combine = (own, depthOfFragment) =>
    own.spreads.reduce((deepest, spread) => Math.max(deepest, spread.depth + depthOfFragment(spread.name)), own.depth);
  // Each spread counts the fragment's aliases again, as graphql-armor counts them: an over-count
  // when one fragment is spread twice in one place, never an under-count.
  const aliasesOf: Combine = (own, aliasesOfFragment) => own.spreads.reduce((total, spread) => total + aliasesOfFragment(spread.name), own.aliases);
  const fragmentDepths = perFragment(fragments, depthOf);
  const fragmentAliases = perFragment(fragments, aliasesOf);

  // Root fields are counted as execution runs them: the same response name twice is one field.
  function rootFieldCount(operation: DefinitionFacts): number {
    const keys = new Set(operation.topLevelKeys);
    const seen = new Set<string>();
    const pending = [operation];
    for (let own = pending.pop(); own; own = pending.pop()) {
      for (const spread of own.spreads) {
        const fragment = fragments.get(spread.name);
        if (!spread.topLevel || !fragment || seen.has(spread.name)) continue;
        seen.add(spread.name);
        for (const key of fragment.topLevelKeys) keys.add(key);
        pending.push(fragment);
      }
    }
    return keys.size;
  }

  return document.definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const own = definitionFacts(operation);
      return {
        operation,
        name: operation.name?.value ?? '',
        depth: depthOf(own, (name) => fragmentDepths.get(name) ?? 0),
        aliases: aliasesOf(own, (name) => fragmentAliases.get(name) ?? 0),
        rootFields: rootFieldCount(own),
      };
    });
}

/** A definition's value from its own facts and the values of the fragments it spreads. */
type Combine = (own: DefinitionFacts, valueOfFragment: (name: string) => number) => number;

/**
 * A value for every fragment, from its own facts and the values of the fragments it spreads, each
 * computed once, children first, with an explicit stack. A spread of a fragment still on the stack
 * (a cycle) or unknown counts as 0.
 */
function perFragment(fragments: Map<string, DefinitionFacts>, combine: Combine): Map<string, number> {
  const values = new Map<string, number>();
  const started = new Set<string>();
  const valueOf = (name: string) => values.get(name) ?? 0;
  for (const first of fragments.keys()) {
    const stack = [first];
    while (stack.length > 0) {
      const name = stack[stack.length - 1];
      const own = fragments.get(name)!;
      if (!started.has(name)) {
        started.add(name);
        for (const spread of own.spreads) if (fragments.has(spread.name) && !started.has(spread.name)) stack.push(spread.name);
      } else {
        stack.pop();
        if (!values.has(name)) values.set(name, combine(own, valueOf));
      }
    }
  }
  return values;
}

function definitionFacts(definition: DefinitionNode): DefinitionFacts {
  const own: DefinitionFacts = { depth: 0, spreads: [], aliases: 0, topLevelKeys: new Set() };
  // Fields with a selection that enclose the node being visited, and how many of them are introspection.
  let enclosing = 0;
  let introspection = 0;
  visit(definition, {
    Field: {
      enter(field) {
        if (field.alias && field.alias.value !== field.name.value) own.aliases++;
        if (enclosing === 0) own.topLevelKeys.add((field.alias ?? field.name).value);
        if (!field.selectionSet) return;
        enclosing++;
        if (isIntrospection(field.name.value) || introspection > 0) introspection++;
        else own.depth = Math.max(own.depth, enclosing);
      },
      leave(field) {
        if (!field.selectionSet) return;
        enclosing--;
        if (introspection > 0) introspection--;
      },
    },
    FragmentSpread(spread) {
      // A fragment spread inside introspection adds no depth (but its aliases still count).
      own.spreads.push({ name: spread.name.value, depth: introspection > 0 ? -Infinity : enclosing, topLevel: enclosing === 0 });
    },
    // Another definition inside this one cannot happen; stop rather than walk it.
    FragmentDefinition: (node) => (node === definition ? undefined : BREAK),
  });
  return own;
}
