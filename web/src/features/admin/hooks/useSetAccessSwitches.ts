import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  AdminAppConfigDocument,
  BootstrapDocument,
  SetAccessSwitchesDocument,
  type AccessSwitchesInput,
} from '../../../generated/graphql';

/**
 * Turns free access for the app or the newsletter on or off. The switches live in two cached
 * answers (this panel's and the session's bootstrap, whose copy decides the subscription guard):
 * both follow the new state.
 */
export function useSetAccessSwitches(): { save(input: AccessSwitchesInput): Promise<void>; saving: boolean } {
  const [mutate, { loading }] = useMutation(SetAccessSwitchesDocument);
  const save = useCallback(
    async (input: AccessSwitchesInput) => {
      await mutate({
        variables: { input },
        update: (cache, { data }) => {
          if (!data) return;
          const accessSwitches = data.setAccessSwitches;
          cache.updateQuery({ query: AdminAppConfigDocument }, (current) =>
            current ? { appConfig: { ...current.appConfig, accessSwitches } } : current,
          );
          cache.updateQuery({ query: BootstrapDocument }, (current) =>
            current ? { bootstrap: { ...current.bootstrap, appConfig: { ...current.bootstrap.appConfig, accessSwitches } } } : current,
          );
        },
      });
    },
    [mutate],
  );
  return { save, saving: loading };
}
