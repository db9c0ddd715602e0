import { memo, useMemo, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PostingFormOptions } from '../hooks/useJobPostingFormOptions';
import type { PostingDraftState } from '../hooks/usePostingDraft';
import { POST_JOB_MESSAGES } from '../utils/post-job-messages';
import { REQUIRED_FIELDS, type DraftField } from '../utils/posting-draft';
import { LogoDropzone } from './LogoDropzone';

export interface PostingFormProps {
  state: PostingDraftState;
  options: PostingFormOptions;
  /** The job type shown as chosen (the first offered until the user picks one). */
  jobType: string;
  logoUrl: string | null;
  /** Next was pressed while a required field was missing. */
  incomplete: boolean;
  onNext(): void;
  onReset(): void;
}

const REQUIRED: ReadonlySet<DraftField> = new Set(REQUIRED_FIELDS);

const TWO_COLUMNS = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 } as const;
const PAY_COLUMNS = { display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 2fr 1fr 1fr' }, gap: 2 } as const;
const PERIOD_LABELS: Record<string, string> = { year: 'Year', month: 'Month', week: 'Week', day: 'Day', hour: 'Hour' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

interface DraftTextFieldProps extends Omit<TextFieldProps, 'name' | 'onChange' | 'onBlur' | 'error'> {
  name: DraftField;
  value: string;
  problem: string | undefined;
  onValue(name: DraftField, value: string): void;
  onLeave(name: DraftField): void;
  /** Selects count as touched once a value is picked: they are not typed into. */
  touchOnChange?: boolean;
}

/**
 * One field of the draft. Memoized: typing into one field re-renders only that one, not the
 * dozen others of the form.
 */
const DraftTextField = memo(function DraftTextField({
  name,
  value,
  problem,
  helperText,
  onValue,
  onLeave,
  touchOnChange = false,
  ...props
}: DraftTextFieldProps) {
  return (
    <TextField
      name={name}
      value={value}
      required={REQUIRED.has(name)}
      onChange={(event) => {
        onValue(name, event.target.value);
        if (touchOnChange) onLeave(name);
      }}
      onBlur={() => onLeave(name)}
      error={Boolean(problem)}
      helperText={problem ?? helperText}
      fullWidth
      {...props}
    />
  );
});

const choices = (values: readonly string[]) =>
  values.map((value) => (
    <MenuItem key={value} value={value}>
      {value}
    </MenuItem>
  ));

/** Step 1: every field of the posting. Required fields turn red once left wrong. */
export function PostingForm({ state, options, jobType, logoUrl, incomplete, onNext, onReset }: PostingFormProps) {
  const { draft, shownErrors, setField, touch } = state;
  const categoryChoices = useMemo(() => choices(options.categories), [options.categories]);
  const regionChoices = useMemo(() => choices(options.regionalRestrictions), [options.regionalRestrictions]);
  const currencyChoices = useMemo(() => choices(options.salaryCurrencies), [options.salaryCurrencies]);
  const periodChoices = useMemo(
    () =>
      options.salaryPeriods.map((period) => (
        <MenuItem key={period} value={period}>
          {PERIOD_LABELS[period] ?? period}
        </MenuItem>
      )),
    [options.salaryPeriods],
  );

  const field = (name: DraftField, label: string, props: Partial<DraftTextFieldProps> = {}) => (
    <DraftTextField label={label} name={name} value={draft[name]} problem={shownErrors[name]} onValue={setField} onLeave={touch} {...props} />
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };

  return (
    <Stack component="form" noValidate spacing={4} onSubmit={submit} aria-label="Job posting">
      <Section title="Job details">
        <Box sx={TWO_COLUMNS}>
          {field('category', 'Category', { select: true, touchOnChange: true, children: categoryChoices })}
          {field('jobTitle', 'Job Title')}
        </Box>
        <FormControl>
          <FormLabel id="post-job-type">Job Type</FormLabel>
          <RadioGroup row aria-labelledby="post-job-type" value={jobType} onChange={(event) => setField('jobType', event.target.value)}>
            {options.jobTypes.map((type) => (
              <FormControlLabel key={type} value={type} control={<Radio />} label={type} />
            ))}
          </RadioGroup>
        </FormControl>
        {field('jobDescription', 'Job Description', {
          multiline: true,
          minRows: 8,
          helperText: 'Plain text or simple HTML (paragraphs, lists, links); anything else is removed.',
        })}
        <Box sx={TWO_COLUMNS}>
          {field('location', 'Regional Restriction', { select: true, touchOnChange: true, children: regionChoices })}
          {field('applyUrl', 'Apply URL or Email', { placeholder: 'https://… or jobs@company.com' })}
        </Box>
        {field('tags', 'Tags', { helperText: 'Separated by commas, e.g. react, node, typescript' })}
        {/* Optional, and shown on the card: postings that state pay are the ones seekers open first. */}
        <Box sx={PAY_COLUMNS} role="group" aria-label="Pay (optional)">
          {field('salaryMin', 'Pay from (optional)', { slotProps: { htmlInput: { inputMode: 'decimal' } }, placeholder: 'e.g. 120000' })}
          {field('salaryMax', 'Pay to (optional)', { slotProps: { htmlInput: { inputMode: 'decimal' } }, placeholder: 'e.g. 150000' })}
          {options.salaryCurrencies.length > 0 &&
            field('salaryCurrency', 'Currency', { select: true, touchOnChange: true, value: draft.salaryCurrency || options.salaryCurrencies[0], children: currencyChoices })}
          {options.salaryPeriods.length > 0 &&
            field('salaryPeriod', 'Per', { select: true, touchOnChange: true, value: draft.salaryPeriod || options.salaryPeriods[0], children: periodChoices })}
        </Box>
      </Section>

      <Section title="Company details">
        <Box sx={TWO_COLUMNS}>
          {field('companyName', 'Company Name', { autoComplete: 'organization' })}
          {field('companyHq', 'Company HQ', { placeholder: 'e.g. Berlin, Germany' })}
          {field('websiteUrl', 'Company Website', { type: 'url', placeholder: 'https://' })}
          {field('email', 'Company Email', { type: 'email', autoComplete: 'email' })}
        </Box>
        {field('companyDescription', 'Company Description', { multiline: true, minRows: 3 })}
        {field('companyStatement', 'Company Statement (optional)', { helperText: 'One line that sums up the company.' })}
        <LogoDropzone logo={state.logo} previewUrl={logoUrl} onChange={state.setLogo} />
      </Section>

      {incomplete && !state.valid && <Alert severity="error">{POST_JOB_MESSAGES.incompleteForm}</Alert>}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button type="button" variant="outlined" onClick={onReset}>
          Reset
        </Button>
        <Button type="submit" variant="contained">
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
