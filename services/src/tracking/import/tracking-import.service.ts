import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { Owner } from '../../auth/authorization';
import { DomainError } from '../../common/domain-error';
import { parseInput } from '../../common/validate';
import { cleanFileName } from '../../files/avatar-image';
import { StoredObjectMissing } from '../../files/file-storage';
import { readCsvRecords, type CsvRecord } from './csv-records';
import { entryOfCsvRow } from './csv-row-entry';
import { entryOfExportItem } from './export-item-entry';
import { type ExportItem, readExportItems } from './export-items';
import { type ImportEntry, type ImportFailure, type ImportPreviewRow, previewRowOf, type RowOutcome } from './import-entry';
import { scanImportFile } from './import-file-scan';
import { detectCsvFormat, type ImportFormat, suggestMapping } from './import-formats';
import { FAILED_ROWS_LISTED, IMPORT_BATCH_ROWS, PREVIEW_ROWS } from './import-limits';
import { type ColumnMapping, columnIndexes, type ImportField, isCompleteMapping, MAPPABLE_FIELDS, type MappableField, mappingSchema } from './import-mapping';
import type { ImportStore, StoredImport } from './import-store';
import { writeImportBatch } from './import-writer';
import { StatusTable } from './status-words';

/** What the transport took out of the multipart request: the file as it was spooled to disk (size-capped as it arrived). */
export interface ImportUpload {
  file?: { path: string; size: number; originalName: string };
}

/** An upload, before anything is imported: what the file is and what its first rows would become. */
export interface ImportPreview {
  importId: string;
  fileName: string;
  format: ImportFormat;
  /** A CSV's header as written (blank names numbered, repeats told apart); empty for our JSON export. */
  columns: string[];
  /** Rows below the header (a CSV) or applications (our JSON). */
  rows: number;
  /** What a column can be mapped to. */
  fields: MappableField[];
  /** Our guess from the header's names; null for our JSON export, which needs none. */
  suggestedMapping: ColumnMapping | null;
  /** The mapping this preview shows: the one asked for, else the suggestion. */
  mapping: ColumnMapping | null;
  /** True when the run must be told the mapping: a CSV we do not know, or one missing the title or company. */
  mappingRequired: boolean;
  preview: (ImportPreviewRow & { cells: string[] })[];
  expiresAt: string;
}

export interface ImportResult {
  imported: number;
  /** Rows already in the tracker: imported before, or their link (or catalogue job) tracked already. */
  skipped: number;
  failedCount: number;
  /** The first rows that could not be imported, with why; failedCount counts them all. */
  failed: ImportFailure[];
}

const mappingInput = z.object({ mapping: mappingSchema.nullish() });

/**
 * Imports applications from Huntr's and Teal's CSV exports, any CSV with its columns mapped, and
 * our own exports (issue 47), in two steps: `upload` checks and keeps the file and shows its first
 * rows; `run` streams it through the rules of a job typed by hand into the tracker. A row that
 * breaks them is reported by line and the others import; importing again adds nothing.
 */
export class TrackingImportService {
  constructor(
    private readonly db: DataSource,
    private readonly store: ImportStore,
  ) {}

  async upload(owner: Owner, upload: ImportUpload): Promise<ImportPreview> {
    if (!upload.file || upload.file.size === 0) {
      throw DomainError.validation('Please choose the file to import: a CSV or JSON export of your applications', { field: 'file' });
    }
    const scan = await scanImportFile(upload.file.path);
    const csv = scan.kind === 'csv' ? scan : null;
    const stored = await this.store.save(
      owner,
      {
        fileName: cleanFileName(upload.file.originalName, 'import'),
        format: csv ? detectCsvFormat(csv.columns) : 'remotehunt-json',
        delimiter: csv?.delimiter ?? null,
        columns: csv?.columns ?? [],
        rows: scan.rows,
      },
      upload.file.path,
    );
    return this.previewOf(stored, scan.head, null, await StatusTable.load(this.db));
  }

  /** The first rows again, as they would import with this mapping. */
  async preview(owner: Owner, importId: string, input: unknown): Promise<ImportPreview> {
    const stored = await this.store.find(owner, importId);
    const { mapping } = parseInput(mappingInput, input);
    const head: (CsvRecord | ExportItem)[] = [];
    for await (const row of this.recordsOf(stored, await this.open(stored))) {
      head.push(row);
      if (head.length === PREVIEW_ROWS) break;
    }
    return this.previewOf(stored, head, mapping ?? null, await StatusTable.load(this.db));
  }

