import { existsSync } from 'node:fs';
import type { RequestHandler } from 'express';

/**
 * GET /graphql from a browser (it prefers HTML) answers the GraphQL playground, built with the web
 * app (web/playground). Every other GET, a client's query, goes on to Apollo Server.
 */
export function playgroundPage(indexHtml: string): RequestHandler {
  return (req, res, next) => {
    if (req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) !== 'text/html') return next();
    if (!existsSync(indexHtml)) {
      res.status(404).type('text/plain').send('The GraphQL playground is not built: run `npm run build:web`.');
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(indexHtml);
  };
}
