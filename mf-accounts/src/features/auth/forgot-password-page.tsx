import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { ACCOUNT_TEXTS, PASSWORD_RESET_TEXTS } from '@plotwise/contracts';
import { Button, ButtonLink, Link, readableError, useFocusFirstError, useFocusWhenShown, usePageMeta, useSearchParams, useToast } from '@plotwise/ui';
import { TextField } from '@plotwise/ui/forms';
import { SubmitButton } from '../../components/submit-button';
import { forgotPasswordSchema } from './account-schemas';
import { useRequestPasswordResetLink } from './api/password-reset';
import { AuthLinks, AuthPage, AuthPanel } from '../../components/auth-layout';

/**
 * `/forgot-password`: asks for a reset link. The answer is the same whether
 * or not an account has the email, and so is the confirmation.
 */
export function ForgotPasswordPage() {
  usePageMeta('Forgot password');
  const toast = useToast();
  const requestLink = useRequestPasswordResetLink();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);
  const [sent, setSent] = useState(false);
  // A link from "this email is registered" brings the address along.
  const [params] = useSearchParams();
  const email = params.get('email')?.slice(0, 254) ?? '';
  // The form is replaced by the confirmation: the focus goes to its heading, not to the page's start.
  const confirmation = useFocusWhenShown<HTMLHeadingElement>(sent);

  const submit = async (values: { email: string }) => {
    try {
      await requestLink.mutateAsync({ email: values.email.trim() });
      setSent(true);
    } catch (error) {
      toast({ title: PASSWORD_RESET_TEXTS.sendFailed, description: readableError(error, ACCOUNT_TEXTS.genericFailure), variant: 'destructive' });
    }
  };

  return (
    <AuthPage>
      <AuthPanel>
        {sent ? (
          <>
            <h1 ref={confirmation} tabIndex={-1}>{PASSWORD_RESET_TEXTS.linkSentTitle}</h1>
            <p>{PASSWORD_RESET_TEXTS.linkSent}</p>
            <p>{PASSWORD_RESET_TEXTS.linkSentNextStep}</p>
            <ButtonLink as={Link} to="/login" $block>{PASSWORD_RESET_TEXTS.backToLogin}</ButtonLink>
            <AuthLinks>
              <Button type="button" $variant="ghost" onClick={() => setSent(false)}>{PASSWORD_RESET_TEXTS.askAgain}</Button>
            </AuthLinks>
          </>
        ) : (
          <>
            <h1>{PASSWORD_RESET_TEXTS.forgotTitle}</h1>
            <p>{PASSWORD_RESET_TEXTS.forgotIntro}</p>
            <Formik initialValues={{ email }} validationSchema={forgotPasswordSchema} onSubmit={submit}>
              <Form ref={formRef} noValidate aria-label={PASSWORD_RESET_TEXTS.forgotTitle}>
                <TextField name="email" label="Email" type="email" autoComplete="email" />
                <SubmitButton $block pending={requestLink.isPending} pendingLabel={PASSWORD_RESET_TEXTS.sendingLink}>
                  {PASSWORD_RESET_TEXTS.sendLink}
                </SubmitButton>
              </Form>
            </Formik>
            <AuthLinks>
              <Link to="/login">{PASSWORD_RESET_TEXTS.backToLogin}</Link>
              <Link to="/register">Create an account</Link>
            </AuthLinks>
          </>
        )}
      </AuthPanel>
    </AuthPage>
  );
}
