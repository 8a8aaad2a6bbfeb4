import { Suspense, createContext, lazy, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import { Button, Container, Navigate, NotFoundScreen, PageSkeleton, useLocation, useSession, useToast } from '@plotwise/ui';
import styled from 'styled-components';
import { ACCESS_DENIED, findRemoteForPath, type RemoteDescriptor } from '@plotwise/contracts';
import { loadRemoteModule, retryNeedsReload } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemotes } from './use-remotes';

export const REMOTE_FAILED_TITLE = 'This part of the site is unavailable right now';

const FailureBox = styled(Container)`
  padding-top: 64px;
  padding-bottom: 64px;
  text-align: center;
`;

function RemoteFailure({ retry }: { retry: () => void }) {
  return (
    <FailureBox role="alert">
      <h1>{REMOTE_FAILED_TITLE}</h1>
      <p>The rest of Plotwise still works. Try again in a moment.</p>
      <Button type="button" onClick={retry}>Retry</Button>
    </FailureBox>
  );
}

/** The lazily loaded route tree of one remote, made once per remote. */
const lazyRoutes = new Map<string, ComponentType>();
function routesOf(remote: RemoteDescriptor, timeoutMs: number | undefined): ComponentType {
  let component = lazyRoutes.get(remote.name);
  if (!component) {
    component = lazy(async () => ({ default: await loadRemoteModule(remote, undefined, timeoutMs) }));
    lazyRoutes.set(remote.name, component);
  }
  return component;
}

/**
 * Route trees loaded before the first render, by remote name: the server's
 * render, and the browser hydrating that render, must not suspend on them.
 */
export const LoadedRoutesContext = createContext<Readonly<Record<string, ComponentType>>>({});

function RemoteRoutes({ remote, timeoutMs }: { remote: RemoteDescriptor; timeoutMs: number | undefined }) {
  const loaded = useContext(LoadedRoutesContext)[remote.name];
  const Routes = loaded ?? routesOf(remote, timeoutMs);
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes />
    </Suspense>
  );
}

function AccessDenied() {
  const toast = useToast();
  useEffect(() => {
    toast({ title: ACCESS_DENIED, description: 'Please log in as an administrator.', variant: 'destructive' });
  }, [toast]);
  return <Navigate to="/admin/login" replace />;
}

/**
 * An admin route's content, once the server says the session is an admin's.
 * Only this part waits on the session: the public pages' outlet does not
 * subscribe to it, so the session's answer arriving after hydration does not
 * re-render (and, while hydrating, synchronously hydrate) the whole page.
 */
function AdminOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isLoading) return <PageSkeleton />;
  if (!session.isAdmin) return <AccessDenied />;
  return children;
}

/**
 * Renders whatever remote owns the current path. The admin remote is neither
 * registered nor fetched until the server says the session is an admin's.
 */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remotes = useRemotes();

  if (remotes.isLoading) return <PageSkeleton />;
  if (remotes.isError || !remotes.data) return <RemoteFailure retry={() => void remotes.refetch()} />;

  const remote = findRemoteForPath(remotes.data.remotes, pathname);
  if (!remote) return <NotFoundScreen />;

  const routes = (
    <RemoteErrorBoundary
      key={remote.name}
      fallback={(retry) => (
        <RemoteFailure
          retry={() => {
            if (retryNeedsReload(remote)) {
              window.location.reload();
              return;
            }
            // A failed lazy component stays failed: forget it so Retry loads afresh.
            lazyRoutes.delete(remote.name);
            retry();
          }}
        />
      )}
    >
      <RemoteRoutes remote={remote} timeoutMs={remotes.data.loadTimeoutMs} />
    </RemoteErrorBoundary>
  );
  return remote.requiresRole === 'admin' ? <AdminOnly>{routes}</AdminOnly> : routes;
}
