import { useRef } from 'react';
import { Form, Formik } from 'formik';
import { ApiError, Button, Link, useFocusFirstError, useNavigate, useRefreshSession, useSearchParams, useToast } from '@plotwise/ui';
import { AUTH_TEXTS, PASSWORD_RESET_TEXTS } from '@plotwise/contracts';
import { destinationAfterLogin } from '../../../lib/destination-after-login';
import { loginSchema } from '../account-schemas';
import { useLogin } from '../api/login';
import { ForgotPasswordLink } from './auth-layout';
import { TextField } from '@plotwise/ui/forms';

export function LoginForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);
  const login = useLogin();
  // A link from "this email is registered" brings the address along.
  const [params] = useSearchParams();
  const email = params.get('email')?.slice(0, 254) ?? '';

  const submit = async (values: { email: string; password: string }) => {
    try {
      const { user } = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      toast({ title: AUTH_TEXTS.loginSuccessful, description: `Welcome back, ${user.name}.`, variant: 'success' });
      await refreshSession();
      navigate(destinationAfterLogin(user));
    } catch (error) {
      if (error instanceof ApiError) {
        toast({ title: AUTH_TEXTS.loginFailedTitle, description: error.serverMessage ?? AUTH_TEXTS.loginFailedFallback, variant: 'destructive' });
      } else {
        toast({ title: AUTH_TEXTS.loginNetworkFailure, variant: 'destructive' });
      }
    }
  };

  return (
    <Formik initialValues={{ email, password: '' }} validationSchema={loginSchema} onSubmit={submit}>
      <Form ref={formRef} noValidate aria-label="Login">
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" />
        <ForgotPasswordLink as={Link} to="/forgot-password">{PASSWORD_RESET_TEXTS.forgotLink}</ForgotPasswordLink>
        <Button type="submit" $block disabled={login.isPending}>
          {login.isPending ? 'Signing in…' : 'Login'}
        </Button>
      </Form>
    </Formik>
  );
}
