import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as ReduxProvider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { GlobalStyle } from '../theme/global-style';
import { Toaster } from '../toast/toaster';
import { createAppStore, type AppStore } from './store';
import { createQueryClient } from './query-client';

interface AppProvidersProps {
  children: ReactNode;
  store?: AppStore;
  queryClient?: QueryClient;
}

/**
 * Everything a screen needs around it: the one store, the one QueryClient,
 * the theme and the toaster. The shell mounts it once; a remote running alone
 * for its team mounts it itself.
 */
export function AppProviders({ children, store, queryClient }: AppProvidersProps) {
  const [ownStore] = useState(() => store ?? createAppStore());
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  return (
    <ReduxProvider store={ownStore}>
      <QueryClientProvider client={ownClient}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
          <Toaster />
        </ThemeProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}
