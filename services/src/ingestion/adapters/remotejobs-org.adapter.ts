import { defineAdapter } from '../adapter-kit';
import { mapCategory, REMOTEJOBS_ORG_CATEGORIES } from '../normalize/board-categories';
import { jobList, readJson } from '../normalize/payload';
import { parseSalaryText, salaryOf } from '../normalize/salary';
import { firstText, record, text } from './fields';

const NAME = 'remotejobs-org';

/**
 * RemoteJobs.org's /api/v1/jobs: {data} (a cache {generatedAt, count, data}
 * wraps the same objects). The company is a nested object; the description is
 * plain text; salary_text ("USD 100,000 - 150,000") is where the currency is.
 */
export const remoteJobsOrgAdapter = defineAdapter({
  name: NAME,
  entries: (body) => jobList(NAME, readJson(NAME, body), { keys: ['data'] }),
  idOf: (job) => job.id,
  read: (job) => {
    const company = record(job.company);
    const category = record(job.category);
    const fromText = parseSalaryText(job.salary_text);
    return {
      externalId: job.id,
      title: job.title,
      companyName: company.name,
      companyImage: company.logo_url,
      companyUrl: company.website,
      applyUrl: firstText(job.apply_url, job.url),
      boardJobUrl: job.url,
      description: text(job.description) ?? '',
      category: (title) =>
        mapCategory(REMOTEJOBS_ORG_CATEGORIES, { boardCategories: [text(category.slug) ?? '', text(category.name) ?? ''], words: [title] }),
      tags: [],
      location: job.location,
      jobType: job.type,
      salary:
        salaryOf({ min: job.salary_min, max: job.salary_max, currency: fromText?.currency, period: fromText?.period }) ?? fromText,
      datePosted: job.posted_at,
    };
  },
});
