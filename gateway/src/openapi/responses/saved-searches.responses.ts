import { JOB_SORTS, PLACE_FILTERS } from '@remotehunt/services/jobs/job-filter.schema';
import { z } from '../zod-openapi';
import { dateTime, id } from './common.responses';

/** A saved filter as the job list parsed it: defaults filled in, job types and seniorities lower-case. */
export const SavedSearchFilter = z
  .strictObject({
    categories: z.array(z.string()),
    sources: z.array(z.string()),
    tags: z.array(z.string()),
    hideViewedJobs: z.boolean(),
    worldwide: z.boolean(),
    query: z.string().optional(),
    eligibility: z.enum(PLACE_FILTERS).optional(),
    country: z.string().optional(),
    minPay: z.number().int().optional(),
    payCurrency: z.string().optional(),
    withPayOnly: z.boolean(),
    jobTypes: z.array(z.string()).optional(),
    seniorities: z.array(z.string()).optional(),
    sort: z.enum(JOB_SORTS),
  })
  .openapi('SavedSearchFilter');

export const SavedSearch = z
  .strictObject({
    id: id(),
    name: z.string(),
    filter: SavedSearchFilter,
    createdAt: dateTime(),
    updatedAt: dateTime(),
    openedAt: dateTime().openapi({ description: 'When its owner last opened it: jobs posted since are new.' }),
  })
  .openapi('SavedSearch');

export const SavedSearchNews = z
  .strictObject({
    id: id(),
    newJobs: z.number().int().openapi({ description: 'Jobs posted since it was last opened, counted up to 100.' }),
    newJobsIsExact: z.boolean().openapi({ description: 'False past 100 ("100+").' }),
  })
  .openapi('SavedSearchNews');

export const JobListNews = z
  .strictObject({
    newJobs: z.number().int().openapi({ description: 'Jobs matching the session filters posted since the list was last opened, counted up to 100.' }),
    newJobsIsExact: z.boolean().openapi({ description: 'False past 100 ("100+").' }),
  })
  .openapi('JobListNews');

export const JobListSeen = z.strictObject({ seenAt: dateTime() }).openapi('JobListSeen');
