/** The shapes shared by every mail template: ids, the data each one needs, and what rendering returns. */

import type { UnsubscribeKind } from '../../unsubscribe/unsubscribe-kinds';

export const MAIL_TEMPLATE_IDS = [
  'password-reset',
  'newsletter-login',
  'newsletter-digest',
  'welcome',
  'trial-ending',
  'newsletter-promo',
  'subscription-offer',
  'support-reply',
  'purchase-receipt',
  'saved-search-alert',
  'interview-reminder',
  'tasks-due-reminder',
  'verify-mail-sender',
] as const;

export type MailTemplateId = (typeof MAIL_TEMPLATE_IDS)[number];

export interface MailContext {
  /** The app's base URL, e.g. http://localhost:4000 (a trailing slash is tolerated). */
  appUrl: string;
  /** May be '': the mail then greets with "Hi there,". */
  recipientName: string;
  /** Required for bulk templates, whose footer links it; ignored by the others. */
  unsubscribeUrl?: string;
}

export interface DigestJob {
  title: string;
  companyName: string;
  url: string;
  tags: string[];
  location: string;
  postedOn: string;
}

export interface TemplateData {
  'password-reset': { resetUrl: string; expiresInMinutes: number };
  'newsletter-login': { loginUrl: string; expiresInMinutes: number };
  'newsletter-digest': {
    frequency: 'daily' | 'weekly';
    jobs: DigestJob[];
    /** May exceed jobs.length: the mail then links moreUrl for the rest. */
    matchCount: number;
    moreUrl: string;
    /** "Change your preferences" link. */
    manageUrl: string;
  };
  'saved-search-alert': {
    searchName: string;
    frequency: 'instant' | 'daily' | 'weekly';
    jobs: DigestJob[];
    /** May exceed jobs.length: the mail then links moreUrl (the search) for the rest. */
    matchCount: number;
    moreUrl: string;
    /** The Saved Searches page. */
    manageUrl: string;
    /** Stops this search's alerts without signing in. */
    stopUrl: string;
  };
  'interview-reminder': {
    when: 'day-before' | 'hour-before';
    /** The event's kind (phone-screen, technical, onsite, offer-call, other). */
    eventKind: string;
    /** ISO instant. */
    startsAt: string;
    /** The zone the time is shown in: the user's, else the event's own. */
    timeZone: string;
    jobTitle: string;
    companyName: string;
    meetingUrl?: string | null;
    /** The application, in the web app. */
    appliedJobId: string;
  };
  /** A link proving an address is the person's, so mail they forward from it is read (issue 48). */
  'verify-mail-sender': { verifyUrl: string; address: string; expiresInMinutes: number };
  'tasks-due-reminder': {
    /** The local date (YYYY-MM-DD) the tasks are due on. */
    date: string;
    timeZone: string;
    tasks: { content: string; dueAt: string; jobTitle: string; companyName: string }[];
    /** May exceed tasks.length: the mail then says how many more. */
    taskCount: number;
  };
  welcome: Record<string, never>;
  'trial-ending': Record<string, never>;
  'newsletter-promo': Record<string, never>;
  'subscription-offer': Record<string, never>;
  'support-reply': { query: string; reply: string };
  'purchase-receipt': {
    kind: 'app-subscription' | 'app-lifetime' | 'newsletter' | 'job-posting';
    /** What was bought, e.g. "Job posting: Senior Rust Engineer at Acme (renewed every 30 days)". */
    item: string;
    /** Formatted with its currency, e.g. "$199.00". */
    amount: string;
    paidOn: string;
    /** The next charge's date, when the purchase renews. */
    renewsOn?: string | null;
    /** How often it renews, e.g. "every 30 days". */
    renewal?: string | null;
    /** The account's address the purchase belongs to. */
    email: string;
    /** A visitor's one-time sign-in link (never stored: it rides only in the queue job). */
    signInUrl?: string;
    signInExpiresInHours?: number;
  };
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** What a template module gets besides its data: the checked app URL. */
export interface TemplateContext {
  appUrl: string;
}

/** A template's own part of a mail, before the shared layout wraps it. */
export interface MailBody {
  subject: string;
  /** One line shown by mail clients next to the subject; plain text. */
  preheader: string;
  /** HTML content, already escaped. */
  html: string;
  text: string;
}

export interface MailTemplate<K extends MailTemplateId> {
  /** Bulk mails (marketing and digests) carry an unsubscribe link. */
  bulk: boolean;
  /** A bulk mail of a kind the user can stop alone: its unsubscribe links stop that kind only. */
  unsubscribeKind?: UnsubscribeKind;
  render(data: TemplateData[K], ctx: TemplateContext): MailBody;
}
