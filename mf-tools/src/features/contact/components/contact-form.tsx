import { FormikProvider, useFormik } from 'formik';
import { useRef, useState, type FormEvent } from 'react';
import { CONTACT_PAGE_TEXTS } from '@plotwise/contracts';
import { FieldGrid, showServerFieldErrors, SignedInPrefill, TextField } from '@plotwise/ui/forms';
import { Button, HoneypotField, honeypotOf, readableError, SentPanel, useFocusFirstError, useToast } from '@plotwise/ui';
import { useSendInquiry } from '../api/send-inquiry';
import { contactPageSchema } from '../contact-schemas';

const EMPTY = { name: '', email: '', subject: '', message: '' };
const REQUIRED = ['name', 'email', 'message'] as const;

/** The /contact message form: stored as an inquiry with its subject line. */
export function ContactForm() {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);
  const send = useSendInquiry();
  const [honeypot, setHoneypot] = useState('');
  const [sent, setSent] = useState(false);

  const formik = useFormik({
    initialValues: EMPTY,
    validationSchema: contactPageSchema,
    validateOnMount: false,
    onSubmit: async (values, helpers) => {
      try {
        await send.mutateAsync({
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
          phone: '',
          source: 'contact',
          ...honeypotOf(honeypot),
        });
        toast({ title: CONTACT_PAGE_TEXTS.sentTitle, description: CONTACT_PAGE_TEXTS.sent, variant: 'success' });
        helpers.resetForm();
        setSent(true);
      } catch (error) {
        showServerFieldErrors(error, helpers, Object.keys(EMPTY), formRef.current);
        toast({ title: CONTACT_PAGE_TEXTS.errorTitle, description: readableError(error, CONTACT_PAGE_TEXTS.failed), variant: 'destructive' });
      }
    },
  });

  // One toast for any missing field, on top of each field's own message.
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    const messages = Object.values(errors).filter(Boolean) as string[];
    if (messages.length > 0) {
      void formik.setTouched({ name: true, email: true, subject: true, message: true }, false);
      const missing = REQUIRED.some((field) => !formik.values[field].trim());
      const description = missing ? CONTACT_PAGE_TEXTS.requiredFields : messages[0];
      toast({ title: CONTACT_PAGE_TEXTS.errorTitle, description, variant: 'destructive' });
      return;
    }
    await formik.submitForm();
  };

  if (sent) {
    return <SentPanel title={CONTACT_PAGE_TEXTS.sentTitle} description={CONTACT_PAGE_TEXTS.sent} againLabel={CONTACT_PAGE_TEXTS.sendAnother} onAgain={() => setSent(false)} />;
  }
  return (
    <FormikProvider value={formik}>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Send us a message" style={{ display: 'grid', gap: 16 }}>
        <SignedInPrefill />
        <FieldGrid>
          <TextField name="name" label="Your name" autoComplete="name" required />
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
        </FieldGrid>
        <TextField name="subject" label="Subject" placeholder="What is it about?" />
        <TextField name="message" label="Message" multiline required />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <div>
          <Button type="submit" disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Sending…' : 'Send Message'}</Button>
        </div>
      </form>
    </FormikProvider>
  );
}
