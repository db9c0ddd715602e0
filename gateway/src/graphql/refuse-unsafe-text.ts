import type { ApolloServerPlugin } from '@apollo/server';
import { type ASTNode, type DocumentNode, GraphQLError, Kind, visit, BREAK } from 'graphql';
import { findUnsafeText, isSafeText, unsafeTextMessage } from '@remotehunt/services/common/text-safety';
import { ERROR_STATUS, GRAPHQL_CODE } from '../http/error-status';

/**
 * Refuses, before anything runs, an operation whose variables or string literals carry text no
 * field may hold (NUL, lone surrogates: the rule is services/src/common/text-safety.ts), with
 * BAD_USER_INPUT naming the variable (`$input.title`) or argument (`filter.query`). REST does the
 * same in gateway/src/http/refuse-unsafe-text.ts. (The parser already refuses a lone surrogate in
 * a literal; `"\u0000"` is a valid GraphQL string.)
 */
export function refuseUnsafeText(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const variable = findUnsafeText(request.variables ?? {});
          const field = variable === undefined ? unsafeLiteral(document) : `$${variable}`;
          if (field === undefined) return;
          throw new GraphQLError(unsafeTextMessage(field), {
            extensions: { code: GRAPHQL_CODE.VALIDATION, status: ERROR_STATUS.VALIDATION, field, http: { status: ERROR_STATUS.VALIDATION } },
          });
        },
      };
    },
  };
}

/** The argument (with its input fields) or variable default holding the first unsafe string literal. */
function unsafeLiteral(document: DocumentNode): string | undefined {
  let field: string | undefined;
  // graphql-js visits with its own stack, not recursion: linear in the document, any depth.
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (isSafeText(node.value)) return undefined;
      // `ancestors` stops short of the parent (an object field, or the argument itself).
      field = nameFrom(parent ? [...ancestors, parent] : ancestors);
      return BREAK;
    },
  });
  return field;
}

function nameFrom(ancestors: ReadonlyArray<ASTNode | ReadonlyArray<ASTNode>>): string {
  const names: string[] = [];
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const node = ancestors[i];
    if (!('kind' in node)) continue;
    if (node.kind === Kind.OBJECT_FIELD) names.unshift(node.name.value);
    if (node.kind === Kind.ARGUMENT) return [node.name.value, ...names].join('.');
    if (node.kind === Kind.VARIABLE_DEFINITION) return [`$${node.variable.name.value}`, ...names].join('.');
  }
  return names.join('.') || 'A string in the query';
}
