import { defineAdapter } from '../adapter-kit';
import { stripRemoteOkBoilerplate } from '../normalize/boilerplate';
import { mapCategory, REMOTEOK_TAG_CATEGORIES } from '../normalize/board-categories';
import { parseFeedDate } from '../normalize/dates';
import { jobList, readJson } from '../normalize/payload';
import { salaryOf } from '../normalize/salary';
import { cleanList } from '../normalize/text';
import { categoryFromWords } from '../normalize/title-categories';
import { firstText, text } from './fields';

const NAME = 'remoteok';
// Since 2026 many jobs carry the same 20-50 decorative tags ("design, sys admin, vfx, ..." on a
// "Patient Scheduler"); only a short tag list still describes its job.
const MAX_TELLING_TAGS = 6;

/**
 * RemoteOK's /api: a bare array whose element [0] is the legal notice, then
 * jobs. Salaries are yearly USD with 0 for unknown. There are no categories:
 * the title decides, then a short tag list.
 */
export const remoteOkAdapter = defineAdapter({
  name: NAME,
  entries: (body) => jobList(NAME, readJson(NAME, body), { bareArray: true }),
  isPosting: (entry) => !(typeof entry.legal === 'string' && entry.id === undefined && entry.position === undefined),
  idOf: (job) => job.id,
  read: (job) => {
    const tags = cleanList(job.tags);
    return {
      externalId: job.id,
      title: job.position,
      companyName: job.company,
      companyImage: firstText(job.company_logo, job.logo),
      applyUrl: firstText(job.apply_url, job.url),
      boardJobUrl: text(job.url),
      description: stripRemoteOkBoilerplate(text(job.description) ?? ''),
      category: (title) =>
        categoryFromWords([title]) ??
        mapCategory(REMOTEOK_TAG_CATEGORIES, { boardCategories: tags.length <= MAX_TELLING_TAGS ? tags : [], words: [] }),
      tags,
      location: job.location,
      salary: salaryOf({ min: job.salary_min, max: job.salary_max, currency: 'USD', period: 'year' }),
      datePosted: parseFeedDate(job.epoch) ?? job.date,
    };
  },
});
