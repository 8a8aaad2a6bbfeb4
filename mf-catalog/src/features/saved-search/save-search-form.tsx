import { useRef } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import {
  EMAIL_PATTERN, HONEYPOT_FIELD, SAVED_SEARCH_TEXTS as TEXTS, formatIndianMobile, normaliseIndianMobile, savedSearchLabel,
  type InquiryPhoneStatus, type SavedSearchCreated, type SavedSearchFiltersInput, type SavedSearchPayload,
} from '@plotwise/contracts';
import { Button, apiRequest, readableError, useFocusFirstError, useMutation, useQuery, useSession } from '@plotwise/ui';
import { SelectField, TextField } from '@plotwise/ui/forms';
import { FormHoneypot } from '../../components/form-ending';
import { PhoneVerification, type PhoneVerificationWords } from '../inquiry';

const Fields = styled(Form)`
  display: grid;
  gap: 14px;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
`;

const Summary = styled.p`
  margin: 0;
  font-weight: 600;
`;

export interface SaveSearchFormProps {
  filters: SavedSearchFiltersInput;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

type Values = { frequency: 'daily'; contact: 'email' | 'phone'; email: string; phone: string; [HONEYPOT_FIELD]: string };

/** What confirming the number is for, in the inquiry's verification box. */
const PHONE_WORDS: PhoneVerificationWords = { optional: TEXTS.phoneConfirmIntro, verifiedHint: TEXTS.phoneConfirmedHint, unverifiedNote: null };

/** The rules POST /api/saved-searches checks for a visitor's contact, in its words: an email, or a number this browser confirmed. */
const visitorSchema = (verifiedPhone: string | null) => yup.object({
  email: yup.string().when('contact', { is: 'email', then: (rule) => rule.trim().required(TEXTS.invalidEmail).matches(EMAIL_PATTERN, TEXTS.invalidEmail) }),
  phone: yup.string().when('contact', {
    is: 'phone',
    then: (rule) => rule.test('confirmed', TEXTS.phoneNotConfirmed, (value) => verifiedPhone !== null && (!value || normaliseIndianMobile(value) === verifiedPhone)),
  }),
});

/**
 * An account saves as itself; a visitor gives an email (confirmed by link) or
 * a mobile number, confirmed here with a texted code unless this browser
 * already did (the inquiry form's verification, same code and cookie).
 */
export function SaveSearchForm({ filters, onSaved, onCancel }: SaveSearchFormProps) {
  const { user } = useSession();
  const phoneStatus = useQuery<InquiryPhoneStatus>({ queryKey: ['/api/inquiries/phone-status'], enabled: !user });
  const verifiedPhone = user ? null : phoneStatus.data?.verifiedPhone ?? null;
  const save = useMutation({ mutationFn: (payload: SavedSearchPayload) => apiRequest<SavedSearchCreated>('POST', '/api/saved-searches', payload) });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);
  const submit = async (values: Values) => {
    const contact = user ? {} : values.contact === 'phone' && verifiedPhone ? { phone: verifiedPhone } : { email: values.email.trim() };
    try {
      const saved = await save.mutateAsync({ filters, frequency: values.frequency, ...contact, [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] });
      onSaved(saved.message);
    } catch {
      // Shown under the form; the dialog stays open to try again.
    }
  };
  return (
    <Formik<Values>
      initialValues={{ frequency: 'daily', contact: 'email', email: '', phone: '', [HONEYPOT_FIELD]: '' }}
      validationSchema={user ? undefined : visitorSchema(verifiedPhone)}
      onSubmit={submit}
    >
      {({ values }) => (
        <Fields ref={formRef} noValidate aria-label={TEXTS.dialogTitle}>
          <Summary>{savedSearchLabel(filters)}</Summary>
          <SelectField name="frequency" label={TEXTS.frequencyLabel} options={[{ value: 'daily', label: TEXTS.frequencyDaily }]} />
          {!user && (
            <SelectField name="contact" label={TEXTS.contactLabel}
              options={[{ value: 'email', label: TEXTS.emailLabel }, { value: 'phone', label: verifiedPhone ? formatIndianMobile(verifiedPhone) : TEXTS.phoneOption }]} />
          )}
          {!user && values.contact === 'email' && <TextField name="email" type="email" label={TEXTS.emailLabel} required autoComplete="email" />}
          {!user && values.contact === 'phone' && (
            <>
              {!verifiedPhone && <TextField name="phone" type="tel" label={TEXTS.phoneLabel} hint={TEXTS.phoneHint} required autoComplete="tel" />}
              <PhoneVerification phone={verifiedPhone ?? values.phone} words={PHONE_WORDS} />
            </>
          )}
          <FormHoneypot />
          {save.isError && <p role="alert">{readableError(save.error, TEXTS.failed)}</p>}
          <Actions>
            <Button type="button" $variant="secondary" onClick={onCancel}>{TEXTS.cancel}</Button>
            <Button type="submit" disabled={save.isPending}>{TEXTS.submit}</Button>
          </Actions>
        </Fields>
      )}
    </Formik>
  );
}
