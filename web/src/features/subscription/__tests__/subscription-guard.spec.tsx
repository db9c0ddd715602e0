import { screen } from '@testing-library/react';
import type { AppRoute } from '../../../lib/router';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSubscription } from '../../../lib/session/guards/RequireSubscription';
import { FUTURE_END, PAST_END } from './subscription-test-utils';

/** The app subscription in the session's bootstrap, as the server derives `active` from the tier and its end. */
const TIERS = {
  trialRunning: { status: 'trial', active: true, endTime: FUTURE_END, subscriptionId: null, lifetime: false },
  trialOver: { status: 'trial', active: false, endTime: PAST_END, subscriptionId: null, lifetime: false },
  paid: { status: 'paid', active: true, endTime: FUTURE_END, subscriptionId: 'sub_123', lifetime: false },
  paidOver: { status: 'paid', active: false, endTime: PAST_END, subscriptionId: 'sub_123', lifetime: false },
  /** What `npm run admin:create` makes: an account with no app subscription at all. */
  none: { status: 'none', active: false, endTime: null, subscriptionId: null, lifetime: false },
  lifetime: { status: 'paid', active: true, endTime: null, subscriptionId: null, lifetime: true },
} as const;

const routes: AppRoute[] = [
  { element: <RequireSubscription />, children: [{ path: '/remote-jobs', element: <h1>Remote Jobs</h1> }] },
  { path: '/subscription', element: <h1>Subscription</h1> },
];

function visitRemoteJobs(tier: keyof typeof TIERS, { freeAccess = false, search = '', admin = false } = {}) {
  const user = createUser({ appSubscription: TIERS[tier], admin, isAdmin: admin });
  storeLogin(user);
  return renderRoutes(routes, { initialEntry: `/remote-jobs${search}`, mocks: [bootstrapMock(user, { freeAccess })] });
}

describe('subscription guard by tier', () => {
  it.each(['trialRunning', 'paid', 'lifetime'] as const)('lets a %s user in', async (tier) => {
    visitRemoteJobs(tier);

    expect(await screen.findByRole('heading', { name: 'Remote Jobs' })).toBeInTheDocument();
  });

  it.each(['trialOver', 'paidOver', 'none'] as const)('sends a %s user to subscription, keeping the query string', async (tier) => {
    const { router } = visitRemoteJobs(tier, { search: '?companyName=Acme&subscription_type=2' });

    expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/subscription');
    expect(router.location.search).toBe('?companyName=Acme&subscription_type=2');
  });

  it('lets a user whose trial is over in while free app access is on', async () => {
    visitRemoteJobs('trialOver', { freeAccess: true });

    expect(await screen.findByRole('heading', { name: 'Remote Jobs' })).toBeInTheDocument();
  });

  it.each(['none', 'trialOver'] as const)('lets an admin with %s in, as the API does', async (tier) => {
    visitRemoteJobs(tier, { admin: true });

    expect(await screen.findByRole('heading', { name: 'Remote Jobs' })).toBeInTheDocument();
  });
});
