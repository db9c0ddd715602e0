import { Router, type Request } from 'express';
import multer from 'multer';
import type { Services } from '@remotehunt/services/app/services';
import { requireActor } from '@remotehunt/services/auth/authorization';
import { avatarTooLarge } from '@remotehunt/services/files/avatar-image';
import { multipart } from '../http/multipart';
import { emailLinkLimit } from '../http/email-link-limit';
import { rateLimit } from '../http/rate-limit';
import type { UserParams } from './params';
import { withSubscription } from './user-info.response';

const meta = (req: Request) => ({ userAgent: req.get('user-agent') });

/** Sign up, sign in and password recovery: the account calls without a bearer token. */
export function publicAccountRoutes(services: Services): Router {
  const { accounts, subscriptions, config, redis } = services;
  const router = Router();
  const signupLimit = rateLimit({
    redis,
    prefix: `${config.redisPrefix}rl:signup`,
    points: config.rateLimits.signupPerHour,
    durationSeconds: 60 * 60,
    key: (req) => req.ip ?? 'unknown',
    message: 'Too many accounts were created from this network.',
  });
  const signinLimit = rateLimit({
    redis,
    prefix: `${config.redisPrefix}rl:signin`,
    points: config.rateLimits.signinPer15Min,
    durationSeconds: 15 * 60,
    key: (req) => `${req.ip}:${String(req.body?.email ?? '').trim().toLowerCase()}`,
    message: 'Too many failed sign-in attempts.',
    refundSuccess: true,
  });

  router.post('/signup', signupLimit, async (req, res) => {
    const session = await accounts.signUp(req.body, meta(req));
    res.status(201).json({ ...session, userInfo: await withSubscription(subscriptions, session.userInfo) });
  });

  router.post('/reset_password/email', emailLinkLimit(services, 'reset'), async (req, res) => {
    await services.passwordReset.sendResetLink(req.body);
    // The same answer whether or not the address has an account.
    res.json({ success: true, message: 'If an account has this email, a link to reset its password is on its way' });
  });

  router.post('/reset_password', async (req, res) => {
    await services.passwordReset.resetPassword(req.body);
    res.json({ success: true, message: 'Password changed successfully' });
  });

  router.post('/signin', signinLimit, async (req, res) => {
    const session = await accounts.signIn(req.body, meta(req));
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
      limits: { fileSize: config.avatarMaxBytes, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 },
    }).single('profile_pic'),
    () => avatarTooLarge(config.avatarMaxBytes),
  );

  router.get<UserParams>('/', async (req, res) => {
    res.json(await withSubscription(subscriptions, await accounts.getUserInfo(req.params.userId)));
  });

  router.put<UserParams>('/', avatarUpload, async (req, res) => {
    const body = req.body ?? {};
    const avatar = req.file
      ? { bytes: req.file.buffer, fileName: typeof body.profile_pic_name === 'string' ? body.profile_pic_name : req.file.originalname }
      : undefined;
    res.json(await withSubscription(subscriptions, await accounts.updateProfile(req.params.userId, { name: body.name }, avatar)));
  });

  router.post<UserParams>('/change_password', async (req, res) => {
    await accounts.changePassword(requireActor(req.actor), req.params.userId, req.body);
    res.json({ success: true, message: 'Password changed successfully' });
  });

  router.delete<UserParams>('/profile_pic', async (req, res) => {
    res.json(await withSubscription(subscriptions, await accounts.deleteAvatar(req.params.userId)));
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
