import { boardNameKey, boardNameKeySql } from '../job-boards/board-names';
import { randomUUID } from 'node:crypto';
import type { Services } from '../app/services';
import type { AuthSession } from '../accounts/accounts.service';
import { type Owner, selfOwner } from '../auth/authorization';
import { isWorldwide, normalizeCompanyName, normalizeTags } from '../jobs/job-rules';
import { locationFacts } from '../ingestion/normalize/location';
import { type Eligibility, eligibilityOfJob } from '../eligibility/eligibility';
import type { Salary } from '../ingestion/board-adapter';
import { type JobFacts, JOB_FACT_COLUMNS, jobFactValues } from '../jobs/job-facts';
import { companyLogoPath } from '../logos/logo-url';
import { loadUsdRates } from '../pay/exchange-rates';

export const DEFAULT_PASSWORD = 'correct horse battery';

export interface UserOverrides {
  name?: string;
  email?: string;
  password?: string;
  admin?: boolean;
  recruiter?: boolean;
}

/**
 * Signs up a user through the real service; roles are set directly, as an admin tool would.
 * `owner` is the user acting on their own records, for tests that call services directly.
 */
export async function createUser(services: Services, overrides: UserOverrides = {}): Promise<AuthSession & { password: string; owner: Owner }> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const session = await services.accounts.signUp({
    name: overrides.name ?? 'Test User',
    email: overrides.email ?? `user-${randomUUID()}@example.com`,
    password,
  });
  if (overrides.admin || overrides.recruiter) {
    await services.db.query(`UPDATE users SET is_admin = $2, is_recruiter = $3 WHERE id = $1`, [
      session.userId,
      overrides.admin ?? false,
      overrides.recruiter ?? false,
    ]);
  }
  const owner = selfOwner({
    userId: session.userId,
    sessionId: randomUUID(),
    isAdmin: overrides.admin ?? false,
    isRecruiter: overrides.recruiter ?? false,
    hasAppAccess: true,
  });
  return { ...session, password, owner };
}

export interface JobOverrides {
  title?: string;
  companyName?: string;
  companyImage?: string | null;
  board?: string;
  category?: string;
  tags?: string[];
  description?: string;
  datePosted?: Date;
  validThrough?: Date;
  pinTill?: Date | null;
  filled?: boolean;
  /** Where candidates must be (null: not said); worldwide defaults to what the tags say. */
  regionalRestriction?: string | null;
  worldwide?: boolean;
  /**
   * A board's location text, stored as ingestion stores it: the restriction and worldwide
   * read from it (locationFacts) unless given too.
   */
  location?: string;
  /** Where it can be done from; read from the place above (as ingestion reads it) unless given. */
  eligibility?: Eligibility;
  salary?: Salary | null;
  seniority?: string | null;
  jobType?: string | null;
}

const BOARD_IDS: Record<string, string> = {};

