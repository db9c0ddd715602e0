import type { ReactNode } from 'react';
import { textFieldProps } from '../../../lib/forms/text-field-props';
import { messageText, type AddJobForm, type TrackJobFormField } from './track-job-form';

/**
 * Wires a TextField to the Add job form. The shared rules' messages start with their field's name
 * (the API answers them alone); beside the field, the name goes.
 */
export function fieldProps(form: AddJobForm, name: TrackJobFormField, hint?: ReactNode) {
  const props = textFieldProps(form, name, hint);
  return props.error ? { ...props, helperText: messageText(String(props.helperText)) } : props;
}
