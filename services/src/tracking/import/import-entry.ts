import type { z } from 'zod';
import type { AppliedJobInfo } from '../applied-jobs.service';
import type { StatusTable } from './status-words';

/** One application as an import writes it: a CSV row or an exported application, checked. */
export interface ImportEntry {
  /** Where it was in the file: the CSV line its row starts on, or the exported application's position (1 = first). */
  line: number;
  /** The row's identity, so the same file imported twice adds nothing (applied_jobs.import_key). */
  importKey: string;
  /** The application it was when exported: importing into the account it came from adds nothing either. */
  previousId: string | null;
  /** The catalogue job it was applied to, kept when that job is still on the site. */
  jobId: string | null;
  snapshot: AppliedJobInfo;
  linkKey: string | null;
  statusId: string;
  /** Null while saved for later. */
  appliedAt: Date | null;
  trackedAt: Date | null;
  statusChangedAt: Date | null;
  /** Every status move; null for the one an application starts with (its status, on the day applied). */
  history: { fromStatusId: string | null; toStatusId: string; changedAt: Date }[] | null;
  /** A task's due time as stored: the instant (ISO) and the zone it was given in. */
  tasks: ({ content: string; done: boolean; dueAt?: string | null; dueTimeZone?: string | null } & ItemDates)[];
  contacts: ({ name: string; email: string; jobTitle: string; linkedInUrl: string; twitterUrl: string } & ItemDates)[];
  notes: ({ title: string; description: string } & ItemDates)[];
}

/** A task's, contact's or note's dates as exported; null (a CSV row's notes) is the time of the import. */
export interface ItemDates {
  createdAt: Date | null;
  updatedAt: Date | null;
}

export type RowOutcome = { entry: ImportEntry } | { failure: ImportFailure };

export interface ImportFailure {
  line: number;
  message: string;
}

/** A row before importing, as the preview shows it: what it would become, or why it would fail. */
export interface ImportPreviewRow {
  line: number;
  error: string | null;
  jobTitle: string | null;
  companyName: string | null;
  applyUrl: string | null;
  location: string | null;
  salary: string | null;
  /** The status's title; null for a row that fails. */
  status: string | null;
  saved: boolean;
  appliedAt: string | null;
  statusChanges: number;
  tasks: number;
  contacts: number;
  notes: number;
}

export function previewRowOf(outcome: RowOutcome, statuses: StatusTable): ImportPreviewRow {
  if ('failure' in outcome) {
    return {
      line: outcome.failure.line,
      error: outcome.failure.message,
      jobTitle: null,
      companyName: null,
      applyUrl: null,
      location: null,
      salary: null,
      status: null,
      saved: false,
      appliedAt: null,
      statusChanges: 0,
      tasks: 0,
      contacts: 0,
      notes: 0,
    };
  }
  const { entry } = outcome;
  return {
    line: entry.line,
    error: null,
    jobTitle: entry.snapshot.jobTitle,
    companyName: entry.snapshot.companyName,
    applyUrl: entry.snapshot.applyUrl || null,
    location: entry.snapshot.location ?? null,
    salary: entry.snapshot.salary ?? null,
    status: statuses.titleOf(entry.statusId),
    saved: entry.appliedAt === null,
    appliedAt: entry.appliedAt?.toISOString() ?? null,
    statusChanges: entry.history?.length ?? (entry.appliedAt ? 1 : 0),
    tasks: entry.tasks.length,
    contacts: entry.contacts.length,
    notes: entry.notes.length,
  };
}

/**
 * The first problem zod found, phrased as the API phrases a field's problem: the rules' own
 * messages already start with their field ("jobTitle: please provide the job title"); the others
 * get their path in front. `rename` turns a field into what the person knows it as (a CSV column).
 */
export function firstIssue(error: z.ZodError, rename: (field: string) => string = (field) => field): string {
  const issue = error.issues[0];
  const path = issue.path.join('.');
  const last = String(issue.path[issue.path.length - 1] ?? '');
  if (last && issue.message.startsWith(`${last}: `)) return `${rename(path)}: ${issue.message.slice(last.length + 2)}`;
  return path ? `${rename(path)}: ${issue.message}` : issue.message;
}
