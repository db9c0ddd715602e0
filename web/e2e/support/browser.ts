import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../../test-results/e2e');

/**
 * Debian's Chromium, never a downloaded browser. The flags keep it from
 * reaching for the network (this machine has none) and let it run as root.
 */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const screenshotPath = (name: string) => path.join(SCREENSHOT_DIR, `${name}.png`);
