import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import type { MultiSelectOption } from '../../../components/MultiSelect';
import { Pill } from '../../../components/Pill';
import { hasChosenFilters, type JobFilters } from '../utils/job-filters';

export type ChipFilter = 'sources' | 'categories' | 'tags';

export interface JobFilterChipsProps {
  filters: JobFilters;
  sourceOptions: MultiSelectOption[];
  onRemove(filter: ChipFilter, value: string): void;
  onClearAll(): void;
}

/** The chosen boards, categories and tags, each removable, plus one button that removes them all. */
export function JobFilterChips({ filters, sourceOptions, onRemove, onClearAll }: JobFilterChipsProps) {
  if (!hasChosenFilters(filters)) return null;
  const iconOf = (source: string) => sourceOptions.find((option) => option.value === source)?.icon;

  const chip = (filter: ChipFilter, value: string, icon?: string) => (
    <Pill
      key={`${filter}:${value}`}
      label={value}
      color={filter === 'tags' ? 'default' : 'primary'}
      avatarSrc={icon}
      onRemove={() => onRemove(filter, value)}
      removeLabel={`Remove ${value}`}
    />
  );

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" role="group" aria-label="Chosen filters">
      {filters.sources.map((source) => chip('sources', source, iconOf(source)))}
      {filters.categories.map((category) => chip('categories', category))}
      {filters.tags.map((tag) => chip('tags', tag))}
      <IconButton size="small" aria-label="Remove all filters" title="Remove all filters" onClick={onClearAll}>
        <DeleteSweepIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
