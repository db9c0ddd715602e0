import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { NEWSLETTER_MESSAGES } from '../utils/newsletter-messages';
import { normalizeKeywords } from '../utils/newsletter-form';

const NO_SUGGESTIONS: string[] = [];

/** Keywords as chips: Enter (or a comma-separated list, or leaving the field) adds what was typed. */
export function KeywordsField({ value, onChange }: { value: string[]; onChange(keywords: string[]): void }) {
  return (
    <Autocomplete
      multiple
      freeSolo
      // Leaving the field keeps what was typed instead of dropping it.
      autoSelect
      options={NO_SUGGESTIONS}
      value={value}
      onChange={(_event, next) => onChange(normalizeKeywords(next))}
      renderInput={(params) => <TextField {...params} label="Keywords" name="contains" helperText={NEWSLETTER_MESSAGES.keywordsHint} />}
    />
  );
}
