import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify } from '../../../components/Notifications';
import { OutlinedNativeSelect, type NativeSelectOption } from '../../../components/OutlinedNativeSelect';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { serverMessage } from '../../../lib/api-errors';
import { eventWhen } from '../../../lib/event-times';
import { formatDay } from '../../../lib/format-day';
import { browserTimeZone } from '../../../lib/places';
import { useMailSuggestions } from '../hooks/useMailSuggestions';
import { applicationName, suggestionTitle, type ApplicationChoice, type MailSuggestion } from '../utils/describe-suggestion';
import { SUGGESTION_MESSAGES } from '../utils/mail-forwarding-messages';
import { messageText } from '../utils/message-text';

export interface MailSuggestionsPanelProps {
  /** The board's applications, to pick from when a mail matched none. */
  applications: readonly ApplicationChoice[];
}

/**
 * Above the Applied Jobs board (issue 48, item 5): status changes read from forwarded mail that
 * were not sure enough to make by themselves, each with the sentence that suggested it, to confirm
 * or dismiss. Nothing shows while there are none.
 */
export function MailSuggestionsPanel({ applications }: MailSuggestionsPanelProps) {
  const { suggestions, confirm, dismiss } = useMailSuggestions();
  const headingId = useId();
  const options = useMemo<NativeSelectOption[]>(
    () => [
      { value: '', label: 'Pick an application' },
      ...applications.map((job) => ({ value: job._id, label: applicationName(job.jobInfo.jobTitle, job.jobInfo.companyName) })),
    ],
    [applications],
  );

  if (suggestions.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2" id={headingId}>
            {SUGGESTION_MESSAGES.heading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {SUGGESTION_MESSAGES.intro}
          </Typography>
          <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {suggestions.map((suggestion) => (
              <SuggestionRow key={suggestion._id} suggestion={suggestion} options={options} confirm={confirm} dismiss={dismiss} />
            ))}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

interface SuggestionRowProps {
  suggestion: MailSuggestion;
  options: readonly NativeSelectOption[];
  confirm(id: string, appliedJobId?: string): Promise<void>;
  dismiss(id: string): Promise<void>;
}

function SuggestionRow({ suggestion, options, confirm, dismiss }: SuggestionRowProps) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [picked, setPicked] = useState('');
  const [busy, setBusy] = useState(false);
  const matched = Boolean(suggestion.appliedJobId);
  const pickedLabel = options.find((option) => option.value === picked && picked)?.label;

  const decide = async (action: () => Promise<void>, success: string) => {
    setBusy(true);
    try {
      await action();
      notify({ type: 'success', message: success });
    } catch (error) {
      const refusal = serverMessage(error);
      notifyFailure(error, refusal ? messageText(refusal) : SUGGESTION_MESSAGES.failure);
      setBusy(false);
    }
  };

  const onConfirm = () =>
    void decide(
      () => confirm(suggestion._id, matched ? undefined : picked),
      SUGGESTION_MESSAGES.confirmed(matched ? applicationName(suggestion.jobTitle, suggestion.companyName) : (pickedLabel ?? ''), suggestion.toStatusTitle),
    );
  const onDismiss = () => void decide(() => dismiss(suggestion._id), SUGGESTION_MESSAGES.dismissed);

  return (
    <Box component="li" aria-label={suggestion.subject} sx={{ py: 1.5, '& + li': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack spacing={1}>
        <div>
          <Typography variant="subtitle2" component="h3">
            {suggestionTitle(suggestion)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {suggestion.subject} · {formatDay(suggestion.receivedAt)}
          </Typography>
        </div>
        {suggestion.sentence && (
          <Typography
            component="blockquote"
            variant="body2"
            sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', fontStyle: 'italic', overflowWrap: 'anywhere' }}
          >
            “{suggestion.sentence}”
          </Typography>
        )}
        <Typography variant="body2">
          Move <strong>{matched ? applicationName(suggestion.jobTitle, suggestion.companyName) : 'the application'}</strong> to{' '}
          <strong>{suggestion.toStatusTitle}</strong>
          {suggestion.eventStartsAt && ` and add the interview on ${eventWhen(suggestion.eventStartsAt, suggestion.eventTimeZone ?? browserTimeZone())}`}
        </Typography>
        {!matched && (
          <Stack spacing={0.5} sx={{ maxWidth: 420 }}>
            <Typography variant="body2" color="text.secondary">
              {SUGGESTION_MESSAGES.pickHint}
            </Typography>
            <OutlinedNativeSelect label={SUGGESTION_MESSAGES.pickApplication} value={picked} options={options} onChange={setPicked} />
          </Stack>
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" size="small" disabled={busy || (!matched && !picked)} onClick={onConfirm}>
            Confirm
          </Button>
          <Button size="small" disabled={busy} onClick={onDismiss}>
            Dismiss
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
