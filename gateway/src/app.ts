import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import helmet from 'helmet';
import pinoHttp from 'pino-http';
import type { Services } from '@remotehunt/services/app/services';
import { createGraphQLMiddleware } from './graphql/graphql.middleware';
import { authenticate } from './http/authenticate';
import { trackingTokenScope } from './http/tracking-token-scope';
import { errorHandler } from './http/error-handler';
import { jobPageRoutes } from './public/job-pages.routes';
import { crawlerRoutes } from './public/crawler.routes';
import { savedSearchFeedRoutes } from './public/saved-search-feeds.routes';
import { LANDING_GATE_CSP_SOURCE } from './public/landing-page';
import { landingRoutes } from './public/landing.routes';
import { logoRoutes } from './public/logo.routes';
import { healthRoutes } from './http/health';
import { QUEUE_DASHBOARD_PATH, queueDashboard } from './http/queue-dashboard';
import { playgroundPage } from './http/playground-page';
import { xsrf } from './http/xsrf';
import type { Logger } from './logger';
import { buildOpenApiDocument } from './openapi/openapi-document';
import { apiReferenceRoutes, openApiDocumentRoute } from './openapi/openapi.routes';
import { paymentWebhookRoute } from './rest/billing.routes';
import { restRouter } from './rest/rest.router';
import { publicCalendarRoutes } from './rest/calendar-feed.routes';

export interface GatewayApp {
  app: Express;
  close(): Promise<void>;
}

const DEFAULT_WEB_DIST = path.resolve(__dirname, '../../web/dist');

/**
 * The gateway: REST under /api/v1, GraphQL at /graphql (and its playground, for browsers), the
 * built web app at /.
 * It keeps no state of its own (sessions and rate limits live in PostgreSQL
 * and Redis), so any number of these can run behind a load balancer.
 */
export async function createApp(services: Services, logger: Logger): Promise<GatewayApp> {
  const { config } = services;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  // Every rendered page says so while anyone can "pay" (public/test-mode-banner.ts).
  app.locals.paymentsTestMode = services.payments.testMode;
  // With Redis down, budgeted calls answer 503 and mail waits in the outbox; the log says why.
  services.attemptBudgets.reportUnavailableTo((err) => logger.warn({ err }, 'attempt budgets unavailable, refusing the attempt (503)'));
  services.replicaReads.reportUnavailableTo((err) => logger.warn({ err }, 'read replica not answering: reading the primary for a while'));
  services.jobTermIndex?.reportErrorsTo((err) => logger.warn({ err }, 'job term bitmaps not built: PostgreSQL answers lists and panels meanwhile'));
  services.jobTermIndex?.reportBuildsTo((built) => logger.info(built, 'job term bitmaps built'));
  // Built in the background from the start, so the first visitors' panels need not wait for it.
  services.jobTermIndex?.start();
  services.mail.reportUnavailableTo((err) => logger.warn({ err }, 'mail queue unavailable: the message waits for the outbox sweep, or its caller is answered 503'));

  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' } }));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Every image is ours (company logos too: services/src/logos), so no other origin learns
          // who reads our pages. Images the app holds itself (an avatar fetched with the token, a
          // chosen logo's preview) are data: URLs (web/src/lib/data-url.ts), so no blob: either.
          imgSrc: ["'self'", 'data:'],
          // MUI (emotion) injects style tags at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The landing page's one inline script, by its hash (public/landing-page.ts).
          scriptSrc: ["'self'", LANDING_GATE_CSP_SOURCE],
          connectSrc: ["'self'"],
          // The playground's editor fonts are inlined.
          fontSrc: ["'self'", 'data:'],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Sent below, and only over HTTPS: RFC 6797 tells browsers to ignore it over plain HTTP,
      // and a deployment still on HTTP should not be told it has promised HTTPS for a year.
      strictTransportSecurity: false,
    }),
  );
  const hsts = helmet.strictTransportSecurity();
  app.use((req, res, next) => (req.secure ? hsts(req, res, next) : next()));
  // After the security headers (a probe's answer carries them like any other), before anything
  // that reads cookies or the database on every request.
  app.use(healthRoutes(services));
  // Gzip for the web bundle and JSON; small answers are left alone.
  // Level 1: API answers are small and made per request, where level 6 cost ~0.2 ms of ~2 ms of
  // CPU for a few per cent fewer bytes. (Browsers asking for brotli get it at compression's own setting.)
  app.use(compression({ threshold: 1024, level: 1 }));
  // Public job pages: server-rendered, for visitors and search engines, no session needed.
  app.use(jobPageRoutes(services));
  app.use(crawlerRoutes(services));
  app.use(savedSearchFeedRoutes(services));
  app.use(publicCalendarRoutes(services));
  app.use(logoRoutes(services));
  app.use(cookieParser());
  app.use(authenticate(services.accounts, services.trackingTokens));
  app.use('/api/v1', trackingTokenScope);
  // Before the XSRF check: its UI may send no XSRF header, so the dashboard checks its cookie-borne
  // writes itself (the XSRF header or a same-origin Origin).
  app.use(QUEUE_DASHBOARD_PATH, queueDashboard(services, services.queues));
  // Stripe's deliveries: raw body for the signature, and no XSRF cookie to check.
  app.use('/api/v1', paymentWebhookRoute(services));
  app.use(xsrf({ secure: config.secureCookies }));

  // The REST API's OpenAPI document and its reference page (docs/api-foundation.md).
  app.use('/api/v1', openApiDocumentRoute(buildOpenApiDocument));
  app.use('/api/docs', apiReferenceRoutes());
  app.use('/api/v1', restRouter(services));

  const webDist = config.webDistDir || DEFAULT_WEB_DIST;
  app.get('/graphql', playgroundPage(path.join(webDist, 'playground', 'index.html')));
  const graphql = await createGraphQLMiddleware(services, logger);
  app.use('/graphql', ...graphql.middleware);

  if (existsSync(path.join(webDist, 'index.html'))) {
    // `/` for visitors: the landing page, with the app beside it (public/landing.routes.ts).
    app.use(landingRoutes(services, path.join(webDist, 'index.html')));
    app.use(
      express.static(webDist, {
        index: 'index.html',
        setHeaders: (res, file) => {
          // Hashed assets never change; index.html must always be revalidated.
          res.set('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
  } else {
    logger.warn({ webDist }, 'web app is not built; run `npm run build:web` to serve it');
  }

  app.use(errorHandler);
  return {
    app,
    async close() {
      await graphql.stop();
    },
  };
}
