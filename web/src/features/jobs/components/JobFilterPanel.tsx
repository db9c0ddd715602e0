import { memo, useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import TuneIcon from '@mui/icons-material/Tune';
import { DisclosureButton } from '../../../components/DisclosureButton';
import { MultiSelect, type MultiSelectOption } from '../../../components/MultiSelect';
import { OutlinedNativeSelect } from '../../../components/OutlinedNativeSelect';
import { Pill } from '../../../components/Pill';
import { ToggleCheckbox } from '../../../components/ToggleCheckbox';
import { Typeahead } from '../../../components/Typeahead';
import { SENIORITY_LABELS } from '../../../lib/format-pay';
import type { JobFilterInput } from '../../../generated/graphql';
import type { JobFacets } from '../hooks/useJobFacets';
import { useTagSearch } from '../hooks/useTagSearch';
import { formatFacetCount } from '../utils/facet-count';
import { JOB_TYPES, SENIORITIES } from '../utils/job-constants';
import { countChosenFilters, type JobFilters, type JobSort } from '../utils/job-filters';
import { KeywordSearch } from './KeywordSearch';
import { MinPayFilter } from './MinPayFilter';
import { PlaceFilterControls } from './PlaceFilterControls';
import { SaveSearchButton } from './SaveSearchButton';

export interface JobFilterPanelProps {
  filters: JobFilters;
  sourceOptions: MultiSelectOption[];
  categoryOptions: MultiSelectOption[];
  /** How many jobs each option would list; none while they load or if they failed. */
  facets?: JobFacets;
  /** The name of the country the user works from (Account Settings); null until they say. */
  countryName: string | null;
  /** The body the list sends for these filters: "Save this search" saves it. Omitted, no button. */
  searchToSave?: JobFilterInput;
  onChange(patch: Partial<JobFilters>): void;
}

const JOB_TYPE_OPTIONS: MultiSelectOption[] = JOB_TYPES.map((type) => ({ value: type, label: type }));
const SENIORITY_OPTIONS: MultiSelectOption[] = SENIORITIES.map((level) => ({ value: level, label: SENIORITY_LABELS[level] ?? level }));
const SORT_OPTIONS: { value: JobSort; label: string }[] = [
  { value: 'date', label: 'Newest' },
  { value: 'pay', label: 'Highest pay' },
];

type Counted = JobFacets['boards'];

/** The options with their counts beside them, greyed out where they would list nothing. */
function withCounts(options: MultiSelectOption[], counts: Counted | undefined): MultiSelectOption[] {
  if (!counts) return options;
  const byValue = new Map(counts.map((c) => [c.value, c]));
  return options.map((option) => {
    const counted = byValue.get(option.value);
    return counted ? { ...option, count: formatFacetCount(counted), disabled: counted.count === 0 } : option;
  });
}

export const JobFilterPanel = memo(function JobFilterPanel({ filters, sourceOptions, categoryOptions, facets, countryName, searchToSave, onChange }: JobFilterPanelProps) {
  const searchTags = useTagSearch();
  const sources = useMemo(() => withCounts(sourceOptions, facets?.boards), [sourceOptions, facets]);
  const categories = useMemo(() => withCounts(categoryOptions, facets?.categories), [categoryOptions, facets]);
  const addTag = (tag: string) => {
    if (!filters.tags.includes(tag)) onChange({ tags: [...filters.tags, tag] });
  };
  const popularTags = facets?.tags.filter((tag) => !filters.tags.includes(tag.value)) ?? [];
  // On a phone the filters would fill the first screen: the keyword search stays, the rest
  // folds behind "Filters (n)" so the jobs come first (issue 23, item 11).
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [unfolded, setUnfolded] = useState(false);
  const foldId = useId();
  const keywordSearch = <KeywordSearch value={filters.query} onSearch={(query) => onChange({ query })} />;

  return (
    <Paper component="section" aria-label="Job filters" variant="outlined" sx={{ p: 2 }}>
      {phone && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: unfolded ? 2 : 0 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>{keywordSearch}</Box>
          <DisclosureButton
            icon={<TuneIcon />}
            expanded={unfolded}
            controls={foldId}
            onToggle={() => setUnfolded((open) => !open)}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            Filters ({countChosenFilters(filters)})
          </DisclosureButton>
        </Stack>
      )}
      <Box id={foldId} hidden={phone && !unfolded}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <MultiSelect
            id="job-boards-filter"
            label="Job Boards"
            options={sources}
            value={filters.sources}
            onChange={(sources) => onChange({ sources })}
          />
          <MultiSelect
            id="job-categories-filter"
            label="Job Categories"
            options={categories}
            value={filters.categories}
            onChange={(categories) => onChange({ categories })}
          />
          <Typeahead
            label="Tags"
            placeholder="Type to find tags"
            search={searchTags}
            onSelect={addTag}
          />
          {!phone && keywordSearch}
          <MultiSelect
            id="job-types-filter"
            label="Employment type"
            options={JOB_TYPE_OPTIONS}
            value={filters.jobTypes}
            onChange={(jobTypes) => onChange({ jobTypes })}
          />
          <MultiSelect
            id="seniorities-filter"
            label="Seniority"
            options={SENIORITY_OPTIONS}
            value={filters.seniorities}
            onChange={(seniorities) => onChange({ seniorities })}
          />
          <MinPayFilter minPay={filters.minPay} currency={filters.payCurrency} onChange={onChange} />
          <OutlinedNativeSelect
            label="Sort by"
            value={filters.sort}
            options={SORT_OPTIONS}
            onChange={(sort) => onChange({ sort: sort === 'pay' ? 'pay' : 'date' })}
          />
        </Box>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
          <ToggleCheckbox
            label="Hide already viewed jobs"
            checked={filters.hideViewedJobs}
            onChange={(hideViewedJobs) => onChange({ hideViewedJobs })}
          />
          <ToggleCheckbox
            label={facets ? `Worldwide (${formatFacetCount(facets.worldwide)})` : 'Worldwide'}
            checked={filters.worldwide}
            disabled={!filters.worldwide && facets?.worldwide.count === 0}
            onChange={(worldwide) => onChange({ worldwide })}
          />
          <ToggleCheckbox
            label="Hide jobs without pay"
            checked={filters.withPayOnly}
            onChange={(withPayOnly) => onChange({ withPayOnly })}
          />
          <PlaceFilterControls countryName={countryName} value={filters.eligibility} onChange={(eligibility) => onChange({ eligibility })} />
          {searchToSave && (
            <Box sx={{ ml: 'auto', alignSelf: 'center' }}>
              <SaveSearchButton filter={searchToSave} />
            </Box>
          )}
        </Stack>
        {popularTags.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" role="group" aria-label="Popular tags" sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Popular tags
            </Typography>
            {popularTags.map((tag) => (
              <Pill
                key={tag.value}
                label={`${tag.value} ${formatFacetCount(tag)}`}
                aria-label={`Add tag ${tag.value}, ${formatFacetCount(tag)} ${tag.count === 1 && tag.countIsExact ? 'job' : 'jobs'}`}
                disabled={tag.count === 0}
                onClick={() => addTag(tag.value)}
              />
            ))}
          </Stack>
        )}
      </Box>
    </Paper>
  );
});
