import { useRef } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import {
  EMAIL_PATTERN, HONEYPOT_FIELD, SAVED_SEARCH_TEXTS as TEXTS, savedSearchLabel,
  type EnquiryPhoneStatus, type SavedSearchCreated, type SavedSearchFiltersInput, type SavedSearchPayload,
} from '@plotwise/contracts';
import { Button, HoneypotField, apiRequest, readableError, useFocusFirstError, useMutation, useQuery, useSession } from '@plotwise/ui';
import { SelectField, TextField } from '@plotwise/ui/forms';

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

type Values = { frequency: 'daily'; contact: 'email' | 'phone'; email: string; [HONEYPOT_FIELD]: string };

/** The rules POST /api/saved-searches checks for a visitor's email, in its words. */
const visitorSchema = yup.object({
  email: yup.string().when('contact', { is: 'email', then: (rule) => rule.trim().required(TEXTS.invalidEmail).matches(EMAIL_PATTERN, TEXTS.invalidEmail) }),
});

/** An account saves as itself; a visitor gives an email (confirmed by link) or uses the number this browser confirmed. */
export function SaveSearchForm({ filters, onSaved, onCancel }: SaveSearchFormProps) {
  const { user } = useSession();
  const phone = useQuery<EnquiryPhoneStatus>({ queryKey: ['/api/inquiries/phone-status'], enabled: !user });
  const verifiedPhone = phone.data?.verifiedPhone ?? null;
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
    <Formik<Values> initialValues={{ frequency: 'daily', contact: 'email', email: '', [HONEYPOT_FIELD]: '' }} validationSchema={user ? undefined : visitorSchema} onSubmit={submit}>
      {({ values, setFieldValue }) => (
        <Fields ref={formRef} noValidate aria-label={TEXTS.dialogTitle}>
          <Summary>{savedSearchLabel(filters)}</Summary>
          <SelectField name="frequency" label={TEXTS.frequencyLabel} options={[{ value: 'daily', label: TEXTS.frequencyDaily }]} />
          {!user && verifiedPhone && (
            <SelectField name="contact" label={TEXTS.phoneLabel} hint={TEXTS.phoneHint}
              options={[{ value: 'email', label: TEXTS.emailLabel }, { value: 'phone', label: verifiedPhone }]} />
          )}
          {!user && values.contact === 'email' && <TextField name="email" type="email" label={TEXTS.emailLabel} required autoComplete="email" />}
          <HoneypotField value={values[HONEYPOT_FIELD]} onChange={(value) => void setFieldValue(HONEYPOT_FIELD, value)} />
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
