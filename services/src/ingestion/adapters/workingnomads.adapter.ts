import { defineAdapter } from '../adapter-kit';
import { mapCategory, WORKINGNOMADS_CATEGORIES } from '../normalize/board-categories';
import { jobList, readJson } from '../normalize/payload';
import { text } from './fields';

const NAME = 'workingnomads';
// https://www.workingnomads.com/job/go/1719512/
const JOB_ID_IN_URL = /\/job\/go\/(\d+)/;

/**
 * Working Nomads' /api/exposed_jobs/: a bare array, no ids, no terms. url is a
 * redirect to the employer's posting, so it is the Apply link and carries the
 * job's numeric id. tags is one comma-separated string.
 */
export const workingNomadsAdapter = defineAdapter({
  name: NAME,
  entries: (body) => jobList(NAME, readJson(NAME, body), { bareArray: true }),
  idOf: (job) => externalIdOf(job.url),
  read: (job) => ({
    externalId: externalIdOf(job.url),
    title: job.title,
    companyName: job.company_name,
    applyUrl: job.url,
    description: text(job.description) ?? '',
    category: (title) => mapCategory(WORKINGNOMADS_CATEGORIES, { boardCategories: [text(job.category_name) ?? ''], words: [title] }),
    tags: job.tags,
    location: job.location,
    datePosted: job.pub_date,
  }),
});

function externalIdOf(url: unknown): string | null {
  const address = text(url);
  return address ? (JOB_ID_IN_URL.exec(address)?.[1] ?? address) : null;
}
