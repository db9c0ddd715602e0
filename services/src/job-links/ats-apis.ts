import { z } from 'zod';
import { cleanLocation } from '../ingestion/normalize/location';
import { cleanText } from '../ingestion/normalize/text';
import { absoluteHttpUrl } from './absolute-url';
import { employmentTypeOf } from './employment-type';
import { descriptionOf } from './escaped-html';
import type { EmploymentType, JobDraft } from './job-draft';
import { isoDate } from './job-posting';
import { ATS_SITE_NAMES, type AtsName, atsOfHost } from './job-sites';
import { salaryText } from './salary-text';

export type { AtsName } from './job-sites';

/** Each ATS's public API, scheme and host; `bases` in atsApiFor replaces them (tests serve them locally). */
const API_BASES: Record<AtsName, string> = {
  greenhouse: 'https://boards-api.greenhouse.io',
  lever: 'https://api.lever.co',
  ashby: 'https://api.ashbyhq.com',
  workable: 'https://apply.workable.com',
  smartrecruiters: 'https://api.smartrecruiters.com',
};
// Lever keeps its EU customers' postings apart.
const LEVER_EU_BASE = 'https://api.eu.lever.co';

// A board, company or account name as it can appear in a path: no dots to climb with, no escapes.
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const NUMBER_ID = /^\d{1,20}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHORTCODE = /^[A-Za-z0-9]{4,20}$/;

/**
 * The public API that answers for a job page of Greenhouse, Lever, Ashby, Workable or
 * SmartRecruiters, or null for any other address. Hosts must match exactly
 * (boards.greenhouse.io.evil.com is not Greenhouse), and every name taken from the path must look
 * like one, so the API address built from it cannot point anywhere else. A company's own page with
 * `?gh_jid=` names no board, so it is not enough.
 */
