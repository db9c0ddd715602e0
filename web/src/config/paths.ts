/**
 * Every route of the app in one place. `path` is the router pattern (hash
 * URLs, so without the `#`), `getHref` builds a link target for <Link to>,
 * and `title` is the page heading and last breadcrumb.
 */

import { findJobCategory } from './job-categories';

const withQuery = (pathname: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
};

export const paths = {
  home: { path: '/', getHref: () => '/' },

  help: { path: '/help', title: 'Help', getHref: () => '/help' },

  remoteJobs: {
    path: '/remote-jobs',
    title: 'Remote Jobs',
    getHref: (query: { companyName?: string } = {}) => withQuery('/remote-jobs', query),
    /** The heading of the company view (`?companyName=`). */
    companyTitle: (companyName: string) => `${companyName} Job Postings`,
  },
  remoteJobsCategory: {
    path: '/remote-jobs/:categorySlug',
    title: 'Remote Jobs',
    getHref: (categorySlug: string) => `/remote-jobs/${encodeURIComponent(categorySlug)}`,
    /** An unknown slug still lists remote jobs, just without a preselected category. */
    titleFor: (categorySlug: string | undefined) => {
      const category = findJobCategory(categorySlug);
      return category ? `${category.label} Remote Jobs` : 'Remote Jobs';
    },
  },
  remoteCompanies: { path: '/remote-companies', title: 'Remote Companies', getHref: () => '/remote-companies' },
  remoteJobBoards: { path: '/remotejob-boards', title: 'Remote Job Boards', getHref: () => '/remotejob-boards' },
  viewedJobs: { path: '/viewed-jobs', title: 'Viewed Jobs', getHref: () => '/viewed-jobs' },
  savedSearches: { path: '/saved-searches', title: 'Saved Searches', getHref: () => '/saved-searches' },
  /** Opens a saved search (its jobs stop being new) and shows Remote Jobs with its filter. */
  openSavedSearch: {
    path: '/saved-searches/:savedSearchId/open',
    title: 'Opening saved search',
    getHref: (savedSearchId: string) => `/saved-searches/${encodeURIComponent(savedSearchId)}/open`,
  },
  /** An alert mail's "stop these alerts" link: public, its token stands in for a session (the server writes the same URL). */
  stopSavedSearchAlerts: {
    path: '/saved-searches/:savedSearchId/stop-alerts',
    title: 'Stop alerts',
    getHref: (savedSearchId: string, query: { token?: string } = {}) =>
      withQuery(`/saved-searches/${encodeURIComponent(savedSearchId)}/stop-alerts`, query),
  },
  uploadDocument: {
    path: '/upload-document',
    title: 'Upload Documents',
    /** With an applied job, the form preselects it and leads back to it after the upload. */
    getHref: (query: { appliedJobId?: string } = {}) => withQuery('/upload-document', query),
  },

  appliedJobs: { path: '/applied-jobs', title: 'Applied Jobs', getHref: () => '/applied-jobs' },
  appliedJob: {
    path: '/applied-jobs/:appliedJobId',
    title: 'Applied Job',
    getHref: (appliedJobId: string) => `/applied-jobs/${encodeURIComponent(appliedJobId)}`,
  },
  upcoming: { path: '/upcoming', title: 'Upcoming', getHref: () => '/upcoming' },
  accountSettings: { path: '/account-settings', title: 'Account Settings', getHref: () => '/account-settings' },
  shortlistedJobs: { path: '/shortlisted-jobs', title: 'Shortlisted Jobs', getHref: () => '/shortlisted-jobs' },
  subscription: {
    path: '/subscription',
    title: 'Subscription',
    getHref: (
      query: { status?: 'success' | 'cancel' | 'change_pricing'; subscription_type?: string } = {},
    ) => withQuery('/subscription', query),
  },
  documents: { path: '/documents', title: 'Resumes & Cover Letters', getHref: () => '/documents' },
  support: { path: '/post-your-query-here', title: 'Support', getHref: () => '/post-your-query-here' },
  adminPanel: { path: '/admin-panel', title: 'Admin Panel', getHref: () => '/admin-panel' },
  unsubscribe: {
    path: '/unsubscribe/:userId',
    title: 'Unsubscribe',
    getHref: (userId: string) => `/unsubscribe/${encodeURIComponent(userId)}`,
  },
  myJobPostings: { path: '/my-job-postings', title: 'Job Postings', getHref: () => '/my-job-postings' },

  signUp: {
    path: '/signup',
    title: 'Create Account',
    getHref: (query: { plan?: string } = {}) => withQuery('/signup', query),
  },
  signIn: { path: '/signin', title: 'Sign in', getHref: () => '/signin' },

  postJob: {
    path: '/post-job',
    title: 'Post a Job',
    getHref: (query: { status?: 'success' | 'cancel' } = {}) => withQuery('/post-job', query),
  },
  pricing: { path: '/pricing', title: 'Pricing', getHref: () => '/pricing' },
  /** Local test mode's stand-in for the card provider's hosted checkout page. */
  testCheckout: {
    path: '/test-checkout/:sessionId',
    title: 'Checkout (test mode)',
    getHref: (sessionId: string) => `/test-checkout/${encodeURIComponent(sessionId)}`,
  },
  /** A receipt's one-time sign-in link: signs in, then opens the page `next` names (features/sign-in-link/utils/landing.ts). */
  signInLink: {
    path: '/sign-in-link',
    title: 'Signing in',
    getHref: (query: { token: string; next?: string }) => withQuery('/sign-in-link', query),
  },
  /** A confirmation mail's link for an address mail is forwarded from: public, its token stands in for a session (the server writes the same URL). */
  verifyMailSender: {
    path: '/verify-mail-sender',
    title: 'Confirm an address you forward from',
    getHref: (query: { token: string }) => withQuery('/verify-mail-sender', query),
  },
  forgotPassword: { path: '/forgot-password', title: 'Forgot Password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password/:resetPasswordTokenId',
    title: 'Reset Password',
    getHref: (resetPasswordTokenId: string) => `/reset-password/${encodeURIComponent(resetPasswordTokenId)}`,
  },
  newsletter: {
    path: '/remote-jobs-newsletter',
    title: 'Subscribe to Remote Jobs Newsletter',
    /** Emails and the card checkout link here with the form prefilled, a checkout's outcome, or a login link's token. */
    getHref: (
      query: {
        userId?: string;
        /** The visitor's own choices, carried back from the card checkout to show what they bought. */
        name?: string;
        email?: string;
        country?: string;
        scheduleEvery?: string;
        category?: string;
        contains?: string;
        status?: 'success' | 'cancel';
        loginToken?: string;
      } = {},
    ) => withQuery('/remote-jobs-newsletter', query),
  },
} as const;

/** Static files served next to the app, outside the hash router. */
export const staticPages = {
  terms: '/terms.html',
  privacy: '/privacy.html',
} as const;

/** Pages that render without the side menu, even for a signed-in user. */
export const pathsWithoutSideMenu: readonly string[] = [
  paths.signIn.path,
  paths.signUp.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
];
