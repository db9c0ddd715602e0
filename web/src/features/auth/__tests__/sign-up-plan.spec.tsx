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
        prices: ['app-monthly-us', 'app-yearly-us', 'app-lifetime-us'].map((id) => ({ __typename: 'Price', id })),
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

  it('goes to the plans to choose from when the plan is no longer offered', async () => {
    const { router } = signUpWithPlan('app-weekly-us');

    await submit();

    expect(await screen.findByRole('heading', { name: 'Landed on /subscription' })).toBeInTheDocument();
    expect(router.location.search).toBe('');
  });
});
