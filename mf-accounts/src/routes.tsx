import { Route, Routes } from 'react-router-dom';
import { NotFoundScreen } from '@plotwise/ui';
import { AdminLoginPage } from './features/admin-login/admin-login-page';
import { AgentPendingPage } from './features/agent-pending/agent-pending-page';
import { LoginPage } from './features/auth/auth-page';
import { RegisterPage } from './features/auth/register-page';
import { DashboardPage } from './features/dashboard/dashboard-page';

/** The accounts' route tree, exposed to the shell as `mf_accounts/routes`. */
export default function AccountsRoutes() {
  return (
    <div data-remote="mf_accounts" data-release={process.env.PLOTWISE_RELEASE} style={{ display: 'contents' }}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/agent-pending" element={<AgentPendingPage />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </div>
  );
}
