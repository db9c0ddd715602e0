import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInStorage } from './browser';
import { blockOtherOrigins } from './same-origin';

export interface JourneyPageOptions {
  viewport?: { width: number; height: number };
  /** Signed in as this user (the app's session in local storage); a visitor when left out. */
  as?: { token: string; userInfo: unknown };
  /** A phone's browser: touch, and the viewport meta honoured as a phone does. */
  phone?: boolean;
}

/**
 * A journey's pages, each in a browser context of its own (its own storage, so a visitor and a
 * signed-in user never share a session), every request kept to the app's origin (issue 21: any
 * other is aborted and noted in `offsite`, which the journey asserts empty), all closed at the end.
 */
export class JourneyPages {
  private readonly contexts: BrowserContext[] = [];

  constructor(private readonly offsite: string[]) {}

  async open(browser: Browser, origin: string, { viewport = { width: 1280, height: 800 }, as, phone = false }: JourneyPageOptions = {}): Promise<Page> {
    const context = await browser.newContext({ viewport, ...(phone && { isMobile: true, hasTouch: true }) });
    this.contexts.push(context);
    await blockOtherOrigins(context, origin, this.offsite);
    if (as) await signInStorage(context, as);
    return context.newPage();
  }

  async closeAll(): Promise<void> {
    for (const context of this.contexts.splice(0)) await context.close();
  }
}
