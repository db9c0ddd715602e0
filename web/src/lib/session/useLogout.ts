import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { paths } from '../../config/paths';
import { LogoutDocument } from '../../generated/graphql';
import { reloadAt } from '../browser';
import { clearSession } from '../session-storage';

/** Revokes the token on the server, then ends the session here whatever the answer was. */
export function useLogout(): () => Promise<void> {
  const [logout] = useMutation(LogoutDocument);
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // An unreachable server or an already revoked token must not keep the user signed in here.
    }
    clearSession();
    reloadAt(`#${paths.signIn.getHref()}`);
  }, [logout]);
}
