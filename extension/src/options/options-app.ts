import { ApiError, RemoteHuntApi, serverUrlOf } from '../api/remotehunt-api';
import { type SettingsStore, isTrackingToken } from '../connection/connection';
import { externalLink, h } from '../ui/dom';

export interface OptionsDeps {
  settings: SettingsStore;
  /** Asks the browser for access to the server's origin where it is not granted yet (Firefox may hold it back). */
  allowServer: (serverUrl: string) => Promise<boolean>;
  fetch?: typeof fetch;
}

/**
 * The settings: which RemoteHunt server, and the tracking token the user made in its Account
 * Settings. Connect checks the token with the server before keeping it.
 */
export async function startOptions(root: HTMLElement, deps: OptionsDeps): Promise<void> {
  const stored = await deps.settings.get();
  const server = h('input', { id: 'server', name: 'server', type: 'url', value: stored.serverUrl, autocomplete: 'url' });
  const token = h('input', { id: 'token', name: 'token', type: 'password', autocomplete: 'off', spellcheck: 'false', placeholder: 'rht_…' });
  const state = h('p', { class: 'state', role: 'status' });
  const connect = h('button', { type: 'submit', class: 'primary' }, 'Connect');
  const disconnect = h('button', { type: 'button' }, 'Disconnect');
  const tokenHelp = h('p', { class: 'muted' });

  const showState = (text: string, kind: 'ok' | 'error' | 'plain' = 'plain') => {
    state.textContent = text;
    state.className = `state ${kind}`;
  };
  const showTokenHelp = (serverUrl: string | null) =>
    tokenHelp.replaceChildren(
      'Make a tracking token in ',
      serverUrl ? externalLink(`${serverUrl}/#/account-settings`, 'Account Settings') : 'Account Settings',
      ' on RemoteHunt. It can only track jobs, and you can revoke it there at any time.',
    );
  const showConnected = (name: string | null) => {
    disconnect.hidden = !name;
    if (name) showState(`Connected as ${name}`, 'ok');
  };

  showTokenHelp(serverUrlOf(stored.serverUrl));
  showConnected(stored.connection?.owner.name ?? null);
  if (!stored.connection) showState('Not connected');
  server.addEventListener('input', () => showTokenHelp(serverUrlOf(server.value)));

  const form = h(
    'form',
    { 'aria-label': 'Connect RemoteHunt' },
    h('h1', {}, 'Save to RemoteHunt'),
    h('div', { class: 'field' }, h('label', { for: 'server' }, 'RemoteHunt address'), server),
    h('div', { class: 'field' }, h('label', { for: 'token' }, 'Tracking token'), token, tokenHelp),
    h('div', { class: 'actions' }, connect, disconnect),
    state,
  );

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const serverUrl = serverUrlOf(server.value);
    const value = token.value.trim();
    if (!serverUrl) return showState('Give RemoteHunt’s address, such as http://localhost:4000', 'error');
    if (!isTrackingToken(value)) return showState('A tracking token starts with rht_: copy it whole from Account Settings', 'error');
    connect.disabled = true;
    showState('Connecting…');
    try {
      if (!(await deps.allowServer(serverUrl))) return showState(`The browser did not allow the extension to reach ${serverUrl}`, 'error');
      const owner = await new RemoteHuntApi(serverUrl, value, deps.fetch).whoami();
      await deps.settings.set({ serverUrl, connection: { serverUrl, token: value, owner } });
      token.value = '';
      showConnected(owner.name);
    } catch (error) {
      const message =
        error instanceof ApiError && error.needsNewToken
          ? 'RemoteHunt did not accept this token: it may have been revoked. Make a new one in Account Settings.'
          : (error as Error).message;
      showState(message, 'error');
    } finally {
      connect.disabled = false;
    }
  });

  disconnect.addEventListener('click', async () => {
    const { serverUrl } = await deps.settings.get();
    await deps.settings.set({ serverUrl, connection: null });
    showConnected(null);
    showState('Not connected');
  });

  root.replaceChildren(form);
}
