import { ProviderCancellations } from '../billing/provider-cancellations';
import { ExchangeRatesService } from '../pay/exchange-rates.service';
import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service';
import { AccessSwitchesService } from '../admin/access-switches.service';
import { AdminUsersService } from '../admin/admin-users.service';
import { JobBoardSettingsService } from '../admin/job-board-settings.service';
import { MarketingEmailService } from '../admin/marketing-email.service';
import { AppConfigService } from '../app-config/app-config.service';
import { CompaniesService } from '../companies/companies.service';
import { SavedSearchesService } from '../saved-searches/saved-searches.service';
import { SavedSearchFeedsService } from '../saved-searches/saved-search-feeds.service';
import { SavedSearchAlertRun } from '../saved-searches/alerts/alert-run';
import { AlertMailContent } from '../saved-searches/alerts/alert-mail-content';
import { AlertStopLinks } from '../saved-searches/alerts/alert-stop-links';
import { HiddenCompaniesService } from '../companies/hidden-companies.service';
import { JobBoardsService } from '../job-boards/job-boards.service';
import { JobVisitsService } from '../jobs/job-visits.service';
import { JobsService } from '../jobs/jobs.service';
import { PublicJobsService } from '../public-pages/public-jobs.service';
import { JobListCache } from '../jobs/job-list-cache';
import { readDatabaseNamespace } from '../database/database-namespace';
import { ShortlistService } from '../jobs/shortlist.service';
import { TagsService } from '../tags/tags.service';
import { AppliedJobItems } from '../tracking/applied-job-items';
import { AppliedJobsExporter } from '../tracking/applied-jobs-export';
import { AppliedJobsService } from '../tracking/applied-jobs.service';
import { AppliedJobEventsService } from '../tracking/events/applied-job-events.service';
import { CalendarService } from '../tracking/calendar/calendar.service';
import { UpcomingService } from '../tracking/calendar/upcoming.service';
import { FollowUpSettingsService } from '../tracking/follow-ups/follow-up-settings.service';
import { ReminderRun } from '../tracking/reminders/reminder-run';
import { staleReminderCheck } from '../tracking/reminders/stale-reminder';
import { ForwardingAddresses } from '../tracking/mail-forwarding/forwarding-addresses.service';
import { MailIntake } from '../tracking/mail-forwarding/mail-intake';
import { MailSuggestionsService } from '../tracking/mail-forwarding/mail-suggestions.service';
import { ImportStore } from '../tracking/import/import-store';
import { TrackingImportService } from '../tracking/import/tracking-import.service';
import { CONTACTS, type ContactFields, NOTES, type NoteFields, TASKS, type TaskFields } from '../tracking/item-kinds';
import { DocumentsService } from '../documents/documents.service';
import { CatalogueService } from '../billing/catalogue.service';
import { LocalCheckoutService } from '../billing/local-checkout.service';
import { LocalPaymentProvider } from '../billing/local-provider';
import type { PaymentProvider } from '../billing/payment-provider';
import { PaymentWebhookService } from '../billing/payment-webhook.service';
import { PurchaseReceipts } from '../billing/purchase-receipts';
import { SignInLinksService } from '../accounts/sign-in-links.service';
import { StripePaymentProvider } from '../billing/stripe-provider';
import { SubscriptionBillingService } from '../billing/subscription-billing.service';
import { JobPostingsService } from '../job-postings/job-postings.service';
import type { Config } from '../config/config';
import { createDataSource } from '../database/data-source';
import { ReplicaReads } from '../database/read-replica';
import { behindTransactionPooler } from '../database/database-pooler';
import { ensureDatabase } from '../database/ensure-database';
import { migrateInOneTransaction } from '../database/one-transaction-migrations';
import { createFileStorage } from '../files/create-file-storage';
import type { FileStorage } from '../files/file-storage';
import { FilesService } from '../files/files.service';
import { fetchBytes, fetchFeed, feedUserAgent } from '../ingestion/fetch/fetch-feed';
import { LogosService } from '../logos/logos.service';
import { IngestionService } from '../ingestion/ingestion.service';
import { createRedis, redisReady } from '../redis/redis';
import { AppSubscriptionService } from '../subscriptions/app-subscription.service';
import { OneTimeTokens } from '../accounts/one-time-tokens';
import { DashboardTokens } from '../accounts/dashboard-tokens';
import { AccountLinks } from '../accounts/account-links';
import { JobLinkPreviewService } from '../job-links/job-link-preview.service';
import { TrackingTokensService } from '../accounts/tracking-tokens';
import { PasswordResetService } from '../accounts/password-reset.service';
import { PasswordHasher } from '../accounts/password';
import { createMailTransport } from '../mail/mail-transport';
import { MailService } from '../mail/mail.service';
import { DigestBuilder } from '../newsletter/digest-builder';
import { DigestMailContent } from '../newsletter/digest-content';
import { NewsletterService } from '../newsletter/newsletter.service';
import { type AppQueues, openQueues } from '../queues/app-queues';
import { UnsubscribeLinks } from '../unsubscribe/unsubscribe-link';
import { SupportMessagesService } from '../support/support-messages.service';
import { UnsubscribeService } from '../unsubscribe/unsubscribe.service';
import { AttemptBudgets } from '../throttle/attempt-budgets';
import { closeDataSource } from '../database/close-data-source';
import { PostgresSearchIndex } from '../jobs/search-index/postgres-search-index';
import type { JobSearchIndex } from '../jobs/search-index/job-search-index';
import { JobTermIndex } from '../jobs/search-index/job-term-index';

