import { useState, type FormEvent } from 'react';
import { apiRequest, Button, HoneypotField, honeypotOf, readableError, useMutation, useToast } from '@plotwise/ui';
import styled from 'styled-components';
import { NEWSLETTER_TEXTS } from '@plotwise/contracts';

const Form = styled.form`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 12px;
    border-radius: 10px;
    border: 1px solid rgba(255,255,255,.2);
    background: rgba(255,255,255,.06);
    color: #fff;
  }
`;

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const toast = useToast();
  const subscribe = useMutation({
    mutationFn: (payload: { email: string; website?: string }) => apiRequest('POST', '/api/newsletter', payload),
    onSuccess: () => {
      setEmail('');
      toast({ title: NEWSLETTER_TEXTS.subscribed, description: NEWSLETTER_TEXTS.subscribedDescription, variant: 'success' });
    },
    onError: (error) => {
      toast({ title: NEWSLETTER_TEXTS.failed, description: readableError(error, 'Please try again later.'), variant: 'destructive' });
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema (and zod with it) loads only when someone subscribes, not with every page.
    const { newsletterPayloadSchema } = await import('@plotwise/contracts/leads/newsletter/schemas');
    const parsed = newsletterPayloadSchema.safeParse({ email });
    if (!parsed.success) {
      toast({ title: NEWSLETTER_TEXTS.failed, description: NEWSLETTER_TEXTS.invalidEmail, variant: 'destructive' });
      return;
    }
    subscribe.mutate({ ...parsed.data, ...honeypotOf(honeypot) });
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor="newsletter-email" className="visually-hidden">Email address</label>
      <input
        id="newsletter-email"
        type="email"
        placeholder="Your email address"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <Button type="submit" $variant="accent" disabled={subscribe.isPending}>Subscribe</Button>
    </Form>
  );
}
