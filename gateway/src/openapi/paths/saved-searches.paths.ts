import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { createSavedSearchSchema, updateSavedSearchSchema } from '@remotehunt/services/saved-searches/saved-searches.service';
import { alertSettingsSchema } from '@remotehunt/services/saved-searches/alerts/alert-settings';
import { named, z } from '../zod-openapi';
import { json, registerOperation } from '../operation';
import { Success } from '../responses/common.responses';
import { JobListNews, JobListSeen, SavedSearch, SavedSearchNews } from '../responses/saved-searches.responses';

const CreateSavedSearchInput = named(createSavedSearchSchema, 'CreateSavedSearchInput', '`filter` is the job list’s filter body (JobFilter).');
const UpdateSavedSearchInput = named(updateSavedSearchSchema, 'UpdateSavedSearchInput', 'The name, the filter, or both.');
const SavedSearchAlertInput = named(
  alertSettingsSchema,
  'SavedSearchAlertInput',
  'Left out: hour 8, weekday 1 (Monday), the account’s time zone (else UTC), no quiet hours (null clears them).',
);
const StopAlertsInput = named(z.object({ token: z.string() }), 'StopAlertsInput', 'The token of the alert mail’s link (it may be given as `?token=` instead).');

/** saved-searches.routes.ts: a user's named job-list filters (issue 22). */
export function registerSavedSearchPaths(registry: OpenAPIRegistry): void {
  const tag = 'Saved searches';
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/saved_searches',
    tag,
    summary: 'The user’s saved searches, oldest first',
    access: 'user',
    ok: { description: 'Every saved search', schema: z.array(SavedSearch) },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/saved_searches',
    tag,
    summary: 'Save a job-list filter under a name (at most 25 per user; names unique whatever their case)',
    access: 'subscriber',
    body: json(CreateSavedSearchInput),
    ok: { status: 201, description: 'The saved search', schema: SavedSearch },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/saved_searches/new_jobs',
    tag,
    summary: 'How many jobs each saved search has that were posted since it was last opened',
    access: 'subscriber',
    ok: { description: 'One count per saved search', schema: z.array(SavedSearchNews) },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/saved_searches/{savedSearchId}',
    tag,
    summary: 'One saved search',
    access: 'user',
    ok: { description: 'The saved search', schema: SavedSearch },
  });
  registerOperation(registry, {
    method: 'put',
    path: '/users/{userId}/saved_searches/{savedSearchId}',
    tag,
    summary: 'Rename a saved search or change its filter',
    access: 'subscriber',
    body: json(UpdateSavedSearchInput),
    ok: { description: 'The saved search', schema: SavedSearch },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/saved_searches/{savedSearchId}/open',
    tag,
    summary: 'Open a saved search: its jobs stop being new',
    access: 'subscriber',
    ok: { description: 'The saved search, its filter to apply', schema: SavedSearch },
  });
  registerOperation(registry, {
    method: 'put',
    path: '/users/{userId}/saved_searches/{savedSearchId}/alert',
    tag,
    summary: 'Set the saved search’s email alerts: how often (off, instant, daily, weekly), when, in which time zone, and quiet hours',
    description: 'Turning alerts on needs app access (turning them off does not); jobs that arrived before they were turned on are not mailed.',
    access: 'user',
    errors: { 402: 'Turning alerts on: the caller’s trial or plan has ended' },
    body: json(SavedSearchAlertInput),
    ok: { description: 'The saved search with its alert settings and when the next alert is due', schema: SavedSearch },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/saved_searches/{savedSearchId}/stop_alerts',
    tag,
    summary: 'Stop one saved search’s alerts from the link in its alert mails, without signing in',
    description: 'The link’s token is the proof; a wrong token or a deleted search answers 404.',
    access: 'public',
    errors: { 404: 'A wrong token, or a search that was deleted' },
    body: json(StopAlertsInput),
    ok: { description: 'Stopped', schema: z.strictObject({ success: z.literal(true), name: z.string() }) },
  });
  registerOperation(registry, {
    method: 'delete',
    path: '/users/{userId}/saved_searches/{savedSearchId}',
    tag,
    summary: 'Delete a saved search',
    access: 'user',
    ok: { description: 'Deleted', schema: Success },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/remotejobs/new_count',
    tag,
    summary: 'How many jobs matching the user’s session filters were posted since they last opened the job list',
    access: 'subscriber',
    ok: { description: 'The count', schema: JobListNews },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/remotejobs/seen',
    tag,
    summary: 'The user opened the job list: its jobs stop being new',
    access: 'subscriber',
    ok: { description: 'When', schema: JobListSeen },
  });
}
