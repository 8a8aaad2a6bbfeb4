import { useRef } from 'react';
import { Form, Formik } from 'formik';
import { ApiError, apiRequest, Button, Card, Container, useFocusFirstError, useMutation, useNavigate, usePageMeta, useRefreshSession, useToast } from '@plotwise/ui';
import styled from 'styled-components';
import * as yup from 'yup';
import { AUTH_TEXTS, type AdminLoginPayload, type LoginResponse } from '@plotwise/contracts';
import { TextField } from '@plotwise/ui/forms';

const adminLoginSchema = yup.object({
  username: yup.string().trim().required(AUTH_TEXTS.usernameRequired),
  password: yup.string().required(AUTH_TEXTS.passwordRequired),
});

const Page = styled(Container)`
  display: grid;
  place-items: center;
  padding-top: 64px;
  padding-bottom: 64px;
`;

const Panel = styled(Card)`
  width: min(420px, 100%);
  padding: 32px;
  form { display: grid; gap: 16px; }
`;

const Hint = styled.p`
  background: ${({ theme }) => theme.colors.accentSoft};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 10px 12px;
  font-size: .9rem;
`;

export function AdminLoginPage() {
  usePageMeta('Admin Login');
  const toast = useToast();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);

  const login = useMutation({
    mutationFn: (payload: AdminLoginPayload) => apiRequest<LoginResponse>('POST', '/api/auth/admin-login', payload),
    onSuccess: async (response) => {
      toast({ title: AUTH_TEXTS.loginSuccessful, description: `Welcome back, ${response.user.name}.`, variant: 'success' });
      await refreshSession();
      navigate('/admin/dashboard');
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        toast({
          title: AUTH_TEXTS.adminLoginFailedTitle,
          description: error.serverMessage ?? AUTH_TEXTS.adminLoginFailedFallback,
          variant: 'destructive',
        });
      } else {
        toast({ title: AUTH_TEXTS.adminLoginNetworkFailure, variant: 'destructive' });
      }
    },
  });

  return (
    <Page>
      <Panel>
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
            <Button type="submit" $block disabled={login.isPending}>
              {login.isPending ? 'Signing in…' : 'Sign in'}
            </Button>
          </Form>
        </Formik>
      </Panel>
    </Page>
  );
}
