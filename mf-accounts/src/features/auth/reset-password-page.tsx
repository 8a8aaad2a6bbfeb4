import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { ACCOUNT_LIMITS, ACCOUNT_TEXTS, PASSWORD_RESET_TEXTS } from '@plotwise/contracts';
import { ApiError, ButtonLink, Link, readableError, useFocusWhenShown, usePageMeta, useSearchParams } from '@plotwise/ui';
import { TextField } from '@plotwise/ui/forms';
import { SubmitButton } from '../../components/submit-button';
import { useAccountForm } from '../../lib/use-account-form';
import { resetPasswordSchema, type ResetPasswordValues } from './account-schemas';
import { useResetPassword } from './api/password-reset';
import { AuthLinks, AuthPage, AuthPanel } from '../../components/auth-layout';

const EMPTY: ResetPasswordValues = { password: '', confirmPassword: '' };

/** The link cannot be used: the server's message, and the way to a new link. */
function DeadLink({ message, takeFocus }: { message: string; takeFocus: boolean }) {
  // Found dead on submit, it replaces the form: the focus goes to it, not to the page's start.
  const heading = useFocusWhenShown<HTMLHeadingElement>(takeFocus);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>{PASSWORD_RESET_TEXTS.deadLinkTitle}</h1>
      <p role="alert">{message}</p>
      <ButtonLink as={Link} to="/forgot-password" $block>{PASSWORD_RESET_TEXTS.askAgain}</ButtonLink>
      <AuthLinks>
        <Link to="/login">{PASSWORD_RESET_TEXTS.backToLogin}</Link>
      </AuthLinks>
    </>
  );
}

/** `/reset-password?token=…`: the page an emailed reset link opens. */
export function ResetPasswordPage() {
  usePageMeta('Reset password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { formRef, toast, enter } = useAccountForm();
  const reset = useResetPassword();
  // A link without a token is as dead as an expired one; the server says which links are.
  const [deadLinkMessage, setDeadLinkMessage] = useState<string | null>(token ? null : PASSWORD_RESET_TEXTS.invalidLink);

  const submit = async (values: ResetPasswordValues, helpers: FormikHelpers<ResetPasswordValues>) => {
    try {
      await reset.mutateAsync({ token, password: values.password });
    } catch (error) {
      const message = readableError(error, ACCOUNT_TEXTS.genericFailure);
      if (error instanceof ApiError && error.serverMessage === PASSWORD_RESET_TEXTS.invalidLink) {
        setDeadLinkMessage(message);
        return;
      }
      // The API's own password rules (a common password): shown on the field.
      if (error instanceof ApiError && error.serverMessage) helpers.setFieldError('password', message);
      toast({ title: PASSWORD_RESET_TEXTS.resetFailed, description: message, variant: 'destructive' });
      return;
    }
    // Every session of the account ended with the reset, this browser's too if it had one.
    await enter({ title: PASSWORD_RESET_TEXTS.passwordReset, description: PASSWORD_RESET_TEXTS.passwordResetDescription }, '/login', { replace: true });
  };

  return (
    <AuthPage>
      <AuthPanel>
        {deadLinkMessage ? (
          <DeadLink message={deadLinkMessage} takeFocus={Boolean(token)} />
        ) : (
          <>
            <h1>{PASSWORD_RESET_TEXTS.resetTitle}</h1>
            <p>{PASSWORD_RESET_TEXTS.resetIntro}</p>
            <Formik initialValues={EMPTY} validationSchema={resetPasswordSchema} onSubmit={submit}>
              <Form ref={formRef} noValidate aria-label={PASSWORD_RESET_TEXTS.resetTitle}>
                <TextField
                  name="password"
                  label={PASSWORD_RESET_TEXTS.newPasswordLabel}
                  type="password"
                  autoComplete="new-password"
                  hint={`At least ${ACCOUNT_LIMITS.passwordMin} characters`}
                />
                <TextField name="confirmPassword" label={PASSWORD_RESET_TEXTS.confirmPasswordLabel} type="password" autoComplete="new-password" />
                <SubmitButton $block pending={reset.isPending} pendingLabel={PASSWORD_RESET_TEXTS.savingPassword}>
                  {PASSWORD_RESET_TEXTS.savePassword}
                </SubmitButton>
              </Form>
            </Formik>
            <AuthLinks>
              <Link to="/login">{PASSWORD_RESET_TEXTS.backToLogin}</Link>
            </AuthLinks>
          </>
        )}
      </AuthPanel>
    </AuthPage>
  );
}
