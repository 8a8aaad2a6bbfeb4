import { Suspense, type ReactNode } from 'react';
import { NotFoundScreen, PageSkeleton, Route, Routes, lazyPage, preloadPage, type PageRoute } from '@plotwise/ui';
import { HomePage } from './features/home/home-page';
import { CompareTrayMount } from './features/compare/compare-tray-mount';

// The home page ships with the route tree; every other screen is its own chunk.
const ListingsPage = lazyPage(async () => (await import('./features/listings/listings-page')).ListingsPage);
const ProjectDetailPage = lazyPage(async () => (await import('./features/project-detail/project-detail-page')).ProjectDetailPage);

const ROUTES: readonly PageRoute[] = [
  { path: '/', page: HomePage },
  { path: '/listings', page: ListingsPage },
  { path: '/projects', page: ListingsPage },
  { path: '/listings/:id', page: ProjectDetailPage },
  { path: '/projects/:id', page: ProjectDetailPage },
  { path: '/projects/visits/:token', page: lazyPage(async () => (await import('./features/site-visit/site-visit-page')).SiteVisitPage) },
  { path: '/city', page: lazyPage(async () => (await import('./features/city/city-page')).CityPage) },
  { path: '/blog', page: lazyPage(async () => (await import('./features/blog/blog-list-page')).BlogListPage) },
  { path: '/compare', page: lazyPage(async () => (await import('./features/compare/compare-page')).ComparePage) },
  { path: '/blog/:slug', page: lazyPage(async () => (await import('./features/blog/blog-post-page')).BlogPostPage) },
];

const page = (element: ReactNode) => <Suspense fallback={<PageSkeleton />}>{element}</Suspense>;

/** The catalog's route tree, exposed to the shell as `mf_catalog/routes`. */
export default function CatalogRoutes() {
  return (
    <div data-remote="mf_catalog" data-release={process.env.PLOTWISE_RELEASE} style={{ display: 'contents' }}>
      <Routes>
        {ROUTES.map(({ path, page: Page }) => <Route key={path} path={path} element={page(<Page />)} />)}
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
      <CompareTrayMount />
    </div>
  );
}

/** Fetches the screen of a path before it is rendered (server render, hydration). */
CatalogRoutes.preload = (pathname: string) => preloadPage(ROUTES, pathname);
