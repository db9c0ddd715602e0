import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';

// Every type here is plain data with no middleware or authorization on its fields: simple
// resolvers skip type-graphql's per-field wrapper (a page of 10 jobs resolves ~250 fields).

@ObjectType({ simpleResolvers: true })
export class JobSource {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  url!: string;

  @Field(() => String, { nullable: true, description: "The credit the board's terms ask every card of its jobs to show" })
  attribution!: string | null;

  @Field(() => String, { nullable: true, description: "The job's own page on the board: the link back its terms ask for" })
  jobUrl!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class JobMetadata {
  @Field(() => Boolean)
  highlight!: boolean;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Pinned to the top of lists until then' })
  pinTill!: Date | null;
}

@ObjectType({ simpleResolvers: true })
export class JobCompany {
  @Field(() => String, { nullable: true })
  hq!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String, { nullable: true })
  statement!: string | null;

  @Field(() => String, { nullable: true })
  websiteUrl!: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'What a job pays, as the employer wrote it' })
export class Salary {
  @Field(() => Float, { nullable: true, description: 'In the posting\'s currency and period' })
  min!: number | null;

  @Field(() => Float, { nullable: true })
  max!: number | null;

  @Field(() => String, { nullable: true, description: 'ISO 4217' })
  currency!: string | null;

  @Field(() => String, { nullable: true, description: 'hour, day, week, month or year; null when the posting does not say' })
  period!: string | null;

  @Field(() => Int, { nullable: true, description: "A year's pay in USD at the exchange rates an admin keeps; null when the currency or period is unknown" })
  annualUsdMin!: number | null;

  @Field(() => Int, { nullable: true })
  annualUsdMax!: number | null;
}

@ObjectType({ simpleResolvers: true, description: 'Hours a job allows, as UTC offsets' })
export class UtcWindow {
  @Field(() => Float, { description: 'Hours, e.g. -5 or 5.5' })
  minUtcOffset!: number;

  @Field(() => Float)
  maxUtcOffset!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: 'Where a job can be done from. Unknown is anywhere false, no countries and no timezones: never guessed as anywhere',
})
export class JobEligibility {
  @Field(() => Boolean)
  anywhere!: boolean;

  @Field(() => [String], { description: 'ISO 3166-1 alpha-2 codes, sorted; regions are expanded to their countries' })
  countries!: string[];

  @Field(() => UtcWindow, { nullable: true })
  timezones!: UtcWindow | null;

  @Field(() => String, { nullable: true, description: 'What a card shows: "Anywhere", "US only", "Europe", "UTC−5 to UTC+1"; null when unknown' })
  badge!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Whether the caller may take the job from their country (and time zone) in Account Settings: may-apply, may-not or unknown; null until they set a country",
  })
  forYou!: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'Another board that lists the same job' })
export class JobListing {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "The job's page on that board (the board's own site when it gave none)" })
  url!: string;
}

@ObjectType({ simpleResolvers: true })
export class Job {
  @Field(() => ID)
  _id!: string;

  @Field(() => String)
  jobTitle!: string;

  @Field(() => String)
  companyName!: string;

  @Field(() => String, {
    nullable: true,
    description: "Our own copy of the company's logo (/logos/{companyId}.webp on this site, or a paid posting's uploaded logo); null when there is none (show a monogram)",
  })
  companyImage!: string | null;

  @Field(() => JobSource)
  source!: JobSource;

  @Field(() => [String])
  tags!: string[];

  @Field(() => String, { description: 'Canonical category title' })
  category!: string;

  @Field(() => String)
  categorySlug!: string;

  @Field(() => String)
  applyUrl!: string;

  @Field(() => DateTimeISOResolver)
  datePosted!: Date;

  @Field(() => DateTimeISOResolver)
  validThrough!: Date;

  @Field(() => JobMetadata)
  metadata!: JobMetadata;

  @Field(() => JobCompany)
  company!: JobCompany;

  @Field(() => String, { nullable: true })
  jobType!: string | null;

  @Field(() => String, { nullable: true })
  regionalRestriction!: string | null;

  @Field(() => Salary, { nullable: true })
  salary!: Salary | null;

  @Field(() => Boolean)
  worldwide!: boolean;

  @Field(() => JobEligibility)
  eligibility!: JobEligibility;

  @Field(() => String, { nullable: true, description: 'intern, junior, mid, senior, lead, principal, manager or director; null when not said' })
  seniority!: string | null;

  @Field(() => Boolean)
  expired!: boolean;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When ingestion ended the job early: its board stopped listing it' })
  expiredAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why ingestion ended the job early, e.g. "No longer listed on Remotive"' })
  expiredReason!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why the job may no longer be hiring: open longer than 60 days, or reposted 3 times or more; null when neither',
  })
  staleReason!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The job's public page (/jobs/{slug}-{shortId}, on this site), to share or for search engines; null when its board's terms keep its jobs off public pages",
  })
  pagePath!: string | null;

  @Field(() => DateTimeISOResolver, { description: 'The first listing of this job, across reposts' })
  firstPostedAt!: Date;

  @Field(() => Int, { description: 'How often the job was listed again after it closed, or under a new id' })
  repostCount!: number;

  @Field(() => [JobListing], { description: 'Other boards listing the same job ("Also on")' })
  alsoOn!: JobListing[];

  @Field(() => Boolean)
  filled!: boolean;

  @Field(() => Boolean, { description: 'Auto-bumped every 30 days' })
  isSubscription!: boolean;

  @Field(() => Boolean)
  shortlisted!: boolean;

  @Field(() => ID, { nullable: true })
  shortlistedJobId!: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "The job's status for the caller (a JobStatus _id): their application's once they applied (see appliedJobId), else their shortlisted job's",
  })
  status!: string | null;

  @Field(() => Boolean)
  visited!: boolean;

  @Field(() => Boolean)
  applied!: boolean;

  @Field(() => ID, { nullable: true, description: "The caller's application for this job (an AppliedJob _id), whose status is the job's; null until they apply" })
  appliedJobId!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class JobPage {
  @Field(() => [Job])
  data!: Job[];

  @Field(() => Int)
  total!: number;
}

