import { Router } from 'express';
import multer from 'multer';
import type { Services } from '@remotehunt/services/app/services';
import { DomainError } from '@remotehunt/services/common/domain-error';
import { multipart } from '../http/multipart';
import { streamTo } from '../http/send-file';
import { type UserParams, ownerOf } from './params';

type PostingParams = UserParams & { jobId: string };

const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** POST /remotejobs (visitors may post too) and the posting's public logo. */
export function publicJobPostingRoutes({ jobPostings }: Services): Router {
  const router = Router();
  const orderForm = multipart(
    multer({
      storage: multer.memoryStorage(),
      // Browsers send the file's name as raw UTF-8; busboy would read it as Latin-1.
      defParamCharset: 'utf8',
      limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 12, fieldSize: 128 * 1024, parts: 14 },
    }).any(),
    () => new DomainError('PAYLOAD_TOO_LARGE', 'The company logo must be at most 2 MB'),
  );

  router.post('/remotejobs', orderForm, async (req, res) => {
    const [logo] = (req.files as Express.Multer.File[] | undefined) ?? [];
    const order = await jobPostings.order(req.actor, { fields: req.body ?? {}, logo: logo && { bytes: logo.buffer } });
    res.status(201).json(order);
  });

  router.get<{ postingId: string }>('/job_postings/:postingId/logo', async (req, res) => {
    const logo = await jobPostings.logo(req.params.postingId);
    res.set('Content-Type', logo.contentType);
    res.set('Cache-Control', 'public, max-age=86400');
    res.set('Content-Length', String(logo.size));
    await streamTo(req, res, logo.stream);
  });
  return router;
}

/** The poster's own postings under /users/{userId}. */
export function jobPostingRoutes({ jobPostings }: Services): Router {
  const router = Router({ mergeParams: true });

  router.get<UserParams>('/job_postings', async (req, res) => {
    res.json(await jobPostings.listMine(ownerOf(req), req.query));
  });

  router.put<PostingParams>('/job_postings/:jobId/filled', async (req, res) => {
    res.json(await jobPostings.markFilled(ownerOf(req), req.params.jobId));
  });

  router.delete<PostingParams>('/job_postings/:jobId/autobump', async (req, res) => {
    res.json(await jobPostings.cancelAutoBump(ownerOf(req), req.params.jobId));
  });
  return router;
}
