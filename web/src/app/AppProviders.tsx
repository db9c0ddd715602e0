import { useState, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ConfirmProvider } from '../components/ConfirmDialog';
import { LoaderProvider } from '../components/GlobalLoader';
import { NotificationProvider } from '../components/Notifications';
import { createApolloClient } from '../lib/apollo-client';
import { SessionProvider } from '../lib/session/SessionProvider';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
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
  );
}
