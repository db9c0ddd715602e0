import { type ClassType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';

// Plain data: simple resolvers skip type-graphql's per-field wrapper.

/** A page of a tracking list: {data, total, page, limit}, as the REST lists answer. */
export function NumberedPage<T extends object>(item: ClassType<T>, name: string) {
  @ObjectType(name, { simpleResolvers: true })
  class PageClass {
    @Field(() => [item])
    data!: T[];

    @Field(() => Int)
    total!: number;

    @Field(() => Int)
    page!: number;

    @Field(() => Int)
    limit!: number;
  }
  return PageClass;
}

@ObjectType({ simpleResolvers: true })
export class AppliedJobSource {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  url!: string;
}

@ObjectType({ simpleResolvers: true, description: 'The job as it was when it was marked applied (or tracked from elsewhere)' })
export class AppliedJobInfo {
  @Field(() => String)
  jobTitle!: string;

  @Field(() => String)
  companyName!: string;

  @Field(() => String, { nullable: true })
  companyImage!: string | null;

  @Field(() => String)
  applyUrl!: string;

  @Field(() => String, { description: 'Sanitized HTML' })
  description!: string;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Null for a job tracked from elsewhere' })
  datePosted!: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Null for a job tracked from elsewhere' })
  validThrough!: string | null;

  @Field(() => [String])
  tags!: string[];

  @Field(() => Boolean)
  worldwide!: boolean;

  @Field(() => AppliedJobSource)
  source!: AppliedJobSource;

  @Field(() => String, { nullable: true, description: 'Where the job is, as given for a job tracked from elsewhere' })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'What it pays, as given for a job tracked from elsewhere' })
  salary?: string | null;

  @Field(() => String, { nullable: true, description: 'full-time, part-time, contract, temporary, internship, volunteer or other' })
  employmentType?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class StatusChange {
  @Field(() => ID, { nullable: true, description: 'Null for the first status' })
  fromStatus!: string | null;

  @Field(() => ID)
  toStatus!: string;

  @Field(() => DateTimeISOResolver)
  changedAt!: string;

  @Field(() => String, { nullable: true, description: 'For a move read from forwarded mail: the sentence that decided it, as the mail had it' })
  evidence?: string | null;
}

@ObjectType()
export class AppliedJob {
  @Field(() => ID)
  _id!: string;

  @Field(() => ID)
  appliedJobId!: string;

  @Field(() => ID, { nullable: true, description: 'The posting, while it still exists' })
  jobId!: string | null;

  @Field(() => ID, { description: 'A job status id' })
  status!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => AppliedJobInfo)
  jobInfo!: AppliedJobInfo;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the person applied; null while the job is saved for later' })
  appliedAt!: string | null;

  @Field(() => Boolean, { description: 'Saved for later, not applied to yet (jobs tracked from elsewhere)' })
  saved!: boolean;

  @Field(() => String, { description: 'How it came in: catalogue, manual, link, extension or import' })
  origin!: string;

  @Field(() => DateTimeISOResolver, { description: 'When it was added to the tracker' })
  trackedAt!: string;

  @Field(() => DateTimeISOResolver)
  statusChangedAt!: string;
}

@InputType({ description: 'A job found anywhere: only the title and company are required' })
export class TrackedJobInput {
  @Field(() => String, { nullable: true, description: 'The job’s address (http or https)' })
  applyUrl?: string;

  @Field(() => String, { nullable: true })
  jobTitle?: string;

  @Field(() => String, { nullable: true })
  companyName?: string;

  @Field(() => String, { nullable: true })
  location?: string;

  @Field(() => String, { nullable: true })
  salary?: string;

  @Field(() => String, { nullable: true, description: 'full-time, part-time, contract, temporary, internship, volunteer or other' })
  employmentType?: string;

  @Field(() => String, { nullable: true, description: 'Plain text or simple HTML; sanitized' })
  description?: string;

  @Field(() => String, { nullable: true, description: 'Where it was found (LinkedIn, a referral…)' })
  source?: string;
}

