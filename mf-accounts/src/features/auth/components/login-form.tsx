import { Form, Formik } from 'formik';
import { Link, useSearchParams } from '@plotwise/ui';
import { AUTH_TEXTS, PASSWORD_RESET_TEXTS } from '@plotwise/contracts';
import { SubmitButton } from '../../../components/submit-button';
import { destinationAfterLogin } from '../../../lib/destination-after-login';
import { useAccountForm } from '../../../lib/use-account-form';
import { loginSchema } from '../account-schemas';
import { useLogin } from '../api/login';
import { ForgotPasswordLink } from '../../../components/auth-layout';
import { TextField } from '@plotwise/ui/forms';

export function LoginForm() {
  const { formRef, enter, signInFailed } = useAccountForm();
  const login = useLogin();
  // A link from "this email is registered" brings the address along.
  const [params] = useSearchParams();
  const email = params.get('email')?.slice(0, 254) ?? '';

  const submit = async (values: { email: string; password: string }) => {
    try {
      const { user } = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      await enter({ title: AUTH_TEXTS.loginSuccessful, description: `Welcome back, ${user.name}.` }, destinationAfterLogin(user));
    } catch (error) {
      signInFailed(error, { title: AUTH_TEXTS.loginFailedTitle, fallback: AUTH_TEXTS.loginFailedFallback, networkFailure: AUTH_TEXTS.loginNetworkFailure });
    }
  };

  return (
    <Formik initialValues={{ email, password: '' }} validationSchema={loginSchema} onSubmit={submit}>
      <Form ref={formRef} noValidate aria-label="Login">
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" />
        <ForgotPasswordLink as={Link} to="/forgot-password">{PASSWORD_RESET_TEXTS.forgotLink}</ForgotPasswordLink>
        <SubmitButton $block pending={login.isPending} pendingLabel="Signing in…">Login</SubmitButton>
      </Form>
    </Formik>
  );
}
