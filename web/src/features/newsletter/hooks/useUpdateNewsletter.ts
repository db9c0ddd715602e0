import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateNewsletterDocument } from '../../../generated/graphql';
import type { NewsletterFormValues } from '@remotehunt/forms/newsletter';
import { toPreferences } from '../utils/newsletter-form';

/** Saves the subscriber's preferences; the answer updates the cached newsletter. Rejects with the API error. */
export function useUpdateNewsletter(): (newsletterId: string, values: NewsletterFormValues) => Promise<void> {
  const [mutate] = useMutation(UpdateNewsletterDocument);
  return useCallback(
    async (newsletterId, values) => {
      await mutate({ variables: { newsletterId, input: toPreferences(values) } });
    },
    [mutate],
  );
}
