import { Suspense, lazy } from 'react';
import { NotFoundScreen, PageSkeleton, Route, Routes } from '@plotwise/ui';
import { AdminDashboardPage } from './features/dashboard/admin-dashboard-page';

// Each area loads on demand, so the dashboard does not download the hub's or the media screen's code.
const ProjectsHubPage = lazy(() => import('./features/projects/projects-hub-page').then((module) => ({ default: module.ProjectsHubPage })));
const MediaPage = lazy(() => import('./features/media/media-page').then((module) => ({ default: module.MediaPage })));

/** The admin portal's route tree, exposed as `mf_admin/routes`; fetched only for admin sessions. */
export default function AdminRoutes() {
  return (
    <div data-remote="mf_admin" data-release={process.env.PLOTWISE_RELEASE} style={{ display: 'contents' }}>
      <Routes>
        <Route path="/admin" element={<AdminDashboardPage />} />
        <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
        <Route path="/admin/projects" element={<Suspense fallback={<PageSkeleton />}><ProjectsHubPage /></Suspense>} />
        <Route path="/admin/media" element={<Suspense fallback={<PageSkeleton />}><MediaPage /></Suspense>} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </div>
  );
}
