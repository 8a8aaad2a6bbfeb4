import { Form, Formik } from 'formik';
import { apiRequest, useMutation, usePageMeta } from '@plotwise/ui';
import styled from 'styled-components';
import * as yup from 'yup';
import { AUTH_TEXTS, type AdminLoginPayload, type LoginResponse } from '@plotwise/contracts';
import { TextField } from '@plotwise/ui/forms';
import { AuthPage, AuthPanel } from '../../components/auth-layout';
import { SubmitButton } from '../../components/submit-button';
import { useAccountForm } from '../../lib/use-account-form';

const adminLoginSchema = yup.object({
  username: yup.string().trim().required(AUTH_TEXTS.usernameRequired),
  password: yup.string().required(AUTH_TEXTS.passwordRequired),
});

const Hint = styled.p`
  background: ${({ theme }) => theme.colors.accentSoft};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 10px 12px;
  font-size: .9rem;
`;

export function AdminLoginPage() {
  usePageMeta('Admin Login');
  const { formRef, enter, signInFailed } = useAccountForm();

  const login = useMutation({
    mutationFn: (payload: AdminLoginPayload) => apiRequest<LoginResponse>('POST', '/api/auth/admin-login', payload),
    onSuccess: (response) => enter({ title: AUTH_TEXTS.loginSuccessful, description: `Welcome back, ${response.user.name}.` }, '/admin/dashboard'),
    onError: (error) =>
      signInFailed(error, { title: AUTH_TEXTS.adminLoginFailedTitle, fallback: AUTH_TEXTS.adminLoginFailedFallback, networkFailure: AUTH_TEXTS.adminLoginNetworkFailure }),
  });

  return (
    <AuthPage>
      <AuthPanel>
        <h1>Admin Login</h1>
        <p>Sign in to manage projects, people and leads.</p>
        {process.env.NODE_ENV !== 'production' && (
          <Hint>Development: the admin account is set by ADMIN_USERNAME and ADMIN_PASSWORD (default admin / admin123).</Hint>
        )}
        <Formik
          initialValues={{ username: '', password: '' }}
          validationSchema={adminLoginSchema}
          onSubmit={(values) => login.mutateAsync(values).catch(() => undefined)}
        >
          <Form ref={formRef} noValidate>
            <TextField name="username" label="Username" autoComplete="username" />
            <TextField name="password" label="Password" type="password" autoComplete="current-password" />
            <SubmitButton $block pending={login.isPending} pendingLabel="Signing in…">Sign in</SubmitButton>
          </Form>
        </Formik>
      </AuthPanel>
    </AuthPage>
  );
}
