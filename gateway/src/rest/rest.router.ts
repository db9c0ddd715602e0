import express, { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { ownerFor } from '@remotehunt/services/auth/authorization';
import { notFoundHandler } from '../http/error-handler';
import { refuseUnsafeText } from '../http/refuse-unsafe-text';
import { publicAccountRoutes, userAccountRoutes } from './accounts.routes';
import { appConfigRoutes } from './app-config.routes';
import { documentRoutes, sharedFileRoutes } from './documents.routes';
import { fileRoutes } from './files.routes';
import { billingRoutes, localCheckoutRoutes, publicBillingRoutes } from './billing.routes';
import { jobPostingRoutes, publicJobPostingRoutes } from './job-postings.routes';
import { exchangeRateRoutes } from './exchange-rates.routes';
import { geoRoutes } from './geo.routes';
import { ingestionRoutes } from './ingestion.routes';
import { jobRoutes, publicJobRoutes } from './jobs.routes';
import { savedSearchAlertStopRoutes, savedSearchRoutes } from './saved-searches.routes';
import { savedSearchFeedRoutes } from './saved-search-feeds.routes';
import { trackingRoutes } from './tracking.routes';
import { trackingEventRoutes } from './tracking-events.routes';
import { calendarFeedRoutes } from './calendar-feed.routes';
import { mailForwardingRoutes, mailSenderVerificationRoute } from './mail-forwarding.routes';
import { trackingImportRoutes } from './tracking-import.routes';
import { trackingTokenOwnerRoute, trackingTokenRoutes } from './tracking-tokens.routes';
import { newsletterRoutes, unsubscribeRoutes } from './newsletter.routes';
import { mailAdminRoutes } from './mail.routes';
import { adminRoutes } from './admin.routes';
import { supportRoutes } from './support.routes';

/** The legacy REST API under /api/v1, exactly as the spec's call tables give it. */
export function restRouter(services: Services): Router {
  const router = Router();
  router.use(express.json({ limit: services.config.jsonBodyLimit }));
  router.use(refuseUnsafeText(router));
  router.use(publicAccountRoutes(services));
  router.use(publicJobRoutes(services));
  router.use(sharedFileRoutes(services));
  router.use(geoRoutes(services));
  router.use(exchangeRateRoutes(services));
  router.use(publicBillingRoutes(services));
  router.use(publicJobPostingRoutes(services));
  router.use(localCheckoutRoutes(services));
  router.use(newsletterRoutes(services));
  router.use(unsubscribeRoutes(services));
  router.use(savedSearchAlertStopRoutes(services));
  router.use(trackingTokenOwnerRoute(services));
  router.use(mailSenderVerificationRoute(services));

  // Every /users/{userId} route: the caller must be that user (or an admin).
  const users = Router({ mergeParams: true });
  // Refused here once for the whole tree; each handler's service call checks again through its Owner.
  users.use((req, _res, next) => {
    ownerFor(req.actor, req.params.userId as string);
    next();
  });
  users.use(appConfigRoutes(services));
  users.use(fileRoutes(services));
  users.use(userAccountRoutes(services));
  users.use(trackingImportRoutes(services));
  users.use(trackingRoutes(services));
  users.use(trackingEventRoutes(services));
  users.use(calendarFeedRoutes(services));
  users.use(mailForwardingRoutes(services));
  users.use(trackingTokenRoutes(services));
  users.use(documentRoutes(services));
  users.use(jobRoutes(services));
  users.use(savedSearchRoutes(services));
  users.use(savedSearchFeedRoutes(services));
  users.use(ingestionRoutes(services));
  users.use(billingRoutes(services));
  users.use(jobPostingRoutes(services));
  users.use(mailAdminRoutes(services));
  users.use(supportRoutes(services));
  users.use(adminRoutes(services));
  router.use('/users/:userId', users);

  router.use(notFoundHandler);
  return router;
}