@ObjectType()
export class AppliedJobPage extends NumberedPage(AppliedJob, 'AppliedJobPage') {}

@ObjectType({ simpleResolvers: true })
export class StatusCount {
  @Field(() => ID)
  status!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ simpleResolvers: true })
export class WeekCount {
  @Field(() => String, { description: 'The Monday the week starts on (UTC), YYYY-MM-DD' })
  weekStart!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ simpleResolvers: true })
export class AppliedJobStats {
  @Field(() => [StatusCount], { description: 'Every status, in order, with zeros' })
  byStatus!: StatusCount[];

  @Field(() => [WeekCount], { description: 'The last 12 weeks, oldest first' })
  byWeek!: WeekCount[];
}

@ObjectType({ simpleResolvers: true })
class AppliedJobItem {
  @Field(() => ID)
  _id!: string;

  @Field(() => ID)
  appliedJobId!: string;

  @Field(() => DateTimeISOResolver)
  createdAt!: string;

  @Field(() => DateTimeISOResolver)
  updatedAt!: string;
}

@ObjectType({ simpleResolvers: true })
export class JobTask extends AppliedJobItem {
  @Field(() => String)
  content!: string;

  @Field(() => Boolean)
  done!: boolean;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it is due; null for none' })
  dueAt!: string | null;

  @Field(() => String, { nullable: true, description: 'The IANA time zone the due time was given in; null for UTC or none' })
  dueTimeZone!: string | null;

  @Field(() => String, { nullable: true, description: 'applied or interview: the default follow-up that made it; null for the user’s own' })
  followUp!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class JobContact extends AppliedJobItem {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  jobTitle!: string;

  @Field(() => String)
  linkedInUrl!: string;

  @Field(() => String)
  twitterUrl!: string;
}

@ObjectType({ simpleResolvers: true })
export class JobNote extends AppliedJobItem {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;
}

@ObjectType()
export class JobTaskPage extends NumberedPage(JobTask, 'JobTaskPage') {}
@ObjectType()
export class JobContactPage extends NumberedPage(JobContact, 'JobContactPage') {}
@ObjectType()
export class JobNotePage extends NumberedPage(JobNote, 'JobNotePage') {}

// Inputs are loose on purpose: the service checks them and answers with the spec's messages.
@InputType()
export class JobTaskInput {
  @Field(() => String, { nullable: true })
  content?: string;

  @Field(() => Boolean, { nullable: true })
  done?: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'ISO 8601 (2026-12-03T09:00:00Z), or a wall time (2026-12-03T09:00) read in dueTimeZone; null clears it, left out keeps it',
  })
  dueAt?: string | null;

  @Field(() => String, { nullable: true, description: 'An IANA time zone (Europe/Berlin), with dueAt' })
  dueTimeZone?: string;
}

@ObjectType({ simpleResolvers: true, description: 'Whether entering a status makes follow-up tasks, and after how many days' })
export class FollowUpSettings {
  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => Int, { description: '"Follow up with {company}" this many days after Applied, at 09:00; 0 for none' })
  appliedDays!: number;

  @Field(() => Int, { description: '"Send a thank-you note to {company}" this many days after Phone Screen or Interviewing, at 09:00; 0 for none' })
  interviewDays!: number;
}

@InputType({ description: 'Any of the settings; days from 1 to 60, or 0 for none' })
export class FollowUpSettingsInput {
  @Field(() => Boolean, { nullable: true })
  enabled?: boolean;

  @Field(() => Int, { nullable: true })
  appliedDays?: number;

  @Field(() => Int, { nullable: true })
  interviewDays?: number;
}

@InputType()
export class JobContactInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => String, { nullable: true })
  email?: string;

  @Field(() => String, { nullable: true })
  jobTitle?: string;

  @Field(() => String, { nullable: true })
  linkedInUrl?: string;

  @Field(() => String, { nullable: true })
  twitterUrl?: string;
}

