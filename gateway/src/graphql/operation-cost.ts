import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  isAbstractType,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
} from 'graphql';

/** What a field costs, given its arguments and what its selection costs. */
/** `coordinate` names the field as `Type.field` (`Query.savedSearchNews`), for fields priced by what their resolver runs. */
export type FieldCost = (field: { args: Record<string, unknown>; childCost: number; coordinate: string }) => number;

/**
 * The cost of one operation, as graphql-query-complexity counts it (a field costs what `fieldCost`
 * says; a selection on an abstract type costs its dearest possible type), but with each fragment
 * costed once and reused at every spread. The library expanded a fragment again at each spread, so
 * a chain of fragments each spreading the next twice was exponential work, cut off only by throwing.
 * Fragment cycles must have been refused by validation (NoFragmentCycles); one here counts nothing.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  fieldCost: FieldCost,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const fragmentCosts = new Map<string, number>();
  const inProgress = new Set<string>();

  const possibleTypeNames = (type: GraphQLCompositeType) => (isAbstractType(type) ? schema.getPossibleTypes(type).map((t) => t.name) : [type.name]);
  const included = (node: { directives?: readonly unknown[] } & Parameters<typeof getDirectiveValues>[1]) =>
    !node.directives?.length ||
    (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if !== true && getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false);

  function fieldDefinition(parent: GraphQLCompositeType, node: FieldNode): GraphQLField<unknown, unknown> | undefined {
    switch (node.name.value) {
      case SchemaMetaFieldDef.name:
        return SchemaMetaFieldDef;
      case TypeMetaFieldDef.name:
        return TypeMetaFieldDef;
      case TypeNameMetaFieldDef.name:
        return TypeNameMetaFieldDef;
      default:
        return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[node.name.value] : undefined;
    }
  }

  function fragmentCost(name: string): number {
    const known = fragmentCosts.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    const type = fragment && schema.getType(fragment.typeCondition.name.value);
    if (!fragment || !isCompositeType(type) || inProgress.has(name)) return 0;
    inProgress.add(name);
    const cost = selectionCost(fragment.selectionSet, type);
    inProgress.delete(name);
    fragmentCosts.set(name, cost);
    return cost;
  }

  function selectionCost(selectionSet: SelectionSetNode, parent: GraphQLCompositeType): number {
    // Per possible concrete type of `parent`: what the selection costs when the value is of that type.
    const byType = new Map<string, number>();
    const add = (cost: number, typeNames: string[]) => {
      for (const name of typeNames) byType.set(name, (byType.get(name) ?? 0) + cost);
    };
    const parentTypes = possibleTypeNames(parent);
    for (const selection of selectionSet.selections) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const field = fieldDefinition(parent, selection);
        if (!field) continue;
        const type = getNamedType(field.type);
        const childCost = isCompositeType(type) && selection.selectionSet ? selectionCost(selection.selectionSet, type) : 0;
        add(fieldCost({ args: getArgumentValues(field, selection, variables), childCost, coordinate: `${parent.name}.${field.name}` }), parentTypes);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        const type = fragment && schema.getType(fragment.typeCondition.name.value);
        if (isCompositeType(type)) add(fragmentCost(selection.name.value), possibleTypeNames(type));
      } else {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (isCompositeType(type)) add(selectionCost(selection.selectionSet, type), possibleTypeNames(type));
      }
    }
    return Math.max(0, ...byType.values());
  }

  const root = schema.getRootType(operation.operation);
  return root ? selectionCost(operation.selectionSet, root) : 0;
}
