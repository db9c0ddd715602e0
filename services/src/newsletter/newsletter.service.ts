import type { DataSource, EntityManager } from 'typeorm';
import type { AccountLinks } from '../accounts/account-links';
import type { AccountsService, AuthSession, RequestMeta } from '../accounts/accounts.service';
import type { OneTimeTokens } from '../accounts/one-time-tokens';
import type { AppConfigService } from '../app-config/app-config.service';
import { type Actor, assertCanAccessUser, canAccessUser, requireActor } from '../auth/authorization';
import type { CatalogueService, ProductInfo } from '../billing/catalogue.service';
import type { PaymentProvider } from '../billing/payment-provider';
import { ownReturnUrl } from '../billing/return-url';
import { DomainError } from '../common/domain-error';
import { isUuid, parseInput } from '../common/validate';
import type { MailService } from '../mail/mail.service';
import type { AttemptBudgets } from '../throttle/attempt-budgets';
import type { AppSubscriptionService } from '../subscriptions/app-subscription.service';
import {
  appSubscribeSchema,
  LOGIN_LINK_INVALID,
  loginLinkSchema,
  loginTokenSchema,
  type Preferences,
  preferencesSchema,
  subscribeOrderSchema,
  unsubscribeNewsletterSchema,
} from './newsletter-preferences';
import { digestScheduleId } from './digest-period';

export const LOGIN_LINK_MINUTES = 60;

/** The spec's newsletter: `_id` and `jobId` both present means subscribed. */
export interface NewsletterView {
  _id: string;
  /** The digest schedule the subscriber is on; absent until the subscription is active. */
  jobId: string | null;
  email: string;
  name: string;
  contains: string[];
  countryCode: string;
  category: string[];
  scheduleEvery: 'daily' | 'weekly';
  filterTypes: { title: boolean; tags: boolean; description: boolean };
  status: 'pending' | 'active' | 'cancelled';
  access: 'free' | 'paid';
}

export type SubscribeOrderResult =
  | { freeAccess: true; status: 'success'; confirmationSent: boolean }
  | { freeAccess: false; status: 'checkout'; sessionId: string; url: string };

interface NewsletterRow {
  id: string;
  user_id: string;
  email: string;
  name: string;
  country_code: string;
  categories: string[];
  keywords: string[];
  frequency: 'daily' | 'weekly';
  filter_title: boolean;
  filter_tags: boolean;
  filter_description: boolean;
  status: NewsletterView['status'];
  access: NewsletterView['access'];
  payment_subscription_id: string | null;
}

const SELECT_NEWSLETTER = `SELECT n.*, u.email FROM newsletters n JOIN users u ON u.id = n.user_id`;

const toView = (row: NewsletterRow): NewsletterView => ({
  _id: row.id,
  jobId: row.status === 'active' ? digestScheduleId(row.frequency) : null,
  email: row.email,
  name: row.name,
  contains: row.keywords,
  countryCode: row.country_code,
  category: row.categories,
  scheduleEvery: row.frequency,
  filterTypes: { title: row.filter_title, tags: row.filter_tags, description: row.filter_description },
  status: row.status,
  access: row.access,
});

const ALREADY_REGISTERED =
  'This email already has a RemoteHunt account: sign in to subscribe, or ask for a login link to manage your newsletter';
const ALREADY_SUBSCRIBED = 'You are already subscribed to the newsletter: change your preferences with Update Preferences';

export interface NewsletterDeps {
  db: DataSource;
  accounts: AccountsService;
  subscriptions: AppSubscriptionService;
  appConfig: AppConfigService;
  catalogue: CatalogueService;
  payments: PaymentProvider;
  mail: MailService;
  tokens: OneTimeTokens;
  attemptBudgets: AttemptBudgets;
  accountLinks: AccountLinks;
  publicUrl: string;
}

/**
 * The remote-jobs newsletter: who gets digests, of what, and how they pay. It is free with a paid
 * app plan or while the admin's free-access switch is on; otherwise it is a monthly card
 * subscription. Every subscriber is an account (a visitor's is made without a password).
 */
export class NewsletterService {
  constructor(private readonly deps: NewsletterDeps) {
    deps.accountLinks.sendWith('newsletter-login', (email) => this.mailLoginLink(email));
  }

  /** What the subscribe form offers a visitor: countries, categories, and whether it is free for everyone now. */
  async formOptions() {
    const [categories, switches] = await Promise.all([this.deps.appConfig.listCategories(), this.deps.appConfig.getAccessSwitches()]);
    return { countries: this.deps.appConfig.listCountries(), categories, freeAccess: switches.enableFreeAccessForNewsletter };
  }

