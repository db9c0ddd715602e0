import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { OutlinedNativeSelect } from '../../../components/OutlinedNativeSelect';
import { OutlinedTextField } from '../../../components/OutlinedTextField';
import { usePayCurrencies } from '../hooks/usePayCurrencies';
import { KEYWORD_DEBOUNCE_MS } from '../utils/job-constants';
import type { JobFilters } from '../utils/job-filters';
import { parseMinPay } from '../utils/min-pay';

export interface MinPayFilterProps {
  minPay: number | null;
  currency: string;
  onChange(patch: Partial<Pick<JobFilters, 'minPay' | 'payCurrency'>>): void;
}

/**
 * The minimum annual pay and its currency (the list compares each job's pay over a year). The
 * amount waits for a pause in typing, as the keyword does, so each keystroke is not a search; the
 * currencies load once the field is used.
 */
export function MinPayFilter({ minPay, currency, onChange }: MinPayFilterProps) {
  const [input, setInput] = useState(minPay ? String(minPay) : '');
  const [used, setUsed] = useState(false);
  const currencies = usePayCurrencies(currency, used);
  const options = useMemo(() => currencies.map((code) => ({ value: code, label: code })), [currencies]);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const typed = parseMinPay(input);
  useEffect(() => {
    if (typed === minPay) return;
    const timer = setTimeout(() => onChangeRef.current({ minPay: typed }), KEYWORD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, minPay]);

  const use = () => setUsed(true);
  return (
    <Box onFocus={use} onPointerEnter={use} sx={{ display: 'flex', gap: 1 }}>
      <OutlinedTextField
        label="Minimum pay"
        value={input}
        onChange={setInput}
        inputMode="numeric"
        placeholder="60000"
        // In a field this narrow the label, left where the amount goes, would print over "a year".
        shrinkLabel
        // Spaced and coloured as InputAdornment would, without its module on the first page.
        endAdornment={
          <Box component="span" sx={{ ml: 1, color: 'text.secondary', whiteSpace: 'nowrap', typography: 'body2' }}>
            a year
          </Box>
        }
      />
      <Box sx={{ flex: '0 0 84px' }}>
        <OutlinedNativeSelect label="Currency" value={currency} options={options} onChange={(payCurrency) => onChange({ payCurrency })} />
      </Box>
    </Box>
  );
}
