import { useEffect, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TypeaheadProps {
  label: string;
  search(query: string): Promise<string[]>;
  onSelect(value: string): void;
  debounceMs?: number;
  placeholder?: string;
}

export const TYPEAHEAD_DEBOUNCE_MS = 500;

// The server already ranked the suggestions for the query: show them as they came.
const asFound = (options: string[]) => options;

/**
 * A search field whose suggestions are picked, not kept: each pick is passed on and the field empties
 * for the next one. MUI's Autocomplete does the listbox: it floats over what follows (a Popper) and
 * gives the combobox/listbox roles, aria-activedescendant, arrow keys, Enter and Escape.
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
  // Every search gets a ticket; only the holder of the newest ticket may publish results.
  const latestRequest = useRef(0);
  const query = input.trim();

  // Keep the latest callback without restarting the debounce when the parent re-renders.
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);

  useEffect(() => {
    const ticket = ++latestRequest.current;
    if (!query) return;
    const timer = setTimeout(() => {
      searchRef.current(query).then(
        (found) => {
          if (ticket === latestRequest.current) setResults(found);
        },
        () => {
          if (ticket === latestRequest.current) setResults([]);
        },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [query, debounceMs]);

  const changeInput = (next: string) => {
    setInput(next);
    if (!next.trim()) setResults([]);
  };

  const choose = (value: string) => {
    onSelect(value);
    changeInput('');
  };

  return (
    <Autocomplete<string>
      options={results}
      filterOptions={asFound}
      // Nothing is ever "selected": a pick is handed on and the field is free for the next one.
      value={null}
      onChange={(_event, picked) => {
        if (picked) choose(picked);
      }}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        // 'reset' is Autocomplete echoing its (always empty) value back; the field is ours.
        if (reason !== 'reset') changeInput(next);
      }}
      // Open only with something to show: an empty list would print "No options" over the page.
      open={open && results.length > 0}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      clearOnBlur={false}
      fullWidth
      size="small"
      // Named for what it holds; Autocomplete would name it after the field ("Tags"), like the field itself.
      slotProps={{ listbox: { 'aria-labelledby': undefined, 'aria-label': `${label} suggestions` } }}
      // Rendered from the parts TextField would use (see OutlinedTextField for why); the end adornment,
      // Autocomplete's clear and open buttons, is left out: the field holds only what is being typed.
      renderInput={({ InputLabelProps, InputProps: { endAdornment: _buttons, ...InputProps }, inputProps, id, fullWidth }) => (
        <FormControl fullWidth={fullWidth} size="small" variant="outlined">
          <InputLabel {...InputLabelProps} shrink={placeholder ? true : undefined}>
            {label}
          </InputLabel>
          <OutlinedInput
            {...InputProps}
            id={id}
            label={label}
            notched={placeholder ? true : undefined}
            placeholder={placeholder}
            inputProps={inputProps}
          />
        </FormControl>
      )}
    />
  );
}
