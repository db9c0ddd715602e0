import { useId } from 'react';
import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useSession } from '../../../lib/session/useSession';
import { fieldProps } from '../utils/field-props';
import { today, type AddJobForm } from '../utils/track-job-form';
import { SelectField } from './SelectField';

const PAIRS = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 } as const;

/** Applied (on a day, in a status) or saved for later: a saved job has neither until the user applies. */
export function ApplicationFields({ form }: { form: AddJobForm }) {
  const { jobStatuses } = useSession();
  const legendId = useId();
  const applied = form.watch('stage') === 'applied';

  return (
    <>
      <FormControl component="fieldset">
        <FormLabel component="legend" id={legendId}>
          Application
        </FormLabel>
        <Controller
          control={form.control}
          name="stage"
          render={({ field }) => (
            <RadioGroup row aria-labelledby={legendId} name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
              <FormControlLabel value="applied" control={<Radio />} label="I applied" />
              <FormControlLabel value="saved" control={<Radio />} label="Saved for later" />
            </RadioGroup>
          )}
        />
      </FormControl>
      {applied && (
        <Box sx={PAIRS}>
          <TextField
            {...fieldProps(form, 'appliedAt')}
            label="Applied on"
            type="date"
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '2000-01-01', max: today() } }}
          />
          <SelectField form={form} name="status" label="Status" options={jobStatuses.map((s) => ({ value: s._id, label: s.title }))} />
        </Box>
      )}
    </>
  );
}
