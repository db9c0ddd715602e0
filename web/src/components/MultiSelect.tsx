import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { OutlinedField } from './OutlinedField';
import { selectArrow } from './OutlinedNativeSelect';

export interface MultiSelectOption {
  value: string;
  label: string;
  /** URL of a small image, e.g. a job board's favicon. */
  icon?: string;
  /** Shown at the option's end, e.g. how many jobs it would list. */
  count?: string;
  /** Greyed out and not choosable (an option that would list nothing); a chosen one can still be cleared. */
  disabled?: boolean;
}

export interface MultiSelectProps {
  label: string;
  options: MultiSelectOption[];
  value: string[];
  onChange(values: string[]): void;
  id?: string;
}

// The open list (MUI's Menu and what it brings: popover, modal, focus trap) is fetched when a
// list is first opened, not with the page: the filters show on every first load, their lists rarely.
const MultiSelectMenu = lazy(() => import('./MultiSelectMenu'));

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

function selectionSummary(count: number): string {
  if (count === 0) return 'Choose options';
  if (count === 1) return '1 option selected';
  return `${count} options selected`;
}

/**
 * A multiple-choice field: a closed combobox that shows how many options are chosen and opens
 * a list of checkable options (as MUI's Select with `multiple` does, which this replaces).
 */
export function MultiSelect({ label, options, value, onChange, id }: MultiSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  // OutlinedField gives its label this id.
  const labelId = `${selectId}-label`;
  const listId = `${selectId}-list`;
  const field = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays the menu's exit transition.
  const [menuMounted, setMenuMounted] = useState(false);

  const openList = () => {
    setMenuMounted(true);
    setOpen(true);
  };
  const toggle = (option: string) => onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);

  return (
    // The summary text always occupies the field, so the label stays shrunk above it.
    <OutlinedField
      id={selectId}
      label={label}
      shrink
      select
      endAdornment={selectArrow}
      boxRef={field}
      onBoxClick={openList}
      below={
        menuMounted && (
          <Suspense fallback={null}>
            <MultiSelectMenu
              id={listId}
              labelId={labelId}
              anchor={field.current}
              open={open}
              onClose={() => setOpen(false)}
              options={options}
              value={value}
              onToggle={toggle}
            />
          </Suspense>
        )
      }
    >
      <input
        id={selectId}
        className="field-input"
        type="text"
        value={selectionSummary(value.length)}
        readOnly
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          openList();
        }}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
      />
    </OutlinedField>
  );
}
