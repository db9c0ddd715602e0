import { useEffect, useRef, useState } from 'react';
import List from '@mui/material/List';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { OutlinedTextField } from './OutlinedTextField';

export interface TypeaheadProps {
  label: string;
  search(query: string): Promise<string[]>;
  onSelect(value: string): void;
  debounceMs?: number;
  placeholder?: string;
}

export const TYPEAHEAD_DEBOUNCE_MS = 500;

export function Typeahead({
  label,
  search,
  onSelect,
  debounceMs = TYPEAHEAD_DEBOUNCE_MS,
  placeholder,
}: TypeaheadProps) {
  const [input, setInput] = useState('');
  const [results, setResults] = useState<string[]>([]);
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
    <div>
      <OutlinedTextField
        label={label}
        placeholder={placeholder}
        value={input}
        onChange={changeInput}
        autoComplete="off"
        shrinkLabel={Boolean(placeholder)}
      />
      {results.length > 0 && (
        <Paper variant="outlined" sx={{ mt: 0.5 }}>
          <List dense aria-label={`${label} suggestions`}>
            {results.map((result) => (
              <Box component="li" key={result}>
                <ListItemButton onClick={() => choose(result)}>
                  <ListItemText primary={result} />
                </ListItemButton>
              </Box>
            ))}
          </List>
        </Paper>
      )}
    </div>
  );
}
