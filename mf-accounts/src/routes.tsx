import { lazyPage, remoteRoutes } from '@plotwise/ui';
import { AdminLoginPage } from './features/admin-login/admin-login-page';
import { AgentPendingPage } from './features/agent-pending/agent-pending-page';
import { LoginPage } from './features/auth/auth-page';
import { ForgotPasswordPage } from './features/auth/forgot-password-page';
import { RegisterPage } from './features/auth/register-page';
import { ResetPasswordPage } from './features/auth/reset-password-page';
import { DashboardPage } from './features/dashboard/dashboard-page';

// Pages only signed-in people reach load on demand.
/** The accounts' route tree, exposed to the shell as `mf_accounts/routes`. */
export default remoteRoutes({
  name: 'mf_accounts',
  release: process.env.PLOTWISE_RELEASE,
  routes: [
    { path: '/login', page: LoginPage },
    { path: '/register', page: RegisterPage },
    { path: '/forgot-password', page: ForgotPasswordPage },
    { path: '/reset-password', page: ResetPasswordPage },
    { path: '/admin/login', page: AdminLoginPage },
    { path: '/dashboard', page: DashboardPage },
    { path: '/agent-dashboard', page: lazyPage(async () => (await import('./features/agent-dashboard/agent-dashboard-page')).AgentDashboardPage) },
    // The old agent projects link: the agent dashboard's My Projects tab.
    { path: '/agent-properties', redirectTo: '/agent-dashboard?tab=projects' },
    { path: '/agent-pending', page: AgentPendingPage },
    { path: '/wishlist', page: lazyPage(async () => (await import('./features/wishlist/wishlist-page')).WishlistPage) },
    { path: '/settings', page: lazyPage(async () => (await import('./features/settings/settings-page')).SettingsPage) },
  ],
});
