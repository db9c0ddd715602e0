import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { renderCategoryPage } from './category-page';
import { renderJobPage, renderMissingPage } from './job-page';
import { sendPage } from './send-page';

/**
 * `/jobs/{slug}-{shortId}`: a job's public page (issue 21), outside the hash app and its guards;
 * `/remote-{category}-jobs`: a category's.
 * 200 while it is open, 410 once filled or ended (with similar live jobs), 404 when no public job
 * has that id; an outdated slug (its title changed) is sent to the current address.
 */
export function jobPageRoutes(services: Services): Router {
  const router = Router();
  const context = { publicUrl: services.config.publicUrl };
  router.get('/jobs/:segment', async (req, res) => {
    const page = await services.publicJobs.page(req.params.segment);
    // Shared caches may keep a page a few minutes: a job's page changes rarely, and ends at the latest then.
    res.set('Cache-Control', 'public, max-age=300');
    if (page.status === 'missing') {
      sendPage(req, res, 404, renderMissingPage());
      return;
    }
    if (`/jobs/${req.params.segment}` !== page.path) {
      res.redirect(301, page.path);
      return;
    }
    sendPage(req, res, page.status === 'gone' ? 410 : 200, renderJobPage(page, context));
  });
  // `/remote-{category}-jobs`: a category's newest public jobs (slugs have hyphens, so a pattern).
  router.get(/^\/remote-([a-z0-9-]{1,60})-jobs$/, async (req, res) => {
    const page = await services.publicJobs.categoryPage((req.params as Record<string, string>)[0]);
    res.set('Cache-Control', 'public, max-age=300');
    if (!page) {
      sendPage(req, res, 404, renderMissingPage('category'));
      return;
    }
    sendPage(req, res, 200, renderCategoryPage(page, context));
  });
  return router;
}
