import type { JobDraft } from '@remotehunt/job-links/job-draft';
import type { PageRead } from './page-read';

/** The content script's file in the built extension (scripts/build.mjs). */
export const READ_PAGE_SCRIPT = 'read-page.js';

/**
 * The tab the popup is about: the one named by `?tab=` (the popup opened as a page, as the browser
 * journey does, is itself the active tab), else the active tab of the popup's window.
 */
export async function tabIdToRead(search: string): Promise<number | null> {
  const named = Number(new URLSearchParams(search).get('tab'));
  if (Number.isInteger(named) && named > 0) return named;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}

/** Runs the readers in the tab; null when the browser does not let extensions in (its own pages, the web store). */
export async function readTab(tabId: number): Promise<PageRead | null> {
  try {
    const [injection] = await chrome.scripting.executeScript({ target: { tabId }, files: [READ_PAGE_SCRIPT] });
    const read = injection?.result as { url?: unknown; draft?: JobDraft } | undefined;
    return typeof read?.url === 'string' && read.draft ? { url: read.url, draft: read.draft } : null;
  } catch {
    return null;
  }
}
