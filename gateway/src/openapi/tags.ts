/**
 * The document's tags, in the order a reader meets them, each with what its operations are about.
 * An operation's tag is one of these names (the type says so), so none is used undeclared.
 */
export const API_TAGS = {
  Accounts: 'Sign up, sign in, password recovery, the profile and the user’s files.',
  'App config': 'The lists the app’s screens offer: file types, job statuses, countries, access switches.',
  Jobs: 'The remote job list: filters, facets, one job, and what the user has seen.',
  'Saved searches': 'Named job-list filters: what is new in each, email alerts and feeds.',
  Companies: 'Companies hiring remotely, and the ones the user hides.',
  Shortlist: 'Jobs the user keeps for later, each with a status.',
  Tracking: 'The job search: applications and their statuses, tasks, contacts, notes, interviews, forwarded mail.',
  Documents: 'Résumés and cover letters, with or without an application.',
  Billing: 'Plans, checkout and the subscription.',
  'Local test checkout': 'The stand-in for the payment provider’s checkout when none is set up (development and tests).',
  'Job postings': 'Employers post a job and pay for it, and manage their postings.',
  Newsletter: 'The remote jobs newsletter: subscribe, preferences, login links.',
  Mail: 'Unsubscribing from mail, and the email templates.',
  Support: 'Messages to support and their replies.',
  Admin: 'Users, marketing mail, free access switches, job boards and prices, for admins.',
  Ingestion: 'The job boards we read jobs from, and their runs.',
  Meta: 'This document.',
} as const;

export type ApiTag = keyof typeof API_TAGS;
