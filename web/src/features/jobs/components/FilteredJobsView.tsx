import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MultiSelectOption } from '../../../components/MultiSelect';
import { findJobCategory } from '../../../config/job-categories';
import { paths } from '../../../config/paths';
import { regionName } from '../../../lib/region-name';
import { handedOffJobFilter, rememberShownJobFilter, settleJobFilterHandoff } from '../../../lib/job-filter-handoff';
import { useSession } from '../../../lib/session/useSession';
import { useJobFacets } from '../hooks/useJobFacets';
import { useJobs } from '../hooks/useJobs';
import { JOBS_PAGE_SIZE } from '../utils/job-constants';
import { EMPTY_JOB_FILTERS, initialJobFilters, jobFiltersOf, toJobFilterInput, type JobFilters } from '../utils/job-filters';
import { JOB_MESSAGES } from '../utils/job-messages';
import { JobFilterChips, type ChipFilter } from './JobFilterChips';
import { JobFilterPanel } from './JobFilterPanel';
import { JobResults } from './JobResults';

/**
 * The remote jobs list with its filter panel; a category page starts with its category chosen
 * (and saves nothing as the user's session filters), an opened saved search with exactly its
 * filter (keyword included).
 */
export function FilteredJobsView({ categorySlug }: { categorySlug?: string }) {
  const { user, userId, appConfig } = useSession();
  const category = findJobCategory(categorySlug);
  const [handedOff] = useState(handedOffJobFilter);
  const [filters, setFilters] = useState<JobFilters>(() =>
    handedOff ? jobFiltersOf(handedOff) : initialJobFilters(user?.session, category?.label),
  );
  const [page, setPage] = useState(1);
  const userCountry = user?.country ?? null;
  const filterInput = useMemo(() => toJobFilterInput(filters, userCountry), [filters, userCountry]);
  // A category page is a view of the list: it filters this page only, and "Remote Jobs" keeps
  // starting from the user's own saved filters (issue 23, item 7).
  const result = useJobs(filterInput, page, userId, { saveAsSession: !category });
  // The counts arrive after the list. Deferred, the panel takes them in a render of short,
  // interruptible slices, not in the one long task Apollo's answer would otherwise start;
  // the memoized panel makes the urgent render that answer triggers a cheap one.
  const facets = useDeferredValue(useJobFacets(filterInput));
  useEffect(() => {
    if (handedOff) settleJobFilterHandoff(handedOff);
  }, [handedOff]);
  useEffect(() => rememberShownJobFilter(filterInput), [filterInput]);

  const sourceOptions = useMemo<MultiSelectOption[]>(
    () => (appConfig?.filters.sources ?? []).map(({ name, favicon }) => ({ value: name, label: name, icon: favicon })),
    [appConfig],
  );
  const countryName = userCountry ? regionName(userCountry) : null;
  const categoryOptions = useMemo<MultiSelectOption[]>(
    () => (appConfig?.filters.categories ?? []).map((title) => ({ value: title, label: title })),
    [appConfig],
  );

  // Any change of the search starts again at its first page.
  const changeFilters = useCallback((patch: Partial<JobFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  }, []);
  const removeChip = (filter: ChipFilter, value: string) =>
    changeFilters({ [filter]: filters[filter].filter((chosen) => chosen !== value) });
  const clearChips = () =>
    changeFilters({ sources: EMPTY_JOB_FILTERS.sources, categories: EMPTY_JOB_FILTERS.categories, tags: EMPTY_JOB_FILTERS.tags });

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {categorySlug ? paths.remoteJobsCategory.titleFor(categorySlug) : paths.remoteJobs.title}
      </Typography>
      <JobFilterPanel
        filters={filters}
        sourceOptions={sourceOptions}
        categoryOptions={categoryOptions}
        facets={facets}
        countryName={countryName}
        searchToSave={filterInput}
        onChange={changeFilters}
      />
      <JobFilterChips filters={filters} sourceOptions={sourceOptions} onRemove={removeChip} onClearAll={clearChips} />
      <JobResults
        result={result}
        page={page}
        pageSize={JOBS_PAGE_SIZE}
        onPageChange={setPage}
        emptyText={JOB_MESSAGES.noJobs}
      />
    </Stack>
  );
}
