import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { INQUIRY_FORM, INQUIRY_TEXTS, HONEYPOT_FIELD, INQUIRY_LIMITS } from '@plotwise/contracts';
import { Button } from '@plotwise/ui';
import { FieldFrame } from '@plotwise/ui/forms';

const Fields = styled.form`
  display: grid;
  gap: 14px;
`;

const offScreen = { position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' } as const;

/** The values a visitor typed into the plain form, for the enhanced form that replaces it. */
export type TypedInquiry = Partial<Record<'name' | 'email' | 'phone' | 'message' | typeof HONEYPOT_FIELD, string>>;

export function typedInquiry(form: HTMLFormElement | null): TypedInquiry {
  if (!form) return {};
  const data = new FormData(form);
  const typed: TypedInquiry = {};
  for (const name of ['name', 'email', 'phone', 'message', HONEYPOT_FIELD] as const) {
    const value = data.get(name);
    if (typeof value === 'string') typed[name] = value;
  }
  return typed;
}

/**
 * The inquiry form as the server renders it: a plain HTML form that posts to
 * INQUIRY_FORM.action, so it works before the page's script has loaded (or
 * without it). Its fields keep what is typed until the Formik form takes over.
 */
export function PlainInquiryForm({ project, ref }: { project: { id: number; title: string }; ref?: Ref<HTMLFormElement> }) {
  const id = useId();
  const field = (name: string) => `${id}${name}`;
  return (
    <Fields ref={ref} method="post" action={INQUIRY_FORM.action} aria-label={`Enquiry about ${project.title}`}>
      <FieldFrame>
        <label htmlFor={field('name')}>Name</label>
        <input id={field('name')} name="name" autoComplete="name" maxLength={INQUIRY_LIMITS.name} aria-required="true" />
      </FieldFrame>
      <FieldFrame>
        <label htmlFor={field('email')}>Email</label>
        <input id={field('email')} name="email" type="email" autoComplete="email" maxLength={INQUIRY_LIMITS.email} aria-required="true" />
      </FieldFrame>
      <FieldFrame>
        <label htmlFor={field('phone')}>Phone</label>
        <input id={field('phone')} name="phone" type="tel" autoComplete="tel" maxLength={INQUIRY_LIMITS.phone} aria-required="true" />
      </FieldFrame>
      <FieldFrame>
        <label htmlFor={field('message')}>Message</label>
        <textarea id={field('message')} name="message" maxLength={INQUIRY_LIMITS.message} aria-required="true" defaultValue={INQUIRY_TEXTS.defaultMessage(project.title)} />
      </FieldFrame>
      <div style={offScreen} aria-hidden="true">
        <label htmlFor={field(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input id={field(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name="projectId" value={project.id} />
      <Button type="submit" $block>{INQUIRY_TEXTS.submit}</Button>
    </Fields>
  );
}
