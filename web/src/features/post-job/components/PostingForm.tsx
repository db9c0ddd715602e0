import { useMemo, type FormEvent, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
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
import { INCOMPLETE_FORM_MESSAGE } from '@remotehunt/forms/posting';
import { textFieldProps } from '../../../lib/forms/text-field-props';
import Typography from '@mui/material/Typography';
import type { PostingFormOptions } from '../hooks/useJobPostingFormOptions';
import type { PostingDraftState } from '../hooks/usePostingDraft';
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
/** The range's check sits on its top: a changed start re-checks it too. */
const REGISTER_OPTIONS: Partial<Record<DraftField, { deps: DraftField[] }>> = { salaryMin: { deps: ['salaryMax'] } };

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

const choices = (values: readonly string[]) =>
  values.map((value) => (
    <MenuItem key={value} value={value}>
      {value}
    </MenuItem>
  ));

/** Step 1: every field of the posting, checked by the shared schema. Required fields turn red once left wrong. */
export function PostingForm({ state, options, jobType, logoUrl, incomplete, onNext, onReset }: PostingFormProps) {
  const { form } = state;
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

  const field = (name: DraftField, label: string, { helperText, ...props }: Partial<TextFieldProps> = {}) => (
    <TextField label={label} required={REQUIRED.has(name)} fullWidth {...props} {...textFieldProps(form, name, helperText, REGISTER_OPTIONS[name])} />
  );

  /** A list to pick from: picking counts as leaving the field (it is not typed into). */
  const select = (name: DraftField, label: string, children: ReactNode, fallback = '') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
        <TextField
          select
          label={label}
          name={name}
          value={value || fallback}
          required={REQUIRED.has(name)}
          inputRef={ref}
          onChange={(event) => {
            onChange(event.target.value);
            onBlur();
          }}
          onBlur={onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          fullWidth
        >
          {children}
        </TextField>
      )}
    />
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };

  return (
    <Stack component="form" noValidate spacing={4} onSubmit={submit} aria-label="Job posting">
      <Section title="Job details">
        <Box sx={TWO_COLUMNS}>
          {select('category', 'Category', categoryChoices)}
          {field('jobTitle', 'Job Title')}
        </Box>
        <FormControl>
          <FormLabel id="post-job-type">Job Type</FormLabel>
          <RadioGroup row aria-labelledby="post-job-type" value={jobType} onChange={(event) => form.setValue('jobType', event.target.value)}>
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
          {select('location', 'Regional Restriction', regionChoices)}
          {field('applyUrl', 'Apply URL or Email', { placeholder: 'https://… or jobs@company.com' })}
        </Box>
        {field('tags', 'Tags', { helperText: 'Separated by commas, e.g. react, node, typescript' })}
        {/* Optional, and shown on the card: postings that state pay are the ones seekers open first. */}
        <Box sx={PAY_COLUMNS} role="group" aria-label="Pay (optional)">
          {field('salaryMin', 'Pay from (optional)', { slotProps: { htmlInput: { inputMode: 'decimal' } }, placeholder: 'e.g. 120000' })}
          {field('salaryMax', 'Pay to (optional)', { slotProps: { htmlInput: { inputMode: 'decimal' } }, placeholder: 'e.g. 150000' })}
          {options.salaryCurrencies.length > 0 &&
            select('salaryCurrency', 'Currency', currencyChoices, options.salaryCurrencies[0])}
          {options.salaryPeriods.length > 0 &&
            select('salaryPeriod', 'Per', periodChoices, options.salaryPeriods[0])}
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

      {incomplete && !state.valid && <Alert severity="error">{INCOMPLETE_FORM_MESSAGE}</Alert>}
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
