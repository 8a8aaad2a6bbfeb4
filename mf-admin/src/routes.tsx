import { lazyPage, remoteRoutes } from '@plotwise/ui';
import { AdminDashboardPage } from './features/dashboard/admin-dashboard-page';

// Each admin screen is its own chunk: the dashboard never downloads a list's or a form's code.
/** The admin portal's route tree, exposed as `mf_admin/routes`; fetched only for admin sessions. */
export default remoteRoutes({
  name: 'mf_admin',
  release: process.env.PLOTWISE_RELEASE,
  routes: [
    { path: '/admin', page: AdminDashboardPage },
    { path: '/admin/dashboard', page: AdminDashboardPage },
    { path: '/admin/users', page: lazyPage(async () => (await import('./features/users/users-page')).default) },
    { path: '/admin/agents', page: lazyPage(async () => (await import('./features/agents/agents-page')).default) },
    { path: '/admin/pending-approvals', page: lazyPage(async () => (await import('./features/approvals/pending-approvals-page')).default) },
    { path: '/admin/inquiries', page: lazyPage(async () => (await import('./features/inquiries/inquiries-page')).default) },
    { path: '/admin/notifications', page: lazyPage(async () => (await import('./features/notifications/notifications-page')).default) },
    { path: '/admin/social-media', page: lazyPage(async () => (await import('./features/social-media/social-media-page')).default) },
    { path: '/admin/projects', page: lazyPage(async () => (await import('./features/projects/projects-hub-page')).ProjectsHubPage) },
    { path: '/admin/media', page: lazyPage(async () => (await import('./features/media/media-page')).MediaPage) },
    { path: '/admin/releases', page: lazyPage(async () => (await import('./features/releases/releases-page')).default) },
    { path: '/admin/listing-reports', page: lazyPage(async () => (await import('./features/listing-reports/listing-reports-page')).default) },
    { path: '/admin/messages', page: lazyPage(async () => (await import('./features/messages/messages-page')).default) },
    { path: '/admin/newsletter', page: lazyPage(async () => (await import('./features/newsletter/newsletter-page')).default) },
  ],
});
