/** Every queue and job name, with its payload type, in one place. */
export const QueueName = {
  Maintenance: 'maintenance',
  Ingestion: 'ingestion',
  Mail: 'mail',
  Newsletter: 'newsletter',
  Logos: 'logos',
  Alerts: 'alerts',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const MaintenanceJob = {
  PurgeSessions: 'purge-sessions',
  /** Takes ended jobs out of job_search and folds the facet count deltas (jobs/job-search-sweep.ts). */
  SweepJobSearch: 'sweep-job-search',
  /** Settles subscribes a crash left claimed and stops plans a newer purchase replaced (billing/billing-sweep.ts). */
  SweepBilling: 'sweep-billing',
} as const;

export interface PurgeSessionsPayload {
  /** Revoked or expired sessions older than this many days are deleted. */
  olderThanDays: number;
}

export type SweepJobSearchPayload = Record<string, never>;

export type MaintenancePayload = PurgeSessionsPayload | SweepJobSearchPayload;


export const IngestionJob = {
  IngestBoard: 'ingest-board',
} as const;

export interface IngestBoardPayload {
  boardId: string;
  trigger: 'schedule' | 'manual';
}

export const MailJob = {
  Send: 'send',
  /** The outbox sweep: hands unsent messages to the queue again (a producer may have died before adding them). */
  RequeueUnsent: 'requeue-unsent',
  /** A link asked for by address alone: looked up and mailed by the worker (accounts/account-links.ts). */
  AccountLink: 'account-link',
} as const;

export interface SendMailPayload {
  /** The mail_messages row: what to send and to whom. */
  messageId: string;
  /** Template values kept out of the database (one-time links); present only in the queue. */
  secrets?: Record<string, string>;
}

export interface RequeueUnsentPayload {
  /** Messages still unsent this many minutes after they were queued are added again. */
  olderThanMinutes: number;
}

export interface AccountLinkPayload {
  kind: 'password-reset' | 'newsletter-login';
  /** As typed (normalized): it may belong to no account. */
  email: string;
}

export type MailPayload = SendMailPayload | RequeueUnsentPayload | AccountLinkPayload;

export const NewsletterJob = {
  BuildDigests: 'build-digests',
} as const;

export const AlertJob = {
  /** Saved-search alerts that are due (saved-searches/alerts/alert-run.ts). */
  Send: 'send-saved-search-alerts',
} as const;

export interface SendAlertsPayload {
  /** The run's time (ISO); a scheduled run uses the time it was scheduled for. */
  at?: string;
}

/** Jobs on the alerts queue besides the alerts' own. */
export const ReminderJob = {
  /** Interview and task reminders that are due (tracking/reminders/reminder-run.ts). */
  Send: 'send-reminders',
} as const;

export type SendRemindersPayload = SendAlertsPayload;

export interface BuildDigestsPayload {
  frequency: 'daily' | 'weekly';
  /** The end of the window (ISO time); a scheduled build uses the time it was scheduled for. */
  at?: string;
}

export const LogoJob = {
  /** Claims the companies whose logo is due and adds a fetch for each (logos/logos.job.ts). */
  Sweep: 'sweep-logos',
  Fetch: 'fetch-logo',
} as const;

export interface SweepLogosPayload {
  /** The most companies claimed by one sweep. */
  batch: number;
}

export interface FetchLogoPayload {
  companyId: string;
  /** The claim the sweep took (companies.logo_due_at); a company claimed again since is skipped. */
  claim: string;
}

export type LogosPayload = SweepLogosPayload | FetchLogoPayload;
