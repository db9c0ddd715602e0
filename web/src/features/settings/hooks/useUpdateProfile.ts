import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateProfileDocument, type UpdateProfileInput } from '../../../generated/graphql';

/**
 * Changes the name, or where the user works from (country and time zone; null clears either); the
 * returned User refreshes the normalized entry the whole app reads.
 */
export function useUpdateProfile(): (input: UpdateProfileInput) => Promise<void> {
  const [mutate] = useMutation(UpdateProfileDocument);
  return useCallback(
    async (input: UpdateProfileInput) => {
      await mutate({ variables: { input } });
    },
    [mutate],
  );
}
