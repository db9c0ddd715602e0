import { EXPORT_CSV_COLUMNS } from '../applied-jobs-export';
import { type ColumnMapping, IMPORT_FIELDS, type ImportField } from './import-mapping';

/**
 * The files an import recognises. Huntr and Teal are the trackers people most often come from; a
 * CSV of any other shape is `generic` and needs its columns mapped. Our own exports come back as
 * they left: the JSON with statuses, history, tasks, contacts and notes; the CSV with its columns.
 */
export const IMPORT_FORMATS = ['huntr', 'teal', 'remotehunt-json', 'remotehunt-csv', 'generic'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export type CsvFormat = Exclude<ImportFormat, 'remotehunt-json'>;

/** Header names as compared: lower case, punctuation and repeated spaces folded ("Date Applied:" = "date applied"). */
export const normalizeHeader = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** What each field's column is called in the exports we know of, best guess first. */
const ALIASES: Record<ImportField, string[]> = {
  jobTitle: ['job title', 'title', 'job position', 'position', 'role', 'job role', 'position title', 'job name', 'job'],
  companyName: ['company', 'company name', 'employer', 'organization', 'organisation'],
  applyUrl: ['job url', 'url', 'link', 'job link', 'apply url', 'job post url', 'job posting url', 'posting url', 'application url', 'listing url'],
  location: ['location', 'job location', 'city'],
  salary: ['salary', 'pay', 'compensation', 'salary range'],
  description: ['description', 'job description'],
  status: ['status', 'list', 'stage', 'application status', 'state'],
  appliedAt: ['date applied', 'applied at', 'applied on', 'applied date', 'application date', 'applied'],
  addedAt: ['date added', 'date saved', 'date created', 'created at', 'added at', 'saved at', 'created', 'added', 'date'],
  notes: ['notes', 'note', 'comments', 'comment'],
};

/** Our own CSV export's columns (applied-jobs-export.ts), by field. */
const REMOTEHUNT_CSV: ColumnMapping = {
  jobTitle: 'Job title',
  companyName: 'Company',
  applyUrl: 'Apply URL',
  location: 'Location',
  salary: 'Salary',
  status: 'Status',
  appliedAt: 'Applied at',
  notes: 'Notes',
};
/** Our CSV's id column: its rows carry the application they were, as the JSON's do. */
export const REMOTEHUNT_CSV_ID_COLUMN: (typeof EXPORT_CSV_COLUMNS)[number] = 'Applied job id';

/** Headers only each tracker writes. */
const HUNTR_MARKS = ['list', 'board'];
const TEAL_MARKS = ['job position', 'excitement', 'date saved'];

export function detectCsvFormat(columns: string[]): CsvFormat {
  const headers = new Set(columns.map(normalizeHeader));
  if (EXPORT_CSV_COLUMNS.every((column) => headers.has(normalizeHeader(column)))) return 'remotehunt-csv';
  if (TEAL_MARKS.some((mark) => headers.has(mark))) return 'teal';
  if (HUNTR_MARKS.some((mark) => headers.has(mark))) return 'huntr';
  return 'generic';
}

/** Which column holds each field, by the names trackers give them; fields with no such column are left out. */
export function suggestMapping(columns: string[], format: CsvFormat): ColumnMapping {
  if (format === 'remotehunt-csv') return { ...REMOTEHUNT_CSV };
  const byName = new Map<string, string>();
  // The first column of a name wins, as a person reading the header would take it.
  for (const column of columns) if (!byName.has(normalizeHeader(column))) byName.set(normalizeHeader(column), column);
  const mapping: ColumnMapping = {};
  for (const field of IMPORT_FIELDS) {
    const alias = ALIASES[field].find((name) => byName.has(name));
    if (alias) mapping[field] = byName.get(alias);
  }
  return mapping;
}

/** The tracker's name, for the note an imported row's notes become. */
export const FORMAT_NAMES: Record<ImportFormat, string> = {
  huntr: 'Huntr',
  teal: 'Teal',
  'remotehunt-json': 'RemoteHunt',
  'remotehunt-csv': 'RemoteHunt',
  generic: 'the imported file',
};
