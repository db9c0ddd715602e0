import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { hideSchema } from '@remotehunt/services/companies/hidden-companies.service';
import { jobFilterSchema, jobIdSchema } from '@remotehunt/services/jobs/job-filter.schema';
import { statusSchema } from '@remotehunt/services/jobs/shortlist.service';
import { applyCatalogueJobSchema, trackJobSchema } from '@remotehunt/services/tracking/tracked-job-input';
import { named, z } from '../zod-openapi';
import { json, registerOperation } from '../operation';
import { pagingQuery, Success } from '../responses/common.responses';
import {
  ClientStats,
  HiddenCompany,
  Job,
  JobBoardPage,
  JobFacets,
  JobListPage,
  JobPage,
  RemoteCompany,
  RemoteCompanyPage,
  ShortlistedJob,
  ShortlistedJobWithJob,
  TagPage,
} from '../responses/jobs.responses';
import { AppliedJob } from '../responses/tracking.responses';

const JobIdInput = named(jobIdSchema, 'JobIdInput');
const HideCompanyInput = named(hideSchema, 'HideCompanyInput');
const JobStatusInput = named(statusSchema, 'JobStatusInput');

const JobFilter = named(
  jobFilterSchema,
  'JobFilter',
  'Unknown keys are dropped. See docs/api-job-facts.md for eligibility, country, pay, job types, seniorities and sort.',
);

/** jobs.routes.ts: discovery, shortlist, visits, hidden companies. */
export function registerJobPaths(registry: OpenAPIRegistry): void {
  const tag = 'Jobs';
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/remotejobs/filter',
    tag,
    summary: 'The job list for a filter',
    description:
      'Pinned jobs first, then the newest (or by pay). Saves the filter (not the keyword) in the user’s session, unless `saveAsSession=false` (a view of the list such as a category page). Lists leave out `description`.',
    access: 'subscriber',
    query: pagingQuery().extend({
      saveAsSession: z.enum(['true', 'false']).optional().openapi({ param: { description: '`false`: list without saving the filter as the user’s session filters.' } }),
    }),
    body: json(JobFilter),
    ok: { description: 'A page of jobs', schema: JobListPage },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/remotejobs/facets',
    tag,
    summary: 'The filter panel’s counts, for a filter given as query parameters',
    description: 'The JobFilter’s fields as query parameters: repeat a key for each name (`?categories=Design&categories=Sales`), flags `true` or `false`.',
    access: 'subscriber',
    query: jobFilterSchema,
    ok: { description: 'Counts per board, category, tag and Worldwide', schema: JobFacets },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/remotejobs/facets',
    tag,
    summary: 'The filter panel’s counts, for a filter body',
    access: 'subscriber',
    body: json(JobFilter),
    ok: { description: 'Counts per board, category, tag and Worldwide', schema: JobFacets },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/remotejobs/{remoteJobId}',
    tag,
    summary: 'One job, with its description',
    access: 'user',
    ok: { description: 'The job', schema: Job },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/{companyName}/jobs/filter',
    tag,
    summary: 'A company’s live jobs',
    access: 'subscriber',
    query: pagingQuery(),
    ok: { description: 'A page of jobs', schema: JobListPage },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/remote_companies',
    tag: 'Companies',
    summary: 'Companies hiring remotely, most live postings first',
    access: 'subscriber',
    query: pagingQuery(),
    ok: { description: 'A page of companies', schema: RemoteCompanyPage },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/remote_companies/{remoteCompanyId}',
    tag: 'Companies',
    summary: 'One company',
    access: 'subscriber',
    ok: { description: 'The company', schema: RemoteCompany },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/hidden_companies',
    tag: 'Companies',
    summary: 'The companies whose jobs the user’s lists leave out',
    access: 'user',
    ok: { description: 'Every hidden company', schema: z.array(HiddenCompany) },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/hidden_companies',
    tag: 'Companies',
    summary: 'Hide a company’s jobs (hiding again changes nothing)',
    access: 'user',
    body: json(HideCompanyInput),
    ok: { status: 201, description: 'The hidden company', schema: HiddenCompany },
  });
  registerOperation(registry, {
    method: 'delete',
    path: '/users/{userId}/hidden_companies/{companyId}',
    tag: 'Companies',
    summary: 'Show a company’s jobs again',
    access: 'user',
    ok: { description: 'Shown again', schema: Success },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/jobboards',
    tag,
    summary: 'The boards jobs come from',
    access: 'subscriber',
    query: pagingQuery(),
    ok: { description: 'A page of boards', schema: JobBoardPage },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/tags',
    tag,
    summary: 'Tags starting with the query, most used first',
    access: 'subscriber',
    query: pagingQuery().extend({ query: z.string().optional().openapi({ param: { description: 'The start of the tag; blank finds nothing.' } }) }),
    ok: { description: 'A page of tags', schema: TagPage },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/shortlist_job',
    tag: 'Shortlist',
    summary: 'Shortlist a job (again: the same record)',
    access: 'user',
    body: json(JobIdInput),
    ok: { status: 201, description: 'The shortlisted job', schema: ShortlistedJob },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/shortlist_job/{shortlistedJobId}',
    tag: 'Shortlist',
    summary: 'One shortlisted job, with the job',
    access: 'user',
    ok: { description: 'The shortlisted job', schema: ShortlistedJobWithJob },
  });
  registerOperation(registry, {
    method: 'put',
    path: '/users/{userId}/shortlist_job/{shortlistedJobId}',
    tag: 'Shortlist',
    summary: 'Set a shortlisted job’s status',
    access: 'user',
    body: json(JobStatusInput),
    ok: { description: 'The shortlisted job', schema: ShortlistedJob },
  });
  registerOperation(registry, {
    method: 'delete',
    path: '/users/{userId}/shortlist_job/{shortlistedJobId}',
    tag: 'Shortlist',
    summary: 'Take a job off the shortlist',
    access: 'user',
    ok: { description: 'Removed', schema: Success },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/shortlist_jobs',
    tag: 'Shortlist',
    summary: 'The shortlisted jobs',
    access: 'user',
    query: pagingQuery(20),
    ok: { description: 'A page of jobs', schema: JobPage },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/applied_jobs',
    tag: 'Tracking',
    summary: 'Mark a job applied (again: the same record), or track a job found anywhere',
    description:
      'With `jobId`, a job on our board: the applied job keeps a snapshot of the posting, so it outlives it. ' +
      'With `job`, a job found anywhere (only `jobTitle` and `companyName` are required; the description is sanitized), ' +
      'applied now, on `appliedAt`, or `saved` for later; the same address again is the same entry.',
    access: 'user',
    body: json(z.union([named(applyCatalogueJobSchema, 'ApplyToJobInput'), named(trackJobSchema, 'TrackJobInput')])),
    ok: { status: 201, description: 'The applied job', schema: AppliedJob },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/visit_job',
    tag,
    summary: 'Record that the user opened a job',
    access: 'user',
    body: json(JobIdInput),
    ok: { description: 'Recorded', schema: Success },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/viewed_jobs',
    tag,
    summary: 'The jobs the user opened, most recent first',
    access: 'subscriber',
    query: pagingQuery(),
    ok: { description: 'A page of jobs', schema: JobPage },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/client/stats',
    tag,
    summary: 'Counts for the landing pages',
    access: 'public',
    ok: { description: 'Live jobs, companies, boards and today’s jobs', schema: ClientStats },
  });
}
