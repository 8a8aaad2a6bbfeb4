import { FormikProvider, useFormik } from 'formik';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { QUOTE_LIMITS, QUOTE_TEXTS } from '@plotwise/contracts';
import { Button, HoneypotField, honeypotOf, readableError, useFocusFirstError, useToast } from '@plotwise/ui';
import { TextField } from '@plotwise/ui/forms';
import { useRequestQuote } from '../api/request-quote';

const quoteSchema = yup.object({
  name: yup.string().trim().required(QUOTE_TEXTS.missing).max(QUOTE_LIMITS.name),
  mobile: yup.string().trim().required(QUOTE_TEXTS.missing).max(QUOTE_LIMITS.mobile).matches(/^\+?[\d\s-]{10,19}$/, QUOTE_TEXTS.mobileInvalid),
  message: yup.string().trim().required(QUOTE_TEXTS.missing).max(QUOTE_LIMITS.message),
});

const EMPTY = { name: '', mobile: '', message: '' };

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 70;
  background: rgba(15, 23, 42, .5);
  display: grid;
  place-items: center;
  padding: 16px;
`;

const Box = styled.div`
  width: min(480px, 100%);
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  padding: 24px;
  display: grid;
  gap: 16px;
  header { display: flex; justify-content: space-between; align-items: start; gap: 12px; }
  h2 { margin: 0; font-size: 1.35rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const Close = styled.button`
  width: 40px;
  height: 40px;
  border: 0;
  background: transparent;
  font-size: 1.5rem;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.md};
  &:hover { background: ${({ theme }) => theme.colors.page}; }
`;

/** The Services page's Get Quote dialog: stored by POST /api/quotes. */
export function QuoteDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const request = useRequestQuote();
  const [honeypot, setHoneypot] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);

  useEffect(() => {
    box.current?.querySelector<HTMLInputElement>('input')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const formik = useFormik({
    initialValues: EMPTY,
    validationSchema: quoteSchema,
    onSubmit: async (values, helpers) => {
      try {
        await request.mutateAsync({ name: values.name.trim(), mobile: values.mobile.trim(), message: values.message.trim(), ...honeypotOf(honeypot) });
        toast({ title: QUOTE_TEXTS.submittedTitle, description: QUOTE_TEXTS.submitted, variant: 'success' });
        helpers.resetForm();
        onClose();
      } catch (error) {
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
      if (messages.includes(QUOTE_TEXTS.missing)) toast({ title: QUOTE_TEXTS.missingTitle, description: QUOTE_TEXTS.missing, variant: 'destructive' });
      else toast({ title: QUOTE_TEXTS.failedTitle, description: messages[0], variant: 'destructive' });
      return;
    }
    await formik.submitForm();
  };

  return (
    <Backdrop onMouseDown={(event) => { if (event.target === event.currentTarget) onClose(); }}>
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby="quote-title">
        <header>
          <div>
            <h2 id="quote-title">Get a Free Quote</h2>
            <p>Tell us what you need; an advisor calls you back within 24 hours.</p>
          </div>
          <Close type="button" aria-label="Close" onClick={onClose}>×</Close>
        </header>
        <FormikProvider value={formik}>
          <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Quote request" style={{ display: 'grid', gap: 14 }}>
            <TextField name="name" label="Name" autoComplete="name" required />
            <TextField name="mobile" label="Mobile" type="tel" inputMode="tel" autoComplete="tel" placeholder="+91 98765 43210" required />
            <TextField name="message" label="Message" multiline placeholder="E.g. I want to sell two plots in Talegaon" required />
            <HoneypotField value={honeypot} onChange={setHoneypot} />
            <Button type="submit" $block disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Sending…' : 'Request Quote'}</Button>
          </form>
        </FormikProvider>
      </Box>
    </Backdrop>
  );
}
