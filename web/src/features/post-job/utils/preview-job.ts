import type { JobSummary } from '../../../components/job-card/job-summary';
import { PREVIEW_PIN_DAYS, PREVIEW_VALID_MONTHS } from './post-job-constants';
import type { PostingDraft } from '@remotehunt/forms/posting';
import { PAY_DEFAULTS, postedSalary, postedTags } from './posting-draft';

const DAY_MS = 24 * 3600 * 1000;
/** Spec section 4: tags that make a job worldwide, lowercased with spaces removed. */
const WORLDWIDE_TAGS = new Set(['anywhere', 'worldwide', 'anywhere(100%remote)only', 'anywhere(100%remote)', 'fullremote']);
/** The board paid postings appear under. */
const OWN_BOARD = { name: 'RemoteHunt', url: '/' };

export interface PreviewJob {
  job: JobSummary;
  pinTill: Date;
  validThrough: Date;
}

/** The job card the posting will become: highlighted, pinned a week, valid a month from `now`. */
export function previewJob(draft: PostingDraft, logoUrl: string | null, now: number = Date.now()): PreviewJob {
  const tags = postedTags(draft.tags);
  const validThrough = new Date(now);
  validThrough.setMonth(validThrough.getMonth() + PREVIEW_VALID_MONTHS);
  const job: JobSummary = {
    _id: 'preview',
    jobTitle: draft.jobTitle.trim(),
    companyName: draft.companyName.trim(),
    companyImage: logoUrl,
    source: { ...OWN_BOARD, attribution: `Source: ${OWN_BOARD.name}`, jobUrl: null },
    tags,
    category: draft.category,
    applyUrl: draft.applyUrl.trim(),
    datePosted: new Date(now).toISOString(),
    validThrough: validThrough.toISOString(),
    metadata: { highlight: true },
    worldwide: draft.location === 'Worldwide' || tags.some((tag) => WORLDWIDE_TAGS.has(tag.toLowerCase().replace(/\s+/g, ''))),
    // The server reads where the job can be done from when it publishes it; the preview shows the Worldwide tag only.
    eligibility: { badge: null, forYou: null },
    salary: previewSalary(draft),
    jobType: draft.jobType,
    seniority: null,
    staleReason: null,
    pagePath: null,
    expired: false,
    filled: false,
    shortlisted: false,
    shortlistedJobId: null,
    status: null,
    visited: false,
    applied: false,
  };
  return { job, pinTill: new Date(now + PREVIEW_PIN_DAYS * DAY_MS), validThrough };
}

/** The card's pay as it will be published: what the poster typed, in the currency and period chosen. */
function previewSalary(draft: PostingDraft): JobSummary['salary'] {
  const salary = postedSalary(draft, PAY_DEFAULTS);
  if (!salary) return null;
  return { min: salary.min ?? null, max: salary.max ?? null, currency: salary.currency, period: salary.period };
}
