import type { EntityManager } from 'typeorm';
import { REMOTEHUNT_BOARD_ID } from '../database/migrations/1764320000000-job-postings';
import { isWorldwide, normalizeCompanyName, normalizeTags } from '../jobs/job-rules';
import { eligibilityOfPosting } from '../eligibility/posting-eligibility';
import { type JobFacts, JOB_FACT_COLUMNS, jobFactValues } from '../jobs/job-facts';
import { seniorityOf } from '../job-kind/seniority';
import { loadUsdRates } from '../pay/exchange-rates';
import type { JobInfo } from './posting-form';

/** Spec: a paid posting is pinned 7 days and valid one month; an auto-bump renewal adds 30 days. */
export const PIN_DAYS = 7;
export const AUTO_BUMP_DAYS = 30;

interface PostingRow {
  id: string;
  posted_by: string | null;
  email: string;
  price_id: string;
  job_info: JobInfo & { companyImage: string | null };
  auto_bump: boolean;
  status: 'pending' | 'published';
  subscription_id: string | null;
  job_id: string | null;
  logo_key: string | null;
}

/** The form's location choice and description read by the rule a board's posting is read by; pay as the employer gave it. */
function factsOfPosting(info: JobInfo, worldwide: boolean): JobFacts {
  const pay = info.salary;
  return {
    eligibility: eligibilityOfPosting({ location: null, regionalRestriction: info.location, worldwide, descriptionHtml: info.description }),
    salary: pay ? { min: pay.min ?? pay.max ?? null, max: pay.max ?? pay.min ?? null, currency: pay.currency, period: pay.period } : null,
    seniority: seniorityOf({ title: info.jobTitle }),
  };
}

/** What publishing found or did: `publishedNow` only for the one call that published it (its receipt's cue). */
export interface PublishedPosting {
  postingId: string;
  jobId: string;
  publishedNow: boolean;
  /** The poster's account (a visitor's is found or made by the address they gave). */
  postedBy: string | null;
  /** Ordered without signing in. */
  byVisitor: boolean;
  /** The address the order gave ("The receipt goes here", says the form). */
  email: string;
  priceId: string;
  jobTitle: string;
  companyName: string;
}

/** Finds or makes the account a visitor's posting belongs to (accounts/visitor-accounts.ts). */
export type PostingOwnerFor = (tx: EntityManager, buyer: { email: string; name: string }) => Promise<string>;

/**
 * Publishes a paid posting as a job on RemoteHunt's board: highlighted, pinned PIN_DAYS, valid one
 * month. Called inside the webhook's transaction by whichever event says it was paid first
 * (checkout completed, or the auto-bump subscription's first invoice); later ones find it
 * published and only record the subscription. A visitor's posting is given to the account of the
 * address they ordered with (`ownerFor`) as it is published, so it can be managed. Answers null for
 * no such posting.
 */
