import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { paths } from '../config/paths';
import { setLoginRequiredNavigator } from '../lib/login-required';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);

  useEffect(
    () => setLoginRequiredNavigator(() => void router.navigate(paths.signIn.getHref(), { replace: true })),
    [router],
  );

  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
