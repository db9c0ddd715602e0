import { randomUUID } from 'node:crypto';
import { type DataSource, IsNull, Not } from 'typeorm';
import type { Config } from '../config/config';
import type { Actor, Owner } from '../auth/authorization';
import { DomainError } from '../common/domain-error';
import { parseInput } from '../common/validate';
import { avatarTooLarge, cleanFileName, normalizeAvatar } from '../files/avatar-image';
import type { FileStorage } from '../files/file-storage';
import { StoredFileEntity } from '../files/stored-file.entity';
import type { AppSubscriptionService } from '../subscriptions/app-subscription.service';
import { changePasswordSchema, signInSchema, signUpSchema, updateProfileSchema } from './accounts.schemas';
import type { PasswordHasher } from './password';
import { SessionEntity } from './session.entity';
import { signSessionToken, verifySessionToken } from './tokens';
import { toUserInfo, type UserInfo } from './user-info';
import { EMPTY_SESSION_FILTERS, UserEntity } from './user.entity';
import { ACCESS_STATUSES } from '../billing/subscription-access';
import type { MailService } from '../mail/mail.service';
import type { AttemptBudgets } from '../throttle/attempt-budgets';
import { preparedQuery } from '../database/prepared-query';

/** The most sessions one account keeps live at once (issue 46: 4,466 were opened in 60 s, none bounded). */
export const MAX_LIVE_SESSIONS = 50;

/** What sign up and sign in answer: the spec's session plus the user info. */
export interface AuthSession {
  token: string;
  userId: string;
  expiry: Date;
  exp: number;
  iat: number;
  userInfo: UserInfo;
}

export interface AvatarUpload {
  bytes: Buffer;
  fileName?: string;
}

/** What a transport knows of the caller beyond the input; every transport passes both. */
export interface RequestMeta {
  userAgent?: string;
  /** The caller's network address (behind a trusted proxy, the client's): attempt budgets key on it. */
  ip?: string;
}

const HOUR_MS = 60 * 60 * 1000;

