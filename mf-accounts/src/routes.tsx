import { Suspense, lazy } from 'react';
import { Navigate, NotFoundScreen, PageSkeleton, Route, Routes } from '@plotwise/ui';
import { AdminLoginPage } from './features/admin-login/admin-login-page';
import { AgentPendingPage } from './features/agent-pending/agent-pending-page';
import { LoginPage } from './features/auth/auth-page';
import { ForgotPasswordPage } from './features/auth/forgot-password-page';
import { RegisterPage } from './features/auth/register-page';
import { ResetPasswordPage } from './features/auth/reset-password-page';
import { DashboardPage } from './features/dashboard/dashboard-page';

// Pages only signed-in people reach load on demand.
const AgentDashboardPage = lazy(() => import('./features/agent-dashboard/agent-dashboard-page').then((module) => ({ default: module.AgentDashboardPage })));
const SettingsPage = lazy(() => import('./features/settings/settings-page').then((module) => ({ default: module.SettingsPage })));
const WishlistPage = lazy(() => import('./features/wishlist/wishlist-page').then((module) => ({ default: module.WishlistPage })));

/** The accounts' route tree, exposed to the shell as `mf_accounts/routes`. */
export default function AccountsRoutes() {
  return (
    <div data-remote="mf_accounts" data-release={process.env.PLOTWISE_RELEASE} style={{ display: 'contents' }}>
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/admin/login" element={<AdminLoginPage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/agent-dashboard" element={<AgentDashboardPage />} />
          {/* The old agent projects link: the agent dashboard's My Projects tab. */}
          <Route path="/agent-properties" element={<Navigate to="/agent-dashboard?tab=projects" replace />} />
          <Route path="/agent-pending" element={<AgentPendingPage />} />
          <Route path="/wishlist" element={<WishlistPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
    </div>
  );
}
