import { Router } from 'express';
import multer from 'multer';
import type { Services } from '@remotehunt/services/app/services';
import { requireActor } from '@remotehunt/services/auth/authorization';
import { avatarTooLarge } from '@remotehunt/services/files/avatar-image';
import { multipart } from '../http/multipart';
import { requestMeta } from '../http/request-meta';
import { type UserParams, ownerOf } from './params';
import { withSubscription } from './user-info.response';

/**
 * Sign up, sign in and password recovery: the account calls without a bearer token. Their attempt
 * budgets are spent by the services, from the caller's address in the request meta.
 */
export function publicAccountRoutes(services: Services): Router {
  const { accounts, subscriptions } = services;
  const router = Router();

  router.post('/signup', async (req, res) => {
    const session = await accounts.signUp(req.body, requestMeta(req));
    res.status(201).json({ ...session, userInfo: await withSubscription(subscriptions, session.userInfo) });
  });

  router.post('/reset_password/email', async (req, res) => {
    // The same answer whether or not the address has an account.
    res.json(await services.passwordReset.sendResetLink(req.body, requestMeta(req)));
  });

  router.post('/reset_password', async (req, res) => {
    await services.passwordReset.resetPassword(req.body);
    res.json({ success: true, message: 'Password changed successfully' });
  });

  router.post('/signin', async (req, res) => {
    const session = await accounts.signIn(req.body, requestMeta(req));
    res.json({ ...session, userInfo: await withSubscription(subscriptions, session.userInfo) });
  });

  // Not in the spec's table: a receipt's one-time sign-in link is traded for a session here.
  router.post('/signin/link', async (req, res) => {
    const session = await services.signInLinks.signIn(req.body, requestMeta(req));
    res.json({ ...session, userInfo: await withSubscription(subscriptions, session.userInfo) });
  });

  return router;
}

/** Routes under /users/{userId}; ownership is checked before they run. */
export function userAccountRoutes(services: Services): Router {
  const { accounts, subscriptions, config } = services;
  const router = Router({ mergeParams: true });
  const avatarUpload = multipart(
    multer({
      storage: multer.memoryStorage(),
      // Browsers send the file's name as raw UTF-8; busboy would read it as Latin-1.
      defParamCharset: 'utf8',
      limits: { fileSize: config.avatarMaxBytes, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 },
    }).single('profile_pic'),
    () => avatarTooLarge(config.avatarMaxBytes),
  );

  router.get<UserParams>('/', async (req, res) => {
    res.json(await withSubscription(subscriptions, await accounts.getUserInfo(ownerOf(req))));
  });

  router.put<UserParams>('/', avatarUpload, async (req, res) => {
    const body = req.body ?? {};
    const avatar = req.file
      ? { bytes: req.file.buffer, fileName: typeof body.profile_pic_name === 'string' ? body.profile_pic_name : req.file.originalname }
      : undefined;
    res.json(await withSubscription(subscriptions, await accounts.updateProfile(ownerOf(req), { name: body.name, country: body.country, timezone: body.timezone }, avatar)));
  });

  router.post<UserParams>('/change_password', async (req, res) => {
    await accounts.changePassword(ownerOf(req), req.body);
    res.json({ success: true, message: 'Password changed successfully' });
  });

  router.delete<UserParams>('/profile_pic', async (req, res) => {
    res.json(await withSubscription(subscriptions, await accounts.deleteAvatar(ownerOf(req))));
  });

  router.post<UserParams>('/logout', async (req, res) => {
    await accounts.logout(requireActor(req.actor));
    res.json({ success: true });
  });

  router.get<UserParams>('/auth_check', (req, res) => {
    res.json({ authenticated: true, userId: requireActor(req.actor).userId });
  });

  return router;
}
