import { defineAdapter } from '../adapter-kit';
import { ARBEITNOW_TAG_CATEGORIES, mapCategory } from '../normalize/board-categories';
import { unescapeHtmlOnce } from '../normalize/html';
import { isRecord, jobList, readJson } from '../normalize/payload';
import { cleanList } from '../normalize/text';
import { httpUrl, isOnHost } from '../normalize/urls';
import { skipPosting } from '../posting-assembler';
import { categoryFromWords } from '../normalize/title-categories';
import { text } from './fields';

const NAME = 'arbeitnow';

/**
 * Arbeitnow's /api/job-board-api: {data, links, meta} (or just {data}). Mostly
 * on-site jobs in Germany: only those marked remote are ours. No id: the slug
 * is the key. Some descriptions arrive entity-escaped ("&lt;p&gt;...").
 */
export const arbeitnowAdapter = defineAdapter({
  name: NAME,
  entries: (body) => jobList(NAME, readJson(NAME, body), { keys: ['data'] }),
  idOf: (job) => job.slug,
  // Paged: links.next names the next page while there is one.
  isPartial: (body) => {
    const payload = readJson(NAME, body);
    return isRecord(payload) && isRecord(payload.links) && !!payload.links.next;
  },
  read: (job, context) => {
    if (job.remote === false) return skipPosting(text(job.slug), 'on-site job (remote: false)');
    const tags = cleanList(job.tags);
    const url = httpUrl(job.url, context.boardUrl);
    return {
      externalId: job.slug,
      title: job.title,
      companyName: job.company_name,
      applyUrl: url,
      // Fixture authors have pointed url at the employer; only an arbeitnow.com address is the board's page.
      boardJobUrl: isOnHost(url, 'arbeitnow.com') ? url : null,
      description: unescapeHtmlOnce(text(job.description) ?? ''),
      // Tags are free-form job families, not categories: the title speaks first.
      category: (title) => categoryFromWords([title]) ?? mapCategory(ARBEITNOW_TAG_CATEGORIES, { boardCategories: tags, words: [] }),
      tags,
      location: job.location,
      // One list holds both: job types ("Full-time") and levels ("professional / experienced").
      jobType: job.job_types,
      seniority: job.job_types,
      datePosted: job.created_at,
    };
  },
});
