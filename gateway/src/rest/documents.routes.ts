import path from 'node:path';
import { Router } from 'express';
import multer from 'multer';
import type { Services } from '@remotehunt/services/app/services';
import { DomainError } from '@remotehunt/services/common/domain-error';
import type { DocumentUpload } from '@remotehunt/services/documents/documents.service';
import { multipart, spoolToDisk, withSpooledFiles } from '../http/multipart';
import { sendFile } from '../http/send-file';
import { type UserParams, ownerOf } from './params';

type AppliedJobParams = UserParams & { appliedJobId: string };
type FileParams = UserParams & { fileId: string };

const megabytes = (bytes: number) => `${+(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Documents under /users/{userId}: upload (also under an applied job), lists, delete, shareable links. */
export function documentRoutes({ documents, config }: Services): Router {
  const router = Router({ mergeParams: true });
  const documentUpload = multipart(
    multer({
      // A document (up to DOCUMENT_MAX_BYTES) goes to a local file as it arrives, never whole into
      // memory; the service checks and stores it from there, and the file is removed after the answer.
      storage: spoolToDisk(path.join(config.dataDir, 'uploads')),
      // Browsers send the file name as raw UTF-8; busboy would read it as latin1 ("rÃ©sumÃ©.pdf").
      defParamCharset: 'utf8',
      limits: { fileSize: config.documentMaxBytes, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 },
    }).any(),
    () => new DomainError('PAYLOAD_TOO_LARGE', `The file must be at most ${megabytes(config.documentMaxBytes)}`),
  );
  // The old client names the file part after the document type; any single file part is taken.
  const uploadOf = (body: Record<string, unknown> | undefined, files: unknown): DocumentUpload => {
    const [file] = (files as Express.Multer.File[] | undefined) ?? [];
    return { fields: body ?? {}, file: file && { path: file.path, size: file.size, originalName: file.originalname } };
  };

  router.post<UserParams>('/file', documentUpload, async (req, res) => {
    const document = await withSpooledFiles(req, () => documents.upload(ownerOf(req), uploadOf(req.body, req.files)));
    res.status(201).json(document);
  });

  router.post<AppliedJobParams>('/applied_jobs/:appliedJobId/file', documentUpload, async (req, res) => {
    const upload = uploadOf(req.body, req.files);
    upload.fields = { ...upload.fields, appliedJobId: req.params.appliedJobId };
    const document = await withSpooledFiles(req, () => documents.upload(ownerOf(req), upload));
    res.status(201).json(document);
  });

  router.get<UserParams>('/files', async (req, res) => {
    res.json(await documents.list(ownerOf(req), req.query));
  });

  router.get<AppliedJobParams>('/applied_jobs/:appliedJobId/files', async (req, res) => {
    res.json(await documents.listForAppliedJob(ownerOf(req), req.params.appliedJobId, req.query));
  });

  // GET /file/{fileId} (download) is in files.routes: it serves avatars as well.
  router.delete<FileParams>('/file/:fileId', async (req, res) => {
    await documents.delete(ownerOf(req), req.params.fileId);
    res.json({ success: true });
  });

  router.post<FileParams>('/files/:fileId/shareable_link', async (req, res) => {
    res.json(await documents.createShareableLink(ownerOf(req), req.params.fileId));
  });

  router.delete<FileParams>('/files/:fileId/shareable_link', async (req, res) => {
    await documents.revokeShareableLink(ownerOf(req), req.params.fileId);
    res.json({ success: true });
  });

  return router;
}

/** GET /shared_files/{token}: a shareable link, opened by anyone who has it, no sign-in. */
export function sharedFileRoutes({ documents }: Services): Router {
  const router = Router();
  router.get<{ token: string }>('/shared_files/:token', async (req, res) => {
    const file = await documents.openShared(req.params.token, { countView: req.method === 'GET' });
    // The token is in the URL: keep it out of Referer headers of anything the file links to.
    res.set('Referrer-Policy', 'no-referrer');
    res.set('X-Robots-Tag', 'noindex');
    await sendFile(req, res, file);
  });
  return router;
}
