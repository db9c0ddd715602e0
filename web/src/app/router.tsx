import { lazy, Suspense, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useRoutes, type AppRoute } from '../lib/router';
import { paths } from '../config/paths';
import { RequireAnonymous } from '../lib/session/guards/RequireAnonymous';
import { RequireSession } from '../lib/session/guards/RequireSession';
import { RequireSubscription } from '../lib/session/guards/RequireSubscription';
import { JobCategoryTeaser } from '../features/jobs/components/JobCategoryTeaser';
import { AppShell } from '../features/shell/components/AppShell';
import { RouteTableContext, type RouteHandle } from '../features/shell/route-handle';
import { readStoredSession } from '../lib/session-storage';
import { useSession } from '../lib/session/useSession';
import { NotFoundPage } from './routes/NotFoundPage';
import { RedirectHome } from './routes/RedirectHome';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary';

/**
 * A screen in its own chunk. Once its code has arrived (a preload finished), the screen
 * renders at once: React.lazy would still suspend for a tick, show the fallback and then
 * hold the screen back until React's fallback throttle (300 ms) ran out.
 */
const lazyScreen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => {
  let loaded: ComponentType | null = null;
  const loadScreen = () =>
    load().then((module) => {
      loaded = pick(module);
      return { default: loaded };
    });
  const Lazy = lazy(loadScreen);
  function Screen() {
    // Decided once per mount: switching from Lazy to the loaded component later would remount the screen.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Screen, { preload: () => loadScreen().then(() => undefined) });
};

// Every screen is its own chunk, so a first visit loads the shell plus one screen's code.
const RemoteJobsPage = lazyScreen(() => import('../features/jobs/components/RemoteJobsPage'), (m) => m.RemoteJobsPage);
const ShortlistedJobsPage = lazyScreen(() => import('../features/jobs/components/ShortlistedJobsPage'), (m) => m.ShortlistedJobsPage);
const SavedSearchesPage = lazyScreen(() => import('../features/saved-searches/components/SavedSearchesPage'), (m) => m.SavedSearchesPage);
const OpenSavedSearchPage = lazyScreen(() => import('../features/saved-searches/components/OpenSavedSearchPage'), (m) => m.OpenSavedSearchPage);
const ViewedJobsPage = lazyScreen(() => import('../features/jobs/components/ViewedJobsPage'), (m) => m.ViewedJobsPage);
const RemoteCompaniesPage = lazyScreen(
  () => import('../features/companies/components/RemoteCompaniesPage'),
  (m) => m.RemoteCompaniesPage,
);
const JobBoardsPage = lazyScreen(() => import('../features/job-boards/components/JobBoardsPage'), (m) => m.JobBoardsPage);
// The Add job form and the Import dialog on the board are the track-job and tracking-import features': composed here, as features do not import each other.
// So is the panel of suggestions read from forwarded mail, the mail-forwarding feature's.
const AppliedJobsPage = lazyScreen(
  () =>
    Promise.all([
      import('../features/tracking/components/AppliedJobsPage'),
      import('../features/track-job/components/TrackJobDialog'),
      import('../features/tracking-import/components/ImportAppliedJobsDialog'),
      import('../features/mail-forwarding/components/MailSuggestionsPanel'),
    ]),
  ([page, trackJob, importJobs, mail]) =>
    function AppliedJobsScreen() {
      return (
        <page.AppliedJobsPage
          AddJobDialog={trackJob.TrackJobDialog}
          ImportDialog={importJobs.ImportAppliedJobsDialog}
          SuggestionsPanel={mail.MailSuggestionsPanel}
        />
      );
    },
);
// The applied job's Documents tab is the documents feature's list: composed here, as features do not import each other.
const AppliedJobPage = lazyScreen(
  () => Promise.all([import('../features/applied-job/components/AppliedJobPage'), import('../features/documents/components/AppliedJobDocuments')]),
  ([page, documents]) =>
    function AppliedJobScreen() {
      return <page.AppliedJobPage documents={documents.AppliedJobDocuments} />;
    },
);
const UpcomingPage = lazyScreen(() => import('../features/upcoming/components/UpcomingPage'), (m) => m.UpcomingPage);
const DocumentsPage = lazyScreen(() => import('../features/documents/components/DocumentsPage'), (m) => m.DocumentsPage);
const UploadDocumentPage = lazyScreen(() => import('../features/documents/components/UploadDocumentPage'), (m) => m.UploadDocumentPage);
const SignInPage = lazyScreen(() => import('../features/auth/components/SignInPage'), (m) => m.SignInPage);
const SignUpPage = lazyScreen(() => import('../features/auth/components/SignUpPage'), (m) => m.SignUpPage);
const HelpPage = lazyScreen(() => import('../features/help/components/HelpPage'), (m) => m.HelpPage);
const PostJobPage = lazyScreen(() => import('../features/post-job/components/PostJobPage'), (m) => m.PostJobPage);
const MyJobPostingsPage = lazyScreen(() => import('../features/job-postings/components/MyJobPostingsPage'), (m) => m.MyJobPostingsPage);
const SubscriptionPage = lazyScreen(() => import('../features/subscription/components/SubscriptionPage'), (m) => m.SubscriptionPage);
const PricingPage = lazyScreen(() => import('../features/subscription/components/PricingPage'), (m) => m.PricingPage);
const TestCheckoutPage = lazyScreen(() => import('../features/test-checkout/components/TestCheckoutPage'), (m) => m.TestCheckoutPage);
// The Forwarded mail section is the mail-forwarding feature's: composed here, as features do not import each other.
const AccountSettingsPage = lazyScreen(
  () => Promise.all([import('../features/settings/components/AccountSettingsPage'), import('../features/mail-forwarding/components/MailForwardingSection')]),
  ([page, mail]) =>
    function AccountSettingsScreen() {
      return <page.AccountSettingsPage MailForwardingSection={mail.MailForwardingSection} />;
    },
);
const VerifyMailSenderPage = lazyScreen(
  () => import('../features/mail-forwarding/components/VerifyMailSenderPage'),
  (m) => m.VerifyMailSenderPage,
);
const ForgotPasswordPage = lazyScreen(
  () => import('../features/password-reset/components/ForgotPasswordPage'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = lazyScreen(
  () => import('../features/password-reset/components/ResetPasswordPage'),
  (m) => m.ResetPasswordPage,
);
const StopSavedSearchAlertsPage = lazyScreen(
  () => import('../features/saved-searches/components/StopSavedSearchAlertsPage'),
  (m) => m.StopSavedSearchAlertsPage,
);
const UnsubscribePage = lazyScreen(() => import('../features/unsubscribe/components/UnsubscribePage'), (m) => m.UnsubscribePage);
const SignInLinkPage = lazyScreen(() => import('../features/sign-in-link/components/SignInLinkPage'), (m) => m.SignInLinkPage);
const NewsletterPage = lazyScreen(() => import('../features/newsletter/components/NewsletterPage'), (m) => m.NewsletterPage);
const SupportPage = lazyScreen(() => import('../features/support/components/SupportPage'), (m) => m.SupportPage);
const AdminPanelPage = lazyScreen(() => import('../features/admin/components/AdminPanelPage'), (m) => m.AdminPanelPage);

/**
 * Remote jobs is where a signed-in visit lands. Its chunk (preloaded by index.html) is
 * loaded before the first render, so the screen renders at once when the guard lets it.
 */
export function preloadLandingScreen(): Promise<void> {
  const signedIn = Boolean(readStoredSession().token);
  if (!signedIn || !/^(#\/?)?(remote-jobs([/?].*)?)?$/.test(window.location.hash)) return Promise.resolve();
  return RemoteJobsPage.preload().catch(() => undefined);
}

function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}

const suspended = (Screen: ComponentType) => (
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
  element: AppRoute['element'],
  handle: Partial<RouteHandle> = {},
): AppRoute => ({
  // Child routes of the root layout are relative.
  path: route.path.slice(1),
  element,
  handle: { title: route.title, ...handle } satisfies RouteHandle,
});

/** The route table of the product (spec section 2), guards as layout routes. */
export const routes: AppRoute[] = [
  {
    path: '/',
    element: <AppShell />,
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
          page(paths.savedSearches, suspended(SavedSearchesPage)),
          page(paths.openSavedSearch, suspended(OpenSavedSearchPage)),
          page(paths.uploadDocument, suspended(UploadDocumentPage)),
        ],
      },

      {
        element: <RequireSession />,
        children: [
          page(paths.appliedJobs, suspended(AppliedJobsPage)),
          page(paths.appliedJob, suspended(AppliedJobPage), {
            crumbs: () => [
              { label: paths.appliedJobs.title, to: paths.appliedJobs.getHref() },
              // The page names it with the job's title once loaded (lib/page-crumb.ts); the id stays in the address.
              { label: paths.appliedJob.title },
            ],
          }),
          page(paths.upcoming, suspended(UpcomingPage)),
          page(paths.accountSettings, suspended(AccountSettingsPage)),
          page(paths.shortlistedJobs, suspended(ShortlistedJobsPage)),
          page(paths.subscription, suspended(SubscriptionPage)),
          page(paths.documents, suspended(DocumentsPage)),
          page(paths.support, suspended(SupportPage)),
          page(paths.adminPanel, suspended(AdminPanelPage)),
          page(paths.myJobPostings, suspended(MyJobPostingsPage)),
        ],
      },

      {
        element: <RequireAnonymous />,
        children: [page(paths.signUp, suspended(SignUpPage)), page(paths.signIn, suspended(SignInPage))],
      },

      page(paths.postJob, suspended(PostJobPage)),
      page(paths.pricing, suspended(PricingPage)),
      page(paths.testCheckout, suspended(TestCheckoutPage)),
      page(paths.forgotPassword, suspended(ForgotPasswordPage)),
      page(paths.resetPassword, suspended(ResetPasswordPage)),
      page(paths.newsletter, suspended(NewsletterPage)),
      // Public: a receipt's link signs in whoever opens it, signed in or not (the token is the proof).
      page(paths.signInLink, suspended(SignInLinkPage)),
      // Public: the link in every email works without signing in (its token stands in for a session).
      page(paths.unsubscribe, suspended(UnsubscribePage)),
      // Public: so is an alert mail's link to stop that search's alerts.
      page(paths.stopSavedSearchAlerts, suspended(StopSavedSearchAlertsPage)),
      // Public: so is the link that confirms an address mail is forwarded from (issue 48).
      page(paths.verifyMailSender, suspended(VerifyMailSenderPage)),
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

/**
 * The route table, matched against the hash location (`<HashRouter>` around it, see
 * lib/router). A render error anywhere shows the error page.
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  return (
    <RouteTableContext.Provider value={routes}>
      <RouteErrorBoundary>{element}</RouteErrorBoundary>
    </RouteTableContext.Provider>
  );
}
