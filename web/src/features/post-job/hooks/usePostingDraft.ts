import { useCallback, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { postingDraftSchema, type PostingDraft } from '@remotehunt/forms/posting';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { EMPTY_DRAFT } from '../utils/posting-draft';

export interface PostingDraftState {
  /** The form, validated by the shared posting schema; a field's problem shows once it is left. */
  form: UseFormReturn<PostingDraft, unknown, PostingDraft>;
  /** The job type as chosen, or '' until one is. */
  jobType: string;
  logo: File | null;
  /** Whether the draft passes the schema, so the steps after the form may open. */
  valid: boolean;
  setLogo(logo: File | null): void;
  /** Shows every problem at once: the user asked to go on. From then on each follows the typing. */
  touchAll(): void;
  reset(): void;
}

const ignore = () => undefined;

/** The form's content, kept by the page so that previewing and coming back loses nothing. */
export function usePostingDraft(): PostingDraftState {
  const form = useSchemaForm(postingDraftSchema, { defaultValues: EMPTY_DRAFT, mode: 'onTouched' });
  const [logo, setLogo] = useState<File | null>(null);
  const jobType = useWatch({ control: form.control, name: 'jobType' });

  // A submit that goes nowhere: it checks every field, and re-checks each as it changes from then on.
  const touchAll = useCallback(() => void form.handleSubmit(ignore, ignore)(), [form]);
  const reset = useCallback(() => {
    form.reset(EMPTY_DRAFT);
    setLogo(null);
  }, [form]);

  return { form, jobType, logo, valid: form.formState.isValid, setLogo, touchAll, reset };
}
