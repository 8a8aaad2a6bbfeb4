import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient, type PreloadableRoutes } from '@plotwise/ui';
import { PAGE_STATE_ID, findRemoteForPath } from '@plotwise/contracts';
import { App } from './app/app';
import { hydratePageState } from './app/page-state';
import { inlineRemotesConfig } from './features/remotes/use-remotes';
import { loadRemoteModule } from './features/remotes/remote-loader';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const serverState = document.getElementById(PAGE_STATE_ID)?.textContent;

/**
 * A server-rendered page is hydrated: the reads it was rendered from go into
 * the cache and the owning remote's route tree and screen are loaded first, so
 * the first render in the browser is the server's, with no API call and no
 * fallback. A page the server did not render, or whose remote fails to load
 * here, is rendered in the browser as before.
 */
async function start(root: HTMLElement) {
  if (!serverState || !root.firstElementChild) {
    createRoot(root).render(<App />);
    return;
  }
  const queryClient = createQueryClient();
  hydratePageState(queryClient, serverState);
  const { pathname } = window.location;
  const remotes = inlineRemotesConfig();
  const owner = findRemoteForPath(remotes?.remotes ?? [], pathname);
  const loadedRoutes: Record<string, PreloadableRoutes> = {};
  if (owner) {
    try {
      // Within the operator's load timeout, as every other remote load: a hung remote ends in Retry, not a wait.
      const routes = await loadRemoteModule<PreloadableRoutes>(owner, undefined, remotes?.loadTimeoutMs);
      await routes.preload?.(pathname);
      loadedRoutes[owner.name] = routes;
    } catch {
      createRoot(root).render(<App queryClient={queryClient} />);
      return;
    }
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page; a click meanwhile hydrates its part first.
  startTransition(() => {
    hydrateRoot(root, <App queryClient={queryClient} loadedRoutes={loadedRoutes} />);
  });
}

void start(container);
