import { IMPORT_FIELDS } from '@remotehunt/services/tracking/import/import-mapping';
import { IMPORT_FORMATS } from '@remotehunt/services/tracking/import/import-formats';
import { z } from '../zod-openapi';
import { dateTime, id, orNull } from './common.responses';

/** Field → the header of the column that holds it. */
export const ImportMapping = z
  .strictObject(Object.fromEntries(IMPORT_FIELDS.map((field) => [field, z.string().optional()])))
  .openapi('ImportMapping', { description: 'Which column (by its header) holds each field; a field left out is not imported.' });

const ImportPreviewRow = z
  .strictObject({
    line: z.number().int().min(1).openapi({ description: 'The CSV line the row starts on; for our JSON export, the application’s position (1 = first).' }),
    error: z.string().nullable().openapi({ description: 'Why the row would not import; null when it would.' }),
    cells: z.array(z.string()).openapi({ description: 'The row’s cells as the file has them (CSV only).' }),
    jobTitle: z.string().nullable(),
    companyName: z.string().nullable(),
    applyUrl: z.string().nullable(),
    location: z.string().nullable(),
    salary: z.string().nullable(),
    status: z.string().nullable().openapi({ description: 'The status’s title.' }),
    saved: z.boolean().openapi({ description: 'Saved for later, not applied to.' }),
    appliedAt: dateTime().nullable(),
    statusChanges: z.number().int().min(0),
    tasks: z.number().int().min(0),
    contacts: z.number().int().min(0),
    notes: z.number().int().min(0),
  })
  .openapi('ImportPreviewRow');

export const ImportPreview = z
  .strictObject({
    importId: id(),
    fileName: z.string(),
    format: z.enum(IMPORT_FORMATS),
    columns: z.array(z.string()).openapi({ description: 'The CSV header (blank names numbered, repeats told apart); empty for our JSON export.' }),
    rows: z.number().int().min(1),
    fields: z.array(z.strictObject({ name: z.enum(IMPORT_FIELDS), label: z.string(), required: z.boolean() })),
    suggestedMapping: orNull(ImportMapping),
    mapping: orNull(ImportMapping).openapi({ description: 'The mapping the preview shows: the one asked for, else the suggestion.' }),
    mappingRequired: z.boolean().openapi({ description: 'The run must be given a mapping (a CSV we do not know, or one missing the title or company).' }),
    preview: z.array(ImportPreviewRow).openapi({ description: 'The first 5 rows.' }),
    expiresAt: dateTime(),
  })
  .openapi('ImportPreview');

export const ImportResult = z
  .strictObject({
    imported: z.number().int().min(0),
    skipped: z.number().int().min(0).openapi({ description: 'Rows already in the tracker: imported before, or their link tracked already.' }),
    failedCount: z.number().int().min(0),
    failed: z.array(z.strictObject({ line: z.number().int().min(1), message: z.string() })).openapi({ description: 'The first 100 rows that failed, with why.' }),
  })
  .openapi('ImportResult');
