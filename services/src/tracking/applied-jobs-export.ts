import { stringify } from 'csv-stringify/sync';
import type { Owner } from '../auth/authorization';
import type { DataSource } from 'typeorm';
import type { AppliedJobItems, ItemView } from './applied-job-items';
import type { AppliedJobsService, AppliedJobView, StatusChangeView } from './applied-jobs.service';
import type { ContactFields, NoteFields, TaskFields } from './item-kinds';

export interface ExportedAppliedJob extends AppliedJobView {
  statusTitle: string;
  tasks: ItemView<TaskFields>[];
  contacts: ItemView<ContactFields>[];
  notes: ItemView<NoteFields>[];
  /** Every status move, oldest first, each with its status's title: an import restores them. */
  statusHistory: (StatusChangeView & { fromStatusTitle: string | null; toStatusTitle: string })[];
}

export interface AppliedJobsExport {
  exportedAt: string;
  appliedJobs: ExportedAppliedJob[];
}

export const EXPORT_CSV_COLUMNS = [
  'Applied job id',
  'Job title',
  'Company',
  'Status',
  'Applied at',
  'Status changed at',
  'Saved, not applied',
  'Location',
  'Salary',
  'Employment type',
  'Source',
  'Apply URL',
  'Date posted',
  'Valid through',
  'Tags',
  'Worldwide',
  'Tasks',
  'Contacts',
  'Notes',
] as const;

/** Everything a user tracks, in one piece: for a backup, a spreadsheet or moving elsewhere. */
export class AppliedJobsExporter {
  constructor(
    private readonly db: DataSource,
    private readonly appliedJobs: AppliedJobsService,
    private readonly items: {
      tasks: AppliedJobItems<TaskFields>;
      contacts: AppliedJobItems<ContactFields>;
      notes: AppliedJobItems<NoteFields>;
    },
  ) {}

  async exportJson(owner: Owner, now = new Date()): Promise<AppliedJobsExport> {

    const [{ data }, tasks, contacts, notes, statuses, history] = await Promise.all([
      this.appliedJobs.all(owner),
      this.items.tasks.allOfUser(owner),
      this.items.contacts.allOfUser(owner),
      this.items.notes.allOfUser(owner),
      this.db.query(`SELECT id, title FROM job_statuses`) as Promise<{ id: string; title: string }[]>,
      this.appliedJobs.statusHistoryOfUser(owner),
    ]);
    const titles = new Map(statuses.map((s) => [s.id, s.title]));
    const of = <T extends { appliedJobId: string }>(list: T[], id: string) => list.filter((item) => item.appliedJobId === id);
    return {
      exportedAt: now.toISOString(),
      appliedJobs: data.map((job) => ({
        ...job,
        statusTitle: titles.get(job.status) ?? '',
        tasks: of(tasks, job._id),
        contacts: of(contacts, job._id),
        notes: of(notes, job._id),
        statusHistory: (history.get(job._id) ?? []).map((change) => ({
          ...change,
          fromStatusTitle: change.fromStatus ? (titles.get(change.fromStatus) ?? null) : null,
          toStatusTitle: titles.get(change.toStatus) ?? '',
        })),
      })),
    };
  }

  /** One row per applied job; its tasks, contacts and notes are listed one per line inside their cells. */
  async exportCsv(owner: Owner): Promise<string> {
    const { appliedJobs } = await this.exportJson(owner);
    const rows = appliedJobs.map((job) => [
      job._id,
      job.jobTitle,
      job.companyName,
      job.statusTitle,
      job.appliedAt ?? '',
      job.statusChangedAt,
      job.saved ? 'yes' : 'no',
      job.jobInfo.location ?? '',
      job.jobInfo.salary ?? '',
      job.jobInfo.employmentType ?? '',
      job.jobInfo.source.name,
      job.jobInfo.applyUrl,
      job.datePosted ?? '',
      job.validThrough ?? '',
      job.jobInfo.tags.join(', '),
      job.jobInfo.worldwide ? 'yes' : 'no',
      job.tasks.map((t) => `[${t.done ? 'x' : ' '}] ${t.content}`).join('\n'),
      job.contacts.map((c) => [c.name, `<${c.email}>`, c.jobTitle, c.linkedInUrl, c.twitterUrl].filter(Boolean).join(' ')).join('\n'),
      job.notes.map((n) => (n.description ? `${n.title}: ${n.description}` : n.title)).join('\n'),
    ]);
    return stringify([[...EXPORT_CSV_COLUMNS], ...rows.map((row) => row.map(neutralizeFormula))], { bom: true });
  }
}

/**
 * Job titles come from public boards: a cell starting with = + - @ would run as a
 * formula when the file is opened in a spreadsheet (CSV injection), so it is quoted as text.
 */
export const neutralizeFormula = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
