import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignUpDocument } from '../../../generated/graphql';
import { apiError, bootstrapMock, createAuthSession, createUser } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { SignUpPage } from '../components/SignUpPage';

const GENERIC = 'Something went wrong, Please try again after sometime';

const input = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical1', confirmPassword: 'analytical1', acceptTerms: true };

function renderSignUp(mocks: MockLink.MockedResponse[] = []) {
  return renderPage(<SignUpPage />, { path: '/signup', landings: ['/remote-jobs'], mocks });
}

const form = () => screen.getByRole('form', { name: 'Create Account' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof input>) {
  if (values.name !== undefined) await user.type(screen.getByLabelText(/^Name/), values.name);
  if (values.email !== undefined) await user.type(screen.getByLabelText(/^Email/), values.email);
  if (values.password !== undefined) await user.type(screen.getByLabelText(/^Password/), values.password);
  if (values.confirmPassword !== undefined) await user.type(screen.getByLabelText(/^Confirm Password/), values.confirmPassword);
  if (values.acceptTerms) await user.click(screen.getByRole('checkbox', { name: /I agree to the terms & conditions/ }));
}

describe('sign up', () => {
  it('shows the card with every field and a link to sign in', () => {
    renderSignUp();

    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    for (const label of [/^Name/, /^Email/, /^Password/, /^Confirm Password/]) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms & conditions' })).toHaveAttribute('href', '/terms.html');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('names every missing field when submitted empty', async () => {
    const user = userEvent.setup();
    renderSignUp();

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const card = within(form());
    expect(card.getByText('Please provide valid name')).toBeInTheDocument();
    expect(card.getByText('Please provide valid email')).toBeInTheDocument();
    expect(card.getByText('Please provide valid password')).toBeInTheDocument();
    expect(card.getByText('Please agree to the terms & conditions by selecting the option')).toBeInTheDocument();
    expect(card.queryByText('Password and Confirm Password are not matching')).not.toBeInTheDocument();
  });

  it('rejects an email without a domain', async () => {
    const user = userEvent.setup();
    renderSignUp();

    await fillIn(user, { ...input, email: 'ada@' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getByText('Please provide valid email')).toBeInTheDocument();
    expect(screen.queryByText('Please provide valid name')).not.toBeInTheDocument();
  });

  it('says when the two passwords differ', async () => {
    const user = userEvent.setup();
    renderSignUp();

    await fillIn(user, { ...input, confirmPassword: 'analytical2' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getByText('Password and Confirm Password are not matching')).toBeInTheDocument();
    expect(screen.queryByText('Please provide valid password')).not.toBeInTheDocument();
  });

  it('asks for the terms when only they are missing', async () => {
    const user = userEvent.setup();
    renderSignUp();

    await fillIn(user, { ...input, acceptTerms: false });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getByText('Please agree to the terms & conditions by selecting the option')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'Please agree to the terms & conditions by selecting the option',
    );
  });

  describe('after a failed attempt', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('re-checks 500 ms after each change, not before', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderSignUp();
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      expect(screen.getByText('Please provide valid name')).toBeInTheDocument();

      await user.type(screen.getByLabelText(/^Name/), 'Ada');
      act(() => jest.advanceTimersByTime(499));
      expect(screen.getByText('Please provide valid name')).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Please provide valid name')).not.toBeInTheDocument();
      expect(screen.getByText('Please provide valid email')).toBeInTheDocument();

      await user.type(screen.getByLabelText(/^Password/), 'analytical1');
      act(() => jest.advanceTimersByTime(500));
      expect(screen.getByText('Password and Confirm Password are not matching')).toBeInTheDocument();
    });

    it('keeps quiet while typing before the first attempt', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderSignUp();

      await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
      act(() => jest.advanceTimersByTime(5000));

      expect(screen.queryByText('Please provide valid email')).not.toBeInTheDocument();
    });
  });

  it("shows the server's text for a 400 answer", async () => {
    const user = userEvent.setup();
    renderSignUp([
      {
        request: { query: SignUpDocument, variables: { input } },
        result: apiError('An account with this email already exists, please sign in instead', 'BAD_USER_INPUT', 400),
      },
    ]);

    await fillIn(user, input);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('An account with this email already exists, please sign in instead')).toBeInTheDocument();
  });

  it('shows the generic message for any other failure', async () => {
    const user = userEvent.setup();
    renderSignUp([
      { request: { query: SignUpDocument, variables: { input } }, result: apiError('Too many accounts were created from this network.', 'RATE_LIMITED', 429) },
    ]);

    await fillIn(user, input);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(screen.queryByText(/Too many accounts/)).not.toBeInTheDocument();
  });

  it('stores the session and goes to remote jobs on success', async () => {
    const user = userEvent.setup();
    const session = createAuthSession(createUser({ userId: 'new-user', name: input.name, email: input.email }));
    const { router } = renderSignUp([{ request: { query: SignUpDocument, variables: { input } }, result: { data: { signUp: session } } },
      bootstrapMock(session.userInfo),]);

    await fillIn(user, input);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('heading', { name: 'Landed on /remote-jobs' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/remote-jobs');
    expect(window.localStorage.getItem('token')).toBe(session.token);
    expect(JSON.parse(window.localStorage.getItem('userInfo') ?? 'null')).toMatchObject({ userId: 'new-user', email: input.email });
  });

  it("goes on to the page the person was going to (a public search's invitation), with its search", async () => {
    const user = userEvent.setup();
    const session = createAuthSession(createUser({ userId: 'new-user', name: input.name, email: input.email }));
    const { router } = renderPage(<SignUpPage />, {
      path: '/signup',
      initialEntry: '/signup?next=%2Fremote-jobs%3Ftags%3Dgo',
      landings: ['/remote-jobs'],
      mocks: [{ request: { query: SignUpDocument, variables: { input } }, result: { data: { signUp: session } } }, bootstrapMock(session.userInfo)],
    });

    await fillIn(user, input);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('heading', { name: 'Landed on /remote-jobs' })).toBeInTheDocument();
    expect(router.location.search).toBe('?tags=go');
  });
});
