import { JOB_SORTS, PLACE_FILTERS } from '@remotehunt/services/jobs/job-filter.schema';
import { ALERT_FREQUENCIES } from '@remotehunt/services/saved-searches/alerts/alert-schedule';
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

export const SavedSearchAlert = z
  .strictObject({
    frequency: z.enum(ALERT_FREQUENCIES).openapi({ description: 'off; instant (as jobs arrive, at most one mail an hour); daily; weekly.' }),
    hour: z.number().int().openapi({ description: 'Local hour (0-23) of daily and weekly alerts.' }),
    weekday: z.number().int().openapi({ description: 'ISO weekday of weekly alerts: 1 = Monday … 7 = Sunday.' }),
    timezone: z.string().openapi({ description: 'IANA time zone the hours are in.' }),
    quietHours: z
      .strictObject({ start: z.number().int(), end: z.number().int() })
      .nullable()
      .openapi({ description: 'Local hours [start, end) in which no alert is sent (wrapping midnight); an alert due then goes when they end.' }),
    nextAlertAt: dateTime().nullable().openapi({ description: 'When the next alert is due; null while off.' }),
  })
  .openapi('SavedSearchAlert');

export const SavedSearch = z
  .strictObject({
    id: id(),
    name: z.string(),
    filter: SavedSearchFilter,
    createdAt: dateTime(),
    updatedAt: dateTime(),
    openedAt: dateTime().openapi({ description: 'When its owner last opened it: jobs posted since are new.' }),
    alert: SavedSearchAlert,
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