@InputType()
export class JobNoteInput {
  @Field(() => String, { nullable: true })
  title?: string;

  @Field(() => String, { nullable: true })
  description?: string;
}

@ObjectType({ simpleResolvers: true })
export class DocumentFile {
  @Field(() => String)
  name!: string;

  @Field(() => Int, { description: 'Bytes' })
  size!: number;

  @Field(() => String)
  contentType!: string;
}

@ObjectType({ simpleResolvers: true })
export class DocumentAppliedJob {
  @Field(() => String)
  jobTitle!: string;

  @Field(() => String)
  companyName!: string;
}

@ObjectType({ simpleResolvers: true })
export class ShareableLink {
  @Field(() => String, { description: 'Opens the file without signing in, until revoked' })
  url!: string;

  @Field(() => Int)
  views!: number;

  @Field(() => DateTimeISOResolver)
  createdAt!: string;

  @Field(() => DateTimeISOResolver, { nullable: true })
  lastViewedAt!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class Document {
  @Field(() => ID)
  _id!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => String, { description: 'A file type id (resume, cover-letter)' })
  type!: string;

  @Field(() => String)
  title!: string;

  @Field(() => DocumentFile)
  file!: DocumentFile;

  @Field(() => ID, { nullable: true })
  appliedJobId!: string | null;

  @Field(() => DocumentAppliedJob, { nullable: true })
  appliedJob!: DocumentAppliedJob | null;

  @Field(() => DateTimeISOResolver)
  createdAt!: string;

  @Field(() => ShareableLink, { nullable: true })
  shareableLink!: ShareableLink | null;
}

@ObjectType()
export class DocumentPage extends NumberedPage(Document, 'DocumentPage') {}

@ObjectType({ simpleResolvers: true, description: 'A job read from a page or an applicant tracking system, to review before saving' })
export class JobDraft {
  @Field(() => String, { nullable: true })
  jobTitle!: string | null;

  @Field(() => String, { nullable: true })
  companyName!: string | null;

  @Field(() => String, { nullable: true })
  location!: string | null;

  @Field(() => String, { nullable: true, description: 'As the page has it (HTML or text); sanitized when saved' })
  description!: string | null;

  @Field(() => String, { nullable: true })
  salary!: string | null;

  @Field(() => String, { nullable: true, description: 'full-time, part-time, contract, temporary, internship, volunteer or other' })
  employmentType!: string | null;

  @Field(() => String, { nullable: true })
  applyUrl!: string | null;

  @Field(() => String, { nullable: true })
  canonicalUrl!: string | null;

  @Field(() => String, { nullable: true })
  datePosted!: string | null;

  @Field(() => String, { nullable: true, description: 'The site’s name' })
  source!: string | null;

  @Field(() => Boolean, { description: 'False when the page is not a job posting (its title and link are still given)' })
  isJobPage!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class AlreadyTracked {
  @Field(() => ID, { nullable: true })
  appliedJobId!: string | null;

  @Field(() => Boolean, { description: 'Saved for later (or only shortlisted), not applied' })
  saved!: boolean;

  @Field(() => DateTimeISOResolver, { nullable: true })
  appliedAt!: string | null;

  @Field(() => ID, { nullable: true })
  shortlistedJobId!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class JobLinkPreview {
  @Field(() => String)
  url!: string;

  @Field(() => JobDraft)
  job!: JobDraft;

  @Field(() => ID, { nullable: true, description: 'The RemoteHunt job this link is: saving marks it applied (markApplied) rather than copying it' })
  matchedJobId!: string | null;

  @Field(() => AlreadyTracked, { nullable: true, description: 'What the user already has of this job' })
  alreadyTracked!: AlreadyTracked | null;
}

@ObjectType({ simpleResolvers: true })
export class JobLinkMatch {
  @Field(() => ID, { nullable: true, description: 'The RemoteHunt job this page is' })
  matchedJobId!: string | null;

  @Field(() => AlreadyTracked, { nullable: true })
  alreadyTracked!: AlreadyTracked | null;
}
