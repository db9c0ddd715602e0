import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { MultiSelect, type MultiSelectOption } from '../../../components/MultiSelect';
import { ToggleCheckbox } from '../../../components/ToggleCheckbox';
import { Typeahead } from '../../../components/Typeahead';
import { useTagSearch } from '../hooks/useTagSearch';
import type { JobFilters } from '../utils/job-filters';
import { KeywordSearch } from './KeywordSearch';

export interface JobFilterPanelProps {
  filters: JobFilters;
  sourceOptions: MultiSelectOption[];
  categoryOptions: MultiSelectOption[];
  onChange(patch: Partial<JobFilters>): void;
}

export function JobFilterPanel({ filters, sourceOptions, categoryOptions, onChange }: JobFilterPanelProps) {
  const searchTags = useTagSearch();

  return (
    <Paper component="section" aria-label="Job filters" variant="outlined" sx={{ p: 2 }}>
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
          options={sourceOptions}
          value={filters.sources}
          onChange={(sources) => onChange({ sources })}
        />
        <MultiSelect
          id="job-categories-filter"
          label="Job Categories"
          options={categoryOptions}
          value={filters.categories}
          onChange={(categories) => onChange({ categories })}
        />
        <Typeahead
          label="Tags"
          placeholder="Type to find tags"
          search={searchTags}
          onSelect={(tag) => {
            if (!filters.tags.includes(tag)) onChange({ tags: [...filters.tags, tag] });
          }}
        />
        <KeywordSearch value={filters.query} onSearch={(query) => onChange({ query })} />
      </Box>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
        <ToggleCheckbox
          label="Hide already viewed jobs"
          checked={filters.hideViewedJobs}
          onChange={(hideViewedJobs) => onChange({ hideViewedJobs })}
        />
        <ToggleCheckbox label="Worldwide" checked={filters.worldwide} onChange={(worldwide) => onChange({ worldwide })} />
      </Stack>
    </Paper>
  );
}
