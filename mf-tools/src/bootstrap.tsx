import { createRoot } from 'react-dom/client';
import { AppProviders, BrowserRouter } from '@plotwise/ui';
import RemoteRoutes from './routes';

// Running alone, the remote provides its own store, QueryClient and router.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <AppProviders>
    <BrowserRouter>
      <RemoteRoutes />
    </BrowserRouter>
  </AppProviders>,
);
