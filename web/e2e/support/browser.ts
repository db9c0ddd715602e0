import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../../test-results/e2e');

/**
 * Debian's Chromium, never a downloaded browser. The flags keep it from
 * reaching for the network (this machine has none) and let it run as root; the
 * host resolver rules let pages reach the test servers on 127.0.0.1 only, every
 * other name failing to resolve inside the browser (same-origin.ts records any try).
 */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: BROWSER_ARGS });
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Every journey's Chromium: quiet, offline but for the test servers on 127.0.0.1. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

export const screenshotPath = (name: string) => path.join(SCREENSHOT_DIR, `${name}.png`);

/**
 * Signs a browser page or context in the way the app keeps a session: the token and the user info
 * in local storage, set before the app's first script runs (and left alone once the app changed them).
 */
export async function signInStorage(target: Pick<BrowserContext, 'addInitScript'>, session: { token: string; userInfo: unknown }): Promise<void> {
  await target.addInitScript(
    ([token, userInfo]) => {
      if (!window.localStorage.getItem('token')) {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('userInfo', userInfo);
      }
    },
    [session.token, JSON.stringify(session.userInfo)] as const,
  );
}
