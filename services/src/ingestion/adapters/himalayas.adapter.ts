import { defineAdapter } from '../adapter-kit';
import { HIMALAYAS_CATEGORIES, mapCategory } from '../normalize/board-categories';
import { envelopeCount, isRecord, jobList, readJson } from '../normalize/payload';
import { salaryOf, salaryPeriodOf } from '../normalize/salary';
import { cleanList } from '../normalize/text';
import { firstText, text } from './fields';

const NAME = 'himalayas';
// categories lists up to ~20 near-synonyms ("Regional-Sales-Director", "Regional-Head-Of-Sales", ...);
// the first few say it all and keep the tag list readable.
const MAX_TAGS = 6;

/**
 * Himalayas' /jobs/api: {comments, updatedAt, offset, limit, totalCount, jobs},
 * or a cache {generatedAt, count, jobs} around the same job objects. No id:
 * guid (the job's himalayas.app URL) is the key. An empty locationRestrictions
 * list means worldwide.
 */
export const himalayasAdapter = defineAdapter({
  name: NAME,
  entries: (body) => jobList(NAME, readJson(NAME, body), { keys: ['jobs'] }),
  idOf: (job) => firstText(job.guid, job.applicationLink),
  // One page of a paged API: totalCount beyond this page's end, or a cursor to the next one.
  isPartial: (body) => {
    const payload = readJson(NAME, body);
    const total = envelopeCount(payload, 'totalCount');
    const pageEnd = (envelopeCount(payload, 'offset') ?? 0) + jobList(NAME, payload, { keys: ['jobs'] }).length;
    return (total !== null && total > pageEnd) || (isRecord(payload) && !!payload.nextCursor);
  },
  read: (job) => {
    const categories = cleanList(job.categories).map((slug) => slug.replace(/-/g, ' '));
    const restrictions = Array.isArray(job.locationRestrictions) ? cleanList(job.locationRestrictions) : null;
    return {
      externalId: firstText(job.guid, job.applicationLink),
      title: job.title,
      companyName: job.companyName,
      companyImage: job.companyLogo,
      // Himalayas' terms: link back to the URL found on Himalayas, which is also applicationLink.
      applyUrl: firstText(job.applicationLink, job.guid),
      boardJobUrl: firstText(job.guid, job.applicationLink),
      description: text(job.description) ?? '',
      category: (title) => mapCategory(HIMALAYAS_CATEGORIES, { boardCategories: cleanList(job.parentCategories), words: [title, ...categories] }),
      tags: categories.slice(0, MAX_TAGS),
      location: restrictions?.join(', ') ?? null,
      worldwide: restrictions !== null && restrictions.length === 0,
      jobType: job.employmentType,
      seniority: job.seniority,
      salary: salaryOf({ min: job.minSalary, max: job.maxSalary, currency: job.currency, period: salaryPeriodOf(job.salaryPeriod) }),
      datePosted: job.pubDate,
      validThrough: job.expiryDate,
    };
  },
});