export class AccountsService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Pick<Config, 'jwtSecret' | 'sessionTtlHours' | 'avatarMaxBytes'>,
    private readonly storage: FileStorage,
    private readonly subscriptions: AppSubscriptionService,
    private readonly mail: MailService,
    private readonly budgets: AttemptBudgets,
    private readonly passwords: PasswordHasher,
  ) {}

  async signUp(input: unknown, meta: RequestMeta = {}): Promise<AuthSession> {
    const { name, email, password } = parseInput(signUpSchema, input);
    // Counted before hashing: each account costs a welcome mail to an address the caller chose.
    await this.budgets.signUp(meta.ip);
    const passwordHash = await this.passwords.hash(password);
    const user = await this.db.transaction(async (tx) => {
      const taken = await tx.getRepository(UserEntity).createQueryBuilder('u').where('lower(u.email) = :email', { email }).getOne();
      // 400 and not 409: the sign-up screen shows the server's text for 400s.
      if (taken?.passwordHash === null) {
        // Made for the newsletter: signing up must not take it over, so the owner proves the address.
        throw DomainError.validation('This email already has an account without a password: use Forgot password to choose one');
      }
      if (taken) throw DomainError.validation('An account with this email already exists, please sign in instead');
      const created = await tx.getRepository(UserEntity).save(
        tx.getRepository(UserEntity).create({ name, email, passwordHash, sessionFilters: EMPTY_SESSION_FILTERS }),
      );
      await this.subscriptions.startTrial(tx, created.id);
      return created;
    }).catch((e: { code?: string }) => {
      if (e.code === '23505') throw DomainError.validation('An account with this email already exists, please sign in instead');
      throw e;
    });
    await this.mail.enqueue({ to: user.email, userId: user.id, template: 'welcome', data: {} });
    return this.openSession(user, meta);
  }

  async signIn(input: unknown, meta: RequestMeta = {}): Promise<AuthSession> {
    const { email, password } = parseInput(signInSchema, input);
    // Spent before argon2 runs, so parallel guesses cannot slip past the budget; a success gives it back.
    const attempt = await this.budgets.signIn(email, meta.ip);
    const user = await this.db.getRepository(UserEntity).createQueryBuilder('u').where('lower(u.email) = :email', { email }).getOne();
    const ok = await this.passwords.verify(user?.passwordHash ?? (await this.passwords.dummyHash()), password);
    if (!user || !ok) throw DomainError.unauthenticated('Incorrect email or password');
    await attempt.refund();
    return this.openSession(user, meta);
  }

  /** Turns a bearer token into an Actor, or null when it is invalid, expired or revoked. */
  async authenticate(token: string): Promise<Actor | null> {
    const claims = verifySessionToken(this.config.jwtSecret, token);
    if (!claims) return null;
    // The subscription guard is decided here too, in the same round trip (grantsAccess in SQL).
    // Prepared: every signed-in request asks, and planning it took longer than running it.
    const row = (
      await preparedQuery<{ user_id: string; is_admin: boolean; is_recruiter: boolean; has_app_access: boolean }>(
        this.db,
        `SELECT u.id AS user_id, u.is_admin, u.is_recruiter,
                COALESCE(a.lifetime OR (a.status = ANY($3::text[]) AND (a.end_time IS NULL OR a.end_time > now())), false)
                  OR EXISTS (SELECT 1 FROM access_switches WHERE key = 'enableFreeAccessForApp' AND enabled) AS has_app_access
           FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN app_subscriptions a ON a.user_id = u.id
          WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
        [claims.jti, claims.sub, [...ACCESS_STATUSES]],
      )
    )[0];
    if (!row) return null;
    return {
      userId: row.user_id,
      sessionId: claims.jti,
      isAdmin: row.is_admin,
      isRecruiter: row.is_recruiter,
      hasAppAccess: row.has_app_access,
    };
  }

  async logout(actor: Actor): Promise<void> {
    await this.db.getRepository(SessionEntity).update({ id: actor.sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async getUserInfo({ userId }: Owner): Promise<UserInfo> {
    return this.userInfo(userId);
  }

  /** The account as its owner sees it; also answered with every new session. */
  private async userInfo(userId: string): Promise<UserInfo> {
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw DomainError.notFound('The user');
    const avatar = user.avatarFileId
      ? await this.db.getRepository(StoredFileEntity).findOneBy({ id: user.avatarFileId })
      : null;
    return toUserInfo(user, avatar);
  }

  /** Updates the name and, when given, replaces the avatar (checked by content). */
  async updateProfile(owner: Owner, input: unknown, avatar?: AvatarUpload): Promise<UserInfo> {
    const { userId } = owner;
    const { name, country, timezone } = parseInput(updateProfileSchema, input);
    const place = { ...(country !== undefined ? { country } : {}), ...(timezone !== undefined ? { timezone } : {}) };
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw DomainError.notFound('The user');
    if (avatar) {
      if (avatar.bytes.length > this.config.avatarMaxBytes) {
        throw avatarTooLarge(this.config.avatarMaxBytes);
      }
      const image = await normalizeAvatar(avatar.bytes);
      const fileId = randomUUID();
      const storageKey = `avatars/${fileId}.webp`;
      await this.storage.putStream(storageKey, image, { contentType: 'image/webp' });
      const previous = user.avatarFileId;
      await this.db.transaction(async (tx) => {
        await tx.getRepository(StoredFileEntity).insert({
          id: fileId,
          ownerId: userId,
          kind: 'avatar',
          fileName: cleanFileName(avatar.fileName?.replace(/\.[^.]*$/, '.webp'), 'avatar.webp'),
          contentType: 'image/webp',
          sizeBytes: image.length,
          storageKey,
        });
        await tx.getRepository(UserEntity).update({ id: userId }, { avatarFileId: fileId, ...(name ? { name } : {}), ...place });
      });
      if (previous) await this.removeFile(previous);
    } else if (name !== undefined || Object.keys(place).length) {
      await this.db.getRepository(UserEntity).update({ id: userId }, { ...(name !== undefined ? { name } : {}), ...place });
    }
    // Their saved list's "jobs I can take" looked from the country just cleared: kept, it would make
    // the next visit's list refuse itself (issue 50), so it goes with the country.
    if (country === null) {
      await this.db.query(`UPDATE users SET session_filters = session_filters - 'eligibility' WHERE id = $1 AND country IS NULL AND session_filters->>'eligibility' <> 'any'`, [
        userId,
      ]);
    }
    return this.getUserInfo(owner);
  }

  async deleteAvatar(owner: Owner): Promise<UserInfo> {

    const { userId } = owner;
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw DomainError.notFound('The user');
    if (!user.avatarFileId) throw DomainError.notFound('The avatar');
    await this.db.getRepository(UserEntity).update({ id: userId }, { avatarFileId: null });
    await this.removeFile(user.avatarFileId);
    return this.getUserInfo(owner);
  }

  /**
   * Changes the password after checking the current one. Every other session
   * of the user is signed out; the caller's own session stays.
   */
  async changePassword({ actor, userId }: Owner, input: unknown): Promise<void> {
    const { password, newPassword } = parseInput(changePasswordSchema, input);
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw DomainError.notFound('The user');
    if (!(await this.passwords.verify(user.passwordHash ?? '', password))) {
      throw DomainError.validation('Current password is incorrect');
    }
    const passwordHash = await this.passwords.hash(newPassword);
    await this.db.transaction(async (tx) => {
      await tx.getRepository(UserEntity).update({ id: userId }, { passwordHash });
      await tx
        .getRepository(SessionEntity)
        .update({ userId, revokedAt: IsNull(), id: Not(actor.sessionId) }, { revokedAt: new Date() });
    });
  }

  /**
   * A session for an account proven by other means (a login link sent by email). Proving the
   * mailbox also ends a lock on the account's password sign-in: that is how its owner gets past
   * failures someone else caused.
   */
  // eslint-disable-next-line no-restricted-syntax -- a system step: the account was proven by a login link, not by a caller
  async openSessionFor(userId: string, meta: RequestMeta = {}): Promise<AuthSession> {
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw DomainError.notFound('The user');
    const session = await this.openSession(user, meta);
    await this.budgets.clearSignInFailures(user.email);
    return session;
  }

  private async openSession(user: UserEntity, meta: RequestMeta): Promise<AuthSession> {
    const now = new Date();
    const expiry = new Date(now.getTime() + this.config.sessionTtlHours * HOUR_MS);
    const session = await this.db.getRepository(SessionEntity).save(
      this.db.getRepository(SessionEntity).create({
        userId: user.id,
        expiresAt: expiry,
        revokedAt: null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      }),
    );
    // One account's live sessions are bounded: a script signing in thousands of times a minute
    // keeps only the newest, and a person with more devices than that signs in again on the oldest.
    await this.db.query(
      `UPDATE sessions SET revoked_at = now()
        WHERE id IN (SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
                      ORDER BY created_at DESC, id DESC OFFSET $2)`,
      [user.id, MAX_LIVE_SESSIONS],
    );
    const { token, iat, exp } = signSessionToken(this.config.jwtSecret, user.id, session.id, expiry, now);
    return { token, userId: user.id, expiry, exp, iat, userInfo: await this.userInfo(user.id) };
  }

  private async removeFile(fileId: string): Promise<void> {
    const file = await this.db.getRepository(StoredFileEntity).findOneBy({ id: fileId });
    if (!file) return;
    await this.db.getRepository(StoredFileEntity).delete({ id: fileId });
    await this.storage.delete(file.storageKey);
  }
}
