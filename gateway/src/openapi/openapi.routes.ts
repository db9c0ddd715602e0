import { Router } from 'express';
import { API_TITLE, type OpenApiDocument } from './openapi-document';

/** The API reference's script: Redoc's standalone bundle, from node_modules (no CDN: works offline). */
const REDOC_BUNDLE = require.resolve('redoc/bundles/redoc.standalone.js');

/**
 * The page's own policy, as strict as the app's (images from here and data: only) but for the two
 * things Redoc needs: its search
 * index runs in a Worker made from a blob URL, and it styles with injected style tags.
 */
const REFERENCE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const referencePage = (specUrl: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${API_TITLE}</title>
  </head>
  <body>
    <redoc spec-url="${specUrl}"></redoc>
    <script src="/api/docs/redoc.standalone.js"></script>
  </body>
</html>
`;

/**
 * GET /api/v1/openapi.json: the document, built on its first request and kept as its JSON text.
 * Building it loads the generator and every schema's description (about 13 MB while it runs),
 * which a gateway nobody asks for its contract need not carry.
 */
export function openApiDocumentRoute(build: () => OpenApiDocument): Router {
  const router = Router();
  let body: string | undefined;
  router.get('/openapi.json', (_req, res) => {
    body ??= JSON.stringify(build());
    res.set('Cache-Control', 'no-cache').type('application/json').send(body);
  });
  return router;
}

/** GET /api/docs: the API reference (Redoc) for the document, served by the gateway itself. */
export function apiReferenceRoutes(): Router {
  const router = Router();
  const page = referencePage('/api/v1/openapi.json');
  router.get('/', (_req, res) => {
    res.set('Content-Security-Policy', REFERENCE_CSP).set('Cache-Control', 'no-cache').type('html').send(page);
  });
  router.get('/redoc.standalone.js', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').sendFile(REDOC_BUNDLE);
  });
  return router;
}
