import { useCallback, useState } from 'react';
import type { NewsletterFieldsFragment } from '../../../generated/graphql';
import { formFromNewsletter, type NewsletterFormValues } from '../utils/newsletter-form';

export interface NewsletterFormState {
  values: NewsletterFormValues;
  setField<K extends keyof NewsletterFormValues>(field: K, value: NewsletterFormValues[K]): void;
  toggleCategory(slug: string, checked: boolean): void;
}

/**
 * The form's content: `initial` (a link's query) until the user's saved newsletter arrives, which
 * then fills the form once; later answers about the same newsletter leave the user's edits alone.
 */
export function useNewsletterForm(saved: NewsletterFieldsFragment | null, initial: () => NewsletterFormValues): NewsletterFormState {
  const [values, setValues] = useState(initial);
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  if (saved && saved._id !== filledFrom) {
    setFilledFrom(saved._id);
    setValues(formFromNewsletter(saved));
  }

  const setField = useCallback(
    <K extends keyof NewsletterFormValues>(field: K, value: NewsletterFormValues[K]) => setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  const toggleCategory = useCallback(
    (slug: string, checked: boolean) =>
      setValues((current) => ({
        ...current,
        category: checked ? [...current.category.filter((s) => s !== slug), slug] : current.category.filter((s) => s !== slug),
      })),
    [],
  );
  return { values, setField, toggleCategory };
}
