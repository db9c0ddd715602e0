import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MultiSelectOption } from '../../../components/MultiSelect';
import { findJobCategory } from '../../../config/job-categories';
import { paths } from '../../../config/paths';
import { regionName } from '../../../lib/region-name';
import { handedOffJobFilter, rememberShownJobFilter, settleJobFilterHandoff } from '../../../lib/job-filter-handoff';
import { readJobSearch, writeJobSearch } from '../../../lib/job-search-url';
import { useLocation, useNavigate } from '../../../lib/router';
import { useSession } from '../../../lib/session/useSession';
import { useJobFacets } from '../hooks/useJobFacets';
import { useJobs } from '../hooks/useJobs';
import { JOBS_PAGE_SIZE } from '../utils/job-constants';
import { addressFilterOf, EMPTY_JOB_FILTERS, initialJobFilters, jobFiltersOf, toJobFilterInput, type JobFilters } from '../utils/job-filters';
import { JOB_MESSAGES } from '../utils/job-messages';
import { JobFilterChips, type ChipFilter } from './JobFilterChips';
import { JobFilterPanel } from './JobFilterPanel';
import { JobCount } from './JobCount';
import { JobResults } from './JobResults';

/**
 * The remote jobs list with its filter panel. The search lives in the page's address
 * (lib/job-search-url.ts): each change is a new history entry, so Back and Forward step through
 * searches, a reload keeps the place and a copied address opens the same search. An address
 * without one starts from an opened saved search, else the user's saved session filters (written
 * into the address at once); a category page starts with its category chosen and saves nothing
 * as the session filters.
 */
export function FilteredJobsView({ categorySlug }: { categorySlug?: string }) {
  const { user, userId, appConfig } = useSession();
  const category = findJobCategory(categorySlug);
  const location = useLocation();
  const navigate = useNavigate();
  const [handedOff] = useState(handedOffJobFilter);
  const [start] = useState<JobFilters>(() => (handedOff ? jobFiltersOf(handedOff) : initialJobFilters(user?.session, category?.label)));
  // The viewer's own switch (it depends on what they have viewed): kept out of the address.
  const [hideViewedJobs, setHideViewedJobs] = useState(start.hideViewedJobs);
  // A bare address is where this visit started (the saved filters) or, later, the plain list.
  const [arrivedAt] = useState(location.key);
  const fromAddress = useMemo(() => readJobSearch(location.search), [location.search]);
  const filters = useMemo<JobFilters>(() => {
    const chosen = fromAddress ? withPageCategory(jobFiltersOf(fromAddress.filter), category?.label) : location.key === arrivedAt ? start : initialJobFilters(null, category?.label);
    return { ...chosen, hideViewedJobs };
  }, [fromAddress, location.key, arrivedAt, start, category?.label, hideViewedJobs]);
  const page = fromAddress?.page ?? 1;
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

  const show = useCallback(
    (next: JobFilters, nextPage: number, { replace = false } = {}) => {
      const search = writeJobSearch({ filter: addressOnPage(next, category?.label), page: nextPage });
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace });
    },
    [navigate, location.pathname, category?.label],
  );
  // The search this visit starts from goes into the address, so a reload or a copy keeps it.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!fromAddress && writeJobSearch({ filter: addressOnPage(start, category?.label), page: 1 })) show(start, 1, { replace: true });
  }, [fromAddress, start, show, category?.label]);

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
  const changeFilters = useCallback(
    (patch: Partial<JobFilters>) => {
      const { hideViewedJobs: hide, ...addressed } = patch;
      if (hide !== undefined) setHideViewedJobs(hide);
      // The switch alone changes no address: only the page goes back to the first.
      if (Object.keys(addressed).length > 0 || page > 1) show({ ...filters, ...patch }, 1);
    },
    [filters, page, show],
  );
  const changePage = useCallback((next: number) => show(filters, next), [filters, show]);
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
      <JobCount result={result} />
      <JobResults
        result={result}
        page={page}
        pageSize={JOBS_PAGE_SIZE}
        onPageChange={changePage}
        emptyText={JOB_MESSAGES.noJobs}
      />
    </Stack>
  );
}

/** A category page's address leaves out its own category (`#/remote-jobs/design?tags=figma`): the path says it. */
function addressOnPage(filters: JobFilters, categoryTitle: string | undefined): ReturnType<typeof addressFilterOf> {
  const filter = addressFilterOf(filters);
  return categoryTitle && filter.categories?.length === 1 && filter.categories[0] === categoryTitle ? { ...filter, categories: [] } : filter;
}

/** ...and reads back with it when the address names no category. */
function withPageCategory(filters: JobFilters, categoryTitle: string | undefined): JobFilters {
  return categoryTitle && filters.categories.length === 0 ? { ...filters, categories: [categoryTitle] } : filters;
}
