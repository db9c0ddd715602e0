import type { JobDraft } from '@remotehunt/job-links/job-draft';

/** What the content script reads from a tab: the job as the server's readers see it, and where it was read. */
export interface PageRead {
  url: string;
  draft: JobDraft;
}
