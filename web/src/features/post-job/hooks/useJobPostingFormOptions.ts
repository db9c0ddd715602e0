import { useQuery } from '@apollo/client/react';
import { JobPostingFormOptionsDocument } from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export interface PostingFormOptions {
  categories: readonly string[];
  regionalRestrictions: readonly string[];
  jobTypes: readonly string[];
  salaryCurrencies: readonly string[];
  salaryPeriods: readonly string[];
  loading: boolean;
}

const NONE: readonly string[] = [];

/** The categories, regional restrictions, job types and pay currencies and periods the server accepts. */
export function useJobPostingFormOptions(): PostingFormOptions {
  const { data, loading, error } = useQuery(JobPostingFormOptionsDocument);
  useNotifyQueryFailure(error);
  const options = data?.jobPostingFormOptions;
  return {
    categories: options?.categories ?? NONE,
    regionalRestrictions: options?.regionalRestrictions ?? NONE,
    jobTypes: options?.jobTypes ?? NONE,
    salaryCurrencies: options?.salaryCurrencies ?? NONE,
    salaryPeriods: options?.salaryPeriods ?? NONE,
    loading,
  };
}