export function atsApiFor(pageUrl: string, bases: Partial<Record<AtsName, string>> = {}): { ats: AtsName; apiUrl: string } | null {
  let url: URL;
  try {
    url = new URL(pageUrl.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.port || url.username || url.password) return null;
  const ats = atsOfHost(url.hostname.toLowerCase());
  if (!ats) return null;
  const found = apiPathOf(ats, url);
  if (!found) return null;
  const base = bases[ats] ?? (ats === 'lever' && url.hostname.toLowerCase() === 'jobs.eu.lever.co' ? LEVER_EU_BASE : API_BASES[ats]);
  return { ats, apiUrl: `${base.replace(/\/+$/, '')}${found}` };
}

function apiPathOf(ats: AtsName, url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  const [first, second, third, fourth] = segments;
  switch (ats) {
    case 'greenhouse': {
      // boards.greenhouse.io/embed/job_app?for={board}&token={id} is the embedded form of a board's job.
      const embedded = first === 'embed' && second === 'job_app' && segments.length === 2;
      const board = embedded ? url.searchParams.get('for') : first;
      const id = embedded ? url.searchParams.get('token') : third;
      if (!embedded && (segments.length !== 3 || second !== 'jobs')) return null;
      return board && id && SLUG.test(board) && NUMBER_ID.test(id) ? `/v1/boards/${board}/jobs/${id}?pay_transparency=true` : null;
    }
    case 'lever':
      if (segments.length > 3 || (third !== undefined && third !== 'apply')) return null;
      return first && second && SLUG.test(first) && UUID.test(second) ? `/v0/postings/${first}/${second}` : null;
    case 'ashby':
      if (segments.length > 3 || (third !== undefined && third !== 'application')) return null;
      return first && second && SLUG.test(first) && UUID.test(second) ? `/posting-api/job-board/${first}?includeCompensation=true` : null;
    case 'workable':
      if (segments.length > 4 || second !== 'j' || (fourth !== undefined && fourth !== 'apply')) return null;
      return first && third && SLUG.test(first) && SHORTCODE.test(third) ? `/api/v2/accounts/${first}/jobs/${third}` : null;
    case 'smartrecruiters': {
      // The posting's path segment is its id, then its title as a slug: 744000012345678-senior-accountant.
      const id = /^(\d{1,20})(?:-|$)/.exec(second ?? '')?.[1];
      return segments.length === 2 && first && id && SLUG.test(first) ? `/v1/companies/${first}/postings/${id}` : null;
    }
  }
}

/**
 * A job draft from an ATS API's JSON answer for the page at `pageUrl`. The answers are read
 * leniently: a field of an unexpected shape is left out, and an answer that is not a job at all
 * (an error body, another API's) gives null. Never throws.
 */
export function readAtsAnswer(ats: AtsName, json: unknown, pageUrl: string): JobDraft | null {
  try {
    const fields = READERS[ats](json, pageUrl);
    if (!fields || !fields.jobTitle) return null;
    const page = absoluteHttpUrl(pageUrl, pageUrl);
    return {
      jobTitle: fields.jobTitle,
      companyName: fields.companyName ?? null,
      location: fields.location ?? null,
      description: fields.description ?? null,
      salary: fields.salary ?? null,
      employmentType: fields.employmentType ?? null,
      applyUrl: fields.applyUrl ?? fields.canonicalUrl ?? page,
      canonicalUrl: fields.canonicalUrl ?? page,
      datePosted: fields.datePosted ?? null,
      source: ATS_SITE_NAMES[ats],
      isJobPage: true,
    };
  } catch {
    return null;
  }
}

type AnswerFields = Partial<Omit<JobDraft, 'source' | 'isJobPage'>>;

// Optional fields: a wrong type is taken as absent rather than failing the whole answer.
const text = z.string().nullish().catch(null);
const amount = z.union([z.number(), z.string()]).nullish().catch(null);
const flag = z.boolean().nullish().catch(null);
const optional = <T extends z.ZodTypeAny>(schema: T) => schema.nullish().catch(null);

const GreenhouseJob = z.object({
  title: z.string(),
  content: text,
  absolute_url: text,
  company_name: text,
  location: optional(z.object({ name: text })),
  first_published: text,
  updated_at: text,
  metadata: optional(z.array(z.object({ name: text, value: z.unknown() }))),
  pay_input_ranges: optional(z.array(z.object({ min_cents: amount, max_cents: amount, currency_type: text }))),
});

const LeverPosting = z.object({
  text: z.string(),
  categories: optional(z.object({ location: text, commitment: text })),
  description: text,
  descriptionPlain: text,
  lists: optional(z.array(z.object({ text, content: text }))),
  additional: text,
  hostedUrl: text,
  applyUrl: text,
  createdAt: optional(z.number()),
  workplaceType: text,
  salaryRange: optional(z.object({ min: amount, max: amount, currency: text, interval: text })),
});

const AshbyBoard = z.object({ jobs: z.array(z.unknown()) });
const AshbyJob = z.object({
  id: z.string(),
  title: z.string(),
  location: text,
  employmentType: text,
  descriptionHtml: text,
  descriptionPlain: text,
  jobUrl: text,
  applyUrl: text,
  isRemote: flag,
  publishedAt: text,
  compensation: optional(z.object({ compensationTierSummary: text, scrapeableCompensationSalarySummary: text })),
});

const WorkableJob = z.object({
  title: z.string(),
  remote: flag,
  location: optional(z.object({ city: text, region: text, country: text })),
  type: text,
  description: text,
  requirements: text,
  benefits: text,
  published: text,
});

const SmartRecruitersSection = optional(z.object({ title: text, text }));
const SmartRecruitersPosting = z.object({
  name: z.string(),
  company: optional(z.object({ name: text })),
  location: optional(z.object({ city: text, region: text, country: text, remote: flag, fullLocation: text })),
  typeOfEmployment: optional(z.object({ label: text })),
  jobAd: optional(
    z.object({
      sections: optional(
        z.object({
          companyDescription: SmartRecruitersSection,
          jobDescription: SmartRecruitersSection,
          qualifications: SmartRecruitersSection,
          additionalInformation: SmartRecruitersSection,
        }),
      ),
    }),
  ),
  postingUrl: text,
  applyUrl: text,
  releasedDate: text,
});

const READERS: Record<AtsName, (json: unknown, pageUrl: string) => AnswerFields | null> = {
  greenhouse(json) {
    const job = GreenhouseJob.safeParse(json).data;
    if (!job) return null;
    const pay = job.pay_input_ranges?.[0];
    const typeField = job.metadata?.find((field) => /employment|job type|commitment/i.test(field.name ?? ''));
    return {
      jobTitle: cleanText(job.title),
      companyName: cleanText(job.company_name),
      location: cleanLocation(job.location?.name),
      // Greenhouse sends the description entity-escaped ("&lt;p&gt;").
      description: descriptionOf(job.content),
      salary: pay ? salaryText({ min: cents(pay.min_cents), max: cents(pay.max_cents), currency: pay.currency_type }) : null,
      employmentType: employmentTypeOf(typeField?.value),
      canonicalUrl: absoluteHttpUrl(job.absolute_url, 'https://boards.greenhouse.io/'),
      datePosted: isoDate(job.first_published ?? job.updated_at),
    };
  },

  lever(json) {
    const posting = LeverPosting.safeParse(json).data;
    if (!posting) return null;
    const parts = [posting.description ?? posting.descriptionPlain];
    for (const list of posting.lists ?? []) if (list.content) parts.push(`<h3>${escapeText(list.text ?? '')}</h3><ul>${list.content}</ul>`);
    parts.push(posting.additional);
    const range = posting.salaryRange;
    return {
      jobTitle: cleanText(posting.text),
      location: remoteAware(cleanLocation(posting.categories?.location), posting.workplaceType === 'remote'),
      description: descriptionOf(parts.filter(Boolean).join('\n')),
      salary: range ? salaryText({ min: range.min, max: range.max, currency: range.currency, period: leverPeriod(range.interval) }) : null,
      employmentType: employmentTypeOf(posting.categories?.commitment),
      canonicalUrl: absoluteHttpUrl(posting.hostedUrl, 'https://jobs.lever.co/'),
      applyUrl: absoluteHttpUrl(posting.applyUrl, 'https://jobs.lever.co/'),
      datePosted: isoDate(posting.createdAt),
    };
  },

  ashby(json, pageUrl) {
    const board = AshbyBoard.safeParse(json).data;
    // The API answers for the whole board; the page's address names the job.
    const id = pathSegments(pageUrl)[1]?.toLowerCase();
    if (!board || !id) return null;
    const job = board.jobs.map((item) => AshbyJob.safeParse(item).data).find((item) => item?.id.toLowerCase() === id);
    if (!job) return null;
    return {
      jobTitle: cleanText(job.title),
      location: remoteAware(cleanLocation(job.location), job.isRemote === true),
      description: descriptionOf(job.descriptionHtml ?? job.descriptionPlain),
      salary: cleanText(job.compensation?.compensationTierSummary ?? job.compensation?.scrapeableCompensationSalarySummary),
      employmentType: employmentTypeOf(job.employmentType),
      canonicalUrl: absoluteHttpUrl(job.jobUrl, 'https://jobs.ashbyhq.com/'),
      applyUrl: absoluteHttpUrl(job.applyUrl, 'https://jobs.ashbyhq.com/'),
      datePosted: isoDate(job.publishedAt),
    };
  },

  workable(json) {
    const job = WorkableJob.safeParse(json).data;
    if (!job) return null;
    const place = cleanLocation([job.location?.city, job.location?.region, job.location?.country].filter(Boolean).join(', '));
    return {
      jobTitle: cleanText(job.title),
      // A remote job's city is only where the account sits; the country is where applicants must be.
      location: job.remote ? remoteAware(cleanText(job.location?.country), true) : place,
      description: descriptionOf(
        [job.description, job.requirements && `<h3>Requirements</h3>${job.requirements}`, job.benefits && `<h3>Benefits</h3>${job.benefits}`]
          .filter(Boolean)
          .join('\n'),
      ),
      employmentType: WORKABLE_TYPES[job.type ?? ''] ?? employmentTypeOf(job.type),
      datePosted: isoDate(job.published),
    };
  },

  smartrecruiters(json) {
    const posting = SmartRecruitersPosting.safeParse(json).data;
    if (!posting) return null;
    const where = posting.location;
    const country = where?.country && where.country.length === 2 ? where.country.toUpperCase() : where?.country;
    const place = cleanLocation(where?.fullLocation) ?? cleanLocation([where?.city, where?.region, country].filter(Boolean).join(', '));
    const sections = posting.jobAd?.sections;
    const description = [sections?.companyDescription, sections?.jobDescription, sections?.qualifications, sections?.additionalInformation]
      .filter((section) => section?.text)
      .map((section) => (section?.title ? `<h3>${escapeText(section.title)}</h3>${section.text}` : section?.text))
      .join('\n');
    return {
      jobTitle: cleanText(posting.name),
      companyName: cleanText(posting.company?.name),
      location: remoteAware(place, where?.remote === true),
      description: descriptionOf(description),
      employmentType: employmentTypeOf(posting.typeOfEmployment?.label),
      canonicalUrl: absoluteHttpUrl(posting.postingUrl, 'https://jobs.smartrecruiters.com/'),
      applyUrl: absoluteHttpUrl(posting.applyUrl, 'https://jobs.smartrecruiters.com/'),
      datePosted: isoDate(posting.releasedDate),
    };
  },
};

// Workable's job types by their API names.
const WORKABLE_TYPES: Record<string, EmploymentType> = { full: 'full-time', part: 'part-time', contract: 'contract', temporary: 'temporary', internship: 'internship', volunteer: 'volunteer', other: 'other' };

/** Lever's salary intervals ("per-year-salary", "per-hour-wage") as a period word; one-time pay has none. */
function leverPeriod(interval: string | null | undefined): string | null {
  const match = /(hour|day|week|month|year)/.exec(interval ?? '');
  return match ? match[1] : null;
}

const cents = (value: number | string | null | undefined): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n / 100 : null;
};

/** "Remote", or "Remote (Canada)" for a remote job's place, unless the place says so itself ("Remote - US"). */
function remoteAware(place: string | null, remote: boolean): string | null {
  if (!remote) return place;
  if (!place) return 'Remote';
  return /\bremote\b/i.test(place) ? place : `Remote (${place})`;
}

function pathSegments(url: string): string[] {
  try {
    return new URL(url).pathname.split('/').filter(Boolean);
  } catch {
    return [];
  }
}

/** Plain text for a heading put around an API's HTML sections. */
function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