  productInfo(country: string | null | undefined): Promise<ProductInfo> {
    return this.deps.catalogue.productInfo('newsletter', country);
  }

  async subscription(actor: Actor | null, userId: string): Promise<{ newsletter: NewsletterView | null }> {
    assertCanAccessUser(actor, userId);
    const [row]: NewsletterRow[] = await this.deps.db.query(`${SELECT_NEWSLETTER} WHERE n.user_id = $1 AND n.status <> 'cancelled'`, [userId]);
    return { newsletter: row ? toView(row) : null };
  }

  /**
   * Subscribes: at once when the newsletter is free for this person, else through a checkout.
   * A visitor's address is not taken on trust: a new one gets a confirmation link first, and one
   * that already has an account needs that account (or a login link).
   */
  async subscribeOrder(actor: Actor | null, input: unknown, meta: RequestMeta = {}): Promise<SubscribeOrderResult> {
    const order = parseInput(subscribeOrderSchema, input);
    await this.assertCategories(order.category);
    if (!actor) {
      // A visitor's order makes an account and mails a link to the address given: the same budgets
      // as signing up and asking for a login link, or it would be a way round both.
      await this.deps.attemptBudgets.signUp(meta.ip);
      await this.deps.attemptBudgets.emailLink('newsletter-login', order.email, meta.ip);
    }
    const { db } = this.deps;
    const prepared = await db.transaction(async (tx) => {
      let userId: string;
      let created = false;
      if (actor) {
        userId = actor.userId;
      } else {
        const [existing]: { id: string }[] = await tx.query(`SELECT id FROM users WHERE lower(email) = $1`, [order.email]);
        if (existing) throw DomainError.validation(ALREADY_REGISTERED);
        const [user]: { id: string }[] = await tx.query(`INSERT INTO users (email, name, password_hash) VALUES ($1, $2, NULL) RETURNING id`, [
          order.email,
          order.name,
        ]);
        await this.deps.subscriptions.startTrial(tx, user.id);
        userId = user.id;
        created = true;
      }
      const [current]: NewsletterRow[] = await tx.query(`SELECT * FROM newsletters WHERE user_id = $1 FOR UPDATE`, [userId]);
      if (current?.status === 'active') throw DomainError.validation(ALREADY_SUBSCRIBED);
      const free = await this.isFreeFor(tx, userId);
      // A signed-in subscriber has shown the address is theirs; a visitor confirms from the email.
      const status = free && actor ? 'active' : 'pending';
      const newsletterId = await this.save(tx, userId, order, { status, access: free ? 'free' : 'paid' });
      const [user]: { email: string }[] = await tx.query(`SELECT email FROM users WHERE id = $1`, [userId]);
      return { userId, newsletterId, free, created, email: user.email };
    }).catch((e: { code?: string }) => {
      // Two visitors' orders for one new address at once: the loser is told as if it had come second.
      if (e.code === '23505') throw DomainError.validation(ALREADY_REGISTERED);
      throw e;
    });

    if (prepared.free) {
      if (!actor) await this.sendLoginLink(prepared.userId, prepared.email);
      return { freeAccess: true, status: 'success', confirmationSent: !actor };
    }
    const price = await this.deps.catalogue.activePrice('newsletter', order.priceId ?? (await this.defaultPriceId()));
    if (!price.subscription) throw DomainError.validation('Please choose the monthly newsletter price');
    const back = `${this.deps.publicUrl}/#/remote-jobs-newsletter`;
    const session = await this.deps.payments.createCheckoutSession({
      mode: 'subscription',
      providerPriceId: this.deps.catalogue.providerPriceOf(price),
      customerEmail: prepared.email,
      successUrl: ownReturnUrl(order.successCallback ?? `${back}?status=success`, 'successCallback', this.deps.publicUrl),
      cancelUrl: ownReturnUrl(order.cancelCallback ?? `${back}?status=cancel`, 'cancelCallback', this.deps.publicUrl),
      // `buyer: visitor`: the receipt then carries the sign-in link that proves the address.
      metadata: { kind: 'newsletter', newsletterId: prepared.newsletterId, userId: prepared.userId, priceId: price.id, ...(actor ? {} : { buyer: 'visitor' }) },
    });
    await db.query(`UPDATE newsletters SET checkout_session_id = $2 WHERE id = $1`, [prepared.newsletterId, session.id]);
    return { freeAccess: false, status: 'checkout', sessionId: session.id, url: session.url };
  }

