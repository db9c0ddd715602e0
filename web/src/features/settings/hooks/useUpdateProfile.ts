import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateProfileDocument } from '../../../generated/graphql';

/** Renames the user; the returned User refreshes the normalized entry the whole app reads. */
export function useUpdateProfile(): (name: string) => Promise<void> {
  const [mutate] = useMutation(UpdateProfileDocument);
  return useCallback(
    async (name: string) => {
      await mutate({ variables: { input: { name } } });
    },
    [mutate],
  );
}
