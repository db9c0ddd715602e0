import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  changePasswordSchema,
  resetPasswordEmailSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  updateProfileSchema,
} from '@remotehunt/services/accounts/accounts.schemas';
import { signInLinkSchema } from '@remotehunt/services/accounts/sign-in-links.service';
import { named, z } from '../zod-openapi';
import { json, REDIS_ERRORS, registerOperation, STORAGE_ERRORS } from '../operation';
import { AppConfig, AuthCheck, JobStatuses, Session, UserInfo } from '../responses/accounts.responses';
import { Success, SuccessWithMessage } from '../responses/common.responses';
import { fileDownload } from '../responses/file-download.responses';

const SignUpInput = named(signUpSchema, 'SignUpInput');
const SignInInput = named(signInSchema, 'SignInInput');
const ResetPasswordEmailInput = named(resetPasswordEmailSchema, 'ResetPasswordEmailInput');
const ResetPasswordInput = named(resetPasswordSchema, 'ResetPasswordInput');
const ChangePasswordInput = named(changePasswordSchema, 'ChangePasswordInput');
const SignInLinkInput = named(signInLinkSchema, 'SignInLinkInput');

const RATE_LIMITED = 'The attempt budget is spent (see docs/api-foundation.md)';

/** accounts.routes.ts, app-config.routes.ts and files.routes.ts. */
export function registerAccountPaths(registry: OpenAPIRegistry): void {
  const tag = 'Accounts';
  registerOperation(registry, {
    method: 'post',
    path: '/signup',
    tag,
    summary: 'Sign up',
    description: 'Opens a session for the new account, which starts on a trial.',
    access: 'public',
    body: json(SignUpInput),
    ok: { status: 201, description: 'The new session', schema: Session },
    errors: { 429: RATE_LIMITED, ...REDIS_ERRORS },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/signin',
    tag,
    summary: 'Sign in',
    access: 'public',
    body: json(SignInInput),
    ok: { description: 'The new session', schema: Session },
    errors: { 401: '`Incorrect email or password`', 429: RATE_LIMITED, ...REDIS_ERRORS },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/signin/link',
    tag,
    summary: 'Trade a receipt’s one-time sign-in link for a session',
    description:
      'A visitor’s purchase receipt carries a link that works once and for 24 hours; it signs in the account the purchase went to (and confirms a free newsletter waiting on the address).',
    access: 'public',
    body: json(SignInLinkInput),
    ok: { description: 'The new session, as /signin answers it', schema: Session },
    errors: { 400: 'The link is invalid, used or expired' },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/reset_password/email',
    tag,
    summary: 'Email a password reset link',
    description: 'Answers the same whether or not the address has an account.',
    access: 'public',
    body: json(ResetPasswordEmailInput),
    ok: { description: 'The link is on its way, if the account exists', schema: SuccessWithMessage },
    errors: { 429: RATE_LIMITED, ...REDIS_ERRORS },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/reset_password',
    tag,
    summary: 'Choose a new password with a reset link’s token',
    access: 'public',
    body: json(ResetPasswordInput),
    ok: { description: 'The password is changed; every other session is signed out', schema: SuccessWithMessage },
    errors: {
      404: 'The link’s token was never issued (a mistyped or cut link)',
      410: 'The link was already used (it or a newer one), or its hour is over',
    },
  });

  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}',
    tag,
    summary: 'The user info',
    access: 'user',
    ok: { description: 'The user info', schema: UserInfo },
  });
  registerOperation(registry, {
    method: 'put',
    path: '/users/{userId}',
    tag,
    summary: 'Change the profile (name, country, time zone) and the avatar',
    access: 'user',
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: updateProfileSchema
            .extend({
              profile_pic: z.string().optional().openapi({ format: 'binary', description: 'An image (JPEG, PNG, WebP or GIF); stored re-encoded.' }),
              profile_pic_name: z.string().optional().openapi({ description: 'The avatar’s file name, when not the part’s own.' }),
            })
            .openapi('UpdateProfileForm'),
        },
      },
    },
    ok: { description: 'The user info after the change', schema: UserInfo },
    errors: { 413: 'The avatar (or the form) is too large', 415: 'The avatar is not an image we take', ...STORAGE_ERRORS },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/change_password',
    tag,
    summary: 'Change the password',
    access: 'user',
    body: json(ChangePasswordInput),
    ok: { description: 'Changed', schema: SuccessWithMessage },
  });
  registerOperation(registry, {
    method: 'delete',
    path: '/users/{userId}/profile_pic',
    tag,
    summary: 'Remove the avatar',
    access: 'user',
    ok: { description: 'The user info after the change', schema: UserInfo },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/logout',
    tag,
    summary: 'Sign out: revokes the token',
    access: 'user',
    ok: { description: 'Signed out', schema: Success },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/auth_check',
    tag,
    summary: 'Whether the token is still good',
    access: 'user',
    ok: { description: 'It is', schema: AuthCheck },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/file/{fileId}',
    tag,
    summary: 'Download one of the user’s files (avatar or document)',
    description: 'Always an attachment (Content-Disposition with the file name), with a sandboxing Content-Security-Policy and nosniff; one byte range may be asked for.',
    access: 'user',
    ...fileDownload,
  });

  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/app_config',
    tag: 'App config',
    summary: 'The lists the app’s screens offer',
    access: 'user',
    ok: { description: 'File types, email templates, countries, access switches and filter options', schema: AppConfig },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/job/statuses',
    tag: 'App config',
    summary: 'The statuses an applied job moves through',
    access: 'user',
    ok: { description: 'In board order', schema: JobStatuses },
  });
}
