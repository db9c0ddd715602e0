import { createHashRouter, type RouteObject } from 'react-router';
import { findJobCategory } from '../config/job-categories';
import { paths } from '../config/paths';
import { RequireAnonymous } from '../features/auth/components/RequireAnonymous';
import { RequireSession } from '../features/auth/components/RequireSession';
import { RequireSubscription } from '../features/auth/components/RequireSubscription';
import { SignInPage } from '../features/auth/components/SignInPage';
import { SignUpPage } from '../features/auth/components/SignUpPage';
import { HelpPage } from '../features/help/components/HelpPage';
import { AccountSettingsPage } from '../features/settings/components/AccountSettingsPage';
import { AppShell } from '../features/shell/components/AppShell';
import type { RouteHandle } from '../features/shell/route-handle';
import { NotFoundPage } from './routes/NotFoundPage';
import { PlaceholderPage } from './routes/PlaceholderPage';
import { RedirectHome } from './routes/RedirectHome';
import { RouteErrorPage } from './routes/RouteErrorPage';

const page = (
  route: { path: string; title: string },
  element: RouteObject['element'],
  handle: Partial<RouteHandle> = {},
): RouteObject => ({
  // Child routes of the root layout are relative.
  path: route.path.slice(1),
  element,
  handle: { title: route.title, ...handle } satisfies RouteHandle,
});

const placeholder = (route: { path: string; title: string }, description: string, handle?: Partial<RouteHandle>) =>
  page(route, <PlaceholderPage description={description} />, handle);

/** The route table of the product (spec section 2), guards as layout routes. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <RedirectHome /> },

      page(paths.help, <HelpPage />),

      {
        element: <RequireSubscription />,
        children: [
          placeholder(paths.remoteJobs, 'Remote job postings gathered from many job boards, with filters for board, category and tags.'),
          placeholder(paths.remoteCompanies, 'Companies that hire remotely, with links to their websites and careers pages.'),
          placeholder(paths.remoteJobBoards, 'Job boards that publish remote positions.'),
          placeholder(paths.viewedJobs, 'The jobs you have opened, newest first.'),
          placeholder(paths.uploadDocument, 'Add a resume or cover letter to your documents.'),
        ],
      },

      {
        element: <RequireSession />,
        children: [
          placeholder(paths.appliedJobs, 'The jobs you applied to, grouped by status.'),
          placeholder(paths.appliedJob, 'One application: the job, its status, tasks, contacts, notes and documents.', {
            crumbs: (params) => [
              { label: paths.appliedJobs.title, to: paths.appliedJobs.getHref() },
              { label: params.appliedJobId ?? '' },
            ],
          }),
          page(paths.accountSettings, <AccountSettingsPage />),
          placeholder(paths.shortlistedJobs, 'The jobs you saved to come back to.'),
          placeholder(paths.subscription, 'Your RemoteHunt plan and billing.'),
          placeholder(paths.documents, 'Your resumes and cover letters.'),
          placeholder(paths.support, 'Your questions to the RemoteHunt team and our answers.'),
          placeholder(paths.adminPanel, 'RemoteHunt users and marketing emails.'),
          placeholder(paths.unsubscribe, 'Stop receiving emails from RemoteHunt.'),
          placeholder(paths.myJobPostings, 'The jobs you posted on RemoteHunt.'),
        ],
      },

      {
        element: <RequireAnonymous />,
        children: [page(paths.signUp, <SignUpPage />), page(paths.signIn, <SignInPage />)],
      },

      placeholder(paths.postJob, 'Reach remote job seekers with a posting for $199; it can renew itself every 30 days.'),
      placeholder(paths.pricing, 'Plans for the remote jobs newsletter, job tracking, documents and more.'),
      placeholder(paths.forgotPassword, 'Get a link by email to choose a new password.'),
      placeholder(paths.resetPassword, 'Choose a new password for your account.'),
      placeholder(paths.newsletter, 'Job leads by email, daily or weekly, filtered by category, country and keywords.'),
      // A category landing page, linked from the public bar, so open to visitors as well.
      placeholder(paths.remoteJobsCategory, 'Remote job postings in this category, gathered from many job boards.', {
        title: (params) => {
          const category = findJobCategory(params.categorySlug);
          return category ? `${category.label} Remote Jobs` : paths.remoteJobsCategory.title;
        },
      }),

      { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } satisfies RouteHandle },
    ],
  },
];

export const createAppRouter = () => createHashRouter(routes);
