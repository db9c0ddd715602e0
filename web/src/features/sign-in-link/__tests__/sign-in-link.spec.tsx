import { screen } from '@testing-library/react';
import { SignInWithLinkDocument } from '../../../generated/graphql';
import { apiError, bootstrapMock, createAuthSession, createUser } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { SignInLinkPage } from '../components/SignInLinkPage';

const INVALID = 'This sign-in link is invalid or has expired: sign in, or ask for a login link on the newsletter page';
const account = createUser({ userId: 'poster-1', name: 'Acme Rockets', email: 'poster@acme.example' });

function openLink(search: string, answer: object) {
  return renderPage(<SignInLinkPage />, {
    path: '/sign-in-link',
    initialEntry: `/sign-in-link${search}`,
    landings: ['/my-job-postings', '/remote-jobs-newsletter', '/remote-jobs'],
    mocks: [{ request: { query: SignInWithLinkDocument, variables: { token: 'receipt-token' } }, result: answer }, bootstrapMock(account)],
  });
}

describe("a receipt's sign-in link", () => {
  it('signs in with its token and lands on the page it names', async () => {
    openLink('?token=receipt-token&next=my-job-postings', { data: { signInWithLink: createAuthSession(account) } });
    expect(await screen.findByRole('heading', { name: 'Landed on /my-job-postings' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe(createAuthSession(account).token);
  });

  it('lands on remote jobs when `next` names no page a receipt manages', async () => {
    openLink('?token=receipt-token&next=https%3A%2F%2Fevil.example', { data: { signInWithLink: createAuthSession(account) } });
    expect(await screen.findByRole('heading', { name: 'Landed on /remote-jobs' })).toBeInTheDocument();
  });

  it("shows the server's reason and the ways in when the link is used up or expired", async () => {
    openLink('?token=receipt-token&next=my-job-postings', apiError(INVALID, 'BAD_USER_INPUT', 400));
    expect(await screen.findByText(INVALID, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
