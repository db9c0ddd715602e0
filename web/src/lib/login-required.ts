import { clearSession } from './session-storage';

/**
 * The "login required" event: any 401 ends the local session and sends the
 * user to sign in. The app registers how to navigate (its router); until it
 * does, the hash is set directly.
 */
type Navigator = () => void;

const SIGN_IN_HASH = '#/signin';
let navigateToSignIn: Navigator | null = null;

export function setLoginRequiredNavigator(navigator: Navigator): () => void {
  navigateToSignIn = navigator;
  return () => {
    if (navigateToSignIn === navigator) navigateToSignIn = null;
  };
}

export function raiseLoginRequired(): void {
  clearSession();
  if (navigateToSignIn) navigateToSignIn();
  else window.location.hash = SIGN_IN_HASH;
}
