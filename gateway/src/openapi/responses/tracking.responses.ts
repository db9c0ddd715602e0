import { FOLLOW_UP_RULES } from '@remotehunt/services/forms/tracking-items';
import { z } from '../zod-openapi';
import { dateTime, day, id, numberedPage, orNull, page } from './common.responses';

/** What the applied job keeps of the posting, taken when it was marked applied. */
const AppliedJobInfo = z
  .strictObject({
    jobTitle: z.string(),
    companyName: z.string(),
    companyImage: z.string().nullable(),
    applyUrl: z.string(),
    description: z.string(),
    datePosted: dateTime().nullable().openapi({ description: 'Null for a job tracked from elsewhere.' }),
    validThrough: dateTime().nullable().openapi({ description: 'Null for a job tracked from elsewhere.' }),
    tags: z.array(z.string()),
    worldwide: z.boolean(),
    source: z.strictObject({
      name: z.string(),
      url: z.string(),
      attribution: z.string().nullable().optional(),
      jobUrl: z.string().nullable().optional(),
    }),
    location: z.string().nullable().optional().openapi({ description: 'A job tracked from elsewhere: where it is, as given.' }),
    salary: z.string().nullable().optional().openapi({ description: 'A job tracked from elsewhere: what it pays, as given.' }),
    employmentType: z.string().nullable().optional().openapi({ description: 'full-time, part-time, contract, temporary, internship, volunteer or other.' }),
  })
  .openapi('AppliedJobInfo');

const appliedJobFields = {
  _id: id(),
  appliedJobId: id(),
  jobId: id().nullable().openapi({ description: 'Null once the posting is removed; jobInfo keeps what it said.' }),
  status: id().openapi({ description: 'A job status id (GET /users/{userId}/job/statuses).' }),
  jobInfo: AppliedJobInfo,
  userId: id(),
  jobTitle: z.string(),
  companyName: z.string(),
  companyImage: z.string().nullable(),
  datePosted: dateTime().nullable(),
  validThrough: dateTime().nullable(),
  description: z.string(),
  appliedAt: dateTime().nullable().openapi({ description: 'When the person applied; null while the job is saved for later.' }),
  saved: z.boolean().openapi({ description: 'Saved for later, not applied to yet (jobs tracked from elsewhere).' }),
  origin: z.enum(['catalogue', 'manual', 'link', 'extension', 'import']),
  trackedAt: dateTime().openapi({ description: 'When it was added to the tracker.' }),
  statusChangedAt: dateTime(),
};

export const AppliedJob = z.strictObject(appliedJobFields).openapi('AppliedJob');

export const AppliedJobPage = numberedPage(AppliedJob).openapi('AppliedJobPage');
export const AllAppliedJobs = page(AppliedJob).openapi('AllAppliedJobs');

export const AppliedJobStats = z
  .strictObject({
    byStatus: z.array(z.strictObject({ status: id(), title: z.string(), count: z.number().int() })),
    byWeek: z.array(z.strictObject({ weekStart: day(), count: z.number().int() })).openapi({ description: 'The last 12 weeks (Monday, UTC), oldest first.' }),
  })
  .openapi('AppliedJobStats');

export const StatusHistory = z
  .strictObject({
    data: z.array(
      z.strictObject({
        fromStatus: id().nullable(),
        toStatus: id(),
        changedAt: dateTime(),
        evidence: z.string().nullable().openapi({ description: 'For a move read from forwarded mail, the sentence that decided it; else null' }),
      }),
    ),
  })
  .openapi('StatusHistory');

const itemFields = { _id: id(), appliedJobId: id(), createdAt: dateTime(), updatedAt: dateTime() };

export const Task = z
  .strictObject({
    ...itemFields,
    content: z.string(),
    done: z.boolean(),
    dueAt: dateTime().nullable().openapi({ description: 'When it is due; null for none.' }),
    dueTimeZone: z.string().nullable().openapi({ description: 'The IANA time zone the due time was given in; null for UTC or none.' }),
    followUp: z.enum(FOLLOW_UP_RULES).nullable().openapi({ description: 'The default follow-up that made it; null for the user’s own.' }),
  })
  .openapi('Task');
export const Contact = z
  .strictObject({ ...itemFields, name: z.string(), email: z.string(), jobTitle: z.string(), linkedInUrl: z.string(), twitterUrl: z.string() })
  .openapi('Contact');
