import type { TokenOwner } from '../api/remotehunt-api';

export const DEFAULT_SERVER_URL = 'http://localhost:4000';

/** What the options page stores once Connect has checked the token. */
export interface Connection {
  serverUrl: string;
  token: string;
  owner: TokenOwner;
}

/** The stored settings: the server is kept even while no token is connected. */
export interface StoredSettings {
  serverUrl: string;
  connection: Connection | null;
}

/** Where the settings live: chrome.storage.local in the extension, a map in the tests. */
export interface SettingsStore {
  get(): Promise<StoredSettings>;
  set(settings: StoredSettings): Promise<void>;
}

const KEY = 'settings';

/** The settings in chrome.storage.local, never synced: the token stays on this device. */
export const chromeSettingsStore: SettingsStore = {
  async get() {
    const stored = (await chrome.storage.local.get(KEY))[KEY] as Partial<StoredSettings> | undefined;
    return { serverUrl: stored?.serverUrl || DEFAULT_SERVER_URL, connection: stored?.connection ?? null };
  },
  async set(settings) {
    await chrome.storage.local.set({ [KEY]: settings });
  },
};

/** A tracking token as Account Settings makes it: `rht_` and 43 base64url characters. */
export const isTrackingToken = (value: string): boolean => /^rht_[A-Za-z0-9_-]{43}$/.test(value);
