import { Suspense, lazy, type ReactNode } from 'react';
import { NotFoundScreen, PageSkeleton, Route, Routes } from '@plotwise/ui';
import { HomePage } from './features/home/home-page';

// The home page ships with the route tree; every other screen is its own chunk.
const ListingsPage = lazy(() => import('./features/listings/listings-page').then((module) => ({ default: module.ListingsPage })));
const ProjectDetailPage = lazy(() => import('./features/project-detail/project-detail-page').then((module) => ({ default: module.ProjectDetailPage })));
const CityPage = lazy(() => import('./features/city/city-page').then((module) => ({ default: module.CityPage })));
const BlogListPage = lazy(() => import('./features/blog/blog-list-page').then((module) => ({ default: module.BlogListPage })));
const BlogPostPage = lazy(() => import('./features/blog/blog-post-page').then((module) => ({ default: module.BlogPostPage })));

const page = (element: ReactNode) => <Suspense fallback={<PageSkeleton />}>{element}</Suspense>;

/** The catalog's route tree, exposed to the shell as `mf_catalog/routes`. */
export default function CatalogRoutes() {
  return (
    <div data-remote="mf_catalog" data-release={process.env.PLOTWISE_RELEASE} style={{ display: 'contents' }}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/listings" element={page(<ListingsPage />)} />
        <Route path="/projects" element={page(<ListingsPage />)} />
        <Route path="/listings/:id" element={page(<ProjectDetailPage />)} />
        <Route path="/projects/:id" element={page(<ProjectDetailPage />)} />
        <Route path="/city" element={page(<CityPage />)} />
        <Route path="/blog" element={page(<BlogListPage />)} />
        <Route path="/blog/:slug" element={page(<BlogPostPage />)} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </div>
  );
}
