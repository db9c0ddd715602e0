import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { BROWSER_ARGS, CHROMIUM_PATH } from './browser';

/** The built extension (npm run build:extension), loaded unpacked as a user would load the zip's contents. */
export const EXTENSION_DIST = path.resolve(__dirname, '../../../extension/dist');

/**
 * The id Chromium gives an unpacked extension: the SHA-256 of its absolute path, the first 32 hex
 * digits written with the letters a–p. The extension needs no background worker to be found by.
 */
export function unpackedExtensionId(dir: string): string {
  const hex = createHash('sha256').update(dir).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}

/**
 * Debian's Chromium with the built extension loaded, in a profile of its own (extensions need a
 * persistent context and the new headless mode). The flags are launchBrowser's: no network but the
 * test servers on 127.0.0.1.
 */
export async function launchWithExtension(): Promise<{ context: BrowserContext; extensionId: string; close: () => Promise<void> }> {
  if (!existsSync(path.join(EXTENSION_DIST, 'manifest.json'))) {
    throw new Error('extension/dist is missing: run `npm run build:extension` before the end-to-end tests');
  }
  const profile = mkdtempSync(path.join(tmpdir(), 'rh-extension-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1400, height: 900 },
    // Extensions need Chromium's new headless mode.
    args: ['--headless=new', `--disable-extensions-except=${EXTENSION_DIST}`, `--load-extension=${EXTENSION_DIST}`, ...BROWSER_ARGS],
  });
  return {
    context,
    extensionId: unpackedExtensionId(EXTENSION_DIST),
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The browser's id of the tab showing `url`, as the extension's own pages see it (chrome.tabs). */
export async function tabIdOf(extensionPage: Page, url: string): Promise<number> {
  const id = await extensionPage.evaluate(async (address) => {
    type Tabs = { query(query: object): Promise<{ id?: number; url?: string }[]> };
    const { tabs } = (globalThis as unknown as { chrome: { tabs: Tabs } }).chrome;
    return (await tabs.query({})).find((tab) => tab.url === address)?.id ?? null;
  }, url);
  if (id === null) throw new Error(`no tab shows ${url}`);
  return id;
}
