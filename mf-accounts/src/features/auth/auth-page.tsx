import { useState } from 'react';
import { ButtonLink, Link, Tabs, usePageMeta } from '@plotwise/ui';
import { AuthPage, AuthPanel } from '../../components/auth-layout';
import { LoginForm } from './components/login-form';
import { RegisterForm } from './components/register-form';

const AUTH_TABS = [
  { key: 'login', label: 'Login' },
  { key: 'register', label: 'Register' },
  { key: 'admin', label: 'Admin' },
] as const;
type AuthTab = (typeof AUTH_TABS)[number]['key'];

/** `/login`: the combined page with Login, Register and Admin tabs. */
export function LoginPage() {
  usePageMeta('Login or Register');
  const [tab, setTab] = useState<AuthTab>('login');
  return (
    <AuthPage>
      <AuthPanel>
        <h1>Welcome to Plotwise</h1>
        <p>Sign in or create an account to save plots and contact agents.</p>
        <Tabs look="segmented" label="Sign in options" tabs={AUTH_TABS} selected={tab} onSelect={setTab}>
          {tab === 'login' && <LoginForm />}
          {tab === 'register' && <RegisterForm variant="auth-page" />}
          {tab === 'admin' && (
            <>
              <p>Administrators sign in with their username on the admin portal.</p>
              <ButtonLink as={Link} to="/admin/login" $block>Go to Admin Login</ButtonLink>
            </>
          )}
        </Tabs>
      </AuthPanel>
    </AuthPage>
  );
}
