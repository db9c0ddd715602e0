import { Router } from 'express';
import type { UserFileParams } from './params';
import type { Services } from '@remotehunt/services/app/services';

export function fileRoutes({ files }: Services): Router {
  const router = Router({ mergeParams: true });

  router.get<UserFileParams>('/file/:fileId', async (req, res) => {
    const file = await files.download(req.params.userId, req.params.fileId);
    res.set('Content-Type', file.contentType);
    res.set('Cache-Control', 'private, max-age=0, must-revalidate');
    res.attachment(file.fileName);
    res.send(file.bytes);
  });

  return router;
}
