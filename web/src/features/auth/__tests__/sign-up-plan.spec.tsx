import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignUpDocument, SignUpPlansDocument } from '../../../generated/graphql';
import { bootstrapMock, createAuthSession, createUser } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { SignUpPage } from '../components/SignUpPage';

const input = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical1', confirmPassword: 'analytical1', acceptTerms: true };

const plansMock: MockLink.MockedResponse = {
  request: { query: SignUpPlansDocument },
  result: {
    data: {
      appPlans: {
        __typename: 'ProductInfo',
        prices: [
          { id: 'app-monthly-us', label: 'Monthly', amount: 900, subscription: true, intervalType: 'month' },
          { id: 'app-yearly-us', label: 'Yearly', amount: 7900, subscription: true, intervalType: 'year' },
          { id: 'app-lifetime-us', label: 'Lifetime', amount: 19900, subscription: false, intervalType: null },
        ].map((price) => ({ __typename: 'Price', currency: 'usd', ...price })),
      },
    },
  },
};

function signUpWithPlan(plan: string) {
  const session = createAuthSession(createUser({ userId: 'new-user', name: input.name, email: input.email }));
  return renderPage(<SignUpPage />, {
    path: '/signup',
    initialEntry: `/signup?plan=${encodeURIComponent(plan)}`,
    landings: ['/subscription', '/remote-jobs'],
    mocks: [
      plansMock,
      { request: { query: SignUpDocument, variables: { input } }, result: { data: { signUp: session } } },
      bootstrapMock(session.userInfo),
    ],
  });
}

async function submit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), input.name);
  await user.type(screen.getByLabelText(/^Email/), input.email);
  await user.type(screen.getByLabelText(/^Password/), input.password);
  await user.type(screen.getByLabelText(/^Confirm Password/), input.confirmPassword);
  await user.click(screen.getByRole('checkbox', { name: /I agree to the terms & conditions/ }));
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('sign up with a plan chosen on the pricing page', () => {
  it("goes to that plan's payment form instead of remote jobs", async () => {
    const { router } = signUpWithPlan('app-yearly-us');

    await submit();

    expect(await screen.findByRole('heading', { name: 'Landed on /subscription' })).toBeInTheDocument();
    expect(router.location.search).toBe('?subscription_type=2');
  });

  it('names the chosen plan on the form (issue 23, item 12)', async () => {
    signUpWithPlan('app-yearly-us');

    expect(await screen.findByRole('status')).toHaveTextContent('Yearly plan: $79 per year. You pay for it right after signing up.');
  });

  it('goes to the plans to choose from when the plan is no longer offered', async () => {
    const { router } = signUpWithPlan('app-weekly-us');

    await submit();

    expect(await screen.findByRole('heading', { name: 'Landed on /subscription' })).toBeInTheDocument();
    expect(router.location.search).toBe('');
  });
});
