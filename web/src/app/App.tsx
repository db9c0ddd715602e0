import { useEffect } from 'react';
import type { ApolloClient } from '@apollo/client';
import { HashRouter, useNavigate } from '../lib/router';
import { paths } from '../config/paths';
import { setLoginRequiredNavigator } from '../lib/login-required';
import { NotificationsFollowPage } from '../components/Notifications';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

/** A 401 anywhere sends the user to sign in through the router, so the app is not reloaded. */
function LoginRequiredNavigation() {
  const navigate = useNavigate();
  useEffect(() => setLoginRequiredNavigator(() => void navigate(paths.signIn.getHref(), { replace: true })), [navigate]);
  return null;
}

export function App({ client }: { client: ApolloClient }) {
  return (
    <AppProviders client={client}>
      <HashRouter>
        <LoginRequiredNavigation />
        <NotificationsFollowPage />
        <AppRoutes />
      </HashRouter>
    </AppProviders>
  );
}
