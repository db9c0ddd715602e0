import { pagePartsFromDocument } from '@remotehunt/job-links/page-parts-dom';
import { readJob } from '@remotehunt/job-links/read-job';
import type { PageRead } from './page-read';

/**
 * Runs in the tab (chrome.scripting.executeScript), so it reads the page as the user sees it,
 * signed in or not, with the same readers the server uses on a fetched page. The build calls it
 * last, making its answer the script's result.
 */
export function readPage(): PageRead {
  const url = window.location.href;
  return { url, draft: readJob(pagePartsFromDocument(document, url)) };
}
