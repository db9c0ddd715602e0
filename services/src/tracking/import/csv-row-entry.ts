import { createHash } from 'node:crypto';
import { isUuid } from '../../common/validate';
import { findUnsafeText } from '../../common/text-safety';
import { trackedJobSchema } from '../../forms/tracked-job';
import { noteCreateSchema } from '../../forms/tracking-items';
import { snapshotOfTrackedJob } from '../tracked-job-input';
import { readCellDate } from './cell-dates';
import type { CsvRecord } from './csv-records';
import { firstIssue, type RowOutcome } from './import-entry';
import { type CsvFormat, FORMAT_NAMES, REMOTEHUNT_CSV_ID_COLUMN } from './import-formats';
import type { ImportField } from './import-mapping';
import type { ImportedStatus, StatusTable } from './status-words';

export interface CsvRowContext {
  format: CsvFormat;
  columns: string[];
  /** Each mapped field's column index. */
  indexes: Partial<Record<ImportField, number>>;
  statuses: StatusTable;
  now: Date;
}

/**
 * One CSV row as an application, through the rules of a job typed by hand (trackedJobSchema), or
 * why it cannot be one, naming the column as the file does. An application without a date took
 * place on the day it was added, else today; a saved one has none.
 */
export function entryOfCsvRow({ line, cells }: CsvRecord, ctx: CsvRowContext): RowOutcome {
  const fail = (message: string): RowOutcome => ({ failure: { line, message } });
  const unsafe = findUnsafeText(cells);
  if (unsafe !== undefined) return fail(`${ctx.columns[Number(unsafe.replace(/\D/g, ''))] ?? 'A cell'}: must not contain NUL characters`);
  const cell = (field: ImportField) => {
    const index = ctx.indexes[field];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const columnOf = (field: string) => {
    const index = ctx.indexes[field.split('.')[0] as ImportField];
    return index === undefined ? field : ctx.columns[index];
  };

  const job = trackedJobSchema.safeParse({
    jobTitle: cell('jobTitle'),
    companyName: cell('companyName'),
    applyUrl: withScheme(cell('applyUrl')),
    location: cell('location'),
    salary: cell('salary'),
    description: cell('description'),
  });
  if (!job.success) return fail(firstIssue(job.error, columnOf));

  const word = cell('status');
  let status: ImportedStatus | null = { saved: false, statusId: ctx.statuses.first };
  if (word) status = ctx.statuses.ofWord(word);
  if (!status) return fail(`${columnOf('status')}: “${word}” is not a status we know (use ${ctx.statuses.known})`);

  const appliedDate = readCellDate(cell('appliedAt'), ctx.now.getTime());
  if (appliedDate === 'invalid') return fail(dateProblem(columnOf('appliedAt'), cell('appliedAt')));
  const addedDate = readCellDate(cell('addedAt'), ctx.now.getTime());
  if (addedDate === 'invalid') return fail(dateProblem(columnOf('addedAt'), cell('addedAt')));

  // Our CSV says "saved" by leaving the date applied blank, as its JSON does.
  const saved = status.saved || (ctx.format === 'remotehunt-csv' && appliedDate === null);
  const appliedAt = saved ? null : (appliedDate ?? addedDate ?? ctx.now);

  const notes = [];
  if (cell('notes')) {
    const note = noteCreateSchema.safeParse({ title: `Notes from ${FORMAT_NAMES[ctx.format]}`, description: cell('notes') });
    if (!note.success) return fail(`${columnOf('notes')}: ${note.error.issues[0].message}`);
    notes.push({ title: note.data.title, description: note.data.description ?? '', createdAt: null, updatedAt: null });
  }

  const exportedId = ctx.format === 'remotehunt-csv' ? (cells[ctx.columns.indexOf(REMOTEHUNT_CSV_ID_COLUMN)] ?? '').trim() : '';
  const previousId = isUuid(exportedId) ? exportedId : null;
  const { snapshot, linkKey } = snapshotOfTrackedJob(job.data);
  return {
    entry: {
      line,
      // Our own rows are the applications they were, whichever of our exports they come from.
      importKey: previousId ? `rh:${previousId}` : `csv:${createHash('sha256').update(JSON.stringify(cells)).digest('base64url')}`,
      previousId,
      jobId: null,
      snapshot,
      linkKey,
      statusId: status.saved ? ctx.statuses.first : status.statusId,
      appliedAt,
      trackedAt: addedDate ?? appliedAt,
      statusChangedAt: appliedAt,
      history: null,
      tasks: [],
      contacts: [],
      notes,
    },
  };
}

/** "www.acme.com/jobs/1", as spreadsheets keep links, is an address all the same. */
const withScheme = (link: string) => (/^www\./i.test(link) ? `https://${link}` : link);

const dateProblem = (column: string, text: string) =>
  `${column}: “${text.slice(0, 40)}” is not a date between 2000 and today that we can read (write it as 2024-03-05 or 3/5/2024)`;
