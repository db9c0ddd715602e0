import { defineAdapter } from '../adapter-kit';
import { JOBICY_CATEGORIES, mapCategory } from '../normalize/board-categories';
import { jobList, readJson } from '../normalize/payload';
import { salaryOf, salaryPeriodOf } from '../normalize/salary';
import { cleanList } from '../normalize/text';
import { firstText } from './fields';

const NAME = 'jobicy';

/**
 * Jobicy's /api/v2/remote-jobs: {apiVersion, friendlyNotice, jobCount, ...,
 * jobs} (or just {jobs}). Industries come entity-encoded ("Finance &amp;
 * Accounting") and are also the only tags Jobicy gives; jobGeo is one string
 * ("EMEA,  LATAM,  Canada,  USA").
 */
export const jobicyAdapter = defineAdapter({
  name: NAME,
  entries: (body) => jobList(NAME, readJson(NAME, body), { keys: ['jobs'] }),
  idOf: (job) => job.id,
  read: (job) => {
    const industries = cleanList(job.jobIndustry);
    return {
      externalId: job.id,
      title: job.jobTitle,
      companyName: job.companyName,
      companyImage: job.companyLogo,
      // Jobicy's terms: application buttons go to the job URL in the feed.
      applyUrl: job.url,
      boardJobUrl: job.url,
      description: firstText(job.jobDescription, job.jobExcerpt) ?? '',
      category: (title) => mapCategory(JOBICY_CATEGORIES, { boardCategories: industries, words: [title] }),
      tags: industries,
      location: job.jobGeo,
      jobType: job.jobType,
      seniority: job.jobLevel,
      salary: salaryOf({
        // Older API versions: annualSalaryMin / annualSalaryMax.
        min: job.salaryMin ?? job.annualSalaryMin,
        max: job.salaryMax ?? job.annualSalaryMax,
        currency: job.salaryCurrency,
        period: salaryPeriodOf(job.salaryPeriod) ?? (job.annualSalaryMin !== undefined ? 'year' : null),
      }),
      datePosted: job.pubDate,
    };
  },
});
