import { useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { INQUIRY_TEXTS, HONEYPOT_FIELD, INQUIRY_LIMITS } from '@plotwise/contracts';
import { readableError, SentPanel, useFocusFirstError, useToast } from '@plotwise/ui';
import { showServerFieldErrors, SignedInPrefill, TextField } from '@plotwise/ui/forms';
import { useSendInquiry } from '../api/send-inquiry';
import { FormEnding } from '../../../components/form-ending';
import { PhoneVerification } from './phone-verification';
import { inquirySchema, type InquiryValues } from '../inquiry-schema';
import type { TypedInquiry } from './plain-inquiry-form';

const Fields = styled(Form)`
  display: grid;
  gap: 14px;
`;

interface InquiryFormProps {
  project: { id: number; title: string };
  /** Called after the API accepted the inquiry (the city page closes its dialog). */
  onSent?: () => void;
  /** What the visitor typed into the server's plain form before this one took over. */
  typed?: TypedInquiry;
}

type FormValues = InquiryValues & { [HONEYPOT_FIELD]: string };

const FIELDS = ['name', 'email', 'phone', 'message'] as const;

/**
 * The project inquiry: name, email, phone and message, sent to POST /api/inquiries
 * with the project's id. Where it stays on the page (no `onSent`), the news that
 * it was sent takes the form's place until the visitor asks for the form again.
 */
export function InquiryForm({ project, onSent, typed = {} }: InquiryFormProps) {
  const toast = useToast();
  const send = useSendInquiry();
  const [sent, setSent] = useState(false);
  // What was typed before the form took over belongs to the first inquiry only.
  const [carried, setCarried] = useState(typed);

  const initialValues: FormValues = {
    name: '',
    email: '',
    phone: '',
    message: INQUIRY_TEXTS.defaultMessage(project.title),
    [HONEYPOT_FIELD]: '',
    ...carried,
  };

  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);
  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    try {
      await send.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        message: values.message.trim(),
        projectId: project.id,
        [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
      });
      toast({ title: INQUIRY_TEXTS.sentTitle, description: INQUIRY_TEXTS.sentDescription, variant: 'success' });
      setCarried({});
      helpers.resetForm();
      if (onSent) onSent();
      else setSent(true);
    } catch (error) {
      if (showServerFieldErrors(error, helpers, FIELDS, formRef.current)) return;
      toast({ title: INQUIRY_TEXTS.failedTitle, description: readableError(error, INQUIRY_TEXTS.failedDescription), variant: 'destructive' });
    }
  };

  if (sent) {
    return <SentPanel title={INQUIRY_TEXTS.sentTitle} description={INQUIRY_TEXTS.sentDescription} againLabel={INQUIRY_TEXTS.sendAnother} onAgain={() => setSent(false)} />;
  }
  return (
    <Formik initialValues={initialValues} validationSchema={inquirySchema} onSubmit={submit}>
      {({ values }) => (
        <Fields ref={formRef} noValidate aria-label={`Enquiry about ${project.title}`}>
          <SignedInPrefill />
          <TextField name="name" label="Name" autoComplete="name" maxLength={INQUIRY_LIMITS.name} />
          <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={INQUIRY_LIMITS.email} />
          <TextField name="phone" label="Phone" type="tel" autoComplete="tel" maxLength={INQUIRY_LIMITS.phone} />
          <PhoneVerification phone={values.phone} />
          <TextField name="message" label="Message" multiline maxLength={INQUIRY_LIMITS.message} />
          <FormEnding pending={send.isPending} texts={INQUIRY_TEXTS} block />
        </Fields>
      )}
    </Formik>
  );
}

export default InquiryForm;
