import type { JobsQueryVariables } from '../../../generated/graphql';
import { JOBS_PAGE_SIZE } from './job-constants';
import { initialJobFilters, toJobFilterInput, type SavedJobFilters } from './job-filters';

/** The first page the remote-jobs list asks for, from the filters the server saved for the user and their country. */
export const landingJobsVariables = (saved: SavedJobFilters | null | undefined, userCountry: string | null | undefined): JobsQueryVariables => ({
  filter: toJobFilterInput(initialJobFilters(saved), userCountry),
  page: 1,
  limit: JOBS_PAGE_SIZE,
});

/** `#/remote-jobs` itself (or the empty path that redirects there), without a category or a company. */
export const isRemoteJobsListHash = (hash: string): boolean => /^(#\/?)?(remote-jobs\/?)?$/.test(hash);