  /** Streams the file into the tracker, IMPORT_BATCH_ROWS rows to a statement; memory holds one batch whatever the file's size. */
  async run(owner: Owner, importId: string, input: unknown): Promise<ImportResult> {
    const { userId } = owner;
    const stored = await this.store.find(owner, importId);
    const { mapping } = parseInput(mappingInput, input);
    const statuses = await StatusTable.load(this.db);
    const suggested = this.suggestionFor(stored);
    if (!mapping && stored.format !== 'remotehunt-json' && mappingRequired(stored.format, suggested)) {
      throw DomainError.validation('mapping: please say which column holds each field (at least the job title and the company); the upload’s suggestedMapping is a start', {
        field: 'mapping',
      });
    }
    const convert = this.converter(stored, mapping ?? suggested, statuses, new Date());
    const result: ImportResult = { imported: 0, skipped: 0, failedCount: 0, failed: [] };
    let batch: ImportEntry[] = [];
    const write = async () => {
      const imported = await writeImportBatch(this.db, userId, batch);
      result.imported += imported;
      result.skipped += batch.length - imported;
      batch = [];
    };
    for await (const row of this.recordsOf(stored, await this.open(stored))) {
      const outcome = convert(row);
      if ('failure' in outcome) {
        result.failedCount++;
        if (result.failed.length < FAILED_ROWS_LISTED) result.failed.push(outcome.failure);
        continue;
      }
      batch.push(outcome.entry);
      if (batch.length === IMPORT_BATCH_ROWS) await write();
    }
    await write();
    return result;
  }

  private previewOf(stored: StoredImport, head: (CsvRecord | ExportItem)[], mapping: ColumnMapping | null, statuses: StatusTable): ImportPreview {
    const suggested = this.suggestionFor(stored);
    const shown = mapping ?? suggested;
    let convert: (row: CsvRecord | ExportItem) => RowOutcome;
    try {
      convert = this.converter(stored, shown, statuses, new Date());
    } catch (e) {
      // A mapping asked for must name the file's columns; the suggestion may simply be incomplete.
      if (mapping || !(e instanceof DomainError)) throw e;
      convert = (row) => ({ failure: { line: row.line, message: `${e.message} to see this row as it would import` } });
    }
    return {
      importId: stored.id,
      fileName: stored.fileName,
      format: stored.format,
      columns: stored.columns,
      rows: stored.rows,
      fields: MAPPABLE_FIELDS,
      suggestedMapping: suggested,
      mapping: shown,
      mappingRequired: stored.format !== 'remotehunt-json' && mappingRequired(stored.format, suggested),
      preview: head.map((row) => ({ ...previewRowOf(convert(row), statuses), cells: 'cells' in row ? row.cells : [] })),
      expiresAt: stored.expiresAt,
    };
  }

  private suggestionFor(stored: StoredImport): ColumnMapping | null {
    return stored.format === 'remotehunt-json' ? null : suggestMapping(stored.columns, stored.format);
  }

  /** Turns one row of this file into an entry; refuses a mapping that names columns the file does not have. */
  private converter(stored: StoredImport, mapping: ColumnMapping | null, statuses: StatusTable, now: Date): (row: CsvRecord | ExportItem) => RowOutcome {
    if (stored.format === 'remotehunt-json') return (row) => entryOfExportItem(row as ExportItem, statuses);
    const indexes: Partial<Record<ImportField, number>> = columnIndexes(mapping ?? {}, stored.columns);
    const context = { format: stored.format, columns: stored.columns, indexes, statuses, now };
    return (row) => entryOfCsvRow(row as CsvRecord, context);
  }

  /** The file's rows below its header (a CSV) or its applications (our JSON). */
  private async *recordsOf(stored: StoredImport, source: Readable): AsyncGenerator<CsvRecord | ExportItem> {
    if (!stored.delimiter) {
      yield* readExportItems(source);
      return;
    }
    let header = true;
    for await (const record of readCsvRecords(source, stored.delimiter)) {
      if (header) header = false;
      else yield record;
    }
  }

  private async open(stored: StoredImport): Promise<Readable> {
    return this.store.open(stored).catch((e: unknown) => {
      throw e instanceof StoredObjectMissing ? DomainError.notFound('The import (uploads are kept for a day; upload the file again)') : e;
    });
  }
}

const mappingRequired = (format: ImportFormat, suggested: ColumnMapping | null) => format === 'generic' || !isCompleteMapping(suggested);
