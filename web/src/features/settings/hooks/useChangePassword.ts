import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { ChangePasswordDocument } from '../../../generated/graphql';

export function useChangePassword(): (password: string, newPassword: string) => Promise<void> {
  const [mutate] = useMutation(ChangePasswordDocument);
  return useCallback(
    async (password: string, newPassword: string) => {
      await mutate({ variables: { input: { password, newPassword } } });
    },
    [mutate],
  );
}
