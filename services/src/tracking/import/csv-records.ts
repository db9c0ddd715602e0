import { type Readable, pipeline } from 'node:stream';
import { CsvError, type Options, parse } from 'csv-parse';
import { DomainError } from '../../common/domain-error';
import { IMPORT_MAX_ROW_BYTES } from './import-limits';

export interface CsvRecord {
  /** The line the row starts on (1 = the header), as a spreadsheet numbers it. */
  line: number;
  cells: string[];
}

/**
 * The rows of a CSV as they stream in, one at a time, so memory holds one row however long the
 * file: csv-parse's streaming parser, lenient where exports differ (rows of uneven length, a quote
 * inside a cell) and strict where the file is broken (a quote never closed, a row longer than any
 * export's), which ends the read with a 400 naming the line. Blank rows are skipped.
 */
export async function* readCsvRecords(source: Readable, delimiter: string): AsyncGenerator<CsvRecord> {
  // Where the last whole row ended, kept as the parser reads (rows it has read but not yet handed
  // on are dropped when it fails): a broken row starts after it.
  let lastLine = 0;
  const parser = parse({
    bom: true,
    delimiter,
    // Every line ending, even mixed in one file, rather than the first one seen.
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: IMPORT_MAX_ROW_BYTES,
    // csv-parse types a record changed here only with `columns`, which this does not use.
    on_record: ((cells: string[], { lines }: { lines: number }): CsvRecord => {
      lastLine = lines;
      // `lines` is where the row ends; a quoted cell may hold line breaks.
      return { line: lines - cells.reduce((n, cell) => n + (cell.match(LINE_BREAK)?.length ?? 0), 0), cells };
    }) as unknown as Options['on_record'],
  });
  // pipeline, so a failing source fails the parser, and leaving the loop early destroys both.
  const rows = pipeline(source, parser, () => undefined);
  try {
    yield* rows as AsyncIterable<CsvRecord>;
  } catch (e) {
    throw e instanceof CsvError ? csvProblem(e, lastLine + 1) : e;
  } finally {
    rows.destroy();
  }
}

const LINE_BREAK = /\r\n|\r|\n/g;

/** csv-parse's failure, for a person: the line the broken row starts on and what to fix. */
function csvProblem(e: CsvError, line: number): DomainError {
  switch (e.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return DomainError.validation(`Line ${line}: a quoted cell starts here and its closing quote (") never comes; check the file is a complete CSV export`);
    case 'CSV_MAX_RECORD_SIZE':
      return new DomainError('PAYLOAD_TOO_LARGE', `Line ${line}: the row is longer than ${IMPORT_MAX_ROW_BYTES / 1024} KB, more than any tracker exports; check the file is a CSV export`);
    case 'CSV_INVALID_CLOSING_QUOTE':
      return DomainError.validation(`Line ${line}: a quoted cell has text after its closing quote ("); quotes inside a cell are written twice ("")`);
    default:
      return DomainError.validation(`Line ${line}: the CSV could not be read (${e.message})`);
  }
}
