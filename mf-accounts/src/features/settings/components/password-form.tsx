import { useRef } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { ACCOUNT_LIMITS, ACCOUNT_TEXTS } from '@plotwise/contracts';
import { ApiError, readableError, useFocusFirstError, useToast } from '@plotwise/ui';
import { useChangePassword } from '../api/account';
import { passwordSchema, type PasswordValues } from '../settings-schemas';
import { TextField } from '@plotwise/ui/forms';
import { SubmitButton } from '../../../components/submit-button';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change of password with the current one; the server ends every other session. */
export function PasswordForm() {
  const toast = useToast();
  const change = useChangePassword();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);

  const submit = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      helpers.resetForm({ values: EMPTY });
      toast({ title: ACCOUNT_TEXTS.passwordChanged, description: ACCOUNT_TEXTS.passwordChangedDescription, variant: 'success' });
    } catch (error) {
      const message = readableError(error, ACCOUNT_TEXTS.genericFailure);
      if (error instanceof ApiError && error.serverMessage === ACCOUNT_TEXTS.currentPasswordWrong) {
        helpers.setFieldError('currentPassword', message);
      }
      toast({ title: ACCOUNT_TEXTS.passwordChangeFailed, description: message, variant: 'destructive' });
    }
  };

  return (
    <Formik initialValues={EMPTY} validationSchema={passwordSchema} onSubmit={submit}>
      <Form ref={formRef} noValidate aria-label={ACCOUNT_TEXTS.passwordHeading}>
        <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
        <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" hint={`At least ${ACCOUNT_LIMITS.passwordMin} characters`} />
        <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
        <SubmitButton pending={change.isPending} pendingLabel="Changing…">Change Password</SubmitButton>
      </Form>
    </Formik>
  );
}
