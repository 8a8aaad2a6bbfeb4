import { Route, Routes } from 'react-router-dom';
import { NotFoundScreen } from '@plotwise/ui';
import { AdminLoginPage } from './features/admin-login/admin-login-page';

/** The accounts' route tree, exposed to the shell as `mf_accounts/routes`. */
export default function AccountsRoutes() {
  return (
    <div data-remote="mf_accounts" data-release={process.env.PLOTWISE_RELEASE} style={{ display: 'contents' }}>
      <Routes>
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </div>
  );
}