// Several processes (gateway, workers) may start at once; one migrates, the others wait.
const MIGRATION_LOCK_ID = 727_001;

/**
 * How long a starting process waits for its Redis connections. They fail fast (redis/redis.ts), so
 * a request arriving before they are up would be answered 503; past this, the process serves anyway
 * and answers 503 where Redis is needed until it comes.
 */
const REDIS_STARTUP_WAIT_MS = 10_000;

/**
 * Applies pending migrations; safe to call from several processes at once. Behind a
 * transaction-mode pooler, in one transaction under a transaction lock (see migrateInOneTransaction).
 */
export async function migrate(db: DataSource): Promise<void> {
  if (behindTransactionPooler(db)) return migrateInOneTransaction(db, MIGRATION_LOCK_ID);
  const runner = db.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await db.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await runner.release();
  }
}

/** The composition root: every service, wired once per process. */
export interface Services {
  config: Config;
  db: DataSource;
  /** The replica as the readers use it, falling back to the primary while it does not answer. */
  replicaReads: ReplicaReads;
  /** The term bitmaps behind the filter panel (jobs/search-index), when JOB_TERM_BITMAPS is on. */
  jobTermIndex?: JobTermIndex;
  /** What answers every list, count, panel and alert match (jobs/search-index/job-search-index.ts). */
  search: JobSearchIndex;
  redis: Redis;
  storage: FileStorage;
  /** Sign-in, sign-up and emailed-link budgets, spent by the services themselves. */
  attemptBudgets: AttemptBudgets;
  /** Hashes passwords at the configured cost (config.passwordHashCost). */
  passwords: PasswordHasher;
  accounts: AccountsService;
  /** Short, dashboard-only credentials for the queue dashboard's cookie. */
  dashboardTokens: DashboardTokens;
  appConfig: AppConfigService;
  files: FilesService;
  subscriptions: AppSubscriptionService;
  jobs: JobsService;
  /** The public job pages (issue 21). */
  publicJobs: PublicJobsService;
  shortlist: ShortlistService;
  visits: JobVisitsService;
  companies: CompaniesService;
  hiddenCompanies: HiddenCompaniesService;
  savedSearches: SavedSearchesService;
  /** Matches and mails the due saved-search alerts (the alerts queue's worker). */
  savedSearchAlerts: SavedSearchAlertRun;
  /** Interview and task reminders by email (issue 48, item 4). */
  reminders: ReminderRun;
  /** Each saved search's RSS, Atom and JSON feeds, read by token without signing in. */
  savedSearchFeeds: SavedSearchFeedsService;
  jobBoards: JobBoardsService;
  tags: TagsService;
  appliedJobs: AppliedJobsService;
  jobTasks: AppliedJobItems<TaskFields>;
  jobContacts: AppliedJobItems<ContactFields>;
  jobNotes: AppliedJobItems<NoteFields>;
  /** Interviews and other events on an applied job (issue 48). */
  appliedJobEvents: AppliedJobEventsService;
  /** What is coming up across the tracker: the Upcoming screen. */
  upcoming: UpcomingService;
  /** The private ICS address and the one-off "Add to calendar" files. */
  calendar: CalendarService;
  /** Whether entering a status makes follow-up tasks, and after how many days (issue 48). */
  followUpSettings: FollowUpSettingsService;
  /** Each person's forwarding address and the addresses they forward from (issue 48, item 5). */
  forwardingAddresses: ForwardingAddresses;
  /** Reads forwarded mail and acts on it once: the SMTP receiver's work. */
  mailIntake: MailIntake;
  /** What forwarded mail suggested, for the person to confirm or dismiss. */
  mailSuggestions: MailSuggestionsService;
  appliedJobsExport: AppliedJobsExporter;
  /** Imports from Huntr, Teal, any CSV and our own exports: upload, preview, run (issue 47). */
  trackingImport: TrackingImportService;
  documents: DocumentsService;
  catalogue: CatalogueService;
  payments: PaymentProvider;
  /** Subscriptions to stop at the provider (a plan replaced by a newer purchase); the billing sweep retries them. */
  providerCancellations: ProviderCancellations;
  subscriptionBilling: SubscriptionBillingService;
  paymentWebhooks: PaymentWebhookService;
  /** The app's own checkout page's sessions; null when Stripe takes payments. */
  localCheckout: LocalCheckoutService | null;
  jobPostings: JobPostingsService;
  ingestion: IngestionService;
  /** Company logos we host: fetched by the logos queue, served at /logos/{companyId}.webp. */
  logos: LogosService;
  /** Producers for every queue (the workers are started apart, by startWorkers). */
  queues: AppQueues;
  mail: MailService;
  /** The browser extension's tokens (Account Settings). */
  trackingTokens: TrackingTokensService;
  /** Job links pasted into the tracker's form, read into a prefilled job. */
  jobLinkPreviews: JobLinkPreviewService;
  /** Links asked for by address alone, looked up and mailed by the mail worker. */
  accountLinks: AccountLinks;
  passwordReset: PasswordResetService;
  signInLinks: SignInLinksService;
  newsletter: NewsletterService;
  digests: DigestBuilder;
  unsubscribe: UnsubscribeService;
  support: SupportMessagesService;
  adminUsers: AdminUsersService;
  marketingEmail: MarketingEmailService;
  accessSwitches: AccessSwitchesService;
  jobBoardSettings: JobBoardSettingsService;
  exchangeRates: ExchangeRatesService;
  close(): Promise<void>;
}

