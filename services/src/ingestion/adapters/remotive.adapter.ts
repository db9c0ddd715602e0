import { defineAdapter } from '../adapter-kit';
import { mapCategory, REMOTIVE_CATEGORIES } from '../normalize/board-categories';
import { envelopeCount, jobList, readJson } from '../normalize/payload';
import { parseSalaryText } from '../normalize/salary';
import { firstText, text } from './fields';

const NAME = 'remotive';

/**
 * Remotive's /api/remote-jobs: {"00-warning", "0-legal-notice", "job-count",
 * "jobs"} (fixture authors strip it to {"jobs"}). Salary is free text;
 * publication_date has no zone (UTC). The tracking pixel at the end of every
 * description goes with the sanitizer's image rule.
 */
export const remotiveAdapter = defineAdapter({
  name: NAME,
  entries: (body) => jobList(NAME, readJson(NAME, body), { keys: ['jobs'] }),
  idOf: (job) => job.id,
  // "total-job-count" above the jobs sent: a limited or filtered request, not the whole board.
  isPartial: (body) => {
    const payload = readJson(NAME, body);
    const total = envelopeCount(payload, 'total-job-count');
    return total !== null && total > jobList(NAME, payload, { keys: ['jobs'] }).length;
  },
  read: (job) => ({
    externalId: job.id,
    title: job.title,
    companyName: job.company_name,
    companyImage: firstText(job.company_logo, job.company_logo_url),
    // Remotive's terms: link back to the URL found on Remotive; it is also the only one the feed has.
    applyUrl: job.url,
    boardJobUrl: job.url,
    description: text(job.description) ?? '',
    category: (title) => mapCategory(REMOTIVE_CATEGORIES, { boardCategories: [text(job.category) ?? ''], words: [title] }),
    tags: job.tags,
    location: job.candidate_required_location,
    jobType: job.job_type,
    salary: parseSalaryText(job.salary),
    datePosted: job.publication_date,
  }),
});
