import { lazy, Suspense, type ReactNode } from 'react';
import { NotFoundScreen, PageSkeleton, Route, Routes } from '@plotwise/ui';
import { AdminDashboardPage } from './features/dashboard/admin-dashboard-page';

// Each admin screen is its own chunk: the dashboard never downloads a list's or a form's code.
const UsersPage = lazy(() => import('./features/users/users-page'));
const AgentsPage = lazy(() => import('./features/agents/agents-page'));
const PendingApprovalsPage = lazy(() => import('./features/approvals/pending-approvals-page'));
const InquiriesPage = lazy(() => import('./features/inquiries/inquiries-page'));
const NotificationsPage = lazy(() => import('./features/notifications/notifications-page'));
const SocialMediaPage = lazy(() => import('./features/social-media/social-media-page'));
const ProjectsHubPage = lazy(() => import('./features/projects/projects-hub-page').then((module) => ({ default: module.ProjectsHubPage })));
const ReleasesPage = lazy(() => import('./features/releases/releases-page'));
const ListingReportsPage = lazy(() => import('./features/listing-reports/listing-reports-page'));
const NewsletterPage = lazy(() => import('./features/newsletter/newsletter-page'));
const MediaPage = lazy(() => import('./features/media/media-page').then((module) => ({ default: module.MediaPage })));

const page = (element: ReactNode) => <Suspense fallback={<PageSkeleton />}>{element}</Suspense>;

/** The admin portal's route tree, exposed as `mf_admin/routes`; fetched only for admin sessions. */
export default function AdminRoutes() {
  return (
    <div data-remote="mf_admin" data-release={process.env.PLOTWISE_RELEASE} style={{ display: 'contents' }}>
      <Routes>
        <Route path="/admin" element={<AdminDashboardPage />} />
        <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
        <Route path="/admin/users" element={page(<UsersPage />)} />
        <Route path="/admin/agents" element={page(<AgentsPage />)} />
        <Route path="/admin/pending-approvals" element={page(<PendingApprovalsPage />)} />
        <Route path="/admin/inquiries" element={page(<InquiriesPage />)} />
        <Route path="/admin/notifications" element={page(<NotificationsPage />)} />
        <Route path="/admin/social-media" element={page(<SocialMediaPage />)} />
        <Route path="/admin/projects" element={page(<ProjectsHubPage />)} />
        <Route path="/admin/media" element={page(<MediaPage />)} />
        <Route path="/admin/releases" element={page(<ReleasesPage />)} />
        <Route path="/admin/listing-reports" element={page(<ListingReportsPage />)} />
        <Route path="/admin/newsletter" element={page(<NewsletterPage />)} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </div>
  );
}
