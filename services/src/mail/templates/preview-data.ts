import { MailTemplateId, TemplateData } from './types';

/** Realistic sample data for each template, as the admin's preview shows it. */
export const PREVIEW_DATA: { [K in MailTemplateId]: (appUrl: string) => TemplateData[K] } = {
  'password-reset': (appUrl) => ({
    resetUrl: `${appUrl}/#/reset-password/0b6c8f2e-preview-token`,
    expiresInMinutes: 60,
  }),
  'newsletter-login': (appUrl) => ({
    loginUrl: `${appUrl}/#/remote-jobs-newsletter?token=preview-token`,
    expiresInMinutes: 60,
  }),
  'newsletter-digest': (appUrl) => ({
    frequency: 'weekly',
    jobs: [
      {
        title: 'Senior Frontend Engineer (React)',
        companyName: 'Northwind Labs',
        url: 'https://jobs.example.com/northwind/senior-frontend-engineer',
        tags: ['react', 'typescript', 'graphql'],
        location: 'Anywhere in Europe',
        postedOn: '2 Dec 2025',
      },
      {
        title: 'Customer Support Specialist',
        companyName: 'Helpwise',
        url: 'https://jobs.example.com/helpwise/customer-support-specialist',
        tags: ['support', 'zendesk'],
        location: 'Worldwide',
        postedOn: '1 Dec 2025',
      },
      {
        title: 'Product Designer',
        companyName: 'Fable & Co',
        url: 'https://jobs.example.com/fable/product-designer',
        tags: ['figma', 'ux'],
        location: 'UK or Ireland',
        postedOn: '29 Nov 2025',
      },
    ],
    matchCount: 14,
    moreUrl: `${appUrl}/#/remote-jobs`,
    manageUrl: `${appUrl}/#/remote-jobs-newsletter`,
  }),
  'saved-search-alert': (appUrl) => ({
    searchName: 'React jobs open to Germany',
    frequency: 'daily',
    jobs: [
      {
        title: 'Senior Frontend Engineer (React)',
        companyName: 'Northwind Labs',
        url: `${appUrl}/jobs/senior-frontend-engineer-northwind-labs-2f7c`,
        tags: ['react', 'typescript'],
        location: 'Anywhere in Europe',
        postedOn: '2 Dec 2025',
      },
    ],
    matchCount: 3,
    moreUrl: `${appUrl}/#/saved-searches/00000000-0000-4000-8000-000000000000/open`,
    manageUrl: `${appUrl}/#/saved-searches`,
    stopUrl: `${appUrl}/#/saved-searches/00000000-0000-4000-8000-000000000000/stop-alerts?token=preview-token`,
  }),
  welcome: () => ({}),
  'trial-ending': () => ({}),
  'newsletter-promo': () => ({}),
  'subscription-offer': () => ({}),
  'support-reply': () => ({
    query: 'Can I export my applied jobs to a spreadsheet?',
    reply: 'Yes: open Applied Jobs and choose Export. You get a CSV file with every job, its status and its notes.',
  }),
  'purchase-receipt': (appUrl) => ({
    kind: 'job-posting',
    item: 'Job posting, renewed every 30 days: Senior Frontend Engineer at Northwind Labs',
    amount: '$199.00',
    paidOn: '2 Dec 2025',
    renewsOn: '1 Jan 2026',
    renewal: 'every 30 days',
    email: 'alex@example.com',
    signInUrl: `${appUrl}/#/sign-in-link?token=preview-token&next=my-job-postings`,
    signInExpiresInHours: 24,
  }),
  'interview-reminder': () => ({
    when: 'day-before',
    eventKind: 'technical',
    startsAt: '2026-03-30T08:00:00.000Z',
    timeZone: 'Europe/Berlin',
    jobTitle: 'Senior Frontend Engineer (React)',
    companyName: 'Northwind Labs',
    meetingUrl: 'https://meet.example.com/abc-defg-hij',
    appliedJobId: '00000000-0000-4000-8000-000000000000',
  }),
  'verify-mail-sender': (appUrl) => ({ verifyUrl: `${appUrl}/#/verify-mail-sender?token=preview`, address: 'sam.rivera@example.com', expiresInMinutes: 60 * 24 }),
  'tasks-due-reminder': () => ({
    date: '2026-03-30',
    timeZone: 'Europe/Berlin',
    tasks: [
      { content: 'Send the take-home exercise', dueAt: '2026-03-30T15:00:00.000Z', jobTitle: 'Senior Frontend Engineer (React)', companyName: 'Northwind Labs' },
      { content: 'Follow up on your application', dueAt: '2026-03-30T07:00:00.000Z', jobTitle: 'Platform Engineer', companyName: 'Fission Co' },
    ],
    taskCount: 2,
  }),
};

export const PREVIEW_RECIPIENT_NAME = 'Alex';

/** A sample unsubscribe link for the preview of bulk mails. */
export const previewUnsubscribeUrl = (appUrl: string) => `${appUrl}/#/unsubscribe/00000000-0000-4000-8000-000000000000`;
