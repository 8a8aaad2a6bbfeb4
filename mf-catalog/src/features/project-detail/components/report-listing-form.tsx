import { useRef } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { EMAIL_PATTERN, HONEYPOT_FIELD, REPORT_LIMITS, REPORT_REASONS, REPORT_REASON_LABELS, REPORT_TEXTS as TEXTS, isIndianPhone, type ListingReportPayload } from '@plotwise/contracts';
import { apiRequest, readableError, useFocusFirstError, useMutation, useToast } from '@plotwise/ui';
import { SelectField, TextField } from '@plotwise/ui/forms';
import { FormEnding } from '../../../components/form-ending';

const Fields = styled(Form)`
  display: grid;
  gap: 14px;
`;

/** The rules POST /api/listing-reports checks, in its words. */
const reportSchema = yup.object({
  reason: yup.string().required(TEXTS.reasonRequired).oneOf([...REPORT_REASONS], TEXTS.reasonRequired),
  details: yup.string().trim().required(TEXTS.detailsTooShort).min(REPORT_LIMITS.detailsMin, TEXTS.detailsTooShort).max(REPORT_LIMITS.detailsMax, TEXTS.detailsTooLong),
  contact: yup
    .string()
    .trim()
    .max(REPORT_LIMITS.contactMax, TEXTS.contactInvalid)
    .test('contact', TEXTS.contactInvalid, (value) => !value || EMAIL_PATTERN.test(value) || isIndianPhone(value)),
});

type Values = { reason: string; details: string; contact: string; [HONEYPOT_FIELD]: string };

export function ReportListingForm({ projectId, onSent }: { projectId: number; onSent: () => void }) {
  const toast = useToast();
  const send = useMutation({ mutationFn: (payload: ListingReportPayload) => apiRequest<{ id: number }>('POST', '/api/listing-reports', payload) });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);
  const submit = async (values: Values) => {
    try {
      await send.mutateAsync({
        projectId,
        reason: values.reason as ListingReportPayload['reason'],
        details: values.details.trim(),
        contact: values.contact.trim(),
        [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
      });
      onSent();
    } catch (error) {
      toast({ title: TEXTS.title, description: readableError(error, TEXTS.title), variant: 'destructive' });
    }
  };
  return (
    <Formik<Values> initialValues={{ reason: '', details: '', contact: '', [HONEYPOT_FIELD]: '' }} validationSchema={reportSchema} onSubmit={submit}>
      {() => (
        <Fields ref={formRef} noValidate aria-label={TEXTS.title}>
          <SelectField name="reason" label={TEXTS.reason} required placeholder={TEXTS.reasonRequired}
            options={REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] }))} />
          <TextField name="details" label={TEXTS.details} hint={TEXTS.detailsHelp} multiline required maxLength={REPORT_LIMITS.detailsMax} />
          <TextField name="contact" label={TEXTS.contact} hint={TEXTS.contactHelp} maxLength={REPORT_LIMITS.contactMax} />
          <FormEnding pending={send.isPending} texts={TEXTS} />
        </Fields>
      )}
    </Formik>
  );
}
