import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from '../router';
import { NotFoundScreen } from '../screens/not-found-screen';
import { PageSkeleton } from '../screens/page-skeleton';
import { preloadPage, type PageRoute, type PreloadableRoutes } from './lazy-page';

/** A path kept for old links that now lives elsewhere (`/agent-properties` → a dashboard tab). */
export interface RedirectRoute {
  path: string;
  redirectTo: string;
}

export interface RemoteRoutesOptions {
  /** The remote's federation name (`mf_tools`), marked on its subtree for error reports and tests. */
  name: string;
  /** The release the remote was built as, from its build's `process.env.PLOTWISE_RELEASE`. */
  release: string | undefined;
  routes: readonly (PageRoute | RedirectRoute)[];
  /** Rendered beside the routes on every page of the remote (the compare tray). */
  after?: ReactNode;
}

const isRedirect = (route: PageRoute | RedirectRoute): route is RedirectRoute => 'redirectTo' in route;

/**
 * A remote's route tree, the one way remotes declare routes: every page behind
 * its own Suspense (a screen loading keeps the rest of the page), unknown paths
 * answer the site's 404, and `preload` fetches a path's screen before the
 * server renders it or the browser hydrates it.
 */
export function remoteRoutes({ name, release, routes, after }: RemoteRoutesOptions): PreloadableRoutes {
  const pages = routes.filter((route): route is PageRoute => !isRedirect(route));
  const RemoteRoutes: ComponentType = () => (
    <div data-remote={name} data-release={release} style={{ display: 'contents' }}>
      <Routes>
        {routes.map((route) =>
          isRedirect(route) ? (
            <Route key={route.path} path={route.path} element={<Navigate to={route.redirectTo} replace />} />
          ) : (
            <Route key={route.path} path={route.path} element={<Suspense fallback={<PageSkeleton />}><route.page /></Suspense>} />
          ),
        )}
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
      {after}
    </div>
  );
  RemoteRoutes.displayName = `${name}Routes`;
  return Object.assign(RemoteRoutes, { preload: (pathname: string) => preloadPage(pages, pathname) });
}