export async function publishPosting(
  tx: EntityManager,
  postingId: string,
  opts: { subscriptionId?: string | null; ownerFor?: PostingOwnerFor } = {},
): Promise<PublishedPosting | null> {
  const [posting]: PostingRow[] = await tx.query(
    `SELECT id, posted_by, email, price_id, job_info, auto_bump, status, subscription_id, job_id, logo_key FROM job_postings WHERE id = $1 FOR UPDATE`,
    [postingId],
  );
  if (!posting) return null;
  if (opts.subscriptionId && !posting.subscription_id) {
    await tx.query(`UPDATE job_postings SET subscription_id = $2 WHERE id = $1`, [postingId, opts.subscriptionId]);
  }
  const byVisitor = posting.posted_by === null;
  const result = (jobId: string, publishedNow: boolean): PublishedPosting => ({
    postingId,
    jobId,
    publishedNow,
    postedBy: posting.posted_by,
    byVisitor,
    email: posting.email,
    priceId: posting.price_id,
    jobTitle: posting.job_info.jobTitle,
    companyName: posting.job_info.companyName,
  });
  if (posting.status === 'published') return posting.job_id ? result(posting.job_id, false) : null;
  if (byVisitor && opts.ownerFor) {
    posting.posted_by = await opts.ownerFor(tx, { email: posting.email, name: posting.job_info.companyName });
    await tx.query(`UPDATE job_postings SET posted_by = $2 WHERE id = $1`, [postingId, posting.posted_by]);
  }

  const info = posting.job_info;
  // The employer's uploaded logo (stored already, served by us) becomes the company's when it has
  // none; with one, there is nothing for the logo worker to fetch (logo_due_at null).
  const [company] = await tx.query(
    `INSERT INTO companies (normalized_name, name, logo_key, logo_version, logo_due_at, url, hq, email, description, statement)
     VALUES ($1, $2, $3, $9, CASE WHEN $3::text IS NULL THEN now() END, $4, $5, $6, $7, NULLIF($8, ''))
     ON CONFLICT (normalized_name) DO UPDATE SET
       logo_key = COALESCE(companies.logo_key, EXCLUDED.logo_key),
       logo_version = CASE WHEN companies.logo_key IS NULL THEN EXCLUDED.logo_version ELSE companies.logo_version END,
       logo_due_at = CASE WHEN companies.logo_key IS NULL AND EXCLUDED.logo_key IS NOT NULL THEN NULL ELSE companies.logo_due_at END,
       url = COALESCE(companies.url, EXCLUDED.url),
       hq = COALESCE(companies.hq, EXCLUDED.hq), email = COALESCE(companies.email, EXCLUDED.email),
       description = CASE WHEN companies.description = '' THEN EXCLUDED.description ELSE companies.description END,
       statement = COALESCE(companies.statement, EXCLUDED.statement)
     RETURNING id`,
    [
      normalizeCompanyName(info.companyName) || info.companyName.toLowerCase(),
      info.companyName,
      posting.logo_key,
      info.company.websiteUrl,
      info.company.hq,
      info.company.email,
      info.company.description,
      info.company.statement,
      posting.logo_key && posting.id,
    ],
  );
  const tags = normalizeTags(info.tags);
  const worldwide = info.location === 'Worldwide' || isWorldwide(tags);
  const facts = jobFactValues(factsOfPosting(info, worldwide), await loadUsdRates(tx));
  const [job] = await tx.query(
    `INSERT INTO jobs (board_id, company_id, title, company_name, company_image, category_slug, tags, description, apply_url,
                       date_posted, valid_through, highlight, pin_till, job_type, regional_restriction, worldwide, is_subscription, posted_by,
                       ${JOB_FACT_COLUMNS.map((c) => c.name).join(', ')})
     VALUES ($1, $2, $3, $4, $5, (SELECT slug FROM job_category_aliases WHERE alias = lower($6)), $7, $8, $9,
             now(), now() + interval '1 month', true, now() + make_interval(days => $10), $11, $12, $13, $14, $15,
             ${JOB_FACT_COLUMNS.map((c, i) => c.select(`$${16 + i}::${c.type}`)).join(', ')})
     RETURNING id`,
    [
      REMOTEHUNT_BOARD_ID,
      company.id,
      info.jobTitle,
      info.companyName,
      info.companyImage,
      info.category,
      tags,
      info.description,
      info.applyUrl,
      PIN_DAYS,
      info.jobType,
      info.location,
      worldwide,
      posting.auto_bump,
      posting.posted_by,
      ...facts,
    ],
  );
  if (tags.length > 0) {
    await tx.query(
      `INSERT INTO tags (name, job_count) SELECT unnest($1::text[]), 1 ON CONFLICT (name) DO UPDATE SET job_count = tags.job_count + 1`,
      [tags],
    );
  }
  await tx.query(`UPDATE job_postings SET status = 'published', job_id = $2, published_at = now() WHERE id = $1`, [postingId, job.id]);
  // Posting a job is what makes someone a recruiter: the side menu then shows Job Postings.
  if (posting.posted_by) await tx.query(`UPDATE users SET is_recruiter = true WHERE id = $1 AND NOT is_recruiter`, [posting.posted_by]);
  return result(job.id, true);
}

/**
 * A paid invoice of a posting's auto-bump subscription. The first one publishes the posting (its
 * checkout's completion may come later); each renewal brings the job back to the top and keeps
 * it valid until the paid period ends (AUTO_BUMP_DAYS more). A filled posting or one whose
 * auto-bump was cancelled is left as it is.
 */
export async function renewPosting(
  tx: EntityManager,
  ref: { postingId: string | null; subscriptionId: string },
  invoice: { renewal: boolean; periodEnd: Date | null },
  opts: { ownerFor?: PostingOwnerFor } = {},
): Promise<PublishedPosting | null> {
  const postingId = ref.postingId ?? (await postingOfSubscription(tx, ref.subscriptionId));
  if (!postingId) return null;
  const published = await publishPosting(tx, postingId, { subscriptionId: ref.subscriptionId, ownerFor: opts.ownerFor });
  if (!published || !invoice.renewal) return published;
  const jobId = published.jobId;
  await tx.query(
    `UPDATE jobs SET date_posted = now(),
            valid_through = GREATEST(valid_through, COALESCE($2, now() + make_interval(days => $3))), updated_at = now()
      WHERE id = $1 AND is_subscription AND NOT filled`,
    [jobId, invoice.periodEnd, AUTO_BUMP_DAYS],
  );
  return published;
}

/** The auto-bump subscription ended (cancelled, or its payments failed for good): no more renewals. */
export async function endAutoBump(tx: EntityManager, subscriptionId: string): Promise<boolean> {
  const [rows] = await tx.query(
    `UPDATE jobs SET is_subscription = false, updated_at = now()
      WHERE id = (SELECT job_id FROM job_postings WHERE subscription_id = $1) AND is_subscription
      RETURNING id`,
    [subscriptionId],
  );
  return rows.length > 0;
}

export async function postingOfSubscription(tx: EntityManager, subscriptionId: string): Promise<string | null> {
  const [row] = await tx.query(`SELECT id FROM job_postings WHERE subscription_id = $1`, [subscriptionId]);
  return row?.id ?? null;
}
