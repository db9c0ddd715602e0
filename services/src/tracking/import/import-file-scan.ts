import { createReadStream, promises as fs } from 'node:fs';
import { Transform } from 'node:stream';
import { DomainError } from '../../common/domain-error';
import { type CsvRecord, readCsvRecords } from './csv-records';
import { type ExportItem, readExportItems } from './export-items';
import { IMPORT_MAX_ROWS, PREVIEW_ROWS } from './import-limits';

/** What an uploaded file turned out to be, read once from end to end before it is kept. */
export type ScannedFile =
  | { kind: 'csv'; delimiter: string; columns: string[]; rows: number; head: CsvRecord[] }
  | { kind: 'json'; rows: number; head: ExportItem[] };

const SNIFF_BYTES = 64 * 1024;
const DELIMITERS = [',', ';', '\t'];

/**
 * Reads the upload once, streaming, so every problem of the file as a whole is a 4xx now and not
 * halfway through an import: not text (415), not UTF-8 (415), broken CSV or JSON, a row longer
 * than any export's, no rows, too many rows. Keeps the header and the first rows for the preview.
 */
export async function scanImportFile(path: string): Promise<ScannedFile> {
  const head = await readHead(path);
  if (!head.trim()) throw DomainError.validation('The file is empty: choose a CSV or JSON export of your applications');
  if (/^\s*[[{]/.test(head)) return scanJson(path);
  return scanCsv(path, delimiterOf(head));
}

async function scanCsv(path: string, delimiter: string): Promise<ScannedFile> {
  let header: CsvRecord | undefined;
  const head: CsvRecord[] = [];
  let rows = 0;
  for await (const record of readCsvRecords(createReadStream(path).pipe(utf8Checked()), delimiter)) {
    if (!header) {
      header = record;
      continue;
    }
    if (++rows > IMPORT_MAX_ROWS) throw tooManyRows();
    if (head.length < PREVIEW_ROWS) head.push(record);
  }
  const columns = columnNames(header?.cells ?? []);
  if (columns.filter((c) => !c.startsWith(UNNAMED)).length < 2) {
    throw DomainError.validation('The first line should name the columns (such as Job Title, Company, Status); this file’s has fewer than two');
  }
  if (!rows) throw DomainError.validation('The file has its header row but no rows below it to import');
  return { kind: 'csv', delimiter, columns, rows, head };
}

async function scanJson(path: string): Promise<ScannedFile> {
  const head: ExportItem[] = [];
  let rows = 0;
  for await (const item of readExportItems(createReadStream(path).pipe(utf8Checked()))) {
    if (++rows > IMPORT_MAX_ROWS) throw tooManyRows();
    if (head.length < PREVIEW_ROWS) head.push(item);
  }
  if (!rows) throw DomainError.validation('The JSON has no applications to import: choose a RemoteHunt JSON export (its applications are under appliedJobs)');
  return { kind: 'json', rows, head };
}

/** The start of the file as text: refused when it is no text at all. */
async function readHead(path: string): Promise<string> {
  const file = await fs.open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
    const bytes = buffer.subarray(0, bytesRead);
    if (bytes.includes(0)) throw notText();
    try {
      // stream: a character cut at the end of these bytes is not an error.
      return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes, { stream: true });
    } catch {
      throw notUtf8();
    }
  } finally {
    await file.close();
  }
}

/** The header's separator: the one of comma, semicolon (Excel in much of Europe) and tab it has most of, outside quotes. */
export function delimiterOf(text: string): string {
  const counts = new Map(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

const UNNAMED = 'Column ';

/** Header cells as names a mapping can use: blank ones numbered, repeated ones told apart. */
export function columnNames(cells: string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, i) => {
    const name = cell.trim() || `${UNNAMED}${i + 1}`;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}

/** Passes the bytes on, failing at the first that is not UTF-8 (which csv-parse would quietly turn into �). */
function utf8Checked(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        decoder.decode(chunk, { stream: true });
        done(null, chunk);
      } catch {
        done(notUtf8());
      }
    },
    flush(done) {
      try {
        decoder.decode();
        done();
      } catch {
        done(notUtf8());
      }
    },
  });
}

const notText = () =>
  new DomainError('UNSUPPORTED_MEDIA_TYPE', 'This file is not a CSV or JSON export (it holds binary data): export your applications as CSV or JSON and choose that file');
const notUtf8 = () =>
  new DomainError('UNSUPPORTED_MEDIA_TYPE', 'The file is not UTF-8 text: save it as “CSV UTF-8” (or export it again) and choose it once more');
const tooManyRows = () =>
  new DomainError('PAYLOAD_TOO_LARGE', `The file has more than ${IMPORT_MAX_ROWS} rows: import it in parts of at most ${IMPORT_MAX_ROWS}`);
