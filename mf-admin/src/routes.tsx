import { NotFoundScreen, Route, Routes } from '@plotwise/ui';
import { AdminDashboardPage } from './features/dashboard/admin-dashboard-page';

/** The admin portal's route tree, exposed as `mf_admin/routes`; fetched only for admin sessions. */
export default function AdminRoutes() {
  return (
    <div data-remote="mf_admin" data-release={process.env.PLOTWISE_RELEASE} style={{ display: 'contents' }}>
      <Routes>
        <Route path="/admin" element={<AdminDashboardPage />} />
        <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </div>
  );
}