/** Inserts a job (and its company) directly; board is a seeded board's name, category a canonical slug. */
export async function createJob(services: Services, overrides: JobOverrides = {}): Promise<{ id: string; companyId: string }> {
  const board = overrides.board ?? 'Remote OK';
  BOARD_IDS[board] ??= (await services.db.query(`SELECT id FROM job_boards WHERE ${boardNameKeySql('name')} = $1`, [boardNameKey(board)]))[0].id;
  const companyName = overrides.companyName ?? 'Acme Remote';
  const [company] = await services.db.query(
    `INSERT INTO companies (name, normalized_name, description, url) VALUES ($1, $2, $3, $4)
     ON CONFLICT (normalized_name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [companyName, normalizeCompanyName(companyName), `${companyName} builds things remotely.`, 'https://example.com'],
  );
  const tags = normalizeTags(overrides.tags ?? ['typescript']);
  const datePosted = overrides.datePosted ?? new Date();
  const validThrough = overrides.validThrough ?? new Date(datePosted.getTime() + 30 * 24 * 3600 * 1000);
  const place = overrides.location === undefined ? undefined : locationFacts(overrides.location);
  const worldwide = overrides.worldwide ?? place?.worldwide ?? isWorldwide(tags);
  const regionalRestriction = overrides.regionalRestriction === undefined ? (place?.regionalRestriction ?? null) : overrides.regionalRestriction;
  const facts: JobFacts = {
    eligibility: overrides.eligibility ?? eligibilityOfJob({ location: place?.location ?? null, regionalRestriction, worldwide }),
    salary: overrides.salary ?? null,
    seniority: overrides.seniority ?? null,
  };
  const [job] = await services.db.query(
    `INSERT INTO jobs (board_id, external_id, company_id, title, company_name, company_image, category_slug, tags, description,
                       apply_url, date_posted, valid_through, pin_till, highlight, worldwide, filled, regional_restriction, location, job_type,
                       ${JOB_FACT_COLUMNS.map((c) => c.name).join(', ')})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
             ${JOB_FACT_COLUMNS.map((c, i) => c.select(`$${20 + i}::${c.type}`)).join(', ')}) RETURNING id`,
    [
      BOARD_IDS[board],
      randomUUID(),
      company.id,
      overrides.title ?? 'Senior Engineer',
      companyName,
      overrides.companyImage === undefined ? 'https://example.com/logo.png' : overrides.companyImage,
      overrides.category ?? 'programming',
      tags,
      overrides.description ?? '<p>Build remote things.</p>',
      'https://example.com/apply',
      datePosted,
      validThrough,
      overrides.pinTill ?? null,
      Boolean(overrides.pinTill),
      worldwide,
      overrides.filled ?? false,
      regionalRestriction,
      place?.location ?? null,
      overrides.jobType ?? null,
      ...jobFactValues(facts, await loadUsdRates(services.db)),
    ],
  );
  await services.db.query(
    `INSERT INTO tags (name, job_count) SELECT unnest($1::text[]), 1 ON CONFLICT (name) DO UPDATE SET job_count = tags.job_count + 1`,
    [tags],
  );
  return { id: job.id, companyId: company.id };
}

export interface NewsletterOverrides {
  frequency?: 'daily' | 'weekly';
  countryCode?: string;
  categories?: string[];
  keywords?: string[];
  filters?: { title?: boolean; tags?: boolean; description?: boolean };
  status?: 'pending' | 'active' | 'cancelled';
  access?: 'free' | 'paid';
  /** Jobs that arrived after this go into the next digest; an hour ago unless given. */
  since?: Date;
}

/** A newsletter subscription written directly (the service's own tests go through the API). */
export async function createNewsletter(services: Services, userId: string, overrides: NewsletterOverrides = {}): Promise<string> {
  const [row] = await services.db.query(
    `INSERT INTO newsletters (user_id, name, country_code, categories, keywords, frequency, filter_title, filter_tags, filter_description,
                              status, access, digest_cursor)
     VALUES ($1, 'Subscriber', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      userId,
      overrides.countryCode ?? 'US',
      overrides.categories ?? ['programming'],
      overrides.keywords ?? [],
      overrides.frequency ?? 'daily',
      overrides.filters?.title ?? true,
      overrides.filters?.tags ?? true,
      overrides.filters?.description ?? true,
      overrides.status ?? 'active',
      overrides.access ?? 'paid',
      overrides.since ?? new Date(Date.now() - 3600_000),
    ],
  );
  return row.id;
}

/**
 * Gives a company our copy of a logo, as the logo worker leaves one (a 128 px WebP in the real
 * storage); answers the address pages show it at.
 */
export async function createCompanyLogo(services: Services, companyId: string, colour = '#336699'): Promise<string> {
  const sharp = (await import('sharp')).default;
  const webp = await sharp({ create: { width: 128, height: 128, channels: 4, background: colour } }).webp().toBuffer();
  const key = `logos/companies/${companyId}.webp`;
  await services.storage.putStream(key, webp, { contentType: 'image/webp' });
  const version = `t${colour.replace(/[^0-9a-z]/gi, '')}`;
  await services.db.query(
    `UPDATE companies SET logo_key = $2, logo_version = $3, logo_checked_at = now(), logo_due_at = now() + interval '30 days' WHERE id = $1`,
    [companyId, key, version],
  );
  return companyLogoPath(companyId, version);
}
