import { useEffect, useState, type FormEvent } from 'react';
import { ValidationError } from 'yup';
import styled from 'styled-components';
import { CONTACT_WIDGET_TEXTS } from '@plotwise/contracts';
import { FieldFrame, serverFieldError, type ServerFieldError } from '@plotwise/ui/forms';
import { Button, HoneypotField, honeypotOf, readableError, useSession, useToast } from '@plotwise/ui';
import { useSendInquiry } from '../api/send-inquiry';
import { WIDGET_ERROR_TITLES, contactWidgetSchema } from '../contact-schemas';

const Form = styled.form`
  display: grid;
  gap: 12px;
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const EMPTY = { name: '', email: '', message: '' };
type WidgetField = keyof typeof EMPTY;

const FIELDS = ['name', 'email', 'message'] as const;

export interface ContactWidgetProps {
  /** Closes the panel that holds the form (the shell's). */
  onClose: () => void;
}

/**
 * The floating contact form, exposed to the shell as `mf_tools/contact-widget`.
 * Each missing field gets its own toast; the phone is sent empty; on success
 * the form resets and the panel closes.
 */
export default function ContactWidget({ onClose }: ContactWidgetProps) {
  const toast = useToast();
  const send = useSendInquiry();
  const [values, setValues] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [refusal, setRefusal] = useState<ServerFieldError | null>(null);
  const { user } = useSession();

  // A signed-in person's name and email fill the boxes still empty; the page's HTML never carries them.
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({ ...current, name: current.name || user.name, email: current.email || (user.email ?? '') }));
  }, [user]);

  const change = (field: WidgetField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (refusal?.field === field) setRefusal(null);
  };
  /** The props that tie a box to the API's message about it, while there is one. */
  const refused = (field: WidgetField) =>
    refusal?.field === field ? { 'aria-invalid': true, 'aria-describedby': `widget-${field}-error` } : {};
  const refusalNote = (field: WidgetField) =>
    refusal?.field === field ? <span className="field-error" role="alert" id={`widget-${field}-error`}>{refusal.message}</span> : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Field by field in the form's order, so the first missing one is the one named.
    for (const field of FIELDS) {
      try {
        await contactWidgetSchema.validateAt(field, values);
      } catch (error) {
        const message = error instanceof ValidationError ? error.message : CONTACT_WIDGET_TEXTS.failed;
        toast({ title: WIDGET_ERROR_TITLES[message] ?? CONTACT_WIDGET_TEXTS.failedTitle, description: message, variant: 'destructive' });
        return;
      }
    }
    const checked = contactWidgetSchema.cast(values, { stripUnknown: true }) as typeof EMPTY;
    try {
      await send.mutateAsync({ ...checked, phone: '', source: 'widget', ...honeypotOf(honeypot) });
      toast({ title: CONTACT_WIDGET_TEXTS.sentTitle, description: CONTACT_WIDGET_TEXTS.sent, variant: 'success' });
      setValues(EMPTY);
      onClose();
    } catch (error) {
      // The field the API refused says so too, as the form's own checks do in their toasts.
      const refusedField = serverFieldError(error, FIELDS);
      setRefusal(refusedField);
      if (refusedField) document.getElementById(`widget-${refusedField.field}`)?.focus();
      toast({ title: CONTACT_WIDGET_TEXTS.failedTitle, description: readableError(error, CONTACT_WIDGET_TEXTS.failed), variant: 'destructive' });
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Quick contact">
      <p>Questions about a plot or a project? Write to us.</p>
      <FieldFrame>
        <label htmlFor="widget-name">Name</label>
        <input id="widget-name" autoComplete="name" value={values.name} onChange={change('name')} {...refused('name')} />
        {refusalNote('name')}
      </FieldFrame>
      <FieldFrame>
        <label htmlFor="widget-email">Email</label>
        <input id="widget-email" type="email" autoComplete="email" value={values.email} onChange={change('email')} {...refused('email')} />
        {refusalNote('email')}
      </FieldFrame>
      <FieldFrame>
        <label htmlFor="widget-message">Message</label>
        <textarea id="widget-message" rows={4} value={values.message} onChange={change('message')} {...refused('message')} />
        {refusalNote('message')}
      </FieldFrame>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <Button type="submit" $block disabled={send.isPending}>{send.isPending ? 'Sending…' : 'Send Message'}</Button>
    </Form>
  );
}
