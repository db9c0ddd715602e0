import { useEffect, useRef, useState } from 'react';
import { newsletterFormSchema, type NewsletterFormValues } from '@remotehunt/forms/newsletter';
import type { NewsletterFieldsFragment } from '../../../generated/graphql';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { formFromNewsletter } from '../utils/newsletter-form';

/**
 * The form, validated by the shared newsletter schema: `initial` (a link's query) until the user's
 * saved newsletter arrives, which then fills the form once; later answers about the same newsletter
 * leave the user's edits alone. A signed-in user's email is the account's (`accountEmail`).
 */
export function useNewsletterForm(saved: NewsletterFieldsFragment | null, initial: () => NewsletterFormValues, accountEmail: string | null) {
  const [defaultValues] = useState(initial);
  const form = useSchemaForm(newsletterFormSchema, { defaultValues, reValidateMode: 'onSubmit' });
  const filledFrom = useRef<string | null>(null);

  useEffect(() => {
    // Once per newsletter: a refetch of the same one must not undo the user's edits.
    if (!saved || saved._id === filledFrom.current) return;
    filledFrom.current = saved._id;
    form.reset({ ...formFromNewsletter(saved), ...(accountEmail !== null ? { email: accountEmail } : {}) });
  }, [saved, accountEmail, form]);

  useEffect(() => {
    if (accountEmail !== null) form.setValue('email', accountEmail);
  }, [accountEmail, form]);

  return form;
}
