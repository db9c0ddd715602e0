import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { statusUpdateSchema } from '@remotehunt/services/tracking/applied-jobs.service';
import { CONTACTS, NOTES, TASKS } from '@remotehunt/services/tracking/item-kinds';
import { followUpSettingsUpdateSchema } from '@remotehunt/services/forms/tracking-items';
import { named, z } from '../zod-openapi';
import { json, registerOperation } from '../operation';
import { registerTrackingImportPaths } from './tracking-import.paths';
import { pagingQuery, Success } from '../responses/common.responses';
import {
  AllAppliedJobs,
  AppliedJob,
  AppliedJobPage,
  AppliedJobsExport,
  AppliedJobStats,
  Contact,
  FollowUpSettings,
  JobLinkMatch,
  JobLinkPreview,
  NewTrackingToken,
  TrackingToken,
  ContactPage,
  Note,
  NotePage,
  StatusHistory,
  Task,
  TaskPage,
} from '../responses/tracking.responses';
import { AppliedJobWithNextEvent } from '../responses/tracking-events.responses';

const AppliedJobStatusInput = named(statusUpdateSchema, 'AppliedJobStatusInput');

const ITEM_KINDS = [
  { path: 'job_tasks', param: 'taskId', name: 'task', kind: TASKS, item: Task, page: TaskPage, input: 'Task' },
  { path: 'job_contacts', param: 'contactId', name: 'contact', kind: CONTACTS, item: Contact, page: ContactPage, input: 'Contact' },
  { path: 'job_notes', param: 'noteId', name: 'note', kind: NOTES, item: Note, page: NotePage, input: 'Note' },
].map((k) => ({ ...k, create: named(k.kind.create, `${k.input}Input`), update: named(k.kind.update, `${k.input}Update`) }));