@ObjectType({ simpleResolvers: true, description: 'A page of a discovery list (jobs, companyJobs)' })
export class JobListPage extends JobPage {
  @Field(() => Boolean, {
    description: 'Whether total is exact. Lists count up to 1,000 jobs; past that total is 1000 and this is false ("1,000+"), and pages past the 1,000th job are empty',
  })
  totalIsExact!: boolean;
}

@InputType()
export class JobFilterInput {
  @Field(() => [String], { nullable: true, description: 'Category titles (any of them)' })
  categories?: string[];

  @Field(() => [String], { nullable: true, description: 'Job board names (any of them)' })
  sources?: string[];

  @Field(() => [String], { nullable: true, description: 'Tags (any of them)' })
  tags?: string[];

  @Field(() => Boolean, { nullable: true })
  hideViewedJobs?: boolean;

  @Field(() => Boolean, { nullable: true })
  worldwide?: boolean;

  @Field(() => String, { nullable: true, description: 'Keywords in title, company, tags and description' })
  query?: string;

  @Field(() => String, {
    nullable: true,
    description:
      "Jobs I can take from {country}: 'open' leaves out jobs that refuse the country (unknown ones stay), 'confirmed' keeps only jobs that admit it, 'any' does not look. Default: 'open' once the caller has set their country, else 'any'",
  })
  eligibility?: string;

  @Field(() => String, { nullable: true, description: "The country to look from (ISO 3166-1 alpha-2); default: the caller's own, else the request's" })
  country?: string;

  @Field(() => Int, { nullable: true, description: 'Minimum annual pay in payCurrency: the top of a job\'s range must reach it' })
  minPay?: number;

  @Field(() => String, { nullable: true, description: 'Currency of minPay (a code of exchangeRates); default USD' })
  payCurrency?: string;

  @Field(() => Boolean, { nullable: true, description: 'Hide jobs that state no pay' })
  withPayOnly?: boolean;

  @Field(() => [String], { nullable: true, description: 'Employment types (any of them): Full-Time, Part-Time, Contract, Freelance, Internship, Temporary, Volunteer' })
  jobTypes?: string[];

  @Field(() => [String], { nullable: true, description: 'Seniorities (any of them): intern, junior, mid, senior, lead, principal, manager, director' })
  seniorities?: string[];

  @Field(() => String, { nullable: true, description: "'date' (newest first, pinned postings first; the default) or 'pay' (highest annual pay first, jobs without pay last)" })
  sort?: string;
}

@ObjectType({ simpleResolvers: true, description: 'A company whose jobs the caller hid from their lists, counts and digests' })
export class HiddenCompany {
  @Field(() => ID)
  companyId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  logo!: string | null;

  @Field(() => DateTimeISOResolver)
  hiddenAt!: Date;
}

@ObjectType({ simpleResolvers: true })
export class RemoteCompany {
  @Field(() => ID)
  _id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  logo!: string | null;

  @Field(() => String)
  description!: string;

  @Field(() => String, { nullable: true })
  url!: string | null;

  @Field(() => String, { nullable: true })
  careersPage!: string | null;

  @Field(() => Int, { description: 'Live postings' })
  jobCount!: number;
}

@ObjectType({ simpleResolvers: true })
export class RemoteCompanyPage {
  @Field(() => [RemoteCompany])
  data!: RemoteCompany[];

  @Field(() => Int)
  total!: number;
}

@ObjectType({ simpleResolvers: true })
export class JobBoard {
  @Field(() => ID)
  _id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  url!: string;

  @Field(() => String)
  logo!: string;

  @Field(() => String)
  favicon!: string;

  @Field(() => String)
  description!: string;
}

@ObjectType({ simpleResolvers: true })
export class JobBoardPage {
  @Field(() => [JobBoard])
  data!: JobBoard[];

  @Field(() => Int)
  total!: number;
}

@ObjectType({ simpleResolvers: true })
export class Tag {
  @Field(() => String)
  title!: string;
}

@ObjectType({ simpleResolvers: true })
export class ShortlistedJob {
  @Field(() => ID)
  _id!: string;

  @Field(() => ID)
  jobId!: string;

  @Field(() => ID, { nullable: true })
  status!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class AppliedJobRef {
  @Field(() => ID)
  _id!: string;

  @Field(() => ID)
  appliedJobId!: string;

  @Field(() => ID, { nullable: true })
  jobId!: string | null;

  @Field(() => ID)
  status!: string;
}

@ObjectType({ simpleResolvers: true })
export class ClientStats {
  @Field(() => Int)
  jobs!: number;

  @Field(() => Int)
  companies!: number;

  @Field(() => Int)
  jobBoards!: number;

  @Field(() => Int)
  jobsToday!: number;
}
