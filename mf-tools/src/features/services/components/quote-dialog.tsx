import { FormikProvider, useFormik } from 'formik';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { QUOTE_LIMITS, QUOTE_TEXTS } from '@plotwise/contracts';
import { Button, Dialog, HoneypotField, honeypotOf, readableError, SentPanel, useFocusFirstError, useToast } from '@plotwise/ui';
import { showServerFieldErrors, SignedInPrefill, TextField } from '@plotwise/ui/forms';
import { useRequestQuote } from '../api/request-quote';

const quoteSchema = yup.object({
  name: yup.string().trim().required(QUOTE_TEXTS.nameRequired).max(QUOTE_LIMITS.name),
  mobile: yup.string().trim().required(QUOTE_TEXTS.mobileRequired).max(QUOTE_LIMITS.mobile).matches(/^\+?[\d\s-]{10,19}$/, QUOTE_TEXTS.mobileInvalid),
  message: yup.string().trim().required(QUOTE_TEXTS.messageRequired).max(QUOTE_LIMITS.message),
});

const EMPTY = { name: '', mobile: '', message: '' };
const REQUIRED = ['name', 'mobile', 'message'] as const;
/** The signed-in person's phone goes into the Mobile box. */
const PREFILL = { name: 'name', phone: 'mobile' };

const Intro = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The Services page's Get Quote dialog: stored by POST /api/quotes. */
export function QuoteDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const request = useRequestQuote();
  const [honeypot, setHoneypot] = useState('');
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);

  const formik = useFormik({
    initialValues: EMPTY,
    validationSchema: quoteSchema,
    onSubmit: async (values, helpers) => {
      try {
        await request.mutateAsync({ name: values.name.trim(), mobile: values.mobile.trim(), message: values.message.trim(), ...honeypotOf(honeypot) });
        toast({ title: QUOTE_TEXTS.submittedTitle, description: QUOTE_TEXTS.submitted, variant: 'success' });
        helpers.resetForm();
        setSent(true);
      } catch (error) {
        // Under the field the API named, and in the toast as the form's own checks do.
        showServerFieldErrors(error, helpers, REQUIRED, formRef.current);
        toast({ title: QUOTE_TEXTS.failedTitle, description: readableError(error, QUOTE_TEXTS.failed), variant: 'destructive' });
      }
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    const messages = Object.values(errors) as string[];
    if (messages.length > 0) {
      void formik.setTouched({ name: true, mobile: true, message: true }, false);
      if (REQUIRED.some((field) => !formik.values[field].trim())) toast({ title: QUOTE_TEXTS.missingTitle, description: QUOTE_TEXTS.missing, variant: 'destructive' });
      else toast({ title: QUOTE_TEXTS.failedTitle, description: messages[0], variant: 'destructive' });
      return;
    }
    await formik.submitForm();
  };

  return (
    <Dialog title="Get a Free Quote" open onClose={onClose}>
      {sent ? (
        <SentPanel title={QUOTE_TEXTS.submittedTitle} description={QUOTE_TEXTS.submitted} againLabel={QUOTE_TEXTS.requestAnother} onAgain={() => setSent(false)} />
      ) : (
        <FormikProvider value={formik}>
          <Intro>Tell us what you need; an advisor calls you back within 24 hours.</Intro>
          <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Quote request" style={{ display: 'grid', gap: 14 }}>
            <SignedInPrefill names={PREFILL} />
            <TextField name="name" label="Name" autoComplete="name" required />
            <TextField name="mobile" label="Mobile" type="tel" inputMode="tel" autoComplete="tel" placeholder="+91 98765 43210" required />
            <TextField name="message" label="Message" multiline placeholder="E.g. I want to sell two plots in Talegaon" required />
            <HoneypotField value={honeypot} onChange={setHoneypot} />
            <Button type="submit" $block disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Sending…' : 'Request Quote'}</Button>
          </form>
        </FormikProvider>
      )}
    </Dialog>
  );
}