/** tracking.routes.ts: applied jobs and their tasks, contacts and notes. */
export function registerTrackingPaths(registry: OpenAPIRegistry): void {
  const tag = 'Tracking';
  const base = '/users/{userId}/applied_jobs';
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/job_links/match',
    tag,
    summary: 'Whether a page is a RemoteHunt job, and what the user already has of it',
    description: 'For the browser extension, which reads the page itself: a lookup of the page’s, its canonical and its apply address; nothing is fetched.',
    access: 'user',
    body: json(
      z
        .object({
          url: z.string().openapi({ description: 'The page’s address.' }),
          canonicalUrl: z.string().nullable().optional(),
          applyUrl: z.string().nullable().optional(),
        })
        .openapi('JobLinkMatchInput'),
    ),
    ok: { description: 'The match', schema: JobLinkMatch },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/tracking_tokens',
    tag,
    summary: 'The browser extension’s tokens, newest first',
    access: 'user',
    ok: { description: 'The live tokens (never their secrets)', schema: z.strictObject({ data: z.array(TrackingToken) }).openapi('TrackingTokenList') },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/tracking_tokens',
    tag,
    summary: 'Make a token for the browser extension',
    description:
      'The answer holds the token (`rht_…`) this once. It calls only the tracking calls the extension needs (saving a job, reading a link, the statuses, ' +
      'whether a page is tracked): anything else answers 403. At most 10 live tokens; a token cannot make another.',
    access: 'user',
    body: json(z.object({ name: z.string().openapi({ description: 'Which browser it is for.' }) }).openapi('TrackingTokenInput')),
    ok: { status: 201, description: 'The new token, with its secret', schema: NewTrackingToken },
  });
  registerOperation(registry, {
    method: 'delete',
    path: '/users/{userId}/tracking_tokens/{tokenId}',
    tag,
    summary: 'Revoke a token',
    access: 'user',
    ok: { description: 'Revoked: the extension must be connected again', schema: Success },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/tracking_tokens/whoami',
    tag,
    summary: 'Who the calling token belongs to',
    description: 'The extension’s “Connected as …”; 401 once the token is revoked.',
    access: 'user',
    ok: {
      description: 'The account',
      schema: z.strictObject({ userId: z.string(), name: z.string(), email: z.string() }).openapi('TrackingTokenOwner'),
    },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/job_links/preview',
    tag,
    summary: 'Read a job from a link, to prefill the Add job form',
    description:
      'Fetches the page (public addresses only, 3 MB and 10 s at most, each redirect checked) or, for Greenhouse, Lever, Ashby, Workable and ' +
      'SmartRecruiters links, their public API, and reads the job (schema.org JobPosting, then Open Graph and the title). A link to a RemoteHunt job ' +
      'names it (`matchedJobId`); what the user already tracks of it is `alreadyTracked`. A page that cannot be read is a 400 saying why. ' +
      '60 links an hour per user and 120 per network address; a page read in the last 10 minutes is answered again without counting.',
    access: 'user',
    body: json(z.object({ url: z.string().openapi({ description: 'The job’s address (http or https).' }) }).openapi('JobLinkInput')),
    ok: { description: 'The job as read, to review', schema: JobLinkPreview },
    errors: {
      429: 'Too many links read for this account (60 an hour) or from this network (120 an hour): wait for the seconds in Retry-After',
      503: 'The budget cannot be counted (Redis is down): try again in a minute',
    },
  });
  registerOperation(registry, {
    method: 'get',
    path: base,
    tag,
    summary: 'The applied jobs, newest first',
    description: 'The applications, as the spec lists them; `stage=saved` lists the jobs saved for later instead, `stage=all` both (the kanban).',
    access: 'user',
    query: pagingQuery(10, 10_000).extend({
      stage: z.enum(['applied', 'saved', 'all']).optional().openapi({ param: { description: 'applied (the default), saved or all.' } }),
    }),
    ok: { description: 'A page of applied jobs', schema: AppliedJobPage },
  });
  registerOperation(registry, {
    method: 'get',
    path: `${base}/all`,
    tag,
    summary: 'Every applied job',
    access: 'user',
    ok: { description: 'All of them', schema: AllAppliedJobs },
  });
  registerOperation(registry, {
    method: 'get',
    path: `${base}/stats`,
    tag,
    summary: 'Applications per status and per week',
    access: 'user',
    ok: { description: 'The chart’s numbers', schema: AppliedJobStats },
  });
  registerOperation(registry, {
    method: 'get',
    path: `${base}/export`,
    tag,
    summary: 'Everything tracked, as a download',
    description: 'With each applied job’s tasks, contacts and notes. Sent as an attachment (`applied-jobs-YYYY-MM-DD.csv` or `.json`).',
    access: 'user',
    query: z.object({ format: z.enum(['json', 'csv']).optional().openapi({ param: { description: 'json (the default) or csv.' } }) }),
    ok: {
      description: 'The export',
      content: {
        'application/json': { schema: AppliedJobsExport },
        'text/csv': { schema: z.string().openapi({ description: 'A header row, then one row per applied job (UTF-8 with a BOM).' }) },
      },
    },
  });
  registerOperation(registry, {
    method: 'get',
    path: `${base}/{appliedJobId}`,
    tag,
    summary: 'One applied job, with its next event',
    access: 'user',
    ok: { description: 'The applied job', schema: AppliedJobWithNextEvent },
  });
  registerOperation(registry, {
    method: 'put',
    path: `${base}/{appliedJobId}`,
    tag,
    summary: 'Move an applied job to a status (recorded in its history)',
    description: 'For a job saved for later, `applied: true` makes it an application (on `appliedAt`, else now).',
    access: 'user',
    body: json(AppliedJobStatusInput),
    ok: { description: 'The applied job', schema: AppliedJob },
  });
  registerOperation(registry, {
    method: 'delete',
    path: `${base}/{appliedJobId}`,
    tag,
    summary: 'Delete an applied job with its tasks, contacts and notes',
    access: 'user',
    ok: { description: 'Deleted', schema: Success },
  });
  registerOperation(registry, {
    method: 'get',
    path: `${base}/{appliedJobId}/status_history`,
    tag,
    summary: 'Every status move of an applied job',
    access: 'user',
    ok: { description: 'Oldest first', schema: StatusHistory },
  });

  registerTrackingImportPaths(registry, tag);

  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/follow_up_settings',
    tag,
    summary: 'Whether entering a status makes follow-up tasks, and after how many days',
    description: 'The defaults until changed: `{enabled: true, appliedDays: 7, interviewDays: 1}`.',
    access: 'user',
    ok: { description: 'The settings', schema: FollowUpSettings },
  });
  registerOperation(registry, {
    method: 'put',
    path: '/users/{userId}/follow_up_settings',
    tag,
    summary: 'Change the follow-up settings: only the fields given',
    description:
      'Entering Applied makes “Follow up with {company}” due `appliedDays` later; entering Phone Screen or Interviewing, “Send a thank-you note to ' +
      '{company}” due `interviewDays` later; both at 09:00 in the user’s time zone (UTC without one). Days from 1 to 60; 0 turns that one off, ' +
      '`enabled: false` both. A follow-up not done is removed when the application moves on.',
    access: 'user',
    body: json(named(followUpSettingsUpdateSchema, 'FollowUpSettingsUpdate')),
    ok: { description: 'The settings', schema: FollowUpSettings },
  });

  for (const k of ITEM_KINDS) {
    const list = `${base}/{appliedJobId}/${k.path}`;
    const one = `${list}/{${k.param}}`;
    registerOperation(registry, {
      method: 'get',
      path: list,
      tag,
      summary: `An applied job’s ${k.name}s, newest first`,
      access: 'user',
      query: pagingQuery(5),
      ok: { description: `A page of ${k.name}s`, schema: k.page },
    });
    registerOperation(registry, {
      method: 'post',
      path: list,
      tag,
      summary: `Add a ${k.name}`,
      access: 'user',
      body: json(k.create),
      ok: { status: 201, description: `The ${k.name}`, schema: k.item },
    });
    registerOperation(registry, {
      method: 'get',
      path: one,
      tag,
      summary: `One ${k.name}`,
      access: 'user',
      ok: { description: `The ${k.name}`, schema: k.item },
    });
    registerOperation(registry, {
      method: 'put',
      path: one,
      tag,
      summary: `Change a ${k.name}: only the fields given`,
      access: 'user',
      body: json(k.update),
      ok: { description: `The ${k.name}`, schema: k.item },
    });
    registerOperation(registry, {
      method: 'delete',
      path: one,
      tag,
      summary: `Delete a ${k.name}`,
      access: 'user',
      ok: { description: 'Deleted', schema: Success },
    });
  }
}
