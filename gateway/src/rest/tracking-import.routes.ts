import path from 'node:path';
import { Router } from 'express';
import multer from 'multer';
import type { Services } from '@remotehunt/services/app/services';
import { DomainError } from '@remotehunt/services/common/domain-error';
import { IMPORT_MAX_BYTES } from '@remotehunt/services/tracking/import/import-limits';
import type { ImportUpload } from '@remotehunt/services/tracking/import/tracking-import.service';
import { multipart, spoolToDisk, withSpooledFiles } from '../http/multipart';
import { type UserParams, ownerOf } from './params';

type ImportParams = UserParams & { importId: string };

/** Imports into the tracker under /users/{userId}/applied_jobs/imports: upload a file, preview it, run it (issue 47). */
export function trackingImportRoutes({ trackingImport, config }: Services): Router {
  const router = Router({ mergeParams: true });
  const fileUpload = multipart(
    multer({
      // As documents: the file goes to a local file as it arrives, never whole into memory, and is
      // removed after the answer; the service scans it from there and keeps it on the storage.
      storage: spoolToDisk(path.join(config.dataDir, 'uploads')),
      defParamCharset: 'utf8',
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    }).any(),
    () => new DomainError('PAYLOAD_TOO_LARGE', `The file must be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`),
  );
  // Any single file part is taken, whatever the form names it.
  const uploadOf = (files: unknown): ImportUpload => {
    const [file] = (files as Express.Multer.File[] | undefined) ?? [];
    return { file: file && { path: file.path, size: file.size, originalName: file.originalname } };
  };

  router.post<UserParams>('/applied_jobs/imports', fileUpload, async (req, res) => {
    res.status(201).json(await withSpooledFiles(req, () => trackingImport.upload(ownerOf(req), uploadOf(req.files))));
  });

  router.post<ImportParams>('/applied_jobs/imports/:importId/preview', async (req, res) => {
    res.json(await trackingImport.preview(ownerOf(req), req.params.importId, req.body));
  });

  router.post<ImportParams>('/applied_jobs/imports/:importId/run', async (req, res) => {
    res.json(await trackingImport.run(ownerOf(req), req.params.importId, req.body));
  });

  return router;
}
