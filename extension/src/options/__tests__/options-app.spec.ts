import { findByText, getByRole, getByText } from '@testing-library/dom';
import { startOptions } from '../options-app';
import { CONNECTION, OWNER, SERVER, TOKEN, fakeFetch, memorySettings } from '../../test/fakes';

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('main');
  document.body.replaceChildren(root);
});

async function open(routes: Parameters<typeof fakeFetch>[0], settings = memorySettings({ serverUrl: 'http://localhost:4000', connection: null })) {
  const api = fakeFetch(routes);
  const allowServer = jest.fn(async () => true);
  await startOptions(root, { settings, allowServer, fetch: api.fetch });
  return { ...api, settings, allowServer };
}

function connect(server: string, token: string) {
  (getByRole(root, 'textbox', { name: 'RemoteHunt address' }) as HTMLInputElement).value = server;
  (getByRole(root, 'form').querySelector('#token') as HTMLInputElement).value = token;
  getByRole(root, 'button', { name: 'Connect' }).click();
}

describe('the settings page', () => {
  it('checks the token with the server and keeps it', async () => {
    const { settings, calls, allowServer } = await open({ 'GET /api/v1/tracking_tokens/whoami': { body: OWNER } });
    getByText(root, 'Not connected');

    connect(`${SERVER}/`, TOKEN);

    await findByText(root, 'Connected as Ada Seeker');
    expect(allowServer).toHaveBeenCalledWith(SERVER);
    expect(calls).toEqual([{ route: 'GET /api/v1/tracking_tokens/whoami', body: undefined, authorization: `Bearer ${TOKEN}` }]);
    expect(settings.current).toEqual({ serverUrl: SERVER, connection: CONNECTION });
  });

  it('keeps nothing when the server refuses the token', async () => {
    const { settings } = await open({ 'GET /api/v1/tracking_tokens/whoami': { status: 401, body: { message: 'Invalid token' } } });

    connect(SERVER, TOKEN);

    await findByText(root, 'RemoteHunt did not accept this token: it may have been revoked. Make a new one in Account Settings.');
    expect(settings.current.connection).toBeNull();
  });

  it('refuses what is not a tracking token before calling the server', async () => {
    const { calls } = await open({});

    connect(SERVER, 'eyJhbGciOiJIUzI1NiJ9.session-token');

    getByText(root, 'A tracking token starts with rht_: copy it whole from Account Settings');
    expect(calls).toEqual([]);
  });

  it('shows who is connected, and forgets the token on Disconnect', async () => {
    const { settings } = await open({}, memorySettings());
    getByText(root, 'Connected as Ada Seeker');
    expect(getByRole(root, 'link', { name: 'Account Settings' }).getAttribute('href')).toBe(`${SERVER}/#/account-settings`);

    getByRole(root, 'button', { name: 'Disconnect' }).click();

    await findByText(root, 'Not connected');
    expect(settings.current).toEqual({ serverUrl: SERVER, connection: null });
  });
});
