import { useState } from 'react';
import TextField from '@mui/material/TextField';
import type { JobContact, JobContactValues } from '../hooks/useJobContacts';
import { CONTACT_MESSAGES } from '../utils/applied-job-messages';
import { ItemForm } from './ItemForm';

const BLANK: JobContactValues = { name: '', email: '', jobTitle: '', linkedInUrl: '', twitterUrl: '' };

const trimmed = (values: JobContactValues): JobContactValues => ({
  name: values.name.trim(),
  email: values.email.trim(),
  jobTitle: values.jobTitle.trim(),
  linkedInUrl: values.linkedInUrl.trim(),
  twitterUrl: values.twitterUrl.trim(),
});

export function ContactForm({
  contact,
  onSave,
  onCancel,
}: {
  /** The contact being edited; null adds a new one. */
  contact: JobContact | null;
  onSave(values: JobContactValues): Promise<string | undefined>;
  onCancel(): void;
}) {
  const [values, setValues] = useState<JobContactValues>(() => (contact ? trimmed(contact) : BLANK));
  const [missing, setMissing] = useState({ name: false, email: false });

  const validate = () => {
    const found = { name: !values.name.trim(), email: !values.email.trim() };
    setMissing(found);
    return !found.name && !found.email;
  };

  const field = (name: keyof JobContactValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    size: 'small' as const,
    fullWidth: true,
  });

  return (
    <ItemForm label={contact ? 'Edit contact' : 'Add contact'} validate={validate} onSave={() => onSave(trimmed(values))} onCancel={onCancel}>
      <TextField
        {...field('name')}
        label="Name"
        autoComplete="off"
        required
        autoFocus
        error={missing.name}
        helperText={missing.name ? CONTACT_MESSAGES.nameRequired : undefined}
      />
      <TextField
        {...field('email')}
        label="Email"
        type="email"
        autoComplete="off"
        required
        error={missing.email}
        helperText={missing.email ? CONTACT_MESSAGES.emailRequired : undefined}
      />
      <TextField {...field('jobTitle')} label="Job title" autoComplete="off" />
      <TextField {...field('linkedInUrl')} label="LinkedIn URL" type="url" placeholder="https://www.linkedin.com/in/…" />
      <TextField {...field('twitterUrl')} label="Twitter URL" type="url" placeholder="https://x.com/…" />
    </ItemForm>
  );
}
