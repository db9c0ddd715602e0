import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import type { AppliedJobItems } from '@remotehunt/services/tracking/applied-job-items';
import { DomainError } from '@remotehunt/services/common/domain-error';
import { type UserParams, ownerOf } from './params';
import { requestMeta } from '../http/request-meta';

type AppliedJobParams = UserParams & { appliedJobId: string };
type ItemParams = AppliedJobParams & { itemId: string };

/** list/create/get/update/delete of one kind of item under an applied job. */
function itemRoutes(items: AppliedJobItems<object>): Router {
  const router = Router({ mergeParams: true });
  router.get<AppliedJobParams>('/', async (req, res) => {
    res.json(await items.list(ownerOf(req), req.params.appliedJobId, req.query));
  });
  router.post<AppliedJobParams>('/', async (req, res) => {
    res.status(201).json(await items.create(ownerOf(req), req.params.appliedJobId, req.body));
  });
  router.get<ItemParams>('/:itemId', async (req, res) => {
    res.json(await items.get(ownerOf(req), req.params.appliedJobId, req.params.itemId));
  });
  router.put<ItemParams>('/:itemId', async (req, res) => {
    res.json(await items.update(ownerOf(req), req.params.appliedJobId, req.params.itemId, req.body));
  });
  router.delete<ItemParams>('/:itemId', async (req, res) => {
    await items.delete(ownerOf(req), req.params.appliedJobId, req.params.itemId);
    res.json({ success: true });
  });
  return router;
}

/** Applied jobs under /users/{userId}: the kanban's list, one application, its status, tasks, contacts and notes; the follow-up settings. */
export function trackingRoutes({ appliedJobs, appliedJobEvents, jobTasks, jobContacts, jobNotes, appliedJobsExport, jobLinkPreviews, followUpSettings }: Services): Router {
  const router = Router({ mergeParams: true });

  router.post<UserParams>('/job_links/match', async (req, res) => {
    res.json(await jobLinkPreviews.match(ownerOf(req), req.body));
  });

  router.post<UserParams>('/job_links/preview', async (req, res) => {
    res.json(await jobLinkPreviews.preview(ownerOf(req), req.body, requestMeta(req)));
  });

  router.get<UserParams>('/applied_jobs', async (req, res) => {
    res.json(await appliedJobs.list(ownerOf(req), req.query));
  });

  router.get<UserParams>('/applied_jobs/all', async (req, res) => {
    res.json(await appliedJobs.all(ownerOf(req)));
  });

  router.get<UserParams>('/applied_jobs/stats', async (req, res) => {
    res.json(await appliedJobs.stats(ownerOf(req)));
  });

  router.get<UserParams>('/applied_jobs/export', async (req, res) => {
    const format = req.query.format ?? 'json';
    const day = new Date().toISOString().slice(0, 10);
    res.set('Cache-Control', 'private, no-store');
    if (format === 'csv') {
      res.type('text/csv; charset=utf-8').attachment(`applied-jobs-${day}.csv`).send(await appliedJobsExport.exportCsv(ownerOf(req)));
    } else if (format === 'json') {
      res.attachment(`applied-jobs-${day}.json`).json(await appliedJobsExport.exportJson(ownerOf(req)));
    } else {
      throw DomainError.validation('format must be csv or json');
    }
  });

  // With its next event, for the detail page (the lists keep the spec's shape).
  router.get<AppliedJobParams>('/applied_jobs/:appliedJobId', async (req, res) => {
    res.json(await appliedJobEvents.appliedJobWithNextEvent(ownerOf(req), req.params.appliedJobId));
  });

  router.put<AppliedJobParams>('/applied_jobs/:appliedJobId', async (req, res) => {
    res.json(await appliedJobs.updateStatus(ownerOf(req), req.params.appliedJobId, req.body));
  });

  router.delete<AppliedJobParams>('/applied_jobs/:appliedJobId', async (req, res) => {
    await appliedJobs.delete(ownerOf(req), req.params.appliedJobId);
    res.json({ success: true });
  });

  router.get<AppliedJobParams>('/applied_jobs/:appliedJobId/status_history', async (req, res) => {
    res.json({ data: await appliedJobs.statusHistory(ownerOf(req), req.params.appliedJobId) });
  });

  router.get<UserParams>('/follow_up_settings', async (req, res) => {
    res.json(await followUpSettings.get(ownerOf(req)));
  });

  router.put<UserParams>('/follow_up_settings', async (req, res) => {
    res.json(await followUpSettings.update(ownerOf(req), req.body));
  });

  router.use('/applied_jobs/:appliedJobId/job_tasks', itemRoutes(jobTasks));
  router.use('/applied_jobs/:appliedJobId/job_contacts', itemRoutes(jobContacts));
  router.use('/applied_jobs/:appliedJobId/job_notes', itemRoutes(jobNotes));

  return router;
}
