import { isDomainError } from '../../common/domain-error';
import { storedDue } from '../follow-ups/due-time';
import { z } from 'zod';
import { findUnsafeText } from '../../common/text-safety';
import { isWebAddress, trackedJobFields } from '../../forms/tracked-job';
import { contactCreateSchema, noteCreateSchema, taskCreateSchema } from '../../forms/tracking-items';
import { postingDescriptionHtml } from '../../job-postings/posting-description';
import type { AppliedJobInfo } from '../applied-jobs.service';
import { appliedAtField } from '../tracked-job-input';
import { jobLinkKey } from '../job-link-key';
import { firstIssue, type ImportEntry, type RowOutcome } from './import-entry';
import type { ExportItem } from './export-items';
import type { StatusTable } from './status-words';

const when = z.iso.datetime({ offset: true, message: 'please give a date and time such as 2026-11-20T09:30:00Z' });
const webAddress = (field: string) =>
  z
    .string()
    .max(2000)
    .refine((v) => v === '' || isWebAddress(v), { message: `${field}: please give a web address starting with http:// or https://` });
// A logo we host is a path on this site (/logos/…); anything else must be a web address.
const imageAddress = z
  .string()
  .max(2000)
  .refine((v) => isWebAddress(v) || /^\/[\w-]/.test(v), { message: 'companyImage: please give a web address or a path on this site' });
const optional = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** What the export keeps of the job: the rules of a job typed by hand, and the catalogue's own fields as they were. */
const exportedJobInfo = z.object({
  jobTitle: trackedJobFields.jobTitle,
  companyName: trackedJobFields.companyName,
  applyUrl: trackedJobFields.applyUrl.optional().default(''),
  description: trackedJobFields.description.optional().default(''),
  companyImage: optional(imageAddress),
  datePosted: optional(when),
  validThrough: optional(when),
  tags: z.array(z.string().max(200)).max(200).optional().default([]),
  worldwide: z.boolean().optional().default(false),
  source: z
    .object({
      name: trackedJobFields.source,
      url: webAddress('source.url'),
      attribution: optional(z.string().max(500)),
      jobUrl: optional(webAddress('source.jobUrl')),
    })
    .optional()
    .default({ name: '', url: '' }),
  location: optional(trackedJobFields.location),
  salary: optional(trackedJobFields.salary),
  employmentType: optional(trackedJobFields.employmentType),
});

const itemDates = { createdAt: when.optional(), updatedAt: when.optional() };

/** One application of our JSON export (applied-jobs-export.ts). Fields it has that an import does not keep are left out. */
const exportedApplication = z.object({
  _id: z.guid({ message: '_id: each exported application has the id it had' }),
  jobId: optional(z.guid({ message: 'jobId: please give the catalogue job’s id, or null' })),
  origin: z.string().max(40).optional(),
  status: z.string().max(100).optional(),
  statusTitle: z.string().max(200).optional(),
  appliedAt: optional(appliedAtField),
  trackedAt: when.optional(),
  statusChangedAt: when.optional(),
  jobInfo: exportedJobInfo,
  statusHistory: z
    .array(
      z.object({
        fromStatus: optional(z.string().max(100)),
        toStatus: z.string().max(100).optional(),
        fromStatusTitle: optional(z.string().max(200)),
        toStatusTitle: z.string().max(200).optional(),
        changedAt: when,
      }),
    )
    .max(1000)
    .optional()
    .default([]),
  tasks: z.array(taskCreateSchema.extend(itemDates)).max(1000).optional().default([]),
  contacts: z.array(contactCreateSchema.extend(itemDates)).max(1000).optional().default([]),
  notes: z.array(noteCreateSchema.extend(itemDates)).max(1000).optional().default([]),
});

/**
 * One exported application as it was: its status, dates and history by status title (so a site
 * whose status ids differ reads them right), its tasks, contacts and notes. The job goes through
 * the rules of a job typed by hand, and its description through the same sanitizer.
 */