/**
 * `search`: which search answers lists, counts, panels and alert matches, given the database and the
 * term bitmaps (PostgresSearchIndex when absent): another implementation of the contract plugs in
 * here without a caller changing.
 */
export interface ServicesOptions {
  migrate?: boolean;
  search?: (parts: { db: DataSource; terms?: JobTermIndex }) => JobSearchIndex;
}

export async function createServices(config: Config, opts: ServicesOptions = {}): Promise<Services> {
  // A pooler serves only the databases its own configuration names: the database exists already.
  if (opts.migrate && config.databasePooler === 'none') await ensureDatabase(config.databaseUrl);
  const db = createDataSource(config);
  await db.initialize();
  if (opts.migrate) await migrate(db);
  // Reads that may lag a moment go to a streaming replica when one is set (database/read-replica.ts);
  // one that is down now is connected later, the primary reading meanwhile.
  const { databaseReadUrl } = config;
  const replicaReads = databaseReadUrl ? new ReplicaReads(() => createDataSource({ ...config, databaseUrl: databaseReadUrl }), db) : ReplicaReads.primaryOnly(db);
  await replicaReads.connect();
  const databaseNamespace = await readDatabaseNamespace(db);
  const redis = createRedis(config);
  const storage = createFileStorage(config.storage);
  const subscriptions = new AppSubscriptionService(db, config.trialDays);
  const appliedJobs = new AppliedJobsService(db);
  const jobTasks = new AppliedJobItems(db, appliedJobs, TASKS);
  const jobContacts = new AppliedJobItems(db, appliedJobs, CONTACTS);
  const jobNotes = new AppliedJobItems(db, appliedJobs, NOTES);
  const appliedJobEvents = new AppliedJobEventsService(db, appliedJobs);
  // Without a secret key, payments run in local test mode (no card form, no provider calls).
  const catalogue = new CatalogueService(db, {
    defaultCountry: config.geo.defaultCountry,
    publishableKey: config.stripe.publishableKey,
    testMode: !config.stripe.secretKey,
  });
  const localProvider = config.stripe.secretKey
    ? null
    : new LocalPaymentProvider(db, {
        publicUrl: config.publicUrl,
        // Local events are signed and checked in this one process; a random secret will do unless one is set.
        webhookSecret: config.stripe.webhookSecret || `whsec_local_${randomBytes(24).toString('hex')}`,
      });
  const payments: PaymentProvider = localProvider ?? new StripePaymentProvider(config.stripe);
  const queues = openQueues(config);
  await Promise.all([redisReady(redis, REDIS_STARTUP_WAIT_MS), redisReady(queues.connection, REDIS_STARTUP_WAIT_MS)]);
  // Where an .eml was written is for the person running the app; tests keep quiet.
  const mailTransport = createMailTransport(config, config.logLevel === 'silent' ? () => undefined : undefined);
  const unsubscribeLinks = new UnsubscribeLinks(config.jwtSecret, config.publicUrl);
  const mail = new MailService(db, queues.mail, mailTransport, unsubscribeLinks, {
    appUrl: config.publicUrl,
    from: config.mailFrom,
    attempts: config.mail.attempts,
    backoffMs: config.mail.backoffMs,
  });
  const digestContent = new DigestMailContent(db, config.publicUrl);
  const alertStopLinks = new AlertStopLinks(config.jwtSecret, config.publicUrl);
  const alertContent = new AlertMailContent(db, config.publicUrl, alertStopLinks);
  // Digests and alerts store only their row's id: their jobs are read as they are when sent.
  mail.useDataLoader(async (template, stored) => {
    if (template === 'newsletter-digest') return { ...(await digestContent.load(String(stored.digestId))) };
    if (template === 'saved-search-alert') return { ...(await alertContent.load(String(stored.alertId))) };
    return stored;
  });
  mail.useStaleCheck(staleReminderCheck(db));
  const tokens = new OneTimeTokens(db);
  const accountLinks = new AccountLinks(queues.mail);
  const receipts = new PurchaseReceipts(db, mail, tokens, config.publicUrl);
  const providerCancellations = new ProviderCancellations(db, payments);
  const paymentWebhooks = new PaymentWebhookService(db, payments, receipts, subscriptions, providerCancellations);
  const attemptBudgets = new AttemptBudgets(redis, config.redisPrefix, config.rateLimits);
  // One cache of list answers for the job list and the saved searches' feeds.
  const jobListCache = new JobListCache(redis, config.redisPrefix, config.jobListCacheSeconds, databaseNamespace);
  // Started by the gateway (workers count no panels); reads where the counts it stands in for read.
  const jobTermIndex = config.jobTermBitmaps ? new JobTermIndex(replicaReads) : undefined;
  // Every list, count, panel and alert match asks this, never an engine.
  const search = opts.search?.({ db, terms: jobTermIndex }) ?? new PostgresSearchIndex(db, jobTermIndex);
  const passwords = new PasswordHasher(config.passwordHashCost);
  const accounts = new AccountsService(db, config, storage, subscriptions, mail, attemptBudgets, passwords);
  const appConfig = new AppConfigService(db);
  const ingestion = new IngestionService(db, fetchFeed, {
    timeoutMs: config.ingestion.fetchTimeoutMs,
    maxBytes: config.ingestion.maxFeedBytes,
    userAgent: feedUserAgent(config.publicUrl),
    allowPrivateAddresses: config.ingestion.allowPrivateAddresses,
  });
  const newsletter = new NewsletterService({
    db,
    accounts,
    subscriptions,
    appConfig,
    catalogue,
    payments,
    mail,
    tokens,
    attemptBudgets,
    accountLinks,
    publicUrl: config.publicUrl,
  });
  const forwardingAddresses = new ForwardingAddresses(db, mail, attemptBudgets, {
    domain: config.inboundMail.domain,
    receiving: config.inboundMail.port !== null,
    appUrl: config.publicUrl,
  });
  return {
    config,
    db,
    replicaReads,
    jobTermIndex,
    search,
    redis,
    storage,
    attemptBudgets,
    subscriptions,
    passwords,
    accounts,
    dashboardTokens: new DashboardTokens(db, config.jwtSecret),
    appConfig,
    files: new FilesService(db, storage),
    jobs: new JobsService(db, jobListCache, replicaReads, search),
    publicJobs: new PublicJobsService(replicaReads),
    shortlist: new ShortlistService(db),
    visits: new JobVisitsService(db),
    companies: new CompaniesService(db),
    hiddenCompanies: new HiddenCompaniesService(db),
    savedSearches: new SavedSearchesService(db, alertStopLinks, replicaReads, search),
    savedSearchAlerts: new SavedSearchAlertRun(db, mail, search),
    reminders: new ReminderRun(db, mail),
    savedSearchFeeds: new SavedSearchFeedsService(db, jobListCache, attemptBudgets, config.publicUrl, replicaReads, search),
    jobBoards: new JobBoardsService(db),
    tags: new TagsService(db),
    appliedJobs,
    jobTasks,
    jobContacts,
    jobNotes,
    appliedJobEvents,
    upcoming: new UpcomingService(db, appliedJobEvents),
    calendar: new CalendarService(db, appliedJobEvents, attemptBudgets, config.publicUrl),
    followUpSettings: new FollowUpSettingsService(db),
    forwardingAddresses,
    mailIntake: new MailIntake(db, appliedJobs, forwardingAddresses),
    mailSuggestions: new MailSuggestionsService(db, appliedJobs),
    appliedJobsExport: new AppliedJobsExporter(db, appliedJobs, { tasks: jobTasks, contacts: jobContacts, notes: jobNotes }),
    trackingImport: new TrackingImportService(db, new ImportStore(redis, config.redisPrefix, storage)),
    documents: new DocumentsService(db, storage, appliedJobs, config.publicUrl),
    catalogue,
    payments,
    providerCancellations,
    subscriptionBilling: new SubscriptionBillingService(db, payments, catalogue, config.publicUrl, receipts),
    paymentWebhooks,
    localCheckout: localProvider && new LocalCheckoutService(db, localProvider, paymentWebhooks),
    jobPostings: new JobPostingsService(db, storage, catalogue, payments, config.publicUrl),
    ingestion,
    // Logo addresses come from postings, which anyone can publish on a board: never private addresses.
    logos: new LogosService(db, storage, fetchBytes, {
      fetch: {
        timeoutMs: config.logos.fetchTimeoutMs,
        maxBytes: config.logos.maxBytes,
        userAgent: feedUserAgent(config.publicUrl),
        allowPrivateAddresses: false,
      },
      refreshDays: config.logos.refreshDays,
    }),
    queues,
    mail,
    trackingTokens: new TrackingTokensService(db),
    jobLinkPreviews: new JobLinkPreviewService(db, redis, config.redisPrefix, attemptBudgets, appliedJobs, fetchBytes, {
      fetch: {
        timeoutMs: config.jobLinks.fetchTimeoutMs,
        maxBytes: config.jobLinks.maxBytes,
        userAgent: feedUserAgent(config.publicUrl),
        allowPrivateAddresses: config.ingestion.allowPrivateAddresses,
      },
      publicUrl: config.publicUrl,
      atsApiBases: config.jobLinks.atsApiBases,
      cacheSeconds: 600,
    }),
    accountLinks,
    passwordReset: new PasswordResetService(db, tokens, mail, config.publicUrl, attemptBudgets, passwords, accountLinks),
    signInLinks: new SignInLinksService(db, tokens, accounts),
    newsletter,
    digests: new DigestBuilder(db, mail),
    unsubscribe: new UnsubscribeService(db, unsubscribeLinks, newsletter),
    support: new SupportMessagesService(db, mail),
    adminUsers: new AdminUsersService(db),
    marketingEmail: new MarketingEmailService(db, mail),
    accessSwitches: new AccessSwitchesService(appConfig),
    jobBoardSettings: new JobBoardSettingsService(db, ingestion, queues.ingestion, config),
    exchangeRates: new ExchangeRatesService(db),
    async close() {
      await queues.close();
      mailTransport.close();
      await storage.close();
      redis.disconnect();
      jobTermIndex?.stop();
      await replicaReads.close();
      await closeDataSource(db);
    },
  };
}
