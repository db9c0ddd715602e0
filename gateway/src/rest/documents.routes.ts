import { Router, type Response } from 'express';
import multer from 'multer';
import type { Services } from '@remotehunt/services/app/services';
import { DomainError } from '@remotehunt/services/common/domain-error';
import type { DocumentUpload } from '@remotehunt/services/documents/documents.service';
import type { FileDownload } from '@remotehunt/services/files/files.service';
import { multipart } from '../http/multipart';
import type { UserParams } from './params';

type AppliedJobParams = UserParams & { appliedJobId: string };
type FileParams = UserParams & { fileId: string };

const megabytes = (bytes: number) => `${+(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Sends a stored file; PDFs open in the browser, other kinds download. */
export function sendFile(res: Response, file: FileDownload, opts: { inline?: boolean } = {}): void {
  res.set('Content-Type', file.contentType);
  res.set('Cache-Control', 'private, no-store');
  if (opts.inline && file.contentType === 'application/pdf') {
    res.set('Content-Disposition', `inline; filename="${file.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  } else {
    res.attachment(file.fileName);
  }
  res.send(file.bytes);
}

/** Documents under /users/{userId}: upload (also under an applied job), lists, delete, shareable links. */
export function documentRoutes({ documents, config }: Services): Router {
  const router = Router({ mergeParams: true });
  const documentUpload = multipart(
    multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: config.documentMaxBytes, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 },
    }).any(),
    () => new DomainError('PAYLOAD_TOO_LARGE', `The file must be at most ${megabytes(config.documentMaxBytes)}`),
  );
  // The old client names the file part after the document type; any single file part is taken.
  const uploadOf = (body: Record<string, unknown> | undefined, files: unknown): DocumentUpload => {
    const [file] = (files as Express.Multer.File[] | undefined) ?? [];
    return { fields: body ?? {}, file: file && { bytes: file.buffer, originalName: file.originalname } };
  };

  router.post<UserParams>('/file', documentUpload, async (req, res) => {
    res.status(201).json(await documents.upload(req.params.userId, uploadOf(req.body, req.files)));
  });

  router.post<AppliedJobParams>('/applied_jobs/:appliedJobId/file', documentUpload, async (req, res) => {
    const upload = uploadOf(req.body, req.files);
    upload.fields = { ...upload.fields, appliedJobId: req.params.appliedJobId };
    res.status(201).json(await documents.upload(req.params.userId, upload));
  });

  router.get<UserParams>('/files', async (req, res) => {
    res.json(await documents.list(req.params.userId, req.query));
  });

  router.get<AppliedJobParams>('/applied_jobs/:appliedJobId/files', async (req, res) => {
    res.json(await documents.listForAppliedJob(req.params.userId, req.params.appliedJobId, req.query));
  });

  // GET /file/{fileId} (download) is in files.routes: it serves avatars as well.
  router.delete<FileParams>('/file/:fileId', async (req, res) => {
    await documents.delete(req.params.userId, req.params.fileId);
    res.json({ success: true });
  });

  router.post<FileParams>('/files/:fileId/shareable_link', async (req, res) => {
    res.json(await documents.createShareableLink(req.params.userId, req.params.fileId));
  });

  router.delete<FileParams>('/files/:fileId/shareable_link', async (req, res) => {
    await documents.revokeShareableLink(req.params.userId, req.params.fileId);
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
    sendFile(res, file, { inline: true });
  });
  return router;
}
