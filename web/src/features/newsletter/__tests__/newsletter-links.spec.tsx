import { screen, waitFor } from '@testing-library/react';
import { SignInWithNewsletterLinkDocument } from '../../../generated/graphql';
import { apiError, bootstrapMock, createAuthSession, createUser } from '../../../test/factories';
import { banner, callMock, createNewsletter, formReady, myNewsletterMock, renderNewsletter, textbox } from './newsletter-test-utils';

const LOGIN_LINK_INVALID = 'This login link is invalid or has expired, please ask for a new one';

describe('newsletter page: back from the card checkout', () => {
  it('says the subscription went through and drops the status from the address', async () => {
    const { router } = renderNewsletter({ initialEntry: '/remote-jobs-newsletter?status=success' });

    expect(await banner('Newsletter subscribed successfully')).toHaveClass('MuiAlert-colorSuccess');
    expect(router.location.search).toBe('');
  });

  it('shows a visitor what they chose, read-only, and where the link to change it went: never a blank form', async () => {
    renderNewsletter({
      initialEntry:
        '/remote-jobs-newsletter?status=success&name=Ada+Lovelace&email=ada%40example.com&country=DE&scheduleEvery=weekly&category=software-development%2Cdesign&contains=react+js%2Cbackend',
    });

    expect(await banner('Newsletter subscribed successfully')).toHaveClass('MuiAlert-colorSuccess');
    expect(
      screen.getByText(
        'Your newsletter is paid for. We emailed your receipt to ada@example.com: its link signs you in here, where you can change these preferences at any time.',
      ),
    ).toBeInTheDocument();
    const summary = screen.getByLabelText('Your newsletter');
    expect(summary).toHaveTextContent('NameAda Lovelace');
    expect(summary).toHaveTextContent('Emailada@example.com');
    await waitFor(() => expect(summary).toHaveTextContent('CountryGermany'));
    expect(summary).toHaveTextContent('CategoriesSoftware Development, Design');
    expect(summary).toHaveTextContent('Keywordsreact js, backend');
    expect(summary).toHaveTextContent('Email FrequencyWeekly');
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('says the subscription failed after a cancelled checkout', async () => {
    const { router } = renderNewsletter({ initialEntry: '/remote-jobs-newsletter?status=cancel' });

    expect(await banner('Newsletter subscription failed')).toHaveClass('MuiAlert-colorError');
    expect(router.location.search).toBe('');
  });
});

describe('newsletter page: prefilled from a link', () => {
  it('takes email, country, frequency and categories from the query', async () => {
    renderNewsletter({
      initialEntry: '/remote-jobs-newsletter?userId=user-1&email=grace%40example.com&country=de&scheduleEvery=daily&category=design,marketing',
    });
    await formReady();

    expect(textbox('Email')).toHaveValue('grace@example.com');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Design' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Software Development' })).not.toBeChecked();
  });

  it('takes a single category', async () => {
    renderNewsletter({ initialEntry: '/remote-jobs-newsletter?category=software-development' });
    await formReady();

    expect(screen.getByRole('checkbox', { name: 'Software Development' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Design' })).not.toBeChecked();
  });
});

describe('newsletter page: opened from a login link', () => {
  const account = createUser({ userId: 'grace', name: 'Grace Hopper', email: 'grace@example.com' });
  const session = createAuthSession(account);

  it("signs in with the link's token once, stays here without the token and loads the newsletter", async () => {
    const signedIn = jest.fn();
    const { router } = renderNewsletter({
      initialEntry: '/remote-jobs-newsletter?email=grace%40example.com&loginToken=login-token-1',
      mocks: [
        callMock(
          { query: SignInWithNewsletterLinkDocument, variables: { token: 'login-token-1' } },
          { data: { signInWithNewsletterLink: session } },
          signedIn,
        ),
        bootstrapMock(account),
        myNewsletterMock(createNewsletter({ name: 'Grace H.', email: 'grace@example.com' })),
      ],
    });

    expect(await screen.findByRole('button', { name: 'Update Preferences' })).toBeInTheDocument();
    expect(signedIn).toHaveBeenCalledTimes(1);
    expect(router.location.pathname).toBe('/remote-jobs-newsletter');
    expect(router.location.search).toBe('?email=grace%40example.com');
    expect(window.localStorage.getItem('token')).toBe(session.token);
    await waitFor(() => expect(textbox('Name')).toHaveValue('Grace H.'));
    expect(textbox('Email')).toHaveValue('grace@example.com');
    expect(textbox('Email')).toHaveAttribute('readonly');
  });

  it("shows the server's reason when the link no longer works, and the form without the token", async () => {
    const { router } = renderNewsletter({
      initialEntry: '/remote-jobs-newsletter?email=grace%40example.com&loginToken=used-token',
      mocks: [
        callMock(
          { query: SignInWithNewsletterLinkDocument, variables: { token: 'used-token' } },
          apiError(LOGIN_LINK_INVALID, 'BAD_USER_INPUT', 400),
        ),
      ],
    });

    expect(await banner(LOGIN_LINK_INVALID)).toHaveClass('MuiAlert-colorError');
    await formReady();
    expect(router.location.search).toBe('?email=grace%40example.com');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(textbox('Email')).toHaveValue('grace@example.com');
    expect(textbox('Email')).toHaveAttribute('readonly');
  });
});
