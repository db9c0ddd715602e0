import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { statusUpdateSchema } from '@remotehunt/services/tracking/applied-jobs.service';
import { CONTACTS, NOTES, TASKS } from '@remotehunt/services/tracking/item-kinds';
import { named, z } from '../zod-openapi';
import { json, registerOperation } from '../operation';
import { pagingQuery, Success } from '../responses/common.responses';
import {
  AllAppliedJobs,
  AppliedJob,
  AppliedJobPage,
  AppliedJobsExport,
  AppliedJobStats,
  Contact,
  ContactPage,
  Note,
  NotePage,
  StatusHistory,
  Task,
  TaskPage,
} from '../responses/tracking.responses';

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
    summary: 'One applied job',
    access: 'user',
    ok: { description: 'The applied job', schema: AppliedJob },
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