export const Note = z.strictObject({ ...itemFields, title: z.string(), description: z.string() }).openapi('Note');

export const TaskPage = numberedPage(Task).openapi('TaskPage');
export const ContactPage = numberedPage(Contact).openapi('ContactPage');
export const NotePage = numberedPage(Note).openapi('NotePage');

export const AppliedJobsExport = z
  .strictObject({
    exportedAt: dateTime(),
    appliedJobs: z.array(
      z
        .strictObject({
          ...appliedJobFields,
          statusTitle: z.string(),
          tasks: z.array(Task),
          contacts: z.array(Contact),
          notes: z.array(Note),
          statusHistory: z.array(
            z.strictObject({
              fromStatus: id().nullable(),
              toStatus: id(),
              changedAt: dateTime(),
              evidence: z.string().nullable(),
              fromStatusTitle: z.string().nullable(),
              toStatusTitle: z.string(),
            }),
          ),
        })
        .openapi('ExportedAppliedJob'),
    ),
  })
  .openapi('AppliedJobsExport');

export const ShareableLink = z
  .strictObject({
    url: z.string().openapi({ description: 'Opens the file without signing in, until revoked.' }),
    views: z.number().int(),
    createdAt: dateTime(),
    lastViewedAt: dateTime().nullable(),
  })
  .openapi('ShareableLink');

export const Document = z
  .strictObject({
    _id: id(),
    userId: id(),
    type: z.string().openapi({ description: 'A file type id (app_config’s fileTypes).' }),
    title: z.string(),
    file: z.strictObject({ name: z.string(), size: z.number().int(), contentType: z.string() }),
    appliedJobId: id().nullable(),
    appliedJob: z.strictObject({ jobTitle: z.string(), companyName: z.string() }).nullable(),
    createdAt: dateTime(),
    shareableLink: orNull(ShareableLink),
  })
  .openapi('Document');

export const DocumentPage = numberedPage(Document).openapi('DocumentPage');

const AlreadyTracked = z
  .strictObject({ appliedJobId: id().nullable(), saved: z.boolean(), appliedAt: dateTime().nullable(), shortlistedJobId: id().nullable() })
  .nullable()
  .openapi('AlreadyTracked', { description: 'What the user already has of this job.' });

export const JobLinkPreview = z
  .strictObject({
    url: z.string(),
    job: z
      .strictObject({
        jobTitle: z.string().nullable(),
        companyName: z.string().nullable(),
        location: z.string().nullable(),
        description: z.string().nullable().openapi({ description: 'As the page has it; sanitized when saved.' }),
        salary: z.string().nullable(),
        employmentType: z.string().nullable(),
        applyUrl: z.string().nullable(),
        canonicalUrl: z.string().nullable(),
        datePosted: z.string().nullable(),
        source: z.string().nullable(),
        isJobPage: z.boolean().openapi({ description: 'False when the page is not a job posting (its title and link are still given).' }),
      })
      .openapi('JobDraft'),
    matchedJobId: id().nullable().openapi({ description: 'The RemoteHunt job this link is: saving marks it applied rather than copying it.' }),
    alreadyTracked: AlreadyTracked,
  })
  .openapi('JobLinkPreview');

export const JobLinkMatch = z.strictObject({ matchedJobId: id().nullable(), alreadyTracked: AlreadyTracked }).openapi('JobLinkMatch');

const trackingTokenFields = { _id: id(), name: z.string(), createdAt: dateTime(), lastUsedAt: dateTime().nullable() };
export const TrackingToken = z.strictObject(trackingTokenFields).openapi('TrackingToken');
export const NewTrackingToken = z
  .strictObject({ ...trackingTokenFields, token: z.string().openapi({ description: 'rht_…: shown this once; paste it into the extension.' }) })
  .openapi('NewTrackingToken');

export const FollowUpSettings = z
  .strictObject({
    enabled: z.boolean().openapi({ description: 'Off: entering a status makes no task.' }),
    appliedDays: z.number().int().min(0).max(60).openapi({ description: '“Follow up with {company}” this many days after Applied, at 09:00; 0 for none.' }),
    interviewDays: z
      .number()
      .int()
      .min(0)
      .max(60)
      .openapi({ description: '“Send a thank-you note to {company}” this many days after Phone Screen or Interviewing, at 09:00; 0 for none.' }),
  })
  .openapi('FollowUpSettings');
