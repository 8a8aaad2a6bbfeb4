import { useState } from 'react';
import { Form, Formik } from 'formik';
import { ApiError, Link, Tabs } from '@plotwise/ui';
import { AUTH_TEXTS, FIELD_TEXTS, type SelfServiceRole } from '@plotwise/contracts';
import { SubmitButton } from '../../../components/submit-button';
import { useAccountForm } from '../../../lib/use-account-form';
import { registerSchema, type RegisterValues } from '../account-schemas';
import { useRegister } from '../api/register';
import { SelectField, TextField } from '@plotwise/ui/forms';
import { FieldNote } from '../../../components/auth-layout';

const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'agent', label: 'Agent' },
] as const satisfies ReadonlyArray<{ value: SelfServiceRole; label: string }>;

/**
 * The two registration screens differ in layout and wording: the auth page asks
 * for the role in a select; the standalone page has User/Agent tabs (user first),
 * its own email message and failure text. Both send a new agent to /agent-pending.
 */
export type RegisterVariant = 'auth-page' | 'standalone';

const VARIANTS = {
  'auth-page': { emailMessage: AUTH_TEXTS.emailInvalid, failureFallback: AUTH_TEXTS.registrationFailedFallback, initialRole: '' },
  standalone: { emailMessage: FIELD_TEXTS.emailInvalid, failureFallback: AUTH_TEXTS.registrationFailedStandalone, initialRole: 'user' },
} as const;

export function RegisterForm({ variant }: { variant: RegisterVariant }) {
  const settings = VARIANTS[variant];
  const { formRef, toast, navigate, enter } = useAccountForm();
  const register = useRegister();
  // The address the API said is registered: the field leads to login and reset while it is still typed there.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);

  const submit = async ({ confirmPassword: _confirm, role, agencyName, reraAgentNumber, ...values }: RegisterValues) => {
    if (role === '') return;
    try {
      const agent = role === 'agent' ? { agencyName: agencyName.trim(), reraAgentNumber: reraAgentNumber.trim() } : {};
      const { user } = await register.mutateAsync({ ...values, email: values.email.trim(), role, ...agent });
      if (user.role === 'agent') {
        toast({ title: AUTH_TEXTS.registrationSuccessful, description: AUTH_TEXTS.registrationAgentPendingDescription, variant: 'success' });
        navigate('/agent-pending');
        return;
      }
      await enter({ title: AUTH_TEXTS.registrationSuccessful, description: `Welcome to Plotwise, ${user.name}.` }, '/dashboard');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setTakenEmail(values.email.trim());
      const description = error instanceof ApiError ? (error.serverMessage ?? settings.failureFallback) : settings.failureFallback;
      toast({ title: AUTH_TEXTS.registrationFailedTitle, description, variant: 'destructive' });
    }
  };

  const initialValues: RegisterValues = { name: '', email: '', phone: '', password: '', confirmPassword: '', role: settings.initialRole, agencyName: '', reraAgentNumber: '' };

  return (
    <Formik initialValues={initialValues} validationSchema={registerSchema(settings.emailMessage)} onSubmit={submit}>
      {({ values, setFieldValue }) => {
        const fields = (
          <Form ref={formRef} noValidate aria-label="Register">
            <TextField name="name" label="Full name" autoComplete="name" />
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            {takenEmail !== null && values.email.trim() === takenEmail && <EmailTakenNote email={takenEmail} />}
            <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
            <TextField name="password" label="Password" type="password" autoComplete="new-password" />
            <TextField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
            {variant === 'auth-page' && <SelectField name="role" label="I am a" placeholder="Select a role" options={ROLE_OPTIONS} />}
            {values.role === 'agent' && (
              <>
                <TextField name="agencyName" label={AUTH_TEXTS.agencyNameLabel} autoComplete="organization" />
                <TextField name="reraAgentNumber" label={AUTH_TEXTS.reraAgentNumberLabel} hint={AUTH_TEXTS.reraAgentNumberHint} />
              </>
            )}
            <SubmitButton $block pending={register.isPending} pendingLabel="Creating account…">
              {values.role === 'agent' ? 'Register as Agent' : 'Register'}
            </SubmitButton>
          </Form>
        );
        if (variant === 'auth-page') return fields;
        return (
          <Tabs look="segmented"
            label="Account type"
            tabs={ROLE_OPTIONS.map((option) => ({ key: option.value, label: option.label }))}
            selected={values.role === '' ? 'user' : values.role}
            onSelect={(role) => void setFieldValue('role', role)}
          >
            {fields}
          </Tabs>
        );
      }}
    </Formik>
  );
}

/** The email is registered already: say so by the field, with the ways on (log in, or reset the password). */
function EmailTakenNote({ email }: { email: string }) {
  const query = `?email=${encodeURIComponent(email)}`;
  return (
    <FieldNote role="alert">
      {AUTH_TEXTS.emailTaken}. {AUTH_TEXTS.emailTakenNextStep}{' '}
      <Link to={`/login${query}`}>{AUTH_TEXTS.emailTakenLogin}</Link> or{' '}
      <Link to={`/forgot-password${query}`}>{AUTH_TEXTS.emailTakenReset}</Link>.
    </FieldNote>
  );
}
