import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateJobContactDocument } from '../../../generated/graphql';
import type { JobContact, JobContactValues } from './useJobContacts';

/** The answer refreshes the cached contact, so the list shows the edit without reloading. */
export function useUpdateJobContact(): (contact: JobContact, values: JobContactValues) => Promise<void> {
  const [mutate] = useMutation(UpdateJobContactDocument);
  return useCallback(
    async (contact: JobContact, values: JobContactValues) => {
      await mutate({ variables: { appliedJobId: contact.appliedJobId, id: contact._id, input: values } });
    },
    [mutate],
  );
}
