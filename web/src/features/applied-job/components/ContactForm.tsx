import { contactFormSchema, type ContactFormValues } from '@remotehunt/forms/tracking-items';
import TextField from '@mui/material/TextField';
import { textFieldProps } from '../../../lib/forms/text-field-props';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import type { JobContact, JobContactValues } from '../hooks/useJobContacts';
import { ItemForm } from './ItemForm';

const BLANK: ContactFormValues = { name: '', email: '', jobTitle: '', linkedInUrl: '', twitterUrl: '' };

const trimmed = (values: JobContactValues): ContactFormValues => ({
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
  const form = useSchemaForm(contactFormSchema, { defaultValues: contact ? trimmed(contact) : BLANK });
  const field = (name: keyof ContactFormValues) => ({ ...textFieldProps(form, name), size: 'small' as const, fullWidth: true });

  return (
    <ItemForm label={contact ? 'Edit contact' : 'Add contact'} form={form} onSave={(values) => onSave(trimmed(values))} onCancel={onCancel}>
      <TextField {...field('name')} label="Name" autoComplete="off" required autoFocus />
      <TextField {...field('email')} label="Email" type="email" autoComplete="off" required />
      <TextField {...field('jobTitle')} label="Job title" autoComplete="off" />
      <TextField {...field('linkedInUrl')} label="LinkedIn URL" type="url" placeholder="https://www.linkedin.com/in/…" />
      <TextField {...field('twitterUrl')} label="Twitter URL" type="url" placeholder="https://x.com/…" />
    </ItemForm>
  );
}
