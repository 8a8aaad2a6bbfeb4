import { useRef } from 'react';
import { Form, Formik } from 'formik';
import { ACCOUNT_TEXTS, type SessionUser } from '@plotwise/contracts';
import { readableError, useFocusFirstError, useToast } from '@plotwise/ui';
import { useUpdateProfile } from '../api/account';
import { profileSchema, type ProfileValues } from '../settings-schemas';
import { TextField } from '@plotwise/ui/forms';
import { SubmitButton } from '../../../components/submit-button';

/** Name and phone; the email is the sign-in name and stays as it is. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const toast = useToast();
  const update = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);

  const submit = async (values: ProfileValues) => {
    try {
      await update.mutateAsync({ name: values.name.trim(), phone: values.phone.trim() });
      toast({ title: ACCOUNT_TEXTS.profileUpdated, description: ACCOUNT_TEXTS.profileUpdatedDescription, variant: 'success' });
    } catch (error) {
      toast({ title: ACCOUNT_TEXTS.profileUpdateFailed, description: readableError(error, ACCOUNT_TEXTS.genericFailure), variant: 'destructive' });
    }
  };

  return (
    <Formik initialValues={{ name: user.name, phone: user.phone ?? '' }} validationSchema={profileSchema} onSubmit={submit} enableReinitialize>
      {({ dirty }) => (
        <Form ref={formRef} noValidate aria-label={ACCOUNT_TEXTS.profileHeading}>
          <TextField name="name" label="Full name" autoComplete="name" />
          <TextField name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
          <p className="email">
            Email: <strong>{user.email ?? '—'}</strong>
          </p>
          <SubmitButton pending={update.isPending} pendingLabel="Saving…" disabled={!dirty}>Save Changes</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
