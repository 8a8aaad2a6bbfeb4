import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '../router';
import { AppProviders } from './providers';

/**
 * A remote running alone (`npm run dev -w mf-catalog`) mounts its routes with
 * its own store, QueryClient and router, as the shell would provide them.
 */
export function mountStandalone(Routes: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <AppProviders>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </AppProviders>,
  );
}
