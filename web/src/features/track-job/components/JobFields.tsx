import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from '@remotehunt/forms/tracked-job';
import { fieldProps } from '../utils/field-props';
import type { AddJobForm } from '../utils/track-job-form';
import { TRACK_JOB_MESSAGES } from '../utils/track-job-messages';
import { SelectField } from './SelectField';

const PAIRS = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 } as const;

const EMPLOYMENT_TYPE_OPTIONS = [
  { value: '', label: 'Not specified' },
  ...EMPLOYMENT_TYPES.map((type) => ({ value: type, label: EMPLOYMENT_TYPE_LABELS[type] })),
];

/**
 * The job: its link first (a pasted link can fill the rest), then what the user knows of it. Only
 * the title and the company are required.
 */
export function JobFields({ form, linkNotice }: { form: AddJobForm; linkNotice: ReactNode }) {
  return (
    <>
      <TextField
        {...fieldProps(form, 'applyUrl', 'Paste the job’s address, if it has one')}
        label="Link to the job"
        type="url"
        placeholder="https://…"
        autoFocus
        fullWidth
      />
      {linkNotice}
      <Box sx={PAIRS}>
        <TextField {...fieldProps(form, 'jobTitle')} label="Job title" required fullWidth />
        <TextField {...fieldProps(form, 'companyName')} label="Company" autoComplete="organization" required fullWidth />
        <TextField {...fieldProps(form, 'location')} label="Location" placeholder="e.g. Remote, Europe" fullWidth />
        <TextField {...fieldProps(form, 'salary')} label="Pay" placeholder="e.g. €60k a year" fullWidth />
        <SelectField form={form} name="employmentType" label="Employment type" options={EMPLOYMENT_TYPE_OPTIONS} />
        <TextField {...fieldProps(form, 'source')} label="Where you found it" placeholder="e.g. LinkedIn, a referral" fullWidth />
      </Box>
      <TextField {...fieldProps(form, 'description', TRACK_JOB_MESSAGES.descriptionHint)} label="Description" multiline minRows={4} fullWidth />
    </>
  );
}
