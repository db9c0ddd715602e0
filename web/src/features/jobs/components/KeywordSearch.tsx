import { useEffect, useRef, useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import { OutlinedTextField } from '../../../components/OutlinedTextField';
import { KEYWORD_DEBOUNCE_MS } from '../utils/job-constants';

/** Keyword search that waits for a pause in typing, so each keystroke is not a search (and a saved session). */
export function KeywordSearch({ value, onSearch }: { value: string; onSearch(query: string): void }) {
  const [input, setInput] = useState(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (input.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearchRef.current(input.trim()), KEYWORD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, value]);

  return (
    <OutlinedTextField
      label="Search"
      // Short enough to show whole in the phone's field beside "Filters (n)" (140 px).
      placeholder="Job title or tag"
      type="search"
      value={input}
      onChange={setInput}
      // Spaced and coloured as InputAdornment would, without its module on the first page.
      startAdornment={<SearchIcon fontSize="small" sx={{ mr: 1, color: 'action.active' }} />}
    />
  );
}
