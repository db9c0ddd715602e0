import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ConfirmProvider } from '../components/ConfirmDialog';
import { LoaderProvider } from '../components/GlobalLoader';
import { NotificationProvider } from '../components/Notifications';
import { SessionProvider } from '../lib/session/SessionProvider';
import { emotionCache } from './emotion-cache';
import { theme } from './theme';

export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ApolloProvider client={client}>
          <SessionProvider>
            <LoaderProvider>
              <NotificationProvider>
                <ConfirmProvider>{children}</ConfirmProvider>
              </NotificationProvider>
            </LoaderProvider>
          </SessionProvider>
        </ApolloProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
