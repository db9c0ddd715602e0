import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { jobFilterFromQuery } from '@remotehunt/services/jobs/job-filter.schema';
import type { JobView } from '@remotehunt/services/jobs/job-view';
import { requireRole } from '../http/require-role';
import { callerCountry } from '../http/caller-country';
import { type UserParams, ownerOf } from './params';

type Id<K extends string> = UserParams & Record<K, string>;

// REST lists leave descriptions out (fetch the job for it); GraphQL loads them on demand.
const withoutDescription = ({ description: _omit, ...job }: JobView) => job;

/** Job discovery under /users/{userId}: lists, detail, shortlist, visits, applied. */
export function jobRoutes(services: Services): Router {
  const { jobs, shortlist, visits, companies, hiddenCompanies, jobBoards, tags, appliedJobs, savedSearches } = services;
  // Where the request comes from: "Jobs I can take from" looks from there when the user has not said.
  const from = (req: Parameters<typeof callerCountry>[0]) => ({ country: callerCountry(req, services) });
  const router = Router({ mergeParams: true });
  // The subscription guard's screens (spec: remote jobs, companies, boards, viewed jobs) need app access.
  const subscriber = requireRole('subscriber');

  router.post<UserParams>('/remotejobs/filter', subscriber, async (req, res) => {
    // `?saveAsSession=false`: a view of the list (a category page) that leaves the saved filters alone.
    const page = await jobs.listJobs(ownerOf(req), req.body, req.query, { ...from(req), saveAsSession: req.query.saveAsSession });
    res.json({ data: page.data.map(withoutDescription), total: page.total, totalIsExact: page.totalIsExact });
  });

  // Before /remotejobs/:remoteJobId, which would take "facets" for a job id.
  router.get<UserParams>('/remotejobs/facets', subscriber, async (req, res) => {
    res.json(await jobs.jobFacets(ownerOf(req), jobFilterFromQuery(req.query), from(req)));
  });

  router.post<UserParams>('/remotejobs/facets', subscriber, async (req, res) => {
    res.json(await jobs.jobFacets(ownerOf(req), req.body, from(req)));
  });

  // "New since your last visit" (issue 22), before /remotejobs/:remoteJobId like facets.
  router.get<UserParams>('/remotejobs/new_count', async (req, res) => {
    res.json(await savedSearches.jobListNews(ownerOf(req)));
  });

  router.post<UserParams>('/remotejobs/seen', async (req, res) => {
    res.json(await savedSearches.markJobListSeen(ownerOf(req)));
  });

  router.get<Id<'remoteJobId'>>('/remotejobs/:remoteJobId', async (req, res) => {
    res.json(await jobs.getJob(ownerOf(req), req.params.remoteJobId));
  });

  router.get<UserParams>('/remote_companies', subscriber, async (req, res) => {
    res.json(await companies.list(req.query));
  });

  router.get<Id<'remoteCompanyId'>>('/remote_companies/:remoteCompanyId', subscriber, async (req, res) => {
    res.json(await companies.get(req.params.remoteCompanyId));
  });

  // "Hide jobs from this company", managed in Account Settings (issue #19).
  router.get<UserParams>('/hidden_companies', async (req, res) => {
    res.json(await hiddenCompanies.list(ownerOf(req)));
  });

  router.post<UserParams>('/hidden_companies', async (req, res) => {
    res.status(201).json(await hiddenCompanies.hide(ownerOf(req), req.body));
  });

  router.delete<Id<'companyId'>>('/hidden_companies/:companyId', async (req, res) => {
    await hiddenCompanies.unhide(ownerOf(req), req.params.companyId);
    res.json({ success: true });
  });

  router.get<UserParams>('/jobboards', subscriber, async (req, res) => {
    res.json(await jobBoards.list(req.query));
  });

  router.get<UserParams>('/tags', subscriber, async (req, res) => {
    res.json(await tags.search(req.query.query, req.query));
  });

  router.post<UserParams>('/shortlist_job', async (req, res) => {
    res.status(201).json(await shortlist.shortlist(ownerOf(req), req.body));
  });

  router.get<Id<'shortlistedJobId'>>('/shortlist_job/:shortlistedJobId', async (req, res) => {
    const found = await shortlist.get(ownerOf(req), req.params.shortlistedJobId);
    res.json(found);
  });

  router.put<Id<'shortlistedJobId'>>('/shortlist_job/:shortlistedJobId', async (req, res) => {
    res.json(await shortlist.updateStatus(ownerOf(req), req.params.shortlistedJobId, req.body));
  });

  router.delete<Id<'shortlistedJobId'>>('/shortlist_job/:shortlistedJobId', async (req, res) => {
    await shortlist.delist(ownerOf(req), req.params.shortlistedJobId);
    res.json({ success: true });
  });

  router.get<UserParams>('/shortlist_jobs', async (req, res) => {
    res.json(await shortlist.list(ownerOf(req), req.query));
  });

  router.post<UserParams>('/applied_jobs', async (req, res) => {
    res.status(201).json(await appliedJobs.markApplied(ownerOf(req), req.body));
  });

  router.post<UserParams>('/visit_job', async (req, res) => {
    await visits.recordVisit(ownerOf(req), req.body);
    res.json({ success: true });
  });

  router.get<UserParams>('/viewed_jobs', subscriber, async (req, res) => {
    res.json(await visits.listViewed(ownerOf(req), req.query));
  });

  // Last: the company name is a free path segment.
  router.post<Id<'companyName'>>('/:companyName/jobs/filter', subscriber, async (req, res) => {
    const page = await jobs.listCompanyJobs(ownerOf(req), req.params.companyName, req.query);
    res.json({ data: page.data.map(withoutDescription), total: page.total, totalIsExact: page.totalIsExact });
  });

  return router;
}

export function publicJobRoutes({ jobs }: Services): Router {
  const router = Router();
  router.get('/client/stats', async (_req, res) => {
    res.json(await jobs.clientStats());
  });
  return router;
}
