import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useQuery } from '@apollo/client/react';
import { isWebAddress } from '@remotehunt/forms/tracked-job';
import { PreviewJobLinkDocument, type PreviewJobLinkQuery } from '../../../generated/graphql';

/** What the API read from a job's address: the job, whether it is on RemoteHunt, what the user has of it. */
export type JobLinkPreview = PreviewJobLinkQuery['previewJobLink'];

export interface JobLinkPreviewResult {
  preview: JobLinkPreview | null;
  loading: boolean;
  /** The link could not be read (unreachable, refused, too many tries): the form is filled by hand. */
  failed: boolean;
}

/**
 * Reading a link fetches a page on the server, and each user has a few an hour: only an address
 * left alone this long is read, so typing one out is not a request per keystroke.
 */
export const LINK_PREVIEW_PAUSE_MS = 600;

const NO_PREVIEW: JobLinkPreviewResult = { preview: null, loading: false, failed: false };

/** The job behind the link the user typed or pasted into the Add job form, once it is a web address. */
export function useJobLinkPreview(url: string): JobLinkPreviewResult {
  const settled = useDebouncedValue(url.trim(), LINK_PREVIEW_PAUSE_MS);
  const skip = !isWebAddress(settled);
  const { data, loading, error } = useQuery(PreviewJobLinkDocument, { variables: { url: settled }, skip });
  if (skip) return NO_PREVIEW;
  if (error) return { ...NO_PREVIEW, failed: true };
  return { preview: data?.previewJobLink ?? null, loading, failed: false };
}