export function entryOfExportItem({ line, value }: ExportItem, statuses: StatusTable): RowOutcome {
  const fail = (message: string): RowOutcome => ({ failure: { line, message } });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('Each application of appliedJobs must be an object');
  const unsafe = findUnsafeText(value);
  if (unsafe !== undefined) return fail(`${unsafe}: must not contain NUL characters or unpaired UTF-16 surrogates`);
  const parsed = exportedApplication.safeParse(value);
  if (!parsed.success) return fail(firstIssue(parsed.error));
  const app = parsed.data;

  const statusId = statuses.byTitleOrId(app.statusTitle, app.status);
  if (!statusId) return fail(`statusTitle: “${app.statusTitle ?? app.status ?? ''}” is not one of our statuses (${statuses.titles.join(', ')})`);
  const history: NonNullable<ImportEntry['history']> = [];
  for (const [i, change] of app.statusHistory.entries()) {
    const from = change.fromStatusTitle || change.fromStatus ? statuses.byTitleOrId(change.fromStatusTitle, change.fromStatus) : null;
    const to = statuses.byTitleOrId(change.toStatusTitle, change.toStatus);
    if (!to || (from === null && (change.fromStatusTitle || change.fromStatus))) {
      return fail(`statusHistory.${i}: “${(to ? change.fromStatusTitle : change.toStatusTitle) ?? ''}” is not one of our statuses (${statuses.titles.join(', ')})`);
    }
    history.push({ fromStatusId: from, toStatusId: to, changedAt: new Date(change.changedAt) });
  }

  // A due time goes through the rules of one typed in: an export made elsewhere may hold any.
  const tasks: ImportEntry['tasks'] = [];
  for (const [i, t] of app.tasks.entries()) {
    let due: { dueAt?: string | null; dueTimeZone?: string | null };
    try {
      due = storedDue({ dueAt: t.dueAt, dueTimeZone: t.dueTimeZone });
    } catch (err) {
      if (!isDomainError(err)) throw err;
      return fail(`tasks.${i}: ${err.message}`);
    }
    tasks.push({ content: t.content, done: t.done ?? false, dueAt: due.dueAt ?? null, dueTimeZone: due.dueTimeZone ?? null, ...datesOf(t) });
  }

  const info = app.jobInfo;
  const site = info.applyUrl ? new URL(info.applyUrl) : null;
  const snapshot = {
    ...info,
    description: info.description.trim() ? postingDescriptionHtml(info.description, site?.origin ?? 'https://example.invalid') : '',
  } as AppliedJobInfo;
  const fromCatalogue = app.origin === 'catalogue' || (app.jobId != null && app.origin === undefined);
  return {
    entry: {
      line,
      importKey: `rh:${app._id}`,
      previousId: app._id,
      jobId: app.jobId ?? null,
      snapshot,
      // As the tracker keys them: catalogue jobs by their id, two boards may share an apply address.
      linkKey: fromCatalogue || !info.applyUrl ? null : jobLinkKey(info.applyUrl),
      statusId,
      appliedAt: app.appliedAt ?? null,
      trackedAt: at(app.trackedAt),
      statusChangedAt: at(app.statusChangedAt),
      history,
      tasks,
      contacts: app.contacts.map((c) => ({
        name: c.name,
        email: c.email,
        jobTitle: c.jobTitle ?? '',
        linkedInUrl: c.linkedInUrl ?? '',
        twitterUrl: c.twitterUrl ?? '',
        ...datesOf(c),
      })),
      notes: app.notes.map((n) => ({ title: n.title, description: n.description ?? '', ...datesOf(n) })),
    },
  };
}

const at = (text: string | undefined) => (text ? new Date(text) : null);
const datesOf = (item: { createdAt?: string; updatedAt?: string }) => ({ createdAt: at(item.createdAt), updatedAt: at(item.updatedAt) });
