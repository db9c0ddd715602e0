import { chromeSettingsStore } from '../connection/connection';
import { readTab, tabIdToRead } from '../page/read-tab';
import { startPopup } from './popup-app';

void startPopup(document.getElementById('app') as HTMLElement, {
  settings: chromeSettingsStore,
  async readPage() {
    const tabId = await tabIdToRead(window.location.search);
    return tabId === null ? null : readTab(tabId);
  },
  openOptions: () => void chrome.runtime.openOptionsPage(),
});
