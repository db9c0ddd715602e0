import { Router, type Response } from 'express';
import multer from 'multer';
import type { Services } from '@remotehunt/services/app/services';
import { DomainError } from '@remotehunt/services/common/domain-error';
import type { DocumentUpload } from '@remotehunt/services/documents/documents.service';
import type { FileDownload } from '@remotehunt/services/files/files.service';
import { attachmentDisposition } from '../http/content-disposition';
import { multipart } from '../http/multipart';
import { type UserParams, ownerOf } from './params';

type AppliedJobParams = UserParams & { appliedJobId: string };
type FileParams = UserParams & { fileId: string };

const megabytes = (bytes: number) => `${+(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Sends a stored file as a download, never as a page of our origin: a user's PDF may carry
 * JavaScript, and opened inline from a shareable link it would run as RemoteHunt (with the
 * viewer's cookies). `attachment` makes the browser save it; the sandbox CSP and nosniff cover a
 * browser that renders it anyway, or guesses another type. The web client fetches downloads
 * itself and saves the blob under the name in Content-Disposition.
 */
export function sendFile(res: Response, file: FileDownload): void {
  res.set('Content-Type', file.contentType);
  res.set('Cache-Control', 'private, no-store');
  res.set('Content-Disposition', attachmentDisposition(file.fileName));
  res.set('X-Content-Type-Options', 'nosniff');
  res.set('Content-Security-Policy', "sandbox; default-src 'none'");
  res.send(file.bytes);
}

/** Documents under /users/{userId}: upload (also under an applied job), lists, delete, shareable links. */
export function documentRoutes({ documents, config }: Services): Router {
  const router = Router({ mergeParams: true });
  const documentUpload = multipart(
    multer({
      storage: multer.memoryStorage(),
      // Browsers send the file name as raw UTF-8; busboy would read it as latin1 ("rÃ©sumÃ©.pdf").
      defParamCharset: 'utf8',
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
    res.status(201).json(await documents.upload(ownerOf(req), uploadOf(req.body, req.files)));
  });

  router.post<AppliedJobParams>('/applied_jobs/:appliedJobId/file', documentUpload, async (req, res) => {
    const upload = uploadOf(req.body, req.files);
    upload.fields = { ...upload.fields, appliedJobId: req.params.appliedJobId };
    res.status(201).json(await documents.upload(ownerOf(req), upload));
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
    sendFile(res, file);
  });
  return router;
}
