import { SENIORITIES } from '@remotehunt/services/job-kind/seniority';
import { z } from '../zod-openapi';
import { dateTime, id, orNull, page } from './common.responses';

const SALARY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;

const UtcWindow = z.strictObject({ minUtcOffset: z.number(), maxUtcOffset: z.number() }).openapi('UtcWindow');

const JobEligibility = z
  .strictObject({
    anywhere: z.boolean(),
    countries: z.array(z.string()).openapi({ description: 'ISO 3166-1 alpha-2 codes, sorted; empty when anywhere or unknown.' }),
    timezones: orNull(UtcWindow),
    badge: z.string().nullable().openapi({ description: 'The words the job card shows; null when unknown.' }),
    forYou: z
      .enum(['may-apply', 'may-not', 'unknown'])
      .nullable()
      .openapi({ description: 'Whether the caller may take it from where they work; null until they say (Account Settings).' }),
  })
  .openapi('JobEligibility');

export const JobSalary = z
  .strictObject({
    min: z.number().nullable(),
    max: z.number().nullable(),
    currency: z.string().nullable(),
    period: z.enum(SALARY_PERIODS).nullable(),
    annualUsdMin: z.number().int().nullable(),
    annualUsdMax: z.number().int().nullable(),
  })
  .openapi('JobSalary');

/** A job as callers see it (services/src/jobs/job-view.ts). */
export const Job = z
  .strictObject({
    _id: id(),
    jobTitle: z.string(),
    companyName: z.string(),
    companyImage: z
      .string()
      .nullable()
      .openapi({ description: "Our own copy of the company's logo (`/logos/{companyId}.webp` on this site, or a paid posting's uploaded logo), or null (show a monogram)." }),
    source: z.strictObject({
      name: z.string(),
      url: z.string(),
      attribution: z.string().nullable().openapi({ description: 'The credit the board’s terms ask for.' }),
      jobUrl: z.string().nullable().openapi({ description: 'The job’s own page on the board (null for jobs posted here).' }),
    }),
    tags: z.array(z.string()),
    category: z.string(),
    categorySlug: z.string(),
    description: z.string().optional().openapi({ description: 'Sanitized HTML; only in a single job’s answer (lists leave it out).' }),
    applyUrl: z.string(),
    datePosted: dateTime(),
    validThrough: dateTime(),
    metadata: z.strictObject({ highlight: z.boolean(), pinTill: dateTime().nullable() }),
    company: z.strictObject({
      hq: z.string().nullable(),
      email: z.string().nullable(),
      description: z.string().nullable(),
      statement: z.string().nullable(),
      websiteUrl: z.string().nullable(),
    }),
    jobType: z.string().nullable(),
    regionalRestriction: z.string().nullable(),
    salary: orNull(JobSalary),
    worldwide: z.boolean(),
    eligibility: JobEligibility,
    seniority: z.enum(SENIORITIES).nullable(),
    expiredAt: dateTime().nullable(),
    expiredReason: z.string().nullable(),
    staleReason: z.string().nullable().openapi({ description: 'Why the job may no longer be hiring ("Open for 75 days"); null when fresh.' }),
    pagePath: z
      .string()
      .nullable()
      .openapi({ description: "The job's public page (`/jobs/{slug}-{shortId}`, on this site), to share or for search engines; null when its board's terms keep its jobs off public pages." }),
    firstPostedAt: dateTime(),
    repostCount: z.number().int(),
    alsoOn: z.array(z.strictObject({ name: z.string(), url: z.string() })),
    expired: z.boolean(),
    filled: z.boolean(),
    isSubscription: z.boolean(),
    shortlisted: z.boolean(),
    shortlistedJobId: id().nullable(),
    status: id().nullable().openapi({ description: 'The job’s status for the caller (a job status id): their application’s once they applied, else their shortlisted job’s.' }),
    appliedJobId: id().nullable().openapi({ description: 'The caller’s application for this job, where its status is changed; null until they apply.' }),
    visited: z.boolean(),
    applied: z.boolean(),
  })
  .openapi('Job');

export const JobPage = page(Job).openapi('JobPage');

export const JobListPage = z
  .strictObject({
    data: z.array(Job),
    total: z.number().int(),
    totalIsExact: z.boolean().openapi({ description: 'False past 1,000 jobs: `total` is then 1000 ("1,000+").' }),
  })
  .openapi('JobListPage');

const FacetCount = z.strictObject({ count: z.number().int(), countIsExact: z.boolean() }).openapi('FacetCount');
const FacetOption = z.strictObject({ value: z.string(), count: z.number().int(), countIsExact: z.boolean() }).openapi('FacetOption');

export const JobFacets = z
  .strictObject({ boards: z.array(FacetOption), categories: z.array(FacetOption), tags: z.array(FacetOption), worldwide: FacetCount })
  .openapi('JobFacets');

export const RemoteCompany = z
  .strictObject({
    _id: id(),
    name: z.string(),
    logo: z.string().nullable().openapi({ description: 'Our own copy of the logo (`/logos/{companyId}.webp` on this site), or null (show a monogram).' }),
    description: z.string(),
    url: z.string().nullable(),
    careersPage: z.string().nullable(),
    jobCount: z.number().int(),
  })
  .openapi('RemoteCompany');

export const RemoteCompanyPage = page(RemoteCompany).openapi('RemoteCompanyPage');

export const HiddenCompany = z
  .strictObject({ companyId: id(), name: z.string(), logo: z.string().nullable(), hiddenAt: dateTime() })
  .openapi('HiddenCompany');

export const JobBoard = z
  .strictObject({ _id: id(), name: z.string(), url: z.string(), logo: z.string(), favicon: z.string(), description: z.string() })
  .openapi('JobBoard');

export const JobBoardPage = page(JobBoard).openapi('JobBoardPage');

export const TagPage = page(z.strictObject({ title: z.string() })).openapi('TagPage');

export const ShortlistedJob = z.strictObject({ _id: id(), jobId: id(), status: id().nullable() }).openapi('ShortlistedJob');

export const ShortlistedJobWithJob = z.strictObject({ _id: id(), jobId: id(), status: id().nullable(), job: Job }).openapi('ShortlistedJobWithJob');

export const ClientStats = z
  .strictObject({ jobs: z.number().int(), companies: z.number().int(), jobBoards: z.number().int(), jobsToday: z.number().int() })
  .openapi('ClientStats');
