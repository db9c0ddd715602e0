import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type RequestHandler } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import type { Logger } from '../logger';
import type { GraphQLContext } from './context';
import { formatError } from './format-error';
import { createLoaders } from './loaders';
import { operationLimits } from './operation-limits';
import { queryCostLimit } from './query-cost';
import { refuseUnsafeText } from './refuse-unsafe-text';
import { buildGatewaySchema } from './schema';
import { supportedOperationTypes } from './supported-operations';
import { trackingTokenScope } from './tracking-token-scope';

export { MAX_QUERY_DEPTH } from './operation-limits';

/**
 * The most tokens a document may hold. graphql-js's own validation (OverlappingFieldsCanBeMerged)
 * grows faster than the document, so the parser stops early instead: the web client's largest
 * operation and GraphiQL's introspection query are a few hundred tokens.
 */
export const MAX_DOCUMENT_TOKENS = 5000;

export async function createGraphQLMiddleware(services: Services, logger: Logger) {
  const schema = await buildGatewaySchema();
  const server = new ApolloServer<GraphQLContext>({
    schema,
    formatError: formatError(logger),
    // Run in one pass with graphql's specifiedRules (NoFragmentCycles among them); each is linear in the document.
    validationRules: [operationLimits(), supportedOperationTypes],
    parseOptions: { maxTokens: MAX_DOCUMENT_TOKENS },
    csrfPrevention: true,
    // main.ts owns shutdown; Apollo's own signal handler made the second stop wait forever.
    stopOnTerminationSignals: false,
    introspection: true,
    // No cache hints are set or read (no CDN caches POSTed queries); the plugin wrapped every field.
    // The landing page is our own playground (gateway/src/http/playground-page.ts): Apollo's loads from a CDN.
    plugins: [ApolloServerPluginCacheControlDisabled(), ApolloServerPluginLandingPageDisabled(), queryCostLimit(schema), refuseUnsafeText(), trackingTokenScope()],
  });
  await server.start();
  const middleware: RequestHandler[] = [
    express.json({ limit: services.config.jsonBodyLimit }),
    expressMiddleware(server, {
      context: async ({ req }) => ({ actor: req.actor ?? null, services, req, loaders: createLoaders(services) }),
    }),
  ];
  return { middleware, stop: () => server.stop() };
}
