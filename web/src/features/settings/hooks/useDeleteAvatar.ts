import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { DeleteAvatarDocument } from '../../../generated/graphql';

export function useDeleteAvatar(): () => Promise<void> {
  const [mutate] = useMutation(DeleteAvatarDocument);
  return useCallback(async () => {
    await mutate();
  }, [mutate]);
}
