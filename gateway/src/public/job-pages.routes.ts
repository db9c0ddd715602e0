import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { isDomainError } from '@remotehunt/services/common/domain-error';
import { jobFilterFromAddress } from '@remotehunt/services/forms/job-search-address';
import { callerCountry, varyByCountry } from '../http/caller-country';
import { renderCategoryPage } from './category-page';
import { CATEGORY_PAGES, pageOfAddress, searchPageFor } from '@remotehunt/services/public-pages/public-paging';
import { renderBadSearchPage, renderSearchPage } from './search-page';
import { renderJobPage, renderMissingPage } from './job-page';
import { sendPage } from './send-page';

/**
 * `/jobs/{slug}-{shortId}`: a job's public page (issue 21), outside the hash app and its guards;
 * `/remote-{category}-jobs`: a category's; `/remote-jobs?…`: anyone's search of them.
 * 200 while it is open, 410 once filled or ended (with similar live jobs), 404 when no public job
 * has that id; an outdated slug (its title changed) is sent to the current address.
 */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function jobPageRoutes(services: Services): Router {
  const router = Router();
  const context = { publicUrl: services.config.publicUrl };
  router.get('/jobs/:segment', async (req, res) => {
    const page = await services.publicJobs.page(req.params.segment);
    // Shared caches may keep a page a few minutes: a job's page changes rarely, and ends at the latest then.
    res.set('Cache-Control', 'public, max-age=300');
    if (page.status === 'missing') {
      sendPage(req, res, 404, renderMissingPage(context));
      return;
    }
    if (`/jobs/${req.params.segment}` !== page.path) {
      res.redirect(301, page.path);
      return;
    }
    sendPage(req, res, page.status === 'gone' ? 410 : 200, renderJobPage(page, context));
  });
  // `/remote-jobs?…`: anyone's search (issue 49). The answer names the visitor's country, so no shared cache keeps it.
  router.get('/remote-jobs', async (req, res) => {
    varyByCountry(res, services);
    const country = callerCountry(req, services);
    const address = new URL(req.originalUrl, 'http://search.invalid').searchParams;
    address.delete('page');
    try {
      const page = pageOfAddress(req.query.page);
      const { pastVisitorPages: _past, ...paging } = searchPageFor(page);
      const result = await services.jobs.publicSearch(jobFilterFromAddress(req.query as Record<string, unknown>), paging, { country });
      const countryName = regionNames.of(country) ?? null;
      sendPage(req, res, 200, renderSearchPage({ ...result, jobs: result.data, page, countryName, query: address.toString() }, context));
    } catch (err) {
      if (!isDomainError(err) || err.code !== 'VALIDATION') throw err;
      sendPage(req, res, 400, renderBadSearchPage(context, err.message));
    }
  });
  // `/remote-{category}-jobs`: a category's newest public jobs (slugs have hyphens, so a pattern).
  router.get(/^\/remote-([a-z0-9-]{1,60})-jobs$/, async (req, res) => {
    let number: number;
    try {
      number = pageOfAddress(req.query.page, CATEGORY_PAGES);
    } catch (err) {
      if (!isDomainError(err)) throw err;
      sendPage(req, res, 400, renderBadSearchPage(context, err.message));
      return;
    }
    const page = await services.publicJobs.categoryPage((req.params as Record<string, string>)[0], number);
    res.set('Cache-Control', 'public, max-age=300');
    // A page past the last is no page: only the first may be empty (a category with no jobs yet).
    if (!page || (number > 1 && page.jobs.length === 0)) {
      sendPage(req, res, 404, renderMissingPage(context, 'category'));
      return;
    }
    sendPage(req, res, 200, renderCategoryPage(page, context));
  });
  return router;
}
