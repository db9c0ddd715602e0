import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@remotehunt/services/tracking/import/import-limits';
import { json, registerOperation, REDIS_ERRORS, STORAGE_ERRORS } from '../operation';
import type { ApiTag } from '../tags';
import { z } from '../zod-openapi';
import { ImportMapping, ImportPreview, ImportResult } from '../responses/tracking-import.responses';

const MappingInput = z.object({ mapping: ImportMapping.nullable().optional() }).openapi('ImportMappingInput');
const UploadForm = z.object({}).catchall(z.string().openapi({ format: 'binary' })).openapi('ImportUploadForm', {
  description: 'One file part, of any name: a CSV (Huntr, Teal, ours or any other) or our JSON export.',
});
const stored = { ...STORAGE_ERRORS, 503: `${STORAGE_ERRORS[503]}; or ${REDIS_ERRORS[503]}` };
const gone = { 404: 'No such import of this user: someone else’s, or expired (uploads are kept for a day)' };

/** tracking-import.routes.ts: upload a file to import, preview it, run it. */
export function registerTrackingImportPaths(registry: OpenAPIRegistry, tag: ApiTag): void {
  const base = '/users/{userId}/applied_jobs/imports';
  registerOperation(registry, {
    method: 'post',
    path: base,
    tag,
    summary: 'Upload a file to import into the tracker',
    description:
      'Multipart, one file: Huntr’s or Teal’s CSV export, any CSV (comma, semicolon or tab; UTF-8), or our JSON or CSV export. The whole file is read ' +
      'once: its format is told from its header, a broken file is refused naming the line, and the answer shows the first rows as they would ' +
      'import. Nothing is imported until the run. Kept for a day.',
    access: 'user',
    body: { required: true, content: { 'multipart/form-data': { schema: UploadForm } } },
    ok: { status: 201, description: 'The upload and its first rows', schema: ImportPreview },
    errors: {
      400: 'No file; an empty file, a header without rows, a quote never closed (the message names the line), or JSON that is not our export',
      413: `Larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB, more than ${IMPORT_MAX_ROWS} rows, or a row longer than 256 KB`,
      415: 'Not text (binary), or not UTF-8',
      ...stored,
    },
  });
  registerOperation(registry, {
    method: 'post',
    path: `${base}/{importId}/preview`,
    tag,
    summary: 'The first rows again, with another column mapping',
    access: 'user',
    body: json(MappingInput),
    ok: { description: 'The upload and its first rows', schema: ImportPreview },
    errors: { ...gone, ...stored },
  });
  registerOperation(registry, {
    method: 'post',
    path: `${base}/{importId}/run`,
    tag,
    summary: 'Import the upload',
    description:
      'Streams the file into the tracker: each row through the rules of a job added by hand; a row that breaks them is listed with its line and the ' +
      'others import. Rows imported before, links already tracked and applications exported from this very account are skipped, so running ' +
      'again adds nothing. `mapping` is required when the upload says `mappingRequired`. Our JSON export keeps statuses, dates, status history, ' +
      'tasks, contacts and notes.',
    access: 'user',
    body: json(MappingInput),
    ok: { description: 'How many were imported, skipped and failed', schema: ImportResult },
    errors: { ...gone, ...stored },
  });
}
