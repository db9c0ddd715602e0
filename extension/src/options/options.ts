import { chromeSettingsStore } from '../connection/connection';
import { startOptions } from './options-app';

void startOptions(document.getElementById('app') as HTMLElement, {
  settings: chromeSettingsStore,
  async allowServer(serverUrl) {
    const origins = [`${new URL(serverUrl).origin}/*`];
    return (await chrome.permissions.contains({ origins })) || chrome.permissions.request({ origins });
  },
});
