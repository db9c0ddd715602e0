import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { OutlinedField } from './OutlinedField';

export interface TypeaheadProps {
  label: string;
  search(query: string): Promise<string[]>;
  onSelect(value: string): void;
  debounceMs?: number;
  placeholder?: string;
}

export const TYPEAHEAD_DEBOUNCE_MS = 500;

/** The suggestions float over what follows the field, as Autocomplete's did (its paper and listbox). */
const LISTBOX = {
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 'modal',
  m: 0,
  py: 1,
  px: 0,
  listStyle: 'none',
  maxHeight: '40vh',
  overflow: 'auto',
  bgcolor: 'background.paper',
  borderRadius: 1,
  boxShadow: 1,
} as const;

const OPTION = {
  px: 2,
  py: 0.75,
  cursor: 'pointer',
  typography: 'body1',
  '&:hover, &[aria-selected="true"]': { bgcolor: 'action.hover' },
} as const;

/**
 * A search field whose suggestions are picked, not kept: each pick is passed on and the field empties
 * for the next one. The field is a combobox whose listbox floats over what follows; arrow keys move
 * through the suggestions (aria-activedescendant), Enter picks one, Escape closes them. Written out
 * rather than MUI's Autocomplete, whose module and Popper added 15 KB gzipped to the first page.
 */
export function Typeahead({
  label,
  search,
  onSelect,
  debounceMs = TYPEAHEAD_DEBOUNCE_MS,
  placeholder,
}: TypeaheadProps) {
  const [input, setInput] = useState('');
  const [results, setResults] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  // The suggestion the arrow keys are on; -1 for none.
  const [active, setActive] = useState(-1);
  // Every search gets a ticket; only the holder of the newest ticket may publish results.
  const latestRequest = useRef(0);
  const query = input.trim();
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;

  // Keep the latest callback without restarting the debounce when the parent re-renders.
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);

  useEffect(() => {
    const ticket = ++latestRequest.current;
    if (!query) return;
    const publish = (found: string[]) => {
      if (ticket !== latestRequest.current) return;
      setResults(found);
      setActive(-1);
    };
    const timer = setTimeout(() => {
      searchRef.current(query).then(publish, () => publish([]));
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [query, debounceMs]);

  // Open only with something to show.
  const expanded = open && results.length > 0;

  const changeInput = (next: string) => {
    setInput(next);
    setOpen(true);
    setActive(-1);
    if (!next.trim()) setResults([]);
  };

  const choose = (value: string) => {
    onSelect(value);
    setInput('');
    setResults([]);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && results.length > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = expanded ? active : -1;
      // From none, down goes to the first and up to the last; past either end, round to the other.
      setActive(from === -1 ? (step === 1 ? 0 : results.length - 1) : (from + step + results.length) % results.length);
      setOpen(true);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <OutlinedField
      id={id}
      label={label}
      shrink={Boolean(placeholder) || input !== ''}
      below={
        expanded && (
          <Box component="ul" role="listbox" id={listboxId} aria-label={`${label} suggestions`} sx={LISTBOX}>
            {results.map((result, index) => (
              <Box
                component="li"
                key={result}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                sx={OPTION}
                // The field keeps the focus, so it does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(result)}
              >
                {result}
              </Box>
            ))}
          </Box>
        )
      }
    >
      <input
        id={id}
        className="field-input"
        type="text"
        placeholder={placeholder}
        value={input}
        onChange={(event) => changeInput(event.target.value)}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
      />
    </OutlinedField>
  );
}
