import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { GENERIC_ERROR_MESSAGE, serverMessage } from '../../../lib/api-errors';
import type { ExchangeRate } from '../hooks/useExchangeRates';
import { useSetExchangeRate } from '../hooks/useSetExchangeRate';
import { ADMIN_MESSAGES } from '../utils/admin-messages';

/** Currency, its rate (editable) and the day it was taken. */
export const EXCHANGE_RATE_COLUMNS = 3;

const positive = (text: string): number | null => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
};

/** One currency; the server's answer (e.g. a rate out of range) is shown as it words it. */
export function ExchangeRateRow({ rate }: { rate: ExchangeRate }) {
  const [text, setText] = useState(String(rate.usdPer));
  const [busy, setBusy] = useState(false);
  const setExchangeRate = useSetExchangeRate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();
  const usdPer = positive(text);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (usdPer === null) return;
    setBusy(true);
    try {
      await track(setExchangeRate(rate.currency, usdPer));
      notify({ type: 'success', message: ADMIN_MESSAGES.rateSaved(rate.currency) });
    } catch (error) {
      notifyFailure(error, serverMessage(error) ?? GENERIC_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <TableRow>
      <TableCell>{rate.currency}</TableCell>
      <TableCell>
        <Stack component="form" noValidate direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} onSubmit={save}>
          <TextField
            size="small"
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={usdPer === null}
            helperText={usdPer === null ? ADMIN_MESSAGES.rateInvalid : undefined}
            slotProps={{ htmlInput: { 'aria-label': `USD per ${rate.currency}`, inputMode: 'decimal' } }}
            sx={{ width: 160 }}
          />
          <Button type="submit" variant="outlined" size="small" aria-label={`Save rate for ${rate.currency}`} disabled={busy || usdPer === null || usdPer === rate.usdPer} sx={{ mt: 0.5 }}>
            Save
          </Button>
        </Stack>
      </TableCell>
      <TableCell>{rate.asOf}</TableCell>
    </TableRow>
  );
}
