import { Router } from 'express';
import { sendFile } from '../http/send-file';
import { type UserFileParams, ownerOf } from './params';
import type { Services } from '@remotehunt/services/app/services';

export function fileRoutes({ files }: Services): Router {
  const router = Router({ mergeParams: true });

  router.get<UserFileParams>('/file/:fileId', async (req, res) => {
    const file = await files.download(ownerOf(req), req.params.fileId);
    await sendFile(req, res, file);
  });

  return router;
}
