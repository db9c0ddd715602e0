import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type RequestHandler } from 'express';
import depthLimit from 'graphql-depth-limit';
import type { Services } from '@remotehunt/services/app/services';
import type { Logger } from '../logger';
import type { GraphQLContext } from './context';
import { formatError } from './format-error';
import { createLoaders } from './loaders';
import { queryCostLimit } from './query-cost';
import { buildGatewaySchema } from './schema';

export const MAX_QUERY_DEPTH = 10;

export async function createGraphQLMiddleware(services: Services, logger: Logger) {
  const schema = await buildGatewaySchema();
  const server = new ApolloServer<GraphQLContext>({
    schema,
    formatError: formatError(logger),
    validationRules: [depthLimit(MAX_QUERY_DEPTH)],
    csrfPrevention: true,
    // main.ts owns shutdown; Apollo's own signal handler made the second stop wait forever.
    stopOnTerminationSignals: false,
    introspection: true,
    // No cache hints are set or read (no CDN caches POSTed queries); the plugin wrapped every field.
    // The landing page is our own playground (gateway/src/http/playground-page.ts): Apollo's loads from a CDN.
    plugins: [ApolloServerPluginCacheControlDisabled(), ApolloServerPluginLandingPageDisabled(), queryCostLimit(schema)],
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
