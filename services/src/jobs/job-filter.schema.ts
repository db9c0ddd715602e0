import { z } from 'zod';

const names = (field: string, max: number) =>
  z
    .array(z.string({ message: `${field} must be a list of names` }).trim().min(1, `${field} cannot contain blank names`).max(100, `${field} names must be at most 100 characters`), {
      message: `${field} must be a list of names`,
    })
    .max(max, `${field} can hold at most ${max} names`)
    .default([]);

const flag = (field: string) => z.boolean({ message: `${field} must be true or false` }).default(false);

/** The job list filter body; unknown keys are dropped. */
export const jobFilterSchema = z.object({
  categories: names('categories', 50),
  sources: names('sources', 50),
  tags: names('tags', 20).transform((tags) => tags.map((t) => t.toLowerCase())),
  hideViewedJobs: flag('hideViewedJobs'),
  worldwide: flag('worldwide'),
  query: z.string({ message: 'query must be text' }).trim().max(200, 'query must be at most 200 characters').optional(),
});

const listParam = (value: unknown) => (value === undefined || Array.isArray(value) ? value : [value]);
const flagParam = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

/**
 * The filter body from a query string (`GET .../remotejobs/facets`): repeat a key for each
 * name (`?categories=Design&categories=Sales`), flags are `true` or `false`. Anything else
 * is passed on as it came, for jobFilterSchema to refuse with the field's name.
 */
export function jobFilterFromQuery(query: Record<string, unknown>): Record<string, unknown> {
  return {
    categories: listParam(query.categories),
    sources: listParam(query.sources),
    tags: listParam(query.tags),
    hideViewedJobs: flagParam(query.hideViewedJobs),
    worldwide: flagParam(query.worldwide),
    query: query.query,
  };
}

export type JobFilter = z.infer<typeof jobFilterSchema>;

export const jobIdSchema = z.object({ jobId: z.uuid({ message: 'Please provide a valid jobId' }) });
