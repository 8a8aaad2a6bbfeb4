import { lazyPage, remoteRoutes } from '@plotwise/ui';
import { HomePage } from './features/home/home-page';
import { CompareTrayMount } from './features/compare/compare-tray-mount';

// The home page ships with the route tree; every other screen is its own chunk.
const ListingsPage = lazyPage(async () => (await import('./features/listings/listings-page')).ListingsPage);
const ProjectDetailPage = lazyPage(async () => (await import('./features/project-detail/project-detail-page')).ProjectDetailPage);

/** The catalog's route tree, exposed to the shell as `mf_catalog/routes`. */
export default remoteRoutes({
  name: 'mf_catalog',
  release: process.env.PLOTWISE_RELEASE,
  routes: [
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
  ],
  after: <CompareTrayMount />,
});
