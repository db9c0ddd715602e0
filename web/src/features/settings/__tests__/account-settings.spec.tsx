import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { AccountMeDocument, AccountSubscriptionDocument, TrackingTokensDocument, ChangePasswordDocument, DeleteAvatarDocument, UnhideCompanyDocument, UpdateProfileDocument } from '../../../generated/graphql';
import type { UserFieldsFragment } from '../../../generated/graphql';
import { apiError, bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSession } from '../../../lib/session/guards/RequireSession';
import { createHiddenCompany, hiddenCompaniesMock } from '../../../lib/hidden-companies/__tests__/hidden-company-test-utils';
import { AccountSettingsPage } from '../components/AccountSettingsPage';
import { calendarFeedMock } from './calendar-test-utils';
import { followUpSettingsMock } from './follow-up-test-utils';

const BLANK = 'Current & Previous passwords are not matching, Please provide valid passwords.';
const TOO_SHORT = 'Password length should not be less than 8 characters';
const CONFIRM = 'Your login password is going to be modified with the new one is it fine ?';

type Plan = Partial<UserFieldsFragment['appSubscription']> & { intervalType?: string | null; cancelAtPeriodEnd?: boolean };

/** The caller's subscription as the Subscription section asks for it. */
function accountSubscriptionMock(plan: Plan = {}): MockLink.MockedResponse {
  const { status = 'trial', active = true, subscriptionId = null, endTime = null, lifetime = false, intervalType = null, cancelAtPeriodEnd = false } = plan;
  const subscription = { __typename: 'SubscriptionDetails', status, active, subscriptionId, endTime, lifetime, intervalType, cancelAtPeriodEnd };
  return { request: { query: AccountSubscriptionDocument }, result: { data: { subscription } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

/** The browser extension section's list (its own tests: browser-extension.spec.tsx). */
const noTrackingTokens: MockLink.MockedResponse = {
  request: { query: TrackingTokensDocument },
  result: { data: { trackingTokens: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

async function renderSettings(mocks: MockLink.MockedResponse[] = [], user = createUser(), { freeAccess = false } = {}) {
  storeLogin(user);
  const view = renderRoutes(
    [
      { element: <RequireSession />, children: [{ path: '/account-settings', element: <AccountSettingsPage /> }] },
      { path: '/subscription', element: <h1>Landed on /subscription</h1> },
    ],
    // The hidden companies' and the subscription's sections ask for theirs; a test's own answer comes first.
    {
      initialEntry: '/account-settings',
      mocks: [bootstrapMock(user, { freeAccess }), ...mocks, hiddenCompaniesMock(), accountSubscriptionMock(user.appSubscription), noTrackingTokens, followUpSettingsMock(), calendarFeedMock()],
    },
  );
  await screen.findByRole('heading', { name: 'Account Settings' });
  return view;
}

const changePasswordMock = (password: string, newPassword: string, result: MockLink.MockedResponse['result']) => ({
  request: { query: ChangePasswordDocument, variables: { input: { password, newPassword } } },
  result,
});

async function submitPasswords(user: ReturnType<typeof userEvent.setup>, current: string, next: string) {
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('account settings: change password', () => {
  it.each([
    ['both are empty', '', ''],
    ['the current one is blank', '   ', 'a-new-password'],
    ['the new one is blank', 'the-old-password', '    '],
  ])('refuses when %s', async (_case, current, next) => {
    const user = userEvent.setup();
    await renderSettings();

    await submitPasswords(user, current, next);

    expect(screen.getByRole('alert')).toHaveTextContent(BLANK);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the minimum length when both passwords are short', async () => {
    const user = userEvent.setup();
    await renderSettings();

    await submitPasswords(user, 'short', 'tiny');

    expect(screen.getByRole('alert')).toHaveTextContent(TOO_SHORT);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves a short new password alone to the server (the length message needs both short)', async () => {
    const user = userEvent.setup();
    await renderSettings([changePasswordMock('long-enough-1', 'short', apiError(TOO_SHORT, 'BAD_USER_INPUT', 400))]);

    await submitPasswords(user, 'long-enough-1', 'short');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText(TOO_SHORT)).toBeInTheDocument();
  });

  it('asks before changing and does nothing on Cancel', async () => {
    const user = userEvent.setup();
    await renderSettings();

    await submitPasswords(user, 'old-password-1', 'new-password-1');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CONFIRM);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Updated user password successfully')).not.toBeInTheDocument();
  });

  it('changes the password after Ok and clears the fields', async () => {
    const user = userEvent.setup();
    await renderSettings([changePasswordMock('old-password-1', 'new-password-1', { data: { changePassword: true } })]);

    await submitPasswords(user, 'old-password-1', 'new-password-1');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText('Updated user password successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it("shows the server's text when the change is refused", async () => {
    const user = userEvent.setup();
    await renderSettings([
      changePasswordMock('wrong-password', 'new-password-1', apiError('Current password is incorrect', 'BAD_USER_INPUT', 400)),
    ]);

    await submitPasswords(user, 'wrong-password', 'new-password-1');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });

  it('falls back to the technical-problem text without a server message', async () => {
    const user = userEvent.setup();
    await renderSettings([
      { request: { query: ChangePasswordDocument, variables: { input: { password: 'old-password-1', newPassword: 'new-password-1' } } }, error: new TypeError('Failed to fetch') },
    ]);

    await submitPasswords(user, 'old-password-1', 'new-password-1');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));

    expect(
      await screen.findByText('Updating user password failed due to technical problem, please try again after some time'),
    ).toBeInTheDocument();
  });
});

describe('account settings: where you work from', () => {
  it('saves the country and time zone picked, and shows them next time', async () => {
    const user = userEvent.setup();
    await renderSettings([
      {
        request: { query: UpdateProfileDocument, variables: { input: { country: 'DE', timezone: 'Europe/Berlin' } } },
        result: { data: { updateProfile: createUser({ country: 'DE', timezone: 'Europe/Berlin' }) } },
      },
    ]);
    const form = within(screen.getByRole('form', { name: 'Where you work from' }));
    await user.type(form.getByLabelText('Country'), 'Germa');
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await user.type(form.getByLabelText('Time zone (optional)'), 'Europe/Berl');
    await user.click(await screen.findByRole('option', { name: 'Europe/Berlin' }));
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved where you work from')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('userInfo') ?? 'null')).toMatchObject({ country: 'DE', timezone: 'Europe/Berlin' });
  });

  it('clears them, and says what the server refused', async () => {
    const user = userEvent.setup();
    await renderSettings(
      [
        {
          request: { query: UpdateProfileDocument, variables: { input: { country: null, timezone: 'America/Sao_Paulo' } } },
          result: { errors: [{ message: 'country must be a two-letter country code such as DE', extensions: { code: 'BAD_USER_INPUT', status: 400 } }] },
        },
      ],
      createUser({ country: 'BR', timezone: 'America/Sao_Paulo' }),
    );
    const form = within(screen.getByRole('form', { name: 'Where you work from' }));
    expect(form.getByLabelText('Country')).toHaveValue('Brazil');
    expect(form.getByLabelText('Time zone (optional)')).toHaveValue('America/Sao_Paulo');
    await user.click(within(form.getByLabelText('Country').closest('.MuiAutocomplete-root') as HTMLElement).getByLabelText('Clear'));
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('country must be a two-letter country code such as DE')).toBeInTheDocument();
  });
});

describe('account settings: hidden companies', () => {
  const acme = createHiddenCompany('Acme', { hiddenAt: '2026-03-08T12:00:00.000Z' });
  const globex = createHiddenCompany('Globex');

  it('lists each hidden company, and Unhide shows its jobs again and takes it off the list', async () => {
    const user = userEvent.setup();
    const unhidden = jest.fn();
    await renderSettings([
      { ...hiddenCompaniesMock([acme, globex]), maxUsageCount: 1 },
      hiddenCompaniesMock([globex]),
      {
        request: { query: UnhideCompanyDocument, variables: { companyId: acme.companyId } },
        result: () => {
          unhidden(acme.companyId);
          return { data: { unhideCompany: true } };
        },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Hidden companies' });
    expect(within(list).getByRole('listitem', { name: 'Acme' })).toHaveTextContent('Hidden since Mar 8, 2026');
    expect(within(list).getByRole('listitem', { name: 'Globex' })).toBeInTheDocument();

    await user.click(within(within(list).getByRole('listitem', { name: 'Acme' })).getByRole('button', { name: 'Unhide' }));

    expect(await screen.findByText('Jobs from Acme are shown again')).toBeInTheDocument();
    expect(unhidden).toHaveBeenCalledWith(acme.companyId);
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Acme' })).not.toBeInTheDocument());
    expect(within(list).getByRole('listitem', { name: 'Globex' })).toBeInTheDocument();
  });

  it('says so when no company is hidden', async () => {
    await renderSettings();
    expect(await screen.findByText(/You have not hidden any companies/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Hidden companies' })).not.toBeInTheDocument();
  });
});

describe('account settings: subscription', () => {
  const DAY_MS = 24 * 3600 * 1000;
  const RENEWS = '2030-03-05T12:00:00.000Z';
  const section = async () => within(await screen.findByRole('region', { name: 'Subscription' }));

  it('counts the days left of a trial, and links the plans', async () => {
    const user = userEvent.setup();
    const endTime = new Date(Date.now() + 5 * DAY_MS - 3600 * 1000).toISOString();
    const { router } = await renderSettings([], createUser({ appSubscription: { status: 'trial', active: true, endTime } }));

    const plan = await section();
    expect(await plan.findByText('Trial: 5 days left')).toBeInTheDocument();
    await user.click(plan.getByRole('link', { name: 'See plans' }));

    expect(await screen.findByRole('heading', { name: 'Landed on /subscription' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/subscription');
  });

  it.each<[string, Plan, string, string]>([
    ['a renewing monthly plan', { status: 'paid', subscriptionId: 'sub_1', endTime: RENEWS, intervalType: 'month' }, 'Monthly plan, renews on March 5, 2030', 'Manage subscription'],
    [
      'a cancelled yearly plan',
      { status: 'paid', subscriptionId: 'sub_1', endTime: RENEWS, intervalType: 'year', cancelAtPeriodEnd: true },
      'Yearly plan, ends on March 5, 2030',
      'Manage subscription',
    ],
    ['the lifetime plan', { status: 'paid', lifetime: true, endTime: null }, 'Lifetime', 'Manage subscription'],
    ['an ended trial', { status: 'trial', active: false, endTime: '2020-01-10T12:00:00.000Z' }, 'Your trial has ended', 'See plans'],
  ])('words %s', async (_case, subscription, words, link) => {
    const user = createUser({ appSubscription: { status: subscription.status, active: subscription.active ?? true, endTime: subscription.endTime } });
    await renderSettings([accountSubscriptionMock(subscription)], user);

    const plan = await section();
    expect(await plan.findByText(words)).toBeInTheDocument();
    expect(plan.getByRole('link', { name: link })).toHaveAttribute('href', '/subscription');
  });

  it('tells an admin without a plan that they need none', async () => {
    const admin = createUser({ admin: true, isAdmin: true, appSubscription: { status: 'none', active: false } });
    await renderSettings([], admin);

    const plan = await section();
    expect(await plan.findByText('No plan')).toBeInTheDocument();
    expect(plan.getByText('As an admin you can open every screen without a plan.')).toBeInTheDocument();
  });

  it('says when free access opens every screen', async () => {
    await renderSettings([], createUser(), { freeAccess: true });

    expect((await section()).getByText('Free access is on: every screen is open without a plan for now.')).toBeInTheDocument();
  });

  it("words the session's copy when the subscription cannot be read", async () => {
    const user = createUser({ appSubscription: { status: 'trial', active: false, endTime: '2020-01-10T12:00:00.000Z' } });
    await renderSettings([{ request: { query: AccountSubscriptionDocument }, error: new Error('offline') }], user);

    expect((await section()).getByText('Your trial has ended')).toBeInTheDocument();
  });
});

describe('account settings: profile', () => {
  it('shows the name to edit and the email read-only', async () => {
    await renderSettings();

    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('updates the name', async () => {
    const user = userEvent.setup();
    await renderSettings([
      {
        request: { query: UpdateProfileDocument, variables: { input: { name: 'Ada King' } } },
        result: { data: { updateProfile: createUser({ name: 'Ada King' }) } },
      },
    ]);

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Update Details' }));

    expect(await screen.findByText('Updated user details successfully')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('userInfo') ?? 'null')).toMatchObject({ name: 'Ada King' });
  });

  it('reports a failed update', async () => {
    const user = userEvent.setup();
    await renderSettings([
      { request: { query: UpdateProfileDocument, variables: { input: { name: 'Ada Lovelace' } } }, error: new Error('offline') },
    ]);

    await user.click(screen.getByRole('button', { name: 'Update Details' }));

    expect(
      await screen.findByText('Updating user details failed due to technical problem, please try again after some time'),
    ).toBeInTheDocument();
  });
});

describe('account settings: avatar', () => {
  const withAvatar = createUser({
    profilePic: { __typename: 'ProfilePic', _id: 'file-1', file: { __typename: 'ProfilePicFile', name: 'me.webp' }, fileUrl: '/api/v1/users/user-1/file/file-1' },
  } as Parameters<typeof createUser>[0]);
  let fetchMock: jest.SpyInstance;

  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(new Blob(['img']), { status: 200 }));
  });
  afterEach(() => {
    fetchMock.mockRestore();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('uploads a new avatar with the bearer token and the XSRF header', async () => {
    const user = userEvent.setup();
    document.cookie = 'XSRF-TOKEN=xsrf-value';
    await renderSettings([{ request: { query: AccountMeDocument }, result: { data: { me: withAvatar } } }]);

    const file = new File(['png-bytes'], 'portrait.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Avatar image file'), file);

    expect(await screen.findByText('Updated user details successfully')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'PUT')!;
    expect(url).toBe('/api/v1/users/user-1');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-of-user-1', 'X-XSRF-TOKEN': 'xsrf-value' });
    const body = init.body as FormData;
    expect(body.get('name')).toBe('Ada Lovelace');
    expect(body.get('profile_pic_name')).toBe('portrait.png');
    expect((body.get('profile_pic') as File).name).toBe('portrait.png');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
  });

  it("shows the server's reason when the picture is refused", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () => Response.json({ message: 'The profile picture must be at most 2 MB' }, { status: 413 }));
    await renderSettings();

    await user.upload(screen.getByLabelText('Avatar image file'), new File(['x'], 'huge.png', { type: 'image/png' }));

    expect(await screen.findByText('The profile picture must be at most 2 MB')).toBeInTheDocument();
  });

  it('deletes the avatar after confirmation', async () => {
    const user = userEvent.setup();
    await renderSettings(
      [{ request: { query: DeleteAvatarDocument }, result: { data: { deleteAvatar: createUser() } } }],
      withAvatar,
    );

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Do you really want to delete the Avatar ?');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText('Deleted user avatar successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled());
  });

  it('reports a failed deletion', async () => {
    const user = userEvent.setup();
    await renderSettings([{ request: { query: DeleteAvatarDocument }, error: new Error('offline') }], withAvatar);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));

    expect(
      await screen.findByText('Avatar deletion failed due to technical problem, please try again after some time'),
    ).toBeInTheDocument();
  });
});
