import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { createHashRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireAnonymous } from '../features/auth/components/RequireAnonymous';
import { RequireSession } from '../features/auth/components/RequireSession';
import { RequireSubscription } from '../features/auth/components/RequireSubscription';
import { JobCategoryTeaser } from '../features/jobs/components/JobCategoryTeaser';
import { AppShell } from '../features/shell/components/AppShell';
import type { RouteHandle } from '../features/shell/route-handle';
import { readStoredSession } from '../lib/session-storage';
import { useSession } from '../lib/session/useSession';
import { NotFoundPage } from './routes/NotFoundPage';
import { PlaceholderPage } from './routes/PlaceholderPage';
import { RedirectHome } from './routes/RedirectHome';
import { RouteErrorPage } from './routes/RouteErrorPage';

const lazyScreen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

// Every screen is its own chunk, so a first visit loads the shell plus one screen's code.
const importRemoteJobsPage = () => import('../features/jobs/components/RemoteJobsPage');
const RemoteJobsPage = lazyScreen(importRemoteJobsPage, (m) => m.RemoteJobsPage);
const ShortlistedJobsPage = lazyScreen(() => import('../features/jobs/components/ShortlistedJobsPage'), (m) => m.ShortlistedJobsPage);
const ViewedJobsPage = lazyScreen(() => import('../features/jobs/components/ViewedJobsPage'), (m) => m.ViewedJobsPage);
const RemoteCompaniesPage = lazyScreen(
  () => import('../features/companies/components/RemoteCompaniesPage'),
  (m) => m.RemoteCompaniesPage,
);
const JobBoardsPage = lazyScreen(() => import('../features/job-boards/components/JobBoardsPage'), (m) => m.JobBoardsPage);
const SignInPage = lazyScreen(() => import('../features/auth/components/SignInPage'), (m) => m.SignInPage);
const SignUpPage = lazyScreen(() => import('../features/auth/components/SignUpPage'), (m) => m.SignUpPage);
const HelpPage = lazyScreen(() => import('../features/help/components/HelpPage'), (m) => m.HelpPage);
const AccountSettingsPage = lazyScreen(
  () => import('../features/settings/components/AccountSettingsPage'),
  (m) => m.AccountSettingsPage,
);

/**
 * Remote jobs is where a signed-in visit lands. Its chunk is fetched while the
 * session bootstraps, not after the guard lets it render, which would add one
 * more round trip before the list can even be requested.
 */
function preloadLandingScreen(hash: string, signedIn: boolean): void {
  if (signedIn && /^(#\/?)?(remote-jobs([/?].*)?)?$/.test(hash)) void importRemoteJobsPage().catch(() => undefined);
}

function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}

const suspended = (Screen: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<PageLoading />}>
    <Screen />
  </Suspense>
);

/** A category page is linked from the public bar: visitors get an invitation, users the subscription guard. */
function JobCategoryAccess() {
  const { status } = useSession();
  return status === 'anonymous' ? <JobCategoryTeaser /> : <RequireSubscription />;
}

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

      page(paths.help, suspended(HelpPage)),

      {
        element: <RequireSubscription />,
        children: [
          page(paths.remoteJobs, suspended(RemoteJobsPage)),
          page(paths.remoteCompanies, suspended(RemoteCompaniesPage)),
          page(paths.remoteJobBoards, suspended(JobBoardsPage)),
          page(paths.viewedJobs, suspended(ViewedJobsPage)),
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
          page(paths.accountSettings, suspended(AccountSettingsPage)),
          page(paths.shortlistedJobs, suspended(ShortlistedJobsPage)),
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
        children: [page(paths.signUp, suspended(SignUpPage)), page(paths.signIn, suspended(SignInPage))],
      },

      placeholder(paths.postJob, 'Reach remote job seekers with a posting for $199; it can renew itself every 30 days.'),
      placeholder(paths.pricing, 'Plans for the remote jobs newsletter, job tracking, documents and more.'),
      placeholder(paths.forgotPassword, 'Get a link by email to choose a new password.'),
      placeholder(paths.resetPassword, 'Choose a new password for your account.'),
      placeholder(paths.newsletter, 'Job leads by email, daily or weekly, filtered by category, country and keywords.'),
      {
        path: paths.remoteJobsCategory.path.slice(1),
        element: <JobCategoryAccess />,
        handle: { title: (params) => paths.remoteJobsCategory.titleFor(params.categorySlug) } satisfies RouteHandle,
        children: [{ index: true, element: suspended(RemoteJobsPage) }],
      },

      { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } satisfies RouteHandle },
    ],
  },
];

export const createAppRouter = () => {
  preloadLandingScreen(window.location.hash, Boolean(readStoredSession().token));
  return createHashRouter(routes);
};
