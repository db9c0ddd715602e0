import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { SignInDocument } from '../../../generated/graphql';
import { apiError, bootstrapMock, createAuthSession, createUser } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { SignInPage } from '../components/SignInPage';

const credentials = { email: 'ada@example.com', password: 'analytical1' };

const renderSignIn = (mocks: MockLink.MockedResponse[] = []) =>
  renderPage(<SignInPage />, { path: '/signin', landings: ['/remote-jobs'], mocks });

async function signIn(user: ReturnType<typeof userEvent.setup>, { email, password } = credentials) {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign in', () => {
  it('shows the card with links to password recovery and sign up', () => {
    renderSignIn();

    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('requires email and password', async () => {
    const user = userEvent.setup();
    renderSignIn();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Please provide valid email')).toBeInTheDocument();
    expect(screen.getByText('Please provide valid password')).toBeInTheDocument();
  });

  it("shows the server's text when sign in fails, keeps the email and clears only the password", async () => {
    const user = userEvent.setup();
    renderSignIn([
      { request: { query: SignInDocument, variables: { input: credentials } }, result: apiError('Incorrect email or password', 'UNAUTHENTICATED', 401) },
    ]);

    await signIn(user);

    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue(credentials.email);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('puts the emptied password\'s label back inside its field once the field is left (issue 50, item 12)', async () => {
    const user = userEvent.setup();
    renderSignIn([
      { request: { query: SignInDocument, variables: { input: credentials } }, result: apiError('Incorrect email or password', 'UNAUTHENTICATED', 401) },
    ]);

    await signIn(user);
    await screen.findByText('Incorrect email or password');
    await user.click(screen.getByRole('heading', { name: 'Sign in' }));

    // MUI floats a label (data-shrink) over a field it believes filled, with a gap in the outline for it.
    const label = (name: string) => document.querySelector(`label[for="${screen.getByLabelText(name).id}"]`);
    expect(label('Password')).toHaveAttribute('data-shrink', 'false');
    expect(label('Email')).toHaveAttribute('data-shrink', 'true');
  });

  it('stores token and user info and goes to remote jobs', async () => {
    const user = userEvent.setup();
    const session = createAuthSession(createUser({ userId: 'ada', recruiter: true }));
    const { router } = renderSignIn([
      { request: { query: SignInDocument, variables: { input: credentials } }, result: { data: { signIn: session } } },
      bootstrapMock(session.userInfo),
    ]);

    await signIn(user);

    expect(await screen.findByRole('heading', { name: 'Landed on /remote-jobs' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/remote-jobs');
    expect(window.localStorage.getItem('token')).toBe(session.token);
    expect(JSON.parse(window.localStorage.getItem('userInfo') ?? 'null')).toMatchObject({ userId: 'ada', recruiter: true });
  });

  it('goes back to the page the person was going to when sign in was asked for', async () => {
    const user = userEvent.setup();
    const session = createAuthSession(createUser({ userId: 'ada' }));
    const { router } = renderPage(<SignInPage />, {
      path: '/signin',
      initialEntry: '/signin?next=%2Fapplied-jobs%2Fjob-1',
      landings: ['/remote-jobs', '/applied-jobs/job-1'],
      mocks: [{ request: { query: SignInDocument, variables: { input: credentials } }, result: { data: { signIn: session } } }, bootstrapMock(session.userInfo)],
    });

    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?next=%2Fapplied-jobs%2Fjob-1');
    await signIn(user);

    expect(await screen.findByRole('heading', { name: 'Landed on /applied-jobs/job-1' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/applied-jobs/job-1');
  });
});