  /** POST /newsletter/subscribe: free for a subscriber whose app plan is paid. */
  async subscribeWithApp(actor: Actor | null, input: unknown): Promise<{ newsletter: NewsletterView }> {
    const who = requireActor(actor);
    const prefs = parseInput(appSubscribeSchema, input);
    await this.assertCategories(prefs.category);
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.hasPaidApp(tx, who.userId))) {
        throw new DomainError('PAYMENT_REQUIRED', 'The newsletter is free with a paid RemoteHunt plan: choose a plan on the Subscription page first');
      }
      const [current]: NewsletterRow[] = await tx.query(`SELECT * FROM newsletters WHERE user_id = $1 FOR UPDATE`, [who.userId]);
      if (current?.status === 'active') throw DomainError.validation(ALREADY_SUBSCRIBED);
      const [user]: { name: string }[] = await tx.query(`SELECT name FROM users WHERE id = $1`, [who.userId]);
      await this.save(tx, who.userId, { ...prefs, name: prefs.name ?? user.name }, { status: 'active', access: 'free' });
    });
    return { newsletter: (await this.subscription(who, who.userId)).newsletter! };
  }

  async update(actor: Actor | null, newsletterId: string, input: unknown): Promise<{ newsletter: NewsletterView }> {
    const row = await this.owned(actor, newsletterId);
    const prefs = parseInput(preferencesSchema, input);
    await this.assertCategories(prefs.category);
    await this.deps.db.query(
      `UPDATE newsletters SET name = $2, country_code = $3, categories = $4, keywords = $5, frequency = $6,
              filter_title = $7, filter_tags = $8, filter_description = $9, updated_at = now()
        WHERE id = $1`,
      [row.id, prefs.name, prefs.countryCode, prefs.category, prefs.contains, prefs.scheduleEvery, prefs.filterTypes.title, prefs.filterTypes.tags, prefs.filterTypes.description],
    );
    return { newsletter: (await this.subscription(requireActor(actor), row.user_id)).newsletter! };
  }

  /** Stops the digests at once; a paid newsletter's renewal stops at the end of the month paid for. */
  async unsubscribe(actor: Actor | null, input: unknown): Promise<{ success: true }> {
    const { newsletterId } = parseInput(unsubscribeNewsletterSchema, input);
    const row = await this.owned(actor, newsletterId);
    await this.cancel(row);
    return { success: true };
  }

  /** Cancels whatever newsletter the user has (the unsubscribe link in every email does this too). */
  // eslint-disable-next-line no-restricted-syntax -- a system step: called after a signed unsubscribe link or a payment event, never by a caller
  async cancelForUser(userId: string): Promise<void> {
    const [row]: NewsletterRow[] = await this.deps.db.query(`${SELECT_NEWSLETTER} WHERE n.user_id = $1 AND n.status <> 'cancelled'`, [userId]);
    if (row) await this.cancel(row);
  }

  /**
   * Emails a login link if the address has an account. The answer is the same either way, and so
   * is the work behind it: the worker looks the address up (accounts/account-links.ts).
   */
  async generateLoginLink(input: unknown, meta: RequestMeta = {}): Promise<void> {
    const { email } = parseInput(loginLinkSchema, input);
    await this.deps.attemptBudgets.emailLink('newsletter-login', email, meta.ip);
    await this.deps.accountLinks.request('newsletter-login', email);
  }

  private async mailLoginLink(email: string): Promise<boolean> {
    const [user]: { id: string; email: string }[] = await this.deps.db.query(`SELECT id, email FROM users WHERE lower(email) = $1`, [email]);
    if (user) await this.sendLoginLink(user.id, user.email);
    return Boolean(user);
  }

  /** Opens a session from a login link, and confirms a visitor's free newsletter waiting on it. */
  async signInWithLoginLink(input: unknown, meta: RequestMeta = {}): Promise<AuthSession> {
    const { token } = parseInput(loginTokenSchema, input);
    const userId = await this.deps.db.transaction(async (tx) => {
      const owner = await this.deps.tokens.consume(token, 'newsletter-login', tx);
      if (!owner) throw DomainError.validation(LOGIN_LINK_INVALID);
      await tx.query(`UPDATE newsletters SET status = 'active', updated_at = now() WHERE user_id = $1 AND status = 'pending' AND access = 'free'`, [owner]);
      return owner;
    });
    return this.deps.accounts.openSessionFor(userId, meta);
  }

  private async sendLoginLink(userId: string, email: string): Promise<void> {
    const token = await this.deps.tokens.issue(userId, 'newsletter-login', LOGIN_LINK_MINUTES);
    const query = new URLSearchParams({ email, loginToken: token });
    await this.deps.mail.enqueue({
      to: email,
      userId,
      template: 'newsletter-login',
      data: { loginUrl: `${this.deps.publicUrl}/#/remote-jobs-newsletter?${query}`, expiresInMinutes: LOGIN_LINK_MINUTES },
      secretKeys: ['loginUrl'],
    });
  }

  private async cancel(row: NewsletterRow): Promise<void> {
    await this.deps.db.query(`UPDATE newsletters SET status = 'cancelled', cancelled_at = now(), updated_at = now() WHERE id = $1`, [row.id]);
    if (row.payment_subscription_id) await this.deps.payments.cancelSubscription(row.payment_subscription_id);
  }

  private async owned(actor: Actor | null, newsletterId: string): Promise<NewsletterRow> {
    const who = requireActor(actor);
    const [row]: NewsletterRow[] = isUuid(newsletterId)
      ? await this.deps.db.query(`${SELECT_NEWSLETTER} WHERE n.id = $1 AND n.status <> 'cancelled'`, [newsletterId])
      : [];
    // Someone else's newsletter is answered as missing: ids are not to be probed.
    if (!row || !canAccessUser(who, row.user_id)) throw DomainError.notFound('The newsletter subscription');
    return row;
  }

  private async save(
    tx: EntityManager,
    userId: string,
    prefs: Pick<Preferences, 'name' | 'scheduleEvery' | 'category' | 'countryCode' | 'contains' | 'filterTypes'>,
    state: { status: 'pending' | 'active'; access: 'free' | 'paid' },
  ): Promise<string> {
    // A returning subscriber gets their row back; the digest starts from now either way.
    const [row]: { id: string }[] = await tx.query(
      `INSERT INTO newsletters (user_id, name, country_code, categories, keywords, frequency, filter_title, filter_tags, filter_description, status, access)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, country_code = EXCLUDED.country_code, categories = EXCLUDED.categories,
         keywords = EXCLUDED.keywords, frequency = EXCLUDED.frequency, filter_title = EXCLUDED.filter_title, filter_tags = EXCLUDED.filter_tags,
         filter_description = EXCLUDED.filter_description, status = EXCLUDED.status, access = EXCLUDED.access,
         payment_subscription_id = NULL, checkout_session_id = NULL, digest_cursor = now(), cancelled_at = NULL, updated_at = now()
       RETURNING id`,
      [userId, prefs.name, prefs.countryCode, prefs.category, prefs.contains, prefs.scheduleEvery, prefs.filterTypes.title, prefs.filterTypes.tags, prefs.filterTypes.description, state.status, state.access],
    );
    return row.id;
  }

  private async isFreeFor(tx: EntityManager, userId: string): Promise<boolean> {
    const switches = await this.deps.appConfig.getAccessSwitches();
    return switches.enableFreeAccessForNewsletter || (await this.hasPaidApp(tx, userId));
  }

  /** A paid (not trial) app plan that runs, or a lifetime one: the spec's "paid app subscription". */
  private async hasPaidApp(tx: EntityManager, userId: string): Promise<boolean> {
    const [row] = await tx.query(
      `SELECT 1 FROM app_subscriptions WHERE user_id = $1 AND (lifetime OR (status = 'paid' AND (end_time IS NULL OR end_time > now())))`,
      [userId],
    );
    return !!row;
  }

  private async assertCategories(slugs: string[]): Promise<void> {
    const rows: { slug: string }[] = await this.deps.db.query(`SELECT slug FROM job_categories WHERE slug = ANY($1)`, [slugs]);
    const unknown = slugs.filter((s) => !rows.some((r) => r.slug === s));
    if (unknown.length) throw DomainError.validation(`Unknown category: ${unknown.join(', ')}`, { field: 'category' });
  }

  private async defaultPriceId(): Promise<string> {
    const info = await this.deps.catalogue.productInfo('newsletter', null);
    const monthly = info.prices.find((p) => p.subscription);
    if (!monthly) throw DomainError.validation('The newsletter has no price on sale at the moment');
    return monthly.id;
  }
}
